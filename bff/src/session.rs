//! The member's session, kept in a sealed cookie (the token-handler pattern).
//!
//! The upstream token never reaches browser JavaScript: the BFF takes it out of the login answer,
//! seals it with AES-256-GCM (the brand id as associated data, so a cookie cannot cross brands)
//! into an `HttpOnly`, `SameSite=Lax` cookie, and adds `Authorization` from it on the way up.
//! `/bff/session` tells the page only the non-secret part.
//!
//! A session ends after `session.idle` without use or `session.absolute` after its login
//! (`session.remember` with "remember me"); a busy session's cookie is sealed again now and then so
//! its idle clock restarts. Keys rotate: the first of `VENEER_SESSION_KEYS` seals, every one opens.
//! The captcha's `captchaId` (an upstream cookie the login needs) travels in a sealed cookie of its own.

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
use crate::config::{SecureCookie, SessionConfig};
use crate::visitor::Visitor;

/// The session cookie's name over plain HTTP.
pub const COOKIE: &str = "veneer_session";
/// The captcha cookie's name over plain HTTP.
pub const CAPTCHA_COOKIE: &str = "veneer_captcha";
/// The human-check pass cookie's name over plain HTTP ([`crate::human_check`]).
pub const HUMAN_COOKIE: &str = "veneer_human";
/// Over TLS every cookie of ours gets this prefix: pinned to this host, `Path=/`, `Secure`.
const HOST_PREFIX: &str = "__Host-";

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
    /// Unix seconds of the login.
    #[serde(rename = "i")]
    pub issued: u64,
    /// Unix seconds of the last sealing (the idle clock's start).
    #[serde(rename = "s")]
    pub sealed_at: u64,
    /// "Remember me": the longer absolute lifetime, and a cookie that outlives the browser session.
    #[serde(rename = "r", default)]
    pub remember: bool,
    /// The password must be changed before anything else ([`crate::forward::account`]).
    #[serde(rename = "m", default)]
    pub must_change_password: bool,
    /// While it must: the password typed at login, which the BFF sends as the change's `oldPassword`
    /// (secret: sealed like the token, never in a body the browser sees).
    #[serde(rename = "k", default, skip_serializing_if = "Option::is_none")]
    pub typed_password: Option<String>,
}

impl Claims {
    /// How long the session may live in all.
    fn absolute(&self, config: &SessionConfig) -> Duration {
        if self.remember { config.remember } else { config.absolute }
    }

    /// Whether neither lifetime has run out.
    pub fn is_live(&self, config: &SessionConfig, now: u64) -> bool {
        now < self.issued.saturating_add(self.absolute(config).as_secs())
            && now < self.sealed_at.saturating_add(config.idle.as_secs())
    }

    /// Whether the cookie should be sealed again to restart the idle clock (a quarter of it has passed).
    pub fn wants_resealing(&self, config: &SessionConfig, now: u64) -> bool {
        now >= self.sealed_at.saturating_add(config.idle.as_secs() / 4)
    }

    /// The cookie's `Max-Age`: what is left of the absolute lifetime with "remember me", else none
    /// (a browser-session cookie).
    fn cookie_age(&self, config: &SessionConfig, now: u64) -> Option<Duration> {
        let ends = self.issued.saturating_add(self.absolute(config).as_secs());
        self.remember.then(|| Duration::from_secs(ends.saturating_sub(now)))
    }
}

/// Seals and opens cookies with the newest of a list of keys (all of them open).
#[derive(Clone)]
pub struct Sealer {
    ciphers: Vec<Aes256Gcm>,
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Sealer({} keys)", self.ciphers.len())
    }
}

/// Why a sealing key was refused.
#[derive(Debug, thiserror::Error)]
#[error("session keys must be the base64 of exactly 32 bytes each, separated by commas (newest first)")]
pub struct BadSessionKey;

