//! Settling contracts: every closed period of a contract in force pays its rate on the team's valid
//! bet (salaries) or net loss (dividends), if the period met the contract's conditions. The platform
//! pays top-level agents; an upline agent pays its downline agent out of its own balance.
//!
//! Nothing runs in the background: [`settle_due`] settles, on each agent call, every period that has
//! closed on the agency clock since the last one. Periods are computed from the bets' timestamps, so
//! the result is the same whenever it runs. A period counts the bets from the moment the contract came
//! into force, and is paid only if the contract is still in force when it closes. A period without any
//! team bet leaves no record.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::contracts::{self, ContractKind, ContractView};
use super::params::{AgentQuery, Range};
use super::period::Period;
use super::team::{self, Team};
use super::{code, open_agent};
use crate::base::{MemberId, money};
use crate::calendar;
use crate::ledger::{Bet, Page};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// How a period ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SettlementStatus {
    /// Credited to the agent.
    Paid,
    /// The period missed a condition (see `note`).
    NotQualified,
    /// The upline agent's balance could not cover it.
    Unpaid,
}

/// One settled period of one contract.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Settlement {
    /// The settlement's id, from the ledger's sequence.
    pub id: u64,
    /// The contract settled.
    pub contract_id: u64,
    /// Dividend, or which salary.
    pub kind: ContractKind,
    /// The agent who earns by the contract.
    pub holder_id: MemberId,
    /// `None`: the platform paid.
    pub payer_id: Option<MemberId>,
    /// The contract's period.
    pub period: Period,
    /// Start of the period, milliseconds since the epoch.
    pub period_start_ms: i64,
    /// End of the period (excluded), milliseconds since the epoch.
    pub period_end_ms: i64,
    /// Team members with a valid bet in the period.
    pub active_members: u32,
    /// The team's stakes in the period, in hundredths.
    pub bet_cents: i64,
    /// The team's valid bets in the period, in hundredths.
    pub valid_bet_cents: i64,
    /// The team's own result on its bets (negative: the team lost).
    pub profit_loss_cents: i64,
    /// The contract's rate in hundredths of a percent (120 is 1.20 %).
    pub rate_bp: i64,
    /// What the period paid, in hundredths (0 when it did not pay).
    pub amount_cents: i64,
    /// Paid, not qualified, or unpaid.
    pub status: SettlementStatus,
    /// Why a period did not pay: `ACTIVE_MEMBERS`, `VALID_BET`, `TEAM_WON`, `PERIOD_LOSS`,
    /// `NOTHING_DUE`, `UPLINE_BALANCE`.
    pub note: String,
    /// The credit in the holder's ledger, and the debit in the paying upline's.
    pub tx_id: Option<u64>,
    /// The debit in the paying upline agent's ledger (none when the platform paid).
    pub payer_tx_id: Option<u64>,
}

/// The team's figures in one period of one contract.
#[derive(Debug, Default)]
struct Tally {
    end: i64,
    active: BTreeSet<MemberId>,
    bet: i64,
    valid: i64,
    payout: i64,
}

impl Tally {
    fn add(&mut self, bet: &Bet) {
        self.bet += bet.bet_cents;
        self.valid += bet.valid_bet_cents;
        self.payout += bet.payout_cents;
        if bet.valid_bet_cents > 0 {
            self.active.insert(bet.member_id);
        }
    }
}

/// Settles every period closed by `now`, oldest first; within one instant the platform pays before
/// agents, and uplines are paid before they pay their own downlines.
pub fn settle_due(db: &mut Db, now: i64) {
    for draft in due(db, now) {
        apply(db, draft);
    }
}

