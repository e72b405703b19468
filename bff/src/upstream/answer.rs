//! An upstream answer read in full: what the cache keeps, the forward path passes on, and the BFF's own
//! answers imitate.

use std::sync::OnceLock;

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use bytes::Bytes;
use upstream_protocol::catalogue::Call;
use upstream_protocol::envelope::code;

/// An answer from the upstream, read in full.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The HTTP status it came with.
    pub status: StatusCode,
    /// The headers kept: of an upstream answer, its content type, caching, disposition and cookies.
    pub headers: HeaderMap,
    /// The whole body.
    pub body: Bytes,
    /// The body parsed once, for answers read many times from the cache.
    parsed: OnceLock<Option<serde_json::Value>>,
    /// The body gzipped once, likewise.
    gzipped: OnceLock<Bytes>,
}

impl Answer {
    /// An answer of these parts; its JSON and gzip forms are made on first use.
    pub fn new(status: StatusCode, headers: HeaderMap, body: Bytes) -> Self {
        Self { status, headers, body, parsed: OnceLock::new(), gzipped: OnceLock::new() }
    }

    /// An answer of the BFF's own, as JSON.
    #[expect(
        clippy::expect_used,
        reason = "callers pass serde_json values and derived structs with string keys, which serialise"
    )]
    pub fn json_body<T: serde::Serialize>(status: StatusCode, value: &T) -> Self {
        let headers = [(header::CONTENT_TYPE, HeaderValue::from_static("application/json"))].into_iter().collect();
        Self::new(status, headers, serde_json::to_vec(value).expect("serialises").into())
    }

    /// The same answer with another body.
    pub fn with_body(self, body: Bytes) -> Self {
        Self::new(self.status, self.headers, body)
    }

    /// The body as JSON, if it is JSON (a fresh copy to change).
    pub fn json(&self) -> Option<serde_json::Value> {
        serde_json::from_slice(&self.body).ok()
    }

    /// The body gzipped, on first use and kept (a cached answer is compressed once, not per visitor).
    #[expect(clippy::expect_used, reason = "gzip into a Vec cannot fail")]
    pub fn gzipped(&self) -> &Bytes {
        self.gzipped.get_or_init(|| {
            let mut encoder =
                flate2::write::GzEncoder::new(Vec::with_capacity(self.body.len() / 4), flate2::Compression::default());
            std::io::Write::write_all(&mut encoder, &self.body).expect("writing to memory does not fail");
            encoder.finish().expect("writing to memory does not fail").into()
        })
    }

    /// The body as JSON, parsed on first use and kept.
    pub fn parsed(&self) -> Option<&serde_json::Value> {
        self.parsed.get_or_init(|| self.json()).as_ref()
    }
}

impl Answer {
    /// The answer with the call's upstream HTML cleaned ([`crate::sanitize`]).
    pub fn made_safe(self, call: &Call) -> Self {
        match crate::sanitize::clean_answer(call.html, &self.body) {
            Some(body) => self.with_body(body),
            None => self,
        }
    }

    /// HTTP 401, or one of the codes that mean the session is gone.
    pub fn says_session_gone(&self) -> bool {
        self.status == StatusCode::UNAUTHORIZED
            || self.json().is_some_and(|j| j["errorCode"].as_str().is_some_and(|c| code::SESSION_GONE.contains(&c)))
    }
}
