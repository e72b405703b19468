//! The member's records, all read from the shared ledger: the account record (every movement of the
//! main wallet), the betting record, personal profit and loss per game type, and bonus details.
//! Periods come from `startDate`/`endDate` (see [`super::period::ReportPeriod`]); lists are newest first.

use std::collections::BTreeMap;

use serde::Serialize;

use super::period::{ReportPeriod, TimeRange};
use super::{catch_up, localized};
use crate::base::{money, now_ms};
use crate::input::Query;
use crate::ledger::{Bet, Page, Transaction, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;

/// A page with totals over every matching row (not just the page).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageWithSummary<T, S> {
    /// The page of rows and its paging fields, flattened into the answer.
    #[serde(flatten)]
    pub page: Page<T>,
    /// Totals over every matching row.
    pub summary: S,
}

/// A transaction type's wire name (`DEPOSIT`, `BET_SETTLEMENT`, …).
pub fn kind_code(kind: TxKind) -> String {
    serde_json::to_value(kind).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// A transaction type's name for people.
pub fn kind_name(ctx: &Ctx, kind: TxKind) -> &'static str {
    let (en, th) = match kind {
        TxKind::Deposit => ("Deposit", "ฝากเงิน"),
        TxKind::Withdrawal => ("Withdrawal", "ถอนเงิน"),
        TxKind::WalletTransfer => ("Wallet transfer", "โอนระหว่างกระเป๋า"),
        TxKind::TransferToUpline => ("Transfer to upline", "โอนให้อัพไลน์"),
        TxKind::TransferFromDownline => ("Transfer from downline", "รับโอนจากดาวน์ไลน์"),
        TxKind::TransferToDownline => ("Transfer to downline", "โอนให้ดาวน์ไลน์"),
        TxKind::TransferFromUpline => ("Transfer from upline", "รับโอนจากอัพไลน์"),
        TxKind::Bonus => ("Bonus", "โบนัส"),
        TxKind::Rebate => ("Rebate", "เงินคืน"),
        TxKind::PointConversion => ("Point conversion", "แลกคะแนนเป็นเงิน"),
        TxKind::Salary => ("Salary", "เงินเดือน"),
        TxKind::Dividend => ("Dividend", "เงินปันผล"),
        TxKind::BetSettlement => ("Game settlement", "ผลการเล่นเกม"),
        TxKind::Adjustment => ("Adjustment", "ปรับยอด"),
    };
    localized(ctx, en, th)
}

/// `type=DEPOSIT,WITHDRAWAL`: the kinds asked for, or none for all.
fn kinds(query: &Query, name: &str) -> Result<Option<Vec<TxKind>>, Fail> {
    let Some(text) = query.text(name) else { return Ok(None) };
    text.split(',')
        .map(|code| {
            serde_json::from_value(serde_json::Value::String(code.trim().to_ascii_uppercase()))
                .map_err(|_| Fail::bad_param(format!("{code:?} is not a transaction type")))
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// A main-wallet movement as the account record and the bonus details list it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TransactionView {
    /// The movement's id in the ledger.
    pub transaction_id: u64,
    /// When it happened, milliseconds since the epoch.
    pub transaction_time: i64,
    /// The transaction type's wire name: `DEPOSIT`, `WITHDRAWAL`, `BET_SETTLEMENT`, ….
    pub transaction_type: String,
    /// The transaction type's name in the request's language.
    pub transaction_type_name: &'static str,
    /// Signed amount, two decimals: positive credits, negative debits.
    pub amount: f64,
    /// The main wallet balance after the movement, two decimals.
    pub balance_after: f64,
    /// What the movement was, in words (reference, vendor, counterpart).
    pub remark: String,
}

fn transaction_view(ctx: &Ctx, t: &Transaction) -> TransactionView {
    TransactionView {
        transaction_id: t.id,
        transaction_time: t.time_ms,
        transaction_type: kind_code(t.kind),
        transaction_type_name: kind_name(ctx, t.kind),
        amount: money(t.amount_cents),
        balance_after: money(t.balance_after_cents),
        remark: t.remark.clone(),
    }
}

/// Totals of the account record over every matching movement.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoneySummary {
    /// Sum of the credits, two decimals.
    pub total_in: f64,
    /// Sum of the debits as a positive amount, two decimals.
    pub total_out: f64,
}

fn transactions_in<'a>(
    ctx: &Ctx,
    db: &'a crate::state::Db,
    range: TimeRange,
    kinds: Option<&[TxKind]>,
) -> Result<Vec<&'a Transaction>, Fail> {
    let id = ctx.member()?;
    let mut rows: Vec<&Transaction> = db
        .ledger
        .transactions_of(id)
        .filter(|t| range.contains(t.time_ms) && kinds.is_none_or(|k| k.contains(&t.kind)))
        .collect();
    rows.sort_by_key(|t| std::cmp::Reverse((t.time_ms, t.id)));
    Ok(rows)
}

