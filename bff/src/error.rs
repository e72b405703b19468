//! The BFF's own failures, always answered in the upstream's envelope so the front handles one shape.

use std::time::Duration;

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use upstream_protocol::catalogue::Method;
use upstream_protocol::envelope::{Envelope, code};

/// A failure the BFF answers itself.
#[derive(Debug, thiserror::Error)]
pub enum BffError {
    #[error("This site is not configured for the host name it was reached by")]
    UnknownHost,
    #[error("This request was refused: it did not come from this site's own pages")]
    CsrfRejected,
    #[error("The request body is not valid JSON: {0}")]
    BadBody(String),
    /// A query string the call does not accept: what it wants.
    #[error("Invalid query: {0}")]
    BadQuery(String),
    #[error("The request body is too large (at most {0} bytes)")]
    BodyTooLarge(usize),
    #[error("The request's headers are too large (at most {0} bytes)")]
    HeadersTooLarge(usize),
    #[error("The request path is not in canonical form (no dot segments, doubled or encoded slashes)")]
    BadPath,
    #[error("The request is framed ambiguously: send a Content-Length body, without Transfer-Encoding")]
    BadFraming,
    #[error("The service took too long to answer; please try again")]
    UpstreamTimeout,
    #[error("The service is unavailable right now; please try again shortly")]
    UpstreamUnavailable,
    /// Over a throttle: the translated message, and when to try again.
    #[error("{message}")]
    Throttled { message: String, retry_after: Duration },
    /// A guarded call without an unused human-check pass: the translated message.
    #[error("{0}")]
    HumanCheckRequired(String),
    /// What this session may not do now (a password change is due, a trial account): its code and the
    /// translated message.
    #[error("{message}")]
    Forbidden { code: &'static str, message: String },
    /// A human-check answer refused: the translated message.
    #[error("{0}")]
    HumanCheckFailed(String),
    /// A money submit without a usable idempotency key: the translated message.
    #[error("{0}")]
    IdempotencyKeyRequired(String),
    /// A money submit whose idempotency key this session already sent: the translated message.
    #[error("{0}")]
    Replayed(String),
    #[error("Not found")]
    NotFound,
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
            | BffError::HumanCheckRequired(_)
            | BffError::HumanCheckFailed(_)
            | BffError::IdempotencyKeyRequired(_) => StatusCode::BAD_REQUEST,
            BffError::Replayed(_) => StatusCode::CONFLICT,
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
            BffError::HumanCheckRequired(_) => code::HUMAN_CHECK_REQUIRED,
            BffError::HumanCheckFailed(_) => code::HUMAN_CHECK_FAILED,
            BffError::IdempotencyKeyRequired(_) => code::IDEMPOTENCY_KEY_REQUIRED,
            BffError::Replayed(_) => code::REPLAYED,
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

impl IntoResponse for BffError {
    fn into_response(self) -> Response {
        let mut response = (self.status(), Json(Envelope::<()>::fail(self.code(), self.to_string()))).into_response();
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
