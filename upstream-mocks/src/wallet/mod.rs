//! The member's money (spec 001 §4 "Withdrawal confirmation", §7 "Member and wallet"): balance and
//! game wallets, transfers between them and to the upline, deposits and withdrawals with their
//! review and confirmation states, bank cards, the account, betting, profit-and-loss and bonus records,
//! and the manual rebate.
//!
//! Every movement goes through [`post`], which keeps `Member.balance_cents` (the main wallet) and
//! the shared ledger in step. Time-based rules (a deposit is reviewed a minute after it was sent, a
//! withdrawal counts as received 30 minutes after its payout) are computed from the records' own
//! timestamps by [`catch_up`], which every money and rewards call runs first: tests move a record's
//! timestamp back instead of sleeping.

pub mod admin;
pub mod balance;
pub mod bank_cards;
pub mod deposit;
mod history;
pub mod payment_password;
pub mod period;
pub mod rebate;
pub mod records;
pub mod uploads;
pub mod withdraw;

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use axum::Router;
use axum::routing::{get, post as post_route};
use parking_lot::MutexGuard;
use serde::{Deserialize, Serialize};

use crate::base::{Member, MemberId, customer_type, now_ms, replace_entry, replace_rows};
use crate::input::Payload;
use crate::ledger::TxKind;
use crate::reply::Fail;
use crate::state::Ctx;
use crate::state::{Db, Mock};

/// Account type of the main wallet.
pub const MAIN_WALLET: i32 = 2;

/// The game wallets of a transfer-wallet merchant: account type id and vendor code.
pub const GAME_WALLETS: &[(i32, &str)] = &[(11, "JL"), (12, "PG"), (13, "PP"), (14, "EG4"), (15, "SPB"), (16, "KM")];

/// Refusal codes of the money calls (the upstream's own were not seen; these name the rule).
pub mod refusal {
    /// A debit larger than the balance (or the game wallet) holds.
    pub const INSUFFICIENT_BALANCE: &str = "insufficient_balance";
    /// An amount outside the allowed limits.
    pub const AMOUNT_OUT_OF_RANGE: &str = "amount_out_of_range";
    /// The payment or login password given does not match.
    pub const WRONG_PASSWORD: &str = "password_incorrect";
    /// The record (card, channel, withdrawal, …) the call names is not the member's or does not exist.
    pub const NOT_FOUND: &str = "record_not_found";
    /// The record is not in a state that allows the call.
    pub const WRONG_STATE: &str = "invalid_status";
    /// Trial accounts are blocked from real-money features (spec 001 §6).
    pub const TRIAL_ACCOUNT: &str = "in_need_true_account";
    /// A transfer to the upline by a member without one.
    pub const NO_UPLINE: &str = "no_upline";
    /// A wallet transfer at a merchant that runs a single wallet.
    pub const SINGLE_WALLET: &str = "single_wallet";
    /// A limit on the number of times or records is reached (withdrawals a day, cards).
    pub const LIMIT_REACHED: &str = "limit_reached";
    /// A report period longer than 90 days.
    pub const RANGE_TOO_LONG: &str = "date_range_too_long";
    /// A deposit channel under maintenance.
    pub const CHANNEL_CLOSED: &str = "channel_unavailable";
    /// A deposit while another is still waiting for review.
    pub const PENDING_EXISTS: &str = "deposit_pending";
    /// A remark or text longer than allowed.
    pub const TEXT_TOO_LONG: &str = "text_too_long";
    /// A claim with nothing (or too little) to claim.
    pub const NOTHING_TO_CLAIM: &str = "nothing_to_claim";
    /// A text that must not be empty was empty.
    pub const EMPTY_TEXT: &str = "content_empty";
}

/// The wallet area's per-merchant state.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WalletState {
    /// A single-wallet merchant has only the main wallet (`GCS_merchantWallet` → `isSingle`).
    pub is_single: bool,
    /// Game wallet balances in hundredths by member and account type (the main wallet is
    /// `Member.balance_cents`).
    pub game_wallets: HashMap<MemberId, BTreeMap<i32, i64>>,
    /// Every member's bank cards.
    pub bank_cards: Vec<withdraw::BankCard>,
    /// The merchant's deposit channels.
    pub deposit_channels: Vec<deposit::DepositChannel>,
    /// The merchant's withdrawal limits and confirmation window.
    pub withdraw_rules: withdraw::WithdrawRules,
    /// Every deposit request, oldest first.
    pub deposits: Vec<deposit::Deposit>,
    /// Every withdrawal request, oldest first.
    pub withdrawals: Vec<withdraw::Withdrawal>,
    /// The manual rebate's rates and each member's last claim.
    pub rebate: rebate::RebateBook,
}

