//! Sign-in and sign-out: the RSA key, login by user name or by SMS code, the extra check of a login
//! from an unregistered address, free play (trial accounts) and logout.
//!
//! Rules (docs/access.md "Decisions"): after [`CAPTCHA_AFTER_FAILED_LOGINS`] failed logins for a user
//! name a captcha is required until a login succeeds; members flagged to verify new addresses get
//! `login_verify_required` and an SMS code when the address is not one of theirs.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderMap, header};
use axum::response::IntoResponse;
use axum::routing::{delete, get, post};
use serde::{Deserialize, Serialize};
use serde_json::json;
use upstream_protocol::envelope::code;

use crate::access::{CAPTCHA_AFTER_FAILED_LOGINS, address_check, captcha, member_by_mobile, random_text, sms};
use crate::base::{Member, MemberId, customer_type, now_ms};
use crate::input::Payload;
use crate::ledger::TxKind;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::{Db, Mock};

/// The white-label module of login by SMS code.
pub const SMS_LOGIN_MODULE: &str = upstream_protocol::switches::Switch::SmsLogin.own_module();
/// What a trial account starts with, in hundredths.
pub const TRIAL_BALANCE_CENTS: i64 = 200_000;

/// `GET /wps/session/key/rsa`: the modulus as bare hex, never cached.
pub async fn rsa_key(ctx: Ctx) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-cache, no-store")],
        ctx.mock.key().modulus().as_hex().to_owned(),
    )
}

/// The decrypted login payload (protocol §5; spec 000 §7 for the SMS variant).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct LoginRequest {
    /// The user name (or e-mail address) of a login by password.
    pub username: Option<String>,
    /// The password of a login by password.
    pub password: Option<String>,
    /// `username` or `sms`.
    #[serde(rename = "type")]
    pub login_type: Option<String>,
    /// `true` for a login by SMS code, as `type: "sms"`.
    pub is_sms: Option<bool>,
    /// The mobile number of an SMS login.
    #[serde(alias = "mobile", alias = "mobileNo")]
    pub mobile_num: Option<String>,
    /// The mobile number's country dialing code, e.g. `66`.
    pub country_dialing_code: Option<String>,
    /// The SMS code of an SMS login.
    #[serde(alias = "code", alias = "smsCode")]
    pub verification_code: Option<String>,
    /// The new-address check by bank account: the account holder's name.
    #[serde(alias = "accountName")]
    pub bank_account_name: Option<String>,
    /// The text of the captcha image bound to the `captchaId` cookie.
    pub captcha: Option<String>,
    /// The client's device id; taken and not checked.
    pub login_device_id: Option<String>,
}

impl LoginRequest {
    fn is_sms_login(&self) -> Result<bool, Fail> {
        let by_type = match self.login_type.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("" | "username") => false,
            Some("sms") => true,
            Some(_) => return Err(Fail::bad_param("type must be username or sms")),
        };
        Ok(by_type || self.is_sms == Some(true))
    }
}

/// What a successful login answers.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginValue {
    /// The session's token, sent raw in `Authorization` from then on.
    pub token: String,
    /// The member's id.
    pub id: MemberId,
    /// The member's user name.
    pub user_name: String,
    /// The member's customer type: 0 a member, 1, 2, 41 or 42 an agent, 4 a trial account.
    pub customer_type: i32,
    /// Whether the member must change the password chosen for them (first login of an account an agent registered).
    pub first_time_login: bool,
    /// Not seen on the real wire; added as the spec's forced-change flow needs it (see README).
    pub password_expired: bool,
}

impl LoginValue {
    /// Starts a session for `member` and describes it.
    pub fn start(db: &mut Db, member: &Member, ctx: &Ctx) -> Self {
        // Dead sessions end first, so abandoned ones never pile up: what is held stays bounded by live use.
        db.end_idle_sessions(ctx.mock.settings.session_idle, now_ms());
        let token = db.start_session(member.id, ctx.client_ip);
        let now = db.access.now();
        db.access.member(member.id).record_login(now, ctx.client_ip);
        Self {
            token,
            id: member.id,
            user_name: member.username.clone(),
            customer_type: member.customer_type,
            first_time_login: member.first_time_login,
            password_expired: member.password_expired,
        }
    }
}

/// A login that got through: failures forgotten, the address registered, a session started.
pub fn succeed(db: &mut Db, member: &Member, ctx: &Ctx) -> LoginValue {
    db.access.failed_logins.remove(&member.username.to_lowercase());
    db.access.remember_address(member.id, ctx.client_ip);
    LoginValue::start(db, member, ctx)
}

