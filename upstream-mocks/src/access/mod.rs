//! Everything around signing in: registration and its rules, captcha images, SMS codes, password
//! changes and resets, affiliate and referral codes, country dialing codes (spec 000 §4, §5, §7).
//! Login and logout live in [`session`] and the member's record in [`member`], both of this area and
//! its state. The rules the spec leaves open are listed in `docs/access.md` ("Decisions").

pub mod address_check;
mod admin;
pub mod captcha;
mod identity_pages;
pub mod member;
pub mod password;
pub mod patterns;
pub mod register;
pub mod session;
pub mod settings;
pub mod sms;
pub mod third_party;

use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::Arc;

use axum::Router;
use axum::routing::{get, post, put};
use rand::Rng as _;
use serde::{Deserialize, Serialize};

pub use patterns::register_rules;
pub use register::registered_real_name;

use crate::base::{Member, MemberId, customer_type, now_ms};
use crate::reply::Fail;
use crate::state::{Db, Mock};

/// The insecure default password (spec 000 §9 `{secret}`): accounts handed out with it must change
/// it, and nobody may choose it.
pub const INSECURE_DEFAULT_PASSWORD: &str = "123456";

/// The account holder's name on secure03's bank card (its new-address check).
pub const SECURE_BANK_ACCOUNT_NAME: &str = "SOMSRI JAIDEE";
/// secure04's Google Authenticator secret (20 bytes; base32 `OZSW4ZLFOIWXGZLDOVZGKMBUFV2G65DQ` for an app).
pub const SECURE_AUTHENTICATOR_SECRET: &str = "veneer-secure04-totp";

/// Failed logins for one user name after which a captcha is required, until a login succeeds.
pub const CAPTCHA_AFTER_FAILED_LOGINS: u32 = 3;

/// How many addresses a member's registered list keeps (the oldest drop out).
const KNOWN_ADDRESSES_KEPT: usize = 10;

/// Error codes of this area that the protocol does not name (protocol §2.3 has the others).
pub mod code {
    /// A verification code is wrong, used, or was never sent.
    pub const VERIFICATION_CODE_INVALID: &str = "verification_code_invalid";
    /// A verification code was sent but has expired.
    pub const VERIFICATION_CODE_EXPIRED: &str = "verification_code_expired";
    /// A code for this number is still live; the answer says how long it stays so.
    pub const SMS_CODE_STILL_VALID: &str = "sms_code_still_valid";
    /// Registration with a user name someone has.
    pub const USERNAME_EXISTS: &str = "username_exists";
    /// Registration (or a registration code) for a mobile number someone has.
    pub const MOBILE_EXISTS: &str = "mobile_exists";
    /// An affiliate or referral code nobody has (spec 000 §8 `invitation_code_error`).
    pub const INVITATION_CODE_ERROR: &str = "invitation_code_error";
    /// A new password that breaks the password rule.
    pub const PASSWORD_RULE: &str = "password_rule_error";
    /// The old password given to a change is wrong.
    pub const OLD_PASSWORD_WRONG: &str = "old_password_error";
    /// A trial account asked for something only a real account has (spec 000 §6 `in_need_true_account`).
    pub const NEED_TRUE_ACCOUNT: &str = "in_need_true_account";
    /// A user name and e-mail that do not belong together.
    pub const EMAIL_MISMATCH: &str = "email_not_match";
    /// A Firebase ID token that is unknown, used, expired or of another channel.
    pub const FIREBASE_TOKEN_INVALID: &str = "firebase_token_invalid";
    /// A new-address check by bank account name with the wrong name.
    pub const BANK_NAME_MISMATCH: &str = "bank_account_name_error";
}

/// The access area's per-merchant state.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AccessState {
    /// What this area knows of each member beyond the shared record.
    pub members: HashMap<MemberId, MemberAccess>,
    /// Captchas handed out and not yet used, by `captchaId`.
    pub captchas: HashMap<String, captcha::IssuedCaptcha>,
    /// Failed logins per lower-case user name since its last successful login.
    pub failed_logins: HashMap<String, u32>,
    /// Live SMS codes and every SMS sent.
    pub sms: sms::SmsState,
    /// Firebase ID tokens minted by the admin and not yet used ([`third_party`]).
    pub firebase_tokens: third_party::IdTokens,
    /// Codes the Firebase SMS identity page "sent" ([`identity_pages`]): by normalised number, the code
    /// and when it expires.
    pub firebase_sms: HashMap<String, (String, i64)>,
    /// Live e-mailed codes (new-address checks), by lower-case address.
    pub mail_codes: HashMap<String, sms::LiveCode>,
    /// Mails sent (password resets), oldest first.
    pub mails: Vec<password::Mail>,
    /// The registration rules by field; empty means the brand's defaults.
    pub register_settings: BTreeMap<String, patterns::FieldRule>,
    /// Agents' affiliate (invitation) codes, upper-case, to the agent.
    pub affiliate_codes: BTreeMap<String, MemberId>,
    /// Added to the real clock for every expiry this area computes, so tests can move time.
    pub clock_offset_ms: i64,
}

