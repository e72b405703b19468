//! The upstream's observed behaviour (protocol §2–§3), checked through the mock's whole router.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt as _;
use serde_json::{Value, json};
use tower::ServiceExt as _;
use upstream_mocks::state::{Mock, Settings};
use upstream_protocol::crypto::RsaKeyPair;

const VECTORS: &str = include_str!("../../../upstream-protocol/tests/upstream-crypto.json");
const MERCHANT: &str = "veneerdemo";

fn vectors() -> Value {
    serde_json::from_str(VECTORS).unwrap()
}

/// A mock holding the vectors' RSA key, so the vectors' requests decrypt.
fn vector_mock() -> Arc<Mock> {
    let v = vectors();
    let key = RsaKeyPair::from_hex(
        v["rsa"]["modulus_hex"].as_str().unwrap(),
        v["rsa"]["private_exponent_hex"].as_str().unwrap(),
    )
    .unwrap();
    Mock::with_key(Settings::default(), key)
}

async fn send(mock: &Arc<Mock>, req: Request<Body>) -> (StatusCode, Value) {
    let res = upstream_mocks::app(mock.clone()).oneshot(req).await.unwrap();
    let status = res.status();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    let body = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    (status, body)
}

fn get(path: &str) -> axum::http::request::Builder {
    Request::get(path).header("Merchant", MERCHANT)
}

async fn login(mock: &Arc<Mock>, username: &str, password: &str) -> (StatusCode, Value) {
    let plaintext = json!({"username": username, "password": password, "type": "username"}).to_string();
    let request = mock.key().modulus().encrypt_request(plaintext.as_bytes());
    let req = Request::post("/wps/session/login")
        .header("Merchant", MERCHANT)
        .header("Content-Type", "application/json")
        .header("Encryption", request.encryption)
        .header("X-Digest", request.digest)
        .header("X-RSA", request.rsa)
        .body(Body::from(request.body))
        .unwrap();
    send(mock, req).await
}

#[tokio::test]
async fn the_vector_login_succeeds_in_v3_v2_and_v1_form() {
    let v = vectors();
    let login = &v["login"];
    let digest = login["body_ciphertext_base64"].as_str().unwrap();
    let encryption = login["encryption_header_hex"].as_str().unwrap();
    let v2_body = login["v3_request"]["body"].to_string();
    type Form<'a> = (&'a str, Vec<(&'a str, &'a str)>, String);
    let forms: [Form; 3] = [
        ("V3", vec![("X-Digest", digest), ("X-RSA", v["rsa"]["modulus_hex"].as_str().unwrap())], v2_body.clone()),
        ("V2", vec![], v2_body),
        ("V1", vec![], digest.to_owned()),
    ];
    for (form, extra, body) in forms {
        // Each form needs its own mock: the same session key twice is a replay.
        let mock = vector_mock();
        let mut req = Request::post("/wps/session/login")
            .header("Merchant", MERCHANT)
            .header("Content-Type", "application/json")
            .header("Encryption", encryption);
        for (name, value) in extra {
            req = req.header(name, value);
        }
        let (status, body) = send(&mock, req.body(Body::from(body)).unwrap()).await;
        assert_eq!(status, StatusCode::OK, "{form}: {body}");
        assert_eq!(body["success"], true, "{form}: {body}");
        assert_eq!(body["value"]["userName"], "demo01");
        assert!(body["value"]["token"].as_str().unwrap().len() >= 16);
        for field in ["id", "customerType", "firstTimeLogin"] {
            assert!(body["value"].get(field).is_some(), "{form}: login answer lacks {field}");
        }
    }
}

#[tokio::test]
async fn a_replayed_session_key_is_refused() {
    let mock = vector_mock();
    let v = vectors();
    let request = || {
        Request::post("/wps/session/login")
            .header("Merchant", MERCHANT)
            .header("Encryption", v["login"]["encryption_header_hex"].as_str().unwrap())
            .body(Body::from(v["login"]["v3_request"]["body"].to_string()))
            .unwrap()
    };
    assert_eq!(send(&mock, request()).await.1["success"], true);
    let (status, body) = send(&mock, request()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["errorCode"], "request_body_required");
}

