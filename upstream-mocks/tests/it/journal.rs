//! The request journal (`/__admin/requests`): what the mock received, decrypted, and what it answered.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{Client, refused};
use serde_json::{Value, json};
use upstream_mocks::journal;
use upstream_mocks::state::{Mock, Settings};

/// The journal's entries for a path substring.
async fn journal_for(c: &Client, path: &str) -> Vec<Value> {
    let reply = c.admin("GET", &format!("/__admin/requests?path={path}"), None).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    reply.json.as_array().unwrap().clone()
}

fn header<'a>(entry: &'a Value, name: &str) -> Vec<&'a str> {
    entry["headers"].as_array().unwrap().iter().filter(|h| h[0] == name).map(|h| h[1].as_str().unwrap()).collect()
}

#[tokio::test]
async fn an_encrypted_call_is_journalled_decrypted_with_its_answer_and_the_token_and_cookies_masked() {
    let c = Client::new();
    let token = c.login("demo01", "abc123").await;
    let login = journal_for(&c, "/wps/session/login").await.remove(0);
    assert_eq!(login["method"], "POST");
    assert_eq!(login["decrypted"], true);
    let body: Value = serde_json::from_str(login["body"].as_str().unwrap()).unwrap();
    assert_eq!(body, json!({"username": "demo01", "password": "***", "type": "username"}));
    assert_eq!((login["status"].as_u64(), login["success"].as_bool()), (Some(200), Some(true)));
    assert!(login["time"].as_str().unwrap().ends_with('Z'), "{login}");

    let req = Client::request("GET", "/wps/member/info", Some(&token))
        .header("Cookie", "captchaId=abc123; other=secret-value")
        .body(Body::empty())
        .unwrap();
    c.send(req).await;
    let info = journal_for(&c, "/wps/member/info").await.remove(0);
    assert_eq!(header(&info, "authorization"), ["***"]);
    assert_eq!(header(&info, "cookie"), ["captchaId=***; other=***"], "names stay, values go");
    assert!(!info.to_string().contains(&token), "the token never shows: {info}");
}

#[tokio::test]
async fn a_refused_answer_is_journalled_with_its_status_and_error_code() {
    let c = Client::new();
    let reply = c.get("/wps/member/info", Some("no-such-token")).await;
    refused(&reply, "login.not.session");
    let entry = journal_for(&c, "/wps/member/info").await.remove(0);
    assert_eq!(entry["status"], 401);
    assert_eq!(entry["errorCode"], "login.not.session");
    assert_eq!(entry["success"], false);
    // A business refusal is HTTP 200 with success:false: still an error for the journal.
    let reply =
        c.encrypted("POST", "/wps/session/login", None, json!({"username": "demo01", "password": "wrong1"})).await;
    assert_eq!(reply.status, StatusCode::OK);
    let errors = c.admin("GET", "/__admin/requests?errors=true", None).await.json;
    let paths: Vec<&str> = errors.as_array().unwrap().iter().map(|e| e["path"].as_str().unwrap()).collect();
    assert_eq!(paths, ["/wps/member/info", "/wps/session/login"]);
    assert_eq!(errors[1]["status"], 200);
    assert_eq!(errors[1]["errorCode"], reply.json["errorCode"]);
}

#[tokio::test]
async fn the_lottery_gateways_bare_refusal_is_journalled_with_its_error_as_the_code() {
    let c = Client::new();
    let reply = c.get("/lgw/games/game_menus?prizeMode=Lotto", None).await;
    assert_eq!((reply.status, reply.json["error"].as_str()), (StatusCode::BAD_REQUEST, Some("request_param_err")));
    let entry = journal_for(&c, "/lgw/games/game_menus").await.remove(0);
    assert_eq!(
        (&entry["status"], &entry["errorCode"], &entry["success"]),
        (&json!(400), &json!("request_param_err"), &json!(false))
    );
    // A bare answer that succeeds has no code.
    assert_eq!(c.get("/lgw/games/game_menus?prizeMode=Lott", None).await.status, StatusCode::OK);
    let entry = journal_for(&c, "/lgw/games/game_menus").await.pop().unwrap();
    assert_eq!((&entry["status"], &entry["errorCode"], &entry["success"]), (&json!(200), &Value::Null, &json!(true)));
}

