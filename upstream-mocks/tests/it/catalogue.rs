//! The mock covers the whole catalogue: every call has a handler and is documented.

use crate::common;

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

/// Junk for every parameter a call might read: wrong types, out of range, huge, hostile.
const JUNK_QUERIES: &[&str] = &[
    "pageNo=-1&pageSize=99999999999999999999&startTime=x&endTime=-5&gameType=NOPE&vassalage=%00&id=abc",
    "pageNo=0&pageSize=0&startTime=2025-13-45&endTime=1&count=-3&limitNum=1e9&recentCount=abc&nodeId=-1",
    "language=&prizeMode=%F0%9F%92%A5&device=WEB&domain=&code=&mobile=%27%22%3C&typeId=99999999999&gameId=x",
];

fn junk_bodies() -> Vec<serde_json::Value> {
    let long = "x".repeat(5000);
    vec![
        json!({}),
        json!([]),
        json!("a string"),
        json!({"amount": "lots", "password": 12, "username": ["a"], "nodeId": -1, "pageNo": "x", "images": 3}),
        json!({"amount": -1e308, "remark": long, "content": long, "id": 1.5, "transactionId": "x", "rate": "y"}),
        json!({"firebaseChannel": ["google"], "firebaseIdToken": {"a": 1}, "bankAccountName": 7, "type": "sms"}),
        json!({"firebaseChannel": "line", "firebaseIdToken": long, "verificationCode": long, "bankAccountName": long}),
    ]
}

/// Bad input never panics or hangs: every call answers every kind of junk with a clear refusal
/// (4xx, or a 200 business refusal), never an unintended 5xx.
#[tokio::test]
async fn junk_input_gets_a_refusal_never_a_panic() {
    let client = common::Client::new();
    let member = client.login("demo01", "abc123").await;
    let agent = client.login("agent01", "abc123").await;
    for call in catalogue::all() {
        let token = if call.path.starts_with("/wps/agent/") { agent.as_str() } else { member.as_str() };
        let method = call.methods[0].as_str();
        let mut replies = Vec::new();
        for query in JUNK_QUERIES {
            let path = format!("{}?{query}", call.path);
            replies.push(match call.body {
                Body::None => client.get(&path, Some(token)).await,
                _ => client.json(method, &path, Some(token), json!({})).await,
            });
        }
        if call.body == Body::Json {
            for body in junk_bodies() {
                replies.push(match call.crypt {
                    Crypt::Body => client.encrypted(method, call.path, Some(token), body).await,
                    _ => client.json(method, call.path, Some(token), body).await,
                });
            }
        }
        for reply in replies {
            // `launchGame` without `launchMode` is the upstream's own 500 (#727).
            let deliberate = reply.json["errorCode"] == "#727";
            assert!(
                reply.status.as_u16() < 500 || deliberate,
                "{} {}: {} {}",
                method,
                call.path,
                reply.status,
                reply.json
            );
            assert!(
                reply.json.is_object() || reply.json.is_array() || call.path.ends_with("/key/rsa"),
                "{}: not JSON",
                call.path
            );
        }
    }
}
