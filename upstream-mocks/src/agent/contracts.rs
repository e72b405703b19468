//! Contracts between an upline and a downline agent (spec 001 §3 "Contracts", §4): the rate the
//! upline shares for dividends, daily wages, hourly salary or real-time salary, and the conditions
//! (active members, period valid bet, period loss, bet amount per day or hour) a period must meet.
//!
//! States: an upline's offer is `PENDING` until the downline accepts (`ACTIVE`) or rejects
//! (`REJECTED`); the upline may withdraw it (`CANCELLED`). Either side may ask to end an active
//! contract (`TERMINATION_PENDING`); the other side accepts (`TERMINATED`) or rejects (back to
//! `ACTIVE`). The upline may also terminate outright. Only the counterparty of a request answers it.
//! A new offer on a kind the downline already holds is a revision: accepted, it replaces the old one.
//!
//! Nobody may share more than they earn: whenever an agent's own rate for a kind drops or ends, every
//! contract it pays at a higher rate is terminated automatically, down the whole chain, and its
//! offers above the new rate are withdrawn. Top-level agents hold contracts with the platform itself
//! (no upline); those are set by the operator and cannot be changed through these calls.

use parking_lot::MutexGuard;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::announcements::notify;
use super::params::{self, AgentQuery};
use super::period::Period;
use super::{Caller, code, is_agent_type, open_agent};
use crate::base::{MemberId, money};
use crate::input::Payload;
use crate::ledger::TxKind;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;
use upstream_protocol::envelope::code as wire;

/// What a contract shares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ContractKind {
    /// A share of the team's net loss per period.
    Dividend,
    /// A share of the team's valid bet per day.
    DailySalary,
    /// A share of the team's valid bet per hour.
    HourlySalary,
    /// A share of the team's valid bet per 5 minutes.
    RealtimeSalary,
}

impl ContractKind {
    /// Every kind, dividends first.
    pub const ALL: [Self; 4] = [Self::Dividend, Self::DailySalary, Self::HourlySalary, Self::RealtimeSalary];

    /// Parses the wire name; the short forms `DAILY`, `HOURLY`, `REALTIME` are accepted too.
    pub fn parse(text: &str) -> Option<Self> {
        match text.trim().to_ascii_uppercase().as_str() {
            "DIVIDEND" => Some(Self::Dividend),
            "DAILY_SALARY" | "DAILY" => Some(Self::DailySalary),
            "HOURLY_SALARY" | "HOURLY" => Some(Self::HourlySalary),
            "REALTIME_SALARY" | "REALTIME" => Some(Self::RealtimeSalary),
            _ => None,
        }
    }

    /// The kind's wire name: `DIVIDEND`, `DAILY_SALARY`, `HOURLY_SALARY` or `REALTIME_SALARY`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Dividend => "DIVIDEND",
            Self::DailySalary => "DAILY_SALARY",
            Self::HourlySalary => "HOURLY_SALARY",
            Self::RealtimeSalary => "REALTIME_SALARY",
        }
    }

    /// The name the agent menu shows.
    pub fn name(self, thai: bool) -> &'static str {
        match (self, thai) {
            (Self::Dividend, false) => "Dividend",
            (Self::Dividend, true) => "เงินปันผล",
            (Self::DailySalary, false) => "Daily wages",
            (Self::DailySalary, true) => "ค่าจ้างรายวัน",
            (Self::HourlySalary, false) => "Hourly salary",
            (Self::HourlySalary, true) => "เงินเดือนรายชั่วโมง",
            (Self::RealtimeSalary, false) => "Real-time salary",
            (Self::RealtimeSalary, true) => "เงินเดือนเรียลไทม์",
        }
    }

    /// The settlement periods a contract of this kind may use; the first is the default.
    pub fn periods(self) -> &'static [Period] {
        match self {
            Self::Dividend => &[Period::Weekly, Period::Daily, Period::Semimonthly, Period::Monthly],
            Self::DailySalary => &[Period::Daily],
            Self::HourlySalary => &[Period::Hourly],
            Self::RealtimeSalary => &[Period::FiveMinutes],
        }
    }

    /// How settlements of this kind appear in the ledger.
    pub fn tx_kind(self) -> TxKind {
        match self {
            Self::Dividend => TxKind::Dividend,
            _ => TxKind::Salary,
        }
    }
}

/// What a contract promises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Terms {
    /// Hundredths of a percent: 120 is 1.20 %.
    pub rate_bp: i64,
    /// How often the contract settles (fixed for salaries; dividends may choose).
    pub period: Period,
    /// Team members with a valid bet in the period, at least.
    pub active_members: u32,
    /// Dividends: the team's valid bet in the period; salaries: the team's bet amount per day, hour
    /// or 5 minutes. At least this much.
    pub min_valid_bet_cents: i64,
    /// Dividends only: the team must have lost at least this much in the period.
    pub min_loss_cents: i64,
}

