//! The front's generated types follow the Rust side.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use std::path::Path;

#[test]
fn next_apps_generated_types_are_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(bff::typescript::PATH);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let current = bff::typescript::render(&bff::openapi::document());
    assert!(
        committed == current,
        "{} is stale (the BFF's OpenAPI document changed): run `{}` and commit the result",
        bff::typescript::PATH,
        bff::typescript::COMMAND
    );
}

#[test]
fn the_brand_schema_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(bff::config::BRAND_SCHEMA_PATH);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == bff::typescript::brand_schema_text(),
        "{} is stale (the configuration types changed): run `{}` and commit the result",
        bff::config::BRAND_SCHEMA_PATH,
        bff::typescript::COMMAND
    );
}

/// Each shipped brand file, as JSON (what an editor checks against the schema).
fn brand_files() -> Vec<(std::path::PathBuf, serde_json::Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../config/brands");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let table: toml::Table = text.parse().unwrap();
            (path, serde_json::to_value(table).unwrap())
        })
        .collect()
}

#[test]
fn the_shipped_brand_files_name_and_match_the_schema() {
    let schema = bff::config::brand_schema();
    let validator = jsonschema::validator_for(&schema).expect("the brand schema is a valid JSON Schema");
    let files = brand_files();
    assert!(!files.is_empty());
    for (path, brand) in &files {
        let text = std::fs::read_to_string(path).unwrap();
        assert!(
            text.starts_with("#:schema ../brand.schema.json\n"),
            "{} does not name the schema in its first line (#:schema ../brand.schema.json)",
            path.display()
        );
        let errors: Vec<String> = validator.iter_errors(brand).map(|e| format!("{}: {e}", e.instance_path())).collect();
        assert!(errors.is_empty(), "{}: {errors:#?}", path.display());
    }
    // The schema refuses what the loader refuses: an unknown key, a misspelt switch, a bad value, a wrong type.
    let (_, demo) = &files[0];
    let spoilt = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut brand = demo.clone();
        edit(&mut brand);
        brand
    };
    for (what, brand) in [
        ("an unknown key", spoilt(&|b| b["colour"] = "red".into())),
        ("an unknown key in a section", spoilt(&|b| b["upstream"]["urll"] = "http://x".into())),
        ("a misspelt switch", spoilt(&|b| b["features"]["agent_center"] = "on".into())),
        ("a minimum age of 20", spoilt(&|b| b["minimum_age"] = 20.into())),
        ("a language of no table", spoilt(&|b| b["languages"]["supported"][0] = "xx".into())),
        ("a number for a duration", spoilt(&|b| b["upstream"]["timeout"] = 5.into())),
        ("no merchant code", spoilt(&|b| drop(b.as_object_mut().unwrap().remove("merchant_code")))),
    ] {
        assert!(!validator.is_valid(&brand), "the schema lets {what} through");
    }
}

#[test]
fn the_readmes_switch_table_is_current() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(bff::readme::PATH);
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    let current = bff::readme::with_switch_table(&committed).expect("the README has the switch table's markers");
    assert!(
        committed == current,
        "{}'s table of feature switches is stale (upstream-protocol/src/switches.rs changed): run `{}` and commit the result",
        bff::readme::PATH,
        bff::typescript::COMMAND
    );
}

#[test]
fn the_openapi_document_covers_the_own_calls_and_the_whole_catalogue() {
    let doc = bff::openapi::document();
    assert_eq!(doc["openapi"].as_str().map(|v| &v[..2]), Some("3."));
    for path in ["/bff/session", "/bff/bootstrap", "/bff/healthz", "/bff/openapi.json", "/bff/brand/{file}"] {
        assert!(doc["paths"][path]["get"].is_object(), "{path} is not documented");
    }
    for call in upstream_protocol::catalogue::all() {
        for method in call.methods {
            let operation = &doc["paths"][call.path][method.as_str().to_ascii_lowercase()];
            assert_eq!(operation["x-veneer-call"]["path"], call.path, "{} {}", method.as_str(), call.path);
        }
    }
    assert_eq!(
        doc["x-veneer-session-gone"].as_array().unwrap().len(),
        upstream_protocol::envelope::code::SESSION_GONE.len()
    );
}