/// Works out (without paying) every period closed by `now`, and marks those periods as settled.
/// The seed replays these in time order with the rest of its history.
pub fn due(db: &mut Db, now: i64) -> Vec<Settlement> {
    let tree = team::children(db);
    let mut drafts = Vec::new();
    for idx in 0..db.agent.contracts.len() {
        let c = &db.agent.contracts[idx];
        let Some(active_from) = c.active_from_ms else { continue };
        let stop = c.ended_ms.map_or(now, |ended| ended.min(now));
        // The end of the last whole period before `stop`.
        let until = c.terms.period.window(stop).0;
        if until <= c.settled_until_ms {
            continue;
        }
        let team = Team::below(&tree, c.downline_id);
        let mut periods: BTreeMap<i64, Tally> = BTreeMap::new();
        for bet in db.ledger.bets.iter().filter(|b| b.time_ms >= active_from && team.contains(b.member_id)) {
            let (start, end) = c.terms.period.window(bet.time_ms);
            if end > c.settled_until_ms && end <= until {
                periods.entry(start).or_insert_with(|| Tally { end, ..Tally::default() }).add(bet);
            }
        }
        for (start, tally) in periods {
            drafts.push(evaluate(c, start, tally));
        }
        db.agent.contracts[idx].settled_until_ms = until;
    }
    let depth = |id: Option<MemberId>| {
        let mut depth = 0;
        let mut at = id;
        while let Some(member) = at.and_then(|id| db.members.get(&id)) {
            depth += 1;
            at = member.upline;
            if depth > 64 {
                break;
            }
        }
        depth
    };
    drafts.sort_by_key(|d| (d.period_end_ms, depth(d.payer_id), d.contract_id));
    drafts
}

fn evaluate(c: &contracts::Contract, start: i64, tally: Tally) -> Settlement {
    let terms = &c.terms;
    let active = tally.active.len() as u32;
    let profit_loss = tally.payout - tally.bet;
    let (base, note) = if active < terms.active_members {
        (0, "ACTIVE_MEMBERS")
    } else if tally.valid < terms.min_valid_bet_cents {
        (0, "VALID_BET")
    } else if c.kind != ContractKind::Dividend {
        (tally.valid, "")
    } else if profit_loss >= 0 {
        (0, "TEAM_WON")
    } else if -profit_loss < terms.min_loss_cents {
        (0, "PERIOD_LOSS")
    } else {
        (-profit_loss, "")
    };
    let amount = base * terms.rate_bp / 10_000;
    let (status, note) = match (base, amount) {
        (0, _) => (SettlementStatus::NotQualified, note),
        (_, 0) => (SettlementStatus::NotQualified, "NOTHING_DUE"),
        _ => (SettlementStatus::Paid, ""),
    };
    Settlement {
        id: 0,
        contract_id: c.id,
        kind: c.kind,
        holder_id: c.downline_id,
        payer_id: c.upline_id,
        period: terms.period,
        period_start_ms: start,
        period_end_ms: tally.end,
        active_members: active,
        bet_cents: tally.bet,
        valid_bet_cents: tally.valid,
        profit_loss_cents: profit_loss,
        rate_bp: terms.rate_bp,
        amount_cents: if status == SettlementStatus::Paid { amount } else { 0 },
        status,
        note: note.into(),
        tx_id: None,
        payer_tx_id: None,
    }
}

/// Pays a worked-out period (at its end time) and keeps the record.
pub fn apply(db: &mut Db, mut s: Settlement) {
    s.id = db.ledger.next_id();
    let label = format!("{} {} ({:.2}%)", s.kind.name(false), s.period.label(s.period_start_ms), money(s.rate_bp));
    let holder_name = db.members.get(&s.holder_id).map(|m| m.username.clone()).unwrap_or_default();
    let tx_kind = s.kind.tx_kind();
    if s.status == SettlementStatus::Paid {
        let payer_can_pay = match s.payer_id.and_then(|id| db.members.get(&id)) {
            None => s.payer_id.is_none(),
            Some(payer) => payer.balance_cents >= s.amount_cents,
        };
        if !payer_can_pay {
            s.status = SettlementStatus::Unpaid;
            s.note = "UPLINE_BALANCE".into();
        } else {
            if let Some(payer) = s.payer_id.and_then(|id| db.members.get_mut(&id)) {
                payer.balance_cents -= s.amount_cents;
                let after = payer.balance_cents;
                let (id, remark) = (payer.id, format!("{label} paid to {holder_name}"));
                s.payer_tx_id =
                    Some(db.ledger.record_at(id, tx_kind, -s.amount_cents, after, &remark, s.period_end_ms));
            }
            if let Some(holder) = db.members.get_mut(&s.holder_id) {
                holder.balance_cents += s.amount_cents;
                let after = holder.balance_cents;
                s.tx_id =
                    Some(db.ledger.record_at(s.holder_id, tx_kind, s.amount_cents, after, &label, s.period_end_ms));
            }
        }
    }
    db.agent.settlements.push(s);
}