/// Where a contract stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ContractState {
    /// An offer waiting for the downline.
    Pending,
    /// In force: settled every period.
    Active,
    /// Active, with a request to end it waiting for the other side.
    TerminationPending,
    /// The downline refused the offer.
    Rejected,
    /// Ended; `end_reason` says why.
    Terminated,
    /// An offer withdrawn by the upline, or voided because the upline's own rate fell below it.
    Cancelled,
}

/// Why a contract ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EndReason {
    /// The downline rejected the offer.
    Rejected,
    /// The upline withdrew its own offer before an answer.
    Withdrawn,
    /// The other side accepted a request to end it.
    TerminationAccepted,
    /// The upline ended it at once.
    TerminatedByUpline,
    /// A revised contract took its place.
    Replaced,
    /// The upline's own rate fell below this contract's rate.
    UplineRateLowered,
    /// The upline no longer holds a contract of this kind.
    UplineContractEnded,
}

/// A contract, or an offer of one.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Contract {
    /// The contract's id, from the ledger's sequence.
    pub id: u64,
    /// Which share it pays: dividend or one of the salaries.
    pub kind: ContractKind,
    /// The paying side; `None` is the platform itself (top-level agents).
    pub upline_id: Option<MemberId>,
    /// The agent who earns.
    pub downline_id: MemberId,
    /// Rate, period and the conditions a period must meet to pay.
    pub terms: Terms,
    /// Where it stands.
    pub state: ContractState,
    /// The author of the open request (an offer or a termination request).
    pub requested_by: Option<MemberId>,
    /// When the open request was made, milliseconds since the epoch.
    pub requested_ms: Option<i64>,
    /// When it was offered (or seeded), milliseconds since the epoch.
    pub created_ms: i64,
    /// When it came into force, milliseconds since the epoch.
    pub active_from_ms: Option<i64>,
    /// When it ended, milliseconds since the epoch.
    pub ended_ms: Option<i64>,
    /// Why it ended.
    pub end_reason: Option<EndReason>,
    /// The active contract this offer revises.
    pub replaces: Option<u64>,
    /// Every settlement period ending at or before this is settled.
    pub settled_until_ms: i64,
    /// The upline's note with the offer, at most 140 characters.
    pub remark: String,
}

impl Contract {
    /// A contract in force from `from` (seed data and the platform's own contracts).
    pub fn active(
        id: u64,
        kind: ContractKind,
        upline_id: Option<MemberId>,
        downline_id: MemberId,
        terms: Terms,
        from: i64,
    ) -> Self {
        Self {
            id,
            kind,
            upline_id,
            downline_id,
            terms,
            state: ContractState::Active,
            requested_by: None,
            requested_ms: None,
            created_ms: from,
            active_from_ms: Some(from),
            ended_ms: None,
            end_reason: None,
            replaces: None,
            settled_until_ms: from,
            remark: String::new(),
        }
    }

    /// Active, or active with a termination request open.
    pub fn in_force(&self) -> bool {
        matches!(self.state, ContractState::Active | ContractState::TerminationPending)
    }

    /// Whether the agent is its upline or its downline.
    pub fn is_party(&self, id: MemberId) -> bool {
        self.downline_id == id || self.upline_id == Some(id)
    }

    /// Whether `id` is the party who answers the open request.
    pub fn awaits(&self, id: MemberId) -> bool {
        matches!(self.state, ContractState::Pending | ContractState::TerminationPending)
            && self.is_party(id)
            && self.requested_by.is_some_and(|by| by != id)
    }

    fn end(&mut self, state: ContractState, reason: EndReason, now: i64) {
        self.state = state;
        self.end_reason = Some(reason);
        self.ended_ms = Some(now);
        self.close_request();
    }

    /// The open request has been answered.
    fn close_request(&mut self) {
        self.requested_by = None;
        self.requested_ms = None;
    }
}

/// The contract of `kind` a member earns by, if one is in force.
pub fn own_contract(db: &Db, member: MemberId, kind: ContractKind) -> Option<&Contract> {
    db.agent.contracts.iter().find(|c| c.downline_id == member && c.kind == kind && c.in_force())
}

