//! The BFF when the upstream is slow, flaky or gone: retries, the breaker, the last good answers,
//! timeouts, and one upstream call however many visitors wait. The faults of README "What it survives"
//! are set through the mock's own fault API (`/__admin`) over its socket, as an operator would.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use common::*;
use futures_util::StreamExt as _;
use serde_json::{Value, json};
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

/// A call to the mock's `/__admin` API over its socket; it must be accepted. The API is behind the
/// same port as the faults: a connection the fault resets is tried again.
async fn mock_admin(mock_url: &str, method: reqwest::Method, path: &str, body: Option<Value>) {
    let http = reqwest::Client::new();
    for _ in 0..20 {
        let mut request = http
            .request(method.clone(), format!("{mock_url}/__admin{path}"))
            .header("X-Admin-Token", Settings::default().admin_token);
        if let Some(body) = &body {
            request = request.json(body);
        }
        if let Ok(answer) = request.send().await {
            assert!(answer.status().is_success(), "{path}: {}", answer.text().await.unwrap());
            return;
        }
    }
    panic!("{path}: the mock never took it");
}

/// Calls `probe` every 20 ms until `done` holds of its answer (within `limit`): the answer and how
/// long it took.
async fn until<F: Future<Output = Reply>>(
    limit: Duration,
    probe: impl Fn() -> F,
    done: impl Fn(&Reply) -> bool,
) -> (Reply, Duration) {
    let started = Instant::now();
    loop {
        let reply = probe().await;
        if done(&reply) {
            return (reply, started.elapsed());
        }
        assert!(started.elapsed() < limit, "not within {limit:?}: {:?} {}", reply.status, reply.json);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn with_the_upstream_dead_pages_are_drawn_from_what_was_kept_saying_so_and_fresh_within_5_s_of_its_return() {
    let mock = Mock::new(Settings::default());
    let url = serve_faulty(mock.clone()).await;
    // The shipped breaker and retries; the configuration kept 50 ms instead of a minute, so the test
    // need not wait for it to age.
    let bff = bff_over(&url, |c| c.brands[0].cache.config = Duration::from_millis(50));
    let bootstrap = || call(&bff, req("GET", "/bff/bootstrap").body(Body::empty()).unwrap());
    let fresh = bootstrap().await;
    assert_eq!(fresh.json["value"]["degraded"], false, "{}", fresh.json);
    let games = call(&bff, req("GET", GAME_LIST).body(Body::empty()).unwrap()).await;

    mock_admin(&url, reqwest::Method::PUT, "/faults", Some(json!({"refuseConnections": true}))).await;
    let degraded = |r: &Reply| r.json["value"]["degraded"] == true;
    let (during, _) = until(Duration::from_secs(5), bootstrap, degraded).await;
    assert_eq!(during.status, StatusCode::OK);
    assert_eq!(during.json["value"]["features"], fresh.json["value"]["features"], "the last good configuration");
    assert_eq!(during.json["value"]["features"]["login_only"], false, "the mock's tree says it is off");
    assert_eq!(during.headers["cache-control"], "no-store");
    let kept = call(&bff, req("GET", GAME_LIST).body(Body::empty()).unwrap()).await;
    assert_eq!((kept.status, &kept.json), (StatusCode::OK, &games.json), "the last good read");
    // A lasting outage: enough failed calls (3 tries each) to open the breaker, so its shipped cooldown
    // is part of the time back.
    for _ in 0..2 {
        call(&bff, req("GET", "/wps/agent/affiliate?code=AG0001").body(Body::empty()).unwrap()).await;
    }
    let open = format!("bff_breaker_open{{upstream=\"{url}\"}} 1");
    assert!(bff::metrics::render().contains(&open), "{open}");

    // The admin API is behind the closed port: switched off in the process, as README says.
    mock.faults.write().refuse_connections = false;
    let (back, took) = until(Duration::from_secs(10), bootstrap, |r| r.json["value"]["degraded"] == false).await;
    eprintln!("fresh again {took:?} after the upstream's return");
    assert!(took < Duration::from_secs(5), "fresh again only after {took:?}");
    assert_eq!(back.json["value"]["features"], fresh.json["value"]["features"]);
}

#[tokio::test]
async fn a_slow_upstream_times_out_opens_the_breaker_and_it_closes_once_the_upstream_is_quick_again() {
    let mock = Mock::new(Settings::default());
    let url = serve_faulty(mock.clone()).await;
    let bff = bff_over(&url, |c| {
        let upstream = &mut c.brands[0].upstream;
        upstream.timeout = Duration::from_millis(300);
        upstream.breaker_failures = 3;
        upstream.breaker_cooldown = Duration::from_millis(500);
    });
    const AFFILIATE: &str = "/wps/agent/affiliate?code=AG0001";
    let read = || call(&bff, req("GET", AFFILIATE).body(Body::empty()).unwrap());
    let latency = json!({"latency": {"fixed": "3s", "jitter": "0s", "paths": "/wps/agent/*"}});
    mock_admin(&url, reqwest::Method::PUT, "/faults", Some(latency)).await;
    mock_admin(&url, reqwest::Method::DELETE, "/requests", None).await;
    for _ in 0..3 {
        let started = Instant::now();
        let reply = read().await;
        assert_eq!(
            (reply.status, reply.json["errorCode"].as_str()),
            (StatusCode::GATEWAY_TIMEOUT, Some("upstream.timeout"))
        );
        assert!(started.elapsed() < Duration::from_millis(1000), "{:?}", started.elapsed());
    }
    let started = Instant::now();
    let open = read().await;
    assert_eq!((open.status, open.json["errorCode"].as_str()), (StatusCode::BAD_GATEWAY, Some("upstream.unavailable")));
    assert!(
        started.elapsed() < Duration::from_millis(100),
        "the open breaker answers at once: {:?}",
        started.elapsed()
    );
    assert_eq!(mock.journal.entries(Some("/wps/agent/affiliate")).len(), 3, "the fourth never went");

    mock_admin(&url, reqwest::Method::DELETE, "/faults", None).await;
    let (_, took) = until(Duration::from_secs(3), read, |r| r.json["success"] == true).await;
    eprintln!("breaker closed {took:?} after the upstream was quick again");
    assert!(took < Duration::from_secs(1), "{took:?}: the probe after the 500 ms cooldown closes it");
}

/// A logged-in member's call through `bff`.
fn as_member(method: &str, path: &str, cookie: &str, body: Option<Value>) -> axum::extract::Request {
    let builder = req(method, path).header("cookie", cookie).header("x-csrf", "1");
    match body {
        Some(body) => builder.header("content-type", "application/json").body(Body::from(body.to_string())),
        None => builder.body(Body::empty()),
    }
    .unwrap()
}

#[tokio::test]
async fn reset_connections_and_flaky_game_relays_retried_reads_succeed_and_a_write_is_never_sent_twice() {
    let mock = Mock::new(Settings::default());
    let url = serve_faulty(mock.clone()).await;
    let bff = bff_over(&url, |c| {
        let upstream = &mut c.brands[0].upstream;
        upstream.retries = 8;
        upstream.retry_backoff = Duration::from_millis(2);
        upstream.breaker_failures = 1000;
    });
    let cookie = call(&bff, login_request("demo01", "abc123")).await.session_cookie();

    // A third of new connections reset as soon as they are accepted: twenty reads at once open twenty.
    mock_admin(&url, reqwest::Method::PUT, "/faults", Some(json!({"resetConnections": 0.3}))).await;
    mock_admin(&url, reqwest::Method::DELETE, "/requests", None).await;
    let reads = futures_util::future::join_all(
        (0..20).map(|_| call(&bff, as_member("GET", "/wps/member/info", &cookie, None))),
    )
    .await;
    for read in &reads {
        assert_eq!(read.json["value"]["account"], "demo01", "{:?} {}", read.status, read.json);
    }

    // A third of game relays answer function.not.available, as the real ones do now and then.
    mock_admin(&url, reqwest::Method::PUT, "/faults", Some(json!({"gameRelayUnavailable": 0.3}))).await;
    mock_admin(&url, reqwest::Method::DELETE, "/requests", None).await;
    const HOT: &str = "/wps/relay/GCSGAME_hotGamesV2";
    // Each relay is refused with probability 0.3, so ten calls see no refusal 2.8 % of the time: call
    // until one was refused (the journal holds more sends than calls), each answered as a success.
    let mut calls = 0;
    while mock.journal.entries(Some(HOT)).len() <= calls && calls < 100 {
        let hot = call(&bff, as_member("POST", HOT, &cookie, Some(json!({})))).await;
        assert_eq!(hot.json["success"], true, "{}", hot.json);
        calls += 1;
    }
    assert!(mock.journal.entries(Some(HOT)).len() > calls, "some were refused and tried again");

    // A deposit that reaches the upstream and whose answer is lost (every open connection reset while
    // the upstream works on it): the member is told it failed, and it was sent once.
    const DEPOSIT: &str = "/wps/relay/MCSFE_submitDeposit";
    let slow = json!({"latency": {"fixed": "400ms", "jitter": "0s", "paths": DEPOSIT}});
    mock_admin(&url, reqwest::Method::PUT, "/faults", Some(slow)).await;
    mock_admin(&url, reqwest::Method::DELETE, "/requests", None).await;
    let deposit = |key: &str| {
        let mut deposit = as_member("POST", DEPOSIT, &cookie, Some(json!({"channelId": 2, "amount": 500})));
        deposit.headers_mut().insert("idempotency-key", key.parse().unwrap());
        deposit
    };
    let sent = tokio::spawn({
        let deposit = deposit("lost-answer");
        let bff = bff.clone();
        async move { call(&bff, deposit).await }
    });
    let started = Instant::now();
    while mock.journal.entries(Some(DEPOSIT)).is_empty() {
        assert!(started.elapsed() < Duration::from_secs(5), "the deposit never reached the upstream");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    mock_admin(&url, reqwest::Method::POST, "/connections/reset", None).await;
    let lost = sent.await.unwrap();
    assert_eq!((lost.status, lost.json["errorCode"].as_str()), (StatusCode::BAD_GATEWAY, Some("upstream.unavailable")));
    assert_eq!(mock.journal.entries(Some(DEPOSIT)).len(), 1, "a write is never sent twice");
    // The mock drops a call with its connection: nothing was deposited. The member's next try (a new
    // action) is the one deposit.
    mock_admin(&url, reqwest::Method::DELETE, "/faults", None).await;
    let pending = || call(&bff, as_member("GET", "/wps/relay/MCSFE_getDepositRecords?status=PENDING", &cookie, None));
    assert_eq!(pending().await.json["value"]["totalCount"], 0);
    assert_eq!(call(&bff, deposit("next-try")).await.json["success"], true);
    assert_eq!(pending().await.json["value"]["totalCount"], 1);
    assert_eq!(mock.journal.entries(Some(DEPOSIT)).len(), 2);
}

#[tokio::test]
async fn fifty_concurrent_logins_with_the_upstream_key_rotated_midway_all_succeed() {
    let mock = Mock::new(Settings::default());
    let url = serve_faulty(mock.clone()).await;
    let bff = bff_over(&url, |c| {
        let plenty = bff::throttle::rate(1000, Duration::from_secs(1));
        c.brands[0].limits.login_per_user = plenty;
        c.brands[0].limits.login_per_address = plenty;
    });
    // A steady load, ten at a time; once twenty are answered, a new key (thirty still to go, under
    // the key the BFF holds).
    let answered = AtomicUsize::new(0);
    let logins = futures_util::stream::iter(0..50)
        .map(|_| async {
            let reply = call(&bff, login_request("demo01", "abc123")).await;
            answered.fetch_add(1, Ordering::SeqCst);
            reply
        })
        .buffer_unordered(10)
        .collect::<Vec<Reply>>();
    let rotate = async {
        while answered.load(Ordering::SeqCst) < 20 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        mock_admin(&url, reqwest::Method::POST, "/rsa/rotate", None).await;
    };
    let (logins, ()) = tokio::join!(logins, rotate);
    let failed: Vec<&Value> = logins.iter().filter(|r| r.json["success"] != true).map(|r| &r.json).collect();
    assert!(failed.is_empty(), "{} of 50 failed: {failed:?}", failed.len());
    let sent = mock.journal.entries(Some("/wps/session/login")).len();
    eprintln!("50 logins, {} sent again under the new key", sent - 50);
    assert!(sent > 50, "the rotation came after every login was sent: nothing was proven");
}
