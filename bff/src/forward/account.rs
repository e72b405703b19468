//! The account rules, in one step before the call (phase 4: what the member's session allows) and one
//! after it (phase 7: what a password login or a forced change means for the session).
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
use upstream_protocol::catalogue::{self, Call, Session as Effect, Token};
use upstream_protocol::envelope::code;
use upstream_protocol::switches::Switch;

use super::context::{Admitted, Ctx, PasswordLogin};
use crate::error::BffError;
use crate::session::claims::{Claims, TRIAL_TYPE};
use crate::session::cookies::Session;
use crate::upstream::Answer;
use crate::upstream::public::switch_on;

/// The password change.
pub const CHANGE_PASSWORD: &str = "/wps/member/password";
/// Token calls a session that must change its password may still make.
const ALLOWED_WHILE_CHANGE_REQUIRED: [&str; 3] = ["/wps/member/info", "/wps/session/logout", CHANGE_PASSWORD];
/// Calls whose body carries the password a member logs in with.
const PASSWORD_LOGINS: [&str; 2] = ["/wps/session/login", "/wps/session/login/verification"];

/// Phase 4, before the call: the session cookie opened, the call refused if this session may not make it,
/// and a forced change's old password filled in.
pub fn before(ctx: &mut Ctx<'_>) -> Result<(), BffError> {
    ctx.session = Session::read(ctx.state, &ctx.brand.id, &ctx.admitted.parts.headers);
    allowed(ctx.call(), ctx.session.claims())?;
    fill_old_password(&mut ctx.admitted, ctx.session.claims());
    Ok(())
}

/// Phase 7, after the call: a password login's verdict on a forced change (to seal into the new
/// session), or the claims of a session whose forced change just succeeded.
pub async fn after(ctx: &mut Ctx<'_>, answer: &Answer) {
    match ctx.call().session {
        // Boxed: only logins ask the (cached) white-label tree.
        Effect::Start => ctx.password_login = Box::pin(password_login(ctx, answer)).await,
        Effect::Keep => ctx.changed = after_password_change(ctx.call(), &ctx.session, answer),
        Effect::End => {}
    }
}

fn allowed(call: &Call, claims: Option<&Claims>) -> Result<(), BffError> {
    let Some(claims) = claims.filter(|_| call.token == Token::Required) else { return Ok(()) };
    let refuse = |code: &'static str, key: &'static str| {
        tracing::info!(path = call.path, code, "refused a call this session may not make");
        Err(BffError::Forbidden { code, key })
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
fn fill_old_password(admitted: &mut Admitted, claims: Option<&Claims>) {
    let Some(typed) = claims.and_then(|c| c.typed_password.as_deref()) else { return };
    let Some(body) = admitted.json.as_mut().filter(|_| admitted.call.path == CHANGE_PASSWORD) else { return };
    let given = body.get("oldPassword").and_then(Value::as_str).is_some_and(|old| !old.is_empty());
    if !given {
        body.insert("oldPassword".into(), Value::String(typed.to_owned()));
    }
}

/// For a login by user name and password that succeeded: what its session needs to know (the switch read
/// from the cached white-label tree; on when the upstream cannot say).
async fn password_login(ctx: &Ctx<'_>, answer: &Answer) -> Option<PasswordLogin> {
    let (admitted, brand) = (&ctx.admitted, ctx.brand);
    if !PASSWORD_LOGINS.contains(&admitted.call.path) || !succeeded(answer) {
        return None;
    }
    if admitted.json.as_ref().is_some_and(|body| catalogue::is_sms_login(body) == Some(true)) {
        return None;
    }
    let typed = admitted.field("password").filter(|p| !p.is_empty())?.to_owned();
    let expiry_forces_change =
        switch_on(ctx.state, brand, ctx.language, ctx.visitor.ip, Switch::ForcedChangeOnExpiry).await;
    let is_default = brand.insecure_default_password.as_deref() == Some(typed.as_str());
    Some(PasswordLogin { typed, is_default, expiry_forces_change })
}

/// After a successful change: the session's claims without the flag and the kept password. Whether it is
/// the member's first login stays: the first-login action, held back while the change was due, runs now.
fn after_password_change(call: &Call, session: &Session, answer: &Answer) -> Option<Claims> {
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
