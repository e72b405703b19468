//! Deposits: the channels and their limits, the request, and the review that credits it.
//!
//! A deposit waits [`REVIEW_MS`] after it was sent, then is decided: credited to the main wallet,
//! or (so integrators can see the other notices) rejected when its amount ends in `.99` and failed
//! when it ends in `.98`. Each outcome puts a notice in the member's inbox.

use serde::{Deserialize, Serialize};

use super::period::ReportPeriod;
use super::{catch_up, caught_up, localized, post, real_member, refusal};
use crate::base::{MemberId, customer_type, money, now_ms};
use crate::calendar::compact_date;
use crate::events::{Event, Notice, notify};
use crate::input::Payload;
use crate::input::{self, Query, required};
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// How long a deposit waits for review.
pub const REVIEW_MS: i64 = 60_000;

/// One way to pay in.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositChannel {
    /// The channel's id, as deposits name it.
    pub channel_id: u32,
    /// `BANK_TRANSFER`, `QR_PROMPTPAY`, `TRUEMONEY`.
    pub channel_type: String,
    /// The channel's name in English.
    pub name_en: String,
    /// The channel's name in Thai.
    pub name_th: String,
    /// The account to pay into, for bank transfers.
    pub bank_name: Option<String>,
    /// The account holder's name, for bank transfers.
    pub account_name: Option<String>,
    /// The account number to pay into, for bank transfers.
    pub account_no: Option<String>,
    /// The smallest deposit through this channel, in hundredths.
    pub min_cents: i64,
    /// The largest deposit through this channel, in hundredths.
    pub max_cents: i64,
    /// Off while the channel is under maintenance.
    pub enabled: bool,
}

/// Where a deposit is in its review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DepositStatus {
    /// Sent and waiting for review.
    Pending,
    /// Paid into the main wallet.
    Credited,
    /// Refused by the review (amounts ending in `.99`); nothing is credited.
    Rejected,
    /// The channel did not confirm the payment (amounts ending in `.98`); nothing is credited.
    Failed,
}

/// One deposit request.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Deposit {
    /// The deposit's id, from the ledger's sequence.
    pub id: u64,
    /// The reference members quote: `D`, the Bangkok date `YYMMDD`, the id in six digits.
    pub reference: String,
    /// Who deposits.
    pub member_id: MemberId,
    /// The channel paid through.
    pub channel_id: u32,
    /// Amount in hundredths.
    pub amount_cents: i64,
    /// Where the review stands.
    pub status: DepositStatus,
    /// When it was sent, milliseconds since the epoch.
    pub submitted_ms: i64,
    /// When the review decided it, milliseconds since the epoch.
    pub decided_ms: Option<i64>,
    /// The name the payment comes from (given, else the default card's holder, else the nickname).
    pub payer_name: String,
    /// The member's note, at most 140 characters.
    pub remark: String,
    /// Why it was rejected or failed.
    pub review_remark: String,
}

impl Deposit {
    /// When the review decides it.
    pub fn due_ms(&self) -> i64 {
        self.submitted_ms + REVIEW_MS
    }

    /// The review's verdict (see the module documentation).
    pub fn verdict(&self) -> DepositStatus {
        match self.amount_cents % 100 {
            99 => DepositStatus::Rejected,
            98 => DepositStatus::Failed,
            _ => DepositStatus::Credited,
        }
    }
}

/// When the member's first credited deposit was credited, if there is one (the usual condition of a
/// referral bonus).
pub fn first_credited_ms(db: &Db, member_id: MemberId) -> Option<i64> {
    db.wallet
        .deposits
        .iter()
        .filter(|d| d.member_id == member_id && d.status == DepositStatus::Credited)
        .filter_map(|d| d.decided_ms)
        .min()
}

/// Decides every pending deposit whose review is due.
pub fn settle_due(db: &mut Db, now: i64) {
    let due: Vec<usize> = (0..db.wallet.deposits.len())
        .filter(|&i| db.wallet.deposits[i].status == DepositStatus::Pending && db.wallet.deposits[i].due_ms() <= now)
        .collect();
    for i in due {
        let deposit = db.wallet.deposits[i].clone();
        decide(db, i, &deposit, deposit.verdict());
    }
}

