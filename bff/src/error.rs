//! The BFF's own failures, always answered in the upstream's envelope so the front handles one shape.

use std::time::Duration;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use upstream_protocol::catalogue::Method;
use upstream_protocol::envelope::{Envelope, code};

use crate::messages::{Key, Messages};

/// A failure the BFF answers itself.
#[derive(Debug, thiserror::Error)]
pub enum BffError {
    /// The request's `Host` is listed by no brand (421).
    #[error("This site is not configured for the host name it was reached by")]
    UnknownHost,
    /// A state-changing request without proof that it came from the brand's own pages (403).
    #[error("This request was refused: it did not come from this site's own pages")]
    CsrfRejected,
    /// A body that is not the JSON the call takes: what the parser said (400).
    #[error("The request body is not valid JSON: {0}")]
    BadBody(String),
    /// A query string the call does not accept: what it wants.
    #[error("Invalid query: {0}")]
    BadQuery(String),
    /// A body over the call's limit, which it carries in bytes (413).
    #[error("The request body is too large (at most {0} bytes)")]
    BodyTooLarge(usize),
    /// Headers over `server.max_header_bytes`, which it carries (431).
    #[error("The request's headers are too large (at most {0} bytes)")]
    HeadersTooLarge(usize),
    /// A path not in canonical form (dot segments, doubled or encoded slashes), or an absolute target naming
    /// another host: refused before any route sees it (400).
    #[error("The request path is not in canonical form (no dot segments, doubled or encoded slashes)")]
    BadPath,
    /// A request framed with `Transfer-Encoding` rather than `Content-Length` (400).
    #[error("The request is framed ambiguously: send a Content-Length body, without Transfer-Encoding")]
    BadFraming,
    /// The upstream, or Next.js for a page, did not answer in time (504).
    #[error("The service took too long to answer; please try again")]
    UpstreamTimeout,
    /// The upstream, or Next.js for a page, could not be reached or gave no usable answer, or the upstream's
    /// breaker is open (502).
    #[error("The service is unavailable right now; please try again shortly")]
    UpstreamUnavailable,
    /// Over a throttle: when to try again.
    #[error("too_many_attempts")]
    Throttled {
        /// How long until the bucket has room again (the answer's `Retry-After`).
        retry_after: Duration,
    },
    /// A guarded call without an unused human-check pass.
    #[error("human_check_required")]
    HumanCheckRequired,
    /// What this session may not do now (a password change is due, a trial account): its code and the
    /// key of its text.
    #[error("{}", key.as_str())]
    Forbidden {
        /// The envelope's `errorCode` (`password.change.required`, `in_need_true_account`).
        code: &'static str,
        /// The text the visitor reads.
        key: Key,
    },
    /// A human-check answer refused.
    #[error("human_check_failed")]
    HumanCheckFailed,
    /// A money submit without a usable idempotency key.
    #[error("idempotency_key_required")]
    IdempotencyKeyRequired,
    /// A money submit whose idempotency key this session already sent.
    #[error("request_replayed")]
    Replayed,
    /// No such call or file, or one the brand has switched off (404).
    #[error("Not found")]
    NotFound,
    /// A known path asked with a method it does not take; the methods it does go in `Allow` (405).
    #[error("This call does not accept this method")]
    MethodNotAllowed(&'static [Method]),
}

impl BffError {
    fn status(&self) -> StatusCode {
        match self {
            BffError::UnknownHost => StatusCode::MISDIRECTED_REQUEST,
            BffError::CsrfRejected | BffError::Forbidden { .. } => StatusCode::FORBIDDEN,
            BffError::BadBody(_)
            | BffError::BadQuery(_)
            | BffError::BadPath
            | BffError::BadFraming
            | BffError::HumanCheckRequired
            | BffError::HumanCheckFailed
            | BffError::IdempotencyKeyRequired => StatusCode::BAD_REQUEST,
            BffError::Replayed => StatusCode::CONFLICT,
            BffError::BodyTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            BffError::HeadersTooLarge(_) => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            BffError::UpstreamTimeout => StatusCode::GATEWAY_TIMEOUT,
            BffError::UpstreamUnavailable => StatusCode::BAD_GATEWAY,
            BffError::Throttled { .. } => StatusCode::TOO_MANY_REQUESTS,
            BffError::NotFound => StatusCode::NOT_FOUND,
            BffError::MethodNotAllowed(_) => StatusCode::METHOD_NOT_ALLOWED,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            BffError::UnknownHost => code::UNKNOWN_HOST,
            BffError::CsrfRejected => code::CSRF_REJECTED,
            BffError::BadBody(_) => code::BAD_REQUEST_BODY,
            BffError::BadQuery(_) => code::BAD_QUERY,
            BffError::BodyTooLarge(_) => code::BODY_TOO_LARGE,
            BffError::HeadersTooLarge(_) => code::HEADERS_TOO_LARGE,
            BffError::BadPath => code::BAD_PATH,
            BffError::BadFraming => code::BAD_FRAMING,
            BffError::UpstreamTimeout => code::UPSTREAM_TIMEOUT,
            BffError::UpstreamUnavailable => code::UPSTREAM_UNAVAILABLE,
            BffError::Throttled { .. } => code::TOO_MANY_REQUESTS,
            BffError::Forbidden { code, .. } => code,
            BffError::HumanCheckRequired => code::HUMAN_CHECK_REQUIRED,
            BffError::HumanCheckFailed => code::HUMAN_CHECK_FAILED,
            BffError::IdempotencyKeyRequired => code::IDEMPOTENCY_KEY_REQUIRED,
            BffError::Replayed => code::REPLAYED,
            BffError::NotFound => code::NOT_FOUND,
            BffError::MethodNotAllowed(_) => code::HTTP_METHOD_NOT_SUPPORT,
        }
    }

