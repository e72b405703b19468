//! The Next.js server: a page request passed on with the BFF's headers (brand, system state, client
//! address, locale, the trace) and without the BFF's cookies, and its answer finished with the page's policy.

use axum::body::Body;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header};
use axum::response::Response;
use futures_util::TryStreamExt as _;
use tracing::Instrument as _;

use super::gate::{Gate, SystemState};
use crate::AppState;
use crate::brand::language_of;
use crate::config::Brand;
use crate::csp;
use crate::error::BffError;
use crate::session::cookies;
use crate::trace;
use crate::visitor::Visitor;

/// Headers the BFF sets for Next; a browser's copies are dropped.
pub use crate::next_headers::{
    BRAND as BRAND_HEADER, CLIENT_IP as CLIENT_IP_HEADER, LOCALE as LOCALE_HEADER, STATE as STATE_HEADER,
};

/// The Next.js server.
pub struct NextServer {
    http: reqwest::Client,
    base: String,
}

/// How long an idle connection to Next.js is kept.
const NEXT_IDLE: std::time::Duration = std::time::Duration::from_secs(4);

impl NextServer {
    /// A client of the Next.js server at `base` (redirects are passed to the browser, not followed).
    #[expect(
        clippy::expect_used,
        reason = "the options are fixed here; a client that cannot build (no TLS backend) stops the BFF at start"
    )]
    pub fn new(base: &str, connect_timeout: std::time::Duration) -> Self {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(connect_timeout)
            // Idle connections are dropped before the server drops them (Node's keep-alive timeout is 5 s,
            // HAProxy's 10 s): a page sent on a connection the server is closing fails (`make soak` saw it).
            .pool_idle_timeout(NEXT_IDLE)
            .tcp_nodelay(true)
            .build()
            .expect("the HTTP client builds");
        Self { http, base: base.trim_end_matches('/').to_owned() }
    }
}

/// A request to Next for this page, with the BFF's headers and, for a document, the policy and nonce.
pub(super) fn to_next(
    state: &AppState,
    brand: &Brand,
    visitor: Visitor,
    gate: Option<(&Gate, &str)>,
    parts: &Parts,
) -> reqwest::RequestBuilder {
    let path_and_query = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{}", state.next.base, path_and_query);
    let mut headers = HeaderMap::new();
    for (name, value) in &parts.headers {
        if !is_hop_by_hop(name) && !is_forgeable(name) && *name != header::HOST && *name != header::COOKIE {
            headers.append(name.clone(), value.clone());
        }
    }
    let cookies: Vec<String> = cookies::cookies(&parts.headers)
        .filter(|c| !cookies::is_ours(c.name()))
        .map(|c| c.stripped().to_string())
        .collect();
    if !cookies.is_empty()
        && let Ok(value) = HeaderValue::from_str(&cookies.join("; "))
    {
        headers.insert(header::COOKIE, value);
    }
    let set = |headers: &mut HeaderMap, name: &'static str, value: &str| {
        if let Ok(value) = HeaderValue::from_str(value) {
            headers.insert(HeaderName::from_static(name), value);
        }
    };
    set(&mut headers, BRAND_HEADER, &brand.id);
    set(&mut headers, STATE_HEADER, gate.map_or(SystemState::Normal, |(g, _)| g.system).as_str());
    set(&mut headers, LOCALE_HEADER, language_of(brand, &parts.headers).code);
    if let Some(ip) = visitor.ip {
        set(&mut headers, CLIENT_IP_HEADER, &ip.to_string());
        set(&mut headers, "x-forwarded-for", &ip.to_string());
    }
    if let Some(host) = parts.headers.get(header::HOST).and_then(|h| h.to_str().ok()) {
        set(&mut headers, "x-forwarded-host", host);
    }
    set(&mut headers, "x-forwarded-proto", if visitor.over_tls { "https" } else { "http" });
    if let Some((gate, nonce)) = gate {
        set(&mut headers, csp::HEADER, &csp::policy(nonce, &gate.sources));
        set(&mut headers, csp::NONCE_HEADER, nonce);
    }
    state.next.http.request(parts.method.clone(), url).headers(headers).timeout(state.config.server.next_timeout)
}