/// What the access area keeps about one member.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct MemberAccess {
    /// Logins from an address not in `known_addresses` need a proof first ([`address_check`]).
    pub verify_new_addresses: bool,
    /// How that proof is given.
    pub verify_by: address_check::VerifyMethod,
    /// The secret of the member's Google Authenticator, when set up.
    pub authenticator_secret: Option<String>,
    /// The member's registered addresses, newest last.
    pub known_addresses: Vec<String>,
    /// One of the built-in avatars (1–12); 0 picks one from the member id.
    pub avatar: u32,
    /// The member's own referral (invite-a-friend) code; who used it is the shared record's
    /// [`Member::referrer`].
    pub referral_code: Option<String>,
    /// When the member last changed the password, milliseconds since the epoch.
    pub password_changed_ms: i64,
    /// Registration details that have no place in the shared record (LINE id, register URL, …).
    pub registration: BTreeMap<String, String>,
    /// Third-party identities signed in with, by channel (google, facebook, line, sms).
    pub linked_identities: BTreeMap<String, String>,
    /// The latest logins, oldest first ([`LOGINS_KEPT`]).
    pub logins: Vec<LoginRecord>,
    /// Total logins.
    pub login_count: u64,
    /// When the first-login action ran (`/wps/member/firstLogin`).
    pub first_login_action_ms: Option<i64>,
}

/// One login: when, and from where.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginRecord {
    /// When the member logged in, milliseconds since the epoch.
    pub time_ms: i64,
    /// The address the login came from, when known.
    pub ip: Option<String>,
}

/// How many logins a member's record keeps.
const LOGINS_KEPT: usize = 10;

impl MemberAccess {
    /// Notes a login.
    pub fn record_login(&mut self, time_ms: i64, ip: Option<IpAddr>) {
        self.logins.push(LoginRecord { time_ms, ip: ip.map(|ip| ip.to_string()) });
        if self.logins.len() > LOGINS_KEPT {
            self.logins.remove(0);
        }
        self.login_count += 1;
    }
}

impl AccessState {
    /// The area's clock: real time plus the test offset.
    pub fn now(&self) -> i64 {
        now_ms() + self.clock_offset_ms
    }

    /// The registration rules in force.
    pub fn field_rules(&self) -> BTreeMap<String, patterns::FieldRule> {
        if self.register_settings.is_empty() { patterns::default_rules() } else { self.register_settings.clone() }
    }

    /// One field's rule (the brand's default when the settings lack it).
    pub fn field_rule(&self, field: &str) -> Option<patterns::FieldRule> {
        self.register_settings.get(field).cloned().or_else(|| patterns::default_rules().remove(field))
    }

    /// The member's access record, created on first use.
    pub fn member(&mut self, id: MemberId) -> &mut MemberAccess {
        self.members.entry(id).or_default()
    }

    /// Whether a login of this member from `ip` must be verified first.
    pub fn needs_address_check(&self, id: MemberId, ip: Option<IpAddr>) -> bool {
        let Some(record) = self.members.get(&id).filter(|r| r.verify_new_addresses) else {
            return false;
        };
        ip.is_none_or(|ip| !record.known_addresses.contains(&ip.to_string()))
    }

    /// Adds `ip` to the member's registered addresses.
    pub fn remember_address(&mut self, id: MemberId, ip: Option<IpAddr>) {
        let Some(ip) = ip.map(|ip| ip.to_string()) else { return };
        let known = &mut self.member(id).known_addresses;
        known.retain(|a| *a != ip);
        known.push(ip);
        if known.len() > KNOWN_ADDRESSES_KEPT {
            known.remove(0);
        }
    }

    /// The member a referral code belongs to.
    pub fn referral_owner(&self, referral_code: &str) -> Option<MemberId> {
        self.members
            .iter()
            .find(|(_, r)| r.referral_code.as_deref().is_some_and(|c| c.eq_ignore_ascii_case(referral_code)))
            .map(|(id, _)| *id)
    }

    /// A fresh referral code nobody has.
    pub fn new_referral_code(&self) -> String {
        loop {
            let code = random_text(b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8);
            if self.referral_owner(&code).is_none() {
                return code;
            }
        }
    }
}

