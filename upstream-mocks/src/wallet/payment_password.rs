//! The payment password (the withdrawal PIN that `passwordCheck` relays ask for): set it, or change it
//! with the current one. The path and field names are the mock's (the upstream's call was not seen).

use super::{has_payment_password, real_member, refusal, set_payment_password};
use crate::input::{ChangePassword, Payload};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;

/// Six digits, as the spec's withdrawal PIN.
fn well_formed(pin: &str) -> bool {
    pin.len() == 6 && pin.bytes().all(|b| b.is_ascii_digit())
}

/// `POST /wps/member/paymentPassword` (encrypted) `{oldPassword?, newPassword, confirmNewPassword}`: answers
/// `true`. `oldPassword` is required once a payment password is set. The body is the login password change's.
pub async fn change(ctx: Ctx, Payload(req): Payload<ChangePassword>) -> Reply<bool> {
    let id = ctx.member()?;
    let new = crate::input::required(req.new_password.filter(|p| !p.is_empty()), "newPassword")?;
    let mut db = ctx.db().lock();
    real_member(&db, id)?;
    if !well_formed(&new) {
        return Err(Fail::business("payment_password_format", "The payment password must be 6 digits"));
    }
    if req.confirm_new_password.as_deref() != Some(new.as_str()) {
        return Err(Fail::business("password_mismatch", "The two passwords do not match"));
    }
    if has_payment_password(&db, id) {
        let current = db.members.get(&id).and_then(|m| m.payment_password.clone());
        if req.old_password.as_deref() != current.as_deref() {
            return Err(Fail::business(refusal::WRONG_PASSWORD, "Incorrect password"));
        }
    }
    set_payment_password(&mut db, id, &new);
    Ok(Answer(true))
}
