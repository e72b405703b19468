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
//! # Inside: four layers, imports pointing down
//!
//! ```text
//! root   lib.rs (app, event handlers, gateway rules) · main.rs · state.rs (Db, Mock, Ctx) · seed.rs
//!        · the admin composition: admin.rs, admin_call.rs, admin_resource.rs, admin_openapi.rs
//!   ↓ imports anything below
//! areas  access → system, wallet · agent → games, wallet · games → lottery, wallet · rewards → wallet
//!   ↓ import the core, the base, and of the root only state.rs, admin_call.rs, admin_resource.rs
//! core   gateway, input, reply, events, switches, ledger, calendar, locale, journal, faults, dialect,
//!        persist, scenario, assets: no area, nothing of the root, no circle
//!   ↓
//! base   base.rs: now_ms, MemberId, Member, customer types, money, row replacement, demo accounts;
//!        imports nothing of the crate
//! ```
//!
//! `tests/it/areas.rs` keeps it so: the areas import each other along the arrows only, the areas
//! import of the root only `state.rs` and the admin row and resource (a fresh seed is `Db::seeded()`),
//! the core imports no area and nothing of the root and holds no circle, the base imports nothing.
//! `state.rs` is the one upward step, for the areas only: it composes each merchant's [`state::Db`] of
//! every area's part and the [`state::Mock`] of the core's (faults, journal, dialect) and two areas'
//! shared parts, and every area's handler is given that `Mock` ([`state::Ctx`]). The core takes of it
//! only the part it uses, or a small trait this root implements for `Mock` ([`gateway::Upstream`],
//! [`scenario::Stage`], [`persist::Saved`]; [`persist::Restore`] for its settings; [`events::Routes`]
//! for `Db` here), so no import circle passes through the core.
//!
//! - **In**: the [`gateway`] admits a call (merchant, catalogue, method, token, decryption) and hands
//!   its handler a [`gateway::Ctx`]; handlers read queries and bodies only through [`input`], so bad
//!   input is always `request_param_err` in the envelope. The checks it needs an area for (a module
//!   switched off, a trial account's refusal) are [`gateway::Rules`] this file hands in.
//! - **Out**: [`reply`]: `Answer` and `Fail` (the envelope), `Bare` and `BareFail` (the lottery
//!   gateway's bare objects).
//! - **Areas**, one folder each: [`access`] (sign-in: [`access::session`]; the member record:
//!   [`access::member`]), [`system`], [`content`], [`games`], [`lottery`], [`wallet`], [`rewards`],
//!   [`agent`]. Each owns its state (a field of [`state::Db`]), its seed, its calls, its art and its
//!   `/__admin` calls, and is known by one name: its folder, its admin path (`/__admin/<area>/…`)
//!   and its key in the data file.
//! - **Across areas**: an effect that would go against the areas' direction is an [`events::Event`]
//!   the area emits; [`events::emit`] hands it to the handlers the areas register here
//!   ([`events::Routes`] for `Db`: [`rewards::on_event`] grants the wheel ticket for a credited
//!   deposit and files mailbox notices); or a function this file hands in (the status answer's
//!   registration rules and a bank card's registered real name, read by access). Along the import
//!   direction an area asks another through its functions; no area names another's field of
//!   [`state::Db`] (`tests/it/areas.rs`). A fact several areas need about a member lives in the shared
//!   [`base::Member`] (`upline`, `referrer`).
//! - **The root**: this file composes [`app`] from every module, [`serve`]s it through the
//!   [`faults`]' listener and carries scenarios out through it ([`apply_scenario`]); no module calls
//!   back into it (`tests/it/areas.rs`), and the scenario's admin call is handed [`app`] as a
//!   [`scenario::Surface`]. [`state`], [`seed`] and [`admin`] compose the areas' state, seeds and
//!   admin calls.
//! - **The admin composition** (root): [`admin`] gathers the calls, each a row of [`admin_call`] (made on
//!   the `Mock`); [`admin_resource`] is what every content kind answers, [`admin_openapi`] the rows'
//!   description.
//! - **Core beside the upstream's surface**: [`journal`], [`scenario`], [`switches`], [`faults`],
//!   [`dialect`] (answering as another upstream would), [`assets`], [`persist`]; and shared: [`ledger`]
//!   (money movements and bets), [`calendar`], [`locale`].

pub mod access;
pub mod admin;
pub mod admin_call;
pub mod admin_openapi;
pub mod admin_resource;
pub mod agent;
pub mod assets;
pub mod base;
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
pub mod persist;
pub mod reply;
pub mod rewards;
pub mod scenario;
pub mod seed;
pub mod state;
pub mod switches;
pub mod system;
pub mod wallet;

/// The sign-in and member-record calls, part of the access area (kept at their old paths for users
/// of the library: `upstream_mocks::session::spawn_idle_sweeper`).
pub use access::{member, session};

use std::sync::Arc;

use axum::Router;
use axum::http::StatusCode;
use axum::middleware;
use axum::response::IntoResponse;
use tower_http::trace::TraceLayer;
use upstream_protocol::envelope::code;

use crate::reply::Fail;
use crate::state::{Db, Mock};

/// Who reacts to the areas' [`events`]: each area that reacts registers its handler here, and
/// [`events::emit`] hands every event to each in turn.
impl events::Routes for Db {
    const HANDLERS: &'static [events::Handler<Self>] = &[rewards::on_event];
}

/// Serves the mock on `listener`, through the [`faults`]' listener (refused and reset connections),
/// with graceful shutdown on `shutdown`.
pub async fn serve(
    listener: tokio::net::TcpListener,
    mock: Arc<Mock>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let app = app(mock.clone()).into_make_service_with_connect_info::<faults::PeerAddr>();
    let listener = faults::FaultyListener::new(listener, mock.faults.clone(), mock.connections.clone())?;
    axum::serve(listener, app).with_graceful_shutdown(shutdown).await
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

/// The areas' checks the [`gateway`] applies before any handler (handed in: it imports no area).
const GATEWAY_RULES: gateway::Rules<Mock> =
    gateway::Rules { module_enabled: system::module_enabled, trial_refusal: access::trial_refusal };

/// The mock's whole HTTP surface.
pub fn app(mock: Arc<Mock>) -> Router {
    // One router per area; the gateway enforces the protocol in front of all of them.
    let upstream = Router::new()
        .merge(access::routes())
        .merge(system::routes(access::register_rules))
        .merge(content::routes())
        .merge(games::routes())
        .merge(lottery::routes())
        .merge(wallet::routes(access::registered_real_name))
        .merge(rewards::routes())
        .merge(agent::routes())
        .fallback(not_implemented)
        .layer(middleware::from_fn_with_state(
            gateway::Gate { mock: mock.clone(), rules: GATEWAY_RULES },
            gateway::gateway::<Mock>,
        ))
        // A handler's bug answers 500 in the envelope (and the journal shows it), never a dropped connection.
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(handler_panicked))
        .layer(middleware::from_fn_with_state(mock.journal.clone(), journal::record));

    // Files a CDN would serve (art, game pages): outside the upstream's gateway.
    Router::new()
        .nest("/__admin", admin::router(mock.clone(), scenario::Surface(app)))
        .merge(assets::routes())
        .merge(content::public_files())
        .merge(lottery::public_files())
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
