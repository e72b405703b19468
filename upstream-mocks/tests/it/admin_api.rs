//! `/__admin/openapi.json` is kept true: the admin router is made from the described calls, so this
//! checks what a client sees: every described call answers (and only with the token), a described
//! path answers no other method, no two calls share a method and a path, and the examples are JSON of
//! the shape the calls give.

use crate::common;

use std::collections::BTreeSet;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{ADMIN_TOKEN, Client, ok, refused};
use serde_json::Value;
use upstream_mocks::admin::calls;
use upstream_mocks::admin_call::Call;

fn described() -> BTreeSet<(String, String)> {
    calls().into_iter().map(|c| (c.method.to_string(), c.path)).collect()
}

#[test]
fn no_two_calls_share_a_method_and_a_path() {
    assert_eq!(calls().len(), described().len(), "each call described once");
    assert!(calls().len() > 40, "the admin calls were gathered: {}", calls().len());
}

#[tokio::test]
async fn a_described_path_answers_only_the_described_methods() {
    let c = Client::new();
    let described = described();
    let paths: BTreeSet<&String> = described.iter().map(|(_, path)| path).collect();
    for path in paths {
        let call = calls().into_iter().find(|call| &call.path == path).unwrap();
        for method in ["GET", "PUT", "POST", "DELETE"] {
            if described.contains(&(method.to_owned(), path.clone())) {
                continue;
            }
            let req = Request::builder().method(method).uri(concrete(&call)).header("X-Admin-Token", ADMIN_TOKEN);
            let reply = c.send(req.body(Body::empty()).unwrap()).await;
            assert_eq!(reply.status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path} is not described");
        }
    }
}

/// A described path with its parameters filled in.
fn concrete(call: &Call) -> String {
    let path = call.path.replace("{username}", "demo01").replace("{field}", "captcha");
    assert!(!path.contains('{'), "a sample value for every path parameter: {path}");
    format!("/__admin{path}")
}

#[tokio::test]
async fn every_described_call_answers_with_the_token_and_none_without() {
    let c = Client::new();
    for call in calls() {
        let path = concrete(&call);
        let body = call.body.map_or_else(Body::empty, Body::from);
        let req = Request::builder().method(call.method.clone()).uri(&path).header("X-Admin-Token", ADMIN_TOKEN);
        let reply = c.send(req.header("Content-Type", "application/json").body(body).unwrap()).await;
        assert_ne!(reply.status, StatusCode::METHOD_NOT_ALLOWED, "{} {path}", call.method);
        assert_ne!(reply.json["errorCode"], "admin.call.unknown", "{} {path}", call.method);

        let anonymous =
            c.send(Request::builder().method(call.method.clone()).uri(&path).body(Body::empty()).unwrap()).await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED, "{} {path} without the token", call.method);
    }
}

#[tokio::test]
async fn an_unknown_admin_call_is_named_as_such() {
    let c = Client::new();
    let reply = c.admin("GET", "/__admin/nothing-here", None).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    refused(&reply, "admin.call.unknown");
}

#[test]
fn every_example_is_json() {
    for call in calls() {
        for text in call.body.iter().chain([&call.answer]) {
            assert!(serde_json::from_str::<Value>(text).is_ok(), "{} {}: {text}", call.method, call.path);
        }
    }
}

/// Whether `example` has the shape of `real`: the same JSON type, and for objects no key `real`
/// lacks (the first element stands for an array's).
fn same_shape(example: &Value, real: &Value) -> Result<(), String> {
    match (example, real) {
        (Value::Object(e), Value::Object(r)) => {
            let extra: Vec<_> = e.keys().filter(|k| *k != "…" && !r.contains_key(*k)).collect();
            if !extra.is_empty() {
                return Err(format!("keys the call does not answer: {extra:?} (it answers {:?})", r.keys()));
            }
            e.iter().filter_map(|(k, v)| r.get(k).map(|rv| (v, rv))).try_for_each(|(v, rv)| same_shape(v, rv))
        }
        (Value::Array(e), Value::Array(r)) => match (e.first(), r.first()) {
            (Some(e), Some(r)) => same_shape(e, r),
            _ => Ok(()),
        },
        (Value::Null, _) | (_, Value::Null) => Ok(()),
        (e, r) if std::mem::discriminant(e) == std::mem::discriminant(r) => Ok(()),
        (e, r) => Err(format!("{e} where the call answers {r}")),
    }
}

