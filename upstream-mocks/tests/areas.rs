//! The crate's shape stays as `lib.rs` maps it: the areas (the folders under `src/`) import each other
//! in one direction only. An effect that would go the other way travels as an event
//! (`events.rs`) or through a function the composition root hands in (`lib.rs`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The areas: one folder each.
fn areas() -> BTreeSet<String> {
    std::fs::read_dir(src())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect()
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The crate's top-level modules a source names as `crate::name` or inside `crate::{…}` (comments
/// and unit tests left out: they import nothing at run time).
fn named_modules(source: &str) -> BTreeSet<String> {
    let code: String = source
        .split("#[cfg(test)]")
        .next()
        .unwrap_or_default()
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let mut names = BTreeSet::new();
    for (at, _) in code.match_indices("crate::") {
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            names.extend(group.split(',').map(|item| identifier(item.trim())));
        } else {
            names.insert(identifier(rest));
        }
    }
    names
}

fn identifier(text: &str) -> String {
    text.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect()
}

/// area → the other areas its files import, with one file that does each.
fn graph(areas: &BTreeSet<String>) -> BTreeMap<String, BTreeMap<String, PathBuf>> {
    let mut graph = BTreeMap::new();
    for area in areas {
        let mut files = Vec::new();
        rust_files(&src().join(area), &mut files);
        let edges: &mut BTreeMap<String, PathBuf> = graph.entry(area.clone()).or_default();
        for file in files {
            let source = std::fs::read_to_string(&file).unwrap();
            for named in named_modules(&source) {
                if areas.contains(&named) && named != *area {
                    edges.entry(named).or_insert_with(|| file.strip_prefix(src()).unwrap().to_path_buf());
                }
            }
        }
    }
    graph
}

/// A cycle through `from`, if there is one (depth first).
fn cycle(
    graph: &BTreeMap<String, BTreeMap<String, PathBuf>>,
    from: &str,
    path: &mut Vec<String>,
    done: &mut BTreeSet<String>,
) -> Option<Vec<String>> {
    if let Some(start) = path.iter().position(|area| area == from) {
        let mut found = path[start..].to_vec();
        found.push(from.to_owned());
        return Some(found);
    }
    if !done.insert(from.to_owned()) {
        return None;
    }
    path.push(from.to_owned());
    for next in graph.get(from).into_iter().flat_map(|edges| edges.keys()) {
        if let Some(found) = cycle(graph, next, path, done) {
            return Some(found);
        }
    }
    path.pop();
    None
}

#[test]
fn the_areas_import_each_other_in_one_direction_only() {
    let areas = areas();
    assert!(areas.len() >= 8, "the areas were not found under src/: {areas:?}");
    let graph = graph(&areas);
    for area in &areas {
        let found = cycle(&graph, area, &mut Vec::new(), &mut BTreeSet::new());
        if let Some(found) = found {
            let steps: Vec<String> = found
                .windows(2)
                .map(|pair| format!("{} → {} ({})", pair[0], pair[1], graph[&pair[0]][&pair[1]].display()))
                .collect();
            panic!("the areas import each other in a circle:\n{}", steps.join("\n"));
        }
    }
}

#[test]
fn the_scan_sees_every_way_of_naming_an_area() {
    let source = "use crate::wallet::x;\nuse crate::{games, lottery::y};\n// crate::agent in a comment\nfn f() { crate::rewards::z(); }\n#[cfg(test)]\nmod tests { use crate::system; }";
    let named = named_modules(source);
    assert_eq!(named, ["games", "lottery", "rewards", "wallet"].map(String::from).into());
    let mut graph = BTreeMap::new();
    graph.insert("a".to_owned(), BTreeMap::from([("b".to_owned(), PathBuf::from("a/x.rs"))]));
    graph.insert("b".to_owned(), BTreeMap::from([("a".to_owned(), PathBuf::from("b/y.rs"))]));
    assert_eq!(
        cycle(&graph, "a", &mut Vec::new(), &mut BTreeSet::new()),
        Some(vec!["a".into(), "b".into(), "a".into()])
    );
}
