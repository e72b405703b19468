//! What every request passes before routing, and every answer on its way out.
//!
//! In: a request framed with `Transfer-Encoding` is refused (400: browsers send `Content-Length`, and
//! a request with both is how smuggling starts); headers over `server.max_header_bytes` get 431; a
//! path that is not canonical (dot segments, doubled slashes, backslashes, percent-encoded dots,
//! slashes, backslashes, percents or NULs) is refused (400) before any route or allow-list sees it;
//! an absolute-form target must name the `Host` it is sent to. The visitor (address, TLS) is worked
//! out once here, and a request id assigned (any the client sent is replaced): it names the request in
//! every log line (a span), goes upstream and to Next as `x-request-id`, and comes back on the answer. The
//! request's trace is decided here too ([`crate::trace`]): a trusted proxy's `traceparent`, or a fresh one; its id
//! is a field of the same span.
//!
//! Out: `X-Content-Type-Options`, `Referrer-Policy`, `X-Frame-Options`, `Permissions-Policy` on
//! every answer, `Strict-Transport-Security` over TLS, and `Vary: Origin, Sec-Fetch-Site` on answers
//! to state-changing requests (whose CSRF verdict depends on them).

use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tracing::Instrument as _;

use crate::AppState;
use crate::error::BffError;
use crate::metrics::{self, Route};
use crate::trace;
use crate::upstream::REQUEST_ID;
use crate::visitor::Visitor;

/// The security headers that depend on configuration, as header values.
pub struct AnswerHeaders {
    permissions_policy: Option<HeaderValue>,
    hsts: HeaderValue,
}

impl AnswerHeaders {
    /// Built from `[security]`; a `permissions_policy` that is no valid header value is left out, with a warning.
    #[expect(clippy::expect_used, reason = "the HSTS value is ASCII text and digits")]
    pub fn new(security: &crate::config::SecurityConfig) -> Self {
        let permissions_policy = HeaderValue::from_str(&security.permissions_policy).ok();
        if permissions_policy.is_none() {
            tracing::warn!("security.permissions_policy is not a valid header value; it is left out");
        }
        let hsts = format!("max-age={}; includeSubDomains", security.hsts.as_secs());
        Self { permissions_policy, hsts: HeaderValue::from_str(&hsts).expect("digits are a valid header") }
    }
}

/// The door, around every request: its checks, request id, visitor and route, then the answer's security
/// headers, request id and metrics.
pub async fn entry(State(state): State<AppState>, mut request: Request, next: Next) -> Response {
    let started = Instant::now();
    let id = request_id();
    #[expect(clippy::expect_used, reason = "a request id is hex digits")]
    let id_value = HeaderValue::from_str(&id).expect("hex digits are a valid header");
    request.headers_mut().insert(REQUEST_ID, id_value.clone());
    let peer = request.extensions().get::<ConnectInfo<std::net::SocketAddr>>().map(|c| c.0.ip());
    let from_proxy = peer.is_some_and(|peer| state.config.server.trusted_proxies.contains(peer));
    let arrival = trace::arrive(request.headers(), from_proxy);
    let span = tracing::info_span!(
        "request",
        id = %id,
        trace_id = arrival.trace_id().map(tracing::field::display),
        method = %request.method(),
        path = %request.uri().path()
    );
    let trace = trace::begin(&span, arrival);
    let route = Route::of(request.uri().path());
    let (route, mut response) =
        trace::scope(trace, door(state, request, next, route, peer).instrument(span.clone())).await;
    response.headers_mut().insert(REQUEST_ID, id_value);
    let status = response.status();
    let elapsed = started.elapsed();
    ::metrics::counter!(metrics::REQUESTS, "route" => route.label(), "status" => metrics::status_label(status))
        .increment(1);
    ::metrics::histogram!(metrics::REQUEST_SECONDS, "route" => route.label()).record(elapsed.as_secs_f64());
    span.in_scope(|| tracing::info!(status = status.as_u16(), micros = elapsed.as_micros() as u64, "answered"));
    response
}

