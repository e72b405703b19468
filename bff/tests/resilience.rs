//! The BFF when the upstream is slow, flaky or gone: retries, the breaker, the last good answers,
//! timeouts, and one upstream call however many visitors wait.

mod common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use common::*;
use serde_json::json;
use upstream_mocks::faults::{ErrorRule, Faults, Latency};
use upstream_mocks::state::{Mock, Settings};

const GAME_LIST: &str = "/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&pageNo=1&pageSize=24";

#[tokio::test]
async fn a_thousand_concurrent_cold_requests_make_exactly_one_upstream_call() {
    let Stack { bff, mock } = stack().await;
    let replies = futures_util::future::join_all(
        (0..1000).map(|_| call(&bff, req("GET", GAME_LIST).body(Body::empty()).unwrap())),
    )
    .await;
    assert!(replies.iter().all(|r| r.status == StatusCode::OK && r.json["success"] == true));
    assert_eq!(mock.journal.entries(Some("/wps/relay/GCSGAME_gameList")).len(), 1);
}

#[tokio::test]
async fn with_the_upstream_down_cached_reads_are_still_served() {
    let mock = Mock::new(Settings::default());
    let url = serve_faulty(mock.clone()).await;
    let bff = bff_over(&url, |c| c.brands[0].cache.catalogue = Duration::from_millis(50));
    let get = || call(&bff, req("GET", GAME_LIST).body(Body::empty()).unwrap());
    let before = get().await;
    assert_eq!(before.json["success"], true);
    mock.faults.write().refuse_connections = true;
    mock.connections.reset_open_connections();
    tokio::time::sleep(Duration::from_millis(150)).await;
    let during = get().await;
    assert_eq!(during.status, StatusCode::OK);
    assert_eq!(during.json, before.json, "the last good answer");
    // A call that cannot be cached has nothing to fall back on: an envelope, not a hang.
    let info = call(&bff, req("GET", "/wps/member/info").body(Body::empty()).unwrap()).await;
    assert_eq!((info.status, info.json["errorCode"].as_str()), (StatusCode::BAD_GATEWAY, Some("upstream.unavailable")));
    mock.faults.write().refuse_connections = false;
}

#[tokio::test]
async fn a_slow_upstream_is_a_504_within_the_timeout() {
    let Stack { mock, .. } = stack().await;
    let url = serve(upstream_mocks::app(mock.clone())).await;
    let bff = bff_over(&url, |c| c.brands[0].upstream.timeout = Duration::from_millis(300));
    mock.faults.write().latency = Some(Latency { fixed: Duration::from_secs(3), jitter: Duration::ZERO, paths: None });
    let started = Instant::now();
    let reply = call(&bff, req("GET", "/wps/member/info").body(Body::empty()).unwrap()).await;
    assert_eq!(
        (reply.status, reply.json["errorCode"].as_str()),
        (StatusCode::GATEWAY_TIMEOUT, Some("upstream.timeout"))
    );
    assert!(started.elapsed() < Duration::from_millis(1500), "{:?}", started.elapsed());
}

/// An upstream whose first `failures` answers to every path are `failure`, then `{"success":true}`.
async fn flaky(failures: usize, failure: axum::response::Response) -> (String, Arc<AtomicUsize>) {
    let calls = Arc::new(AtomicUsize::new(0));
    let counter = calls.clone();
    let (status, body) = (failure.status(), axum::body::to_bytes(failure.into_body(), usize::MAX).await.unwrap());
    let (url, _) = recording_upstream(Arc::new(move |_| {
        if counter.fetch_add(1, Ordering::SeqCst) < failures {
            (status, [("content-type", "application/json")], body.clone()).into_response()
        } else {
            ok_json(json!({"ok": true}))
        }
    }))
    .await;
    (url, calls)
}