impl Sealer {
    /// A sealer from `newest[,older…]`, each the base64 of 32 bytes.
    pub fn from_base64(text: &str) -> Result<Self, BadSessionKey> {
        let ciphers = text
            .split(',')
            .map(|key| {
                let bytes = STANDARD.decode(key.trim()).map_err(|_| BadSessionKey)?;
                let key: [u8; 32] = bytes.try_into().map_err(|_| BadSessionKey)?;
                Ok(Aes256Gcm::new(&Key::<Aes256Gcm>::from(key)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self { ciphers })
    }

    /// A sealer with a random key: sessions end when the process does.
    pub fn random() -> Self {
        Self { ciphers: vec![Aes256Gcm::new(&Key::<Aes256Gcm>::generate())] }
    }

    /// `base64url(nonce ‖ ciphertext)` of `plaintext`, bound to `context`.
    pub(crate) fn seal_bytes(&self, plaintext: &[u8], context: &str) -> String {
        let nonce = Nonce::generate();
        let ciphertext = self.ciphers[0]
            .encrypt(&nonce, Payload { msg: plaintext, aad: context.as_bytes() })
            .expect("AES-GCM encryption of a small message cannot fail");
        let mut sealed = nonce.to_vec();
        sealed.extend_from_slice(&ciphertext);
        URL_SAFE_NO_PAD.encode(sealed)
    }

    /// The plaintext of a value sealed by any of the keys for `context`.
    pub(crate) fn open_bytes(&self, sealed: &str, context: &str) -> Option<Vec<u8>> {
        let bytes = URL_SAFE_NO_PAD.decode(sealed).ok()?;
        if bytes.len() < 12 {
            return None;
        }
        let (nonce, ciphertext) = bytes.split_at(12);
        let nonce = Nonce::try_from(nonce).ok()?;
        let payload = || Payload { msg: ciphertext, aad: context.as_bytes() };
        self.ciphers.iter().find_map(|cipher| cipher.decrypt(&nonce, payload()).ok())
    }

    /// The session claims sealed for this brand.
    pub fn seal(&self, claims: &Claims, brand_id: &str) -> String {
        self.seal_bytes(&serde_json::to_vec(claims).expect("claims serialise"), brand_id)
    }

    /// The claims of a cookie sealed by one of the keys for this brand, whatever their age.
    pub fn open(&self, sealed: &str, brand_id: &str) -> Option<Claims> {
        serde_json::from_slice(&self.open_bytes(sealed, brand_id)?).ok()
    }

    fn captcha_context(brand_id: &str) -> String {
        format!("{brand_id}/captcha")
    }
}

pub fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or_default()
}

/// Whether this request's cookies get `Secure` and the `__Host-` prefix.
pub fn is_secure(mode: SecureCookie, over_tls: bool) -> bool {
    match mode {
        SecureCookie::Always => true,
        SecureCookie::Never => false,
        SecureCookie::Auto => over_tls,
    }
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

/// Whether a browser cookie is one of ours (under either name), so it never travels further.
pub fn is_ours(name: &str) -> bool {
    let name = name.strip_prefix(HOST_PREFIX).unwrap_or(name);
    name == COOKIE || name == CAPTCHA_COOKIE || name == HUMAN_COOKIE
}

/// The value of one of our cookies, under either name.
pub(crate) fn our_cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    cookies(headers)
        .find(|c| c.name().strip_prefix(HOST_PREFIX).unwrap_or(c.name()) == name)
        .map(|c| c.value().to_owned())
}

/// A `Set-Cookie` of ours: `HttpOnly`, `SameSite=Lax`, `Path=/`; `Secure` and `__Host-` over TLS.
/// `max_age`: `Some(ZERO)` removes it, `None` makes a browser-session cookie.
fn set_cookie(name: &str, value: String, secure: bool, max_age: Option<Duration>) -> HeaderValue {
    let name = if secure { format!("{HOST_PREFIX}{name}") } else { name.to_owned() };
    let mut cookie = Cookie::build((name, value)).path("/").http_only(true).same_site(SameSite::Lax).secure(secure);
    if let Some(age) = max_age {
        cookie = cookie.max_age(cookie::time::Duration::seconds(i64::try_from(age.as_secs()).unwrap_or(i64::MAX)));
    }
    HeaderValue::from_str(&cookie.build().to_string()).expect("cookie text is a valid header")
}

/// `Set-Cookie`s that remove the session cookie under both names.
pub fn clear_cookies() -> [HeaderValue; 2] {
    [false, true].map(|secure| set_cookie(COOKIE, String::new(), secure, Some(Duration::ZERO)))
}

/// `Set-Cookie`s of a logout: every cookie of ours (session, captcha binding, human-check pass) under both
/// names, so nothing of the member's visit stays with the browser.
pub fn logout_cookies() -> Vec<HeaderValue> {
    [COOKIE, CAPTCHA_COOKIE, HUMAN_COOKIE]
        .into_iter()
        .flat_map(|name| [false, true].map(|secure| set_cookie(name, String::new(), secure, Some(Duration::ZERO))))
        .collect()
}

/// The session a request carries.
#[derive(Debug, Clone, Default)]
pub struct Session {
    /// The browser sent a session cookie.
    pub present: bool,
    /// It opened with one of our keys for this brand, live or not.
    opened: Option<Claims>,
    live: bool,
}

impl Session {
    /// Reads the session cookie of a request.
    pub fn read(state: &AppState, brand_id: &str, headers: &HeaderMap) -> Self {
        let Some(sealed) = our_cookie(headers, COOKIE) else { return Self::default() };
        let opened = state.sealer.open(&sealed, brand_id);
        let live = opened.as_ref().is_some_and(|c| c.is_live(&state.config.session, unix_now()));
        Self { present: true, opened, live }
    }

    /// The claims of a live session.
    pub fn claims(&self) -> Option<&Claims> {
        self.opened.as_ref().filter(|_| self.live)
    }

    /// The claims even of a session past its lifetime: logout still ends its upstream token.
    pub fn claims_for_logout(&self) -> Option<&Claims> {
        self.opened.as_ref()
    }

    /// A cookie was sent that is no session (tampered, expired, an old key, another brand's).
    pub fn is_dead(&self) -> bool {
        self.present && !self.live
    }
}

/// Writes session cookies for one answer.
pub struct CookieJar<'a> {
    state: &'a AppState,
    brand_id: &'a str,
    secure: bool,
}

impl<'a> CookieJar<'a> {
    pub fn new(state: &'a AppState, brand_id: &'a str, visitor: &Visitor) -> Self {
        Self { state, brand_id, secure: is_secure(state.config.session.secure_cookie, visitor.over_tls) }
    }