/// Random text from an alphabet.
pub fn random_text(alphabet: &[u8], len: usize) -> String {
    let mut rng = rand::thread_rng();
    (0..len).map(|_| char::from(alphabet[rng.gen_range(0..alphabet.len())])).collect()
}

/// A mobile number as the upstream compares them: digits only, without the trunk prefix `0`
/// (`081-234-5678` and `812345678` are the same number).
pub fn normalize_mobile(mobile: &str) -> String {
    let digits: String = mobile.chars().filter(char::is_ascii_digit).collect();
    digits.trim_start_matches('0').to_owned()
}

/// The member with this mobile number (and dialing code, when one is given).
pub fn member_by_mobile<'a>(db: &'a Db, mobile: &str, dialing_code: Option<&str>) -> Option<&'a Member> {
    let wanted = normalize_mobile(mobile);
    if wanted.is_empty() {
        return None;
    }
    db.members.values().find(|m| {
        m.mobile.as_deref().is_some_and(|own| normalize_mobile(own) == wanted)
            && dialing_code.is_none_or(|code| m.country_dialing_code.as_deref().is_none_or(|own| own == code))
    })
}

/// Checks a new password against the password rule, the insecure default and the old password.
pub fn check_new_password(db: &Db, new_password: &str, old_password: Option<&str>) -> Result<(), Fail> {
    if let Some(rule) = db.access.field_rule("password") {
        rule.check(Some(new_password), true).map_err(|fail| Fail { code: code::PASSWORD_RULE, ..fail })?;
    }
    if new_password == INSECURE_DEFAULT_PASSWORD {
        return Err(Fail::business(
            code::PASSWORD_RULE,
            "This password is the insecure default password: please choose another one",
        ));
    }
    if old_password == Some(new_password) {
        return Err(Fail::business(code::PASSWORD_RULE, "The new password must differ from the old password"));
    }
    Ok(())
}

/// Refuses trial accounts (spec 000 §6: they must register a real account first).
pub fn refuse_trial(member: &Member) -> Result<(), Fail> {
    if member.customer_type == customer_type::TRIAL {
        return Err(trial_refusal());
    }
    Ok(())
}

/// What a trial account hears when it asks for what only a real account has.
pub fn trial_refusal() -> Fail {
    Fail::business(code::NEED_TRUE_ACCOUNT, "Trial accounts cannot do this: please register a real account")
}

/// This area's calls (sign-in, the member record, and the two system calls it answers included).
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .merge(session::routes())
        .merge(member::routes())
        .route("/wps/member/register", put(register::by_username))
        .route("/wps/member/register/mobile", put(register::by_mobile))
        .route("/wps/member/register/autoUsername", put(register::with_generated_username))
        .route("/wps/agent/affiliate", get(register::check_affiliate))
        .route("/wps/captcha", get(captcha::image))
        .route("/wps/captcha/geetest", get(captcha::geetest))
        .route("/wps/verification/sms/register", post(sms::register_code))
        .route("/wps/verification/sms/noLogin", post(sms::no_login_code))
        .route("/wps/member/password", post(password::change))
        .route("/wps/member/password/email", post(password::reset_by_email))
        .route("/wps/member/password/verification", post(password::reset_by_phone))
        .route("/wps/session/login/firebase", post(third_party::login))
        .route("/wps/system/setting/register", get(settings::register_settings))
        .route("/wps/system/countryCode", get(settings::country_codes))
}

/// The identity pages of a brand's Firebase auth domain, played by the mock (outside the gateway).
pub fn identity_pages() -> Router<Arc<Mock>> {
    identity_pages::routes()
}

/// Test-only calls, mounted under `/__admin` behind its token.
pub fn admin_calls() -> Vec<crate::admin_call::Call> {
    admin::admin_calls()
}

