//! The crate's shape stays as `lib.rs` maps it, in layers: the base (`base.rs`, importing nothing of
//! the crate), the core (the other files directly under `src/`, outside the composition root), the
//! areas (the folders under `src/`) and the composition root (`lib.rs`, `main.rs`, with the state, seed
//! and admin compositions made of every area's part). The areas import each other in one direction
//! only; the core imports no area and nothing of the root (`state.rs` included: what it needs of the
//! mock comes as a part or a trait the root implements), so no import circle passes through it; only
//! the root imports the areas from outside them.
//! An effect that would go against the areas' direction travels as an event (`events.rs`, its handlers
//! registered in `lib.rs`) or through a function the composition root hands in (`lib.rs`). And no area
//! reads or writes another area's state: its code never names another area's field of `Db`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use import_graph::{crate_paths, cycle, describe_circle, leading_identifier, running_code, rust_files};

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

/// The crate's top-level modules a source names as `crate::name` or inside a `crate::{…}` tree (comments
/// and unit tests left out: they import nothing at run time).
fn named_modules(source: &str) -> BTreeSet<String> {
    crate_paths(source).into_iter().filter_map(|path| path.into_iter().next()).collect()
}

/// The Rust files under `dir`, at any depth.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    rust_files(dir).unwrap()
}

/// area → the other areas its files import, with one file that does each.
fn graph(areas: &BTreeSet<String>) -> BTreeMap<String, BTreeMap<String, String>> {
    let mut graph = BTreeMap::new();
    for area in areas {
        let edges: &mut BTreeMap<String, String> = graph.entry(area.clone()).or_default();
        for file in files_under(&src().join(area)) {
            let source = std::fs::read_to_string(&file).unwrap();
            for named in named_modules(&source) {
                if areas.contains(&named) && named != *area {
                    edges.entry(named).or_insert_with(|| file.strip_prefix(src()).unwrap().display().to_string());
                }
            }
        }
    }
    graph
}

