//! A stateful, strict stand-in for the upstream platform (`/wps`, `/lgw`, `/lotto/lgw`).
//!
//! Integrators and every test of Veneer develop against it instead of a live platform. It speaks the
//! upstream's protocol as `upstream-protocol` describes it: the [`gateway`] enforces the call
//! catalogue (one `Merchant`, methods, tokens, decryption of encrypted bodies) before the handlers,
//! one module per area, act on per-merchant state ([`state`]). `/__admin` ([`admin`]) flips
//! maintenance, region blocks and key rotation, replaces the site's content through one resource
//! per kind ([`admin_resource`]), lists what reached the upstream surface ([`journal`]), carries out
//! scenario files ([`scenario`]) and describes itself ([`admin_openapi`]); its router and its
//! description are made from the same rows ([`admin_call`]), each area describing its own calls.
//! `/assets` serves the art a CDN would.
//!
//! # Inside: one way in, one way out
//!
//! - **In**: the [`gateway`] admits a call (merchant, catalogue, method, token, decryption) and hands
//!   its handler a [`gateway::Ctx`]; handlers read queries and bodies only through [`input`], so bad
//!   input is always `request_param_err` in the envelope.
//! - **Out**: [`reply`]: `Answer` and `Fail` (the envelope), `Bare` and `BareFail` (the lottery
//!   gateway's bare objects).
//! - **Areas**, one folder each: [`access`], [`system`], [`content`], [`games`], [`lottery`],
//!   [`wallet`], [`rewards`], [`agent`]. Each owns its state (a field of [`state::Db`]), its seed, its
//!   calls and its `/__admin` calls, and is known by one name: its folder, its admin path
//!   (`/__admin/<area>/…`) and its key in the data file. They import one another in one direction
//!   only, `tests/areas.rs` keeps it so:
//!   access → system, wallet; agent → games, wallet; games → lottery, wallet; rewards → wallet.
//! - **Across areas**: an effect that would go against that direction is an [`events::Event`] the
//!   area emits and [`events::emit`] routes (a credited deposit grants the wheel ticket and a mailbox
//!   notice), or a function [`app`] hands in (the status answer's registration rules and a bank
//!   card's registered real name, read by access). Along the import direction an area asks another
//!   through its functions; no area names another's field of [`state::Db`] (`tests/areas.rs`). A
//!   fact several areas need about a member lives in the shared [`state::Member`] (`upline`,
//!   `referrer`).
//! - **Shared core**: [`state`] (the mock, each merchant's [`state::Db`], members and sessions),
//!   [`ledger`] (money movements and bets), [`calendar`], [`locale`], [`session`] and [`member`] (the
//!   sign-in and member-record calls), [`seed`], [`persist`].
//! - **The root**: this file composes [`app`] from every module, [`serve`]s it through the
//!   [`faults`]' listener and carries scenarios out through it ([`apply_scenario`]); no module calls
//!   back into it (`tests/areas.rs`), and the scenario's admin call is handed [`app`] as a
//!   [`scenario::Surface`].
//! - **Beside the upstream's surface**: [`admin`], [`admin_call`], [`admin_resource`], [`admin_openapi`], [`journal`],
//!   [`scenario`], [`faults`], [`dialect`] (answering as another upstream would), [`assets`].

pub mod access;
pub mod admin;
pub mod admin_call;
pub mod admin_openapi;
pub mod admin_resource;
pub mod agent;
pub mod assets;
pub mod calendar;
pub mod content;
pub mod dialect;
pub mod events;
pub mod faults;
pub mod games;
pub mod gateway;
pub mod input;
pub mod journal;
pub mod ledger;
pub mod locale;
pub mod lottery;
pub mod member;
pub mod persist;
pub mod reply;
pub mod rewards;
pub mod scenario;
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
use tower_http::trace::TraceLayer;
use upstream_protocol::envelope::code;

use crate::reply::Fail;
use crate::state::Mock;

/// Serves the mock on `listener`, through the [`faults`]' listener (refused and reset connections),
/// with graceful shutdown on `shutdown`.
pub async fn serve(
    listener: tokio::net::TcpListener,
    mock: Arc<Mock>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = app(mock.clone()).into_make_service_with_connect_info::<faults::PeerAddr>();
    axum::serve(faults::FaultyListener::new(listener, mock)?, app).with_graceful_shutdown(shutdown).await
}

/// Carries `scenario` out through the mock's own surface (see [`scenario::apply`]).
pub async fn apply_scenario(mock: &Arc<Mock>, scenario: &scenario::Scenario) -> Result<(), String> {
    scenario::apply(mock, scenario::Surface(app), scenario).await
}

fn handler_panicked(panic: Box<dyn std::any::Any + Send>) -> axum::response::Response {
    let what = panic.downcast_ref::<String>().map(String::as_str).or_else(|| panic.downcast_ref::<&str>().copied());
    tracing::error!(panic = what.unwrap_or("?"), "a handler panicked");
    Fail::new(StatusCode::INTERNAL_SERVER_ERROR, "system.error", "System error").into_response()
}

/// The mock's whole HTTP surface.
pub fn app(mock: Arc<Mock>) -> Router {
    // One router per area; the gateway enforces the protocol in front of all of them.
    let upstream = Router::new()
        .merge(session::routes())
        .merge(member::routes())
        .merge(access::routes())
        .merge(system::routes(access::register_rules))
        .merge(content::routes())
        .merge(games::routes())
        .merge(lottery::routes())
        .merge(wallet::routes(access::registered_real_name))
        .merge(rewards::routes())
        .merge(agent::routes())
        .fallback(not_implemented)
        .layer(middleware::from_fn_with_state(mock.clone(), gateway::gateway))
        // A handler's bug answers 500 in the envelope (and the journal shows it), never a dropped connection.
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(handler_panicked))
        .layer(middleware::from_fn_with_state(mock.clone(), journal::record));

    // Files a CDN would serve (art, game pages): outside the upstream's gateway.
    Router::new()
        .nest("/__admin", admin::router(mock.clone(), scenario::Surface(app)))
        .merge(assets::routes())
        .merge(games::public_files())
        .merge(rewards::public_files())
        .merge(access::identity_pages())
        .fallback_service(upstream.with_state(mock.clone()))
        .layer(TraceLayer::new_for_http())
        .with_state(mock)
}

/// A catalogue call without a handler: a gap in the mock, reported as such.
async fn not_implemented() -> impl IntoResponse {
    Fail::new(StatusCode::NOT_IMPLEMENTED, code::FUNCTION_NOT_AVAILABLE, "The mock does not implement this call yet")
}

#[cfg(test)]
mod tests {
    use http_body_util::BodyExt as _;

    use super::*;

    #[tokio::test]
    async fn a_panicking_handler_answers_a_500_envelope() {
        let response = handler_panicked(Box::new("attempt to multiply with overflow"));
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = response.into_body().collect().await.unwrap().to_bytes();
        let envelope: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            (envelope["success"].as_bool(), envelope["errorCode"].as_str()),
            (Some(false), Some("system.error"))
        );
    }
}