/// A contract as the agent centre shows it to one of its parties.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContractView {
    /// The contract's id, to answer or end it with.
    pub id: u64,
    /// `DIVIDEND`, `DAILY_SALARY`, `HOURLY_SALARY` or `REALTIME_SALARY`, sent as `type`.
    #[serde(rename = "type")]
    pub kind: ContractKind,
    /// The kind's name for the menu, in the request's language.
    pub type_name: &'static str,
    /// `PLATFORM` or `AGENT`.
    pub upline_type: &'static str,
    /// The paying agent's user name; `null` when the platform pays.
    pub upline: Option<String>,
    /// The earning agent's user name.
    pub downline: String,
    /// Percent.
    pub rate: f64,
    /// How often it settles: `FIVE_MINUTES`, `HOURLY`, `DAILY`, `WEEKLY`, `SEMIMONTHLY` or `MONTHLY`.
    pub period: Period,
    /// Team members with a valid bet in the period a payment needs, at least.
    pub active_members: u32,
    /// Dividends: the team's valid bet the period needs.
    pub period_valid_bet: Option<f64>,
    /// Dividends: the team's profit and loss must be at or below this (a loss).
    pub period_profit_loss: Option<f64>,
    /// Salaries: the team's bet amount needed per `betAmountPer`.
    pub bet_amount: Option<f64>,
    /// `DAY_MS`, `HOUR_MS` or `FIVE_MINUTES`.
    pub bet_amount_per: Option<&'static str>,
    /// Where the contract stands.
    pub state: ContractState,
    /// `NEW` or `TERMINATION` while a request is open.
    pub request_type: Option<&'static str>,
    /// User name of the author of the open request.
    pub requested_by: Option<String>,
    /// When the open request was made, milliseconds since the epoch.
    pub requested_time: Option<i64>,
    /// Whether the open request waits for the viewer's answer.
    pub awaiting_me: bool,
    /// What the viewer may do now: `ACCEPT`, `REJECT`, `TERMINATE`, `REQUEST_TERMINATION`.
    pub actions: Vec<&'static str>,
    /// When it was offered (or seeded), milliseconds since the epoch.
    pub created_time: i64,
    /// When it came into force, milliseconds since the epoch.
    pub active_from: Option<i64>,
    /// When it ended, milliseconds since the epoch.
    pub ended_time: Option<i64>,
    /// Why it ended, once ended.
    pub end_reason: Option<EndReason>,
    /// The contract this offer revises, if any.
    pub replaces: Option<u64>,
    /// The upline's note with the offer.
    pub remark: String,
}

/// Describes `c` for `viewer`.
pub fn view(db: &Db, c: &Contract, viewer: MemberId, thai: bool) -> ContractView {
    let name = |id: MemberId| db.members.get(&id).map(|m| m.username.clone()).unwrap_or_default();
    let dividend = c.kind == ContractKind::Dividend;
    let mut actions = Vec::new();
    let is_upline = c.upline_id == Some(viewer);
    match c.state {
        ContractState::Pending if c.awaits(viewer) => actions.extend(["ACCEPT", "REJECT"]),
        ContractState::Pending if is_upline => actions.push("TERMINATE"),
        ContractState::Active if c.upline_id.is_some() => {
            if is_upline {
                actions.push("TERMINATE");
            }
            actions.push("REQUEST_TERMINATION");
        }
        ContractState::TerminationPending => {
            if c.awaits(viewer) {
                actions.extend(["ACCEPT", "REJECT"]);
            }
            if is_upline {
                actions.push("TERMINATE");
            }
        }
        _ => {}
    }
    ContractView {
        id: c.id,
        kind: c.kind,
        type_name: c.kind.name(thai),
        upline_type: if c.upline_id.is_some() { "AGENT" } else { "PLATFORM" },
        upline: c.upline_id.map(name),
        downline: name(c.downline_id),
        rate: money(c.terms.rate_bp),
        period: c.terms.period,
        active_members: c.terms.active_members,
        period_valid_bet: dividend.then(|| money(c.terms.min_valid_bet_cents)),
        period_profit_loss: dividend.then(|| money(-c.terms.min_loss_cents)),
        bet_amount: (!dividend).then(|| money(c.terms.min_valid_bet_cents)),
        bet_amount_per: match c.kind {
            ContractKind::Dividend => None,
            ContractKind::DailySalary => Some("DAY_MS"),
            ContractKind::HourlySalary => Some("HOUR_MS"),
            ContractKind::RealtimeSalary => Some("FIVE_MINUTES"),
        },
        state: c.state,
        request_type: match c.state {
            ContractState::Pending => Some("NEW"),
            ContractState::TerminationPending => Some("TERMINATION"),
            _ => None,
        },
        requested_by: c.requested_by.map(name),
        requested_time: c.requested_ms,
        awaiting_me: c.awaits(viewer),
        actions,
        created_time: c.created_ms,
        active_from: c.active_from_ms,
        ended_time: c.ended_ms,
        end_reason: c.end_reason,
        replaces: c.replaces,
        remark: c.remark.clone(),
    }
}

