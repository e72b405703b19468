//! The extra check of a login from an address the member has not used (spec 000 §4 "Login" 6: "mobile
//! code, e-mail, bank account name or Google verification"). A member flagged for it
//! ([`super::MemberAccess::verify_new_addresses`]) is asked, by the method they chose
//! ([`VerifyMethod`]), with `login_verify_required`; `/wps/session/login/verification` with the
//! credentials again and the proof logs them in and registers the address.

use serde::{Deserialize, Serialize};
use serde_json::json;
use totp_rs::{Algorithm, TOTP};
use upstream_protocol::envelope::code as upstream_code;

use super::{AccessState, code, password, sms};
use crate::base::Member;
use crate::reply::Fail;
use crate::state::Db;

/// How a member proves a login from a new address.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum VerifyMethod {
    /// A code by SMS to the member's mobile number (from `/wps/verification/sms/noLogin`'s pool).
    #[default]
    Sms,
    /// A code mailed to the member's e-mail address.
    Email,
    /// The account holder's name of the member's default bank card.
    BankName,
    /// The current code of the member's Google Authenticator (TOTP, RFC 6238: SHA-1, 6 digits, 30 s).
    Google,
}

/// The proof a `/login/verification` body carries.
pub struct Proof<'a> {
    /// SMS, e-mail or authenticator code.
    pub code: Option<&'a str>,
    /// The bank account holder's name.
    pub bank_account_name: Option<&'a str>,
}

/// The authenticator of a member who set one up (its secret is the member's, 20 bytes).
fn authenticator(secret: &[u8]) -> Option<TOTP> {
    TOTP::new(Algorithm::SHA1, 6, 1, 30, secret.to_vec()).ok()
}

/// The code a member's authenticator shows at `now_ms`, and the seconds it stays.
pub fn current_code(access: &AccessState, member: &Member) -> Option<(String, u64)> {
    let secret = access.members.get(&member.id)?.authenticator_secret.as_deref()?;
    let totp = authenticator(secret.as_bytes())?;
    let now = u64::try_from(access.now() / 1000).ok()?;
    Some((totp.generate(now), totp.step - now % totp.step))
}

/// `u***@domain`: enough for the member to know where the code went.
fn masked_email(email: &str) -> String {
    match email.split_once('@') {
        Some((user, domain)) => format!("{}***@{domain}", user.chars().take(2).collect::<String>()),
        None => "***".into(),
    }
}

/// Refuses the login with `login_verify_required`, having sent a code where the method needs one
/// (unless one is still live).
pub fn ask(db: &mut Db, member: &Member) -> Fail {
    let method = db.access.members.get(&member.id).map(|r| r.verify_by).unwrap_or_default();
    let contact_support = |what: &str| {
        Fail::business(
            upstream_code::LOGIN_VERIFY_REQUIRED,
            format!(
                "Login from a new address must be verified, but this account has no {what}: please contact customer service"
            ),
        )
    };
    let (message, value) = match method {
        VerifyMethod::Sms => {
            let Some(mobile) = member.mobile.clone() else { return contact_support("mobile number") };
            let dialing = member.country_dialing_code.clone().unwrap_or_default();
            let sent = sms::send(&mut db.access, &mobile, &dialing, sms::Purpose::NoLogin).is_ok();
            let masked = member.masked_mobile().unwrap_or_default();
            (
                format!("Login from a new address: enter the verification code sent to {masked}"),
                json!({"verifyType": "SMS", "mobile": masked, "countryDialingCode": member.country_dialing_code,
                       "expiredMinutes": sms::EXPIRED_MINUTES, "codeSent": sent}),
            )
        }
        VerifyMethod::Email => {
            let Some(email) = member.email.clone() else { return contact_support("e-mail address") };
            let now = db.access.now();
            let issued = sms::issue(&mut db.access.mail_codes, email.to_lowercase(), sms::Purpose::NoLogin, now);
            let sent = issued.is_ok();
            if let Ok(issued) = issued {
                db.access.mails.push(password::Mail {
                    to: email.clone(),
                    username: member.username.clone(),
                    subject: "Verify your login / ยืนยันการเข้าสู่ระบบ".into(),
                    body: format!(
                        "Your verification code is {} (valid {} minutes). Someone signed in to {} from a new address; if it was not you, change your password.",
                        issued.code,
                        sms::EXPIRED_MINUTES,
                        member.username
                    ),
                    sent_ms: now,
                });
            }
            let masked = masked_email(&email);
            (
                format!("Login from a new address: enter the verification code sent to {masked}"),
                json!({"verifyType": "EMAIL", "email": masked, "expiredMinutes": sms::EXPIRED_MINUTES, "codeSent": sent}),
            )
        }
        VerifyMethod::BankName => {
            let Some(card) = crate::wallet::main_bank_card(db, member.id) else {
                return contact_support("bank account");
            };
            let account = card.masked_no();
            (
                format!("Login from a new address: enter the account holder's name of your bank account {account}"),
                json!({"verifyType": "BANK_NAME", "bankName": card.bank_name, "accountNo": account}),
            )
        }
        VerifyMethod::Google => {
            if current_code(&db.access, member).is_none() {
                return contact_support("Google Authenticator");
            }
            (
                "Login from a new address: enter the code your Google Authenticator shows".to_owned(),
                json!({"verifyType": "GOOGLE"}),
            )
        }
    };
    Fail::business(upstream_code::LOGIN_VERIFY_REQUIRED, message).with_value(value)
}

