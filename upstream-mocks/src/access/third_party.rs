//! Third-party sign-in (spec 000 §1, §6, §7: "firebase login with google, facebook or line; login by SMS
//! via firebase"). The browser signs in with the provider through Firebase and sends the ID token it
//! got; the upstream checks it and logs the member in, making an account for a first-time identity.
//!
//! The mock stands in for Firebase too: `POST /__admin/access/firebase-token` mints the ID token a
//! provider would have given (for an e-mail, a LINE id or a mobile number), valid
//! [`TOKEN_LIFETIME_MS`], used up by one login. Each channel has its white-label switch
//! ([`CHANNELS`]) under `THIRDPARTYLOGIN3`; Firebase SMS (`FIREBASESMS3`) is off for this brand.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use upstream_protocol::envelope::code as upstream_code;
use upstream_protocol::switches::Switch;

use super::{AccessState, member_by_mobile, random_text};
use crate::access::session::LoginValue;
use crate::base::{Member, MemberId, customer_type, now_ms};
use crate::input::Payload;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// How long a minted ID token is accepted.
pub const TOKEN_LIFETIME_MS: i64 = 10 * 60_000;
/// Each channel with its feature switch (`upstream_protocol::switches`: its own module under
/// `THIRDPARTYLOGIN3`, which the tree's parent rule applies).
pub const CHANNELS: &[(&str, Switch)] = &[
    ("google", Switch::GoogleLogin),
    ("facebook", Switch::FacebookLogin),
    ("line", Switch::LineLogin),
    ("sms", Switch::FirebaseSms),
];
/// ID tokens kept at most per merchant (the oldest go).
const TOKENS_KEPT: usize = 1_000;

/// Who a Firebase ID token says the visitor is.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FirebaseIdentity {
    /// `google`, `facebook`, `line` or `sms`.
    pub channel: String,
    /// The e-mail (google, facebook), LINE user id (line) or mobile number (sms).
    pub subject: String,
    /// The mobile number's country dialing code (sms), e.g. `66`.
    pub country_dialing_code: Option<String>,
    /// The name the provider shows for the visitor, if any.
    pub display_name: Option<String>,
    /// When the token stops being accepted, milliseconds since the epoch.
    pub expires_ms: i64,
}

/// Minted, unused ID tokens by token.
pub type IdTokens = HashMap<String, FirebaseIdentity>;

/// An identity for the admin to mint a token for.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MintRequest {
    /// `google`, `facebook`, `line` or `sms` (any case).
    pub channel: String,
    /// The e-mail address (google, facebook).
    #[serde(default)]
    pub email: Option<String>,
    /// The LINE user id (line).
    #[serde(default)]
    pub line_id: Option<String>,
    /// The mobile number (sms).
    #[serde(default)]
    pub mobile: Option<String>,
    /// The mobile number's country dialing code (sms), e.g. `66`.
    #[serde(default)]
    pub country_dialing_code: Option<String>,
    /// The name the provider would show for the visitor.
    #[serde(default)]
    pub display_name: Option<String>,
}

/// The channel's name as the calls spell it, if it is one.
pub(super) fn channel(name: &str) -> Option<&'static str> {
    CHANNELS.iter().map(|(c, _)| *c).find(|c| c.eq_ignore_ascii_case(name.trim()))
}

/// Mints an ID token (the admin call): what Firebase gives a browser after the provider's sign-in.
pub fn mint(access: &mut AccessState, request: MintRequest) -> Result<(String, i64), Fail> {
    let channel =
        channel(&request.channel).ok_or_else(|| Fail::bad_param("channel must be google, facebook, line or sms"))?;
    let subject = match channel {
        "google" | "facebook" => request.email.filter(|e| e.contains('@')),
        "line" => request.line_id,
        _ => request.mobile,
    };
    let subject = subject.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).ok_or_else(|| {
        Fail::bad_param("google and facebook need an email, line a lineId, sms a mobile (and countryDialingCode)")
    })?;
    let now = access.now();
    access.firebase_tokens.retain(|_, identity| identity.expires_ms > now);
    if access.firebase_tokens.len() >= TOKENS_KEPT
        && let Some(oldest) = access.firebase_tokens.iter().min_by_key(|(_, i)| i.expires_ms).map(|(t, _)| t.clone())
    {
        access.firebase_tokens.remove(&oldest);
    }
    let token = format!("fb.{}", random_text(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 40));
    let identity = FirebaseIdentity {
        channel: channel.to_owned(),
        subject,
        country_dialing_code: request.country_dialing_code,
        display_name: request.display_name,
        expires_ms: now + TOKEN_LIFETIME_MS,
    };
    let expires_ms = identity.expires_ms;
    access.firebase_tokens.insert(token.clone(), identity);
    Ok((token, expires_ms))
}

/// The Firebase phone sign-in a registration sends instead of the SMS code (`firebaseChannel: "sms"`,
/// `firebaseIdToken`), when the brand's Firebase SMS channel is on: `None` when it sends none or the
/// channel is off (the SMS code is then asked for as usual).
pub fn phone_token<'a>(db: &Db, body: &'a serde_json::Map<String, serde_json::Value>) -> Option<&'a str> {
    let channel = body.get("firebaseChannel").and_then(|v| v.as_str()).and_then(channel);
    let token = body.get("firebaseIdToken").and_then(|v| v.as_str()).map(str::trim).filter(|t| !t.is_empty());
    let on = crate::system::module_enabled(db, Switch::FirebaseSms.own_module());
    token.filter(|_| on && channel == Some("sms"))
}

