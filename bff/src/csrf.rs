//! Cross-site request forgery guard: every state-changing call must carry `X-CSRF: 1` (a header a
//! cross-site form or a simple request cannot add) and, when the browser says where it came from,
//! come from this very origin.

use axum::extract::Request;
use axum::http::{HeaderMap, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::BffError;

/// The header our pages add to every state-changing call.
pub const HEADER: &str = "x-csrf";

/// The middleware.
pub async fn guard(req: Request, next: Next) -> Response {
    if is_allowed(req.method(), req.headers()) {
        next.run(req).await
    } else {
        tracing::info!(method = %req.method(), path = req.uri().path(), "refused a state-changing call without CSRF proof");
        BffError::CsrfRejected.into_response()
    }
}

/// Whether a request may go on.
pub fn is_allowed(method: &Method, headers: &HeaderMap) -> bool {
    if matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS) {
        return true;
    }
    if headers.get(HEADER).and_then(|v| v.to_str().ok()).map(str::trim) != Some("1") {
        return false;
    }
    if headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) == Some("cross-site") {
        return false;
    }
    match headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) {
        None => true,
        Some(origin) => {
            let origin_host = origin.split_once("://").map_or("", |(_, rest)| rest);
            let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or("");
            !origin_host.is_empty() && origin_host.eq_ignore_ascii_case(host)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        pairs.iter().map(|(k, v)| (k.parse().unwrap(), v.parse().unwrap())).collect()
    }

    #[test]
    fn reads_pass_and_writes_need_the_header() {
        assert!(is_allowed(&Method::GET, &HeaderMap::new()));
        assert!(!is_allowed(&Method::POST, &HeaderMap::new()));
        assert!(!is_allowed(&Method::DELETE, &headers(&[("x-csrf", "0")])));
        assert!(is_allowed(&Method::PUT, &headers(&[("x-csrf", "1")])));
    }

    #[test]
    fn a_foreign_origin_is_refused_even_with_the_header() {
        let same = headers(&[("x-csrf", "1"), ("host", "localhost:8080"), ("origin", "http://localhost:8080")]);
        assert!(is_allowed(&Method::POST, &same));
        for origin in ["http://evil.example", "null", "http://localhost:9999"] {
            let h = headers(&[("x-csrf", "1"), ("host", "localhost:8080"), ("origin", origin)]);
            assert!(!is_allowed(&Method::POST, &h), "{origin}");
        }
        let cross = headers(&[("x-csrf", "1"), ("sec-fetch-site", "cross-site")]);
        assert!(!is_allowed(&Method::POST, &cross));
    }
}
