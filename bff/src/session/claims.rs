//! What the sealed session cookie holds, and how long it lives: a session ends after `session.idle`
//! without use or `session.absolute` after its login (`session.remember` with "remember me"); a busy
//! session's cookie is sealed again now and then so its idle clock restarts.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::sealing::Sealer;
use crate::config::SessionConfig;

/// What the sealed cookie holds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Claims {
    /// The upstream token: secret.
    #[serde(rename = "t")]
    pub token: String,
    /// The member's user name, as the login answer gave it.
    #[serde(rename = "u")]
    pub user_name: String,
    /// The upstream's customer type (agents 1, 2, 41, 42; trial 4; 0 when the answer gave none).
    #[serde(rename = "c")]
    pub customer_type: i64,
    /// The login answer said this is the member's first login.
    #[serde(rename = "f", default)]
    pub first_time_login: bool,
    /// The login answer said the password has expired.
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
    pub(crate) fn cookie_age(&self, config: &SessionConfig, now: u64) -> Option<Duration> {
        let ends = self.issued.saturating_add(self.absolute(config).as_secs());
        self.remember.then(|| Duration::from_secs(ends.saturating_sub(now)))
    }
}

/// Agent customer types (spec: 1, 2, 41, 42).
pub const AGENT_TYPES: [i64; 4] = [1, 2, 41, 42];
/// The trial (free play) customer type.
pub const TRIAL_TYPE: i64 = 4;

impl Sealer {
    /// The session claims sealed for this brand.
    #[expect(clippy::expect_used, reason = "Claims are plain fields and serialise")]
    pub fn seal(&self, claims: &Claims, brand_id: &str) -> String {
        self.seal_bytes(&serde_json::to_vec(claims).expect("claims serialise"), brand_id)
    }

    /// The claims of a cookie sealed by one of the keys for this brand, whatever their age.
    pub fn open(&self, sealed: &str, brand_id: &str) -> Option<Claims> {
        serde_json::from_slice(&self.open_bytes(sealed, brand_id)?).ok()
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::clock::unix_now;
    use crate::config::SecureCookie;

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

    pub(crate) fn claims() -> Claims {
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
}
