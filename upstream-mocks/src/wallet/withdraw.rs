//! Withdrawals (spec 001 §4 "Withdrawal confirmation"): limits and bank cards, the password-checked
//! request, the review, and the member's confirmation of the payout.
//!
//! The amount leaves the main wallet when the request is made. [`REVIEW_MS`] later the review
//! approves the payout, or rejects it (amount ending in `.99`) or reports it failed (`.98`); both
//! refund the amount. An approved payout waits for the member: received, not received (with 1–3
//! proof images), or partly received (received and remaining amounts). Unconfirmed after
//! [`WithdrawRules::auto_confirm_minutes`] it counts as received ("forcibly received": nothing is
//! refunded). Every outcome puts a notice in the inbox.

use serde::{Deserialize, Serialize};

use super::period::ReportPeriod;
use super::uploads::{self, StoredImage};
use super::{catch_up, caught_up, caught_up_for_real_member, check_password, has_payment_password, post, refusal};
use crate::base::{MemberId, money, now_ms};
use crate::calendar::{MINUTE_MS, compact_date, day_start};
use crate::events::{Notice, notify};
use crate::input::Payload;
use crate::input::{self, Query, required};
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// How long a withdrawal waits for review.
pub const REVIEW_MS: i64 = 60_000;

/// The merchant's withdrawal rules.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WithdrawRules {
    /// The smallest withdrawal, in hundredths.
    pub min_cents: i64,
    /// The largest withdrawal, in hundredths.
    pub max_cents: i64,
    /// Withdrawals a member may request per day.
    pub daily_times: usize,
    /// An approved payout not confirmed within this many minutes counts as received.
    pub auto_confirm_minutes: i64,
}

impl Default for WithdrawRules {
    fn default() -> Self {
        Self { min_cents: 10_000, max_cents: 5_000_000, daily_times: 5, auto_confirm_minutes: 30 }
    }
}

/// A member's bank account for payouts.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BankCard {
    /// The card's id, from the ledger's sequence.
    pub id: u64,
    /// Whose card it is.
    pub member_id: MemberId,
    /// The bank's short code, e.g. `KBANK`.
    pub bank_code: String,
    /// The bank's name as members see it.
    pub bank_name: String,
    /// The holder's name.
    pub account_name: String,
    /// The full account number, digits only.
    pub account_no: String,
    /// Whether withdrawals default to this card (the member's first card, or the oldest left).
    pub is_default: bool,
}

impl BankCard {
    /// The account number as shown: only the last 4 digits.
    pub fn masked_no(&self) -> String {
        let digits: Vec<char> = self.account_no.chars().filter(char::is_ascii_digit).collect();
        let tail: String = digits[digits.len().saturating_sub(4)..].iter().collect();
        format!("******{tail}")
    }
}

/// Where a withdrawal is in its review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum WithdrawStatus {
    /// Requested and waiting for review; the amount has left the main wallet.
    Pending,
    /// Paid out; the member is asked to confirm receipt.
    Approved,
    /// Refused by the review (amounts ending in `.99`); the amount is refunded.
    Rejected,
    /// The bank did not accept the transfer (amounts ending in `.98`); the amount is refunded.
    Failed,
}

/// The member's confirmation of an approved payout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Confirmation {
    /// Paid out and not confirmed yet.
    Unconfirmed,
    /// The member confirmed receiving the whole amount.
    Received,
    /// The member reported nothing arrived, with proof images.
    NotReceived,
    /// The member reported receiving part of the amount.
    PartlyReceived,
    /// Not confirmed in time: counts as received, nothing is refunded.
    ForciblyReceived,
}

/// One withdrawal request.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Withdrawal {
    /// The withdrawal's id, from the ledger's sequence.
    pub id: u64,
    /// The reference members quote: `W`, the Bangkok date `YYMMDD`, the id in six digits.
    pub reference: String,
    /// Who withdraws.
    pub member_id: MemberId,
    /// The card paid to.
    pub bank_card_id: u64,
    /// The card's bank name, kept as it was at the request.
    pub bank_name: String,
    /// The card's account number as shown, only the last four digits.
    pub account_no_masked: String,
    /// Amount in hundredths.
    pub amount_cents: i64,
    /// Where the review stands.
    pub status: WithdrawStatus,
    /// Set once the payout is approved.
    pub confirmation: Option<Confirmation>,
    /// When it was requested, milliseconds since the epoch.
    pub submitted_ms: i64,
    /// When the review decided it, milliseconds since the epoch.
    pub decided_ms: Option<i64>,
    /// When it was confirmed (or counted as received), milliseconds since the epoch.
    pub confirmed_ms: Option<i64>,
    /// Amount the member received, in hundredths, once confirmed.
    pub received_cents: Option<i64>,
    /// Amount still missing, in hundredths, once confirmed.
    pub remaining_cents: Option<i64>,
    /// The proof images sent with a confirmation (described, not kept).
    pub proof: Vec<StoredImage>,
    /// The member's note with a confirmation.
    pub remark: String,
    /// Why it was rejected or failed; empty otherwise.
    pub review_remark: String,
}

