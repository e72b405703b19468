//! Which modules a crate's source files import, read as text, and the circles among them: the one reader
//! behind the layering tests of the BFF (`bff/tests/it/layers.rs`) and of the mock
//! (`upstream-mocks/tests/it/areas.rs`), so the two cannot come to disagree on what counts as an import.
//!
//! It reads what runs: comments and everything from the first `#[cfg(test)]` on are left out (unit tests
//! import nothing at run time). An import is any `crate::…` or `super::…` path in that code, `use` trees
//! unfolded (`crate::a::{b, c::{d, self}}` names `a::b`, `a::c::d` and `a::c`). It is a dev-only helper
//! of the workspace's tests, not a parser: the crates' own tests say what their shape must be.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Display;
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`, at any depth, in path order.
///
/// # Errors
/// When `dir` or a folder below it cannot be read.
pub fn rust_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            files.extend(rust_files(&path)?);
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// A source file's module path from its place under `src/` (`forward/mod.rs` → `forward`,
/// `session/cookies.rs` → `session::cookies`); `None` for the crate root, the binary and `bin/`'s binaries.
pub fn module_of(relative: &Path) -> Option<String> {
    let text = relative.to_string_lossy().replace('\\', "/");
    if text == "lib.rs" || text == "main.rs" || text.starts_with("bin/") {
        return None;
    }
    let text = text.strip_suffix(".rs")?;
    let text = text.strip_suffix("/mod").unwrap_or(text);
    Some(text.replace('/', "::"))
}

/// What of a source runs: line comments and the unit tests (from the first `#[cfg(test)]`) left out.
pub fn running_code(source: &str) -> String {
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

/// The identifier `text` starts with (empty when it starts with anything else).
pub fn leading_identifier(text: &str) -> &str {
    let end = text.find(|c: char| !is_identifier_char(c)).unwrap_or(text.len());
    &text[..end]
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
        let segment = leading_identifier(rest);
        match segment {
            "" => break,
            "self" => {}
            "super" => {
                path.pop();
            }
            _ => path.push(segment.to_owned()),
        }
        rest = &rest[segment.len()..];
        match rest.strip_prefix("::") {
            Some(more) => rest = more.trim_start(),
            None => break,
        }
    }
    into.push(path);
}

/// The paths a source's running code names after `prefix` (`crate::` or `super::`, not as the tail of a
/// longer path), each unfolded from `base`.
fn paths_after(code: &str, prefix: &str, base: &[String], into: &mut Vec<Vec<String>>) {
    for (at, _) in code.match_indices(prefix) {
        if code[..at].chars().next_back().is_some_and(|c| is_identifier_char(c) || c == ':') {
            continue;
        }
        use_tree(base, &code[at + prefix.len()..], into);
    }
}

/// Every path a source's running code names through `crate::`, from the crate root.
pub fn crate_paths(source: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    paths_after(&running_code(source), "crate::", &[], &mut paths);
    paths
}

/// Every path the running code of `module` (as [`module_of`] names it) names through `crate::` or
/// `super::`, from the crate root.
pub fn named_paths(module: &str, source: &str) -> Vec<Vec<String>> {
    let code = running_code(source);
    let here: Vec<String> = module.split("::").map(str::to_owned).collect();
    // `super` of `a::b` (a file `a/b.rs`, or `a/b/mod.rs`) is `a`.
    let parent = &here[..here.len() - 1];
    let mut paths = Vec::new();
    paths_after(&code, "crate::", &[], &mut paths);
    paths_after(&code, "super::", parent, &mut paths);
    paths
}