impl WalletState {
    /// Replaces some members' wallets, cards, deposits, withdrawals and rebate claims with `fresh`'s
    /// (admin resets).
    pub fn replace_members(&mut self, fresh: WalletState, ids: &std::collections::BTreeSet<MemberId>) {
        replace_entry(&mut self.game_wallets, fresh.game_wallets, ids);
        replace_rows(&mut self.bank_cards, fresh.bank_cards, ids, |c| Some(c.member_id));
        replace_rows(&mut self.deposits, fresh.deposits, ids, |d| Some(d.member_id));
        replace_rows(&mut self.withdrawals, fresh.withdrawals, ids, |w| Some(w.member_id));
        replace_entry(&mut self.rebate.last_claim_ms, fresh.rebate.last_claim_ms, ids);
    }
}

/// A whole amount in hundredths, for seed data (the demo brand's currency is the baht).
pub const fn baht(whole: i64) -> i64 {
    whole * 100
}

/// Moves money on a member's main wallet and writes the ledger: credits are positive. A debit
/// larger than the balance is refused. Returns the balance after.
pub fn post(
    db: &mut Db,
    member_id: MemberId,
    kind: TxKind,
    amount_cents: i64,
    remark: &str,
    time_ms: i64,
) -> Result<i64, Fail> {
    let member = db.members.get_mut(&member_id).ok_or_else(Fail::not_logged_in)?;
    if amount_cents < 0 && member.balance_cents + amount_cents < 0 {
        return Err(insufficient());
    }
    member.balance_cents += amount_cents;
    let after = member.balance_cents;
    db.ledger.record_at(member_id, kind, amount_cents, after, remark, time_ms);
    Ok(after)
}

/// The refusal for a debit the balance does not cover.
pub fn insufficient() -> Fail {
    Fail::business(refusal::INSUFFICIENT_BALANCE, "Insufficient balance")
}

/// The member behind the session, refused if it is a trial account (real-money features).
pub fn real_member(db: &Db, member_id: MemberId) -> Result<&Member, Fail> {
    let member = db.members.get(&member_id).ok_or_else(Fail::not_logged_in)?;
    if member.customer_type == customer_type::TRIAL {
        return Err(Fail::business(refusal::TRIAL_ACCOUNT, "Please register a real account to use this feature"));
    }
    Ok(member)
}

/// Checks the password of a `passwordCheck` relay: the member's payment password when one is set,
/// else the login password.
pub fn check_password(db: &Db, member_id: MemberId, given: Option<&str>) -> Result<(), Fail> {
    let given = crate::input::required(given.filter(|p| !p.is_empty()), "password")?;
    let member = db.members.get(&member_id).ok_or_else(Fail::not_logged_in)?;
    let expected = member.payment_password.as_ref().unwrap_or(&member.password);
    if given != expected {
        return Err(Fail::business(refusal::WRONG_PASSWORD, "Incorrect password"));
    }
    Ok(())
}

/// Whether the member's payment password (rather than the login password) guards withdrawals.
pub fn has_payment_password(db: &Db, member_id: MemberId) -> bool {
    db.members.get(&member_id).is_some_and(|m| m.payment_password.is_some())
}

/// Sets a member's payment password (for the security centre and registration, which own the
/// screens that set it).
pub fn set_payment_password(db: &mut Db, member_id: MemberId, password: &str) {
    if let Some(member) = db.members.get_mut(&member_id) {
        member.payment_password = Some(password.to_owned());
    }
}

/// Applies every rule that is due by `now`: deposit and withdrawal reviews, auto-confirmed
/// withdrawals, then (through [`crate::events`]) the other areas' due rules, such as the rewards
/// area's reviews and point earnings.
pub fn catch_up(db: &mut Db, now: i64) {
    deposit::settle_due(db, now);
    withdraw::settle_due(db, now);
    crate::events::emit(db, crate::events::Event::ClockPassed { now });
}

/// This merchant's database with every rule due by now applied, and that now: how a call that
/// reads or moves money starts.
pub fn caught_up(ctx: &Ctx) -> (MutexGuard<'_, Db>, i64) {
    let now = now_ms();
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    (db, now)
}

/// As [`caught_up`], for a real-money feature: refused for a trial account (see [`real_member`]).
pub fn caught_up_for_real_member(ctx: &Ctx, member_id: MemberId) -> Result<(MutexGuard<'_, Db>, i64), Fail> {
    let (db, now) = caught_up(ctx);
    real_member(&db, member_id)?;
    Ok((db, now))
}

