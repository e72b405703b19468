//! The front's generated types follow the Rust side.

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
