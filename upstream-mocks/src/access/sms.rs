//! SMS verification codes: for registration (`/wps/verification/sms/register`) and for everything a
//! logged-out member proves with their phone (`/wps/verification/sms/noLogin`: SMS login, password
//! reset by phone, and the new-address check of a login). One live code per number at a time; a code
//! lives [`EXPIRED_MINUTES`], dies after [`MAX_WRONG_TRIES`] wrong tries, and is used up when right.
//! Nothing is really sent: the outbox is read through `/__admin/access/last-sms`.

use std::collections::HashMap;

use axum::http::StatusCode;
use rand::Rng as _;
use serde::{Deserialize, Serialize};
use serde_json::json;
use upstream_protocol::envelope::code as upstream_code;

use super::{AccessState, code, member_by_mobile, normalize_mobile, settings};
use crate::input::Payload;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// Minutes a code stays valid (`value.expiredMinutes`).
pub const EXPIRED_MINUTES: i64 = 5;
/// Wrong tries after which a code is void.
pub const MAX_WRONG_TRIES: u32 = 5;
/// Messages the outbox keeps per merchant.
const OUTBOX_KEPT: usize = 1_000;

/// What a code is good for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Purpose {
    /// Registering a new account with this number.
    Register,
    /// Login by code, password reset by phone, verifying a login from a new address.
    NoLogin,
}

/// A code that can still be used.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LiveCode {
    /// The six-digit code.
    pub code: String,
    /// What the code is good for.
    pub purpose: Purpose,
    /// When it was sent, milliseconds since the epoch.
    pub sent_ms: i64,
    /// When it stops being valid, milliseconds since the epoch.
    pub expires_ms: i64,
    /// Wrong codes tried against it so far.
    pub wrong_tries: u32,
}

/// One SMS as it would have gone out.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SentSms {
    /// The number as the client gave it.
    pub mobile: String,
    /// The number's country dialing code, e.g. `66`.
    pub country_dialing_code: String,
    /// The six-digit code sent.
    pub code: String,
    /// What the code is good for.
    pub purpose: Purpose,
    /// The message's text, Thai and English.
    pub text: String,
    /// When it was sent, milliseconds since the epoch.
    pub sent_ms: i64,
    /// When the code stops being valid, milliseconds since the epoch.
    pub expires_ms: i64,
}

/// Live codes by normalised number, and the outbox.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct SmsState {
    /// The live code of each number (normalised), or e-mail address.
    pub live: HashMap<String, LiveCode>,
    /// Messages sent, oldest first (the last 1,000).
    pub outbox: Vec<SentSms>,
}

impl SmsState {
    /// The last SMS sent to a number (any spelling of it).
    pub fn last_sent_to(&self, mobile: &str) -> Option<&SentSms> {
        let wanted = normalize_mobile(mobile);
        self.outbox.iter().rev().find(|sms| normalize_mobile(&sms.mobile) == wanted)
    }
}

/// A new 6-digit code under `key` (a number, an e-mail address) unless one is still live there.
pub fn issue(live: &mut HashMap<String, LiveCode>, key: String, purpose: Purpose, now: i64) -> Result<LiveCode, Fail> {
    if let Some(code) = live.get(&key).filter(|code| code.expires_ms > now) {
        let seconds = (code.expires_ms - now + 999) / 1000;
        return Err(Fail::business(
            code::SMS_CODE_STILL_VALID,
            format!(
                "A verification code was already sent to this number and is valid for another {seconds} seconds; \
                 please use it or ask again after it expires"
            ),
        )
        .with_value(json!({"remainingSeconds": seconds, "expiredMinutes": EXPIRED_MINUTES})));
    }
    let code = format!("{:06}", rand::thread_rng().gen_range(0..1_000_000));
    let issued = LiveCode { code, purpose, sent_ms: now, expires_ms: now + EXPIRED_MINUTES * 60_000, wrong_tries: 0 };
    live.insert(key, issued.clone());
    Ok(issued)
}

/// Sends a code to a number unless one is still live there; answers `expiredMinutes`.
pub fn send(access: &mut AccessState, mobile: &str, country_dialing_code: &str, purpose: Purpose) -> Result<i64, Fail> {
    let now = access.now();
    let LiveCode { code, expires_ms, .. } = issue(&mut access.sms.live, normalize_mobile(mobile), purpose, now)?;
    let text = match purpose {
        Purpose::Register => format!(
            "[Veneer] รหัสยืนยันการสมัครของคุณคือ {code} (ใช้ได้ {EXPIRED_MINUTES} นาที) / Your registration code is {code}, valid {EXPIRED_MINUTES} minutes."
        ),
        Purpose::NoLogin => format!(
            "[Veneer] รหัสยืนยันของคุณคือ {code} (ใช้ได้ {EXPIRED_MINUTES} นาที) ห้ามบอกรหัสนี้แก่ผู้อื่น / Your verification code is {code}, valid {EXPIRED_MINUTES} minutes. Never share it."
        ),
    };
    access.sms.outbox.push(SentSms {
        mobile: mobile.to_owned(),
        country_dialing_code: country_dialing_code.to_owned(),
        code,
        purpose,
        text,
        sent_ms: now,
        expires_ms,
    });
    if access.sms.outbox.len() > OUTBOX_KEPT {
        access.sms.outbox.remove(0);
    }
    Ok(EXPIRED_MINUTES)
}