#[test]
fn the_areas_import_each_other_in_one_direction_only() {
    let areas = areas();
    assert!(areas.len() >= 8, "the areas were not found under src/: {areas:?}");
    let graph = graph(&areas);
    for area in &areas {
        let found = cycle(&graph, area, &mut Vec::new(), &mut BTreeSet::new());
        if let Some(found) = found {
            panic!("the areas import each other in a circle:\n{}", describe_circle(&graph, &found));
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

/// Files outside the area folders that may name any area's field of `Db`, and why. Every other file
/// may name its own area's field only (a top-level file: none).
const COMPOSITION: &[(&str, &str)] = &[
    ("state.rs", "defines Db, one field per area"),
    ("seed.rs", "builds a fresh Db: each area seeds its own field"),
    ("persist.rs", "moves what older data files kept under another area"),
    ("scenario.rs", "sets up a whole situation across areas at start"),
    ("admin.rs", "the admin composition: merchant-wide resets and views across areas"),
    ("admin_call.rs", "the admin composition's table of calls"),
    ("admin_resource.rs", "the admin composition's resources"),
];

/// How the code names a merchant's database: `db` (a fresh seed's: `fresh`).
const DB_NAMES: &[&str] = &["db", "fresh"];

/// The areas whose `Db` field a source names (`db.wallet`, also split over lines as `db\n    .wallet`).
fn named_fields(source: &str, areas: &BTreeSet<String>) -> BTreeSet<String> {
    let code: String = running_code(source).split_whitespace().collect::<Vec<_>>().join(" ").replace(" .", ".");
    let mut named = BTreeSet::new();
    for db in DB_NAMES {
        let pattern = format!("{db}.");
        for (at, _) in code.match_indices(&pattern) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == ':') {
                continue;
            }
            let field = leading_identifier(&code[at + pattern.len()..]);
            if areas.contains(field) {
                named.insert(field.to_owned());
            }
        }
    }
    named
}

#[test]
fn no_area_names_another_areas_state() {
    let areas = areas();
    let files = files_under(&src());
    let mut trespasses = Vec::new();
    for file in files {
        let relative = file.strip_prefix(src()).unwrap().to_string_lossy().replace('\\', "/");
        if COMPOSITION.iter().any(|(name, _)| *name == relative) {
            continue;
        }
        let own = relative.split_once('/').map(|(area, _)| area.to_owned());
        for field in named_fields(&std::fs::read_to_string(&file).unwrap(), &areas) {
            if own.as_deref() != Some(field.as_str()) {
                trespasses.push(format!("{relative} names db.{field}"));
            }
        }
    }
    assert!(
        trespasses.is_empty(),
        "an area reaches into another's state; ask the owning area through a function along the import \
         direction, have lib.rs hand one in, emit an event, or move a shared fact into Member:\n{}",
        trespasses.join("\n")
    );
}

#[test]
fn the_state_scan_sees_a_field_however_it_is_written() {
    let areas: BTreeSet<String> = ["access", "wallet", "games", "rewards"].map(String::from).into();
    let source = "let a = db\n        .access\n        .members;\nfresh.rewards.x();\nctx.mock.games.list();\nlet b = mydb.wallet;\n// db.games in a comment\n#[cfg(test)]\nmod tests { fn f() { db.games; } }";
    assert_eq!(named_fields(source, &areas), ["access", "rewards"].map(String::from).into());
}

/// The admin composition (`admin.rs`) gathers each area's admin calls, so no area imports it back:
/// what the areas' admin modules share lives in `admin_call.rs`, and member resets on `Db`.
#[test]
fn no_area_imports_the_admin_composition() {
    for area in areas() {
        for file in files_under(&src().join(&area)) {
            let source = std::fs::read_to_string(&file).unwrap();
            assert!(
                !named_modules(&source).contains("admin"),
                "{} imports crate::admin, which imports the areas",
                file.strip_prefix(src()).unwrap().display()
            );
        }
    }
}

/// `lib.rs` composes the app from every module (and serves it through the faults' listener), so no
/// module calls back into it: that was the faults → app circle.
#[test]
fn no_module_calls_back_into_the_composition_root() {
    let files = files_under(&src());
    for file in files.iter().filter(|f| !f.ends_with("lib.rs") && !f.ends_with("main.rs")) {
        let named = named_modules(&std::fs::read_to_string(file).unwrap());
        for root in ["app", "serve"] {
            assert!(!named.contains(root), "{} calls crate::{root}", file.strip_prefix(src()).unwrap().display());
        }
    }
}

/// The composition root: the files outside the areas that may import them or the composed state,
/// and why. Everything else directly under `src/` is the core (or the base): it imports no area and
/// nothing of the root, so the only imports of `state.rs` come from the root and the areas.
const ROOT: &[(&str, &str)] = &[
    ("lib.rs", "composes the app from every area, registers their event handlers, hands the gateway its rules"),
    ("main.rs", "the binary: reads its flags, then builds, restores and serves the composed mock"),
    (
        "state.rs",
        "the composed state: Db has one field per area, Mock holds the core's parts and the areas' shared ones",
    ),
    ("seed.rs", "builds a fresh Db: each area seeds its own field"),
    ("admin.rs", "the admin composition: gathers every area's admin calls, merchant-wide resets and views"),
    ("admin_call.rs", "the admin composition's row: a call routed on the composed Mock, the per-merchant loop over Db"),
    ("admin_resource.rs", "the admin composition's resources: a kind of content read and replaced in a merchant's Db"),
    ("admin_openapi.rs", "the admin composition's description, made from the admin_call rows"),
];

/// The root files an area may import, and why: the composed state every handler is given, and the
/// admin composition's row and resource, with which each area describes its own admin calls.
const FOR_THE_AREAS: &[(&str, &str)] = &[
    ("state", "Mock and Db, the composed state every handler is given"),
    ("admin_call", "the row each area's admin calls are made of"),
    ("admin_resource", "the resource each area's replaceable content implements"),
];

/// Core modules that still import the composed state (`state.rs`), and why: the rule's exceptions,
/// kept exact (one that no longer imports it fails the test until it leaves this list).
const CORE_ON_STATE: &[(&str, &str)] = &[];

/// The one root file a core module on the list above may import.
const STATE: &str = "state";

fn module_names(files: &[(&str, &str)]) -> BTreeSet<String> {
    files.iter().map(|(file, _)| file.trim_end_matches(".rs").to_owned()).collect()
}

/// The core: every file directly under `src/` outside the root, by module name, with what it names.
fn core() -> BTreeMap<String, BTreeSet<String>> {
    let mut core = BTreeMap::new();
    for entry in std::fs::read_dir(src()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() || !name.ends_with(".rs") || ROOT.iter().any(|(root, _)| *root == name) {
            continue;
        }
        let named = named_modules(&std::fs::read_to_string(&path).unwrap());
        core.insert(name.trim_end_matches(".rs").to_owned(), named);
    }
    core
}

/// What a core module imports outside the core: an area or a root file (the listed exceptions'
/// `state` aside), and the exceptions that no longer need to be.
fn core_reaching_out(
    core: &BTreeMap<String, BTreeSet<String>>,
    areas: &BTreeSet<String>,
    exceptions: &[(&str, &str)],
) -> Vec<String> {
    let roots = module_names(ROOT);
    let mut wrong = Vec::new();
    for (module, named) in core {
        let excepted = exceptions.iter().any(|(name, _)| name == module);
        for name in named {
            if areas.contains(name) {
                wrong.push(format!("{module}.rs imports the area {name}: have lib.rs hand it in or register it"));
            } else if roots.contains(name) && !(excepted && name == STATE) {
                wrong.push(format!(
                    "{module}.rs imports the composition root's {name}.rs: take the part it uses, or a trait \
                     the root implements"
                ));
            }
        }
        if excepted && !named.contains(STATE) {
            wrong.push(format!("{module}.rs no longer imports state.rs: take it off CORE_ON_STATE"));
        }
    }
    wrong
}

#[test]
fn the_base_imports_nothing_of_the_crate() {
    let named = named_modules(&std::fs::read_to_string(src().join("base.rs")).unwrap());
    assert!(named.is_empty(), "base.rs imports {named:?}: the base is what every module may use, so it uses none");
}

#[test]
fn the_core_imports_no_area_and_nothing_of_the_root() {
    let core = core();
    assert!(core.len() >= 10 && core.contains_key("events") && core.contains_key("gateway"), "the core: {core:?}");
    let wrong = core_reaching_out(&core, &areas(), CORE_ON_STATE);
    assert!(wrong.is_empty(), "the core reaches outside itself:\n{}", wrong.join("\n"));
}

#[test]
fn the_core_rule_sees_an_import_of_the_state_and_a_stale_exception() {
    let areas: BTreeSet<String> = ["wallet"].map(String::from).into();
    let core: BTreeMap<String, BTreeSet<String>> = BTreeMap::from([
        ("faults".to_owned(), ["state".to_owned()].into()),
        ("journal".to_owned(), ["reply".to_owned()].into()),
        ("ledger".to_owned(), ["wallet".to_owned(), "admin_call".to_owned()].into()),
    ]);
    let wrong = core_reaching_out(&core, &areas, &[("journal", "a stale reason")]);
    assert_eq!(wrong.len(), 4, "{wrong:?}");
    assert!(wrong[0].starts_with("faults.rs imports the composition root's state.rs"), "{wrong:?}");
    assert!(wrong[1].starts_with("journal.rs no longer imports state.rs"), "{wrong:?}");
    assert!(wrong[2].starts_with("ledger.rs imports the composition root's admin_call.rs"), "{wrong:?}");
    assert!(wrong[3].starts_with("ledger.rs imports the area wallet"), "{wrong:?}");
    assert!(core_reaching_out(&core, &areas, &[("faults", "r"), ("journal", "r")]).len() == 3);
}

#[test]
fn the_core_imports_itself_without_a_circle() {
    let core = core();
    let graph: BTreeMap<String, BTreeMap<String, PathBuf>> = core
        .iter()
        .map(|(module, named)| {
            let edges = named
                .iter()
                .filter(|name| *name != module && core.contains_key(*name))
                .map(|name| (name.clone(), PathBuf::from(format!("{module}.rs"))))
                .collect();
            (module.clone(), edges)
        })
        .collect();
    for module in core.keys() {
        if let Some(found) = cycle(&graph, module, &mut Vec::new(), &mut BTreeSet::new()) {
            panic!("the core imports itself in a circle: {}", found.join(" → "));
        }
    }
}

/// The root's other files (`seed.rs`, `admin.rs`, `admin_openapi.rs`; `lib.rs`'s `app` and `serve`
/// have their own test) import the areas, so no area imports them back: a fresh seed is
/// `Db::seeded()`, the demo merchant is the base's.
#[test]
fn the_areas_import_of_the_root_only_the_state_and_the_admin_row() {
    let roots = module_names(ROOT);
    let allowed = module_names(FOR_THE_AREAS);
    let mut wrong = Vec::new();
    for area in areas() {
        for file in files_under(&src().join(&area)) {
            for name in named_modules(&std::fs::read_to_string(&file).unwrap()) {
                if roots.contains(&name) && !allowed.contains(&name) {
                    wrong.push(format!(
                        "{} imports the composition root's {name}.rs",
                        file.strip_prefix(src()).unwrap().display()
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "an area reaches back into the root:\n{}", wrong.join("\n"));
}
