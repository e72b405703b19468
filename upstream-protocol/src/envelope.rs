//! The answer shape of every `/wps` call (protocol §2), and the error codes both sides use.

use serde::{Deserialize, Serialize};

/// `{success, value, message, errorCode}`. The real upstream sometimes omits `message` or
/// `errorCode` or sends them as `null`; reading tolerates that, writing always sends all four.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Envelope<T = serde_json::Value> {
    pub success: bool,
    /// `null` on failure.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = true))]
    pub value: Option<T>,
    #[serde(default, deserialize_with = "null_as_empty")]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub message: String,
    /// Empty on success.
    #[serde(default, deserialize_with = "null_as_empty")]
    #[cfg_attr(feature = "openapi", schema(required = true))]
    pub error_code: String,
}

impl<T> Envelope<T> {
    /// A successful answer.
    pub fn ok(value: T) -> Self {
        Self { success: true, value: Some(value), message: String::new(), error_code: String::new() }
    }

    /// A failed answer with `value: null`.
    pub fn fail(error_code: impl Into<String>, message: impl Into<String>) -> Self {
        Self { success: false, value: None, message: message.into(), error_code: error_code.into() }
    }
}

fn null_as_empty<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    Ok(Option::<String>::deserialize(deserializer)?.unwrap_or_default())
}

/// Error codes seen on the wire (protocol §2.3), plus the few the BFF adds for its own failures.
pub mod code {
    /// Session invalid, stale or killed by another login (HTTP 401).
    pub const LOGIN_NOT_SESSION: &str = "login.not.session";
    /// Feature off, maintenance, or a bad `Merchant` header (`#543`).
    pub const FUNCTION_NOT_AVAILABLE: &str = "function.not.available";
    /// An encrypted call the upstream could not decrypt (HTTP 400).
    pub const REQUEST_BODY_REQUIRED: &str = "request_body_required";
    /// A parameter is missing or malformed (HTTP 400).
    pub const REQUEST_PARAM_ERR: &str = "request_param_err";
    /// Wrong HTTP method for the call (`#459`).
    pub const HTTP_METHOD_NOT_SUPPORT: &str = "http_method_not_support";
    /// `launchGame` without `launchMode` (HTTP 500, `#727` "system busy").
    pub const SYSTEM_BUSY: &str = "#727";
    /// A second launch while a round is still open (`#734`).
    pub const PREVIOUS_GAME_NOT_FINISHED: &str = "#734";
    /// Login from an IP the member has not used: verify first.
    pub const LOGIN_VERIFY_REQUIRED: &str = "login_verify_required";
    /// Unknown user.
    pub const USER_NOT_EXIST: &str = "USER_NOT_EXIST";
    /// Wrong password (and other refused logins).
    pub const LOGIN_FAILED: &str = "us_forbidden_login_error";
    /// The risk engine wants an image captcha.
    pub const CAPTCHA_REQUIRED: &str = "captcha_required";
    /// Rate limited.
    pub const TOO_MANY_REQUESTS: &str = "TOO_MANY_REQUESTS";

    // The BFF's own codes, for failures that never reached the upstream or came back unreadable.
    /// The `Host` header names no configured brand.
    pub const UNKNOWN_HOST: &str = "unknown.host";
    /// A state-changing call without the CSRF header or from another origin.
    pub const CSRF_REJECTED: &str = "csrf.rejected";
    /// The request body is not the JSON the call needs.
    pub const BAD_REQUEST_BODY: &str = "request.body.invalid";
    /// A query string the BFF's own call does not accept.
    pub const BAD_QUERY: &str = "request.query.invalid";
    /// The request body is larger than the call allows.
    pub const BODY_TOO_LARGE: &str = "request.body.too_large";
    /// The request's headers are larger than the front door allows (HTTP 431).
    pub const HEADERS_TOO_LARGE: &str = "request.headers.too_large";
    /// The request path has dot segments, doubled or encoded slashes (HTTP 400).
    pub const BAD_PATH: &str = "request.path.invalid";
    /// The request carries `Transfer-Encoding` (alone or with `Content-Length`) (HTTP 400).
    pub const BAD_FRAMING: &str = "request.framing.invalid";
    /// The upstream did not answer in time.
    pub const UPSTREAM_TIMEOUT: &str = "upstream.timeout";
    /// The upstream could not be reached or answered garbage.
    pub const UPSTREAM_UNAVAILABLE: &str = "upstream.unavailable";
    /// Not a path the front door serves.
    pub const NOT_FOUND: &str = "not.found";
    /// A call the human check guards, sent without an unused pass (HTTP 400).
    pub const HUMAN_CHECK_REQUIRED: &str = "human_check.required";
    /// The session must change its password before any other call (HTTP 403).
    pub const PASSWORD_CHANGE_REQUIRED: &str = "password.change.required";
    /// A trial account asked for what only a real account has (HTTP 403; spec 000 §6's message key).
    pub const NEED_TRUE_ACCOUNT: &str = "in_need_true_account";
    /// A human-check answer that is wrong, too fast, or for an unknown, expired or used challenge (HTTP 400).
    pub const HUMAN_CHECK_FAILED: &str = "human_check.failed";

    /// A replay-guarded call (a money submit) without a usable `Idempotency-Key` header (HTTP 400).
    pub const IDEMPOTENCY_KEY_REQUIRED: &str = "request.idempotency_key.required";
    /// A replay-guarded call whose `Idempotency-Key` this session already sent (HTTP 409): the upstream
    /// was not called again.
    pub const REPLAYED: &str = "request.replayed";

    /// Codes that mean "this session is gone; log in again" (protocol §2.3).
    pub const SESSION_GONE: [&str; 5] =
        [LOGIN_NOT_SESSION, "user.or.token.invalid", "CUSTOMER_NOT_LOGIN", "token_ip_different", "customer.not.login"];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_all_four_fields() {
        let json = serde_json::to_value(Envelope::<()>::fail(code::LOGIN_NOT_SESSION, "gone")).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"success": false, "value": null, "message": "gone", "errorCode": "login.not.session"})
        );
    }

    #[test]
    fn reads_partial_and_null_fields() {
        let e: Envelope = serde_json::from_str(r#"{"success":true,"value":3,"message":null}"#).unwrap();
        assert_eq!(e.value, Some(serde_json::json!(3)));
        assert_eq!(e.error_code, "");
    }
}