#[tokio::test]
async fn idempotent_reads_are_tried_again_writes_are_not() {
    let unavailable = || (StatusCode::SERVICE_UNAVAILABLE, axum::Json(json!({"success": false}))).into_response();
    let (url, calls) = flaky(2, unavailable()).await;
    let bff = bff_over(&url, |_| {});
    let read = call(&bff, req("GET", "/wps/member/info").body(Body::empty()).unwrap()).await;
    assert_eq!(read.json["success"], true, "two 503s, then the third try answers");
    assert_eq!(calls.load(Ordering::SeqCst), 3);

    let (url, calls) = flaky(1, unavailable()).await;
    let bff = bff_over(&url, |_| {});
    let write = req("POST", "/wps/relay/MCSFE_addFavoriteGameV2").header("x-csrf", "1").body(Body::from("{}")).unwrap();
    assert_eq!(call(&bff, write).await.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(calls.load(Ordering::SeqCst), 1, "a write is never sent twice");
}

#[tokio::test]
async fn a_game_relays_intermittent_function_not_available_is_tried_again() {
    let refusal = || {
        axum::Json(json!({"success": false, "value": null, "message": "#543", "errorCode": "function.not.available"}))
            .into_response()
    };
    let (url, calls) = flaky(2, refusal()).await;
    let bff = bff_over(&url, |_| {});
    let hot = req("POST", "/wps/relay/GCSGAME_hotGamesV2").header("x-csrf", "1").body(Body::from("{}")).unwrap();
    assert_eq!(call(&bff, hot).await.json["success"], true);
    assert_eq!(calls.load(Ordering::SeqCst), 3);
    // Any other call's refusal is the upstream's answer, passed on at once.
    let (url, calls) = flaky(1, refusal()).await;
    let bff = bff_over(&url, |_| {});
    let rooms = call(&bff, req("GET", "/wps/member/info").body(Body::empty()).unwrap()).await;
    assert_eq!(rooms.json["errorCode"], "function.not.available");
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

#[tokio::test]
async fn a_failing_upstream_opens_its_breaker_and_cached_reads_are_served_meanwhile() {
    let mock = Mock::new(Settings::default());
    let url = serve(upstream_mocks::app(mock.clone())).await;
    let bff = bff_over(&url, |c| {
        let brand = &mut c.brands[0];
        brand.cache.catalogue = Duration::from_millis(10);
        brand.upstream.retries = 0;
        brand.upstream.breaker_failures = 3;
        brand.upstream.breaker_cooldown = Duration::from_millis(400);
    });
    let cached = call(&bff, req("GET", GAME_LIST).body(Body::empty()).unwrap()).await;
    assert_eq!(cached.json["success"], true);
    let rule = ErrorRule { path: "*".into(), rate: 1.0, status: 503, error_code: "system.busy".into(), message: None };
    *mock.faults.write() = Faults { errors: vec![rule], ..Faults::default() };
    mock.journal.clear();
    for _ in 0..10 {
        call(&bff, req("GET", "/wps/member/info").body(Body::empty()).unwrap()).await;
    }
    assert_eq!(mock.journal.entries(None).len(), 3, "after three failures the upstream is left alone");
    tokio::time::sleep(Duration::from_millis(20)).await;
    let meanwhile = call(&bff, req("GET", GAME_LIST).body(Body::empty()).unwrap()).await;
    assert_eq!(meanwhile.json, cached.json, "the breaker is open: the last good answer");
    assert_eq!(mock.journal.entries(None).len(), 3);

    *mock.faults.write() = Faults::default();
    tokio::time::sleep(Duration::from_millis(450)).await;
    let after = call(&bff, req("GET", "/wps/agent/affiliate?code=AG0001").body(Body::empty()).unwrap()).await;
    assert_eq!(after.json["success"], true, "the probe after the cooldown closes it");
    assert_eq!(
        call(&bff, req("GET", "/wps/agent/affiliate?code=AG0001").body(Body::empty()).unwrap()).await.json["success"],
        true
    );
}
