//! The mock covers the whole catalogue: every call has a handler and is documented.

mod common;

use serde_json::json;
use upstream_protocol::catalogue::{self, Body, Crypt};

#[tokio::test]
async fn every_catalogued_call_has_a_handler() {
    let client = common::Client::new();
    let member = client.login("demo01", "abc123").await;
    let agent = client.login("agent01", "abc123").await;
    let mut missing = Vec::new();
    for call in catalogue::all() {
        let method = call.methods[0].as_str();
        let token = if call.path.starts_with("/wps/agent/") { agent.as_str() } else { member.as_str() };
        let reply = match (call.crypt, call.body) {
            (Crypt::Body, _) => client.encrypted(method, call.path, Some(token), json!({})).await,
            (Crypt::KeyOnly, _) => {
                let wrapped = client.mock.key().modulus().wrap_key(&upstream_protocol::crypto::SessionKey::generate());
                let req = common::Client::request(method, call.path, None).header("Encryption", wrapped);
                client.send(req.body(axum::body::Body::from("{}")).unwrap()).await
            }
            (_, Body::Json) => client.json(method, call.path, Some(token), json!({})).await,
            (_, Body::Form) => {
                let req = common::Client::request(method, call.path, None)
                    .header("Content-Type", "application/x-www-form-urlencoded");
                client.send(req.body(axum::body::Body::from("username=x&email=y")).unwrap()).await
            }
            (_, Body::None) => {
                let req = common::Client::request(method, call.path, Some(token));
                client.send(req.body(axum::body::Body::empty()).unwrap()).await
            }
        };
        if reply.status == axum::http::StatusCode::NOT_IMPLEMENTED {
            missing.push(call.path);
        }
    }
    assert!(missing.is_empty(), "calls without a handler: {missing:#?}");
}

#[test]
fn every_catalogued_call_is_documented() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut docs = std::fs::read_to_string(dir.join("README.md")).unwrap();
    for entry in std::fs::read_dir(dir.join("docs")).unwrap() {
        docs.push_str(&std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    let undocumented: Vec<_> = catalogue::all().map(|c| c.path).filter(|path| !docs.contains(path)).collect();
    assert!(undocumented.is_empty(), "calls missing from README.md and docs/: {undocumented:#?}");
}
