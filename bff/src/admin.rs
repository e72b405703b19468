//! The admin listener (`server.admin_listen`, loopback by default): operators' calls that must
//! never be reachable through the public port.
//!
//! | call | what |
//! |---|---|
//! | `GET /metrics` | Prometheus text ([`crate::metrics`]) |
//! | `GET /ready` | 200 when every brand's upstream answers and no breaker is open, else 503 |
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

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct UpstreamReadiness {
    url: String,
    brands: Vec<String>,
    ready: bool,
}

/// Each distinct upstream is asked for its RSA key (cheap, public, never cached): an answer below 500
/// in time, with its breaker closed, is ready.
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
        upstreams.push(UpstreamReadiness { url: brand.upstream.url.clone(), brands: vec![brand.id.clone()], ready });
    }
    let all_ready = upstreams.iter().all(|u| u.ready);
    let status = if all_ready { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    let body =
        Envelope { success: all_ready, value: Some(upstreams), message: String::new(), error_code: String::new() };
    (status, Json(body)).into_response()
}

async fn purge(State(state): State<AppState>) -> Json<Envelope<&'static str>> {
    state.purge_caches();
    tracing::info!("caches purged");
    Json(Envelope::ok("purged"))
}