impl Withdrawal {
    /// A withdrawal just submitted to `card`, pending review; its reference is dated by `submitted_ms`.
    pub fn pending(id: u64, member_id: MemberId, card: &BankCard, amount_cents: i64, submitted_ms: i64) -> Self {
        Self {
            id,
            reference: format!("W{}{id:06}", compact_date(submitted_ms)),
            member_id,
            bank_card_id: card.id,
            bank_name: card.bank_name.clone(),
            account_no_masked: card.masked_no(),
            amount_cents,
            status: WithdrawStatus::Pending,
            confirmation: None,
            submitted_ms,
            decided_ms: None,
            confirmed_ms: None,
            received_cents: None,
            remaining_cents: None,
            proof: Vec::new(),
            remark: String::new(),
            review_remark: String::new(),
        }
    }

    /// When the review decides it: [`REVIEW_MS`] after the request.
    pub fn due_ms(&self) -> i64 {
        self.submitted_ms + REVIEW_MS
    }

    /// The review's verdict (see the module documentation).
    pub fn verdict(&self) -> WithdrawStatus {
        match self.amount_cents % 100 {
            99 => WithdrawStatus::Rejected,
            98 => WithdrawStatus::Failed,
            _ => WithdrawStatus::Approved,
        }
    }

    /// The last moment the member can confirm an approved payout.
    pub fn confirm_deadline_ms(&self, rules: &WithdrawRules) -> Option<i64> {
        self.decided_ms
            .filter(|_| self.status == WithdrawStatus::Approved)
            .map(|d| d + rules.auto_confirm_minutes * MINUTE_MS)
    }
}

/// Reviews due withdrawals and auto-confirms payouts whose confirmation window has passed.
pub fn settle_due(db: &mut Db, now: i64) {
    for i in 0..db.wallet.withdrawals.len() {
        let w = db.wallet.withdrawals[i].clone();
        if w.status == WithdrawStatus::Pending && w.due_ms() <= now {
            decide(db, i, &w, w.verdict());
        }
        let w = db.wallet.withdrawals[i].clone();
        let deadline = w.confirm_deadline_ms(&db.wallet.withdraw_rules);
        if w.confirmation == Some(Confirmation::Unconfirmed)
            && let Some(deadline) = deadline.filter(|d| *d <= now)
        {
            let record = &mut db.wallet.withdrawals[i];
            record.confirmation = Some(Confirmation::ForciblyReceived);
            record.confirmed_ms = Some(deadline);
            record.received_cents = Some(w.amount_cents);
            record.remaining_cents = Some(0);
            let notice =
                Notice::WithdrawForciblyReceived { reference: w.reference.clone(), amount_cents: w.amount_cents };
            notify(db, w.member_id, notice, deadline);
        }
    }
}

/// Applies a review verdict at the withdrawal's due time (also used by the seed).
pub fn decide(db: &mut Db, index: usize, w: &Withdrawal, verdict: WithdrawStatus) {
    let at = w.due_ms();
    let (reference, amount_cents) = (w.reference.clone(), w.amount_cents);
    let (notice, review_remark) = match verdict {
        WithdrawStatus::Approved => (Notice::WithdrawApproved { reference, amount_cents }, ""),
        WithdrawStatus::Rejected => {
            (Notice::WithdrawRejected { reference, amount_cents }, "The bank account name does not match your profile")
        }
        WithdrawStatus::Failed => {
            (Notice::WithdrawFailed { reference, amount_cents }, "The bank did not accept the transfer")
        }
        WithdrawStatus::Pending => return,
    };
    if verdict != WithdrawStatus::Approved {
        let remark = format!("Refund of withdrawal {} ({review_remark})", w.reference);
        if post(db, w.member_id, TxKind::Withdrawal, w.amount_cents, &remark, at).is_err() {
            return;
        }
    }
    if let Some(record) = db.wallet.withdrawals.get_mut(index) {
        record.status = verdict;
        record.decided_ms = Some(at);
        record.review_remark = review_remark.into();
        record.confirmation = (verdict == WithdrawStatus::Approved).then_some(Confirmation::Unconfirmed);
    }
    notify(db, w.member_id, notice, at);
}

