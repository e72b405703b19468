//! One name per area in admin paths: each admin call lives under the area that owns its data
//! (`/__admin/system/modules`, `/__admin/access/last-sms`, `/__admin/system/help`,
//! `/__admin/games/winners`, …); the old paths keep answering the same, and the description marks
//! them deprecated with the path to use. Bad admin input is refused in the envelope, naming the field.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{ADMIN_TOKEN, Client, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::admin::calls;

/// Sends a described call's example to `path`.
async fn send_example(
    c: &Client,
    method: &axum::http::Method,
    path: &str,
    body: Option<&'static str>,
) -> (StatusCode, Value) {
    let req = Request::builder()
        .method(method.clone())
        .uri(format!("/__admin{path}"))
        .header("X-Admin-Token", ADMIN_TOKEN)
        .header("Content-Type", "application/json");
    let reply = c.send(req.body(body.map_or_else(Body::empty, Body::from)).unwrap()).await;
    (reply.status, reply.json)
}

#[tokio::test]
async fn every_old_path_answers_as_its_new_path_does() {
    let c = Client::new();
    let aliases: Vec<_> = calls().into_iter().filter(|call| call.replaced_by.is_some()).collect();
    assert!(aliases.len() >= 24, "modules, last-sms, mails and five system and five games kinds: {}", aliases.len());
    for alias in aliases {
        let new = alias.replaced_by.clone().unwrap();
        let query = if alias.path.ends_with("last-sms") { "?mobile=0812345678" } else { "" };
        let (new_path, old_path) = (format!("{new}{query}"), format!("{}{query}", alias.path));
        let at_new = send_example(&c, &alias.method, &new_path, alias.body).await;
        let at_old = send_example(&c, &alias.method, &old_path, alias.body).await;
        assert_eq!(at_old, at_new, "{} {} answers as {new}", alias.method, alias.path);
    }
}

#[tokio::test]
async fn a_moved_kind_is_one_resource_under_both_paths() {
    let c = Client::new();
    let help = json!([{"tag": "moved", "content": {"en": "<p>Moved</p>", "th": "<p>ย้าย</p>"}, "bgColor": "#000000", "children": []}]);
    ok(&c.admin("PUT", "/__admin/system/help", Some(help)).await);
    let old = c.admin("GET", "/__admin/content/help", None).await;
    assert_eq!(ok(&old)[0]["content"]["en"], "<p>Moved</p>", "the old path reads what the new one wrote");

    let winners = json!({"list": [{"vo": {"gameName": "Moved Ways", "customerName": "a***1", "winAmount": 10.0, "iconUrl": "https://cdn.example/x.png"}}]});
    let put = c.admin("PUT", "/__admin/content/winners", Some(winners)).await;
    assert_eq!(put.status, StatusCode::OK, "{}", put.json);
    let new = c.admin("GET", "/__admin/games/winners", None).await;
    assert_eq!(ok(&new)["list"][0]["vo"]["gameName"], "Moved Ways", "the new path reads what the old one wrote");
    ok(&c.admin("DELETE", "/__admin/games/winners", None).await);
    assert_eq!(ok(&c.admin("GET", "/__admin/content/winners", None).await)["list"], json!([]));
}

#[tokio::test]
async fn the_modules_answer_at_the_system_path_and_the_old_one() {
    let c = Client::new();
    let put = c.admin("PUT", "/__admin/system/modules", Some(json!({"disabled": ["MOBILENUMREG3"]}))).await;
    assert_eq!(ok(&put)[0]["disabled"], json!(["MOBILENUMREG3"]));
    let old = c.admin("GET", "/__admin/modules", None).await;
    assert_eq!(old.json, c.admin("GET", "/__admin/system/modules", None).await.json);
    assert_eq!(ok(&old)[0]["disabled"], json!(["MOBILENUMREG3"]));
}

