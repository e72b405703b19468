//! Passwords: the member's own change (needs the old one), the reset by e-mail (user name and e-mail
//! must belong together; a temporary password is mailed and must be changed at the next login) and
//! the reset by phone (an SMS code, then the member is logged in). A new password must pass the
//! password rule, differ from the old one and not be the insecure default.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use upstream_protocol::envelope::code as upstream_code;

use super::{check_new_password, code, member_by_mobile, random_text, refuse_trial, sms};
use crate::access::session::LoginValue;
use crate::base::now_ms;
use crate::input::{ChangePassword, Form, Payload};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;

/// Mails kept per merchant.
const MAILS_KEPT: usize = 1_000;

/// A mail as it would have gone out (read through `/__admin/access/mails`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Mail {
    /// The address it went to.
    pub to: String,
    /// The user name of the member it is for.
    pub username: String,
    /// The subject line.
    pub subject: String,
    /// The text: the temporary password of a reset, or the code of a login from a new address.
    pub body: String,
    /// When it was sent, milliseconds since the epoch.
    pub sent_ms: i64,
}

/// `POST /wps/member/password` (token, encrypted).
pub async fn change(ctx: Ctx, Payload(req): Payload<ChangePassword>) -> Reply<Value> {
    let id = ctx.member()?;
    let mut db = ctx.db().lock();
    let member = db.members.get(&id).cloned().ok_or_else(Fail::not_logged_in)?;
    refuse_trial(&member)?;
    let old = req.old_password.unwrap_or_default();
    let new = req.new_password.unwrap_or_default();
    if old.is_empty() || new.is_empty() {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Please enter the old and the new password"));
    }
    if req.confirm_new_password.as_deref() != Some(new.as_str()) {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Confirmation password is not correct"));
    }
    if old != member.password {
        return Err(Fail::business(code::OLD_PASSWORD_WRONG, "The old password is not correct"));
    }
    check_new_password(&db, &new, Some(&old))?;
    set_password(&mut db, id, &new);
    // Other devices must log in again with the new password; this one stays.
    let token = ctx.token.clone().unwrap_or_default();
    db.sessions.retain(|t, s| s.member_id != id || *t == token);
    Ok(Answer(json!({"firstTimeLogin": false, "passwordExpired": false})))
}

/// Sets a member's password and clears the flags that asked for a change.
fn set_password(db: &mut crate::state::Db, id: crate::base::MemberId, password: &str) {
    let now = db.access.now();
    if let Some(member) = db.members.get_mut(&id) {
        member.password = password.to_owned();
        member.first_time_login = false;
        member.password_expired = false;
    }
    db.access.member(id).password_changed_ms = now;
}

/// `POST /wps/member/password/email` form body.
#[derive(Debug, Deserialize, Default)]
#[serde(default)]
pub struct EmailReset {
    /// The user name of the account to reset.
    pub username: Option<String>,
    /// The account's e-mail address; must be the member's.
    pub email: Option<String>,
}

/// `POST /wps/member/password/email` (form-encoded).
pub async fn reset_by_email(ctx: Ctx, Form(req): Form<EmailReset>) -> Reply<Value> {
    let username = req.username.as_deref().map(str::trim).unwrap_or_default();
    let email = req.email.as_deref().map(str::trim).unwrap_or_default();
    let mut db = ctx.db().lock();
    for (field, value) in [("username", username), ("email", email)] {
        if let Some(rule) = db.access.field_rule(field) {
            rule.check(Some(value), true)?;
        }
    }
    let member = db
        .member_by_name(username)
        .filter(|m| m.email.as_deref().is_some_and(|own| own.eq_ignore_ascii_case(email)))
        .cloned()
        .ok_or_else(|| Fail::business(code::EMAIL_MISMATCH, "Username/Email does not exist"))?;
    refuse_trial(&member)?;
    let temporary = format!("{}{}", random_text(b"abcdefghjkmnpqrstuvwxyz", 4), random_text(b"23456789", 4));
    set_password(&mut db, member.id, &temporary);
    if let Some(member) = db.members.get_mut(&member.id) {
        member.password_expired = true; // the temporary password must be changed at the next login
    }
    let body = format!(
        "เรียน {name}\n\nรหัสผ่านชั่วคราวของคุณคือ {temporary} กรุณาเข้าสู่ระบบและเปลี่ยนรหัสผ่านทันที\n\n\
         Dear {name},\n\nYour temporary password is {temporary}. Please log in and change it at once.\n\nVeneer",
        name = member.username
    );
    db.access.mails.push(Mail {
        to: email.to_owned(),
        username: member.username.clone(),
        subject: "รีเซ็ตรหัสผ่าน / Your password was reset".into(),
        body,
        sent_ms: now_ms(),
    });
    if db.access.mails.len() > MAILS_KEPT {
        db.access.mails.remove(0);
    }
    Ok(Answer(json!({"email": crate::access::member::mask_email(email)})))
}

/// `POST /wps/member/password/verification` body (decrypted).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct PhoneReset {
    /// The new password.
    pub new_password: Option<String>,
    /// The mobile number the code was sent to.
    #[serde(alias = "mobileNo", alias = "mobile")]
    pub mobile_num: Option<String>,
    /// The SMS code sent to that number.
    #[serde(alias = "code")]
    pub verification_code: Option<String>,
    /// The number's country dialing code, e.g. `66`.
    pub country_dialing_code: Option<String>,
}

/// `POST /wps/member/password/verification` (encrypted): a new password by SMS code, then logged in.
pub async fn reset_by_phone(ctx: Ctx, Payload(req): Payload<PhoneReset>) -> Reply<LoginValue> {
    let mobile = req.mobile_num.as_deref().map(str::trim).unwrap_or_default();
    let new = req.new_password.unwrap_or_default();
    if mobile.is_empty() {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Please enter a valid mobile number"));
    }
    if new.is_empty() {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Please enter the new password"));
    }
    let mut db = ctx.db().lock();
    let dialing = req.country_dialing_code.as_deref().map(|c| c.trim().trim_start_matches('+'));
    let member = member_by_mobile(&db, mobile, dialing)
        .cloned()
        .ok_or_else(|| Fail::business(upstream_code::USER_NOT_EXIST, "This mobile number is not registered"))?;
    refuse_trial(&member)?;
    check_new_password(&db, &new, Some(&member.password))?;
    sms::redeem(&mut db.access, mobile, sms::Purpose::NoLogin, req.verification_code.as_deref())?;
    set_password(&mut db, member.id, &new);
    db.access.failed_logins.remove(&member.username.to_lowercase());
    db.access.remember_address(member.id, ctx.client_ip);
    let member = db.members.get(&member.id).cloned().ok_or_else(Fail::not_logged_in)?;
    Ok(Answer(LoginValue::start(&mut db, &member, &ctx)))
}
