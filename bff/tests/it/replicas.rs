//! Two `bff` processes over one mock, as `make cluster` runs three behind a balancer: the same session
//! keys, one Redis. A member logged in through one is logged in through the other, a human-check pass
//! and a throttle's limit hold across both; without Redis each counts alone (README "Several replicas").

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use common::process::*;
use common::*;
use serde_json::{Value, json};

/// Two replicas over `upstream` with the configuration in `dir`, sharing `redis` when given.
fn two_replicas(dir: &std::path::Path, upstream: &str, redis: Option<&Redis>) -> (Bff, Bff) {
    let more: Vec<&str> = redis.map(|r| vec!["--redis-url", r.url.as_str()]).unwrap_or_default();
    (Bff::start_with(dir, upstream, &more), Bff::start_with(dir, upstream, &more))
}

async fn login(http: &reqwest::Client, bff: &Bff, pass: Option<&str>, password: &str) -> reqwest::Response {
    let mut request = site(http, bff, reqwest::Method::POST, "/wps/session/login")
        .json(&json!({"username": "demo01", "password": password, "type": "username"}));
    if let Some(pass) = pass {
        request = request.header("cookie", pass);
    }
    request.send().await.unwrap()
}

/// A GET as the member holding `cookie`.
async fn read(http: &reqwest::Client, bff: &Bff, path: &str, cookie: &str) -> Value {
    site(http, bff, reqwest::Method::GET, path).header("cookie", cookie).send().await.unwrap().json().await.unwrap()
}

#[tokio::test]
async fn a_member_logged_in_through_one_replica_is_logged_in_through_the_other() {
    let redis = Redis::start();
    let Stack { mock, .. } = stack().await;
    let dir = config_copy("replicas-session");
    edit_config(&dir, "defaults.toml", "reveal_answers = false", "reveal_answers = true");
    let (one, two) = two_replicas(&dir, &serve(upstream_mocks::app(mock.clone())).await, Some(&redis));
    let http = client();

    // The challenge drawn by one is answered on two; the pass two gave is spent on one.
    let pass = human_pass_across(&http, &one, &two).await;
    let logged_in = login(&http, &one, Some(&pass), "abc123").await;
    let cookie = logged_in.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
    assert!(cookie.starts_with("veneer_session="), "{cookie}");
    assert_eq!(logged_in.json::<Value>().await.unwrap()["success"], true);
    let replayed = login(&http, &two, Some(&pass), "abc123").await.json::<Value>().await.unwrap();
    assert_eq!(replayed["errorCode"], "human_check.required", "a pass is spent on every replica: {replayed}");

    let info = read(&http, &two, "/wps/member/info", &cookie).await;
    assert_eq!(info["value"]["account"], "demo01", "the cookie sealed by one opens on two: {info}");
    let session = read(&http, &two, "/bff/session", &cookie).await;
    assert_eq!(session["value"]["userName"], "demo01");

    // Logged out through two: one's copy of the cookie is worth nothing upstream any more.
    let out = site(&http, &two, reqwest::Method::POST, "/wps/session/logout").header("cookie", &cookie).send().await;
    assert_eq!(out.unwrap().json::<Value>().await.unwrap()["success"], true);
    let after = read(&http, &one, "/wps/member/info", &cookie).await;
    assert_eq!(after["success"], false, "{after}");
    assert_eq!(mock.journal.entries(Some("/wps/session/login")).len(), 1, "the replayed pass reached nobody");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Ten wrong passwords for demo01, alternately through two replicas (the human check off, so only the
/// per-user login limit stands: 5 at once): how many were refused with 429, and how many reached the mock.
async fn ten_wrong_passwords_through_two_replicas(redis: Option<&Redis>) -> (usize, usize) {
    let Stack { mock, .. } = stack().await;
    let dir = config_copy("replicas-limit");
    edit_config(&dir, "brands/demo.toml", "[human_check]\nenabled = true", "[human_check]\nenabled = false");
    let (one, two) = two_replicas(&dir, &serve(upstream_mocks::app(mock.clone())).await, redis);
    let http = client();
    let mut throttled = 0;
    for attempt in 0..10 {
        let replica = if attempt % 2 == 0 { &one } else { &two };
        let reply = login(&http, replica, None, "wrongpass9").await;
        if reply.status() == reqwest::StatusCode::TOO_MANY_REQUESTS {
            assert!(reply.headers().contains_key("retry-after"));
            let body = reply.json::<Value>().await.unwrap();
            assert_eq!(body["success"], false, "{body}");
            throttled += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    (throttled, mock.journal.entries(Some("/wps/session/login")).len())
}

#[tokio::test]
async fn a_login_limit_holds_across_replicas_sharing_one_redis() {
    let redis = Redis::start();
    let burst = config("http://x", "http://y").brands[0].limits.login_per_user.burst.get() as usize;
    assert_eq!(burst, 5, "the shipped per-user login limit this test counts on");
    let (throttled, reached) = ten_wrong_passwords_through_two_replicas(Some(&redis)).await;
    assert_eq!((throttled, reached), (5, 5), "one limit of {burst} for both, not {burst} each");
}

#[tokio::test]
async fn without_redis_each_replica_counts_alone_and_the_limit_doubles() {
    let (throttled, reached) = ten_wrong_passwords_through_two_replicas(None).await;
    assert_eq!((throttled, reached), (0, 10), "each replica let its own 5 through");
}
