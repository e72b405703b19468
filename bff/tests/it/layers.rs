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

use import_graph::{cycle, declared, describe_circle, module_of, named_paths, resolve, rust_files};

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

struct Graph {
    /// module → the modules it imports, with the path that does it.
    edges: BTreeMap<String, BTreeMap<String, String>>,
    /// Paths that name the crate root's `app` (the router).
    calls_the_root: Vec<String>,
}

fn graph() -> Graph {
    let files = rust_files(&src()).expect("src is readable");
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

#[test]
fn the_modules_import_each_other_without_a_circle() {
    let graph = graph();
    assert!(graph.edges.len() >= 30, "the modules were not found under src/: {:?}", graph.edges.keys());
    let mut done = BTreeSet::new();
    for module in graph.edges.keys() {
        if let Some(found) = cycle(&graph.edges, module, &mut Vec::new(), &mut done) {
            panic!("the modules import each other in a circle:\n{}", describe_circle(&graph.edges, &found));
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