    /// Changed claims of the live session, sealed now.
    pub fn update(&self, claims: &Claims) -> HeaderValue {
        let now = unix_now();
        let claims = Claims { sealed_at: now, ..claims.clone() };
        let config = &self.state.config.session;
        set_cookie(COOKIE, self.state.sealer.seal(&claims, self.brand_id), self.secure, claims.cookie_age(config, now))
    }

    /// A new session for freshly issued claims (always a new sealed value).
    pub fn start(&self, claims: &Claims) -> HeaderValue {
        let config = &self.state.config.session;
        let age = claims.cookie_age(config, claims.issued);
        set_cookie(COOKIE, self.state.sealer.seal(claims, self.brand_id), self.secure, age)
    }

    /// The same session sealed again now, when its idle clock should restart.
    pub fn touch(&self, session: &Session) -> Option<HeaderValue> {
        let now = unix_now();
        let config = &self.state.config.session;
        let claims = session.claims().filter(|c| c.wants_resealing(config, now))?;
        let claims = Claims { sealed_at: now, ..claims.clone() };
        Some(set_cookie(
            COOKIE,
            self.state.sealer.seal(&claims, self.brand_id),
            self.secure,
            claims.cookie_age(config, now),
        ))
    }

    /// A human-check pass (already sealed), for `max_age`.
    pub fn human_pass(&self, sealed: String, max_age: Duration) -> HeaderValue {
        set_cookie(HUMAN_COOKIE, sealed, self.secure, Some(max_age))
    }

    /// Removes the human-check pass (it has been used).
    pub fn clear_human_pass(&self) -> HeaderValue {
        set_cookie(HUMAN_COOKIE, String::new(), self.secure, Some(Duration::ZERO))
    }