/// A login refusal's text in the caller's language (`Language` header): Thai or English, as the
/// upstream words its most frequent refusals (spec 000 §6, §8).
#[derive(Clone, Copy)]
pub enum LoginRefusal {
    /// No user name or no password.
    Empty,
    /// No member has that user name or e-mail address.
    UnknownUser,
    /// The password is not the member's.
    WrongPassword,
    /// The account is not an ordinary member's (an SMS login by an agent or trial account).
    NonMember,
}

impl LoginRefusal {
    /// The refusal's text: Thai for `TH`, English otherwise.
    pub fn text(self, language: &str) -> &'static str {
        let thai = language == "TH";
        match (self, thai) {
            (Self::Empty, false) => "Please enter the username and password",
            (Self::Empty, true) => "กรุณากรอกชื่อผู้ใช้และรหัสผ่าน",
            (Self::UnknownUser, false) => "Username/Email does not exist",
            (Self::UnknownUser, true) => "ไม่มีชื่อผู้ใช้/อีเมลนี้",
            (Self::WrongPassword, false) => "wrong username or password",
            (Self::WrongPassword, true) => "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง",
            (Self::NonMember, false) => "Non-member account unable to login",
            (Self::NonMember, true) => "บัญชีที่ไม่ใช่สมาชิกไม่สามารถเข้าสู่ระบบได้",
        }
    }
}

/// Checks a user name and password, counting failures; a captcha is checked first once required.
fn check_credentials(db: &mut Db, ctx: &Ctx, headers: &HeaderMap, req: &LoginRequest) -> Result<Member, Fail> {
    let said = |refusal: LoginRefusal| refusal.text(&ctx.language);
    let username = req.username.as_deref().map(str::trim).unwrap_or_default();
    let password = req.password.as_deref().unwrap_or_default();
    if username.is_empty() || password.is_empty() {
        return Err(Fail::business(code::REQUEST_PARAM_ERR, said(LoginRefusal::Empty)));
    }
    let key = username.to_lowercase();
    if db.access.failed_logins.get(&key).copied().unwrap_or(0) >= CAPTCHA_AFTER_FAILED_LOGINS {
        captcha::redeem(&mut db.access, headers, req.captcha.as_deref())?;
    }
    let found = db.member_by_name(username).cloned();
    match found {
        Some(member) if member.password == password => Ok(member),
        found => {
            let failures = db.access.failed_logins.entry(key).or_default();
            *failures += 1;
            let fail = match found {
                None => Fail::business(code::USER_NOT_EXIST, said(LoginRefusal::UnknownUser)),
                Some(_) => Fail::business(code::LOGIN_FAILED, said(LoginRefusal::WrongPassword)),
            };
            // From now on the client must show the captcha with the next try.
            Err(if *failures >= CAPTCHA_AFTER_FAILED_LOGINS { fail.with_value(json!({"captcha": true})) } else { fail })
        }
    }
}

/// `POST /wps/session/login` (encrypted): by user name and password, or by mobile number and SMS code.
pub async fn login(ctx: Ctx, headers: HeaderMap, Payload(req): Payload<LoginRequest>) -> Reply<LoginValue> {
    if req.is_sms_login()? {
        return sms_login(&ctx, &req);
    }
    let mut db = ctx.db().lock();
    let member = check_credentials(&mut db, &ctx, &headers, &req)?;
    if db.access.needs_address_check(member.id, ctx.client_ip) {
        return Err(address_check::ask(&mut db, &member));
    }
    Ok(Answer(succeed(&mut db, &member, &ctx)))
}

/// Login by mobile number and the code `/wps/verification/sms/noLogin` sent to it.
fn sms_login(ctx: &Ctx, req: &LoginRequest) -> Reply<LoginValue> {
    let mut db = ctx.db().lock();
    if !crate::system::module_enabled(&db, SMS_LOGIN_MODULE) {
        return Err(Fail::business(code::FUNCTION_NOT_AVAILABLE, "Function not available #543: SMS login is off"));
    }
    let mobile = req.mobile_num.as_deref().map(str::trim).unwrap_or_default();
    if mobile.is_empty() {
        return Err(Fail::business(code::REQUEST_PARAM_ERR, "Please enter a valid mobile number"));
    }
    if req.verification_code.as_deref().is_none_or(|c| c.trim().is_empty()) {
        return Err(Fail::business(code::REQUEST_PARAM_ERR, "Please enter a valid verification code"));
    }
    let dialing = req.country_dialing_code.as_deref().map(|c| c.trim().trim_start_matches('+'));
    let member = member_by_mobile(&db, mobile, dialing)
        .cloned()
        .ok_or_else(|| Fail::business(code::USER_NOT_EXIST, "This mobile number is not registered"))?;
    // Spec 000 §6: only ordinary members sign in by phone.
    if member.customer_type != customer_type::MEMBER {
        return Err(Fail::business(code::LOGIN_FAILED, LoginRefusal::NonMember.text(&ctx.language)));
    }
    sms::redeem(&mut db.access, mobile, sms::Purpose::NoLogin, req.verification_code.as_deref())?;
    Ok(Answer(succeed(&mut db, &member, ctx)))
}

