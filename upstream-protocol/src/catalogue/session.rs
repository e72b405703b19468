//! Sign-in, sign-out, registration, verification codes, passwords and the member's own record
//! (spec 000 §7).

use super::{Body, Call, HumanCheck, Method, Session, Shape, ThrottleClass};
use crate::shape::{Field, Kind};
use crate::switches::Switch;

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/session/key/rsa", "", "the RSA modulus for encrypted calls, bare hex").shape(Shape::Text),
    Call::post("/wps/session/login", "COMM3", "log in by user name and password, or by mobile number and SMS code")
        .encrypted()
        .throttled(ThrottleClass::Login)
        .human_checked(HumanCheck::UserNameLogin)
        .session(Session::Start)
        .reads(&[
            Field::required("value.token", Kind::Text),
            Field::optional("value.userName", Kind::Id),
            Field::optional("value.customerType", Kind::Numeric),
            Field::optional("value.firstTimeLogin", Kind::Flag),
        ]),
    Call::post("/wps/session/login/verification", "LOGINIPVERF3", "finish a login from an unregistered address")
        .encrypted()
        .throttled(ThrottleClass::Login)
        .session(Session::Start),
    Call::post("/wps/session/login/freeplay", "FREEPLAY3", "start a trial (free play) account")
        .key_only()
        .part_of(Switch::FreePlay)
        .session(Session::Start),
    Call::post(
        "/wps/session/login/firebase",
        "THIRDPARTYLOGIN3",
        "log in with a Firebase ID token (google, facebook, line, or Firebase SMS)",
    )
    .encrypted()
    .throttled(ThrottleClass::Login)
    .session(Session::Start),
    // The specification's DELETE (spec 000 §7; older and desktop clients, protocol §1.4); newer mobile
    // clients were observed sending POST `{}`, which the BFF falls back to.
    Call::with_body("/wps/session/logout", &[Method::Delete, Method::Post], "COMM3", "log out")
        .falls_back_to(Method::Post)
        .token()
        .session(Session::End),
    Call::get("/wps/member/info", "COMM3", "the member's record").token().reads(&[
        Field::required("value", Kind::Object),
        Field::optional("value.account", Kind::Id),
        Field::optional("value.nickname", Kind::Id),
        Field::optional("value.type", Kind::Numeric),
        Field::optional("value.clubLabel", Kind::Object),
        Field::optional("value.clubLabel.rankLevel", Kind::Numeric),
        Field::optional("value.clubLabel.labelName", Kind::Id),
    ]),
    Call::get("/wps/member/info/icon", "COMM3", "the member's icon").token(),
    Call::post("/wps/member/firstLogin", "COMM3", "the first-login action (a welcome, once)").token(),
    Call::get("/wps/member/loginInfo", "COMM3", "this login and the previous one: time and address").token(),
    Call::put("/wps/member/language", "COMM3", "remember the member's language").token(),
    Call::put("/wps/member/register", "REG3", "register by user name")
        .part_of(Switch::UsernameRegistration)
        .encrypted()
        .throttled(ThrottleClass::Register)
        .human_checked(HumanCheck::Always)
        .session(Session::Start),
    Call::put("/wps/member/register/mobile", "MOBILENUMREG3", "register by mobile number")
        .part_of(Switch::MobileRegistration)
        .encrypted()
        .throttled(ThrottleClass::Register)
        .human_checked(HumanCheck::Always)
        .session(Session::Start),
    Call::put("/wps/member/register/autoUsername", "REG3", "register with a generated user name")
        .encrypted()
        .throttled(ThrottleClass::Register)
        .human_checked(HumanCheck::Always)
        .session(Session::Start),
    Call::get("/wps/agent/affiliate", "REG3", "check an affiliate (invitation) code"),
    Call::get("/wps/captcha", "CAPTCHA3", "a captcha image (base64 PNG) bound to the captchaId cookie")
        .throttled(ThrottleClass::Captcha),
    Call::get("/wps/captcha/geetest", "GEETEST3", "GeeTest v4 parameters (switched off for most merchants)"),
    Call::post("/wps/verification/sms/register", "REGMOBVERF3", "send an SMS code for registration")
        .throttled(ThrottleClass::Sms)
        .human_checked(HumanCheck::Always),
    Call::post("/wps/verification/sms/noLogin", "VERIFICATION3", "send an SMS code for login or password reset")
        .throttled(ThrottleClass::Sms)
        .human_checked(HumanCheck::Always),
    Call::post("/wps/member/password", "PASS3", "change the password").token().encrypted().real_account(),
    Call::post("/wps/member/password/email", "CHNGPASSMAIL3", "reset the password by e-mail")
        .part_of(Switch::ResetByEmail)
        .body(Body::Form)
        .throttled(ThrottleClass::PasswordReset),
    Call::post(
        "/wps/member/password/verification",
        "CHNGPASSVERIF3",
        "set a new password with an SMS code, then log in",
    )
    .part_of(Switch::ResetByPhone)
    .encrypted()
    .throttled(ThrottleClass::PasswordReset)
    .session(Session::Start),
    Call::get("/wps/relay/MCSFE_getPlayerAvatar", "COMM3", "the member's avatar").token(),
    Call::get("/wps/relay/MCSFE_getPlayerRankProgress", "COMM3", "VIP rank and monthly turnover progress")
        .token()
        .real_account(),
    Call::get("/wps/relay/MCSFE_getReferralDetails", "COMM3", "the member's referral code and invitations")
        .token()
        .real_account(),
];
