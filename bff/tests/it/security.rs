//! The front door as an attacker tries it. What must not be forwarded is proven with the mock's
//! request journal (`/__admin/requests`), never by the answer's status alone.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::net::{IpAddr, SocketAddr};

use axum::body::Body;
use axum::extract::{ConnectInfo, Request};
use axum::http::StatusCode;
use bff::config::Config;
use bff::session::{Claims, Sealer};
use common::*;
use serde_json::json;

/// A request from a given address (the TCP peer, as the server would see it).
fn from(ip: &str, method: &str, path: &str) -> axum::http::request::Builder {
    let peer: IpAddr = ip.parse().unwrap();
    req(method, path).extension(ConnectInfo(SocketAddr::new(peer, 40_000)))
}

fn bff_with(config: Config) -> axum::Router {
    bff::app(bff::AppState::new(config, Sealer::random()).unwrap())
}

/// How many requests for `path` reached the mock.
fn reached(mock: &upstream_mocks::state::Mock, path: &str) -> usize {
    mock.journal.entries(Some(path)).len()
}

#[tokio::test]
async fn only_catalogued_calls_with_their_methods_and_canonical_paths_are_forwarded() {
    let Stack { bff, mock } = stack().await;
    let refused = [
        ("GET", "/wps/relay/GCSGAME_notInTheCatalogue", StatusCode::NOT_FOUND),
        ("GET", "/wps/__admin/faults", StatusCode::NOT_FOUND),
        ("GET", "/wps/relay/../../__admin/faults", StatusCode::BAD_REQUEST),
        ("GET", "/wps/relay/%2e%2e/%2e%2e/__admin/faults", StatusCode::BAD_REQUEST),
        ("GET", "/wps/relay/..%2f..%2f__admin/faults", StatusCode::BAD_REQUEST),
        ("GET", "/wps//system/status", StatusCode::BAD_REQUEST),
        ("GET", "/wps/./system/status", StatusCode::BAD_REQUEST),
        ("DELETE", "/wps/system/status", StatusCode::METHOD_NOT_ALLOWED),
        ("POST", "/wps/system/status", StatusCode::METHOD_NOT_ALLOWED),
        ("GET", "/wps/session/login", StatusCode::METHOD_NOT_ALLOWED),
        ("OPTIONS", "/wps/member/info", StatusCode::METHOD_NOT_ALLOWED),
    ];
    for (method, path, status) in refused {
        let request = req(method, path).header("x-csrf", "1").header("x-admin-token", "mock-admin");
        let reply = call(&bff, request.body(Body::from(r#"{"refuseConnections":true}"#)).unwrap()).await;
        assert_eq!(reply.status, status, "{method} {path}: {}", reply.json);
        assert_eq!(reply.json["success"], false, "{method} {path}");
    }
    let wrong_method =
        call(&bff, req("DELETE", "/wps/system/status").header("x-csrf", "1").body(Body::empty()).unwrap()).await;
    assert_eq!(wrong_method.headers["allow"], "GET");
    // An absolute-form target must name the host it is sent to.
    let absolute = Request::get("http://evil.example/wps/member/info").header("host", "localhost").body(Body::empty());
    assert_eq!(call(&bff, absolute.unwrap()).await.status, StatusCode::BAD_REQUEST);

    assert_eq!(mock.journal.entries(None).len(), 0, "the upstream saw {:?}", mock.journal.entries(None));
    assert!(!mock.faults.read().refuse_connections, "the mock's admin API was reached");
    // The same journal does show what is forwarded.
    call(&bff, req("GET", "/wps/relay/GCSGAME_getPvpRooms?vassalage=KM").body(Body::empty()).unwrap()).await;
    assert_eq!(reached(&mock, "/wps/relay/GCSGAME_getPvpRooms"), 1);
}

#[tokio::test]
async fn cross_site_or_unmarked_writes_are_refused_and_never_forwarded() {
    let Stack { bff, mock } = stack().await;
    let login = || req("POST", "/wps/session/login").header("content-type", "application/json");
    let body = || Body::from(r#"{"username":"demo01","password":"abc123"}"#);
    for request in [
        login().body(body()).unwrap(),
        login().header("x-csrf", "1").header("origin", "https://evil.example").body(body()).unwrap(),
        login().header("x-csrf", "1").header("sec-fetch-site", "cross-site").body(body()).unwrap(),
    ] {
        let reply = call(&bff, request).await;
        assert_eq!((reply.status, reply.json["errorCode"].as_str()), (StatusCode::FORBIDDEN, Some("csrf.rejected")));
        assert!(reply.headers.get_all("vary").iter().any(|v| v.to_str().unwrap().contains("Sec-Fetch-Site")));
    }
    assert_eq!(reached(&mock, "/wps/session/login") + reached(&mock, "/wps/session/key/rsa"), 0);
}

#[tokio::test]
async fn the_browsers_cookie_authorization_merchant_and_forwarding_headers_never_reach_the_upstream() {
    let Stack { bff, mock } = stack().await;
    let request = from("198.51.100.7", "GET", "/wps/agent/affiliate?code=AG0001")
        .header("cookie", "lang=en; tcg-sid=abc; captchaId=forged")
        .header("authorization", "forged-token")
        .header("merchant", "someone-else")
        .header("x-forwarded-for", "6.6.6.6")
        .header("x-real-ip", "6.6.6.6")
        .header("forwarded", "for=6.6.6.6")
        .header("x-veneer-brand", "other")
        .body(Body::empty())
        .unwrap();
    let reply = call(&bff, request).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    let seen = mock.journal.entries(Some("/wps/agent/affiliate")).remove(0);
    let values =
        |name: &str| seen.headers.iter().filter(|(n, _)| n == name).map(|(_, v)| v.as_str()).collect::<Vec<_>>();
    assert_eq!(values("merchant"), ["veneerdemo"]);
    assert_eq!(values("x-forwarded-for"), ["198.51.100.7"], "the peer, not what the browser claimed");
    assert_eq!(values("x-real-ip"), ["198.51.100.7"]);
    for absent in ["cookie", "authorization", "forwarded", "x-veneer-brand"] {
        assert!(values(absent).is_empty(), "{absent} reached the upstream: {:?}", values(absent));
    }
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_visitor_is_read_from_the_right_of_x_forwarded_for() {
    let Stack { mock, .. } = stack().await;
    let mut config = config(&mock_url(&mock).await, "http://127.0.0.1:9");
    config.defaults.server.trusted_proxies = "10.0.0.2".parse().unwrap();
    let bff = bff_with(config);
    // An uncached call, so the visitor's own address goes with it.
    let request = from("10.0.0.2", "GET", "/wps/agent/affiliate?code=AG0001")
        .header("x-forwarded-for", "6.6.6.6, 203.0.113.5")
        .body(Body::empty())
        .unwrap();
    call(&bff, request).await;
    let seen = mock.journal.entries(Some("/wps/agent/affiliate")).remove(0);
    assert!(seen.headers.contains(&("x-forwarded-for".into(), "203.0.113.5".into())), "{:?}", seen.headers);
}

#[tokio::test]
async fn x_forwarded_for_is_believed_from_a_trusted_range_and_ignored_from_outside_it() {
    let Stack { mock, .. } = stack().await;
    let mut config = config(&mock_url(&mock).await, "http://127.0.0.1:9");
    config.defaults.server.trusted_proxies = "10.244.0.0/16, fd00::/8".parse().unwrap();
    let bff = bff_with(config);
    let path = "/wps/agent/affiliate?code=AG0001";
    let mut seen = Vec::new();
    for peer in ["10.244.7.1", "::ffff:10.244.0.9", "fd00::5", "10.245.0.1", "192.0.2.9"] {
        let request = from(peer, "GET", path).header("x-forwarded-for", "203.0.113.5").body(Body::empty()).unwrap();
        call(&bff, request).await;
        let entry = mock.journal.entries(Some("/wps/agent/affiliate")).pop().unwrap();
        let forwarded = entry.headers.iter().find(|(name, _)| name == "x-forwarded-for").map(|(_, v)| v.clone());
        seen.push((peer, forwarded.unwrap_or_default()));
    }
    assert_eq!(
        seen,
        [
            ("10.244.7.1", "203.0.113.5".to_owned()),
            ("::ffff:10.244.0.9", "203.0.113.5".to_owned()),
            ("fd00::5", "203.0.113.5".to_owned()),
            // Outside the ranges: the claimed address is ignored, the peer is the visitor.
            ("10.245.0.1", "10.245.0.1".to_owned()),
            ("192.0.2.9", "192.0.2.9".to_owned()),
        ]
    );
}

/// The URL of another server for the same in-process mock.
async fn mock_url(mock: &std::sync::Arc<upstream_mocks::state::Mock>) -> String {
    serve(upstream_mocks::app(mock.clone())).await
}

/// An SMS request for `mobile` from `ip`.
fn sms(ip: &str, mobile: &str) -> Request {
    from(ip, "POST", "/wps/verification/sms/noLogin")
        .header("x-csrf", "1")
        .header("content-type", "application/json")
        .body(Body::from(json!({"mobileNum": mobile, "countryDialingCode": "66"}).to_string()))
        .unwrap()
}

#[tokio::test]
async fn a_thousand_sms_requests_for_one_number_reach_the_upstream_at_most_the_configured_times() {
    let Stack { bff, mock } = stack().await;
    let burst = config("http://x", "http://y").brands[0].limits.sms_per_number.burst.get() as usize;
    // From a thousand addresses, so only the number's bucket can hold them.
    let replies = futures_util::future::join_all(
        (0..1000)
            .map(|i| call(&bff, sms(&format!("10.{}.{}.{}", i / 65536 % 256, i / 256 % 256, i % 256), "0812345678"))),
    )
    .await;
    let throttled: Vec<_> = replies.iter().filter(|r| r.status == StatusCode::TOO_MANY_REQUESTS).collect();
    assert!(throttled.len() >= 1000 - burst, "{} throttled", throttled.len());
    assert!(
        reached(&mock, "/wps/verification/sms/noLogin") <= burst,
        "{} reached",
        reached(&mock, "/wps/verification/sms/noLogin")
    );
    let retry_after: u64 = throttled[0].headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!(retry_after >= 1);

    // One address asking for many numbers is held by its own bucket.
    let per_address = config("http://x", "http://y").brands[0].limits.sms_per_address.burst.get() as usize;
    for i in 0..30 {
        call(&bff, sms("192.0.2.99", &format!("08100000{i:02}"))).await;
    }
    let from_that_address = mock
        .journal
        .entries(Some("/wps/verification/sms/noLogin"))
        .iter()
        .filter(|e| e.headers.contains(&("x-forwarded-for".into(), "192.0.2.99".into())))
        .count();
    assert!(from_that_address <= per_address, "{from_that_address} reached");
}

fn login_from(ip: &str, username: &str, password: &str, lang: &str) -> Request {
    from(ip, "POST", "/wps/session/login")
        .header("x-csrf", "1")
        .header("content-type", "application/json")
        .header("cookie", format!("lang={lang}"))
        .body(Body::from(json!({"username": username, "password": password, "type": "username"}).to_string()))
        .unwrap()
}

#[tokio::test]
async fn forty_wrong_passwords_for_one_user_are_stopped_long_before_the_fortieth_reaches_the_upstream() {
    let Stack { bff, mock } = stack().await;
    let mut first_throttled = None;
    for i in 0..40 {
        let reply = call(&bff, login_from(&format!("10.9.{}.{}", i / 256, i % 256), "demo01", "wrong1", "th")).await;
        if reply.status == StatusCode::TOO_MANY_REQUESTS && first_throttled.is_none() {
            first_throttled = Some((i, reply));
        }
    }
    let (at, reply) = first_throttled.expect("never throttled");
    let burst = config("http://x", "http://y").brands[0].limits.login_per_user.burst.get() as usize;
    assert_eq!(at, burst, "the bucket held {burst} attempts");
    assert!(reached(&mock, "/wps/session/login") <= burst);
    // Generic and translated: it says neither which bucket tripped nor anything of the account.
    let message = reply.json["message"].as_str().unwrap();
    assert!(message.contains("กรุณา"), "{message}");
    for revealing in ["demo01", "user", "address", "bucket", "login_per"] {
        assert!(!message.to_lowercase().contains(revealing), "{message}");
    }
    assert_eq!(reply.json["errorCode"], "TOO_MANY_REQUESTS");
    assert!(reply.headers.contains_key("retry-after"));
}

#[tokio::test]
async fn spraying_passwords_over_many_user_names_from_one_address_is_stopped() {
    let Stack { bff, mock } = stack().await;
    let burst = config("http://x", "http://y").brands[0].limits.login_per_address.burst.get() as usize;
    let mut statuses = Vec::new();
    for i in 0..60 {
        statuses.push(call(&bff, login_from("198.51.100.23", &format!("user{i:03}"), "abc123", "en")).await.status);
    }
    assert_eq!(statuses.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count(), 60 - burst);
    assert!(reached(&mock, "/wps/session/login") <= burst);
}

#[tokio::test]
async fn two_replicas_sharing_one_redis_hold_one_limit_between_them() {
    let redis = Redis::start();
    let Stack { mock, .. } = stack().await;
    let url = mock_url(&mock).await;
    let replica = || {
        let mut config = config(&url, "http://127.0.0.1:9");
        config.defaults.throttle.redis = Some(redis.url.clone());
        bff_with(config)
    };
    let (one, two) = (replica(), replica());
    let burst = config("http://x", "http://y").brands[0].limits.login_per_user.burst.get() as usize;
    let mut throttled = 0;
    for i in 0..20 {
        let bff = if i % 2 == 0 { &one } else { &two };
        if call(bff, login_from(&format!("10.8.0.{i}"), "demo01", "wrong1", "en")).await.status
            == StatusCode::TOO_MANY_REQUESTS
        {
            throttled += 1;
        }
    }
    assert_eq!(throttled, 20 - burst, "each replica alone would have let {burst} through");
    assert_eq!(reached(&mock, "/wps/session/login"), burst);
}

#[tokio::test]
async fn without_redis_reachable_each_replica_still_throttles_alone() {
    let Stack { mock, .. } = stack().await;
    let mut config = config(&mock_url(&mock).await, "http://127.0.0.1:9");
    config.defaults.throttle.redis = Some("redis://127.0.0.1:9".into());
    let bff = bff_with(config);
    let mut statuses = Vec::new();
    for i in 0..10 {
        statuses.push(call(&bff, login_from(&format!("10.7.0.{i}"), "demo01", "wrong1", "en")).await.status);
    }
    assert!(statuses.contains(&StatusCode::TOO_MANY_REQUESTS));
}

#[tokio::test]
async fn a_captcha_fetched_through_the_bff_is_bound_to_the_login_that_uses_it() {
    let Stack { bff, mock } = stack().await;
    // Three failures: from now on the upstream wants a captcha for demo01 (five attempts fit the bucket).
    for i in 0..3 {
        let refused = call(&bff, login_from(&format!("10.6.0.{i}"), "demo01", "wrong1", "en")).await;
        assert_eq!(refused.json["success"], false);
    }

    let captcha = call(&bff, from("10.6.0.9", "GET", "/wps/captcha?t=1").body(Body::empty()).unwrap()).await;
    assert_eq!(captcha.status, StatusCode::OK);
    let cookies = captcha.set_cookies();
    assert!(cookies.iter().all(|c| !c.starts_with("captchaId")), "the upstream's cookie reached the browser raw");
    let sealed = cookies.iter().find(|c| c.starts_with("veneer_captcha=")).expect("a sealed captcha cookie");
    assert!(sealed.contains("HttpOnly"));
    let (id, issued) = {
        let db = mock.db("veneerdemo").unwrap();
        let db = db.lock();
        let (id, issued) = db.access.captchas.iter().next().expect("a live captcha");
        (id.clone(), issued.answer.clone())
    };
    assert!(!sealed.contains(&id));

    let login = |cookie: &str| {
        from("10.6.0.9", "POST", "/wps/session/login")
            .header("x-csrf", "1")
            .header("cookie", cookie)
            .body(Body::from(json!({"username": "demo01", "password": "abc123", "captcha": issued}).to_string()))
            .unwrap()
    };
    let without_binding = call(&bff, login("lang=en")).await;
    assert_eq!(without_binding.json["errorCode"], "captcha_required", "a captcha answer alone is not enough");
    // The failed check used the captcha up; fetch another (a second a second from one address is one
    // too many) and answer it with its cookie.
    let captcha = call(&bff, from("10.6.0.10", "GET", "/wps/captcha?t=2").body(Body::empty()).unwrap()).await;
    let sealed = captcha.set_cookies().into_iter().find(|c| c.starts_with("veneer_captcha=")).unwrap();
    let issued = {
        let db = mock.db("veneerdemo").unwrap();
        let db = db.lock();
        db.access
            .captchas
            .iter()
            .find(|(other, _)| **other != id)
            .map(|(_, c)| c.answer.clone())
            .expect("the new captcha")
    };
    let cookie = sealed.split(';').next().unwrap().to_owned();
    let reply = call(
        &bff,
        from("10.6.0.9", "POST", "/wps/session/login")
            .header("x-csrf", "1")
            .header("cookie", &cookie)
            .body(Body::from(json!({"username": "demo01", "password": "abc123", "captcha": issued}).to_string()))
            .unwrap(),
    )
    .await;
    assert_eq!(reply.json["success"], true, "{}", reply.json);
    assert!(reply.set_cookies().iter().any(|c| c.starts_with("veneer_session=")));
}

#[tokio::test]
async fn tampered_expired_or_foreign_cookies_are_a_logged_out_visitor_not_an_error() {
    let key = "AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=";
    let Stack { mock, .. } = stack().await;
    let bff = bff::app(
        bff::AppState::new(config(&mock_url(&mock).await, "http://127.0.0.1:9"), Sealer::from_base64(key).unwrap())
            .unwrap(),
    );
    let sealer = Sealer::from_base64(key).unwrap();
    let now = bff::clock::unix_now();
    let claims = |issued: u64, sealed_at: u64| Claims {
        token: "whatever".into(),
        user_name: "demo01".into(),
        customer_type: 0,
        first_time_login: false,
        password_expired: false,
        issued,
        sealed_at,
        remember: false,
        must_change_password: false,
        typed_password: None,
    };
    let idle = sealer.seal(&claims(now - 3600, now - 3600), "demo");
    let too_old = sealer.seal(&claims(now - 13 * 3600, now - 60), "demo");
    let tampered = format!("{}A", &idle[..idle.len() - 1]);
    let other_key = Sealer::random().seal(&claims(now, now), "demo");
    for cookie in [idle, too_old, tampered, other_key, "garbage".into()] {
        let session = call(
            &bff,
            req("GET", "/bff/session")
                .header("cookie", format!("veneer_session={cookie}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await;
        assert_eq!(session.status, StatusCode::OK);
        assert_eq!(session.json["value"], json!({"loggedIn": false}));
        assert!(session.set_cookies().iter().any(|c| c.starts_with("veneer_session=;") && c.contains("Max-Age=0")));
        let info = call(
            &bff,
            req("GET", "/wps/member/info")
                .header("cookie", format!("veneer_session={cookie}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await;
        assert_eq!(
            (info.status, info.json["errorCode"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("login.not.session"))
        );
        assert!(info.set_cookies().iter().any(|c| c.contains("Max-Age=0")));
    }
    // None of those tokens was ever sent upstream.
    assert!(
        mock.journal
            .entries(Some("/wps/member/info"))
            .iter()
            .all(|e| !e.headers.iter().any(|(n, _)| n == "authorization"))
    );
}

#[tokio::test]
async fn a_new_sealed_value_at_every_login_and_logout_ends_even_an_idle_session_upstream() {
    let Stack { bff, mock } = stack().await;
    let first = call(&bff, login_request("demo01", "abc123")).await.session_cookie();
    let second = call(
        &bff,
        req("POST", "/wps/session/login")
            .header("x-csrf", "1")
            .header("cookie", &first)
            .body(Body::from(r#"{"username":"demo01","password":"abc123"}"#))
            .unwrap(),
    )
    .await
    .session_cookie();
    assert_ne!(first, second);
    assert_eq!(tokens_of(&mock).len(), 2);
    let logout = call(&bff, logout_request(&second)).await;
    assert_eq!(logout.json["success"], true);
    assert_eq!(tokens_of(&mock).len(), 1, "the logged-out token is gone upstream");
}

#[tokio::test]
async fn framing_header_size_and_security_headers_are_enforced_at_the_door() {
    let Stack { bff, mock } = stack().await;
    let chunked = req("POST", "/wps/session/login")
        .header("x-csrf", "1")
        .header("transfer-encoding", "chunked")
        .header("content-length", "2")
        .body(Body::from("{}"))
        .unwrap();
    let reply = call(&bff, chunked).await;
    assert_eq!(
        (reply.status, reply.json["errorCode"].as_str()),
        (StatusCode::BAD_REQUEST, Some("request.framing.invalid"))
    );
    let huge = req("GET", "/wps/system/status").header("cookie", "x".repeat(20_000)).body(Body::empty()).unwrap();
    assert_eq!(call(&bff, huge).await.status, StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE);
    assert_eq!(mock.journal.entries(None).len(), 0);

    let plain = call(&bff, req("GET", "/bff/healthz").body(Body::empty()).unwrap()).await;
    assert_eq!(plain.headers["x-content-type-options"], "nosniff");
    assert_eq!(plain.headers["referrer-policy"], "strict-origin-when-cross-origin");
    assert!(plain.headers["permissions-policy"].to_str().unwrap().contains("camera=()"));
    assert!(plain.headers.get("strict-transport-security").is_none(), "no HSTS over plain HTTP");
    let mut config = config("http://127.0.0.1:9", "http://127.0.0.1:9");
    config.defaults.server.trusted_proxies = "10.0.0.2".parse().unwrap();
    let tls = call(
        &bff_with(config),
        from("10.0.0.2", "GET", "/bff/healthz").header("x-forwarded-proto", "https").body(Body::empty()).unwrap(),
    )
    .await;
    assert!(tls.headers["strict-transport-security"].to_str().unwrap().starts_with("max-age=31536000"));
}

/// Found by schemathesis (`scripts/api-fuzz.sh`): the upstream answers `launchGame` without `launchMode` with
/// a bare HTTP 500, which the BFF passed on. It is the request's fault: a 400 naming the parameter, and the
/// upstream never asked.
#[tokio::test]
async fn a_game_launch_without_its_launch_mode_is_refused_before_the_upstream() {
    let Stack { bff, mock } = stack().await;
    let member = call(&bff, login_request("demo01", "abc123")).await.session_cookie();
    for query in ["", "?gameId=1", "?launchMode=", "?launchMode=%0C", "?launchMode=GLS&launchMode=%20"] {
        let request = req("GET", &format!("/wps/game/launchGame{query}")).header("cookie", &member);
        let reply = call(&bff, request.body(Body::empty()).unwrap()).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{query}: {}", reply.json);
        assert_eq!(reply.json["errorCode"], "request.query.invalid", "{query}");
        assert!(reply.json["message"].as_str().unwrap().contains("launchMode"), "{}", reply.json);
    }
    assert_eq!(reached(&mock, "/wps/game/launchGame"), 0);
    // With it, the launch goes on to the upstream, which answers for itself (here: no game named).
    let request = req("GET", "/wps/game/launchGame?launchMode=GLS").header("cookie", &member);
    let reply = call(&bff, request.body(Body::empty()).unwrap()).await;
    assert_eq!(reply.json["errorCode"], "request_param_err", "{}", reply.json);
    assert_eq!(reached(&mock, "/wps/game/launchGame"), 1);
}

/// The upstream refuses a dead token "on every feed", even where a call needs none: the BFF sends the
/// member's token only to calls that read one, so an anonymous call (a captcha, the RSA key, a trial
/// launch) goes without it, and a member whose upstream session died can still fetch what logging in needs.
#[tokio::test]
async fn an_anonymous_call_never_carries_the_members_token() {
    let Stack { bff, mock } = stack().await;
    let member = call(&bff, login_request("demo01", "abc123")).await.session_cookie();
    let reply = call(&bff, req("GET", "/wps/captcha").header("cookie", &member).body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    let captcha = mock.journal.entries(Some("/wps/captcha"));
    assert_eq!(captcha.len(), 1);
    assert!(captcha[0].headers.iter().all(|(name, _)| name != "authorization"), "{:?}", captcha[0].headers);
    // A call that reads the token still gets it.
    call(&bff, req("GET", "/wps/member/info").header("cookie", &member).body(Body::empty()).unwrap()).await;
    let info = mock.journal.entries(Some("/wps/member/info"));
    assert!(info.last().unwrap().headers.iter().any(|(name, _)| name == "authorization"));
}
