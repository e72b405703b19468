//! Veneer's BFF: the one front door of every brand.
//!
//! A request's brand comes from its `Host` ([`brand`]). Upstream calls (`/wps`, `/lgw`,
//! `/lotto/lgw`) are forwarded by the shared call catalogue ([`forward`]): merchant headers added,
//! bodies encrypted the upstream's way, public reads cached ([`cache`]), the upstream token kept in
//! a sealed cookie ([`session`]) through one client ([`upstream`]). State-changing calls need CSRF
//! proof ([`csrf`]). The BFF's own calls live under `/bff/` (first paint's configuration in one
//! answer: [`bootstrap`]); everything else is a page, proxied to
//! Next.js with the visitor's system state ([`pages`]). Upstream HTML is cleaned once ([`sanitize`]). Every error is an upstream-shaped envelope
//! ([`error`]).

pub mod assets;
pub mod bootstrap;
pub mod brand;
pub mod cache;
pub mod config;
pub mod csp;
pub mod csrf;
pub mod error;
pub mod forward;
pub mod openapi;
pub mod pages;
pub mod sanitize;
pub mod session;
pub mod typescript;
pub mod upstream;
pub mod visitor;

use std::ops::Deref;
use std::sync::Arc;

use axum::http::{HeaderName, HeaderValue};
use axum::routing::{any, get};
use axum::{Json, Router, middleware};
use tower::ServiceBuilder;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::trace::TraceLayer;
use upstream_protocol::envelope::Envelope;

use crate::brand::Brands;
use crate::cache::PublicCache;
use crate::config::{Config, Defaults};
use crate::pages::NextServer;
use crate::session::Sealer;
use crate::upstream::Upstream;

/// Everything the handlers share.
pub struct Shared {
    pub config: Defaults,
    pub brands: Brands,
    pub upstream: Upstream,
    pub sealer: Sealer,
    pub cache: PublicCache,
    pub next: NextServer,
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
    pub fn new(config: Config, sealer: Sealer) -> Self {
        let Config { defaults, brands } = config;
        Self(Arc::new(Shared {
            cache: PublicCache::new(defaults.cache.capacity, defaults.cache.stale_for),
            next: NextServer::new(&defaults.server.next_url),
            brands: Brands::new(brands),
            upstream: Upstream::new(),
            sealer,
            config: defaults,
        }))
    }
}

/// The BFF's whole HTTP surface.
pub fn app(state: AppState) -> Router {
    let header = |name: &'static str, value: &'static str| {
        SetResponseHeaderLayer::if_not_present(HeaderName::from_static(name), HeaderValue::from_static(value))
    };
    Router::new()
        .route("/bff/healthz", get(healthz))
        .route("/bff/session", get(session::view))
        .route("/bff/bootstrap", get(bootstrap::bootstrap))
        .route("/bff/openapi.json", get(openapi::openapi_json))
        .route("/bff/brand/{file}", get(assets::brand_file))
        .route("/bff/{*rest}", any(not_found))
        .route("/wps/{*rest}", any(forward::forward))
        .route("/lgw/{*rest}", any(forward::forward))
        .route("/lotto/lgw/{*rest}", any(forward::forward))
        .fallback(pages::proxy)
        .layer(
            ServiceBuilder::new()
                .layer(CatchPanicLayer::custom(|_| error::BffError::UpstreamUnavailable.into_response_for_panic()))
                .layer(TraceLayer::new_for_http())
                .layer(header("x-content-type-options", "nosniff"))
                .layer(header("referrer-policy", "strict-origin-when-cross-origin"))
                .layer(header("x-frame-options", "SAMEORIGIN"))
                .layer(CompressionLayer::new())
                .layer(middleware::from_fn(csrf::guard)),
        )
        .with_state(state)
}

/// `GET /bff/healthz`: liveness, on any host.
#[utoipa::path(get, path = "/bff/healthz", tag = "bff", responses((status = 200, body = Envelope<String>)))]
pub async fn healthz() -> Json<Envelope<&'static str>> {
    Json(Envelope::ok("ok"))
}

async fn not_found() -> error::BffError {
    error::BffError::NotFound
}
