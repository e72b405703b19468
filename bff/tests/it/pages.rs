//! Pages from memory: one render per brand × host × language × path × state, served with a fresh
//! nonce per response; what must not be kept is not.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use bff::session::Sealer;
use common::*;
use upstream_mocks::state::{Mock, Settings};

/// A Next stand-in that renders a page using the nonce it was given (as Next does), counting renders.
fn next_page(extra_header: Option<(&'static str, &'static str)>, status: StatusCode) -> Answerer {
    Arc::new(move |seen: &Seen| {
        let nonce = seen.headers.get("x-veneer-nonce").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
        let locale = seen.headers.get("x-veneer-locale").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
        let html = format!(
            "<html lang=\"{locale}\"><script nonce=\"{nonce}\">theme()</script><body>{}</body><script nonce=\"{nonce}\" src=\"/_next/a.js\"></script></html>",
            seen.path
        );
        let link = format!("</_next/a.css>; rel=preload; as=\"style\"; nonce=\"{nonce}\"");
        let mut response =
            (status, [("content-type", "text/html; charset=utf-8"), ("link", link.as_str())], html).into_response();
        if let Some((name, value)) = extra_header {
            response.headers_mut().insert(name, value.parse().unwrap());
        }
        response
    })
}

struct Site {
    bff: axum::Router,
    state: bff::AppState,
    renders: Arc<parking_lot::Mutex<Vec<Seen>>>,
    mock: Arc<Mock>,
}

async fn site(next: Answerer, pages_ttl: Duration) -> Site {
    let mock = Mock::new(Settings::default());
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let (next_url, renders) = recording_upstream(next).await;
    let mut config = config(&upstream, &next_url);
    config.brands[0].cache.pages = pages_ttl;
    config.brands[0].cache.visitor_status = Duration::from_millis(1);
    let state = bff::AppState::new(config, Sealer::random()).unwrap();
    Site { bff: bff::app(state.clone()), state, renders, mock }
}

/// The `'nonce-…'` of an answer's policy.
fn policy_nonce(reply: &Reply) -> String {
    let policy = reply.headers["content-security-policy"].to_str().unwrap();
    policy.split("'nonce-").nth(1).unwrap().split('\'').next().unwrap().to_owned()
}

async fn page(bff: &axum::Router, path: &str) -> (Reply, String) {
    let res = tower::ServiceExt::oneshot(
        bff.clone(),
        req("GET", path).header("cookie", "lang=en").body(Body::empty()).unwrap(),
    )
    .await
    .unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = http_body_util::BodyExt::collect(res.into_body()).await.unwrap().to_bytes();
    (Reply { status, headers, json: serde_json::Value::Null }, String::from_utf8(bytes.to_vec()).unwrap())
}

#[tokio::test]
async fn many_visitors_one_render_each_with_its_own_nonce() {
    let Site { bff, renders, .. } = site(next_page(None, StatusCode::OK), Duration::from_secs(30)).await;
    let answers = futures_util::future::join_all((0..50).map(|_| page(&bff, "/rng"))).await;
    assert_eq!(renders.lock().len(), 1, "Node rendered once");
    let rendered_with = renders.lock()[0].headers["x-veneer-nonce"].to_str().unwrap().to_owned();
    let mut nonces = std::collections::HashSet::new();
    for (reply, html) in &answers {
        assert_eq!(reply.status, StatusCode::OK);
        let nonce = policy_nonce(reply);
        assert_eq!(html.matches(&format!("nonce=\"{nonce}\"")).count(), 2, "{html}");
        assert!(!html.contains(&rendered_with), "the render's nonce leaked");
        assert!(reply.headers["link"].to_str().unwrap().contains(&format!("nonce=\"{nonce}\"")), "the preload's nonce");
        assert_eq!(reply.headers["content-length"].to_str().unwrap(), html.len().to_string());
        assert_eq!(reply.headers["cache-control"], "private, no-cache");
        nonces.insert(nonce);
    }
    assert_eq!(nonces.len(), 50, "a fresh nonce per response");
}