    /// The answer when a handler panicked: a 500 in the envelope, never a dropped connection.
    pub fn panic_response() -> Response {
        let body = Envelope::<()>::fail("internal.error", "Something went wrong on our side; please try again");
        (StatusCode::INTERNAL_SERVER_ERROR, Json(body)).into_response()
    }

    /// The same failure without its owned parts, for a second waiter on a shared fill.
    pub fn kind(&self) -> Self {
        match self {
            BffError::UpstreamTimeout => BffError::UpstreamTimeout,
            _ => BffError::UpstreamUnavailable,
        }
    }
}

/// The text of a failure the BFF words itself in the visitor's language: a key of the `bff` namespace of
/// `locales/<code>.json`, and its arguments.
pub struct Text {
    /// The message's key in the `bff` namespace.
    pub key: Key,
    /// `{seconds}`: when to try again.
    pub seconds: Option<u64>,
}

impl BffError {
    /// The key and arguments of a text written in the visitor's language; `None` for the others (their
    /// text is English, for developers).
    pub fn text(&self) -> Option<Text> {
        let key = match self {
            BffError::Throttled { retry_after } => {
                let seconds = retry_after.as_secs_f64().ceil().max(1.0);
                return Some(Text { key: Key::TooManyAttempts, seconds: Some(seconds as u64) });
            }
            BffError::Forbidden { key, .. } => *key,
            BffError::HumanCheckRequired => Key::HumanCheckRequired,
            BffError::HumanCheckFailed => Key::HumanCheckFailed,
            BffError::IdempotencyKeyRequired => Key::IdempotencyKeyRequired,
            BffError::Replayed => Key::RequestReplayed,
            _ => return None,
        };
        Some(Text { key, seconds: None })
    }

    /// The answer, its text in `language` (else English): how every door that knows the visitor's
    /// language answers a failure.
    pub fn into_response_in(self, messages: &Messages, language: &str) -> Response {
        let text = match self.text() {
            Some(Text { key, seconds: Some(seconds) }) => {
                messages.text(language, key, &[("seconds", &seconds.to_string())])
            }
            Some(Text { key, seconds: None }) => messages.text(language, key, &[]),
            None => self.to_string(),
        };
        self.response(text)
    }

    #[expect(clippy::expect_used, reason = "HTTP method names are ASCII tokens")]
    fn response(self, text: String) -> Response {
        let mut response = (self.status(), Json(Envelope::<()>::fail(self.code(), text))).into_response();
        let headers = response.headers_mut();
        match &self {
            BffError::Throttled { retry_after, .. } => {
                let seconds = retry_after.as_secs() + u64::from(retry_after.subsec_nanos() > 0);
                headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds.max(1)));
            }
            BffError::MethodNotAllowed(methods) => {
                let allowed = methods.iter().map(|m| m.as_str()).collect::<Vec<_>>().join(", ");
                headers.insert(header::ALLOW, HeaderValue::from_str(&allowed).expect("method names are ASCII"));
            }
            _ => {}
        }
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        response
    }
}

/// Without the visitor's language (a failure no door translated): English.
impl IntoResponse for BffError {
    fn into_response(self) -> Response {
        self.into_response_in(Messages::english(), "en")
    }
}
