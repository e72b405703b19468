//! Registration (spec 000 §4 "Registration flow", §5 "Registration"): by user name, by mobile number
//! (the number becomes the user name) and with a generated user name. Every field is checked against
//! the registration rules in force, then the captcha (when the rules show one), duplicates, the
//! affiliate and referral codes and the SMS code (when `REGMOBVERF3` is on), in that order, so a
//! refused form never uses up a code. `login: true` starts a session at once.

use std::collections::BTreeMap;

use axum::extract::RawQuery;
use axum::http::HeaderMap;
use serde_json::{Map, Value, json};
use upstream_protocol::envelope::code as upstream_code;

use super::{INSECURE_DEFAULT_PASSWORD, captcha, code, member_by_mobile, patterns, random_text, settings, sms};
use crate::access::session::LoginValue;
use crate::base::{Member, MemberId, customer_type, now_ms};
use crate::input::{Payload, Query};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// The white-label module that makes registration ask for an SMS code.
pub const SMS_MODULE: &str = upstream_protocol::switches::Switch::RegistrationSms.own_module();
/// The brand's home dialing code, used when a form has none.
const HOME_DIALING_CODE: &str = "66";
/// Fields a mobile or generated-name registration must fill (the others are optional there).
const MOBILE_FORM_REQUIRED: &[&str] = &["mobileNum", "password", "verificationCode"];
/// Payload fields that are not registration fields but are kept with the registration.
const TECHNICAL_FIELDS: &[&str] = &["registerUrl", "registerMethod", "loginDeviceId", "countryDialingCode"];

/// Which register call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Via {
    Username,
    Mobile,
    GeneratedUsername,
}

impl Via {
    fn as_str(self) -> &'static str {
        match self {
            Via::Username => "USERNAME",
            Via::Mobile => "MOBILE",
            Via::GeneratedUsername => "AUTO_USERNAME",
        }
    }
}

/// `PUT /wps/member/register` (encrypted).
pub async fn by_username(ctx: Ctx, headers: HeaderMap, Payload(body): Payload<Map<String, Value>>) -> Reply<Value> {
    register(&ctx, &headers, &body, Via::Username)
}

/// `PUT /wps/member/register/mobile` (encrypted).
pub async fn by_mobile(ctx: Ctx, headers: HeaderMap, Payload(body): Payload<Map<String, Value>>) -> Reply<Value> {
    register(&ctx, &headers, &body, Via::Mobile)
}

/// `PUT /wps/member/register/autoUsername` (encrypted).
pub async fn with_generated_username(
    ctx: Ctx,
    headers: HeaderMap,
    Payload(body): Payload<Map<String, Value>>,
) -> Reply<Value> {
    register(&ctx, &headers, &body, Via::GeneratedUsername)
}

/// The form's text fields (trimmed, empty ones left out; passwords as typed) and its login flag.
struct RegisterForm {
    fields: BTreeMap<String, String>,
    login: bool,
}

impl RegisterForm {
    fn read(body: &Map<String, Value>, known: impl Fn(&str) -> bool) -> Result<Self, Fail> {
        let mut fields = BTreeMap::new();
        for (key, value) in body {
            // The mobile call names the number `mobile`; the SMS call `mobileNo`.
            let field = match key.as_str() {
                "mobile" | "mobileNo" => "mobileNum",
                other => other,
            };
            if !known(field) && !TECHNICAL_FIELDS.contains(&field) {
                continue; // human-check results and the like
            }
            let text = match value {
                Value::Null => continue,
                Value::String(text) if field.to_ascii_lowercase().contains("password") => text.clone(),
                Value::String(text) => text.trim().to_owned(),
                _ => return Err(Fail::bad_param(format!("{key} must be a string"))),
            };
            if !text.is_empty() && fields.insert(field.to_owned(), text).is_some() {
                return Err(Fail::bad_param(format!("the mobile number is given twice ({key})")));
            }
        }
        let login = match body.get("login") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(login)) => *login,
            Some(_) => return Err(Fail::bad_param("login must be true or false")),
        };
        Ok(Self { fields, login })
    }

    fn get(&self, field: &str) -> Option<&str> {
        self.fields.get(field).map(String::as_str)
    }
}