/// Sends an encrypted login and returns what the client got and the journal's entry for it.
async fn login_as_sent(c: &Client, req: axum::http::request::Builder, body: impl Into<Body>) -> (Value, Value) {
    c.admin("DELETE", "/__admin/requests", None).await;
    let reply = c.send(req.body(body.into()).unwrap()).await;
    let entry = journal_for(c, "/wps/session/login").await.remove(0);
    (reply.json, entry)
}

fn login_request(encryption: &str) -> axum::http::request::Builder {
    Client::request("POST", "/wps/session/login", None)
        .header("Content-Type", "application/json")
        .header("Encryption", encryption)
}

#[tokio::test]
async fn a_refused_decryption_says_why_in_the_journal_and_only_system_error_to_the_client() {
    let c = Client::new();
    let login = json!({"username": "demo01", "password": "abc123", "type": "username"}).to_string();
    let mut reasons = Vec::new();
    let mut check = |(answer, entry): (Value, Value), why: &str| {
        assert_eq!(answer["errorCode"], "request_body_required", "{answer}");
        assert_eq!(answer["message"], "System error", "the client learns nothing more");
        assert_eq!(entry["status"], 400);
        let refusal = entry["refusal"].as_str().unwrap_or_default().to_owned();
        assert!(refusal.contains(why), "{refusal:?} should say {why:?}");
        reasons.push(refusal);
    };

    // Encrypted for a modulus the mock no longer holds.
    let old = c.mock.key().modulus().encrypt_request(login.as_bytes());
    c.admin("POST", "/__admin/rsa/rotate", None).await;
    let req = login_request(&old.encryption).header("X-Digest", &old.digest).header("X-RSA", &old.rsa);
    check(login_as_sent(&c, req, old.body.clone()).await, "another RSA key");

    // The ciphertext damaged: the padding does not check out.
    let fresh = c.mock.key().modulus().encrypt_request(login.as_bytes());
    let v1 = fresh.digest.clone();
    // A few bytes short: no longer whole DES blocks.
    let damaged = v1[..v1.len() - 4].to_owned();
    check(login_as_sent(&c, login_request(&fresh.encryption), damaged).await, "does not decrypt");

    // V3 required, V1 sent.
    c.admin("PUT", "/__admin/system", Some(json!({"requireV3": true}))).await;
    let fresh = c.mock.key().modulus().encrypt_request(login.as_bytes());
    check(login_as_sent(&c, login_request(&fresh.encryption), fresh.digest.clone()).await, "V3 headers");
    c.admin("PUT", "/__admin/system", Some(json!({}))).await;

    // Decrypts, but is not JSON; the plaintext is shown.
    let fresh = c.mock.key().modulus().encrypt_request(b"username=demo01");
    let (answer, entry) = login_as_sent(&c, login_request(&fresh.encryption), fresh.digest.clone()).await;
    check((answer, entry), "not JSON");

    // The same session key twice.
    let fresh = c.mock.key().modulus().encrypt_request(login.as_bytes());
    let first = login_as_sent(&c, login_request(&fresh.encryption), fresh.digest.clone()).await;
    assert_eq!(first.0["success"], true, "{}", first.0);
    assert_eq!(first.1["refusal"], Value::Null);
    check(login_as_sent(&c, login_request(&fresh.encryption), fresh.digest.clone()).await, "replay");

    // A refused body is kept as it arrived, not decrypted.
    let entry = journal_for(&c, "/wps/session/login").await.remove(0);
    assert_eq!((entry["decrypted"].as_bool(), entry["body"].as_str()), (Some(false), Some(fresh.digest.as_str())));
    assert_eq!(reasons.len(), 5);
}