    /// The captcha binding (`captchaId` of the upstream), sealed.
    pub fn captcha(&self, captcha_id: &str) -> HeaderValue {
        let sealed = self.state.sealer.seal_bytes(captcha_id.as_bytes(), &Sealer::captcha_context(self.brand_id));
        set_cookie(CAPTCHA_COOKIE, sealed, self.secure, Some(self.state.config.session.captcha))
    }
}

/// The upstream `captchaId` a browser's sealed captcha cookie holds.
pub fn captcha_id(state: &AppState, brand_id: &str, headers: &HeaderMap) -> Option<String> {
    let sealed = our_cookie(headers, CAPTCHA_COOKIE)?;
    let id = state.sealer.open_bytes(&sealed, &Sealer::captcha_context(brand_id))?;
    String::from_utf8(id).ok()
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
    /// The answer that started the session said it is the member's first login (`firstTimeLogin`): the front
    /// runs the first-login action (spec 000 §4 "Login" 2) only then.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first_time_login: Option<bool>,
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
                first_time_login: None,
            },
            Some(c) => Self {
                logged_in: true,
                user_name: Some(c.user_name.clone()),
                customer_type: Some(c.customer_type),
                is_agent: Some(AGENT_TYPES.contains(&c.customer_type)),
                is_trial: Some(c.customer_type == TRIAL_TYPE),
                must_change_password: Some(c.must_change_password),
                first_time_login: Some(c.first_time_login),
            },
        }
    }
}

