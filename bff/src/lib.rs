//! Veneer's BFF: the one front door of every brand.
//!
//! Every request first passes the door ([`entry`]: framing, header size, canonical path, the
//! [`visitor`], security headers). Its brand comes from its `Host` ([`brand`]). Upstream calls
//! (`/wps`, `/lgw`, `/lotto/lgw`) are forwarded by the shared call catalogue in named phases over one
//! request context ([`forward`]): admitted, [`throttle`]d, human-checked, the account rules applied,
//! encrypted the upstream's way, sent and their effect on the sealed [`session`] applied. Everything
//! that talks to the upstream lives in [`upstream`]: the one client, its answers, breaker, retries, the
//! public-read cache and the public reads every reader shares (their HTML cleaned once: [`sanitize`]).
//! The BFF's own calls live under `/bff/` ([`bootstrap`], [`session::handler`], [`openapi`], [`assets`],
//! the [`human_check`] that guards logins, SMS codes and registrations, the third-party sign-in pop-up's
//! [`identity`] redirect and return page); everything else is a page, proxied to Next.js with the
//! visitor's system state and a Content-Security-Policy ([`pages`], [`csp`]). State-changing requests
//! need CSRF proof ([`csrf`]); single-use marks (human-check passes, idempotency keys) share one store
//! ([`marks`]). Every error is an upstream-shaped envelope ([`error`]) carrying a message key, its text
//! translated once, in the visitor's language, where the door answers ([`messages`]). Feature switches
//! are resolved per brand ([`features`]); answers that drift from what the front reads are counted
//! ([`shape`]); `bff doctor` checks an upstream before a brand goes live ([`doctor`]).
//!
//! # Layers
//!
//! Modules import each other downward only, never in a circle (`tests/it/layers.rs` keeps it so):
//!
//! | layer | modules | may import |
//! |---|---|---|
//! | processes | [`server`], [`admin`], [`reload`], [`doctor`], [`openapi`], [`typescript`], [`readme`] | everything below |
//! | door | [`entry`] | handlers and below |
//! | handlers | [`forward`], [`pages`], [`bootstrap`], [`assets`], [`identity`], [`human_check`], [`session::handler`] | outbound and below |
//! | outbound | [`upstream`] (client, answer, breaker, retries, cache, public reads) | request and below |
//! | request | [`brand`], [`visitor`], [`session`] (sealing, claims, cookies), [`csrf`], [`throttle`], [`marks`], [`features`], [`shape`] | foundation |
//! | foundation | [`config`], [`error`], [`messages`], [`metrics`], [`csp`], [`proxies`], [`sanitize`], [`clock`], [`next_headers`], [`trace`] | each other, without a circle |
//!
//! Within a layer imports go one way too: a folder's `mod.rs` declares and calls its modules, which never
//! import it back (`forward`'s phases share [`forward::context`]); `pages` imports `bootstrap`. This file is the composition root: it builds the
//! shared state every handler receives ([`AppState`]) and the router; no module calls back into the router.

pub mod admin;
pub mod assets;
pub mod bootstrap;
pub mod brand;
pub mod clock;
pub mod config;
pub mod csp;
pub mod csrf;
pub mod doctor;
pub mod entry;
pub mod error;
pub mod features;
pub mod forward;
pub mod human_check;
pub mod identity;
pub mod marks;
pub mod messages;
pub mod metrics;
pub mod next_headers;
pub mod openapi;
pub mod pages;
pub mod proxies;
pub mod readme;
pub mod reload;
pub mod sanitize;
pub mod server;
pub mod session;
pub mod shape;
pub mod throttle;
pub mod trace;
pub mod typescript;
pub mod upstream;
pub mod visitor;

use std::ops::Deref;
use std::sync::Arc;

use parking_lot::RwLock;

use axum::routing::{any, get, post};
use axum::{Json, Router, middleware};
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use upstream_protocol::envelope::Envelope;

use crate::brand::Brands;
use crate::config::{Config, Defaults};
use crate::messages::Messages;
use crate::pages::next::NextServer;
use crate::session::sealing::Sealer;
use crate::throttle::Throttles;
use crate::upstream::Upstream;
use crate::upstream::cache::PublicCache;