/// `GET /wps/relay/MCSFE_getTransactionHistory?startDate&endDate&type&pageNo&pageSize` (account
/// record; default the last 7 days).
pub async fn transactions(ctx: Ctx, query: Query) -> Reply<PageWithSummary<TransactionView, MoneySummary>> {
    ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 7)?;
    let kinds = kinds(&query, "type")?;
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    let rows = transactions_in(&ctx, &db, range, kinds.as_deref())?;
    let summary = MoneySummary {
        total_in: money(rows.iter().map(|t| t.amount_cents.max(0)).sum()),
        total_out: money(rows.iter().map(|t| t.amount_cents.min(0)).sum::<i64>().abs()),
    };
    let page = Page::of(rows.into_iter().map(|t| transaction_view(&ctx, t)), page, size);
    Ok(Answer(PageWithSummary { page, summary }))
}

/// `GET /wps/relay/MCSFE_getBonusDetails?startDate&endDate&type=BONUS|REBATE&pageNo&pageSize`
/// (default the last 30 days).
pub async fn bonus_details(ctx: Ctx, query: Query) -> Reply<PageWithSummary<TransactionView, BonusSummary>> {
    ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 30)?;
    let bonus_kinds = [TxKind::Bonus, TxKind::Rebate];
    let kinds = kinds(&query, "type")?.unwrap_or(bonus_kinds.to_vec());
    if let Some(other) = kinds.iter().find(|k| !bonus_kinds.contains(k)) {
        return Err(Fail::bad_param(format!("type must be BONUS or REBATE, not {}", kind_code(*other))));
    }
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    let rows = transactions_in(&ctx, &db, range, Some(&kinds))?;
    let total_of = |kind: TxKind| money(rows.iter().filter(|t| t.kind == kind).map(|t| t.amount_cents).sum());
    let summary = BonusSummary {
        total_bonus: total_of(TxKind::Bonus),
        total_rebate: total_of(TxKind::Rebate),
        total: money(rows.iter().map(|t| t.amount_cents).sum()),
    };
    let page = Page::of(rows.into_iter().map(|t| transaction_view(&ctx, t)), page, size);
    Ok(Answer(PageWithSummary { page, summary }))
}

/// Totals of the bonus details over every matching movement.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BonusSummary {
    /// Sum of the `BONUS` movements, two decimals.
    pub total_bonus: f64,
    /// Sum of the `REBATE` movements, two decimals.
    pub total_rebate: f64,
    /// Sum of both, two decimals.
    pub total: f64,
}

/// A bet as the betting record lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BetView {
    /// The bet's id in the ledger.
    pub bet_id: u64,
    /// When it was placed, milliseconds since the epoch.
    pub bet_time: i64,
    /// The game type: `RNG`, `FISH`, `LIVE`, `SPORTS`, `PVP`, ….
    pub game_type: String,
    /// The vendor's code (the upstream's word), e.g. `PG`.
    pub vassalage: String,
    /// The game's name.
    pub game_name: String,
    /// Amount staked, two decimals.
    pub bet_amount: f64,
    /// The part of the stake that counts for turnover and rebates, two decimals.
    pub valid_bet: f64,
    /// Amount paid back to the member, two decimals.
    pub payout: f64,
    /// Payout less stake, two decimals (negative when the member lost).
    pub win_loss: f64,
}

/// Totals over a set of bets: the betting record's summary and each profit-and-loss row.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BetTotals {
    /// How many bets.
    pub bet_count: usize,
    /// Sum of the stakes, two decimals.
    pub bet_amount: f64,
    /// Sum of the valid bets, two decimals.
    pub valid_bet: f64,
    /// Sum of the payouts, two decimals.
    pub payout: f64,
    /// Payouts less stakes, two decimals.
    pub win_loss: f64,
}

impl BetTotals {
    fn of<'a>(bets: impl IntoIterator<Item = &'a Bet>) -> Self {
        let (mut count, mut bet, mut valid, mut payout) = (0, 0, 0, 0);
        for b in bets {
            count += 1;
            bet += b.bet_cents;
            valid += b.valid_bet_cents;
            payout += b.payout_cents;
        }
        Self {
            bet_count: count,
            bet_amount: money(bet),
            valid_bet: money(valid),
            payout: money(payout),
            win_loss: money(payout - bet),
        }
    }
}