#[tokio::test]
async fn the_last_sms_and_the_mails_answer_under_access_and_at_their_old_paths() {
    let c = Client::new();
    let sent = c
        .json(
            "POST",
            "/wps/verification/sms/register",
            None,
            json!({"mobileNo": "0861230000", "countryDialingCode": "66"}),
        )
        .await;
    ok(&sent);
    let new = c.admin("GET", "/__admin/access/last-sms?mobile=0861230000", None).await;
    assert!(ok(&new)["code"].as_str().is_some_and(|code| code.len() == 6), "{}", new.json);
    let old = c.admin("GET", "/__admin/last-sms?mobile=0861230000", None).await;
    assert_eq!(old.json, new.json, "the same code at the old path");

    let mails = c.admin("GET", "/__admin/access/mails", None).await;
    assert_eq!(mails.json, c.admin("GET", "/__admin/mails", None).await.json);
    assert!(ok(&mails).is_array());
}

#[tokio::test]
async fn the_description_marks_the_old_paths_deprecated_and_names_the_new_ones() {
    let c = Client::new();
    let doc = c.admin("GET", "/__admin/openapi.json", None).await.json;
    for (old, new) in [
        ("/__admin/modules", "/system/modules"),
        ("/__admin/last-sms", "/access/last-sms"),
        ("/__admin/mails", "/access/mails"),
        ("/__admin/content/help", "/system/help"),
        ("/__admin/content/vendor-cards", "/games/vendor-cards"),
    ] {
        let get = &doc["paths"][old]["get"];
        assert_eq!(get["deprecated"], true, "{old}: {get}");
        assert!(get["description"].as_str().unwrap().contains(&format!("use /__admin{new}")), "{old}: {get}");
        let current = &doc["paths"][format!("/__admin{new}")]["get"];
        assert!(current.is_object() && current["deprecated"].is_null(), "{new} is described and current");
    }
    let reset = &doc["paths"]["/__admin/content/customer-service/reset"]["post"];
    assert_eq!(reset["deprecated"], true);
    for current in
        ["/__admin/content/banners", "/__admin/content/notices", "/__admin/content", "/__admin/content/reset"]
    {
        let item = doc["paths"][current].as_object().unwrap_or_else(|| panic!("{current} is described"));
        assert!(item.values().all(|op| op["deprecated"].is_null()), "{current} stays current");
    }
}

#[tokio::test]
async fn bad_admin_input_is_refused_in_the_envelope_naming_the_field() {
    let c = Client::new();
    let cases = [
        ("PUT", "/__admin/system", Some(json!({"maintenance": true, "colour": "red"})), "colour"),
        ("PUT", "/__admin/faults", Some(json!({"gameRelayUnavailable": "often"})), "often"),
        ("POST", "/__admin/members", Some(json!({"username": "x1", "passwrd": "abc123"})), "passwrd"),
        ("GET", "/__admin/system/help?grup=1", None, "grup"),
        ("POST", "/__admin/games/winners/reset?scope=all", None, "scope"),
        ("GET", "/__admin/requests?colour=red", None, "colour"),
        ("DELETE", "/__admin/access/login-failures?usernme=demo01", None, "usernme"),
        ("PUT", "/__admin/wallet/single?merchnt=veneerdemo", Some(json!({"isSingle": true})), "merchnt"),
        ("DELETE", "/__admin/games/maintenance?merchnt=veneerdemo", None, "merchnt"),
    ];
    for (method, path, body, field) in cases {
        let reply = c.admin(method, path, body).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{method} {path}: {}", reply.json);
        refused(&reply, "request_param_err");
        assert!(reply.json["message"].as_str().unwrap().contains(field), "{method} {path}: {}", reply.json);
    }
    // A misspelt parameter never widened a write.
    assert_eq!(ok(&c.admin("GET", "/__admin/wallet/single", None).await)[0]["isSingle"], false);
    // A whole-document PUT without a body is refused, not read as "everything off".
    ok(&c.admin("PUT", "/__admin/system", Some(json!({"maintenance": true}))).await);
    let blank =
        c.send(Request::put("/__admin/system").header("X-Admin-Token", ADMIN_TOKEN).body(Body::empty()).unwrap()).await;
    refused(&blank, "request_param_err");
    assert_eq!(ok(&c.admin("GET", "/__admin/system", None).await)["maintenance"], true, "nothing changed");
}