/// A bank card as the member's lists show it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BankCardView {
    /// The card's id, to send with a withdrawal.
    pub bank_card_id: u64,
    /// The bank's short code, e.g. `KBANK`.
    pub bank_code: String,
    /// The bank's name as members see it.
    pub bank_name: String,
    /// The holder's name.
    pub account_name: String,
    /// The account number masked: `******` and the last four digits.
    pub account_no: String,
    /// Whether withdrawals default to this card.
    pub is_default: bool,
}

/// The answer of `MCSFE_getWithdrawSettings`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawSettings {
    /// The `groupId` asked for, 0 by default.
    pub group_id: i64,
    /// The smallest withdrawal, two decimals.
    pub minimum_amount: f64,
    /// The largest withdrawal, two decimals.
    pub maximum_amount: f64,
    /// Withdrawals allowed a day.
    pub daily_times: usize,
    /// Withdrawals left today (Bangkok day).
    pub remaining_times_today: usize,
    /// The main wallet balance, two decimals.
    pub available_balance: f64,
    /// `PAYMENT` when the payment password guards withdrawals, else `LOGIN`.
    pub password_type: &'static str,
    /// Minutes an approved payout may go unconfirmed before it counts as received.
    pub auto_confirm_minutes: i64,
    /// The member's cards, the default first.
    pub bank_cards: Vec<BankCardView>,
}

fn withdrawals_today(db: &Db, member_id: MemberId, now: i64) -> usize {
    let today = day_start(now);
    db.wallet.withdrawals.iter().filter(|w| w.member_id == member_id && w.submitted_ms >= today).count()
}

/// `GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0`.
pub async fn settings(ctx: Ctx, query: Query) -> Reply<WithdrawSettings> {
    let id = ctx.member()?;
    let group_id = query.number::<i64>("groupId")?.unwrap_or_default();
    let (db, now) = caught_up(&ctx);
    let member = db.members.get(&id).ok_or_else(Fail::not_logged_in)?;
    let rules = &db.wallet.withdraw_rules;
    let cards = super::bank_cards::views(&db, id);
    Ok(Answer(WithdrawSettings {
        group_id,
        minimum_amount: money(rules.min_cents),
        maximum_amount: money(rules.max_cents),
        daily_times: rules.daily_times,
        remaining_times_today: rules.daily_times.saturating_sub(withdrawals_today(&db, id, now)),
        available_balance: money(member.balance_cents),
        password_type: if has_payment_password(&db, id) { "PAYMENT" } else { "LOGIN" },
        auto_confirm_minutes: rules.auto_confirm_minutes,
        bank_cards: cards,
    }))
}

/// The body of `passwordCheck/MCSFE_submitWithdraw` (encrypted).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct WithdrawRequest {
    /// Amount within the limits, sent with up to two decimals; held here in hundredths.
    #[serde(deserialize_with = "input::amount")]
    pub amount: Option<i64>,
    /// The member's card to pay to, a number or a numeric string.
    #[serde(deserialize_with = "input::id")]
    pub bank_card_id: Option<u64>,
    /// The payment password when the member has one, else the login password.
    pub password: Option<String>,
}

/// `POST /wps/relay/passwordCheck/MCSFE_submitWithdraw` (encrypted) `{amount, bankCardId, password}`.
pub async fn submit(ctx: Ctx, Payload(req): Payload<WithdrawRequest>) -> Reply<WithdrawView> {
    let id = ctx.member()?;
    let amount = required(req.amount, "amount")?;
    let card_id = required(req.bank_card_id, "bankCardId")?;
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    check_password(&db, id, req.password.as_deref())?;
    let card = db
        .wallet
        .bank_cards
        .iter()
        .find(|c| c.id == card_id && c.member_id == id)
        .cloned()
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Bank card {card_id} is not one of yours")))?;
    let rules = db.wallet.withdraw_rules.clone();
    if !(rules.min_cents..=rules.max_cents).contains(&amount) {
        return Err(Fail::business(
            refusal::AMOUNT_OUT_OF_RANGE,
            format!("The amount must be between {:.2} and {:.2}", money(rules.min_cents), money(rules.max_cents)),
        ));
    }
    if withdrawals_today(&db, id, now) >= rules.daily_times {
        return Err(Fail::business(
            refusal::LIMIT_REACHED,
            format!("You can withdraw {} times a day; try again tomorrow", rules.daily_times),
        ));
    }
    let withdrawal = Withdrawal::pending(db.ledger.next_id(), id, &card, amount, now);
    let remark = format!("Withdrawal {} to {}", withdrawal.reference, card.bank_name);
    post(&mut db, id, TxKind::Withdrawal, -amount, &remark, now)?;
    let answer = view(&db, &withdrawal);
    db.wallet.withdrawals.push(withdrawal);
    Ok(Answer(answer))
}

