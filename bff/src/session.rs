//! The member's session, kept in a sealed cookie (the token-handler pattern).
//!
//! The upstream token never reaches browser JavaScript: the BFF takes it out of the login answer,
//! seals it with AES-256-GCM (the brand id as associated data, so a cookie cannot cross brands)
//! into an `HttpOnly`, `SameSite=Lax` cookie, and adds `Authorization` from it on the way up.
//! `/bff/session` tells the page only the non-secret part.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use aes_gcm::aead::{Aead, Generate, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Key, Nonce};
use axum::Json;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use cookie::{Cookie, SameSite};
use serde::{Deserialize, Serialize};
use upstream_protocol::envelope::Envelope;

use crate::AppState;
use crate::brand::CurrentBrand;
use crate::config::SecureCookie;

/// The cookie's name over plain HTTP.
pub const COOKIE: &str = "veneer_session";
/// The cookie's name over TLS: the `__Host-` prefix pins it to this host, `Path=/`, `Secure`.
pub const SECURE_COOKIE: &str = "__Host-veneer_session";

/// What the sealed cookie holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Claims {
    /// The upstream token: secret.
    #[serde(rename = "t")]
    pub token: String,
    #[serde(rename = "u")]
    pub user_name: String,
    #[serde(rename = "c")]
    pub customer_type: i64,
    #[serde(rename = "f", default)]
    pub first_time_login: bool,
    #[serde(rename = "p", default)]
    pub password_expired: bool,
    /// Unix seconds after which the cookie is void whatever the browser does.
    #[serde(rename = "e")]
    pub expires: u64,
}

/// Seals and opens session cookies.
#[derive(Clone)]
pub struct Sealer {
    cipher: Aes256Gcm,
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Sealer(..)")
    }
}

/// Why a sealing key was refused.
#[derive(Debug, thiserror::Error)]
#[error("VENEER_SESSION_KEY must be the base64 of exactly 32 bytes")]
pub struct BadSessionKey;

impl Sealer {
    /// A sealer from the base64 of 32 bytes.
    pub fn from_base64(text: &str) -> Result<Self, BadSessionKey> {
        let bytes = STANDARD.decode(text.trim()).map_err(|_| BadSessionKey)?;
        let key: [u8; 32] = bytes.try_into().map_err(|_| BadSessionKey)?;
        Ok(Self { cipher: Aes256Gcm::new(&Key::<Aes256Gcm>::from(key)) })
    }

    /// A sealer with a random key: sessions end when the process does.
    pub fn random() -> Self {
        Self { cipher: Aes256Gcm::new(&Key::<Aes256Gcm>::generate()) }
    }

    /// `base64url(nonce ‖ ciphertext)`.
    pub fn seal(&self, claims: &Claims, brand_id: &str) -> String {
        let nonce = Nonce::generate();
        let plaintext = serde_json::to_vec(claims).expect("claims serialise");
        let ciphertext = self
            .cipher
            .encrypt(&nonce, Payload { msg: &plaintext, aad: brand_id.as_bytes() })
            .expect("AES-GCM encryption of a small message cannot fail");
        let mut sealed = nonce.to_vec();
        sealed.extend_from_slice(&ciphertext);
        URL_SAFE_NO_PAD.encode(sealed)
    }

    /// The claims of a cookie sealed by this key for this brand and not yet expired.
    pub fn open(&self, sealed: &str, brand_id: &str) -> Option<Claims> {
        let bytes = URL_SAFE_NO_PAD.decode(sealed).ok()?;
        if bytes.len() < 12 {
            return None;
        }
        let (nonce, ciphertext) = bytes.split_at(12);
        let nonce = Nonce::try_from(nonce).ok()?;
        let plaintext = self.cipher.decrypt(&nonce, Payload { msg: ciphertext, aad: brand_id.as_bytes() }).ok()?;
        let claims: Claims = serde_json::from_slice(&plaintext).ok()?;
        (claims.expires > unix_now()).then_some(claims)
    }
}

pub fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or_default()
}

/// Whether this request reached us over TLS, as far as the cookie rules go.
pub fn is_secure(mode: SecureCookie, over_tls: bool) -> bool {
    match mode {
        SecureCookie::Always => true,
        SecureCookie::Never => false,
        SecureCookie::Auto => over_tls,
    }
}

/// The sealed value of the session cookie in a request, under either name.
pub fn sealed_from(headers: &HeaderMap) -> Option<String> {
    cookies(headers).find(|c| c.name() == SECURE_COOKIE || c.name() == COOKIE).map(|c| c.value().to_owned())
}

/// Every cookie in a request's `Cookie` headers.
pub fn cookies(headers: &HeaderMap) -> impl Iterator<Item = Cookie<'static>> + '_ {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| Cookie::split_parse(v.to_owned()).filter_map(Result::ok))
        .map(Cookie::into_owned)
}

/// A `Set-Cookie` that stores the sealed claims. `remember` keeps the cookie past the browser
/// session, up to `max_age`; otherwise it is a session cookie.
pub fn set_cookie(sealed: String, secure: bool, remember: Option<Duration>) -> HeaderValue {
    let mut cookie = Cookie::build((if secure { SECURE_COOKIE } else { COOKIE }, sealed))
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure);
    if let Some(age) = remember {
        cookie = cookie.max_age(cookie::time::Duration::seconds(age.as_secs() as i64));
    }
    HeaderValue::from_str(&cookie.build().to_string()).expect("cookie text is a valid header")
}