/// A seeded member of this area: (user name, password, mobile, first login, password expired).
struct SeedMember {
    username: &'static str,
    password: &'static str,
    nickname: &'static str,
    mobile: &'static str,
    first_time_login: bool,
    password_expired: bool,
}

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(db: &mut Db) {
    let day = 86_400_000;
    let now = now_ms();
    db.access.register_settings = patterns::default_rules();
    // GeeTest is not bought by this brand: its module is off, as the real merchant answers #543.
    crate::system::switch_off(db, captcha::GEETEST_MODULE);
    // Sign-in by Firebase SMS is not this brand's (its SMS codes are the upstream's own), and the site is
    // open to visitors: the login-only setting is off.
    crate::system::switch_off(db, upstream_protocol::switches::Switch::FirebaseSms.own_module());
    crate::system::switch_off(db, upstream_protocol::switches::Switch::LoginOnly.own_module());

    let seeded = [
        // Flagged to verify new addresses; its only registered address is not loopback.
        SeedMember {
            username: "secure01",
            password: "abc123",
            nickname: "Secure Member",
            mobile: "0861112233",
            first_time_login: false,
            password_expired: false,
        },
        // Handed out by customer service with the insecure default password.
        SeedMember {
            username: "newbie01",
            password: INSECURE_DEFAULT_PASSWORD,
            nickname: "สมาชิกใหม่",
            mobile: "0823334444",
            first_time_login: true,
            password_expired: false,
        },
        SeedMember {
            username: "expired01",
            password: "abc123",
            nickname: "Expired Password",
            mobile: "0834445555",
            first_time_login: false,
            password_expired: true,
        },
        // Verify new addresses by a code mailed to secure02@veneer.example.
        SeedMember {
            username: "secure02",
            password: "abc123",
            nickname: "Secure By Mail",
            mobile: "0845556666",
            first_time_login: false,
            password_expired: false,
        },
        // Verify new addresses by the name on their bank account (SOMSRI JAIDEE, KBank ******7788).
        SeedMember {
            username: "secure03",
            password: "abc123",
            nickname: "Secure By Bank",
            mobile: "0856667777",
            first_time_login: false,
            password_expired: false,
        },
        // Verify new addresses by a Google Authenticator code (`/__admin/access/authenticator`).
        SeedMember {
            username: "secure04",
            password: "abc123",
            nickname: "Secure By Authenticator",
            mobile: "0867778888",
            first_time_login: false,
            password_expired: false,
        },
    ];
    let mut ids = Vec::new();
    for (n, s) in seeded.iter().enumerate() {
        let id = db.add_member(Member {
            nickname: s.nickname.into(),
            mobile: Some(s.mobile.into()),
            country_dialing_code: Some("66".into()),
            email: Some(format!("{}@veneer.example", s.username)),
            first_time_login: s.first_time_login,
            password_expired: s.password_expired,
            balance_cents: 50_000 * (n as i64 + 1),
            vip_label: "VIP 1".into(),
            rank_level: 1,
            ..Member::new(s.username, s.password, customer_type::MEMBER, now - (30 + 20 * n as i64) * day)
        });
        ids.push(id);
    }

    // The demo accounts: referral and affiliate codes, avatars, registered addresses.
    let demo = db.member_by_name("demo01").map(|m| m.id);
    let agent = db.member_by_name("agent01").map(|m| m.id);
    if let Some(demo) = demo {
        let record = db.access.member(demo);
        record.avatar = 3;
        record.referral_code = Some("DEMO01TH".into());
        record.known_addresses = vec!["127.0.0.1".into()];
        record.password_changed_ms = now - 60 * day;
        // Two of the seeded members came through demo01's invitation.
        for id in ids.iter().skip(1).take(2) {
            if let Some(invitee) = db.members.get_mut(id) {
                invitee.referrer = Some(demo);
            }
        }
    }
    if let Some(agent) = agent {
        db.access.member(agent).avatar = 7;
        db.access.member(agent).referral_code = Some("AGENT01X".into());
        db.access.affiliate_codes.insert("AG0001".into(), agent);
    }
    // secure01..04: one per way of verifying a new address; each knows only an address that is not loopback.
    let by_method = [
        (0, address_check::VerifyMethod::Sms),
        (3, address_check::VerifyMethod::Email),
        (4, address_check::VerifyMethod::BankName),
        (5, address_check::VerifyMethod::Google),
    ];
    for (index, method) in by_method {
        let Some(&id) = ids.get(index) else { continue };
        let record = db.access.member(id);
        record.verify_new_addresses = true;
        record.verify_by = method;
        record.known_addresses = vec!["203.0.113.10".into()];
        record.avatar = 5;
        match method {
            address_check::VerifyMethod::BankName => {
                let card = crate::wallet::withdraw::BankCard {
                    id: db.ledger.next_id(),
                    member_id: id,
                    bank_code: "KBANK".into(),
                    bank_name: "Kasikorn Bank".into(),
                    account_name: SECURE_BANK_ACCOUNT_NAME.into(),
                    account_no: "1234567788".into(),
                    is_default: true,
                };
                crate::wallet::add_bank_card(db, card);
            }
            address_check::VerifyMethod::Google => {
                record.authenticator_secret = Some(SECURE_AUTHENTICATOR_SECRET.into());
            }
            _ => {}
        }
    }
    for id in ids {
        let record = db.access.member(id);
        record.password_changed_ms = now - 200 * day;
        record.registration.insert("registerMethod".into(), "WEB".into());
    }
}
