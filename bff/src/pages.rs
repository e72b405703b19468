//! Everything that is not an API call goes to the Next.js server, with the brand, the visitor's
//! system state (normal, maintenance, region-blocked), address and locale in headers only the BFF
//! sets, and without the session cookie (Next never needs the token). Every page gets a
//! Content-Security-Policy with a fresh nonce ([`csp`]).

use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::TryStreamExt as _;

use crate::AppState;
use crate::brand::CurrentBrand;
use crate::brand::language_of;
use crate::config::Brand;
use crate::csp;
use crate::error::BffError;
use crate::forward::public_read;
use crate::session;
use crate::visitor::Visitor;

/// Headers the BFF sets for Next; a browser's copies are dropped.
pub const BRAND_HEADER: &str = "x-veneer-brand";
pub const STATE_HEADER: &str = "x-veneer-state";
pub const CLIENT_IP_HEADER: &str = "x-veneer-client-ip";
/// The page's language (a locale code the brand offers), decided here alone.
pub const LOCALE_HEADER: &str = "x-veneer-locale";

/// The visitor's system state (spec 000 §4: maintenance takes precedence over region restriction).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

impl NextServer {
    pub fn new(base: &str) -> Self {
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .connect_timeout(Duration::from_secs(2))
            .pool_idle_timeout(Duration::from_secs(60))
            .tcp_nodelay(true)
            .build()
            .expect("the HTTP client builds");
        Self { http, base: base.trim_end_matches('/').to_owned() }
    }
}

/// The handler.
pub async fn proxy(
    State(state): State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    req: Request,
) -> Response {
    let gate =
        if needs_gate(req.uri().path()) { Some(gate(&state, &brand, visitor, req.headers()).await) } else { None };
    match send(&state, &brand, visitor, gate, req).await {
        Ok(response) => response,
        Err(error) => error.into_response(),
    }
}

/// Documents and navigation payloads are gated; static files are not.
fn needs_gate(path: &str) -> bool {
    if path.starts_with("/_next/static/") || path.starts_with("/_next/image") {
        return false;
    }
    let last = path.rsplit('/').next().unwrap_or_default();
    !last.contains('.') || last.ends_with(".html")
}

/// What a page request needs to know before Next renders it.
#[derive(Debug, Clone)]
struct Gate {
    system: SystemState,
    /// Image and frame hosts for the page's policy.
    sources: csp::Sources,
}

/// This visitor's state and the brand's hosts, from the per-visitor cached system status. When the
/// upstream cannot say, the site stays open (the API calls will report their own failures) with only
/// the configured hosts.
async fn gate(state: &AppState, brand: &Brand, visitor: Visitor, headers: &HeaderMap) -> Gate {
    let language = language_of(brand, headers).upstream;
    let status = match public_read(state, brand, language, visitor.ip, "/wps/system/status", None).await {
        Ok(answer) => answer.json().unwrap_or_default(),
        Err(error) => {
            tracing::warn!(%error, "system status unknown; serving the site");
            serde_json::Value::Null
        }
    };
    let info = &status["value"]["info"];
    let listed = |key: &str| -> Vec<&str> {
        info[key].as_array().into_iter().flatten().filter_map(serde_json::Value::as_str).collect()
    };
    let security = &brand.security;
    let images = listed("imageCDNs").into_iter().chain(security.image_hosts.iter().map(String::as_str));
    let frames = listed("launchGameCDNs").into_iter().chain(security.frame_hosts.iter().map(String::as_str));
    Gate { system: SystemState::from_status(&status), sources: csp::Sources::new(images, frames) }
}

async fn send(
    state: &AppState,
    brand: &Brand,
    visitor: Visitor,
    gate: Option<Gate>,
    req: Request,
) -> Result<Response, BffError> {
    let system = gate.as_ref().map_or(SystemState::Normal, |g| g.system);
    let (parts, body) = req.into_parts();
    let path_and_query = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{}", state.next.base, path_and_query);

    let mut headers = HeaderMap::new();
    for (name, value) in &parts.headers {
        let forgeable = is_forgeable(name);
        if !is_hop_by_hop(name) && !forgeable && *name != header::HOST && *name != header::COOKIE {
            headers.append(name.clone(), value.clone());
        }
    }
    let cookies: Vec<String> = session::cookies(&parts.headers)
        .filter(|c| !session::is_ours(c.name()))
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
    set(&mut headers, STATE_HEADER, system.as_str());
    set(&mut headers, LOCALE_HEADER, language_of(brand, &parts.headers).code);
    if let Some(ip) = visitor.ip {
        set(&mut headers, CLIENT_IP_HEADER, &ip.to_string());
        set(&mut headers, "x-forwarded-for", &ip.to_string());
    }
    if let Some(host) = parts.headers.get(header::HOST).and_then(|h| h.to_str().ok()) {
        set(&mut headers, "x-forwarded-host", host);
    }
    set(&mut headers, "x-forwarded-proto", if visitor.over_tls { "https" } else { "http" });
    let policy = gate.map(|gate| {
        let nonce = csp::nonce();
        let policy = csp::policy(&nonce, &gate.sources);
        set(&mut headers, csp::HEADER, &policy);
        set(&mut headers, csp::NONCE_HEADER, &nonce);
        policy
    });

    let body = reqwest::Body::wrap_stream(body.into_data_stream());
    let upstream = state.next.http.request(parts.method, &url).headers(headers).body(body).send();
    let response = tokio::time::timeout(Duration::from_secs(30), upstream)
        .await
        .map_err(|_| BffError::UpstreamTimeout)?
        .map_err(|error| {
            tracing::error!(%error, "the Next.js server is unreachable");
            BffError::UpstreamUnavailable
        })?;

    let mut status = response.status();
    let mut out_headers = HeaderMap::new();
    for (name, value) in response.headers() {
        if !is_hop_by_hop(name) {
            out_headers.append(name.clone(), value.clone());
        }
    }
    let is_html =
        out_headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|t| t.starts_with("text/html"));
    if is_html {
        // One URL serves every language and state: no shared cache may keep it.
        out_headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
        out_headers.remove(csp::HEADER);
        out_headers.remove(csp::REPORT_ONLY_HEADER);
        if let Some(policy) = policy.as_deref().and_then(|p| HeaderValue::from_str(p).ok()) {
            out_headers.insert(HeaderName::from_static(brand.security.csp.header()), policy);
        }
        match system {
            SystemState::Maintenance => {
                status = StatusCode::SERVICE_UNAVAILABLE;
                out_headers.insert(header::RETRY_AFTER, HeaderValue::from_static("300"));
            }
            SystemState::RegionBlocked => status = StatusCode::UNAVAILABLE_FOR_LEGAL_REASONS,
            SystemState::Normal => {}
        }
    }
    let stream = response.bytes_stream().map_err(std::io::Error::other);
    let mut out = Response::new(Body::from_stream(stream));
    *out.status_mut() = status;
    *out.headers_mut() = out_headers;
    Ok(out)
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
        assert!(needs_gate("/"));
        assert!(needs_gate("/index.html"));
        assert!(needs_gate("/rng"));
        assert!(!needs_gate("/_next/static/chunks/app.js"));
        assert!(!needs_gate("/favicon.ico"));
    }
}