/// Sends a request to Next and waits for its answer's head, in the page render's span (exported with
/// `[telemetry]`; the `traceparent` Next gets names it).
pub(super) async fn ask_next(request: reqwest::RequestBuilder) -> Result<reqwest::Response, BffError> {
    let asked = async {
        let mut trace = HeaderMap::new();
        trace::outgoing(&mut trace);
        request.headers(trace).send().await.map_err(|error| {
            if error.is_timeout() {
                BffError::UpstreamTimeout
            } else {
                tracing::error!(%error, "the Next.js server is unreachable");
                BffError::UpstreamUnavailable
            }
        })
    };
    asked.instrument(tracing::debug_span!("next", otel.kind = "client")).await
}

/// A page or file passed through as Next answers it, streamed.
pub(super) async fn pass(
    state: &AppState,
    brand: &Brand,
    visitor: Visitor,
    gate: Option<&Gate>,
    parts: Parts,
    body: Body,
) -> Result<Response, BffError> {
    let nonce = gate.map(|_| csp::nonce());
    let request = to_next(state, brand, visitor, gate.zip(nonce.as_deref()), &parts);
    let response = ask_next(request.body(reqwest::Body::wrap_stream(body.into_data_stream()))).await?;
    let status = response.status();
    let headers = answer_headers(response.headers());
    let stream = response.bytes_stream().map_err(std::io::Error::other);
    Ok(finish(brand, gate.zip(nonce.as_deref()), status, headers, Body::from_stream(stream)))
}

/// Next's answer headers the browser may see: not hop-by-hop, not Next's own policy.
pub(super) fn answer_headers(from_next: &HeaderMap) -> HeaderMap {
    let mut headers = HeaderMap::new();
    for (name, value) in from_next {
        let theirs = name == csp::HEADER || name == csp::REPORT_ONLY_HEADER;
        if !is_hop_by_hop(name) && !theirs {
            headers.append(name.clone(), value.clone());
        }
    }
    headers
}

/// The browser's answer: on an HTML page the policy with this response's nonce, no shared caching,
/// and the status of the visitor's system state.
pub(super) fn finish(
    brand: &Brand,
    gate: Option<(&Gate, &str)>,
    mut status: StatusCode,
    mut headers: HeaderMap,
    body: Body,
) -> Response {
    let is_html =
        headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|t| t.starts_with("text/html"));
    if is_html && let Some((gate, nonce)) = gate {
        // One URL serves every language and state: no shared cache may keep it.
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
        if let Ok(policy) = HeaderValue::from_str(&csp::policy(nonce, &gate.sources)) {
            headers.insert(HeaderName::from_static(brand.security.csp.header()), policy);
        }
        match gate.system {
            SystemState::Maintenance => {
                status = StatusCode::SERVICE_UNAVAILABLE;
                headers.insert(header::RETRY_AFTER, HeaderValue::from_static("300"));
            }
            SystemState::RegionBlocked => status = StatusCode::UNAVAILABLE_FOR_LEGAL_REASONS,
            SystemState::Normal => {}
        }
    }
    let mut response = Response::new(body);
    *response.status_mut() = status;
    *response.headers_mut() = headers;
    response
}

/// Request headers only the BFF may set for Next (or that Next has no business seeing): ours, the
/// forwarding headers, the trace context (the BFF's own goes on), the CSP Next would take its nonce from, the
/// upstream's credentials.
fn is_forgeable(name: &HeaderName) -> bool {
    let name = name.as_str();
    name.starts_with("x-veneer-")
        || name.starts_with("x-forwarded-")
        || matches!(name, "forwarded" | "x-real-ip" | "authorization" | "merchant" | "traceparent" | "tracestate")
        || csp::FORGEABLE.contains(&name)
}

fn is_hop_by_hop(name: &HeaderName) -> bool {
    matches!(
        name.as_str(),
        "connection"
            | "keep-alive"
            | "proxy-authenticate"
            | "proxy-authorization"
            | "te"
            | "trailer"
            | "transfer-encoding"
            | "upgrade"
    )
}