/// Everything the handlers share.
pub struct Shared {
    /// The process-wide settings, as loaded at start.
    pub config: Defaults,
    /// Swapped whole when the brand files change ([`reload`]).
    brands: RwLock<Arc<Brands>>,
    /// The one upstream client every brand's calls go through.
    pub upstream: Upstream,
    /// Seals and opens what the BFF hands browsers: session and captcha cookies, human-check challenges and passes.
    pub sealer: Sealer,
    /// Public upstream answers, shared by every reader of them.
    pub cache: PublicCache,
    /// The Next.js server pages are passed to.
    pub next: NextServer,
    /// Rendered pages kept a short while, served without asking Next.js.
    pub pages: pages::memory::PageCache,
    /// The throttles' token buckets (in this process, or in Redis with `throttle.redis`).
    pub throttles: Throttles,
    /// The BFF's own texts in every language, for the failures it words itself.
    pub messages: Messages,
    /// Single-use marks: human-check challenges answered and passes used, money submits' idempotency
    /// keys ([`marks`]).
    pub marks: marks::UsedMarks,
    /// The method each upstream takes the calls of two shapes by ([`forward::methods`]).
    pub methods: forward::methods::MethodMemory,
    /// Security headers of every answer, built once.
    pub answer_headers: entry::AnswerHeaders,
}

/// Cheap to clone: one `Arc`.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    /// Fails only on a malformed Redis URL (the connection itself is made on first use).
    pub fn new(config: Config, sealer: Sealer) -> Result<Self, redis::RedisError> {
        let Config { defaults, brands, locales_dir } = config;
        metrics::handle();
        Ok(Self(Arc::new(Shared {
            cache: PublicCache::new(defaults.cache.capacity, defaults.cache.stale_for),
            next: NextServer::new(&defaults.server.next_url, defaults.server.next_connect_timeout),
            pages: pages::memory::PageCache::new(defaults.cache.page_bytes),
            brands: RwLock::new(Arc::new(Brands::new(brands))),
            upstream: Upstream::new(&defaults.upstream),
            throttles: Throttles::new(defaults.throttle.redis.as_deref(), defaults.throttle.redis_timeout)?,
            messages: Messages::load(&locales_dir),
            marks: marks::UsedMarks::default(),
            methods: forward::methods::MethodMemory::default(),
            answer_headers: entry::AnswerHeaders::new(&defaults.security),
            sealer,
            config: defaults,
        })))
    }
}

impl Shared {
    /// The brands in force.
    pub fn brands(&self) -> Arc<Brands> {
        self.brands.read().clone()
    }

    /// New brands in force; cached answers were made under the old ones.
    pub fn replace_brands(&self, brands: Vec<config::Brand>) {
        *self.brands.write() = Arc::new(Brands::new(brands));
        self.purge_caches();
    }

    /// Empties the public-answer and page caches.
    pub fn purge_caches(&self) {
        self.cache.purge();
        self.pages.purge();
    }
}

/// The BFF's whole HTTP surface.
pub fn app(state: AppState) -> Router {
    // The BFF's own calls and the pages: state-changing requests need CSRF proof here. Upstream
    // calls never reach this router: the door hands them to their phases, which check CSRF with the
    // rest of the allow-list.
    let routes = Router::new()
        .route("/bff/healthz", get(healthz))
        .route("/bff/session", get(session::handler::view))
        .route("/bff/bootstrap", get(bootstrap::bootstrap))
        .route("/bff/openapi.json", get(openapi::openapi_json))
        .route("/bff/brand/{file}", get(assets::brand_file))
        .route("/bff/human-check", post(human_check::issue))
        .route("/bff/human-check/{id}", post(human_check::answer))
        .route(identity::RETURN_PATH, get(identity::finish))
        .route(identity::RETURN_SCRIPT_PATH, get(identity::finish_script))
        .route("/bff/identity/{channel}", get(identity::start))
        .route("/bff/{*rest}", any(not_found))
        .fallback(pages::proxy)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn(csrf::guard))
        .layer(CompressionLayer::new())
        .with_state(state.clone());
    // The door wraps the whole router: it must see the path before routing does.
    let door = ServiceBuilder::new()
        .layer(CatchPanicLayer::custom(|_| error::BffError::panic_response()))
        .layer(middleware::from_fn_with_state(state, entry::entry))
        .service(routes);
    Router::new().fallback_service(door)
}

/// `GET /bff/healthz`: liveness, on any host.
#[utoipa::path(get, path = "/bff/healthz", tag = "bff", responses((status = 200, body = Envelope<String>)))]
pub async fn healthz() -> Json<Envelope<&'static str>> {
    Json(Envelope::ok("ok"))
}

async fn not_found() -> error::BffError {
    error::BffError::NotFound
}

async fn method_not_allowed() -> error::BffError {
    error::BffError::MethodNotAllowed(&[upstream_protocol::catalogue::Method::Get])
}
