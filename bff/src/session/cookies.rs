//! Our cookies' plumbing: their names (with the `__Host-` prefix over TLS), reading them from a request,
//! and writing them (`HttpOnly`, `SameSite=Lax`, `Path=/`, `Secure` over TLS): the session cookie, the
//! captcha binding (the upstream's `captchaId`, sealed in a cookie of its own) and the human-check pass.

use std::time::Duration;

use axum::http::{HeaderMap, HeaderValue, header};
use cookie::{Cookie, SameSite};

use super::claims::Claims;
use super::sealing::Sealer;
use crate::AppState;
use crate::clock::unix_now;
use crate::config::SecureCookie;
use crate::visitor::Visitor;

/// The session cookie's name over plain HTTP.
pub const COOKIE: &str = "veneer_session";
/// The captcha cookie's name over plain HTTP.
pub const CAPTCHA_COOKIE: &str = "veneer_captcha";
/// The human-check pass cookie's name over plain HTTP ([`crate::human_check`]).
pub const HUMAN_COOKIE: &str = "veneer_human";
/// Over TLS every cookie of ours gets this prefix: pinned to this host, `Path=/`, `Secure`.
const HOST_PREFIX: &str = "__Host-";
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
#[expect(clippy::expect_used, reason = "cookie text built from validated names and values is a valid header")]
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
    /// Cookies for one answer to this visitor, `Secure` and `__Host-` as `session.secure_cookie` decides.
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
