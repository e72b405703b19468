//! The BFF's modules import each other in one direction only, layer by layer, as `lib.rs` and the README
//! map them: every `crate::…` and `super::…` path of a module's running code (comments and unit tests left
//! out) names a module of its own layer or of a layer below, and the module graph has no circle. A module
//! that declares others (`mod.rs`) points at them, so a child that imports its parent is a circle too.
//!
//! `lib.rs` is the composition root: it builds the shared state every handler receives (`crate::AppState`)
//! and composes the router from every module. Naming the state is how handlers reach what the root wired;
//! calling back into the router (`crate::app`) is not.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, top first, and the modules in each (a module path names a module and everything under it
/// unless a longer path is listed). A module may import its own layer and those below, never one above.
const LAYERS: &[(&str, &[&str])] = &[
    ("processes", &["server", "admin", "reload", "doctor", "openapi", "typescript", "readme"]),
    ("door", &["entry"]),
    ("handlers", &["forward", "pages", "bootstrap", "assets", "identity", "human_check", "session::handler"]),
    ("outbound", &["upstream"]),
    ("request", &["brand", "visitor", "session", "csrf", "throttle", "marks", "features", "shape"]),
    (
        "foundation",
        &["config", "error", "messages", "metrics", "csp", "proxies", "sanitize", "clock", "next_headers", "trace"],
    ),
];

/// The reason of a parent's edge to the modules it declares.
const DECLARED: &str = "declared here";

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// A file's module path (`forward/mod.rs` → `forward`, `session/cookies.rs` → `session::cookies`); `None`
/// for the crate root, the binaries and their entry points.
fn module_of(relative: &Path) -> Option<String> {
    let text = relative.to_string_lossy().replace('\\', "/");
    if text == "lib.rs" || text == "main.rs" || text.starts_with("bin/") {
        return None;
    }
    let text = text.strip_suffix(".rs")?;
    let text = text.strip_suffix("/mod").unwrap_or(text);
    Some(text.replace('/', "::"))
}

/// What of a source runs: comments and unit tests left out.
fn running_code(source: &str) -> String {
    source
        .split("#[cfg(test)]")
        .next()
        .unwrap_or_default()
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_identifier_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The full paths of a use tree that starts at `text` (after `crate::` or `super::`), each as segments
/// after `base`: `a::{b, c::{d, self}}` → `a::b`, `a::c::d`, `a::c`.
fn use_tree(base: &[String], text: &str, into: &mut Vec<Vec<String>>) {
    let mut path = base.to_vec();
    let mut rest = text.trim_start();
    loop {
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut start = 0;
            for (at, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        use_tree(&path, &group[start..at], into);
                        return;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        use_tree(&path, &group[start..at], into);
                        start = at + 1;
                    }
                    _ => {}
                }
            }
            return;
        }
        let segment: String = rest.chars().take_while(|c| is_identifier_char(*c)).collect();
        match segment.as_str() {
            "" => break,
            "self" => {}
            "super" => {
                path.pop();
            }
            _ => path.push(segment.clone()),
        }
        rest = &rest[segment.len()..];
        match rest.strip_prefix("::") {
            Some(more) => rest = more.trim_start(),
            None => break,
        }
    }
    into.push(path);
}

/// Every path a module's running code names through `crate::` or `super::`, from the crate root.
fn named_paths(module: &str, source: &str) -> Vec<Vec<String>> {
    let code = running_code(source);
    let here: Vec<String> = module.split("::").map(str::to_owned).collect();
    // `super` of `a::b` (a file `a/b.rs`, or `a/b/mod.rs`) is `a`.
    let parent = here[..here.len() - 1].to_vec();
    let mut paths = Vec::new();
    for (prefix, base) in [("crate::", Vec::new()), ("super::", parent)] {
        for (at, _) in code.match_indices(prefix) {
            if code[..at].chars().next_back().is_some_and(|c| is_identifier_char(c) || c == ':') {
                continue;
            }
            use_tree(&base, &code[at + prefix.len()..], &mut paths);
        }
    }
    paths
}

/// The modules a `mod.rs` declares (`pub mod x;`).
fn declared(module: &str, source: &str) -> Vec<String> {
    running_code(source)
        .lines()
        .filter_map(|line| {
            let line = line.trim();
            let line = line.strip_prefix("pub(crate) ").or_else(|| line.strip_prefix("pub ")).unwrap_or(line);
            let name = line.strip_prefix("mod ")?.strip_suffix(';')?;
            Some(format!("{module}::{name}"))
        })
        .collect()
}

/// The longest known module a path starts with; `None` for the crate root's own items.
fn resolve(path: &[String], modules: &BTreeSet<String>) -> Option<String> {
    (1..=path.len()).rev().map(|n| path[..n].join("::")).find(|candidate| modules.contains(candidate))
}

struct Graph {
    /// module → the modules it imports, with the path that does it.
    edges: BTreeMap<String, BTreeMap<String, String>>,
    /// Paths that name the crate root's `app` (the router).
    calls_the_root: Vec<String>,
}