/// The member's bets in a period, optionally of some game types (comma list) and one vendor.
fn bets_in<'a>(
    db: &'a crate::state::Db,
    member_id: u64,
    range: TimeRange,
    game_types: Option<&[String]>,
    vendor: Option<&str>,
) -> Vec<&'a Bet> {
    let mut rows: Vec<&Bet> = db
        .ledger
        .bets_of(member_id)
        .filter(|b| range.contains(b.time_ms))
        .filter(|b| game_types.is_none_or(|types| types.iter().any(|t| t.eq_ignore_ascii_case(&b.game_type))))
        .filter(|b| vendor.is_none_or(|v| v.eq_ignore_ascii_case(&b.vendor)))
        .collect();
    rows.sort_by_key(|b| std::cmp::Reverse((b.time_ms, b.id)));
    rows
}

fn game_types(query: &Query) -> Option<Vec<String>> {
    query
        .text("gameType")
        .filter(|t| !t.eq_ignore_ascii_case("ALL"))
        .map(|t| t.split(',').map(|s| s.trim().to_ascii_uppercase()).filter(|s| !s.is_empty()).collect())
}

/// `GET /wps/relay/MCSFE_getBetHistory?startDate&endDate&gameType&vassalage&pageNo&pageSize`
/// (betting record; default the last 7 days; `vendor` is accepted for `vassalage`).
pub async fn bets(ctx: Ctx, query: Query) -> Reply<PageWithSummary<BetView, BetTotals>> {
    let id = ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 7)?;
    let types = game_types(&query);
    let vendor = query.text("vassalage").or(query.text("vendor"));
    let (page, size) = query.paging()?;
    let db = ctx.db().lock();
    let rows = bets_in(&db, id, range, types.as_deref(), vendor);
    let summary = BetTotals::of(rows.iter().copied());
    let views = rows.into_iter().map(|b| BetView {
        bet_id: b.id,
        bet_time: b.time_ms,
        game_type: b.game_type.clone(),
        vassalage: b.vendor.clone(),
        game_name: b.game_name.clone(),
        bet_amount: money(b.bet_cents),
        valid_bet: money(b.valid_bet_cents),
        payout: money(b.payout_cents),
        win_loss: money(b.profit_cents()),
    });
    Ok(Answer(PageWithSummary { page: Page::of(views, page, size), summary }))
}

/// One game type's line of the profit and loss.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfitLossRow {
    /// The game type, e.g. `RNG`, `LIVE`.
    pub game_type: String,
    /// The type's bet totals, flattened into the row.
    #[serde(flatten)]
    pub totals: BetTotals,
}

/// The answer of `MCSFE_getProfitLoss`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfitLoss {
    /// Start of the period, milliseconds since the epoch.
    pub start_time: i64,
    /// End of the period (excluded), milliseconds since the epoch.
    pub end_time: i64,
    /// One row per game type the member bet on in the period.
    pub rows: Vec<ProfitLossRow>,
    /// Bet totals over every row.
    pub total: BetTotals,
    /// Deposits credited in the period, two decimals.
    pub deposit: f64,
    /// Withdrawals in the period net of refunds, two decimals.
    pub withdrawal: f64,
    /// Bonuses credited in the period, two decimals.
    pub bonus: f64,
    /// Rebates credited in the period, two decimals.
    pub rebate: f64,
}

/// `GET /wps/relay/MCSFE_getProfitLoss?startDate&endDate&gameType` (personal profit and loss per
/// game type from the member's bets, plus the period's deposits, withdrawals, bonuses and rebates;
/// default the last 30 days).
pub async fn profit_loss(ctx: Ctx, query: Query) -> Reply<ProfitLoss> {
    let id = ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 30)?;
    let types = game_types(&query);
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    let bets = bets_in(&db, id, range, types.as_deref(), None);
    let mut by_type: BTreeMap<&str, Vec<&Bet>> = BTreeMap::new();
    for bet in &bets {
        by_type.entry(bet.game_type.as_str()).or_default().push(bet);
    }
    let rows = by_type
        .into_iter()
        .map(|(game_type, bets)| ProfitLossRow { game_type: game_type.to_owned(), totals: BetTotals::of(bets) })
        .collect();
    let flow = |kind: TxKind| -> f64 {
        let cents: i64 = db
            .ledger
            .transactions_of(id)
            .filter(|t| t.kind == kind && range.contains(t.time_ms))
            .map(|t| t.amount_cents)
            .sum();
        money(cents.abs())
    };
    Ok(Answer(ProfitLoss {
        start_time: range.start_ms,
        end_time: range.end_ms,
        total: BetTotals::of(bets.iter().copied()),
        rows,
        deposit: flow(TxKind::Deposit),
        withdrawal: flow(TxKind::Withdrawal),
        bonus: flow(TxKind::Bonus),
        rebate: flow(TxKind::Rebate),
    }))
}