#[tokio::test]
async fn each_language_host_path_and_state_is_its_own_page() {
    let Site { bff, renders, mock, .. } = site(next_page(None, StatusCode::OK), Duration::from_secs(30)).await;
    let get = |path: &str, host: &str, lang: &str| {
        tower::ServiceExt::oneshot(
            bff.clone(),
            axum::extract::Request::get(path)
                .header("host", host)
                .header("cookie", format!("lang={lang}"))
                .body(Body::empty())
                .unwrap(),
        )
    };
    for (path, host, lang) in [
        ("/", "localhost", "en"),
        ("/", "localhost", "th"),
        ("/", "127.0.0.1", "en"),
        ("/rng", "localhost", "en"),
        ("/?x=1", "localhost", "en"),
    ] {
        get(path, host, lang).await.unwrap();
        get(path, host, lang).await.unwrap();
    }
    assert_eq!(renders.lock().len(), 5);
    mock.switches.write().maintenance = true;
    tokio::time::sleep(Duration::from_millis(10)).await;
    let maintenance = get("/", "localhost", "en").await.unwrap();
    assert_eq!(maintenance.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(renders.lock().len(), 6, "maintenance is another page");
    assert_eq!(renders.lock()[5].headers["x-veneer-state"], "maintenance");
}

#[tokio::test]
async fn what_must_not_be_kept_goes_to_node_every_time() {
    let Site { bff, renders, .. } = site(next_page(None, StatusCode::OK), Duration::from_secs(30)).await;
    for request in [
        || req("GET", "/rng").header("rsc", "1"),
        || req("GET", "/rng").header("next-router-prefetch", "1"),
        || req("GET", "/rng").header("next-router-state-tree", "%5B%5D"),
        || req("GET", "/rng?_rsc=abc"),
        || req("HEAD", "/rng"),
        || req("POST", "/rng").header("x-csrf", "1"),
    ] {
        let before = renders.lock().len();
        call(&bff, request().body(Body::empty()).unwrap()).await;
        call(&bff, request().body(Body::empty()).unwrap()).await;
        assert_eq!(renders.lock().len(), before + 2);
    }
    for (header, status) in [(Some(("set-cookie", "a=1")), StatusCode::OK), (None, StatusCode::NOT_FOUND)] {
        let Site { bff, renders, .. } = site(next_page(header, status), Duration::from_secs(30)).await;
        let (first, html) = page(&bff, "/x").await;
        page(&bff, "/x").await;
        assert_eq!(renders.lock().len(), 2, "{header:?} {status}");
        assert_eq!(first.status, status);
        assert!(html.contains(&format!("nonce=\"{}\"", policy_nonce(&first))), "the policy fits its own render");
    }
}

#[tokio::test]
async fn a_render_that_ignores_its_nonce_is_not_kept() {
    let stale =
        Arc::new(|_: &Seen| ([("content-type", "text/html")], "<script nonce=\"old\">x</script>").into_response());
    let Site { bff, renders, .. } = site(stale, Duration::from_secs(30)).await;
    page(&bff, "/").await;
    page(&bff, "/").await;
    assert_eq!(renders.lock().len(), 2);
}

#[tokio::test]
async fn region_blocked_pages_show_each_visitor_their_own_address() {
    let Site { bff, renders, mock, .. } = site(next_page(None, StatusCode::OK), Duration::from_secs(30)).await;
    mock.switches.write().blocked_ips = vec!["*".into()];
    for _ in 0..3 {
        assert_eq!(page(&bff, "/").await.0.status, StatusCode::UNAVAILABLE_FOR_LEGAL_REASONS);
    }
    assert_eq!(renders.lock().len(), 3);
}

#[tokio::test]
async fn kept_pages_expire_and_a_purge_empties_them() {
    let Site { bff, renders, state, .. } = site(next_page(None, StatusCode::OK), Duration::from_millis(200)).await;
    page(&bff, "/").await;
    page(&bff, "/").await;
    assert_eq!(renders.lock().len(), 1);
    tokio::time::sleep(Duration::from_millis(250)).await;
    page(&bff, "/").await;
    assert_eq!(renders.lock().len(), 2, "expired");
    state.purge_caches();
    page(&bff, "/").await;
    assert_eq!(renders.lock().len(), 3, "purged");
}

#[tokio::test]
async fn node_renders_kept_pages_uncompressed_and_the_bff_compresses_each_answer() {
    let Site { bff, renders, .. } = site(next_page(None, StatusCode::OK), Duration::from_secs(30)).await;
    let gzip = || req("GET", "/").header("accept-encoding", "gzip").body(Body::empty()).unwrap();
    let first = call(&bff, gzip()).await;
    let second = call(&bff, gzip()).await;
    assert_eq!(renders.lock().len(), 1);
    assert!(renders.lock()[0].headers.get("accept-encoding").is_none(), "the nonce must be findable");
    for reply in [first, second] {
        assert_eq!(reply.headers["content-encoding"], "gzip");
    }
}