/// The checks, the route, the security headers; and the route class the answer counts under.
async fn door(
    state: AppState,
    mut request: Request,
    next: Next,
    route: Route,
    peer: Option<std::net::IpAddr>,
) -> (Route, Response) {
    let server = &state.config.server;
    let refusal = if request.headers().contains_key(header::TRANSFER_ENCODING) {
        Some(BffError::BadFraming)
    } else if header_bytes(request.headers()) > server.max_header_bytes {
        Some(BffError::HeadersTooLarge(server.max_header_bytes))
    } else if !is_canonical(request.uri().path()) || !names_its_host(&request) {
        Some(BffError::BadPath)
    } else {
        None
    };
    if let Some(refusal) = refusal {
        tracing::info!(%refusal, "refused at the door");
        return (Route::Refused, with_security_headers(&state, refusal.into_response(), false, false));
    }
    let visitor = Visitor::from_parts(request.headers(), peer, &server.trusted_proxies);
    let changes_state = !matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    // Upstream calls go straight to their phases: no routing, no layers on the busiest path.
    let response = if route == Route::Upstream {
        crate::forward::serve(&state, visitor, request).await
    } else {
        request.extensions_mut().insert(visitor);
        next.run(request).await
    };
    (route, with_security_headers(&state, response, visitor.over_tls, changes_state))
}

/// 128 random bits as 32 hex digits, from the thread's generator (no system call per request).
fn request_id() -> String {
    let bits: u128 = rand::Rng::r#gen(&mut rand::thread_rng());
    format!("{bits:032x}")
}

/// The sum of header names and values, as the limit counts them.
fn header_bytes(headers: &HeaderMap) -> usize {
    headers.iter().map(|(name, value)| name.as_str().len() + value.len()).sum()
}

/// No `.` or `..` segments, no empty segments, no backslash, nothing percent-encoded that could
/// become one of those (or a NUL) when someone decodes it.
pub fn is_canonical(path: &str) -> bool {
    if !path.starts_with('/') || path.contains('\\') {
        return false;
    }
    let lower = path.to_ascii_lowercase();
    if ["%2e", "%2f", "%5c", "%25", "%00"].iter().any(|encoded| lower.contains(encoded)) {
        return false;
    }
    let segments: Vec<&str> = path[1..].split('/').collect();
    let last = segments.len() - 1;
    segments.iter().enumerate().all(|(i, segment)| match *segment {
        "." | ".." => false,
        // `/` alone, or a trailing slash, leaves one empty segment at the end.
        "" => i == last,
        _ => segment.bytes().all(|b| b > 0x20 && b != 0x7f),
    })
}

/// An absolute-form target (`GET http://host/path`) or an HTTP/2 authority must be the `Host` sent.
fn names_its_host(request: &Request) -> bool {
    let Some(authority) = request.uri().authority() else { return true };
    match request.headers().get(header::HOST).and_then(|h| h.to_str().ok()) {
        Some(host) => host.eq_ignore_ascii_case(authority.as_str()),
        None => true,
    }
}

fn with_security_headers(state: &AppState, mut response: Response, over_tls: bool, changes_state: bool) -> Response {
    let headers = response.headers_mut();
    let mut set = |name: HeaderName, value: HeaderValue| {
        headers.entry(name).or_insert(value);
    };
    set(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    set(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
    set(header::X_FRAME_OPTIONS, HeaderValue::from_static("SAMEORIGIN"));
    if let Some(policy) = &state.answer_headers.permissions_policy {
        set(HeaderName::from_static("permissions-policy"), policy.clone());
    }
    if over_tls {
        set(header::STRICT_TRANSPORT_SECURITY, state.answer_headers.hsts.clone());
    }
    if changes_state {
        headers.append(header::VARY, HeaderValue::from_static("Origin, Sec-Fetch-Site"));
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_canonical_paths_pass() {
        for good in ["/", "/wps/system/status", "/rng", "/bff/brand/logo.svg", "/help/", "/a-b_c.d~e"] {
            assert!(is_canonical(good), "{good}");
        }
        for bad in [
            "/wps/relay/../../__admin/faults",
            "/wps/./system/status",
            "/wps//system/status",
            "/wps/relay/%2e%2e/%2E%2E/__admin",
            "/wps/relay%2fsystem",
            "/wps\\system",
            "/wps/%5csystem",
            "/wps/%252e%252e/x",
            "/wps/%00",
            "/..",
            "//evil.example/wps",
            "wps/system",
        ] {
            assert!(!is_canonical(bad), "{bad}");
        }
    }
}