fn register(ctx: &Ctx, headers: &HeaderMap, body: &Map<String, Value>, via: Via) -> Reply<Value> {
    let mut db = ctx.db().lock();
    let rules = db.access.field_rules();
    let form = RegisterForm::read(body, |field| rules.contains_key(field))?;
    let sms_on = crate::system::module_enabled(&db, SMS_MODULE);
    // Firebase phone sign-in stands in for the SMS code when the brand's Firebase SMS channel is on.
    let firebase = super::third_party::phone_token(&db, body);

    // 1. Every shown field against its rule, in the form's order.
    let mut shown: Vec<_> = rules.iter().filter(|(_, rule)| rule.enabled).collect();
    shown.sort_by_key(|(field, _)| patterns::field_position(field));
    for (field, rule) in shown {
        let skipped = (field == "username" && via != Via::Username)
            || field == "captcha"
            || (field == "verificationCode" && (!sms_on || firebase.is_some()));
        if skipped {
            continue;
        }
        let required = rule.required && (via == Via::Username || MOBILE_FORM_REQUIRED.contains(&field.as_str()));
        rule.check(form.get(field), required)?;
    }
    let password = form.get("password").unwrap_or_default().to_owned();
    if password.is_empty() {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Password not empty"));
    }
    if form.get("confirmPassword").is_some_and(|confirm| confirm != password) {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Confirmation password is not correct")
            .with_value(json!({"field": "confirmPassword"})));
    }
    if password == INSECURE_DEFAULT_PASSWORD {
        return Err(Fail::business(
            code::PASSWORD_RULE,
            "This password is the insecure default password: please choose another one",
        )
        .with_value(json!({"field": "password"})));
    }
    let dialing = form.get("countryDialingCode").unwrap_or(HOME_DIALING_CODE).trim_start_matches('+').to_owned();
    if !settings::is_dialing_code(&dialing) {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Unknown country dialing code"));
    }
    let mobile = form.get("mobileNum").map(str::to_owned);
    if via != Via::Username && mobile.is_none() {
        return Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Please enter a valid mobile number"));
    }

    // 2. The captcha, when the rules show one (used up from here on, right or wrong).
    if rules.get("captcha").is_some_and(|rule| rule.enabled) {
        captcha::redeem(&mut db.access, headers, form.get("captcha"))?;
    }

    // 3. Who the member would be, and who invited them.
    let username = match via {
        Via::Username => form.get("username").unwrap_or_default().to_owned(),
        Via::Mobile => mobile.clone().unwrap_or_default(),
        Via::GeneratedUsername => generated_username(&db),
    };
    let thai = ctx.language == "TH";
    if db.member_by_name(&username).is_some() {
        let message = if thai {
            "ชื่อผู้ใช้นี้ถูกใช้แล้ว กรุณาใช้ชื่ออื่น"
        } else {
            "This username already exists"
        };
        return Err(Fail::business(code::USERNAME_EXISTS, message).with_value(json!({"field": "username"})));
    }
    if let Some(mobile) = &mobile
        && member_by_mobile(&db, mobile, None).is_some()
    {
        let message = if thai {
            "เบอร์โทรศัพท์นี้ถูกใช้สมัครแล้ว"
        } else {
            "This mobile number is already registered"
        };
        return Err(Fail::business(code::MOBILE_EXISTS, message).with_value(json!({"field": "mobileNum"})));
    }
    let upline = match form.get("affiliateCode") {
        Some(affiliate) => Some(affiliate_agent(&db, affiliate).ok_or_else(invalid_invitation_code)?),
        None => None,
    };
    let referrer = match form.get("referralCode") {
        Some(referral) => Some(db.access.referral_owner(referral).ok_or_else(|| {
            Fail::business(code::INVITATION_CODE_ERROR, "Invalid referral code")
                .with_value(json!({"field": "referralCode"}))
        })?),
        None => None,
    };

    // 4. The SMS code sent to the number for registration (or Firebase's word for the number).
    let verification_shown = rules.get("verificationCode").is_some_and(|rule| rule.enabled);
    if let Some(token) = firebase {
        super::third_party::redeem_phone_token(&mut db.access, token, mobile.as_deref())?;
    } else if sms_on
        && verification_shown
        && let Some(mobile) = &mobile
    {
        sms::redeem(&mut db.access, mobile, sms::Purpose::Register, form.get("verificationCode"))?;
    }

    // 5. The member.
    let nickname = form.get("nickname").unwrap_or(&username).to_owned();
    let language =
        if crate::access::member::is_supported_language(&ctx.language) { ctx.language.clone() } else { "TH".into() };
    let id = db.add_member(Member {
        nickname,
        mobile: mobile.clone(),
        country_dialing_code: mobile.as_ref().map(|_| dialing.clone()),
        email: form.get("email").map(str::to_owned),
        upline,
        referrer,
        language,
        payment_password: form.get("paymentPassword").map(str::to_owned),
        ..Member::new(&username, &password, customer_type::MEMBER, now_ms())
    });
    record_registration(&mut db, id, &form, via, ctx);

    let member = db.members.get(&id).cloned().ok_or_else(|| Fail::unavailable("the new member vanished"))?;
    if form.login {
        let login = LoginValue::start(&mut db, &member, ctx);
        let mut value = serde_json::to_value(login).unwrap_or_default();
        value["customerId"] = json!(id);
        Ok(Answer(value))
    } else {
        Ok(Answer(json!({"customerId": id, "userName": member.username})))
    }
}