/// The answer of `GET /wps/agent/contracts`: the caller's contracts on both sides.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContractList {
    /// Contracts the agent earns by (with its upline, or with the platform).
    pub with_upline: Vec<ContractView>,
    /// Contracts the agent pays its downline agents.
    pub with_downlines: Vec<ContractView>,
    /// Requests waiting for this agent's answer.
    pub awaiting_me: usize,
}

/// `GET /wps/agent/contracts?type=&state=`.
pub async fn list(ctx: Ctx, query: AgentQuery) -> Reply<ContractList> {
    let (db, me) = open_agent(&ctx)?;
    let kind = query
        .kind()
        .map(|k| ContractKind::parse(k).ok_or_else(|| Fail::bad_param(format!("Unknown contract type {k}"))))
        .transpose()?;
    let state = query
        .state()
        .map(|s| parse_state(s).ok_or_else(|| Fail::bad_param(format!("Unknown contract state {s}"))))
        .transpose()?;
    let mut mine: Vec<&Contract> = db
        .agent
        .contracts
        .iter()
        .filter(|c| c.is_party(me.id))
        .filter(|c| kind.is_none_or(|k| c.kind == k) && state.is_none_or(|s| c.state == s))
        .collect();
    // Open matters first, then the newest.
    mine.sort_by_key(|c| {
        (!c.awaits(me.id), !c.in_force(), std::cmp::Reverse(c.created_ms.max(c.requested_ms.unwrap_or(0))))
    });
    let awaiting_me = mine.iter().filter(|c| c.awaits(me.id)).count();
    let (with_upline, with_downlines): (Vec<&Contract>, Vec<&Contract>) =
        mine.into_iter().partition(|c| c.downline_id == me.id);
    Ok(Answer(ContractList {
        with_upline: with_upline.into_iter().map(|c| view(&db, c, me.id, me.thai)).collect(),
        with_downlines: with_downlines.into_iter().map(|c| view(&db, c, me.id, me.thai)).collect(),
        awaiting_me,
    }))
}

fn parse_state(text: &str) -> Option<ContractState> {
    serde_json::from_value(Value::String(text.trim().to_ascii_uppercase())).ok()
}

/// The body of `POST /wps/agent/contracts/request`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContractRequest {
    /// `NEW` (the default): the upline offers terms to a direct downline agent; `TERMINATION`: either
    /// side asks to end `contractId`.
    pub request_type: Option<String>,
    /// The contract to end (termination requests), a number or a numeric string.
    pub contract_id: Option<Value>,
    /// The downline agent's user name (new offers).
    pub downline: Option<String>,
    /// `DIVIDEND`, `DAILY_SALARY`, `HOURLY_SALARY`, `REALTIME_SALARY` (or `DAILY`, `HOURLY`, `REALTIME`), sent as
    /// `type`.
    #[serde(rename = "type")]
    pub kind: Option<String>,
    /// Percent, at most 2 decimals.
    pub rate: Option<Value>,
    /// Dividends: `DAILY`, `WEEKLY`, `SEMIMONTHLY` or `MONTHLY` (by default the offerer's own); salaries have a fixed
    /// period.
    pub period: Option<String>,
    /// Team members with a valid bet a period needs, 0 to 10,000.
    pub active_members: Option<Value>,
    /// Dividends: the team's valid bet a period needs, in the currency.
    pub period_valid_bet: Option<Value>,
    /// Dividends: the team's profit and loss must be at or below this (a loss), in the currency.
    pub period_profit_loss: Option<Value>,
    /// Salaries: the team's bet amount needed per day, hour or 5 minutes, in the currency.
    pub bet_amount: Option<Value>,
    /// A note for the downline, at most 140 characters.
    pub remark: Option<String>,
}

/// A contract an offer would end automatically once accepted.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Affected {
    /// The contract that would end or ended.
    pub id: u64,
    /// User name of its earning agent.
    pub downline: String,
    /// Its rate, in percent.
    pub rate: f64,
}

/// The answer of `POST /wps/agent/contracts/request`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestAnswer {
    /// The offer made, or the contract whose termination was requested, as the caller sees it.
    pub contract: ContractView,
    /// For a new offer: the downline's own contracts paying more than the offered rate, which end
    /// automatically if it is accepted (and, below them, their own).
    pub would_terminate: Vec<Affected>,
}

