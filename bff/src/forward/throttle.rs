//! Phase 2, throttle: a call of a throttled class draws from its buckets (by client address, and by
//! the user name or mobile number in its body); an empty bucket answers 429 with `Retry-After` and a
//! generic translated message, and the upstream never sees the call.

use upstream_protocol::catalogue::ThrottleClass;

use super::context::Admitted;
use super::context::Ctx;
use crate::error::BffError;
use crate::throttle::{Bucket, Draw};
use crate::visitor::Visitor;

/// Body fields that name the member a login is for.
const USER_FIELDS: [&str; 3] = ["username", "mobileNum", "mobile"];
/// Body fields that hold the mobile number an SMS goes to.
const MOBILE_FIELDS: [&str; 3] = ["mobileNo", "mobileNum", "mobile"];

/// Phase 2: the call draws from its buckets; an empty one refuses it (429) before the upstream sees it.
pub async fn throttle(ctx: &mut Ctx<'_>) -> Result<(), BffError> {
    let Some(class) = ctx.call().throttle else { return Ok(()) };
    let draws = draws(class, &ctx.visitor, &ctx.admitted);
    let brand = ctx.brand;
    // Boxed: only throttled calls wait on the buckets (Redis, with `throttle.redis`).
    let drawn = Box::pin(ctx.state.throttles.draw(&brand.id, &brand.limits, &draws)).await;
    drawn.map_err(|retry_after| BffError::Throttled { retry_after })
}

/// The buckets a call draws from.
fn draws(class: ThrottleClass, visitor: &Visitor, call: &Admitted) -> Vec<Draw> {
    let address = visitor.ip.map_or_else(|| "unknown".to_owned(), |ip| ip.to_string());
    let first = |fields: &[&str]| fields.iter().find_map(|f| call.field(f)).filter(|v| !v.trim().is_empty());
    let (per_address, per_owner) = match class {
        ThrottleClass::Login => {
            // `Demo01 ` and `demo01` are one member.
            let user = first(&USER_FIELDS).map(|name| name.trim().to_lowercase());
            (Bucket::LoginPerAddress, user.map(|owner| Draw { bucket: Bucket::LoginPerUser, owner }))
        }
        ThrottleClass::Sms => {
            // Digits only, so `081-234 5678` and `0812345678` share a bucket.
            let digits = |s: &str| s.chars().filter(char::is_ascii_digit).collect::<String>();
            let number = first(&MOBILE_FIELDS)
                .map(|n| format!("{}-{}", digits(call.field("countryDialingCode").unwrap_or("")), digits(n)));
            (Bucket::SmsPerAddress, number.map(|owner| Draw { bucket: Bucket::SmsPerNumber, owner }))
        }
        ThrottleClass::Captcha => (Bucket::CaptchaPerAddress, None),
        ThrottleClass::PasswordReset => (Bucket::PasswordResetPerAddress, None),
        ThrottleClass::Register => (Bucket::RegisterPerAddress, None),
    };
    std::iter::once(Draw { bucket: per_address, owner: address }).chain(per_owner).collect()
}
