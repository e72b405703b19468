//! The contact bonus (spec 001 §8 "Redeem bonus prompts", §9 "a Zalo bonus of up to 131K"): a member
//! who gives a Zalo number ID (or, on Indonesian sites, a WhatsApp number ID) redeems a one-off bonus.
//! The upstream's call was never seen: path, fields and refusals are the mock's (rewards.md).

use serde::{Deserialize, Serialize};

use crate::base::{MemberId, money};
use crate::input::Payload;
use crate::ledger::TxKind;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::wallet::{caught_up_for_real_member, post};

/// What the bonus pays, in hundredths: the top of the spec's "up to 131K", in the merchant's currency.
pub const BONUS_CENTS: i64 = 13_100;

/// Refusals of this call beyond the wallet's.
mod refusal {
    /// The member has redeemed the bonus before.
    pub const ALREADY_REDEEMED: &str = "bonus_already_redeemed";
    /// The number ID is not 8 to 15 digits.
    pub const INVALID_CONTACT: &str = "contact_id_invalid";
    /// Another member redeemed the bonus with this number ID.
    pub const CONTACT_IN_USE: &str = "contact_id_in_use";
}

/// The messenger the member's number ID belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Channel {
    /// A Zalo number ID.
    Zalo,
    /// A WhatsApp number ID (on Indonesian sites).
    Whatsapp,
}

/// One redeemed contact bonus.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContactBonus {
    /// Who redeemed it.
    pub member_id: MemberId,
    /// The messenger of the number ID.
    pub channel: Channel,
    /// The number ID as digits only (spaces and a leading `+` dropped).
    pub contact_id: String,
    /// Amount paid, in hundredths.
    pub amount_cents: i64,
    /// When it was paid, milliseconds since the epoch.
    pub time_ms: i64,
}

/// The body of `PROMOFE_redeemContactBonus`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ContactBonusRequest {
    /// `ZALO` or `WHATSAPP`; anything else, or none, is a bad request.
    pub channel: Option<Channel>,
    /// The number ID: 8 to 15 digits, an optional leading `+`, spaces ignored.
    pub contact_id: Option<String>,
}

/// The answer of `PROMOFE_redeemContactBonus`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContactBonusPaid {
    /// The messenger of the number ID.
    pub channel: Channel,
    /// The number ID as kept: digits only.
    pub contact_id: String,
    /// Bonus paid, two decimals.
    pub amount: f64,
    /// The main wallet balance after the bonus, two decimals.
    pub balance: f64,
}

/// A number ID as messengers take it: 8 to 15 digits, an optional leading `+`, spaces ignored.
fn normalised_contact(given: &str) -> Option<String> {
    let compact: String = given.chars().filter(|c| !c.is_whitespace()).collect();
    let digits = compact.strip_prefix('+').unwrap_or(&compact);
    (8..=15).contains(&digits.len()).then_some(())?;
    digits.chars().all(|c| c.is_ascii_digit()).then(|| digits.to_owned())
}

/// `POST /wps/relay/PROMOFE_redeemContactBonus` `{channel, contactId}`: pays the bonus once per
/// member, and once per number ID, as a BONUS on the main wallet.
pub async fn redeem(ctx: Ctx, Payload(req): Payload<ContactBonusRequest>) -> Reply<ContactBonusPaid> {
    let id = ctx.member()?;
    let channel = req.channel.ok_or_else(|| Fail::bad_param("channel must be ZALO or WHATSAPP"))?;
    let contact_id = normalised_contact(req.contact_id.as_deref().unwrap_or_default())
        .ok_or_else(|| Fail::business(refusal::INVALID_CONTACT, "Please enter a number ID of 8 to 15 digits"))?;
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    let bonuses = &db.rewards.contact_bonuses;
    if bonuses.iter().any(|b| b.member_id == id) {
        return Err(Fail::business(refusal::ALREADY_REDEEMED, "You have already redeemed this bonus"));
    }
    if bonuses.iter().any(|b| b.channel == channel && b.contact_id == contact_id) {
        return Err(Fail::business(refusal::CONTACT_IN_USE, "This number ID has already redeemed the bonus"));
    }
    let remark = format!("Contact bonus ({channel:?} {contact_id})");
    let balance = post(&mut db, id, TxKind::Bonus, BONUS_CENTS, &remark, now)?;
    db.rewards.contact_bonuses.push(ContactBonus {
        member_id: id,
        channel,
        contact_id: contact_id.clone(),
        amount_cents: BONUS_CENTS,
        time_ms: now,
    });
    Ok(Answer(ContactBonusPaid { channel, contact_id, amount: money(BONUS_CENTS), balance: money(balance) }))
}

#[cfg(test)]
mod tests {
    use super::normalised_contact;

    #[test]
    fn number_ids_are_8_to_15_digits() {
        assert_eq!(normalised_contact("+84 912 345 678").as_deref(), Some("84912345678"));
        assert_eq!(normalised_contact("0812345678").as_deref(), Some("0812345678"));
        assert_eq!(normalised_contact("1234567"), None);
        assert_eq!(normalised_contact("1234567890123456"), None);
        assert_eq!(normalised_contact("08123x5678"), None);
        assert_eq!(normalised_contact("++0812345678"), None);
        assert_eq!(normalised_contact(""), None);
    }
}