#[tokio::test]
async fn the_journal_filters_by_path_substring_errors_and_since() {
    let c = Client::new();
    c.get("/wps/system/status?t=1", None).await;
    c.get("/wps/system/countryCode", None).await;
    c.get("/wps/member/info", None).await;
    let all = c.admin("GET", "/__admin/requests", None).await.json;
    let ids: Vec<u64> = all.as_array().unwrap().iter().map(|e| e["id"].as_u64().unwrap()).collect();
    assert_eq!(ids.len(), 3);
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "{ids:?}");

    assert_eq!(journal_for(&c, "/wps/system/").await.len(), 2, "a substring");
    assert_eq!(journal_for(&c, "t=1").await.len(), 1, "the query counts");
    let after = c.admin("GET", &format!("/__admin/requests?since={}", ids[0]), None).await.json;
    assert_eq!(after.as_array().unwrap().len(), 2);
    let time = all[2]["time"].as_str().unwrap();
    let from = c.admin("GET", &format!("/__admin/requests?since={time}"), None).await.json;
    assert!(from.as_array().unwrap().iter().any(|e| e["id"] == ids[2]), "{from}");
    let later = c.admin("GET", "/__admin/requests?since=2999-01-01T00:00:00Z", None).await.json;
    assert_eq!(later, json!([]));
    let errors = c.admin("GET", "/__admin/requests?errors=true&path=/wps/member", None).await.json;
    assert_eq!(errors.as_array().unwrap().len(), 1, "member/info without a token is a refusal");

    // Ids go on rising after a clear, so `since` stays meaningful.
    c.admin("DELETE", "/__admin/requests", None).await;
    c.get("/wps/system/status", None).await;
    let next = c.admin("GET", "/__admin/requests", None).await.json;
    assert_eq!(next[0]["id"].as_u64(), Some(ids[2] + 1));
}

#[tokio::test]
async fn a_bad_journal_filter_is_refused_in_the_envelope() {
    let c = Client::new();
    for query in ["since=yesterday", "errors=maybe", "colour=red"] {
        let reply = c.admin("GET", &format!("/__admin/requests?{query}"), None).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{query}");
        refused(&reply, "request_param_err");
        assert!(reply.json["message"].as_str().unwrap().contains("journal filter"), "{}", reply.json);
    }
}

#[tokio::test]
async fn ten_times_its_size_in_large_requests_keep_the_journal_at_its_size_and_bound() {
    const SIZE: usize = 20;
    let c = Client::with_mock(Mock::new(Settings { journal_size: SIZE, ..Settings::default() }));
    let big_body = json!({"pad": "b".repeat(60 * 1024)}).to_string();
    let long_query = "q".repeat(8 * 1024);
    let long_header = "h".repeat(8 * 1024);
    for i in 0..SIZE * 10 {
        let req = Client::request("POST", &format!("/wps/relay/GCSGAME_hotGamesV2?n={i}&{long_query}"), None)
            .header("Content-Type", "application/json")
            .header("X-Long", &long_header)
            .body(Body::from(big_body.clone()))
            .unwrap();
        c.send(req).await;
    }
    let entries = c.mock.journal.entries(None);
    assert_eq!(entries.len(), SIZE);
    assert!(entries[SIZE - 1].path.starts_with(&format!("/wps/relay/GCSGAME_hotGamesV2?n={}&", SIZE * 10 - 1)));
    assert!(entries.iter().all(|e| e.truncated && e.body.as_ref().is_some_and(|b| b.len() == journal::MAX_BODY)));
    // Each entry: the body, the path, a few headers, all cut to their bounds.
    let per_entry = journal::MAX_BODY + journal::MAX_TEXT * 6 + 512;
    let held = c.mock.journal.text_bytes();
    assert!(held <= SIZE * per_entry, "{held} bytes held for {SIZE} entries");
    assert!(held >= SIZE * journal::MAX_BODY, "the bodies are kept up to their bound ({held})");
}