fn graph() -> Graph {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let sources: Vec<(String, String)> = files
        .iter()
        .filter_map(|file| {
            let relative = file.strip_prefix(src()).expect("under src");
            let module = module_of(relative)?;
            Some((module, std::fs::read_to_string(file).expect("readable")))
        })
        .collect();
    let modules: BTreeSet<String> = sources.iter().map(|(module, _)| module.clone()).collect();
    let mut graph = Graph { edges: BTreeMap::new(), calls_the_root: Vec::new() };
    for (module, source) in &sources {
        let edges = graph.edges.entry(module.clone()).or_default();
        for child in declared(module, source) {
            edges.insert(child, DECLARED.to_owned());
        }
        for path in named_paths(module, source) {
            match resolve(&path, &modules) {
                Some(named) if named != *module => {
                    edges.entry(named).or_insert_with(|| path.join("::"));
                }
                Some(_) => {}
                None if path.first().is_some_and(|first| first == "app") => {
                    graph.calls_the_root.push(format!("{module} names crate::app"));
                }
                None => {}
            }
        }
    }
    graph
}

/// The layer of a module: the longest listed path it is, or is under.
fn layer_of(module: &str) -> Option<usize> {
    LAYERS
        .iter()
        .enumerate()
        .flat_map(|(layer, (_, modules))| modules.iter().map(move |listed| (layer, *listed)))
        .filter(|(_, listed)| module == *listed || module.starts_with(&format!("{listed}::")))
        .max_by_key(|(_, listed)| listed.len())
        .map(|(layer, _)| layer)
}

/// A circle through `from`, if there is one (depth first).
fn cycle(
    edges: &BTreeMap<String, BTreeMap<String, String>>,
    from: &str,
    path: &mut Vec<String>,
    done: &mut BTreeSet<String>,
) -> Option<Vec<String>> {
    if let Some(start) = path.iter().position(|module| module == from) {
        let mut found = path[start..].to_vec();
        found.push(from.to_owned());
        return Some(found);
    }
    if !done.insert(from.to_owned()) {
        return None;
    }
    path.push(from.to_owned());
    for next in edges.get(from).into_iter().flat_map(|e| e.keys()) {
        if let Some(found) = cycle(edges, next, path, done) {
            return Some(found);
        }
    }
    path.pop();
    None
}

#[test]
fn the_modules_import_each_other_without_a_circle() {
    let graph = graph();
    assert!(graph.edges.len() >= 30, "the modules were not found under src/: {:?}", graph.edges.keys());
    let mut done = BTreeSet::new();
    for module in graph.edges.keys() {
        if let Some(found) = cycle(&graph.edges, module, &mut Vec::new(), &mut done) {
            let steps: Vec<String> = found
                .windows(2)
                .map(|pair| format!("{} → {} ({})", pair[0], pair[1], graph.edges[&pair[0]][&pair[1]]))
                .collect();
            panic!("the modules import each other in a circle:\n{}", steps.join("\n"));
        }
    }
}

#[test]
fn every_module_has_a_layer_and_imports_only_its_own_and_those_below() {
    let graph = graph();
    let mut wrong = Vec::new();
    for (module, edges) in &graph.edges {
        let Some(layer) = layer_of(module) else {
            wrong.push(format!("{module} is in no layer: add it to LAYERS (and to lib.rs's map and the README)"));
            continue;
        };
        // A folder's `mod.rs` declares its modules whatever their layers: a declaration imports nothing.
        for (named, by) in edges.iter().filter(|(_, by)| *by != DECLARED) {
            let Some(named_layer) = layer_of(named) else { continue };
            if named_layer < layer {
                wrong.push(format!(
                    "{module} ({}) imports {named} ({}) through {by}",
                    LAYERS[layer].0, LAYERS[named_layer].0
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "imports that point up a layer:\n{}", wrong.join("\n"));
}

#[test]
fn no_module_calls_back_into_the_router() {
    assert_eq!(graph().calls_the_root, Vec::<String>::new());
}

#[test]
fn the_scan_sees_every_way_of_naming_a_module() {
    let source = "use crate::upstream::{Answer, public::{self, fetch}};\nuse super::admit::Admitted;\nuse crate::{AppState, brand};\n// crate::pages in a comment\nfn f() { crate::shape::watch(); super::switch_on(); }\n#[cfg(test)]\nmod tests { use crate::doctor; }";
    let named: BTreeSet<String> = named_paths("forward::account", source).iter().map(|p| p.join("::")).collect();
    let expected = [
        "upstream::Answer",
        "upstream::public",
        "upstream::public::fetch",
        "forward::admit::Admitted",
        "AppState",
        "brand",
        "shape::watch",
        "forward::switch_on",
    ];
    assert_eq!(named, expected.map(String::from).into());
    let modules: BTreeSet<String> =
        ["forward", "forward::admit", "upstream", "upstream::public"].map(String::from).into();
    let resolved: BTreeSet<Option<String>> =
        named_paths("forward::account", source).iter().map(|path| resolve(path, &modules)).collect();
    assert!(resolved.contains(&Some("forward".to_owned())), "super::switch_on names the parent");
    assert!(resolved.contains(&Some("upstream::public".to_owned())));
    assert!(resolved.contains(&None), "crate::AppState names the root");
    assert_eq!(
        declared("session", "pub mod claims;\nmod cookies;\n#[cfg(test)]\nmod tests;"),
        ["session::claims", "session::cookies"]
    );
    let mut edges = BTreeMap::new();
    edges.insert("a".to_owned(), BTreeMap::from([("b".to_owned(), "x".to_owned())]));
    edges.insert("b".to_owned(), BTreeMap::from([("a".to_owned(), "y".to_owned())]));
    assert_eq!(
        cycle(&edges, "a", &mut Vec::new(), &mut BTreeSet::new()),
        Some(vec!["a".into(), "b".into(), "a".into()])
    );
    assert_eq!(layer_of("session::handler"), Some(2));
    assert_eq!(layer_of("session::cookies"), Some(4));
}