/// `POST /wps/agent/contracts/request`.
pub async fn request(ctx: Ctx, Payload(body): Payload<ContractRequest>) -> Reply<RequestAnswer> {
    let (mut db, me) = open_agent(&ctx)?;
    let request_type = body.request_type.as_deref().map(|t| t.trim().to_ascii_uppercase());
    let remark = checked_remark(body.remark.as_deref())?;
    match request_type.as_deref().unwrap_or("NEW") {
        "NEW" => offer(&mut db, &me, &body, remark),
        "TERMINATION" => {
            let id = params::id(body.contract_id.as_ref(), "contractId")?;
            let idx = party_contract(&db, me.id, id)?;
            let c = &db.agent.contracts[idx];
            if c.upline_id.is_none() {
                return Err(platform_managed());
            }
            if c.state != ContractState::Active {
                return Err(Fail::business(code::CONTRACT_STATE, "Only an active contract can be asked to end"));
            }
            let other = if c.downline_id == me.id { c.upline_id } else { Some(c.downline_id) };
            let c = &mut db.agent.contracts[idx];
            c.state = ContractState::TerminationPending;
            c.requested_by = Some(me.id);
            c.requested_ms = Some(me.now);
            if !remark.is_empty() {
                c.remark = remark;
            }
            let kind = c.kind;
            if let Some(other) = other {
                let who = name(&db, me.id);
                notify_pair(&mut db, other, me.now, kind, |k, th| {
                    if th {
                        (format!("คำขอยกเลิกสัญญา{k}"), format!("{who} ขอยกเลิกสัญญา{k} กรุณาตอบรับหรือปฏิเสธ"))
                    } else {
                        (
                            format!("{k} contract: termination requested"),
                            format!("{who} asks to end the {k} contract. Please accept or reject."),
                        )
                    }
                });
            }
            let contract = view(&db, &db.agent.contracts[idx], me.id, me.thai);
            Ok(Answer(RequestAnswer { contract, would_terminate: Vec::new() }))
        }
        other => Err(Fail::bad_param(format!("requestType must be NEW or TERMINATION, not {other}"))),
    }
}

fn offer(db: &mut Db, me: &Caller, body: &ContractRequest, remark: String) -> Reply<RequestAnswer> {
    let kind = body.kind.as_deref().ok_or_else(|| Fail::bad_param("type is required"))?;
    let kind = ContractKind::parse(kind).ok_or_else(|| {
        Fail::bad_param(format!(
            "Unknown contract type {kind}: DIVIDEND, DAILY_SALARY, HOURLY_SALARY or REALTIME_SALARY"
        ))
    })?;
    let downline = body.downline.as_deref().map(str::trim).filter(|d| !d.is_empty());
    let downline = downline.ok_or_else(|| Fail::bad_param("downline is required"))?;
    let rate_bp = params::amount_cents(body.rate.as_ref(), "rate")?;
    if rate_bp > 10_000 {
        return Err(Fail::bad_param("rate is a percentage and may not exceed 100"));
    }
    let period = match body.period.as_deref() {
        None => None,
        Some(p) => Some(Period::parse(p).filter(|p| kind.periods().contains(p)).ok_or_else(|| {
            let allowed: Vec<&str> = kind.periods().iter().map(|p| p.as_str()).collect();
            Fail::bad_param(format!("period of a {} contract must be one of {}", kind.as_str(), allowed.join(", ")))
        })?),
    };
    let active_members = match body.active_members.as_ref().filter(|v| !v.is_null()) {
        None => 0,
        Some(v) => params::id(Some(v), "activeMembers")
            .ok()
            .filter(|n| *n <= 10_000)
            .ok_or_else(|| Fail::bad_param("activeMembers must be a whole number from 0 to 10000"))?
            as u32,
    };
    let (threshold, threshold_name) = if kind == ContractKind::Dividend {
        (body.period_valid_bet.as_ref().or(body.bet_amount.as_ref()), "periodValidBet")
    } else {
        (body.bet_amount.as_ref().or(body.period_valid_bet.as_ref()), "betAmount")
    };
    let min_valid_bet_cents = params::optional_cents(threshold, threshold_name)?;
    let min_loss_cents = match body.period_profit_loss.as_ref().filter(|v| !v.is_null()) {
        // A loss, whichever sign the caller wrote it with.
        Some(v) => params::hundredths(v)
            .map(i64::abs)
            .ok_or_else(|| Fail::bad_param("periodProfitLoss must be a number with at most 2 decimals"))?,
        None => 0,
    };

    let target = db.member_by_name(downline).filter(|m| m.upline == Some(me.id)).cloned();
    let target =
        target.ok_or_else(|| Fail::business(code::NOT_DOWNLINE, format!("{downline} is not your direct downline")))?;
    if !is_agent_type(target.customer_type) {
        return Err(Fail::business(
            code::CONTRACT_FORBIDDEN,
            format!("{} is a member, not an agent: contracts are made with downline agents", target.username),
        ));
    }
    let own = own_contract(db, me.id, kind).ok_or_else(|| {
        Fail::business(code::CONTRACT_RATE, format!("You have no {} contract of your own to share", kind.name(false)))
    })?;
    if rate_bp > own.terms.rate_bp {
        return Err(Fail::business(
            code::CONTRACT_RATE,
            format!("The rate cannot exceed your own {} rate of {:.2}%", kind.name(false), money(own.terms.rate_bp)),
        ));
    }
    let terms = Terms {
        rate_bp,
        period: period.unwrap_or(if kind == ContractKind::Dividend { own.terms.period } else { kind.periods()[0] }),
        active_members,
        min_valid_bet_cents,
        min_loss_cents: if kind == ContractKind::Dividend { min_loss_cents } else { 0 },
    };
    let between = |c: &&Contract| c.upline_id == Some(me.id) && c.downline_id == target.id && c.kind == kind;
    if db.agent.contracts.iter().filter(between).any(|c| c.state == ContractState::Pending) {
        return Err(Fail::business(code::CONTRACT_STATE, "An offer of this contract is already waiting for an answer"));
    }
    let current = db.agent.contracts.iter().filter(between).find(|c| c.in_force());
    if let Some(current) = current {
        if current.state == ContractState::TerminationPending {
            return Err(Fail::business(
                code::CONTRACT_STATE,
                "Answer the open termination request of this contract first",
            ));
        }
        if current.terms == terms {
            return Err(Fail::business(code::CONTRACT_STATE, "The downline already holds a contract with these terms"));
        }
    }
    let replaces = current.map(|c| c.id);
    let id = db.ledger.next_id();
    db.agent.contracts.push(Contract {
        state: ContractState::Pending,
        requested_by: Some(me.id),
        requested_ms: Some(me.now),
        active_from_ms: None,
        replaces,
        remark,
        ..Contract::active(id, kind, Some(me.id), target.id, terms, me.now)
    });
    let would_terminate = db
        .agent
        .contracts
        .iter()
        .filter(|c| c.upline_id == Some(target.id) && c.kind == kind && c.in_force() && c.terms.rate_bp > rate_bp)
        .map(|c| Affected { id: c.id, downline: name(db, c.downline_id), rate: money(c.terms.rate_bp) })
        .collect();
    let who = name(db, me.id);
    let rate = money(rate_bp);
    notify_pair(db, target.id, me.now, kind, |k, th| {
        if th {
            (format!("ข้อเสนอสัญญา{k}ใหม่"), format!("{who} เสนอสัญญา{k}ในอัตรา {rate:.2}% กรุณาตอบรับหรือปฏิเสธ"))
        } else {
            (
                format!("New {k} contract offer"),
                format!("{who} offers you a {k} contract at {rate:.2}%. Please accept or reject."),
            )
        }
    });
    #[expect(clippy::expect_used, reason = "the offer was pushed above and nothing since removes a contract")]
    let contract = view(db, db.agent.contracts.last().expect("just pushed"), me.id, me.thai);
    Ok(Answer(RequestAnswer { contract, would_terminate }))
}