/// `Set-Cookie`s that remove the session cookie under both names.
pub fn clear_cookies() -> [HeaderValue; 2] {
    [COOKIE, SECURE_COOKIE].map(|name| {
        let cookie = Cookie::build((name, ""))
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(name == SECURE_COOKIE)
            .max_age(cookie::time::Duration::ZERO);
        HeaderValue::from_str(&cookie.build().to_string()).expect("cookie text is a valid header")
    })
}

/// The non-secret session state the page may know.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    pub logged_in: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub user_name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub customer_type: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_agent: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub is_trial: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub must_change_password: Option<bool>,
}

/// Agent customer types (spec: 1, 2, 41, 42).
pub const AGENT_TYPES: [i64; 4] = [1, 2, 41, 42];
/// The trial (free play) customer type.
pub const TRIAL_TYPE: i64 = 4;

impl From<Option<&Claims>> for SessionView {
    fn from(claims: Option<&Claims>) -> Self {
        match claims {
            None => Self {
                logged_in: false,
                user_name: None,
                customer_type: None,
                is_agent: None,
                is_trial: None,
                must_change_password: None,
            },
            Some(c) => Self {
                logged_in: true,
                user_name: Some(c.user_name.clone()),
                customer_type: Some(c.customer_type),
                is_agent: Some(AGENT_TYPES.contains(&c.customer_type)),
                is_trial: Some(c.customer_type == TRIAL_TYPE),
                must_change_password: Some(c.first_time_login || c.password_expired),
            },
        }
    }
}

/// `GET /bff/session`. A cookie that no longer opens (tampered, expired, old key) is cleared.
#[utoipa::path(get, path = "/bff/session", tag = "bff", responses((status = 200, body = Envelope<SessionView>)))]
pub async fn view(
    state: axum::extract::State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    headers: HeaderMap,
) -> Response {
    let sealed = sealed_from(&headers);
    let claims = sealed.as_deref().and_then(|s| state.sealer.open(s, &brand.id));
    let mut response = Json(Envelope::ok(SessionView::from(claims.as_ref()))).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if sealed.is_some() && claims.is_none() {
        for value in clear_cookies() {
            headers.append(header::SET_COOKIE, value);
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims() -> Claims {
        Claims {
            token: "secret-token".into(),
            user_name: "demo01".into(),
            customer_type: 0,
            first_time_login: false,
            password_expired: false,
            expires: unix_now() + 60,
        }
    }

    #[test]
    fn sealed_cookies_open_only_with_the_same_key_and_brand() {
        let sealer = Sealer::random();
        let sealed = sealer.seal(&claims(), "demo");
        assert!(!sealed.contains("secret-token"));
        assert_eq!(sealer.open(&sealed, "demo"), Some(claims()));
        assert_eq!(sealer.open(&sealed, "other"), None);
        assert_eq!(Sealer::random().open(&sealed, "demo"), None);
    }

    #[test]
    fn tampered_or_expired_cookies_do_not_open() {
        let sealer = Sealer::random();
        let mut sealed = sealer.seal(&claims(), "demo").into_bytes();
        let last = sealed.len() - 2;
        sealed[last] = if sealed[last] == b'A' { b'B' } else { b'A' };
        assert_eq!(sealer.open(std::str::from_utf8(&sealed).unwrap(), "demo"), None);
        assert_eq!(sealer.open("", "demo"), None);
        assert_eq!(sealer.open("!!!", "demo"), None);
        let old = sealer.seal(&Claims { expires: unix_now() - 1, ..claims() }, "demo");
        assert_eq!(sealer.open(&old, "demo"), None);
    }

    #[test]
    fn the_cookie_is_http_only_lax_and_secure_over_tls() {
        let plain = set_cookie("v".into(), false, None).to_str().unwrap().to_owned();
        assert!(plain.starts_with("veneer_session=v"));
        assert!(plain.contains("HttpOnly") && plain.contains("SameSite=Lax") && plain.contains("Path=/"));
        assert!(!plain.contains("Secure") && !plain.contains("Max-Age"));
        let tls = set_cookie("v".into(), true, Some(Duration::from_secs(86_400))).to_str().unwrap().to_owned();
        assert!(tls.starts_with("__Host-veneer_session=v") && tls.contains("Secure") && tls.contains("Max-Age=86400"));
    }

    #[test]
    fn session_keys_must_be_32_bytes() {
        assert!(Sealer::from_base64(&STANDARD.encode([7u8; 32])).is_ok());
        assert!(Sealer::from_base64(&STANDARD.encode([7u8; 16])).is_err());
        assert!(Sealer::from_base64("not base64").is_err());
    }

    #[test]
    fn the_view_never_holds_the_token() {
        let json = serde_json::to_string(&SessionView::from(Some(&claims()))).unwrap();
        assert!(!json.contains("secret-token"));
        assert!(json.contains("\"userName\":\"demo01\""));
        assert_eq!(serde_json::to_string(&SessionView::from(None)).unwrap(), r#"{"loggedIn":false}"#);
    }
}
