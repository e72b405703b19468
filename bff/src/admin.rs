//! The admin listener (`server.admin_listen`, loopback by default): operators' calls that must
//! never be reachable through the public port.
//!
//! | call | what |
//! |---|---|
//! | `GET /metrics` | Prometheus text ([`crate::metrics`]) |
//! | `GET /ready` | 200 when this replica can serve (its listeners are up, its configuration loaded, Redis answers when configured), else 503 (`bff_ready` says which it last answered); each upstream's state is in the body, not the status |
//! | `GET /healthz` | 200 while the process runs |
//! | `POST /cache/purge` | empties the public-answer and page caches |
//! | `GET /human-check/{id}` | a challenge's answer, only with `human_check.reveal_answers` (the e2e stack) |

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Serialize;
use upstream_protocol::envelope::Envelope;

use crate::AppState;
use crate::upstream::Outgoing;

/// The admin listener's routes: metrics, readiness, liveness, the cache purge and revealed human-check answers.
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/metrics", get(metrics))
        .route("/ready", get(ready))
        .route("/healthz", get(|| async { Json(Envelope::ok("ok")) }))
        .route("/cache/purge", post(purge))
        .route("/human-check/{id}", get(crate::human_check::reveal))
        .with_state(state)
}

async fn metrics() -> Response {
    let mut response = crate::metrics::render().into_response();
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"));
    response
}

/// The readiness body: whether this replica serves, and what it knows of what it depends on.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Readiness {
    /// Redis answers (`null` without Redis).
    redis: Option<bool>,
    upstreams: Vec<UpstreamReadiness>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct UpstreamReadiness {
    url: String,
    brands: Vec<String>,
    ready: bool,
}

/// Ready to serve: this answer comes from a replica whose listeners are up and whose configuration is
/// loaded, so only Redis (when configured: the shared limits and sessions' single-use marks) can make it
/// unready. An upstream that fails does not: the replica still serves pages and the last good public
/// answers, and the balancer has nowhere better to send the visitor. Each distinct upstream is still
/// asked for its RSA key (cheap, public, never cached), and its state reported in the body and in
/// `bff_upstream_up`: an answer below 500 in time, with its breaker closed, is up.
async fn ready(State(state): State<AppState>) -> Response {
    let brands = state.brands();
    let mut upstreams: Vec<UpstreamReadiness> = Vec::new();
    for brand in brands.all() {
        if let Some(known) = upstreams.iter_mut().find(|u| u.url == brand.upstream.url) {
            known.brands.push(brand.id.clone());
            continue;
        }
        let probe = state.upstream.send(Outgoing::get(brand, "/wps/session/key/rsa", "EN")).await;
        let ready = !state.upstream.is_open(brand) && probe.is_ok_and(|answer| !answer.status.is_server_error());
        ::metrics::gauge!(crate::metrics::UPSTREAM_UP, "upstream" => brand.upstream.url.clone())
            .set(f64::from(u8::from(ready)));
        upstreams.push(UpstreamReadiness { url: brand.upstream.url.clone(), brands: vec![brand.id.clone()], ready });
    }
    let redis = state.throttles.redis_reachable().await;
    let serving = redis != Some(false);
    ::metrics::gauge!(crate::metrics::READY).set(f64::from(u8::from(serving)));
    let status = if serving { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    let body = Envelope {
        success: serving,
        value: Some(Readiness { redis, upstreams }),
        message: String::new(),
        error_code: String::new(),
    };
    (status, Json(body)).into_response()
}

async fn purge(State(state): State<AppState>) -> Json<Envelope<&'static str>> {
    state.purge_caches();
    tracing::info!("caches purged");
    Json(Envelope::ok("purged"))
}