/// The body of accept, reject and terminate.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContractAction {
    /// The contract acted on, a number or a numeric string.
    pub contract_id: Option<Value>,
    /// A note with the answer, at most 140 characters.
    pub remark: Option<String>,
}

/// What accept, reject and terminate start from: the contract a party acts on, found in the caller's
/// database, and the remark it came with.
struct Action<'a> {
    db: MutexGuard<'a, Db>,
    me: Caller,
    /// The contract's index in the agency's contracts.
    idx: usize,
    remark: String,
}

impl<'a> Action<'a> {
    /// Checked in the order the answers name them: an agent's session, the contract id, the remark, then
    /// that the caller is a party to the contract.
    fn open(ctx: &'a Ctx, body: &ContractAction) -> Result<Self, Fail> {
        let (db, me) = open_agent(ctx)?;
        let id = params::id(body.contract_id.as_ref(), "contractId")?;
        let remark = checked_remark(body.remark.as_deref())?;
        let idx = party_contract(&db, me.id, id)?;
        Ok(Self { db, me, idx, remark })
    }
}

/// What accept, reject and terminate answer: the contract, and any others ended as a consequence.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ActionAnswer {
    /// The contract after the action, as the caller sees it.
    pub contract: ContractView,
    /// Contracts further down the chain that ended (or offers voided) automatically.
    pub automatically_ended: Vec<Affected>,
}