/// Applies a verdict at the deposit's due time (also used by the seed for history).
pub fn decide(db: &mut Db, index: usize, deposit: &Deposit, verdict: DepositStatus) {
    let at = deposit.due_ms();
    let channel = channel_name(db, deposit.channel_id);
    let (notice, review_remark) = match verdict {
        DepositStatus::Credited => {
            let remark = format!("Deposit {} via {channel}", deposit.reference);
            if post(db, deposit.member_id, TxKind::Deposit, deposit.amount_cents, &remark, at).is_err() {
                return;
            }
            let credited = Event::DepositCredited {
                member_id: deposit.member_id,
                amount_cents: deposit.amount_cents,
                time_ms: at,
            };
            crate::events::emit(db, credited);
            (Notice::DepositCredited { reference: deposit.reference.clone(), amount_cents: deposit.amount_cents }, "")
        }
        DepositStatus::Rejected => (
            Notice::DepositRejected { reference: deposit.reference.clone(), amount_cents: deposit.amount_cents },
            "The payment could not be matched to your account",
        ),
        DepositStatus::Failed => (
            Notice::DepositFailed { reference: deposit.reference.clone(), amount_cents: deposit.amount_cents },
            "The payment channel did not confirm the payment",
        ),
        DepositStatus::Pending => return,
    };
    if let Some(record) = db.wallet.deposits.get_mut(index) {
        record.status = verdict;
        record.decided_ms = Some(at);
        record.review_remark = review_remark.into();
    }
    notify(db, deposit.member_id, notice, at);
}

fn channel_name(db: &Db, channel_id: u32) -> String {
    db.wallet
        .deposit_channels
        .iter()
        .find(|c| c.channel_id == channel_id)
        .map(|c| c.name_en.clone())
        .unwrap_or_default()
}

/// A deposit channel as the member's settings show it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChannelView {
    /// The channel's id, to send with a deposit.
    pub channel_id: u32,
    /// `BANK_TRANSFER`, `QR_PROMPTPAY` or `TRUEMONEY`.
    pub channel_type: String,
    /// The channel's name in the request's language (Thai for `TH`, else English).
    pub channel_name: String,
    /// The smallest deposit, two decimals.
    pub min_amount: f64,
    /// The largest deposit, two decimals.
    pub max_amount: f64,
    /// The bank to pay into, for bank transfers.
    pub bank_name: Option<String>,
    /// The account holder's name, for bank transfers.
    pub account_name: Option<String>,
    /// The account number to pay into, for bank transfers.
    pub account_no: Option<String>,
    /// `false` while the channel is under maintenance (deposits through it are refused).
    pub available: bool,
}

/// The answer of `MCSFE_getDepositSettings`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositSettings {
    /// `"Y"`, or `"N"` for trial accounts.
    pub allow_deposit: &'static str,
    /// The member's currency code, e.g. `THB`.
    pub currency: String,
    /// Every channel of the merchant, those under maintenance too.
    pub channels: Vec<ChannelView>,
    /// The deposit still waiting for review, if any (one at a time).
    pub pending_deposit: Option<DepositView>,
    /// Seconds a deposit waits for its review.
    pub review_seconds: i64,
}

/// `GET /wps/relay/MCSFE_getDepositSettings`.
pub async fn settings(ctx: Ctx) -> Reply<DepositSettings> {
    let id = ctx.member()?;
    let (db, _) = caught_up(&ctx);
    let member = db.members.get(&id).ok_or_else(Fail::not_logged_in)?;
    let allow = member.customer_type != customer_type::TRIAL;
    let currency = member.currency.clone();
    let channels = db
        .wallet
        .deposit_channels
        .iter()
        .map(|c| ChannelView {
            channel_id: c.channel_id,
            channel_type: c.channel_type.clone(),
            channel_name: localized(&ctx, &c.name_en, &c.name_th).to_owned(),
            min_amount: money(c.min_cents),
            max_amount: money(c.max_cents),
            bank_name: c.bank_name.clone(),
            account_name: c.account_name.clone(),
            account_no: c.account_no.clone(),
            available: c.enabled,
        })
        .collect();
    let pending = db.wallet.deposits.iter().find(|d| d.member_id == id && d.status == DepositStatus::Pending);
    Ok(Answer(DepositSettings {
        allow_deposit: if allow { "Y" } else { "N" },
        currency,
        channels,
        pending_deposit: pending.map(|d| view(&ctx, &db, d)),
        review_seconds: REVIEW_MS / 1000,
    }))
}

/// The body of `MCSFE_submitDeposit`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct DepositRequest {
    /// The channel to pay through.
    pub channel_id: Option<u32>,
    /// Amount within the channel's limits, sent with up to two decimals; held here in hundredths.
    #[serde(deserialize_with = "input::amount")]
    pub amount: Option<i64>,
    /// The name the payment comes from; without it, the default card's holder (else the nickname).
    pub payer_name: Option<String>,
    /// A note, at most 140 characters.
    pub remark: Option<String>,
}