#[tokio::test]
async fn the_read_examples_have_the_shape_of_the_answers() {
    let c = Client::new();
    c.login("demo01", "abc123").await;
    let mut compared = 0;
    for call in calls().into_iter().filter(|c| c.method == "GET") {
        let reply = c.admin("GET", &concrete(&call), None).await;
        // Reads that need something to exist first (a captcha drawn, an SMS sent) are left out.
        let real = if call.bare {
            &reply.json
        } else if reply.json["success"] == true {
            ok(&reply)
        } else {
            continue;
        };
        let example: Value = serde_json::from_str(call.answer).unwrap();
        if let Err(why) = same_shape(&example, real) {
            panic!("GET {}: {why}", call.path);
        }
        compared += 1;
    }
    assert!(compared >= 20, "{compared} reads compared");
}

#[tokio::test]
async fn the_description_is_openapi_under_admin_with_the_token() {
    let c = Client::new();
    let reply = c.admin("GET", "/__admin/openapi.json", None).await;
    assert_eq!(reply.status, StatusCode::OK);
    let doc = &reply.json;
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"), "{}", doc["openapi"]);
    let paths: BTreeSet<&str> = doc["paths"].as_object().unwrap().keys().map(String::as_str).collect();
    let expected: BTreeSet<String> = described().into_iter().map(|(_, p)| format!("/__admin{p}")).collect();
    assert_eq!(paths, expected.iter().map(String::as_str).collect());
    let scheme = &doc["components"]["securitySchemes"]["adminToken"];
    assert_eq!(
        (scheme["type"].as_str(), scheme["in"].as_str(), scheme["name"].as_str()),
        (Some("apiKey"), Some("header"), Some("X-Admin-Token"))
    );
    let operations = doc["paths"].as_object().unwrap().values().flat_map(|item| item.as_object().unwrap().values());
    for operation in operations {
        assert_eq!(operation["security"][0]["adminToken"], serde_json::json!([]), "{operation}");
    }
    let kill = &doc["paths"]["/__admin/members/{username}/kill-sessions"]["post"];
    assert_eq!(kill["parameters"][0]["in"], "path");
    let faults = &doc["paths"]["/__admin/faults"]["put"]["requestBody"]["content"]["application/json"]["example"];
    assert_eq!(faults["gameRelayUnavailable"], 0.25);
}

/// OpenAPI 3.1 wants a schema on every parameter (client generators, Prism and schemathesis read them),
/// and the values a schema allows are values the call takes.
#[tokio::test]
async fn every_parameter_and_body_says_what_it_takes() {
    let c = Client::new();
    let doc = c.admin("GET", "/__admin/openapi.json", None).await.json;
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            for param in operation["parameters"].as_array().into_iter().flatten() {
                assert!(param["schema"]["type"].is_string(), "{method} {path} ?{}", param["name"]);
            }
            for (kind, content) in operation["requestBody"]["content"].as_object().into_iter().flatten() {
                assert!(content["schema"]["type"].is_string(), "{method} {path} {kind}");
            }
        }
    }
    let param = |path: &str, name: &str| {
        let params = doc["paths"][path]["get"]["parameters"].as_array().unwrap();
        params.iter().find(|p| p["name"] == name).unwrap()["schema"].clone()
    };
    assert_eq!(param("/__admin/requests", "errors")["type"], "boolean");
    for value in ["true", "false"] {
        assert_eq!(c.admin("GET", &format!("/__admin/requests?errors={value}"), None).await.status, StatusCode::OK);
    }
    let types = param("/__admin/content/notices", "type")["enum"].as_array().unwrap().clone();
    assert_eq!(types.len(), 4, "{types:?}");
    for value in types {
        ok(&c.admin("GET", &format!("/__admin/content/notices?type={}", value.as_str().unwrap()), None).await);
    }
    let scenario = &doc["paths"]["/__admin/scenario"]["put"]["requestBody"]["content"];
    assert_eq!(scenario["application/toml"]["schema"]["type"], "string");
    assert_eq!(scenario["application/json"]["schema"]["type"], "object");
}

