//! A stateful, strict stand-in for the upstream platform (`/wps`, `/lgw`, `/lotto/lgw`).
//!
//! Integrators and every test of Veneer develop against it instead of a live platform. It speaks the
//! upstream's protocol as `upstream-protocol` describes it: the [`gateway`] enforces the call
//! catalogue (one `Merchant`, methods, tokens, decryption of encrypted bodies) before the handlers,
//! one module per area, act on per-merchant state ([`state`]). `/__admin` ([`admin`]) flips
//! maintenance, region blocks and key rotation; `/assets` serves the art a CDN would.

pub mod admin;
pub mod assets;
pub mod content;
pub mod gateway;
pub mod member;
pub mod reply;
pub mod seed;
pub mod session;
pub mod state;
pub mod system;
pub mod wallet;

use std::sync::Arc;

use axum::Router;
use axum::http::StatusCode;
use axum::middleware;
use axum::response::IntoResponse;
use axum::routing::{delete, get};
use tower_http::trace::TraceLayer;
use upstream_protocol::envelope::code;

use crate::reply::Fail;
use crate::state::Mock;

/// The mock's whole HTTP surface.
pub fn app(mock: Arc<Mock>) -> Router {
    let upstream = Router::new()
        .route("/wps/session/key/rsa", get(session::rsa_key))
        .route("/wps/session/login", axum::routing::post(session::login))
        .route("/wps/session/logout", delete(session::logout).post(session::logout))
        .route("/wps/member/info", get(member::info))
        .route("/wps/v2/wallets/balance", get(wallet::balance))
        .route("/wps/system/status", get(system::status))
        .route("/wps/system/whitelabel", get(system::whitelabel))
        .route("/wps/relay/MCSFE_getListAnnouncements", get(content::announcements))
        .fallback(not_implemented)
        .layer(middleware::from_fn_with_state(mock.clone(), gateway::gateway));

    Router::new()
        .nest("/__admin", admin::router(mock.clone()))
        .route("/assets/banners/{name}", get(assets::banner))
        .fallback_service(upstream.with_state(mock.clone()))
        .layer(TraceLayer::new_for_http())
        .with_state(mock)
}

/// A catalogue call without a handler: a gap in the mock, reported as such.
async fn not_implemented() -> impl IntoResponse {
    Fail::new(StatusCode::NOT_IMPLEMENTED, code::FUNCTION_NOT_AVAILABLE, "The mock does not implement this call yet")
}