/// A proof image as a withdrawal shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofView {
    /// `png` or `jpg`.
    pub format: String,
    /// Size of the decoded image in bytes.
    pub size: usize,
    /// A fingerprint of the content (16 hex digits), to tell which file was sent.
    pub fingerprint: String,
}

/// A withdrawal as the member sees it (submission, records, confirmation).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawView {
    /// The withdrawal's id.
    pub withdraw_id: u64,
    /// The reference to quote: `W`, the Bangkok date `YYMMDD`, the id in six digits.
    pub reference_no: String,
    /// Amount, two decimals.
    pub amount: f64,
    /// The bank paid to.
    pub bank_name: String,
    /// The account number masked: `******` and the last four digits.
    pub account_no: String,
    /// Where the review stands.
    pub status: WithdrawStatus,
    /// The member's confirmation of an approved payout; `null` before approval or after a refusal.
    pub confirm_status: Option<Confirmation>,
    /// Until when an approved payout can be confirmed.
    pub confirm_deadline: Option<i64>,
    /// Amount received, two decimals, once confirmed.
    pub received_amount: Option<f64>,
    /// Amount still missing, two decimals, once confirmed.
    pub remaining_amount: Option<f64>,
    /// The proof images sent with a confirmation.
    pub proof_images: Vec<ProofView>,
    /// When it was requested, milliseconds since the epoch.
    pub submit_time: i64,
    /// When the review decides it, milliseconds since the epoch.
    pub expected_decide_time: i64,
    /// When the review decided it, milliseconds since the epoch; `null` while pending.
    pub decide_time: Option<i64>,
    /// When it was confirmed (or counted as received), milliseconds since the epoch.
    pub confirm_time: Option<i64>,
    /// The member's note with the confirmation.
    pub remark: String,
    /// Why it was rejected or failed; empty otherwise.
    pub review_remark: String,
}

fn view(db: &Db, w: &Withdrawal) -> WithdrawView {
    WithdrawView {
        withdraw_id: w.id,
        reference_no: w.reference.clone(),
        amount: money(w.amount_cents),
        bank_name: w.bank_name.clone(),
        account_no: w.account_no_masked.clone(),
        status: w.status,
        confirm_status: w.confirmation,
        confirm_deadline: w.confirm_deadline_ms(&db.wallet.withdraw_rules),
        received_amount: w.received_cents.map(money),
        remaining_amount: w.remaining_cents.map(money),
        proof_images: w
            .proof
            .iter()
            .map(|p| ProofView { format: p.format.clone(), size: p.bytes, fingerprint: p.fingerprint.clone() })
            .collect(),
        submit_time: w.submitted_ms,
        expected_decide_time: w.due_ms(),
        decide_time: w.decided_ms,
        confirm_time: w.confirmed_ms,
        remark: w.remark.clone(),
        review_remark: w.review_remark.clone(),
    }
}

/// `GET /wps/relay/MCSFE_getWithdrawRecords?status&confirmStatus&startDate&endDate&pageNo&pageSize`,
/// newest first (default: the last 30 days).
pub async fn records(ctx: Ctx, query: Query) -> Reply<Page<WithdrawView>> {
    let id = ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 30)?;
    let status: Option<WithdrawStatus> = query.text("status").map(|s| parse_code(s, "status")).transpose()?;
    let confirm: Option<Confirmation> =
        query.text("confirmStatus").map(|s| parse_code(s, "confirmStatus")).transpose()?;
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    let mut rows: Vec<&Withdrawal> = db
        .wallet
        .withdrawals
        .iter()
        .filter(|w| w.member_id == id && range.contains(w.submitted_ms))
        .filter(|w| status.is_none_or(|s| w.status == s) && confirm.is_none_or(|c| w.confirmation == Some(c)))
        .collect();
    rows.sort_by_key(|w| std::cmp::Reverse(w.submitted_ms));
    Ok(Answer(Page::of(rows.into_iter().map(|w| view(&db, w)), page, size)))
}