#[tokio::test]
async fn a_body_for_another_key_is_refused_with_request_body_required() {
    let mock = Mock::new(Settings::default());
    let other = RsaKeyPair::generate();
    let request = other.modulus().encrypt_request(br#"{"username":"demo01","password":"abc123"}"#);
    for with_v3_headers in [true, false] {
        let mut req =
            Request::post("/wps/session/login").header("Merchant", MERCHANT).header("Encryption", &request.encryption);
        if with_v3_headers {
            req = req.header("X-Digest", &request.digest).header("X-RSA", &request.rsa);
        }
        let (status, body) = send(&mock, req.body(Body::from(request.body.clone())).unwrap()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["errorCode"], "request_body_required");
        assert_eq!(body["success"], false);
    }
}

#[tokio::test]
async fn plain_json_or_no_encryption_header_is_refused() {
    let mock = Mock::new(Settings::default());
    let req = Request::post("/wps/session/login")
        .header("Merchant", MERCHANT)
        .header("Content-Type", "application/json")
        .body(Body::from(r#"{"username":"demo01","password":"abc123"}"#))
        .unwrap();
    let (status, body) = send(&mock, req).await;
    assert_eq!((status, body["errorCode"].as_str()), (StatusCode::BAD_REQUEST, Some("request_body_required")));
}

#[tokio::test]
async fn v3_can_be_required() {
    let mock = Mock::new(Settings::default());
    mock.switches.write().require_v3 = true;
    let request = mock.key().modulus().encrypt_request(br#"{"username":"demo01","password":"abc123"}"#);
    let req = Request::post("/wps/session/login")
        .header("Merchant", MERCHANT)
        .header("Encryption", request.encryption)
        .body(Body::from(request.body))
        .unwrap();
    assert_eq!(send(&mock, req).await.1["errorCode"], "request_body_required");
}

#[tokio::test]
async fn wrong_password_and_unknown_user_are_business_failures() {
    let mock = Mock::new(Settings::default());
    let (status, body) = login(&mock, "demo01", "nope").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["success"], false);
    assert_eq!(body["message"], "wrong username or password");
    let (_, body) = login(&mock, "nobody", "abc123").await;
    assert_eq!(body["errorCode"], "USER_NOT_EXIST");
}

#[tokio::test]
async fn merchant_header_must_be_exactly_one_known_code() {
    let mock = Mock::new(Settings::default());
    for req in [
        Request::get("/wps/system/status"),
        Request::get("/wps/system/status").header("Merchant", MERCHANT).header("merchant", MERCHANT),
        Request::get("/wps/system/status").header("Merchant", "someoneelse"),
    ] {
        let (status, body) = send(&mock, req.body(Body::empty()).unwrap()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body["errorCode"], "function.not.available");
    }
    // The header name is case-insensitive.
    let req = Request::get("/wps/system/status").header("merchant", MERCHANT).body(Body::empty()).unwrap();
    assert_eq!(send(&mock, req).await.1["success"], true);
}

#[tokio::test]
async fn member_calls_need_the_raw_token_and_die_with_the_session() {
    let mock = Mock::new(Settings::default());
    let (_, body) = login(&mock, "demo01", "abc123").await;
    let token = body["value"]["token"].as_str().unwrap().to_owned();

    let (status, body) = send(&mock, get("/wps/member/info").body(Body::empty()).unwrap()).await;
    assert_eq!((status, body["errorCode"].as_str()), (StatusCode::UNAUTHORIZED, Some("login.not.session")));
    let bearer =
        get("/wps/member/info").header("Authorization", format!("Bearer {token}")).body(Body::empty()).unwrap();
    assert_eq!(send(&mock, bearer).await.0, StatusCode::UNAUTHORIZED);

    let (status, body) =
        send(&mock, get("/wps/member/info").header("Authorization", &token).body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["value"]["account"], "demo01");
    assert_eq!(body["value"]["mobile"], "081234****");

    let (_, body) = send(
        &mock,
        get("/wps/v2/wallets/balance?typeId=0").header("Authorization", &token).body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(body["value"]["sumBalance"], 12345.67);
    assert_eq!(body["value"]["currencySymbol"], "฿");

    // Logged out from another device: the old token is stale.
    mock.db(MERCHANT).unwrap().lock().sessions.clear();
    let (status, body) =
        send(&mock, get("/wps/member/info").header("Authorization", &token).body(Body::empty()).unwrap()).await;
    assert_eq!((status, body["errorCode"].as_str()), (StatusCode::UNAUTHORIZED, Some("login.not.session")));

    // "401 on every feed" (protocol §6): the anonymous reads refuse the dead token too, and answer
    // without it; logging in again with it still attached works.
    for feed in ["/wps/system/status", "/wps/relay/GCSGAME_gameList", "/wps/relay/ODSFE2_getWinnerBoard"] {
        let (status, body) = send(&mock, get(feed).header("Authorization", &token).body(Body::empty()).unwrap()).await;
        assert_eq!(
            (status, body["errorCode"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("login.not.session")),
            "{feed}"
        );
        assert_eq!(send(&mock, get(feed).body(Body::empty()).unwrap()).await.0, StatusCode::OK, "{feed}");
    }
    let key = send(&mock, get("/wps/session/key/rsa").header("Authorization", &token).body(Body::empty()).unwrap());
    assert_eq!(key.await.0, StatusCode::OK, "what logging in needs ignores the dead token");
    let plaintext = json!({"username": "demo01", "password": "abc123", "type": "username"}).to_string();
    let sealed = mock.key().modulus().encrypt_request(plaintext.as_bytes());
    let again = Request::post("/wps/session/login")
        .header("Merchant", MERCHANT)
        .header("Authorization", &token)
        .header("Content-Type", "application/json")
        .header("Encryption", sealed.encryption)
        .header("X-Digest", sealed.digest)
        .header("X-RSA", sealed.rsa)
        .body(Body::from(sealed.body))
        .unwrap();
    let (status, body) = send(&mock, again).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let fresh = body["value"]["token"].as_str().unwrap().to_owned();
    let (status, _) =
        send(&mock, get("/wps/system/status").header("Authorization", &fresh).body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK, "a live token reads the feeds");
}

#[tokio::test]
async fn logout_works_by_delete_and_by_post() {
    let mock = Mock::new(Settings::default());
    for method in ["DELETE", "POST"] {
        let (_, body) = login(&mock, "demo01", "abc123").await;
        let token = body["value"]["token"].as_str().unwrap().to_owned();
        let req = Request::builder()
            .method(method)
            .uri("/wps/session/logout")
            .header("Merchant", MERCHANT)
            .header("Authorization", &token)
            .body(Body::from("{}"))
            .unwrap();
        assert_eq!(send(&mock, req).await.1["success"], true, "{method}");
        let info = get("/wps/member/info").header("Authorization", &token).body(Body::empty()).unwrap();
        assert_eq!(send(&mock, info).await.0, StatusCode::UNAUTHORIZED, "{method}");
    }
}

#[tokio::test]
async fn wrong_method_is_459_and_unknown_path_is_refused() {
    let mock = Mock::new(Settings::default());
    let (status, body) =
        send(&mock, Request::post("/wps/system/status").header("Merchant", MERCHANT).body(Body::empty()).unwrap())
            .await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(body["errorCode"], "http_method_not_support");
    assert!(body["message"].as_str().unwrap().contains("#459"));
    let (status, body) = send(&mock, get("/wps/no/such/call").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["success"], false);
}

#[tokio::test]
async fn the_rsa_key_is_bare_hex_and_rotates() {
    let mock = Mock::new(Settings::default());
    let (status, body) = send(&mock, get("/wps/session/key/rsa?t=1").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    let hex = body.as_str().unwrap().to_owned();
    assert_eq!(hex.len(), 256);
    assert!(hex.bytes().all(|b| b.is_ascii_hexdigit()));
    mock.rotate_key();
    let (_, body) = send(&mock, get("/wps/session/key/rsa").body(Body::empty()).unwrap()).await;
    assert_ne!(body.as_str().unwrap(), hex);
}

#[tokio::test]
async fn status_follows_maintenance_and_region_switches() {
    let mock = Mock::new(Settings::default());
    let status =
        |ip: &'static str| get("/wps/system/status").header("X-Forwarded-For", ip).body(Body::empty()).unwrap();
    let (_, body) = send(&mock, status("203.0.113.9")).await;
    assert_eq!(
        (body["value"]["maintenance"].as_bool(), body["value"]["regionRestriction"].as_bool()),
        (Some(false), Some(false))
    );
    assert_eq!(body["value"]["location"]["ip"], "203.0.113.9");
    mock.switches.write().blocked_ips = vec!["203.0.113.9".into()];
    assert_eq!(send(&mock, status("203.0.113.9")).await.1["value"]["regionRestriction"], true);
    assert_eq!(send(&mock, status("198.51.100.1")).await.1["value"]["regionRestriction"], false);
    mock.switches.write().maintenance = true;
    assert_eq!(send(&mock, status("198.51.100.1")).await.1["value"]["maintenance"], true);
}

#[tokio::test]
async fn announcements_carry_home_banners_with_mock_served_art() {
    let mock = Mock::new(Settings::default());
    let (_, body) = send(
        &mock,
        get("/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B")
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    let banners = body["value"]["banners"].as_array().unwrap();
    let home: Vec<_> = banners.iter().filter(|b| b["groupName"] == "w_home").collect();
    assert!(home.len() > 1);
    assert!(!body["value"]["player"].as_array().unwrap().is_empty());
    let url = home[0]["url"].as_str().unwrap();
    let path = url.strip_prefix("http://127.0.0.1:9090").unwrap();
    let res = upstream_mocks::app(mock).oneshot(Request::get(path).body(Body::empty()).unwrap()).await.unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "image/svg+xml");
}

#[tokio::test]
async fn admin_needs_its_token() {
    let mock = Mock::new(Settings::default());
    let (status, _) = send(&mock, Request::get("/__admin/sessions").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    login(&mock, "demo01", "abc123").await;
    let (status, body) = send(
        &mock,
        Request::get("/__admin/sessions").header("X-Admin-Token", "mock-admin").body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body[0]["userName"], "demo01");
}

#[tokio::test]
async fn malformed_and_oversized_bodies_get_the_envelope() {
    let mock = Mock::new(Settings::default());
    let huge = vec![b'a'; 200 * 1024];
    let req = Request::post("/wps/session/logout").header("Merchant", MERCHANT).body(Body::from(huge)).unwrap();
    let (status, body) = send(&mock, req).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["success"], false);
}

#[tokio::test]
async fn a_module_switched_off_answers_543() {
    let mock = Mock::new(Settings::default());
    mock.db(MERCHANT).unwrap().lock().system.disabled_modules.insert("COMM3".into());
    let (status, body) = send(&mock, get("/wps/system/status").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!((body["success"].as_bool(), body["errorCode"].as_str()), (Some(false), Some("function.not.available")));
    assert!(body["message"].as_str().unwrap().contains("#543"));
}

#[tokio::test]
async fn every_printed_demo_account_logs_in_as_described() {
    let mock = Mock::new(Settings::default());
    for (user, password, what) in upstream_mocks::seed::DEMO_ACCOUNTS {
        let (_, body) = login(&mock, user, password).await;
        if what.contains("from a new address") {
            assert_eq!(body["errorCode"], "login_verify_required", "{user}: {body}");
        } else {
            assert_eq!(body["success"], true, "{user}: {body}");
            assert_eq!(body["value"]["firstTimeLogin"], what.contains("first login"), "{user}");
            assert_eq!(body["value"]["passwordExpired"], what.contains("expired"), "{user}");
            assert_eq!(body["value"]["customerType"] != 0, what.starts_with("agent"), "{user}");
        }
    }
}

#[tokio::test]
async fn the_journal_lists_what_reached_the_upstream_surface_and_can_be_emptied() {
    let mock = Mock::new(Settings::default());
    let admin =
        |req: axum::http::request::Builder| req.header("X-Admin-Token", "mock-admin").body(Body::empty()).unwrap();
    send(&mock, get("/wps/system/status?t=1").header("merchant", "second").body(Body::empty()).unwrap()).await;
    send(&mock, Request::get("/wps/nothing").body(Body::empty()).unwrap()).await;
    send(&mock, admin(Request::get("/__admin/sessions"))).await;
    let (_, all) = send(&mock, admin(Request::get("/__admin/requests"))).await;
    let paths: Vec<&str> = all.as_array().unwrap().iter().map(|e| e["path"].as_str().unwrap()).collect();
    assert_eq!(paths, ["/wps/system/status?t=1", "/wps/nothing"], "refused calls count; admin calls do not");
    let merchants: Vec<&Value> = all[0]["headers"].as_array().unwrap().iter().filter(|h| h[0] == "merchant").collect();
    assert_eq!(merchants.len(), 2, "a header sent twice is listed twice");
    let (_, one) = send(&mock, admin(Request::get("/__admin/requests?path=/wps/nothing"))).await;
    assert_eq!((one.as_array().unwrap().len(), one[0]["method"].as_str()), (1, Some("GET")));
    send(&mock, admin(Request::delete("/__admin/requests"))).await;
    let (_, none) = send(&mock, admin(Request::get("/__admin/requests"))).await;
    assert_eq!(none, json!([]));
}
