//! Third-party sign-in through the brand's identity pages (spec 000 §7 "Third-party login").
//!
//! The browser cannot run the provider's own script (it needs the provider's hosts), so each brand names,
//! per channel, an identity page ([`crate::config::IdentityPages`]): a page on its Firebase auth domain
//! that signs in with the provider and comes back with the Firebase ID token. The flow:
//! 1. The login window opens a pop-up on `GET /bff/identity/{channel}?state=…` ([`start`]): a redirect
//!    to the brand's page with the `state` and the return address on the brand's own host.
//! 2. The page comes back to `GET /bff/identity/return#idToken=…&state=…` (or `#error=auth/…&state=…`)
//!    ([`finish`]): a script-only page under a strict policy that hands the fragment to its opener with
//!    `postMessage` aimed at its own origin, and closes. The fragment never reaches a server or a log, and
//!    the page drops it from its address before anything else.
//! 3. The login window checks origin and state and posts the token to `/wps/session/login/firebase`
//!    like any login (encrypted, the session sealed, never a forced password change).

use axum::extract::{Path, RawQuery};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use upstream_protocol::envelope::Envelope;

use crate::brand::CurrentBrand;
use crate::config::Channel;
use crate::error::BffError;
use crate::visitor::Visitor;

/// Where identity pages come back to, on the brand's host.
pub const RETURN_PATH: &str = "/bff/identity/return";
/// The return page's script (a file, so the page's policy allows no inline script at all).
pub const RETURN_SCRIPT_PATH: &str = "/bff/identity/return.js";

/// The state the front makes per attempt: URL-safe, long enough not to be guessed.
const STATE_LENGTH: std::ops::RangeInclusive<usize> = 16..=128;

/// The query of `GET /bff/identity/{channel}`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct StartQuery {
    state: String,
    /// For the `sms` channel: the number to verify, as the registration form has it.
    #[serde(default)]
    mobile: Option<String>,
    #[serde(default)]
    country_dialing_code: Option<String>,
}

fn digits(text: &str, length: std::ops::RangeInclusive<usize>) -> bool {
    length.contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit())
}

fn parse_start(raw: Option<&str>, channel: Channel) -> Result<StartQuery, BffError> {
    let bad = |what: &str| BffError::BadQuery(what.to_owned());
    let query: StartQuery = serde_urlencoded::from_str(raw.unwrap_or_default()).map_err(|_| {
        bad("state (16-128 letters, digits, - or _) is required; mobile and countryDialingCode optional")
    })?;
    if !STATE_LENGTH.contains(&query.state.len())
        || !query.state.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(bad("state must be 16-128 letters, digits, - or _"));
    }
    let phone = query.mobile.is_some() || query.country_dialing_code.is_some();
    if phone && channel != Channel::Sms {
        return Err(bad("mobile and countryDialingCode are for the sms channel only"));
    }
    if query.mobile.as_deref().is_some_and(|m| !digits(m, 5..=20))
        || query.country_dialing_code.as_deref().is_some_and(|c| !digits(c, 1..=4))
    {
        return Err(bad("mobile must be 5-20 digits and countryDialingCode 1-4 digits"));
    }
    Ok(query)
}

/// `GET /bff/identity/{channel}?state=…`: to the brand's identity page for the channel.
#[utoipa::path(get, path = "/bff/identity/{channel}", tag = "bff",
    params(
        ("channel" = Channel, Path, description = "google, facebook, line or sms"),
        ("state" = String, Query, description = "the front's per-attempt secret, 16-128 of [A-Za-z0-9_-], echoed back"),
        ("mobile" = Option<String>, Query, description = "sms only: the number to verify (digits)"),
        ("countryDialingCode" = Option<String>, Query, description = "sms only: its dialing code (digits)"),
    ),
    responses(
        (status = 303, description = "`Location`: the brand's identity page with `state` and `return` (this host's /bff/identity/return)"),
        (status = 400, body = Envelope<serde_json::Value>, description = "`request.query.invalid`"),
        (status = 404, body = Envelope<serde_json::Value>, description = "the brand has no page for this channel"),
    ))]
