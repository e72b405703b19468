//! The one way out: answers in the upstream's shapes, the envelope for `/wps` ([`Answer`], [`Fail`]),
//! bare objects for the lottery gateway ([`Bare`], [`BareFail`]).

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use upstream_protocol::envelope::{Envelope, code};

/// What an answer said, stamped on every answer this kit makes (a response extension), so that the
/// journal learns it without parsing the body again (that parse cost the mock 40 % of its throughput
/// on a large answer such as the system status).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Whether the envelope says `success: true`.
    pub success: bool,
    /// Empty on success.
    pub error_code: &'static str,
}

impl Outcome {
    const SUCCESS: Self = Self { success: true, error_code: "" };

    fn stamp(self, mut response: Response) -> Response {
        response.extensions_mut().insert(self);
        response
    }
}

/// A successful `/wps` answer: `{success:true, value, message:"", errorCode:""}`.
pub struct Answer<T>(pub T);

impl<T: Serialize> IntoResponse for Answer<T> {
    fn into_response(self) -> Response {
        json_response(&Envelope::ok(self.0))
    }
}

/// Serialises into one growing buffer (axum's `Json` starts at 128 bytes and writes through many
/// small copies: a measurable cost on large lists).
fn json_response<T: Serialize>(value: &T) -> Response {
    let mut body = Vec::with_capacity(4096);
    match serde_json::to_writer(&mut body, value) {
        Ok(()) => {
            Outcome::SUCCESS.stamp(([(axum::http::header::CONTENT_TYPE, "application/json")], body).into_response())
        }
        Err(error) => Fail::new(StatusCode::INTERNAL_SERVER_ERROR, "system.error", error.to_string()).into_response(),
    }
}

/// A bare JSON answer, as the lottery gateway gives.
pub struct Bare<T>(pub T);

impl<T: Serialize> IntoResponse for Bare<T> {
    fn into_response(self) -> Response {
        json_response(&self.0)
    }
}

/// A failed answer: HTTP status plus `{success:false, value, message, errorCode}`.
#[derive(Debug)]
pub struct Fail {
    /// The HTTP status.
    pub status: StatusCode,
    /// The envelope's `errorCode`.
    pub code: &'static str,
    /// The envelope's `message`.
    pub message: String,
    /// The envelope's `value`; `null` when `None`.
    pub value: Option<serde_json::Value>,
}

impl Fail {
    /// A failure at HTTP level.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self { status, code, message: message.into(), value: None }
    }

    /// A business failure: HTTP 200 with `success:false`, as the upstream answers most refusals.
    pub fn business(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::OK, code, message)
    }

    /// Adds a `value` to the failure (e.g. `{captcha: true}` on a login that now needs one).
    pub fn with_value(mut self, value: serde_json::Value) -> Self {
        self.value = Some(value);
        self
    }

    /// 401 `login.not.session`.
    pub fn not_logged_in() -> Self {
        Self::new(
            StatusCode::UNAUTHORIZED,
            code::LOGIN_NOT_SESSION,
            "You are not logged in, or you have logged in from another device",
        )
    }

    /// 400 `function.not.available` (`#543`).
    pub fn unavailable(reason: &str) -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            code::FUNCTION_NOT_AVAILABLE,
            format!("Function not available #543: {reason}"),
        )
    }

    /// 400 `request_param_err` for a missing or malformed parameter.
    pub fn bad_param(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code::REQUEST_PARAM_ERR, message)
    }
}

impl IntoResponse for Fail {
    fn into_response(self) -> Response {
        let outcome = Outcome { success: false, error_code: self.code };
        let body = Envelope { success: false, value: self.value, message: self.message, error_code: self.code.into() };
        outcome.stamp((self.status, Json(body)).into_response())
    }
}

/// A failed answer of the lottery gateway, which has no envelope: `{status, error, message, path,
/// timestamp}`.
#[derive(Debug)]
pub struct BareFail {
    /// The HTTP status, also the body's `status`.
    pub status: StatusCode,
    /// The body's `error` code, e.g. `request_param_err`.
    pub error: &'static str,
    /// The body's `message`.
    pub message: String,
    /// The path called, the body's `path`.
    pub path: &'static str,
}

impl BareFail {
    /// 400 `request_param_err` on the call at `path`.
    pub fn bad_param(path: &'static str, message: impl Into<String>) -> Self {
        Self { status: StatusCode::BAD_REQUEST, error: code::REQUEST_PARAM_ERR, message: message.into(), path }
    }
}

impl IntoResponse for BareFail {
    fn into_response(self) -> Response {
        let body = serde_json::json!({
            "status": self.status.as_u16(),
            "error": self.error,
            "message": self.message,
            "path": self.path,
            "timestamp": crate::base::now_ms(),
        });
        Outcome { success: false, error_code: self.error }.stamp((self.status, Json(body)).into_response())
    }
}

/// What handlers return.
pub type Reply<T> = Result<Answer<T>, Fail>;

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(response: Response) -> Option<Outcome> {
        response.extensions().get::<Outcome>().copied()
    }

    #[test]
    fn every_answer_of_the_kit_says_what_it_said() {
        assert_eq!(outcome(Answer(1).into_response()), Some(Outcome { success: true, error_code: "" }));
        assert_eq!(outcome(Bare([1, 2]).into_response()), Some(Outcome { success: true, error_code: "" }));
        assert_eq!(
            outcome(Fail::business("withdraw.insufficient", "Not enough").into_response()),
            Some(Outcome { success: false, error_code: "withdraw.insufficient" })
        );
        assert_eq!(
            outcome(BareFail::bad_param("/lgw/games", "prizeMode").into_response()),
            Some(Outcome { success: false, error_code: code::REQUEST_PARAM_ERR })
        );
    }
}