/// `GET /bff/session`. A cookie that no longer opens (tampered, expired, old key) is cleared; a live
/// one is sealed again when its idle clock should restart.
#[utoipa::path(get, path = "/bff/session", tag = "bff", responses((status = 200, body = Envelope<SessionView>)))]
pub async fn view(
    state: axum::extract::State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    headers: HeaderMap,
) -> Response {
    let session = Session::read(&state, &brand.id, &headers);
    let mut response = Json(Envelope::ok(SessionView::from(session.claims()))).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if session.is_dead() {
        for value in clear_cookies() {
            headers.append(header::SET_COOKIE, value);
        }
    } else if let Some(cookie) = CookieJar::new(&state, &brand.id, &visitor).touch(&session) {
        headers.append(header::SET_COOKIE, cookie);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config() -> SessionConfig {
        SessionConfig {
            secure_cookie: SecureCookie::Auto,
            idle: Duration::from_secs(1800),
            absolute: Duration::from_secs(12 * 3600),
            remember: Duration::from_secs(24 * 3600),
            captcha: Duration::from_secs(600),
            replay_window: Duration::from_secs(300),
        }
    }

    fn claims() -> Claims {
        let now = unix_now();
        Claims {
            token: "secret-token".into(),
            user_name: "demo01".into(),
            customer_type: 0,
            first_time_login: false,
            password_expired: false,
            issued: now,
            sealed_at: now,
            remember: false,
            must_change_password: false,
            typed_password: None,
        }
    }

    #[test]
    fn sealed_cookies_open_only_with_one_of_the_keys_and_the_same_brand() {
        let sealer = Sealer::random();
        let sealed = sealer.seal(&claims(), "demo");
        assert!(!sealed.contains("secret-token"));
        assert_eq!(sealer.open(&sealed, "demo"), Some(claims()));
        assert_eq!(sealer.open(&sealed, "other"), None);
        assert_eq!(Sealer::random().open(&sealed, "demo"), None);
        assert_eq!(sealer.open_bytes(&sealed, &Sealer::captcha_context("demo")), None, "a session is no captcha");
    }

    #[test]
    fn keys_rotate_the_newest_seals_and_every_one_opens() {
        let (new, old) = (STANDARD.encode([1u8; 32]), STANDARD.encode([2u8; 32]));
        let before = Sealer::from_base64(&old).unwrap().seal(&claims(), "demo");
        let rotated = Sealer::from_base64(&format!("{new}, {old}")).unwrap();
        assert_eq!(rotated.open(&before, "demo"), Some(claims()), "sessions sealed before the rotation still open");
        let after = rotated.seal(&claims(), "demo");
        assert!(Sealer::from_base64(&new).unwrap().open(&after, "demo").is_some(), "the newest key seals");
        assert!(Sealer::from_base64(&old).unwrap().open(&after, "demo").is_none());
        assert!(Sealer::from_base64(&format!("{new},")).is_err());
    }

    #[test]
    fn tampered_cookies_do_not_open() {
        let sealer = Sealer::random();
        let mut sealed = sealer.seal(&claims(), "demo").into_bytes();
        let last = sealed.len() - 2;
        sealed[last] = if sealed[last] == b'A' { b'B' } else { b'A' };
        assert_eq!(sealer.open(std::str::from_utf8(&sealed).unwrap(), "demo"), None);
        assert_eq!(sealer.open("", "demo"), None);
        assert_eq!(sealer.open("!!!", "demo"), None);
    }

    #[test]
    fn sessions_end_when_idle_or_at_their_absolute_lifetime() {
        let config = config();
        let now = unix_now();
        let fresh = claims();
        assert!(fresh.is_live(&config, now) && !fresh.wants_resealing(&config, now));
        let idle = Claims { sealed_at: now - 1801, ..claims() };
        assert!(!idle.is_live(&config, now));
        let busy_but_old = Claims { issued: now - 12 * 3600, sealed_at: now - 60, ..claims() };
        assert!(!busy_but_old.is_live(&config, now));
        let remembered = Claims { remember: true, ..busy_but_old.clone() };
        assert!(remembered.is_live(&config, now), "remember me: 24 hours");
        assert!(Claims { sealed_at: now - 500, ..claims() }.wants_resealing(&config, now));
        assert_eq!(remembered.cookie_age(&config, now), Some(Duration::from_secs(12 * 3600)));
        assert_eq!(fresh.cookie_age(&config, now), None);
    }

    #[test]
    fn our_cookies_are_http_only_lax_and_host_prefixed_over_tls() {
        let plain = set_cookie(COOKIE, "v".into(), false, None).to_str().unwrap().to_owned();
        assert!(plain.starts_with("veneer_session=v"));
        assert!(plain.contains("HttpOnly") && plain.contains("SameSite=Lax") && plain.contains("Path=/"));
        assert!(!plain.contains("Secure") && !plain.contains("Max-Age"));
        let tls = set_cookie(COOKIE, "v".into(), true, Some(Duration::from_secs(86_400))).to_str().unwrap().to_owned();
        assert!(tls.starts_with("__Host-veneer_session=v") && tls.contains("Secure") && tls.contains("Max-Age=86400"));
        assert!(is_ours("__Host-veneer_captcha") && is_ours("veneer_session") && !is_ours("lang"));
    }

    #[test]
    fn session_keys_must_be_32_bytes() {
        assert!(Sealer::from_base64(&STANDARD.encode([7u8; 32])).is_ok());
        assert!(Sealer::from_base64(&STANDARD.encode([7u8; 16])).is_err());
        assert!(Sealer::from_base64("not base64").is_err());
    }

    #[test]
    fn the_view_never_holds_the_token() {
        let typed = Claims { must_change_password: true, typed_password: Some("typed-secret".into()), ..claims() };
        let json = serde_json::to_string(&SessionView::from(Some(&typed))).unwrap();
        assert!(!json.contains("secret-token") && !json.contains("typed-secret"));
        assert!(json.contains("\"mustChangePassword\":true"));
        let sealer = Sealer::random();
        assert!(!sealer.seal(&typed, "demo").contains("typed"), "the typed password is sealed");
        assert_eq!(sealer.open(&sealer.seal(&typed, "demo"), "demo"), Some(typed));
        let json = serde_json::to_string(&SessionView::from(Some(&claims()))).unwrap();
        assert!(!json.contains("secret-token"));
        assert!(json.contains("\"userName\":\"demo01\""));
        assert_eq!(serde_json::to_string(&SessionView::from(None)).unwrap(), r#"{"loggedIn":false}"#);
    }
}