pub async fn start(
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    headers: HeaderMap,
    Path(channel): Path<String>,
    RawQuery(raw): RawQuery,
) -> Result<Response, BffError> {
    let channel = Channel::parse(&channel).ok_or(BffError::NotFound)?;
    let page = brand.identity.page(channel).ok_or(BffError::NotFound)?;
    let query = parse_start(raw.as_deref(), channel)?;
    // The brand matched this Host, so it is one of the brand's own names.
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok()).ok_or(BffError::UnknownHost)?;
    let scheme = if visitor.over_tls { "https" } else { "http" };
    let mut target = page.0.clone();
    {
        let mut pairs = target.query_pairs_mut();
        pairs.append_pair("state", &query.state).append_pair("return", &format!("{scheme}://{host}{RETURN_PATH}"));
        if let Some(mobile) = &query.mobile {
            pairs.append_pair("mobile", mobile);
        }
        if let Some(code) = &query.country_dialing_code {
            pairs.append_pair("countryDialingCode", code);
        }
    }
    let location = HeaderValue::from_str(target.as_str()).map_err(|_| BffError::NotFound)?;
    Ok((
        StatusCode::SEE_OTHER,
        [(header::LOCATION, location), (header::CACHE_CONTROL, HeaderValue::from_static("no-store"))],
    )
        .into_response())
}

/// The return page: nothing but its script, which no other script may join.
const RETURN_PAGE: &str = "<!doctype html><html><head><meta charset=\"utf-8\"><meta name=\"robots\" content=\"noindex\">\
<title>…</title><script src=\"/bff/identity/return.js\"></script></head><body></body></html>";

/// Hands the fragment to the opener (same origin only) and closes. It first drops the fragment from the
/// address, so the token is in no history entry; it never navigates anywhere.
const RETURN_SCRIPT: &str = r"(function () {
  var fields = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, '', location.pathname);
  var message = {
    type: 'veneer-identity',
    state: fields.get('state') || '',
    idToken: fields.get('idToken') || '',
    error: fields.get('error') || ''
  };
  if (window.opener) window.opener.postMessage(message, location.origin);
  window.close();
})();
";

/// The return page's policy: its own script only, no connections, no frames, no forms, no base.
const RETURN_POLICY: &str =
    "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// `GET /bff/identity/return`: where identity pages come back to (the token in the fragment).
#[utoipa::path(get, path = "/bff/identity/return", tag = "bff", responses(
    (status = 200, description = "an HTML page that posts the fragment's `idToken`/`error` and `state` to its opener, then closes"),
))]
pub async fn finish() -> Response {
    let headers = [
        (header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8")),
        (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(RETURN_POLICY)),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        (header::REFERRER_POLICY, HeaderValue::from_static("no-referrer")),
    ];
    (headers, RETURN_PAGE).into_response()
}

/// `GET /bff/identity/return.js`: the return page's script.
#[utoipa::path(get, path = "/bff/identity/return.js", tag = "bff", responses((status = 200, description = "JavaScript")))]
pub async fn finish_script() -> Response {
    let headers = [
        (header::CONTENT_TYPE, HeaderValue::from_static("text/javascript; charset=utf-8")),
        (header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=300")),
    ];
    (headers, RETURN_SCRIPT).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_must_be_long_and_url_safe() {
        assert!(parse_start(Some("state=abcdefghij0123456789"), Channel::Google).is_ok());
        for bad in ["", "state=short", "state=abcdefghij0123456789%3Cscript", "state=a&state=b", "other=1"] {
            assert!(parse_start(Some(bad), Channel::Google).is_err(), "{bad}");
        }
        assert!(parse_start(Some(&format!("state={}", "a".repeat(129))), Channel::Google).is_err());
    }

    #[test]
    fn a_number_is_for_the_sms_channel_and_digits_only() {
        let q = "state=abcdefghij0123456789&mobile=0877778888&countryDialingCode=66";
        assert_eq!(parse_start(Some(q), Channel::Sms).unwrap().mobile.as_deref(), Some("0877778888"));
        assert!(parse_start(Some(q), Channel::Google).is_err());
        assert!(parse_start(Some("state=abcdefghij0123456789&mobile=08x"), Channel::Sms).is_err());
        assert!(parse_start(Some("state=abcdefghij0123456789&countryDialingCode=66666"), Channel::Sms).is_err());
    }

    #[test]
    fn the_return_script_aims_at_its_own_origin_and_never_navigates() {
        assert!(RETURN_SCRIPT.contains("postMessage(message, location.origin)"));
        assert!(RETURN_SCRIPT.contains("history.replaceState(null, '', location.pathname)"));
        for navigation in ["location.href", "location.assign", "location.replace", "console."] {
            assert!(!RETURN_SCRIPT.contains(navigation), "{navigation}");
        }
        assert!(RETURN_PAGE.contains(RETURN_SCRIPT_PATH));
    }
}