/// `POST /wps/relay/MCSFE_submitDeposit` `{channelId, amount, payerName?, remark?}`: a pending
/// deposit, one at a time, within the channel's limits.
pub async fn submit(ctx: Ctx, Payload(req): Payload<DepositRequest>) -> Reply<DepositView> {
    let id = ctx.member()?;
    let channel_id = required(req.channel_id, "channelId")?;
    let amount = required(req.amount, "amount")?;
    let remark = req.remark.unwrap_or_default();
    if remark.chars().count() > 140 {
        return Err(Fail::business(refusal::TEXT_TOO_LONG, "The remark is longer than 140 characters"));
    }
    let (mut db, now) = caught_up(&ctx);
    let member = real_member(&db, id)?;
    // Without a payer name, the name on the member's default bank card (else the nickname).
    let card_name =
        db.wallet.bank_cards.iter().find(|c| c.member_id == id && c.is_default).map(|c| c.account_name.clone());
    let payer_name = req.payer_name.map(|p| p.trim().to_owned()).filter(|p| !p.is_empty());
    let payer_name = payer_name.or(card_name).unwrap_or_else(|| member.nickname.clone());
    let channel =
        db.wallet.deposit_channels.iter().find(|c| c.channel_id == channel_id).ok_or_else(|| {
            Fail::business(refusal::NOT_FOUND, format!("Deposit channel {channel_id} does not exist"))
        })?;
    if !channel.enabled {
        return Err(Fail::business(refusal::CHANNEL_CLOSED, "This deposit channel is under maintenance"));
    }
    if !(channel.min_cents..=channel.max_cents).contains(&amount) {
        return Err(Fail::business(
            refusal::AMOUNT_OUT_OF_RANGE,
            format!("The amount must be between {:.2} and {:.2}", money(channel.min_cents), money(channel.max_cents)),
        ));
    }
    if db.wallet.deposits.iter().any(|d| d.member_id == id && d.status == DepositStatus::Pending) {
        return Err(Fail::business(refusal::PENDING_EXISTS, "Your previous deposit is still being reviewed"));
    }
    let deposit_id = db.ledger.next_id();
    let deposit = Deposit {
        id: deposit_id,
        reference: format!("D{}{:06}", compact_date(now), deposit_id),
        member_id: id,
        channel_id,
        amount_cents: amount,
        status: DepositStatus::Pending,
        submitted_ms: now,
        decided_ms: None,
        payer_name,
        remark,
        review_remark: String::new(),
    };
    let answer = view(&ctx, &db, &deposit);
    db.wallet.deposits.push(deposit);
    Ok(Answer(answer))
}

/// A deposit as the member sees it (`MCSFE_submitDeposit`, `MCSFE_getDepositRecords`, the pending one in the settings).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DepositView {
    /// The deposit's id.
    pub deposit_id: u64,
    /// The reference to quote: `D`, the Bangkok date `YYMMDD`, the id in six digits.
    pub reference_no: String,
    /// The channel paid through.
    pub channel_id: u32,
    /// The channel's name in the request's language.
    pub channel_name: String,
    /// Amount, two decimals.
    pub amount: f64,
    /// Where the review stands.
    pub status: DepositStatus,
    /// When it was sent, milliseconds since the epoch.
    pub submit_time: i64,
    /// When the review decides a pending deposit.
    pub expected_decide_time: i64,
    /// When the review decided it, milliseconds since the epoch; `null` while pending.
    pub decide_time: Option<i64>,
    /// The name the payment comes from.
    pub payer_name: String,
    /// The member's note.
    pub remark: String,
    /// Why it was rejected or failed; empty otherwise.
    pub review_remark: String,
}

fn view(ctx: &Ctx, db: &Db, d: &Deposit) -> DepositView {
    let channel = db.wallet.deposit_channels.iter().find(|c| c.channel_id == d.channel_id);
    DepositView {
        deposit_id: d.id,
        reference_no: d.reference.clone(),
        channel_id: d.channel_id,
        channel_name: channel.map(|c| localized(ctx, &c.name_en, &c.name_th).to_owned()).unwrap_or_default(),
        amount: money(d.amount_cents),
        status: d.status,
        submit_time: d.submitted_ms,
        expected_decide_time: d.due_ms(),
        decide_time: d.decided_ms,
        payer_name: d.payer_name.clone(),
        remark: d.remark.clone(),
        review_remark: d.review_remark.clone(),
    }
}

/// `GET /wps/relay/MCSFE_getDepositRecords?status&startDate&endDate&pageNo&pageSize`, newest first
/// (default: the last 30 days).
pub async fn records(ctx: Ctx, query: Query) -> Reply<Page<DepositView>> {
    let id = ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 30)?;
    let status = query.text("status").map(parse_status).transpose()?;
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    let mut rows: Vec<&Deposit> = db
        .wallet
        .deposits
        .iter()
        .filter(|d| d.member_id == id && range.contains(d.submitted_ms) && status.is_none_or(|s| d.status == s))
        .collect();
    rows.sort_by_key(|d| std::cmp::Reverse(d.submitted_ms));
    Ok(Answer(Page::of(rows.into_iter().map(|d| view(&ctx, &db, d)), page, size)))
}

fn parse_status(text: &str) -> Result<DepositStatus, Fail> {
    serde_json::from_value(serde_json::Value::String(text.to_ascii_uppercase()))
        .map_err(|_| Fail::bad_param(format!("status must be PENDING, CREDITED, REJECTED or FAILED, not {text:?}")))
}
