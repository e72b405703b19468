//! Everything that is not an API call goes to the Next.js server, with the brand, the visitor's
//! system state (normal, maintenance, region-blocked), address and locale in headers only the BFF
//! sets, and without the BFF's cookies (Next never needs the token). Every page gets a
//! Content-Security-Policy with a fresh nonce ([`csp`]). Page HTML is the same for every visitor of a
//! brand × host × language × path, so the BFF keeps it a short while and serves it without asking
//! Node ([`memory`]).

pub mod memory;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::TryStreamExt as _;

use upstream_protocol::switches::Switch;

use crate::AppState;
use crate::brand::{CurrentBrand, language_of};
use crate::config::Brand;
use crate::csp;
use crate::error::BffError;
use crate::session::cookies::{self, Session};
use crate::upstream::public::{public_read, tree_of_status};
use crate::visitor::Visitor;

/// Headers the BFF sets for Next; a browser's copies are dropped.
pub const BRAND_HEADER: &str = "x-veneer-brand";
pub const STATE_HEADER: &str = "x-veneer-state";
pub const CLIENT_IP_HEADER: &str = "x-veneer-client-ip";
/// The page's language (a locale code the brand offers), decided here alone.
pub const LOCALE_HEADER: &str = "x-veneer-locale";

/// The visitor's system state (spec 000 §4: maintenance takes precedence over region restriction).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SystemState {
    Normal,
    Maintenance,
    RegionBlocked,
}

impl SystemState {
    pub fn as_str(self) -> &'static str {
        match self {
            SystemState::Normal => "normal",
            SystemState::Maintenance => "maintenance",
            SystemState::RegionBlocked => "region-blocked",
        }
    }

    /// From a system status answer.
    pub fn from_status(status: &serde_json::Value) -> Self {
        let value = &status["value"];
        if value["maintenance"] == true {
            SystemState::Maintenance
        } else if value["regionRestriction"] == true {
            SystemState::RegionBlocked
        } else {
            SystemState::Normal
        }
    }
}

/// The Next.js server.
pub struct NextServer {
    http: reqwest::Client,
    base: String,
}

/// How long an idle connection to Next.js is kept.
const NEXT_IDLE: std::time::Duration = std::time::Duration::from_secs(4);

impl NextServer {
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

/// What a page request needs to know before Next renders it.
#[derive(Debug, Clone)]
pub struct Gate {
    pub system: SystemState,
    /// The brand's "only logged-in members may browse" switch (`login_only`; on when the upstream cannot say).
    pub login_only: bool,
    /// Image and frame hosts for the page's policy.
    pub sources: csp::Sources,
    /// The upstream is failing: the page says so, and is kept apart from the pages drawn while it answered.
    pub degraded: bool,
}

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
        let gate = Box::pin(gate(&state, &brand, visitor, &parts.headers)).await;
        if needs_login(&state, &brand, &gate, &parts) {
            return to_login();
        }
        match memory::PageKey::of(&brand, &visitor, &parts, &gate) {
            Some(key) => Ok(Box::pin(memory::serve(&state, &brand, visitor, &gate, &parts, key)).await),
            None => Box::pin(pass(&state, &brand, visitor, Some(&gate), parts, body)).await,
        }
    } else {
        Box::pin(pass(&state, &brand, visitor, None, parts, body)).await
    };
    result.unwrap_or_else(IntoResponse::into_response)
}

/// The pages every visitor may see under it (spec 000 §4: login, register, register.html, helpmc, download).
pub const PUBLIC_PAGES: [&str; 6] = ["/login", "/register", "/register/", "/register.html", "/helpmc", "/down"];

