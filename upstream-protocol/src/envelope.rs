//! The answer shape of every `/wps` call (protocol §2), and the error codes both sides use.

use serde::{Deserialize, Serialize};

/// `{success, value, message, errorCode}`. The real upstream sometimes omits `message` or
/// `errorCode` or sends them as `null`; reading tolerates that, writing always sends all four.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Envelope<T = serde_json::Value> {
    /// Whether the call succeeded.
    pub success: bool,
    /// `null` on failure.
    #[serde(default)]
    #[cfg_attr(feature = "openapi", schema(required = true, nullable = true))]
    pub value: Option<T>,
    /// The upstream's message; empty when it sent none.
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
    /// Declares each code as a constant and lists them all in [`ALL`] with their descriptions.
    macro_rules! codes {
        ($($(#[doc = $doc:expr])* $name:ident = $value:literal;)*) => {
            $($(#[doc = $doc])* pub const $name: &str = $value;)*

            /// Every code above: its constant's name, the code, what it means (its doc comment). The BFF's
            /// generator writes this table into next-app (`ERROR_CODES`), so the front never types a code.
            pub const ALL: &[(&str, &str, &str)] = &[$((stringify!($name), $value, concat!($($doc, "\n"),*))),*];
        };
    }

    codes! {
        /// Session invalid, stale or killed by another login (HTTP 401).
        LOGIN_NOT_SESSION = "login.not.session";
        /// Feature off, maintenance, or a bad `Merchant` header (`#543`).
        FUNCTION_NOT_AVAILABLE = "function.not.available";
        /// An encrypted call the upstream could not decrypt (HTTP 400).
        REQUEST_BODY_REQUIRED = "request_body_required";
        /// A parameter is missing or malformed (HTTP 400).
        REQUEST_PARAM_ERR = "request_param_err";
        /// Wrong HTTP method for the call (`#459`).
        HTTP_METHOD_NOT_SUPPORT = "http_method_not_support";
        /// `launchGame` without `launchMode` (HTTP 500, `#727` "system busy").
        SYSTEM_BUSY = "#727";
        /// A second launch while a round is still open (`#734`).
        PREVIOUS_GAME_NOT_FINISHED = "#734";
        /// Login from an IP the member has not used: verify first.
        LOGIN_VERIFY_REQUIRED = "login_verify_required";
        /// Unknown user.
        USER_NOT_EXIST = "USER_NOT_EXIST";
        /// Wrong password (and other refused logins).
        LOGIN_FAILED = "us_forbidden_login_error";
        /// The risk engine wants an image captcha.
        CAPTCHA_REQUIRED = "captcha_required";
        /// Rate limited.
        TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS";

        // The BFF's own codes, for failures that never reached the upstream or came back unreadable.
        /// The `Host` header names no configured brand.
        UNKNOWN_HOST = "unknown.host";
        /// A state-changing call without the CSRF header or from another origin.
        CSRF_REJECTED = "csrf.rejected";
        /// The request body is not the JSON the call needs.
        BAD_REQUEST_BODY = "request.body.invalid";
        /// A query string the BFF's own call does not accept.
        BAD_QUERY = "request.query.invalid";
        /// The request body is larger than the call allows.
        BODY_TOO_LARGE = "request.body.too_large";
        /// The request's headers are larger than the front door allows (HTTP 431).
        HEADERS_TOO_LARGE = "request.headers.too_large";
        /// The request path has dot segments, doubled or encoded slashes (HTTP 400).
        BAD_PATH = "request.path.invalid";
        /// The request carries `Transfer-Encoding` (alone or with `Content-Length`) (HTTP 400).
        BAD_FRAMING = "request.framing.invalid";
        /// The upstream did not answer in time.
        UPSTREAM_TIMEOUT = "upstream.timeout";
        /// The upstream could not be reached or answered garbage.
        UPSTREAM_UNAVAILABLE = "upstream.unavailable";
        /// Not a path the front door serves.
        NOT_FOUND = "not.found";
        /// A call the human check guards, sent without an unused pass (HTTP 400).
        HUMAN_CHECK_REQUIRED = "human_check.required";
        /// The session must change its password before any other call (HTTP 403).
        PASSWORD_CHANGE_REQUIRED = "password.change.required";
        /// A trial account asked for what only a real account has (HTTP 403; spec 000 §6's message key).
        NEED_TRUE_ACCOUNT = "in_need_true_account";
        /// A human-check answer that is wrong, too fast, or for an unknown, expired or used challenge (HTTP 400).
        HUMAN_CHECK_FAILED = "human_check.failed";

        /// A replay-guarded call (a money submit) without a usable `Idempotency-Key` header (HTTP 400).
        IDEMPOTENCY_KEY_REQUIRED = "request.idempotency_key.required";
        /// A replay-guarded call whose `Idempotency-Key` this session already sent (HTTP 409): the upstream
        /// was not called again.
        REPLAYED = "request.replayed";
    }

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
    fn the_code_table_lists_every_code_once_with_its_meaning() {
        let mut seen = std::collections::HashSet::new();
        for (name, value, meaning) in code::ALL {
            assert!(seen.insert(*value), "{value} twice");
            assert!(!meaning.trim().is_empty(), "{name} says nothing of what it means");
        }
        assert!(
            code::ALL.iter().any(|(name, value, _)| *name == "NEED_TRUE_ACCOUNT" && *value == code::NEED_TRUE_ACCOUNT)
        );
    }

    #[test]
    fn reads_partial_and_null_fields() {
        let e: Envelope = serde_json::from_str(r#"{"success":true,"value":3,"message":null}"#).unwrap();
        assert_eq!(e.value, Some(serde_json::json!(3)));
        assert_eq!(e.error_code, "");
    }
}
