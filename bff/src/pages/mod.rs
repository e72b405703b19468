//! Everything that is not an API call goes to the Next.js server, with the brand, the visitor's
//! system state (normal, maintenance, region-blocked), address and locale in headers only the BFF
//! sets, and without the BFF's cookies (Next never needs the token). Every page gets a
//! Content-Security-Policy with a fresh nonce ([`csp`]). Page HTML is the same for every visitor of a
//! brand × host × language × path, so the BFF keeps it a short while and serves it without asking
//! Node ([`memory`]).

pub mod gate;
pub mod memory;
pub mod next;

use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::AppState;
use crate::brand::CurrentBrand;
use crate::config::Brand;
use crate::session::cookies::Session;
use crate::visitor::Visitor;

/// The handler.
pub async fn proxy(
    State(state): State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    request: Request,
) -> Response {
    // Each step's future is boxed: together (the caches' futures are large) they would make the
    // handler's future tens of kilobytes, copied as it is moved.
    let (parts, body) = request.into_parts();
    let result = if is_document(parts.uri.path()) {
        let gate = Box::pin(gate::gate(&state, &brand, visitor, &parts.headers)).await;
        if needs_login(&state, &brand, &gate, &parts) {
            return to_login();
        }
        match memory::PageKey::of(&brand, &visitor, &parts, &gate) {
            Some(key) => Ok(Box::pin(memory::serve(&state, &brand, visitor, &gate, &parts, key)).await),
            None => Box::pin(next::pass(&state, &brand, visitor, Some(&gate), parts, body)).await,
        }
    } else {
        Box::pin(next::pass(&state, &brand, visitor, None, parts, body)).await
    };
    result.unwrap_or_else(IntoResponse::into_response)
}

/// The pages every visitor may see under it (spec 000 §4: login, register, register.html, helpmc, download).
pub const PUBLIC_PAGES: [&str; 6] = ["/login", "/register", "/register/", "/register.html", "/helpmc", "/down"];

/// Whether this page must not be shown: the login-only setting is on, the site is up (maintenance and
/// region pages show to everyone), the page is not public and the visitor has no live session.
fn needs_login(state: &AppState, brand: &Brand, gate: &gate::Gate, parts: &Parts) -> bool {
    gate.login_only
        && gate.system == gate::SystemState::Normal
        && !PUBLIC_PAGES.contains(&parts.uri.path())
        && Session::read(state, &brand.id, &parts.headers).claims().is_none()
}

/// `303 See Other` to `/login`, never kept by a cache.
fn to_login() -> Response {
    let mut response = StatusCode::SEE_OTHER.into_response();
    let headers = response.headers_mut();
    headers.insert(header::LOCATION, HeaderValue::from_static("/login"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::VARY, HeaderValue::from_static("Cookie"));
    response
}

/// Documents and navigation payloads are gated; static files are not.
fn is_document(path: &str) -> bool {
    if path.starts_with("/_next/static/") || path.starts_with("/_next/image") {
        return false;
    }
    let last = path.rsplit('/').next().unwrap_or_default();
    !last.contains('.') || last.ends_with(".html")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn static_files_skip_the_gate_but_pages_do_not() {
        assert!(is_document("/"));
        assert!(is_document("/index.html"));
        assert!(is_document("/rng"));
        assert!(!is_document("/_next/static/chunks/app.js"));
        assert!(!is_document("/favicon.ico"));
    }
}