/// A member's default bank card, else their first.
pub fn main_bank_card(db: &Db, member_id: MemberId) -> Option<withdraw::BankCard> {
    let cards = db.wallet.bank_cards.iter().filter(|c| c.member_id == member_id);
    cards.clone().find(|c| c.is_default).or_else(|| cards.clone().next()).cloned()
}

/// Files a bank card for a member (another area's seed does).
pub fn add_bank_card(db: &mut Db, card: withdraw::BankCard) {
    db.wallet.bank_cards.push(card);
}

/// `text` in the request's language: Thai for `TH`, English otherwise.
pub fn localized<'a>(ctx: &Ctx, en: &'a str, th: &'a str) -> &'a str {
    if ctx.language == "TH" { th } else { en }
}

/// `฿1,234.50`-style text for notices.
pub fn format_money(symbol: &str, cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let cents = cents.unsigned_abs();
    let whole = (cents / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("{sign}{symbol}{grouped}.{:02}", cents % 100)
}

/// Rewrites every `balanceAfter` of a member's ledger so the record ends at the current balance,
/// after history was written out of order (seeding).
pub fn restate_balances(db: &mut Db, member_id: MemberId) {
    db.ledger.transactions.sort_by_key(|t| t.time_ms);
    let Some(mut balance) = db.members.get(&member_id).map(|m| m.balance_cents) else { return };
    for tx in db.ledger.transactions.iter_mut().rev().filter(|t| t.member_id == member_id) {
        tx.balance_after_cents = balance;
        balance -= tx.amount_cents;
    }
}

/// This area's calls; adding a bank card checks the holder against `registered_name`.
pub fn routes(registered_name: bank_cards::RegisteredName) -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/v2/wallets/balance", get(balance::balance))
        .route("/wps/relay/GCS_merchantWallet", get(balance::merchant_wallet))
        .route("/wps/relay/GCS_walletTransfer", post_route(balance::wallet_transfer))
        .route("/wps/relay/MCSFE_transferToUpline", post_route(balance::transfer_to_upline))
        .route("/wps/relay/MCSFE_getDepositSettings", get(deposit::settings))
        .route("/wps/relay/MCSFE_submitDeposit", post_route(deposit::submit))
        .route("/wps/relay/MCSFE_getDepositRecords", get(deposit::records))
        .route("/wps/relay/MCSFE_getWithdrawSettings", get(withdraw::settings))
        .route("/wps/relay/passwordCheck/MCSFE_submitWithdraw", post_route(withdraw::submit))
        .route("/wps/relay/MCSFE_getWithdrawRecords", get(withdraw::records))
        .route("/wps/relay/MCSFE_confirmWithdraw", post_route(withdraw::confirm))
        .route("/wps/relay/MCSFE_getTransactionHistory", get(records::transactions))
        .route("/wps/relay/MCSFE_getBetHistory", get(records::bets))
        .route("/wps/relay/MCSFE_getProfitLoss", get(records::profit_loss))
        .route("/wps/relay/MCSFE_getBonusDetails", get(records::bonus_details))
        .route("/wps/relay/MCSFE_getManualRebate", get(rebate::overview))
        .route("/wps/relay/MCSFE_claimManualRebate", post_route(rebate::claim))
        .route("/wps/member/paymentPassword", post_route(payment_password::change))
        .route("/wps/relay/MCSFE_getBankList", get(bank_cards::banks))
        .route(
            "/wps/relay/MCSFE_addBankCard",
            post_route(move |ctx: Ctx, card: Payload<bank_cards::AddCard>| bank_cards::add(ctx, registered_name, card)),
        )
        .route("/wps/relay/MCSFE_deleteBankCard", post_route(bank_cards::remove))
}

/// Seeds this area's part of a fresh merchant database (the members exist already): channels,
/// bank cards, payment passwords, game wallets, and demo01's two months of history.
pub fn seed(db: &mut Db) {
    history::seed(db);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeded_money_and_rewards_state_survives_persistence() {
        let db = crate::seed::database();
        let json = serde_json::to_string(&db).unwrap();
        let back: Db = serde_json::from_str(&json).unwrap();
        assert_eq!(serde_json::to_value(&back.wallet).unwrap(), serde_json::to_value(&db.wallet).unwrap());
        assert_eq!(serde_json::to_value(&back.rewards).unwrap(), serde_json::to_value(&db.rewards).unwrap());
        assert_eq!(back.ledger.transactions.len(), db.ledger.transactions.len());
    }

    #[test]
    fn money_is_formatted_with_separators() {
        assert_eq!(format_money("฿", 123_456_789), "฿1,234,567.89");
        assert_eq!(format_money("฿", 5), "฿0.05");
        assert_eq!(format_money("฿", -100_000), "-฿1,000.00");
    }
}