/// `POST /wps/agent/contracts/accept`: the counterparty accepts an offer or a termination request.
pub async fn accept(ctx: Ctx, Payload(body): Payload<ContractAction>) -> Reply<ActionAnswer> {
    let Action { mut db, me, idx, remark } = Action::open(&ctx, &body)?;
    answerable(&db.agent.contracts[idx], me.id)?;
    let c = db.agent.contracts[idx].clone();
    let ended = match c.state {
        ContractState::Pending => {
            // The offer must still be within what the upline earns.
            let payer_rate = c.upline_id.and_then(|u| own_contract(&db, u, c.kind)).map(|o| o.terms.rate_bp);
            if payer_rate.is_none_or(|r| r < c.terms.rate_bp) {
                return Err(Fail::business(code::CONTRACT_RATE, "The offer exceeds what your upline now earns"));
            }
            if let Some(old) = c.replaces.and_then(|old| db.agent.contracts.iter_mut().find(|o| o.id == old))
                && old.in_force()
            {
                old.end(ContractState::Terminated, EndReason::Replaced, me.now);
            }
            let accepted = &mut db.agent.contracts[idx];
            accepted.state = ContractState::Active;
            accepted.close_request();
            accepted.active_from_ms = Some(me.now);
            accepted.settled_until_ms = me.now;
            tell_requester(&mut db, &c, &me, true);
            enforce_chain(&mut db, c.downline_id, c.kind, me.now)
        }
        _ => {
            db.agent.contracts[idx].end(ContractState::Terminated, EndReason::TerminationAccepted, me.now);
            tell_requester(&mut db, &c, &me, true);
            enforce_chain(&mut db, c.downline_id, c.kind, me.now)
        }
    };
    finish(&mut db, idx, &me, remark, ended)
}

/// `POST /wps/agent/contracts/reject`: the counterparty turns down an offer or a termination request.
pub async fn reject(ctx: Ctx, Payload(body): Payload<ContractAction>) -> Reply<ActionAnswer> {
    let Action { mut db, me, idx, remark } = Action::open(&ctx, &body)?;
    answerable(&db.agent.contracts[idx], me.id)?;
    let c = db.agent.contracts[idx].clone();
    let contract = &mut db.agent.contracts[idx];
    if c.state == ContractState::Pending {
        contract.end(ContractState::Rejected, EndReason::Rejected, me.now);
    } else {
        contract.state = ContractState::Active;
        contract.close_request();
    }
    tell_requester(&mut db, &c, &me, false);
    finish(&mut db, idx, &me, remark, Vec::new())
}

/// `POST /wps/agent/contracts/terminate`: the upline ends a contract at once, or withdraws its offer.
pub async fn terminate(ctx: Ctx, Payload(body): Payload<ContractAction>) -> Reply<ActionAnswer> {
    let Action { mut db, me, idx, remark } = Action::open(&ctx, &body)?;
    let c = db.agent.contracts[idx].clone();
    if c.upline_id.is_none() {
        return Err(platform_managed());
    }
    if c.upline_id != Some(me.id) {
        return Err(Fail::business(
            code::CONTRACT_FORBIDDEN,
            "Only the upline can terminate a contract; send a termination request instead",
        ));
    }
    let ended = match c.state {
        ContractState::Pending => {
            db.agent.contracts[idx].end(ContractState::Cancelled, EndReason::Withdrawn, me.now);
            Vec::new()
        }
        ContractState::Active | ContractState::TerminationPending => {
            db.agent.contracts[idx].end(ContractState::Terminated, EndReason::TerminatedByUpline, me.now);
            let who = name(&db, me.id);
            notify_pair(&mut db, c.downline_id, me.now, c.kind, |k, th| {
                if th {
                    (format!("สัญญา{k}สิ้นสุดแล้ว"), format!("{who} ได้ยกเลิกสัญญา{k}ของคุณ"))
                } else {
                    (format!("{k} contract terminated"), format!("{who} terminated your {k} contract."))
                }
            });
            enforce_chain(&mut db, c.downline_id, c.kind, me.now)
        }
        _ => return Err(Fail::business(code::CONTRACT_STATE, "This contract has already ended")),
    };
    finish(&mut db, idx, &me, remark, ended)
}

/// A remark of at most 140 characters (the spec's limit for free texts), trimmed.
fn checked_remark(remark: Option<&str>) -> Result<String, Fail> {
    let remark = remark.map(str::trim).unwrap_or_default();
    if remark.chars().count() > 140 {
        return Err(Fail::business(wire::REQUEST_PARAM_ERR, "The remark may have at most 140 characters"));
    }
    Ok(remark.to_owned())
}

fn finish(db: &mut Db, idx: usize, me: &Caller, remark: String, ended: Vec<Affected>) -> Reply<ActionAnswer> {
    if !remark.is_empty() {
        db.agent.contracts[idx].remark = remark;
    }
    Ok(Answer(ActionAnswer {
        contract: view(db, &db.agent.contracts[idx], me.id, me.thai),
        automatically_ended: ended,
    }))
}

/// The index of contract `id` if `me` is a party to it.
fn party_contract(db: &Db, me: MemberId, id: u64) -> Result<usize, Fail> {
    db.agent
        .contracts
        .iter()
        .position(|c| c.id == id && c.is_party(me))
        .ok_or_else(|| Fail::business(code::CONTRACT_NOT_FOUND, format!("Contract {id} was not found")))
}