/// The modules a module's file declares (`mod x;`, `pub mod x;`, `pub(crate) mod x;`), by full path.
pub fn declared(module: &str, source: &str) -> Vec<String> {
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

/// The longest of `modules` a path starts with; `None` for the crate root's own items.
pub fn resolve(path: &[String], modules: &BTreeSet<String>) -> Option<String> {
    (1..=path.len()).rev().map(|n| path[..n].join("::")).find(|candidate| modules.contains(candidate))
}

/// A circle through `from` in `edges` (node → the nodes it imports, each with why), if there is one, as
/// the nodes along it with `from`'s first node again at the end. Depth first: `path` is the walk so far
/// (empty to start), `done` the nodes already searched to the end; share `done` across starts to search a
/// whole graph once.
pub fn cycle<Why>(
    edges: &BTreeMap<String, BTreeMap<String, Why>>,
    from: &str,
    path: &mut Vec<String>,
    done: &mut BTreeSet<String>,
) -> Option<Vec<String>> {
    if let Some(start) = path.iter().position(|node| node == from) {
        let mut found = path[start..].to_vec();
        found.push(from.to_owned());
        return Some(found);
    }
    if !done.insert(from.to_owned()) {
        return None;
    }
    path.push(from.to_owned());
    for next in edges.get(from).into_iter().flat_map(BTreeMap::keys) {
        if let Some(found) = cycle(edges, next, path, done) {
            return Some(found);
        }
    }
    path.pop();
    None
}

/// A circle in `edges`, if any (see [`cycle`]).
pub fn any_circle<Why>(edges: &BTreeMap<String, BTreeMap<String, Why>>) -> Option<Vec<String>> {
    let mut done = BTreeSet::new();
    edges.keys().find_map(|node| cycle(edges, node, &mut Vec::new(), &mut done))
}

/// A circle as one line per step, `a → b (why)`, for a test's failure message.
pub fn describe_circle<Why: Display>(edges: &BTreeMap<String, BTreeMap<String, Why>>, circle: &[String]) -> String {
    circle
        .windows(2)
        .map(|pair| match edges.get(&pair[0]).and_then(|next| next.get(&pair[1])) {
            Some(why) => format!("{} → {} ({why})", pair[0], pair[1]),
            None => format!("{} → {}", pair[0], pair[1]),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_use_tree_unfolds_into_every_path_it_names() {
        let source = "use crate::wallet::{self, deposit::{Deposit, first_credited_ms}};\n\
                      use super::super::ledger::Bet;\n/* not read: */ // crate::agent::seed\n\
                      fn f() { super::refresh(); my_crate::games::x(); crate::reply::Fail::new(); }\n\
                      #[cfg(test)]\nmod tests { use crate::system; }";
        let named: BTreeSet<String> =
            named_paths("rewards::tickets::grant", source).iter().map(|p| p.join("::")).collect();
        let expected = [
            "wallet",
            "wallet::deposit::Deposit",
            "wallet::deposit::first_credited_ms",
            "rewards::ledger::Bet",
            "rewards::tickets::refresh",
            "reply::Fail::new",
        ];
        assert_eq!(named, expected.map(String::from).into());
        let through_crate: BTreeSet<String> = crate_paths(source).iter().map(|p| p.join("::")).collect();
        assert_eq!(through_crate.len(), 4, "super:: paths are not crate:: paths: {through_crate:?}");
    }

    #[test]
    fn files_modules_and_declarations_are_named_as_the_compiler_does() {
        assert_eq!(module_of(Path::new("forward/mod.rs")).as_deref(), Some("forward"));
        assert_eq!(module_of(Path::new("session/cookies.rs")).as_deref(), Some("session::cookies"));
        assert_eq!(module_of(Path::new("lib.rs")), None);
        assert_eq!(module_of(Path::new("bin/tool.rs")), None);
        assert_eq!(
            declared("session", "pub mod claims;\npub(crate) mod seal;\nmod cookies;\n#[cfg(test)]\nmod tests;"),
            ["session::claims", "session::seal", "session::cookies"]
        );
        let modules: BTreeSet<String> = ["forward", "forward::admit"].map(String::from).into();
        let path = |text: &str| text.split("::").map(String::from).collect::<Vec<_>>();
        assert_eq!(resolve(&path("forward::admit::Admitted"), &modules).as_deref(), Some("forward::admit"));
        assert_eq!(resolve(&path("forward::switch_on"), &modules).as_deref(), Some("forward"));
        assert_eq!(resolve(&path("AppState"), &modules), None);
        assert_eq!(leading_identifier("wallet::post"), "wallet");
        assert_eq!(leading_identifier(".x"), "");
    }

    #[test]
    fn a_circle_is_found_and_told_step_by_step() {
        let mut edges = BTreeMap::new();
        edges.insert("a".to_owned(), BTreeMap::from([("b".to_owned(), "a.rs")]));
        edges.insert("b".to_owned(), BTreeMap::from([("c".to_owned(), "b.rs")]));
        edges.insert("c".to_owned(), BTreeMap::from([("a".to_owned(), "c.rs")]));
        let circle = any_circle(&edges).unwrap();
        assert_eq!(circle, ["a", "b", "c", "a"]);
        assert_eq!(describe_circle(&edges, &circle), "a → b (a.rs)\nb → c (b.rs)\nc → a (c.rs)");
        edges.insert("c".to_owned(), BTreeMap::new());
        assert_eq!(any_circle(&edges), None, "a chain is no circle");
    }
}