fn parse_code<T: serde::de::DeserializeOwned>(text: &str, name: &str) -> Result<T, Fail> {
    serde_json::from_value(serde_json::Value::String(text.to_ascii_uppercase()))
        .map_err(|_| Fail::bad_param(format!("{text:?} is not a {name}")))
}

/// The body of `MCSFE_confirmWithdraw`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ConfirmRequest {
    /// The approved, unconfirmed withdrawal, a number or a numeric string.
    #[serde(deserialize_with = "input::id")]
    pub withdraw_id: Option<u64>,
    /// `RECEIVED`, `NOT_RECEIVED` or `PARTLY_RECEIVED`.
    pub confirm_status: Option<String>,
    /// For `PARTLY_RECEIVED`: the amount that arrived, below the withdrawal's; held here in hundredths.
    #[serde(deserialize_with = "input::amount")]
    pub received_amount: Option<i64>,
    /// Base64 PNG/JPG proof (a `data:` URL prefix is allowed).
    pub images: Vec<String>,
    /// A note for customer service.
    pub remark: Option<String>,
}

/// `POST /wps/relay/MCSFE_confirmWithdraw` `{withdrawId, confirmStatus, receivedAmount?, images?, remark?}`.
pub async fn confirm(ctx: Ctx, Payload(req): Payload<ConfirmRequest>) -> Reply<WithdrawView> {
    let id = ctx.member()?;
    let withdraw_id = required(req.withdraw_id, "withdrawId")?;
    let choice: Confirmation = parse_code(&required(req.confirm_status, "confirmStatus")?, "confirmStatus")?;
    let remark = req.remark.unwrap_or_default();
    if remark.chars().count() > 140 {
        return Err(Fail::business(refusal::TEXT_TOO_LONG, "The remark is longer than 140 characters"));
    }
    let proof = uploads::check_images(&req.images)?;
    let (mut db, now) = caught_up(&ctx);
    let index = db
        .wallet
        .withdrawals
        .iter()
        .position(|w| w.id == withdraw_id && w.member_id == id)
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Withdrawal {withdraw_id} does not exist")))?;
    let w = db.wallet.withdrawals[index].clone();
    match w.confirmation {
        Some(Confirmation::Unconfirmed) => {}
        Some(Confirmation::ForciblyReceived) => {
            return Err(Fail::business(
                refusal::WRONG_STATE,
                "The confirmation time has passed: this withdrawal counts as received",
            ));
        }
        Some(_) => return Err(Fail::business(refusal::WRONG_STATE, "This withdrawal is already confirmed")),
        None => return Err(Fail::business(refusal::WRONG_STATE, "Only a paid-out withdrawal can be confirmed")),
    }
    let (received, remaining) = match choice {
        Confirmation::Received => (w.amount_cents, 0),
        Confirmation::NotReceived => {
            if proof.is_empty() {
                return Err(Fail::business(uploads::code::PROOF_REQUIRED, "Upload 1 to 3 images as proof"));
            }
            (0, w.amount_cents)
        }
        Confirmation::PartlyReceived => {
            let received = required(req.received_amount, "receivedAmount")?;
            if received >= w.amount_cents {
                return Err(Fail::business(
                    refusal::AMOUNT_OUT_OF_RANGE,
                    "The received amount must be less than the withdrawal; confirm it as received instead",
                ));
            }
            (received, w.amount_cents - received)
        }
        Confirmation::Unconfirmed | Confirmation::ForciblyReceived => {
            return Err(Fail::bad_param("confirmStatus must be RECEIVED, NOT_RECEIVED or PARTLY_RECEIVED"));
        }
    };
    let record = &mut db.wallet.withdrawals[index];
    record.confirmation = Some(choice);
    record.confirmed_ms = Some(now);
    record.received_cents = Some(received);
    record.remaining_cents = Some(remaining);
    record.proof = proof;
    record.remark = remark;
    if choice != Confirmation::Received {
        let notice = Notice::WithdrawUnderInvestigation { reference: w.reference.clone(), remaining_cents: remaining };
        notify(&mut *db, id, notice, now);
    }
    let record = db.wallet.withdrawals[index].clone();
    Ok(Answer(view(&db, &record)))
}