/// Only the counterparty answers an open request.
fn answerable(c: &Contract, me: MemberId) -> Result<(), Fail> {
    match c.state {
        ContractState::Pending | ContractState::TerminationPending if c.requested_by == Some(me) => {
            Err(Fail::business(code::CONTRACT_FORBIDDEN, "You made this request: the other side accepts or rejects it"))
        }
        ContractState::Pending | ContractState::TerminationPending => Ok(()),
        _ => Err(Fail::business(code::CONTRACT_STATE, "This contract has no request waiting for an answer")),
    }
}

fn platform_managed() -> Fail {
    Fail::business(code::CONTRACT_FORBIDDEN, "Contracts with the platform are managed by the operator")
}

fn name(db: &Db, id: MemberId) -> String {
    db.members.get(&id).map(|m| m.username.clone()).unwrap_or_default()
}

/// Tells the author of a request how it was answered.
fn tell_requester(db: &mut Db, c: &Contract, me: &Caller, accepted: bool) {
    let Some(requester) = c.requested_by else { return };
    let who = name(db, me.id);
    let termination = c.state == ContractState::TerminationPending;
    notify_pair(db, requester, me.now, c.kind, |k, th| {
        let what = match (termination, th) {
            (true, false) => "termination request",
            (false, false) => "offer",
            (true, true) => "คำขอยกเลิก",
            (false, true) => "ข้อเสนอ",
        };
        match (accepted, th) {
            (true, false) => (format!("{k} contract: {what} accepted"), format!("{who} accepted your {what}.")),
            (false, false) => (format!("{k} contract: {what} rejected"), format!("{who} rejected your {what}.")),
            (true, true) => (format!("สัญญา{k}: {what}ได้รับการตอบรับ"), format!("{who} ตอบรับ{what}ของคุณแล้ว")),
            (false, true) => (format!("สัญญา{k}: {what}ถูกปฏิเสธ"), format!("{who} ปฏิเสธ{what}ของคุณ")),
        }
    });
}

/// A personal notice in both languages; `text(kind name, thai)` gives (title, content).
fn notify_pair(db: &mut Db, to: MemberId, now: i64, kind: ContractKind, text: impl Fn(&str, bool) -> (String, String)) {
    let en = text(kind.name(false), false);
    let th = text(kind.name(true), true);
    notify(db, to, now, en, th);
}

/// After `member`'s own rate for `kind` changed or ended: every contract it pays above that rate ends,
/// and so on down the chain; its offers above the rate are voided. Returns what ended.
pub fn enforce_chain(db: &mut Db, member: MemberId, kind: ContractKind, now: i64) -> Vec<Affected> {
    let mut ended = Vec::new();
    let mut queue = vec![member];
    while let Some(payer) = queue.pop() {
        let own_rate = own_contract(db, payer, kind).map(|c| c.terms.rate_bp);
        let reason = if own_rate.is_some() { EndReason::UplineRateLowered } else { EndReason::UplineContractEnded };
        let over: Vec<usize> = (0..db.agent.contracts.len())
            .filter(|&i| {
                let c = &db.agent.contracts[i];
                c.upline_id == Some(payer)
                    && c.kind == kind
                    && (c.in_force() || c.state == ContractState::Pending)
                    && own_rate.is_none_or(|r| c.terms.rate_bp > r)
            })
            .collect();
        for i in over {
            let c = &mut db.agent.contracts[i];
            let was_offer = c.state == ContractState::Pending;
            if was_offer {
                c.end(ContractState::Cancelled, reason, now);
            } else {
                c.end(ContractState::Terminated, reason, now);
            }
            let (id, downline, rate) = (c.id, c.downline_id, c.terms.rate_bp);
            ended.push(Affected { id, downline: name(db, downline), rate: money(rate) });
            let upline_name = name(db, payer);
            notify_pair(db, downline, now, kind, |k, th| {
                if th {
                    (
                        format!("สัญญา{k}ถูกยกเลิกโดยอัตโนมัติ"),
                        format!(
                            "อัตรา {:.2}% ของคุณสูงกว่าอัตราที่ {upline_name} ได้รับในขณะนี้ สัญญาจึงสิ้นสุดโดยอัตโนมัติ",
                            money(rate)
                        ),
                    )
                } else {
                    (
                        format!("{k} contract ended automatically"),
                        format!(
                            "Your rate of {:.2}% is above what {upline_name} now earns, so the contract ended automatically.",
                            money(rate)
                        ),
                    )
                }
            });
            if !was_offer {
                queue.push(downline);
            }
        }
    }
    ended
}