#[tokio::test]
async fn the_journal_is_behind_the_admin_token() {
    let c = Client::new();
    let reply = c.send(Request::get("/__admin/requests").body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    refused(&reply, "admin.token.invalid");
}

#[tokio::test]
async fn a_request_is_journalled_on_arrival_and_completed_with_its_answer() {
    let c = Client::new();
    let slow = json!({"latency": {"fixed": "400ms", "jitter": "0s", "paths": "/wps/system/*"}});
    ok_admin(&c, "PUT", "/__admin/faults", slow).await;
    let mock = c.mock.clone();
    let call = tokio::spawn(async move { Client::with_mock(mock).get("/wps/system/status", None).await });
    let started = std::time::Instant::now();
    let arrived = loop {
        if let Some(entry) = c.mock.journal.entries(Some("/wps/system/status")).pop() {
            break entry;
        }
        assert!(started.elapsed().as_secs() < 5, "the request never showed");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    };
    assert_eq!((arrived.status, arrived.success), (None, false), "seen while the mock works on it");
    assert_eq!(call.await.unwrap().status, StatusCode::OK);
    let done = c.mock.journal.entries(Some("/wps/system/status")).pop().unwrap();
    assert_eq!((done.id, done.status, done.success), (arrived.id, Some(200), true));
}

async fn ok_admin(c: &Client, method: &str, path: &str, body: Value) {
    let reply = c.admin(method, path, Some(body)).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
}

#[tokio::test]
async fn no_password_a_client_sent_ever_shows_in_the_journal() {
    let c = Client::new();
    let token = c.login("demo01", "abc123").await;
    // Encrypted (decrypted for the journal): a password change, whatever the mock makes of it.
    let change = json!({"oldPassword": "abc123", "newPassword": "Secret-New-1", "confirmNewPassword": "Secret-New-1"});
    c.encrypted("POST", "/wps/member/password", Some(&token), change).await;
    // Form-encoded, in plain text.
    let form = Client::request("POST", "/wps/member/password/email", None)
        .header("Content-Type", "application/x-www-form-urlencoded")
        .body(Body::from("username=demo01&email=demo%40veneer.example&password=Secret-Form-2"))
        .unwrap();
    c.send(form).await;
    // In the query string, where a careless client may put it.
    let query = Client::request("GET", "/wps/member/info?username=demo01&paymentPassword=Secret-Query-3", Some(&token))
        .body(Body::empty())
        .unwrap();
    c.send(query).await;
    // JSON cut short, and the token handed over in the query (protocol §1.3).
    let cut = Client::request("POST", "/wps/session/login", None)
        .header("Content-Type", "application/json")
        .body(Body::from(r#"{"username":"demo01","password":"Secret-Cut-4""#))
        .unwrap();
    assert_eq!(c.send(cut).await.status, StatusCode::BAD_REQUEST);
    let handed_over =
        Client::request("GET", &format!("/wps/member/info?token={token}"), None).body(Body::empty()).unwrap();
    c.send(handed_over).await;

    let journal = c.admin("GET", "/__admin/requests", None).await;
    assert_eq!(journal.status, StatusCode::OK);
    let text = journal.json.to_string();
    for secret in ["abc123", "Secret-New-1", "Secret-Form-2", "Secret-Query-3", "Secret-Cut-4", token.as_str()] {
        assert!(!text.contains(secret), "{secret} shows in the journal: {text}");
    }
    let entries = journal.json.as_array().unwrap();
    let body_of = |path: &str| {
        let entry = entries.iter().find(|e| e["path"] == path).unwrap_or_else(|| panic!("{path} journalled"));
        entry["body"].as_str().unwrap().to_owned()
    };
    let login: Value = serde_json::from_str(&body_of("/wps/session/login")).unwrap();
    assert_eq!((login["username"].as_str(), login["password"].as_str()), (Some("demo01"), Some("***")));
    let change: Value = serde_json::from_str(&body_of("/wps/member/password")).unwrap();
    assert_eq!(change, json!({"oldPassword": "***", "newPassword": "***", "confirmNewPassword": "***"}));
    assert_eq!(body_of("/wps/member/password/email"), "username=demo01&email=demo%40veneer.example&password=***");
    assert!(entries.iter().any(|e| e["path"] == "/wps/member/info?username=demo01&paymentPassword=***"), "{text}");
}