/// A settlement as the salary and dividend lists show it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SettlementRow {
    /// The settlement's id.
    pub id: u64,
    /// The contract settled.
    pub contract_id: u64,
    /// `DIVIDEND`, `DAILY_SALARY`, `HOURLY_SALARY` or `REALTIME_SALARY`, sent as `type`.
    #[serde(rename = "type")]
    pub kind: ContractKind,
    /// The contract's period: `FIVE_MINUTES`, `HOURLY`, `DAILY`, `WEEKLY`, `SEMIMONTHLY` or `MONTHLY`.
    pub period_type: Period,
    /// The period for people, Bangkok time: `2026-11-22 01:25–01:30`, `2026-11-22`, `2026-11-09 – 2026-11-15`.
    pub period_label: String,
    /// Start of the period, milliseconds since the epoch.
    pub period_start: i64,
    /// End of the period, milliseconds since the epoch.
    pub period_end: i64,
    /// The agent who earned it.
    pub user_name: String,
    /// The upline agent who paid, or `PLATFORM`.
    pub payer: String,
    /// Team members with a valid bet in the period.
    pub active_members: u32,
    /// The team's stakes in the period, two decimals.
    pub bet_amount: f64,
    /// The team's valid bets in the period, two decimals.
    pub valid_bet: f64,
    /// The team's own result on its bets, two decimals (negative: the team lost).
    pub profit_loss: f64,
    /// The contract's rate, in percent.
    pub rate: f64,
    /// What the period paid, two decimals.
    pub amount: f64,
    /// `PAID`, `NOT_QUALIFIED` or `UNPAID`.
    pub status: SettlementStatus,
    /// Why it did not pay: `ACTIVE_MEMBERS`, `VALID_BET`, `TEAM_WON`, `PERIOD_LOSS`, `NOTHING_DUE` or `UPLINE_BALANCE`;
    /// empty when paid.
    pub note: String,
    /// When it was settled: the period's end, milliseconds since the epoch.
    pub settled_time: i64,
}

/// Totals of a salary or dividend list over every matching row.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SettlementSummary {
    /// How many periods.
    pub periods: usize,
    /// How many of them paid.
    pub paid_periods: usize,
    /// Sum paid, two decimals.
    pub total_amount: f64,
    /// The team's valid bets over those periods, two decimals.
    pub valid_bet: f64,
}

/// The answer of the dividend and salary lists (`/wps/agent/dividends`, `/wps/agent/salary/…`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SettlementList {
    /// The page of rows and its paging fields, flattened into the answer.
    #[serde(flatten)]
    pub page: Page<SettlementRow>,
    /// Totals over every matching row.
    pub summary: SettlementSummary,
    /// The agent's own contract of this kind in force, if any.
    pub contract: Option<ContractView>,
    /// How long the current period of this kind lasts, in minutes (5 for real-time salary).
    pub period_minutes: i64,
}

/// `GET /wps/agent/dividends`.
pub async fn dividends(ctx: Ctx, query: AgentQuery) -> Reply<SettlementList> {
    list(&ctx, &query, ContractKind::Dividend, 62)
}

/// `GET /wps/agent/salary/daily`.
pub async fn daily(ctx: Ctx, query: AgentQuery) -> Reply<SettlementList> {
    list(&ctx, &query, ContractKind::DailySalary, 31)
}