/// Uses up the code sent to a number for `purpose`; a wrong code counts against it.
pub fn redeem(access: &mut AccessState, mobile: &str, purpose: Purpose, typed: Option<&str>) -> Result<(), Fail> {
    let now = access.now();
    redeem_code(&mut access.sms.live, &normalize_mobile(mobile), purpose, typed, now)
}

/// Uses up the code live under `key` for `purpose`; a wrong code counts against it.
pub fn redeem_code(
    live: &mut HashMap<String, LiveCode>,
    key: &str,
    purpose: Purpose,
    typed: Option<&str>,
    now: i64,
) -> Result<(), Fail> {
    let typed = typed.map(str::trim).filter(|t| !t.is_empty());
    let Some(typed) = typed else {
        return Err(Fail::business(code::VERIFICATION_CODE_INVALID, "Verification code is missing"));
    };
    let invalid = || Fail::business(code::VERIFICATION_CODE_INVALID, "Verification code is not valid");
    let Some(code) = live.get_mut(key).filter(|code| code.purpose == purpose) else {
        return Err(invalid());
    };
    if code.expires_ms <= now {
        live.remove(key);
        return Err(Fail::business(
            code::VERIFICATION_CODE_EXPIRED,
            "Verification code has expired, please send again.",
        ));
    }
    if code.code != typed {
        code.wrong_tries += 1;
        if code.wrong_tries >= MAX_WRONG_TRIES {
            live.remove(key);
        }
        return Err(invalid());
    }
    live.remove(key);
    Ok(())
}

/// The body of both SMS calls (the register call names the number `mobileNo`, the other `mobileNum`).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct SmsRequest {
    /// The mobile number to send the code to.
    #[serde(alias = "mobileNo", alias = "mobile")]
    pub mobile_num: Option<String>,
    /// The number's country dialing code, e.g. `66`.
    pub country_dialing_code: Option<String>,
}

/// The answer of an SMS code request.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SmsSent {
    /// Minutes the code stays valid (5).
    pub expired_minutes: i64,
}

/// Checks the number against the mobile rule and the dialing code against the country list.
fn checked_number(db: &Db, req: &SmsRequest) -> Result<(String, String), Fail> {
    let mobile = req.mobile_num.as_deref().map(str::trim).unwrap_or_default();
    let dialing = req.country_dialing_code.as_deref().map(|c| c.trim().trim_start_matches('+')).unwrap_or_default();
    if dialing.is_empty() {
        return Err(Fail::bad_param("countryDialingCode is required"));
    }
    if !settings::is_dialing_code(dialing) {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Unknown country dialing code"));
    }
    let valid = db.access.field_rule("mobileNum").is_none_or(|rule| rule.check(Some(mobile), true).is_ok());
    if mobile.is_empty() || !valid {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Please enter a valid mobile number"));
    }
    Ok((mobile.to_owned(), dialing.to_owned()))
}

/// `POST /wps/verification/sms/register`: a code for registering this (unregistered) number.
pub async fn register_code(ctx: Ctx, Payload(req): Payload<SmsRequest>) -> Reply<SmsSent> {
    let mut db = ctx.db().lock();
    let (mobile, dialing) = checked_number(&db, &req)?;
    if member_by_mobile(&db, &mobile, None).is_some() {
        return Err(Fail::business(code::MOBILE_EXISTS, "This mobile number is already registered"));
    }
    let expired_minutes = send(&mut db.access, &mobile, &dialing, Purpose::Register)?;
    Ok(Answer(SmsSent { expired_minutes }))
}

/// `POST /wps/verification/sms/noLogin`: a code for a member's number (login, reset by phone).
pub async fn no_login_code(ctx: Ctx, Payload(req): Payload<SmsRequest>) -> Reply<SmsSent> {
    let mut db = ctx.db().lock();
    let (mobile, dialing) = checked_number(&db, &req)?;
    if member_by_mobile(&db, &mobile, Some(&dialing)).is_none() {
        return Err(Fail::business(upstream_code::USER_NOT_EXIST, "This mobile number is not registered"));
    }
    let expired_minutes = send(&mut db.access, &mobile, &dialing, Purpose::NoLogin)?;
    Ok(Answer(SmsSent { expired_minutes }))
}

/// `404` for the admin call when nothing was sent.
pub fn nothing_sent() -> Fail {
    Fail::new(StatusCode::NOT_FOUND, "sms.not.found", "No SMS was sent to this number")
}