/// Uses up a Firebase phone token for `mobile` (what Firebase verified is that number).
pub fn redeem_phone_token(access: &mut AccessState, token: &str, mobile: Option<&str>) -> Result<(), Fail> {
    let invalid = || Fail::business(super::code::VERIFICATION_CODE_INVALID, "Verification code is not valid");
    let identity = access.firebase_tokens.remove(token).ok_or_else(invalid)?;
    if identity.expires_ms <= access.now() {
        return Err(Fail::business(
            super::code::VERIFICATION_CODE_EXPIRED,
            "Verification code has expired, please send again.",
        ));
    }
    let same_number = mobile.is_some_and(|m| super::normalize_mobile(m) == super::normalize_mobile(&identity.subject));
    if identity.channel != "sms" || !same_number {
        return Err(invalid());
    }
    Ok(())
}

/// The `POST /wps/session/login/firebase` body (decrypted).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct FirebaseLogin {
    /// `google`, `facebook`, `line` or `sms` (also accepted as `channel`).
    #[serde(alias = "channel")]
    pub firebase_channel: Option<String>,
    /// The ID token Firebase gave the browser (also accepted as `idToken`).
    #[serde(alias = "idToken")]
    pub firebase_id_token: Option<String>,
    /// The client's device id; taken and not checked.
    pub login_device_id: Option<String>,
}

/// The member an identity belongs to: by linked identity, then by e-mail (google, facebook) or mobile (sms).
fn member_of(db: &Db, identity: &FirebaseIdentity) -> Option<Member> {
    let linked = db.access.members.iter().find(|(_, record)| {
        record.linked_identities.get(&identity.channel).is_some_and(|s| s.eq_ignore_ascii_case(&identity.subject))
    });
    if let Some((id, _)) = linked {
        return db.members.get(id).cloned();
    }
    match identity.channel.as_str() {
        "google" | "facebook" => db
            .members
            .values()
            .find(|m| m.email.as_deref().is_some_and(|e| e.eq_ignore_ascii_case(&identity.subject)))
            .cloned(),
        "sms" => member_by_mobile(db, &identity.subject, identity.country_dialing_code.as_deref()).cloned(),
        _ => None,
    }
}

/// A new member for a first-time google, facebook or LINE identity (`g`, `f` or `l` and 7 letters or digits).
fn new_member(db: &mut Db, identity: &FirebaseIdentity, language: &str) -> Result<Member, Fail> {
    let prefix = &identity.channel[..1];
    let username = loop {
        let name = format!("{prefix}{}", random_text(b"abcdefghijkmnpqrstuvwxyz23456789", 7));
        if db.member_by_name(&name).is_none() {
            break name;
        }
    };
    // Nobody types the password: the member signs in through the provider (or resets it by e-mail).
    let password = random_text(b"abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12);
    let email = identity.subject.contains('@').then(|| identity.subject.clone());
    let id: MemberId = db.add_member(Member {
        nickname: identity.display_name.clone().unwrap_or_else(|| username.clone()),
        email,
        language: if crate::access::member::is_supported_language(language) {
            language.to_owned()
        } else {
            "TH".into()
        },
        ..Member::new(&username, &password, customer_type::MEMBER, now_ms())
    });
    let record = db.access.member(id);
    record.registration.insert("registerMethod".into(), identity.channel.to_uppercase());
    record.linked_identities.insert(identity.channel.clone(), identity.subject.clone());
    db.members.get(&id).cloned().ok_or_else(|| Fail::unavailable("the new member vanished"))
}

/// `POST /wps/session/login/firebase` (encrypted): a login with a Firebase ID token.
pub async fn login(ctx: Ctx, Payload(req): Payload<FirebaseLogin>) -> Reply<LoginValue> {
    let channel = req.firebase_channel.as_deref().and_then(channel).ok_or_else(|| {
        Fail::business(upstream_code::REQUEST_PARAM_ERR, "firebaseChannel must be google, facebook, line or sms")
    })?;
    let token = req.firebase_id_token.as_deref().map(str::trim).filter(|t| !t.is_empty() && t.len() <= 4096);
    let token = token.ok_or_else(|| Fail::business(upstream_code::REQUEST_PARAM_ERR, "firebaseIdToken is required"))?;
    let mut db = ctx.db().lock();
    let module = CHANNELS.iter().find(|(c, _)| *c == channel).map(|(_, switch)| switch.own_module());
    if !module.is_some_and(|module| crate::system::module_enabled(&db, module)) {
        return Err(Fail::business(
            upstream_code::FUNCTION_NOT_AVAILABLE,
            "Not enabled function, please contact customer service.",
        ));
    }
    let now = db.access.now();
    let failure = || Fail::business(super::code::FIREBASE_TOKEN_INVALID, "Login failure. Please try again.");
    let identity = db.access.firebase_tokens.remove(token).ok_or_else(failure)?;
    if identity.channel != channel {
        return Err(failure());
    }
    if identity.expires_ms <= now {
        return Err(Fail::business(super::code::FIREBASE_TOKEN_INVALID, "Login failure. Please try again."));
    }
    let member = match member_of(&db, &identity) {
        Some(member) => member,
        None if channel == "sms" => {
            return Err(Fail::business(upstream_code::USER_NOT_EXIST, "This mobile number is not registered"));
        }
        None => new_member(&mut db, &identity, &ctx.language)?,
    };
    // Spec 000 §6: only ordinary members sign in through a social account or the phone.
    if member.customer_type != customer_type::MEMBER {
        return Err(Fail::business(
            upstream_code::LOGIN_FAILED,
            crate::access::session::LoginRefusal::NonMember.text(&ctx.language),
        ));
    }
    db.access.member(member.id).linked_identities.insert(identity.channel.clone(), identity.subject.clone());
    Ok(Answer(crate::access::session::succeed(&mut db, &member, &ctx)))
}
