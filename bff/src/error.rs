//! The BFF's own failures, always answered in the upstream's envelope so the front handles one shape.

use axum::Json;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
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
    #[error("The request body is too large (at most {0} bytes)")]
    BodyTooLarge(usize),
    #[error("The service took too long to answer; please try again")]
    UpstreamTimeout,
    #[error("The service is unavailable right now; please try again shortly")]
    UpstreamUnavailable,
    #[error("Too many attempts; please try again in {0} seconds")]
    Throttled(u64),
    #[error("Not found")]
    NotFound,
}

impl BffError {
    fn status(&self) -> StatusCode {
        match self {
            BffError::UnknownHost => StatusCode::MISDIRECTED_REQUEST,
            BffError::CsrfRejected => StatusCode::FORBIDDEN,
            BffError::BadBody(_) => StatusCode::BAD_REQUEST,
            BffError::BodyTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            BffError::UpstreamTimeout => StatusCode::GATEWAY_TIMEOUT,
            BffError::UpstreamUnavailable => StatusCode::BAD_GATEWAY,
            BffError::Throttled(_) => StatusCode::TOO_MANY_REQUESTS,
            BffError::NotFound => StatusCode::NOT_FOUND,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            BffError::UnknownHost => code::UNKNOWN_HOST,
            BffError::CsrfRejected => code::CSRF_REJECTED,
            BffError::BadBody(_) => code::BAD_REQUEST_BODY,
            BffError::BodyTooLarge(_) => code::BODY_TOO_LARGE,
            BffError::UpstreamTimeout => code::UPSTREAM_TIMEOUT,
            BffError::UpstreamUnavailable => code::UPSTREAM_UNAVAILABLE,
            BffError::Throttled(_) => code::TOO_MANY_REQUESTS,
            BffError::NotFound => code::NOT_FOUND,
        }
    }
}

impl BffError {
    /// The answer when a handler panicked: a 500 in the envelope, never a dropped connection.
    pub fn into_response_for_panic(self) -> Response {
        let body = Envelope::<()>::fail("internal.error", "Something went wrong on our side; please try again");
        (StatusCode::INTERNAL_SERVER_ERROR, Json(body)).into_response()
    }
}

impl IntoResponse for BffError {
    fn into_response(self) -> Response {
        let mut response = (self.status(), Json(Envelope::<()>::fail(self.code(), self.to_string()))).into_response();
        if let BffError::Throttled(seconds) = self {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        response
    }
}