/// `POST /wps/session/login/verification` (encrypted): the credentials again plus the proof
/// `login_verify_required` asked for (a code, or the bank account name); the address joins the member's
/// registered ones.
pub async fn verify_login(ctx: Ctx, headers: HeaderMap, Payload(req): Payload<LoginRequest>) -> Reply<LoginValue> {
    let mut db = ctx.db().lock();
    let member = check_credentials(&mut db, &ctx, &headers, &req)?;
    let proof = address_check::Proof {
        code: req.verification_code.as_deref(),
        bank_account_name: req.bank_account_name.as_deref(),
    };
    address_check::prove(&mut db, &member, &proof)?;
    Ok(Answer(succeed(&mut db, &member, &ctx)))
}

/// The free-play body (the key-only encryption was checked by the gateway).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct FreePlayRequest {
    /// The client's operating system, kept with the trial account.
    pub os: Option<String>,
    /// `W` (web) or `M` (mobile).
    pub platform: Option<String>,
}

/// `POST /wps/session/login/freeplay`: a new trial account (type 4) with a demo balance, logged in.
pub async fn free_play(ctx: Ctx, Payload(req): Payload<FreePlayRequest>) -> Reply<LoginValue> {
    let platform = req.platform.as_deref().map(str::trim).unwrap_or_default();
    if !matches!(platform, "W" | "M") {
        return Err(Fail::bad_param("platform must be W (web) or M (mobile)"));
    }
    let mut db = ctx.db().lock();
    let username = loop {
        let name = format!("trial{}", random_text(b"0123456789", 6));
        if db.member_by_name(&name).is_none() {
            break name;
        }
    };
    let nickname = if ctx.language == "TH" { "ผู้ทดลองเล่น" } else { "Trial player" };
    // Nobody types the password: the trial lives as long as its token.
    let password = random_text(b"abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", 24);
    let now = now_ms();
    let id = db.add_member(Member {
        nickname: nickname.into(),
        balance_cents: TRIAL_BALANCE_CENTS,
        language: if crate::access::member::is_supported_language(&ctx.language) {
            ctx.language.clone()
        } else {
            "TH".into()
        },
        ..Member::new(&username, &password, customer_type::TRIAL, now)
    });
    let (cents, remark) = (TRIAL_BALANCE_CENTS, "Free play demo balance");
    db.ledger.record_at(id, TxKind::Adjustment, cents, cents, remark, now);
    let record = db.access.member(id);
    record.registration.insert("registerMethod".into(), "FREEPLAY".into());
    record.registration.insert("platform".into(), platform.into());
    if let Some(os) = req.os.as_deref().map(str::trim).filter(|os| !os.is_empty()) {
        record.registration.insert("os".into(), os.into());
    }
    let member = db.members.get(&id).cloned().ok_or_else(|| Fail::unavailable("the trial account vanished"))?;
    Ok(Answer(LoginValue::start(&mut db, &member, &ctx)))
}

/// `DELETE` or `POST /wps/session/logout`.
pub async fn logout(ctx: Ctx) -> Reply<Option<()>> {
    if let Some(token) = &ctx.token {
        ctx.db().lock().sessions.remove(token);
    }
    Ok(Answer(None))
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/session/key/rsa", get(rsa_key))
        .route("/wps/session/login", post(login))
        .route("/wps/session/login/verification", post(verify_login))
        .route("/wps/session/login/freeplay", post(free_play))
        .route("/wps/session/logout", delete(logout).post(logout))
}

/// Ends idle sessions in the background, at most a minute (or one idle time, if shorter) after they
/// die, so abandoned tokens leave memory, `/__admin/sessions` and the data file even when no new
/// session starts (a start sweeps too: [`LoginValue::start`]).
pub fn spawn_idle_sweeper(mock: Arc<Mock>) {
    let every = mock.settings.session_idle.clamp(Duration::from_millis(10), Duration::from_secs(60));
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            mock.end_idle_sessions();
        }
    });
}
