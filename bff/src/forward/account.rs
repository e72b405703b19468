//! Phase 4, account: what the member's session allows.
//!
//! - Forced password change (spec 000 §4 "Login" 3–4): after a login by user name and password with
//!   the brand's insecure default password, on a first login, or with an expired password while the
//!   switch `forced_change_on_expiry` is on (`PWDEXPFORCECHANGE3`; on when the upstream does not say), the
//!   session must change its password. Until it has,
//!   a token call other than member info, logout and the change itself is refused 403
//!   `password.change.required`. The change may leave `oldPassword` out: the BFF fills in the password
//!   typed at login, sealed in the session ([`crate::session::Claims::typed_password`]); a successful
//!   change clears the flag and forgets it. Logins by SMS code, phone reset, registration, free play
//!   and third-party sign-in never force it.
//! - Trial accounts (spec 000 §6): a call only real accounts may make (`Call::real_account`: the
//!   member and agent centres, game launch) is refused 403 `in_need_true_account`.

use axum::http::StatusCode;
use serde_json::Value;
use upstream_protocol::catalogue::{self, Call, Token};
use upstream_protocol::envelope::code;
use upstream_protocol::languages::Language;
use upstream_protocol::switches::Switch;

use super::admit::Admitted;
use crate::AppState;
use crate::config::Brand;
use crate::error::BffError;
use crate::session::claims::{Claims, TRIAL_TYPE};
use crate::session::cookies::Session;
use crate::upstream::Answer;
use crate::visitor::Visitor;

/// The password change.
pub const CHANGE_PASSWORD: &str = "/wps/member/password";
/// Token calls a session that must change its password may still make.
const ALLOWED_WHILE_CHANGE_REQUIRED: [&str; 3] = ["/wps/member/info", "/wps/session/logout", CHANGE_PASSWORD];
/// Calls whose body carries the password a member logs in with.
const PASSWORD_LOGINS: [&str; 2] = ["/wps/session/login", "/wps/session/login/verification"];

/// Refuses what the session may not do now.
pub fn guard(state: &AppState, call: &Call, claims: Option<&Claims>, language: &Language) -> Result<(), BffError> {
    let Some(claims) = claims.filter(|_| call.token == Token::Required) else { return Ok(()) };
    let refuse = |code: &'static str, key: &str| {
        tracing::info!(path = call.path, code, "refused a call this session may not make");
        Err(BffError::Forbidden { code, message: state.messages.text(language.code, key, &[]) })
    };
    if claims.must_change_password && !ALLOWED_WHILE_CHANGE_REQUIRED.contains(&call.path) {
        return refuse(code::PASSWORD_CHANGE_REQUIRED, "password_change_required");
    }
    if claims.customer_type == TRIAL_TYPE && call.real_account {
        return refuse(code::NEED_TRUE_ACCOUNT, "in_need_true_account");
    }
    Ok(())
}

/// A password change without `oldPassword` gets the password typed at login, when the session keeps it.
pub fn fill_old_password(admitted: &mut Admitted, claims: Option<&Claims>) {
    let Some(typed) = claims.and_then(|c| c.typed_password.as_deref()) else { return };
    let Some(body) = admitted.json.as_mut().filter(|_| admitted.call.path == CHANGE_PASSWORD) else { return };
    let given = body.get("oldPassword").and_then(Value::as_str).is_some_and(|old| !old.is_empty());
    if !given {
        body.insert("oldPassword".into(), Value::String(typed.to_owned()));
    }
}

/// What a password login tells about the session it starts.
#[derive(Debug, Clone)]
pub struct PasswordLogin {
    /// The password typed.
    pub typed: String,
    /// It is the brand's insecure default.
    pub is_default: bool,
    /// An expired password must be changed (the switch `forced_change_on_expiry`; on when the upstream cannot say).
    pub expiry_forces_change: bool,
}

impl PasswordLogin {
    /// Whether the session must change its password, by the login answer's flags.
    pub fn must_change(&self, first_time_login: bool, password_expired: bool) -> bool {
        self.is_default || first_time_login || (password_expired && self.expiry_forces_change)
    }
}

/// For a login by user name and password that succeeded: what its session needs to know (the switch read
/// from the cached white-label tree; on when the upstream cannot say).
pub async fn password_login(
    state: &AppState,
    brand: &Brand,
    admitted: &Admitted,
    visitor: &Visitor,
    language: &'static Language,
    answer: &Answer,
) -> Option<PasswordLogin> {
    if !PASSWORD_LOGINS.contains(&admitted.call.path) || !succeeded(answer) {
        return None;
    }
    if admitted.json.as_ref().is_some_and(|body| catalogue::is_sms_login(body) == Some(true)) {
        return None;
    }
    let typed = admitted.field("password").filter(|p| !p.is_empty())?.to_owned();
    let expiry_forces_change =
        crate::upstream::public::switch_on(state, brand, language, visitor.ip, Switch::ForcedChangeOnExpiry).await;
    let is_default = brand.insecure_default_password.as_deref() == Some(typed.as_str());
    Some(PasswordLogin { typed, is_default, expiry_forces_change })
}

/// After a successful change: the session's claims without the flag and the kept password. Whether it is
/// the member's first login stays: the first-login action, held back while the change was due, runs now.
pub fn after_password_change(call: &Call, session: &Session, answer: &Answer) -> Option<Claims> {
    let claims = session.claims().filter(|c| c.must_change_password || c.typed_password.is_some())?;
    (call.path == CHANGE_PASSWORD && succeeded(answer)).then(|| Claims {
        must_change_password: false,
        typed_password: None,
        password_expired: false,
        ..claims.clone()
    })
}

fn succeeded(answer: &Answer) -> bool {
    answer.status == StatusCode::OK && answer.json().is_some_and(|json| json["success"] == true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_is_forced_by_the_default_password_a_first_login_or_an_expiry_when_switched_on() {
        let login =
            |is_default, expiry_forces_change| PasswordLogin { typed: "x".into(), is_default, expiry_forces_change };
        assert!(login(true, false).must_change(false, false));
        assert!(login(false, false).must_change(true, false));
        assert!(login(false, true).must_change(false, true));
        assert!(!login(false, false).must_change(false, true), "expiry without PWDEXPFORCECHANGE3");
        assert!(!login(false, true).must_change(false, false));
    }
}