/// An integrator follows the description: every write, sent as described (its example body, its
/// example path values), is carried out and answers in the shape of its example.
#[tokio::test]
async fn every_write_example_works_as_written() {
    let mut failures = Vec::new();
    for call in calls().into_iter().filter(|c| c.method != "GET" && c.replaced_by.is_none()) {
        let c = Client::new();
        c.login("demo01", "abc123").await;
        let path = concrete(&call);
        let body = call.body.map(|text| serde_json::from_str::<Value>(text).unwrap());
        let reply = c.admin(call.method.as_str(), &path, body).await;
        let real = if call.bare { Some(&reply.json) } else { (reply.json["success"] == true).then(|| ok(&reply)) };
        let Some(real) = real.filter(|_| reply.status.is_success()) else {
            failures.push(format!("{} {path}: {} {}", call.method, reply.status, reply.json));
            continue;
        };
        let example: Value = serde_json::from_str(call.answer).unwrap();
        if let Err(why) = same_shape(&example, real) {
            failures.push(format!("{} {path}: answer {why}", call.method));
        }
    }
    assert!(failures.is_empty(), "{} writes fail as described:\n{}", failures.len(), failures.join("\n"));
}

/// What the description calls optional is: a call sent without its query answers without asking for a
/// parameter the description does not mark required; a deprecated call names a path the document has.
#[tokio::test]
async fn the_description_marks_what_is_required_and_where_to_go_instead() {
    let c = Client::new();
    let doc = c.admin("GET", "/__admin/openapi.json", None).await.json;
    for call in calls() {
        let body = call.body.map(|text| serde_json::from_str::<Value>(text).unwrap());
        let reply = c.admin(call.method.as_str(), &concrete(&call), body).await;
        let message = reply.json["message"].as_str().unwrap_or_default();
        for name in call.query.iter().map(|param| param.name) {
            if message.starts_with(&format!("{name} is required")) {
                assert!(
                    call.required.contains(&name),
                    "{} {}: {message}, described as optional",
                    call.method,
                    call.path
                );
            }
        }
        let operation = &doc["paths"][format!("/__admin{}", call.path)][call.method.as_str().to_ascii_lowercase()];
        for name in &call.required {
            let described = operation["parameters"].as_array().unwrap().iter().find(|p| p["name"] == *name).unwrap();
            assert_eq!(described["required"], true, "{} {} ?{name}", call.method, call.path);
        }
        if let Some(new) = &call.replaced_by {
            let said = operation["description"].as_str().unwrap();
            assert_eq!(said, format!("Deprecated: use /__admin{new}."));
            assert!(doc["paths"].get(format!("/__admin{new}")).is_some(), "{said}");
        }
    }
}

/// A misspelt field must not report success while changing nothing; an address that can never match
/// must not "block" no one in silence.
#[tokio::test]
async fn admin_writes_refuse_unknown_fields_and_addresses_that_never_match() {
    let c = Client::new();
    let writes = [
        ("/__admin/access/register-settings/username", serde_json::json!({"minLenght": 3})),
        ("/__admin/system/modules", serde_json::json!({"disabled": [], "bogus": 1})),
        ("/__admin/access/clock", serde_json::json!({"offsetMs": 0, "bogus": 1})),
        ("/__admin/system", serde_json::json!({"blockedIps": ["not-an-ip"]})),
    ];
    for (path, body) in writes {
        let reply = c.admin("PUT", path, Some(body)).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{path}: {}", reply.json);
        refused(&reply, "request_param_err");
    }
    let blocked =
        c.admin("PUT", "/__admin/system", Some(serde_json::json!({"blockedIps": ["203.0.113.9", "*", "::1"]})));
    ok(&blocked.await);
}