/// Names compare as people type them: case, accents of spacing and runs of spaces aside.
fn same_name(a: &str, b: &str) -> bool {
    let words = |s: &str| s.split_whitespace().map(str::to_lowercase).collect::<Vec<_>>();
    words(a) == words(b) && !words(a).is_empty()
}

/// Checks the proof of the member's method; a code is used up when right.
pub fn prove(db: &mut Db, member: &Member, proof: &Proof<'_>) -> Result<(), Fail> {
    let method = db.access.members.get(&member.id).map(|r| r.verify_by).unwrap_or_default();
    let no_contact =
        || Fail::business(upstream_code::LOGIN_VERIFY_REQUIRED, "This account has nothing to verify a login with");
    match method {
        VerifyMethod::Sms => {
            let mobile = member.mobile.clone().ok_or_else(no_contact)?;
            sms::redeem(&mut db.access, &mobile, sms::Purpose::NoLogin, proof.code)
        }
        VerifyMethod::Email => {
            let email = member.email.as_deref().ok_or_else(no_contact)?.to_lowercase();
            let now = db.access.now();
            sms::redeem_code(&mut db.access.mail_codes, &email, sms::Purpose::NoLogin, proof.code, now)
        }
        VerifyMethod::BankName => {
            let card = crate::wallet::main_bank_card(db, member.id).ok_or_else(no_contact)?;
            let typed = proof.bank_account_name.map(str::trim).filter(|t| !t.is_empty());
            match typed {
                None => Err(Fail::business(upstream_code::REQUEST_PARAM_ERR, "Please enter the bank account name")),
                Some(typed) if same_name(typed, &card.account_name) => Ok(()),
                Some(_) => Err(Fail::business(code::BANK_NAME_MISMATCH, "The bank account name is not correct")),
            }
        }
        VerifyMethod::Google => {
            let typed = proof.code.map(str::trim).filter(|t| !t.is_empty());
            let Some(typed) = typed else {
                return Err(Fail::business(code::VERIFICATION_CODE_INVALID, "Verification code is missing"));
            };
            let secret = db.access.members.get(&member.id).and_then(|r| r.authenticator_secret.clone());
            let totp = secret.as_deref().and_then(|s| authenticator(s.as_bytes())).ok_or_else(no_contact)?;
            let now = u64::try_from(db.access.now() / 1000).unwrap_or_default();
            // The code before and after the current one too (clocks drift), as authenticators allow.
            if totp.check(typed, now) {
                Ok(())
            } else {
                Err(Fail::business(code::VERIFICATION_CODE_INVALID, "Verification code is not valid"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_authenticator_follows_rfc_6238() {
        // RFC 6238 appendix B, SHA-1, 8 digits, at 59 s: 94287082; 6 digits are its last six.
        let totp = TOTP::new(Algorithm::SHA1, 6, 1, 30, b"12345678901234567890".to_vec()).unwrap();
        assert_eq!(totp.generate(59), "287082");
        assert!(totp.check("287082", 59 + 30), "one step of drift is allowed");
        assert!(!totp.check("287082", 59 + 90));
    }

    #[test]
    fn names_match_as_typed() {
        assert!(same_name("somsri  jaidee", "Somsri Jaidee"));
        assert!(!same_name("Somsri", "Somsri Jaidee"));
        assert!(!same_name(" ", ""));
        assert_eq!(masked_email("secure02@veneer.example"), "se***@veneer.example");
    }
}