/// Whether this page must not be shown: the login-only setting is on, the site is up (maintenance and
/// region pages show to everyone), the page is not public and the visitor has no live session.
fn needs_login(state: &AppState, brand: &Brand, gate: &Gate, parts: &Parts) -> bool {
    gate.login_only
        && gate.system == SystemState::Normal
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

/// This visitor's state and the brand's hosts, from the per-visitor cached system status. When the
/// upstream cannot say, the site stays open (the API calls will report their own failures) with only
/// the configured hosts.
async fn gate(state: &AppState, brand: &Brand, visitor: Visitor, headers: &HeaderMap) -> Gate {
    let language = language_of(brand, headers).upstream;
    let answer = match public_read(state, brand, language, visitor.ip, "/wps/system/status", None).await {
        Ok(answer) => Some(answer),
        Err(error) => {
            tracing::warn!(%error, "system status unknown; serving the site");
            None
        }
    };
    let null = serde_json::Value::Null;
    let status = answer.as_ref().and_then(|a| a.parsed()).unwrap_or(&null);
    let info = &status["value"]["info"];
    let listed = |key: &str| -> Vec<&str> {
        info[key].as_array().into_iter().flatten().filter_map(serde_json::Value::as_str).collect()
    };
    let security = &brand.security;
    let analytics = info["analytics"]["gtagId"].as_str().is_some_and(|id| !id.is_empty());
    let analytics_hosts = csp::ANALYTICS.iter().copied().filter(|_| analytics);
    let images = listed("imageCDNs")
        .into_iter()
        .chain(security.image_hosts.iter().map(String::as_str))
        .chain(analytics_hosts.clone());
    // Games, and the live chat of the chat window, open in frames.
    let routers = Box::pin(public_read(state, brand, language, None, "/wps/system/routers", None)).await.ok();
    let routers = routers.as_ref().and_then(|answer| answer.parsed()).map_or(&null, |json| &json["value"]);
    let chats: Vec<String> = crate::bootstrap::customer_service(routers, info).into_iter().map(|cs| cs.url).collect();
    let frames = listed("launchGameCDNs")
        .into_iter()
        .chain(security.frame_hosts.iter().map(String::as_str))
        .chain(chats.iter().map(String::as_str));
    // The brand's own domains: the side bar's speed test times them from the browser.
    let domains: Vec<String> = info["domainRoute"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|route| route["domain"].as_str())
        .map(|domain| format!("https://{domain}"))
        .collect();
    let connects = domains.iter().map(String::as_str).chain(analytics_hosts);
    // Read from this very answer: a second read could find a fresher status than the one the state came from.
    let tree = match answer.as_ref() {
        Some(_) => Box::pin(tree_of_status(state, brand, language_of(brand, headers), status)).await,
        None => None,
    };
    Gate {
        system: SystemState::from_status(status),
        login_only: crate::features::resolve(brand, Switch::LoginOnly, tree.as_ref()).on,
        sources: csp::Sources::new(images, frames).with_connects(connects),
        degraded: state.upstream.is_failing(brand),
    }
}

/// A request to Next for this page, with the BFF's headers and, for a document, the policy and nonce.
fn to_next(
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

/// Sends a request to Next and waits for its answer's head.
async fn ask_next(request: reqwest::RequestBuilder) -> Result<reqwest::Response, BffError> {
    request.send().await.map_err(|error| {
        if error.is_timeout() {
            BffError::UpstreamTimeout
        } else {
            tracing::error!(%error, "the Next.js server is unreachable");
            BffError::UpstreamUnavailable
        }
    })
}

/// A page or file passed through as Next answers it, streamed.
async fn pass(
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
fn answer_headers(from_next: &HeaderMap) -> HeaderMap {
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
fn finish(
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
/// forwarding headers, the CSP Next would take its nonce from, the upstream's credentials.
fn is_forgeable(name: &HeaderName) -> bool {
    let name = name.as_str();
    name.starts_with("x-veneer-")
        || name.starts_with("x-forwarded-")
        || matches!(name, "forwarded" | "x-real-ip" | "authorization" | "merchant")
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maintenance_wins_over_region() {
        let both = serde_json::json!({"value": {"maintenance": true, "regionRestriction": true}});
        assert_eq!(SystemState::from_status(&both), SystemState::Maintenance);
        let region = serde_json::json!({"value": {"maintenance": false, "regionRestriction": true}});
        assert_eq!(SystemState::from_status(&region), SystemState::RegionBlocked);
        assert_eq!(SystemState::from_status(&serde_json::json!({})), SystemState::Normal);
    }

    #[test]
    fn static_files_skip_the_gate_but_pages_do_not() {
        assert!(is_document("/"));
        assert!(is_document("/index.html"));
        assert!(is_document("/rng"));
        assert!(!is_document("/_next/static/chunks/app.js"));
        assert!(!is_document("/favicon.ico"));
    }
}
