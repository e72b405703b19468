//! Test-only calls of the access area under `/__admin` (behind the admin token): read what the mock
//! "sent" (SMS codes, mails) or drew (captcha text), and move the area's clock or rules. Each takes
//! an optional `merchant` query parameter; without it, every merchant the mock serves.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::{Method, StatusCode};
use parking_lot::Mutex;
use serde::Deserialize;
use serde_json::{Value, json};

use super::address_check::{self, VerifyMethod};
use super::patterns::{self, FieldRule};
use super::{captcha, sms, third_party};
use crate::admin_call::{Call, ONE_MERCHANT, Param, with_aliases};
use crate::input::{Payload, Query};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Mock};

/// The access area's admin calls; the SMS and mail reads also answer at their old paths
/// (`/last-sms`, `/mails`).
pub fn admin_calls() -> Vec<Call> {
    let calls = vec![
        Call::new(
            Method::GET,
            "/access/last-sms",
            "The last SMS code sent to a number",
            r#"{"merchant": "veneerdemo", "mobile": "0812345678", "countryDialingCode": "66", "code": "123456", "purpose": "REGISTER", "text": "…", "sentMs": 1795304461137, "expiresMs": 1795304761137}"#,
            last_sms,
        )
        .requires(&[Param::text("mobile", "the number, any spelling")])
        .query(&[ONE_MERCHANT]),
        Call::new(
            Method::GET,
            "/access/mails",
            "The mails sent, newest first",
            r#"[{"merchant": "veneerdemo", "to": "demo@veneer.example", "username": "demo01", "subject": "…", "body": "…", "sentMs": 1795304461137}]"#,
            mails,
        )
        .query(&[Param::text("to", "only mails to this address"), ONE_MERCHANT]),
    ];
    let mut calls = with_aliases(calls, |path| path.strip_prefix("/access").map(str::to_owned));
    calls.extend([
        Call::new(
            Method::GET,
            "/access/captcha",
            "The text of a live captcha (the newest without captchaId)",
            r#"{"captchaId": "…", "answer": "x7k2p"}"#,
            captcha_answer,
        )
        .query(&[Param::text("captchaId", "the captcha's cookie"), ONE_MERCHANT]),
        Call::new(
            Method::POST,
            "/access/firebase-token",
            "The ID token Firebase would give after a provider's sign-in",
            r#"{"idToken": "…", "expiresMs": 1795308061137}"#,
            firebase_token,
        )
        .query(&[ONE_MERCHANT])
        .body(r#"{"channel": "google", "email": "someone@example.com"}"#),
        Call::new(
            Method::GET,
            "/access/authenticator",
            "The code a member's Google Authenticator shows now",
            r#"{"username": "secure04", "code": "123456", "secondsLeft": 21}"#,
            authenticator_code,
        )
        .requires(&[Param::text("username", "the member")])
        .query(&[ONE_MERCHANT]),
        Call::new(
            Method::PUT,
            "/access/address-check/{username}",
            "The member's new-address check (method null switches it off)",
            r#"{"username": "secure01", "method": "EMAIL", "merchants": 1}"#,
            set_address_check,
        )
        .query(&[ONE_MERCHANT])
        .body(r#"{"method": "EMAIL", "forgetAddresses": true}"#),
        Call::new(
            Method::DELETE,
            "/access/login-failures",
            "Forget failed logins (all, or one name's)",
            "3",
            clear_login_failures,
        )
        .query(&[Param::text("username", "one member's only"), ONE_MERCHANT]),
        Call::new(
            Method::PUT,
            "/access/clock",
            "Shift the access area's clock (code and captcha expiry); answers the offset",
            "600000",
            set_clock,
        )
        .query(&[ONE_MERCHANT])
        .body(r#"{"offsetMs": 600000}"#),
        Call::new(
            Method::PUT,
            "/access/register-settings/{field}",
            "Change a registration field's rule",
            r#"[{"…": "the field's rule, as /wps/member/register/settings shows it"}]"#,
            set_field_rule,
        )
        .query(&[ONE_MERCHANT])
        .body(r#"{"enabled": true, "required": true}"#),
    ]);
    calls
}

/// The merchants a call applies to. The query may hold `merchant` and the parameters the call
/// `takes`, nothing else: a misspelt `?usernme=` must not widen a write to every member.
fn merchants<'a>(mock: &'a Mock, query: &Query, takes: &[&str]) -> Result<Vec<(&'a String, &'a Mutex<Db>)>, Fail> {
    query.only(&[&["merchant"], takes].concat())?;
    match query.text("merchant") {
        Some(code) => mock.databases().find(|(name, _)| *name == code).map(|found| vec![found]).ok_or_else(|| {
            Fail::new(StatusCode::NOT_FOUND, "merchant.not.found", "The mock does not serve this merchant")
        }),
        None => Ok(mock.databases().collect()),
    }
}

/// `GET /__admin/access/last-sms?mobile=<number>`: the last SMS sent to that number (any spelling of it).
async fn last_sms(State(mock): State<Arc<Mock>>, query: Query) -> Reply<Value> {
    let mobile =
        query.text("mobile").filter(|m| !m.trim().is_empty()).ok_or_else(|| Fail::bad_param("mobile is required"))?;
    let mut last: Option<(String, sms::SentSms)> = None;
    for (merchant, db) in merchants(&mock, &query, &["mobile"])? {
        if let Some(sent) = db.lock().access.sms.last_sent_to(mobile)
            && last.as_ref().is_none_or(|(_, l)| l.sent_ms <= sent.sent_ms)
        {
            last = Some((merchant.clone(), sent.clone()));
        }
    }
    let (merchant, sent) = last.ok_or_else(sms::nothing_sent)?;
    let mut value = serde_json::to_value(sent).unwrap_or_default();
    value["merchant"] = json!(merchant);
    Ok(Answer(value))
}

/// `GET /__admin/access/mails[?to=<address>]`: the mails sent, newest first.
async fn mails(State(mock): State<Arc<Mock>>, query: Query) -> Reply<Vec<Value>> {
    let to = query.text("to").map(|t| t.trim().to_ascii_lowercase());
    let mut all = Vec::new();
    for (merchant, db) in merchants(&mock, &query, &["to"])? {
        for mail in
            db.lock().access.mails.iter().filter(|m| to.as_ref().is_none_or(|to| m.to.to_ascii_lowercase() == *to))
        {
            let mut value = serde_json::to_value(mail).unwrap_or_default();
            value["merchant"] = json!(merchant);
            all.push(value);
        }
    }
    all.sort_by_key(|m| std::cmp::Reverse(m["sentMs"].as_i64().unwrap_or_default()));
    Ok(Answer(all))
}

/// `GET /__admin/access/captcha[?captchaId=<cookie>]`: the text of a live captcha, for browser tests; without
/// an id, the newest one drawn (a browser behind the BFF never sees its `captchaId`: the BFF seals it).
async fn captcha_answer(State(mock): State<Arc<Mock>>, query: Query) -> Reply<Value> {
    let mut newest: Option<(String, captcha::IssuedCaptcha)> = None;
    for (_, db) in merchants(&mock, &query, &["captchaId"])? {
        let db = db.lock();
        match query.text("captchaId") {
            Some(id) => {
                if let Some(found) = db.access.captchas.get(id) {
                    newest = Some((id.to_owned(), found.clone()));
                    break;
                }
            }
            None => {
                if let Some((id, found)) = db.access.captchas.iter().max_by_key(|(_, c)| c.issued_ms)
                    && newest.as_ref().is_none_or(|(_, n)| n.issued_ms < found.issued_ms)
                {
                    newest = Some((id.to_owned(), found.clone()));
                }
            }
        }
    }
    let (id, found) =
        newest.ok_or_else(|| Fail::new(StatusCode::NOT_FOUND, "captcha.not.found", "No live captcha has this id"))?;
    Ok(Answer(json!({"captchaId": id, "answer": found.answer})))
}

/// `POST /__admin/access/firebase-token {"channel": "google", "email": …}` (or `lineId`, or `mobile` with
/// `countryDialingCode`): the ID token Firebase would give the browser after the provider's sign-in.
async fn firebase_token(
    State(mock): State<Arc<Mock>>,
    query: Query,
    Payload(request): Payload<third_party::MintRequest>,
) -> Reply<Value> {
    query.only(&["merchant"])?;
    let code = query.text("merchant").map_or_else(|| crate::base::demo::DEMO_MERCHANT.to_owned(), str::to_owned);
    let (_, db) = merchants(&mock, &Query::from_pairs([("merchant", code.as_str())]), &[])?.remove(0);
    let (token, expires_ms) = third_party::mint(&mut db.lock().access, request)?;
    Ok(Answer(json!({"idToken": token, "expiresMs": expires_ms})))
}

/// `GET /__admin/access/authenticator?username=secure04`: the code the member's Google Authenticator shows now.
async fn authenticator_code(State(mock): State<Arc<Mock>>, query: Query) -> Reply<Value> {
    let username = query.text("username").ok_or_else(|| Fail::bad_param("username is required"))?;
    for (_, db) in merchants(&mock, &query, &["username"])? {
        let db = db.lock();
        if let Some((code, seconds_left)) =
            db.member_by_name(username).and_then(|m| address_check::current_code(&db.access, m))
        {
            return Ok(Answer(json!({"username": username, "code": code, "secondsLeft": seconds_left})));
        }
    }
    Err(Fail::new(StatusCode::NOT_FOUND, "authenticator.not.found", "No member of this name has an authenticator"))
}

/// How a member's new-address check should work from now on.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct AddressCheckSwitch {
    /// `SMS`, `EMAIL`, `BANK_NAME` or `GOOGLE`; `null` switches the check off.
    method: Option<VerifyMethod>,
    /// Forget the member's registered addresses, so the next login is from a new one.
    #[serde(default)]
    forget_addresses: bool,
}

/// `PUT /__admin/access/address-check/<username> {"method": "EMAIL", "forgetAddresses": true}`: the member's
/// new-address check (switched off with `"method": null`).
async fn set_address_check(
    State(mock): State<Arc<Mock>>,
    Path(username): Path<String>,
    query: Query,
    Payload(switch): Payload<AddressCheckSwitch>,
) -> Reply<Value> {
    let mut changed = 0;
    for (_, db) in merchants(&mock, &query, &[])? {
        let mut db = db.lock();
        let Some(id) = db.member_by_name(&username).map(|m| m.id) else { continue };
        let record = db.access.member(id);
        record.verify_new_addresses = switch.method.is_some();
        record.verify_by = switch.method.unwrap_or_default();
        if switch.forget_addresses {
            record.known_addresses.clear();
        }
        changed += 1;
    }
    if changed == 0 {
        return Err(Fail::new(StatusCode::NOT_FOUND, "member.not.found", "No member has this user name"));
    }
    Ok(Answer(json!({"username": username, "method": switch.method, "merchants": changed})))
}

/// `DELETE /__admin/access/login-failures[?username=]`: forget failed logins (all, or one name's).
async fn clear_login_failures(State(mock): State<Arc<Mock>>, query: Query) -> Reply<usize> {
    let mut cleared = 0;
    for (_, db) in merchants(&mock, &query, &["username"])? {
        let failures = &mut db.lock().access.failed_logins;
        match query.text("username") {
            Some(name) => cleared += usize::from(failures.remove(&name.to_lowercase()).is_some()),
            None => {
                cleared += failures.len();
                failures.clear();
            }
        }
    }
    Ok(Answer(cleared))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Clock {
    offset_ms: i64,
}

/// `PUT /__admin/access/clock {"offsetMs": n}`: shifts the access area's clock (code and captcha expiry).
async fn set_clock(State(mock): State<Arc<Mock>>, query: Query, Payload(clock): Payload<Clock>) -> Reply<i64> {
    for (_, db) in merchants(&mock, &query, &[])? {
        db.lock().access.clock_offset_ms = clock.offset_ms;
    }
    Ok(Answer(clock.offset_ms))
}

/// A change to one field's rule; absent parts stay.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct RulePatch {
    enabled: Option<bool>,
    required: Option<bool>,
    min_length: Option<u32>,
    max_length: Option<u32>,
    pattern_id: Option<u32>,
    accepted_pattern: Option<String>,
}

/// `PUT /__admin/access/register-settings/<field>`: changes a registration rule (e.g. shows the captcha).
async fn set_field_rule(
    State(mock): State<Arc<Mock>>,
    Path(field): Path<String>,
    query: Query,
    Payload(patch): Payload<RulePatch>,
) -> Reply<Vec<FieldRule>> {
    let targets = merchants(&mock, &query, &[])?;
    let mut changed = Vec::new();
    for (_, db) in targets {
        let mut db = db.lock();
        let mut rules = db.access.field_rules();
        let rule = rules.get_mut(&field).ok_or_else(|| {
            Fail::new(StatusCode::NOT_FOUND, "field.not.found", "No registration field has this name")
        })?;
        if let Some(id) = patch.pattern_id {
            let pattern = patterns::pattern_by_id(id).ok_or_else(|| Fail::bad_param("unknown patternId"))?;
            rule.pattern_id = id;
            rule.accepted_pattern = pattern.regex.into();
        }
        if let Some(source) = &patch.accepted_pattern {
            if !patterns::is_valid_pattern(source) {
                return Err(Fail::bad_param("acceptedPattern does not compile"));
            }
            rule.accepted_pattern = source.clone();
        }
        rule.enabled = patch.enabled.unwrap_or(rule.enabled);
        rule.required = patch.required.unwrap_or(rule.required);
        rule.min_length = patch.min_length.unwrap_or(rule.min_length);
        rule.max_length = patch.max_length.unwrap_or(rule.max_length);
        if rule.min_length > rule.max_length {
            return Err(Fail::bad_param("minLength is above maxLength"));
        }
        changed.push(rule.clone());
        db.access.register_settings = rules;
    }
    Ok(Answer(changed))
}