/// The real name the member gave at registration (`payeeName`), if any: what a bank card's holder must
/// match (`crate::app` hands this reader to the wallet area).
pub fn registered_real_name(db: &Db, member_id: MemberId) -> Option<String> {
    let registration = &db.access.members.get(&member_id)?.registration;
    registration.get("payeeName").filter(|name| !name.trim().is_empty()).cloned()
}

/// Keeps what the shared record has no place for, and the new member's first address.
fn record_registration(db: &mut Db, id: MemberId, form: &RegisterForm, via: Via, ctx: &Ctx) {
    let now = db.access.now();
    let record = db.access.member(id);
    record.password_changed_ms = now;
    for (field, value) in &form.fields {
        let secret =
            field.to_ascii_lowercase().contains("password") || field == "captcha" || field == "verificationCode";
        if !secret {
            record.registration.insert(field.clone(), value.clone());
        }
    }
    record.registration.entry("registerMethod".into()).or_insert_with(|| "WEB".into());
    record.registration.insert("registeredVia".into(), via.as_str().into());
    if let Some(ip) = ctx.client_ip {
        record.registration.insert("registeredIp".into(), ip.to_string());
    }
    db.access.remember_address(id, ctx.client_ip);
}

/// A user name nobody has that passes the user name rule: a letter and seven letters or digits.
fn generated_username(db: &Db) -> String {
    loop {
        let name = format!("u{}", random_text(b"abcdefghjkmnpqrstuvwxyz23456789", 7));
        if db.member_by_name(&name).is_none() {
            return name;
        }
    }
}

/// The agent an affiliate code belongs to.
pub fn affiliate_agent(db: &Db, affiliate_code: &str) -> Option<MemberId> {
    db.access
        .affiliate_codes
        .get(&affiliate_code.trim().to_ascii_uppercase())
        .copied()
        .filter(|id| db.members.get(id).is_some_and(|m| crate::access::member::is_agent_type(m.customer_type)))
}

fn invalid_invitation_code() -> Fail {
    Fail::business(code::INVITATION_CODE_ERROR, "Invalid invitation code").with_value(json!({"field": "affiliateCode"}))
}

/// `GET /wps/agent/affiliate?code=&domain=`: whether an affiliate (invitation) code is an agent's.
pub async fn check_affiliate(ctx: Ctx, RawQuery(raw): RawQuery) -> Reply<Value> {
    let query = Query::parse(raw.as_deref())?;
    let affiliate = query.required("code")?;
    let db = ctx.db().lock();
    affiliate_agent(&db, affiliate).ok_or_else(invalid_invitation_code)?;
    Ok(Answer(json!({
        "code": affiliate.to_ascii_uppercase(),
        "valid": true,
        "domain": query.text("domain").unwrap_or_default(),
    })))
}