/// `GET /wps/agent/salary/hourly`.
pub async fn hourly(ctx: Ctx, query: AgentQuery) -> Reply<SettlementList> {
    list(&ctx, &query, ContractKind::HourlySalary, 7)
}

/// `GET /wps/agent/salary/realtime`.
pub async fn realtime(ctx: Ctx, query: AgentQuery) -> Reply<SettlementList> {
    list(&ctx, &query, ContractKind::RealtimeSalary, 3)
}

/// Settlements of one kind, by the end of their period: the agent's own (`scope=self`, default) or
/// those it paid its downline agents (`scope=downlines`), optionally one `username`'s.
fn list(ctx: &Ctx, query: &AgentQuery, kind: ContractKind, default_days: i64) -> Reply<SettlementList> {
    let (db, me) = open_agent(ctx)?;
    let range: Range = query.range(me.now, default_days)?;
    let paid_by_me = match query.scope().map(str::to_ascii_lowercase).as_deref() {
        None | Some("self") => false,
        Some("downlines") => true,
        Some(other) => return Err(Fail::bad_param(format!("scope must be self or downlines, not {other}"))),
    };
    let username = query.username();
    let names: HashMap<MemberId, &str> = db.members.values().map(|m| (m.id, m.username.as_str())).collect();
    let name = |id: MemberId| names.get(&id).copied().unwrap_or_default();
    if let Some(wanted) = &username {
        let known = db.member_by_name(wanted).is_some_and(|m| m.id == me.id || Team::of(&db, me.id).contains(m.id));
        if !known {
            return Err(Fail::business(code::NOT_DOWNLINE, format!("{wanted} is not your downline")));
        }
    }
    let (mut periods, mut paid, mut total, mut valid) = (0, 0, 0, 0);
    let rows: Vec<SettlementRow> = db
        .agent
        .settlements
        .iter()
        .rev()
        .filter(|s| s.kind == kind && range.contains(s.period_end_ms - 1))
        .filter(|s| if paid_by_me { s.payer_id == Some(me.id) } else { s.holder_id == me.id })
        .filter(|s| username.as_ref().is_none_or(|u| name(s.holder_id).eq_ignore_ascii_case(u)))
        .inspect(|s| {
            periods += 1;
            paid += usize::from(s.status == SettlementStatus::Paid);
            total += s.amount_cents;
            valid += s.valid_bet_cents;
        })
        .map(|s| SettlementRow {
            id: s.id,
            contract_id: s.contract_id,
            kind: s.kind,
            period_type: s.period,
            period_label: s.period.label(s.period_start_ms),
            period_start: s.period_start_ms,
            period_end: s.period_end_ms,
            user_name: name(s.holder_id).to_owned(),
            payer: s.payer_id.map_or("PLATFORM", name).to_owned(),
            active_members: s.active_members,
            bet_amount: money(s.bet_cents),
            valid_bet: money(s.valid_bet_cents),
            profit_loss: money(s.profit_loss_cents),
            rate: money(s.rate_bp),
            amount: money(s.amount_cents),
            status: s.status,
            note: s.note.clone(),
            settled_time: s.period_end_ms,
        })
        .collect();
    let summary =
        SettlementSummary { periods, paid_periods: paid, total_amount: money(total), valid_bet: money(valid) };
    let mut rows = rows;
    rows.sort_by(|a, b| b.period_end.cmp(&a.period_end).then(a.user_name.cmp(&b.user_name)));
    let own = contracts::own_contract(&db, me.id, kind);
    let (start, end) = own.map_or(kind.periods()[0], |c| c.terms.period).window(me.now);
    let period_minutes = (end - start) / calendar::MINUTE_MS;
    let contract = own.map(|c| contracts::view(&db, c, me.id, me.thai));
    Ok(Answer(SettlementList { page: query.page(rows, 20)?, summary, contract, period_minutes }))
}
