//! `GET /wps/member/info/funds/consolidated` (catalogued with the wallet): the consolidated contract
//! settings that decide which agent-menu entries the front shows (spec 001 §3, §6). Each flag comes
//! from the caller's own contracts: 0 = none, 1 = a contract in force, 2 = an offer waiting for the
//! caller's answer (so the entry shows and the offer can be answered). Any member may call it; for
//! non-agents and trial accounts every flag is 0.

use serde::Serialize;

use super::contracts::{ContractKind, ContractState, own_contract};
use super::team::Team;
use super::{is_agent_type, refresh};
use crate::base::{MemberId, customer_type, money};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// The answer of `GET /wps/member/info/funds/consolidated`: one flag per contract kind (0 none, 1 in force, 2 an offer
/// waits for an answer) and the member's agency facts.
#[derive(Debug, Serialize)]
pub struct Consolidated {
    /// Daily wages.
    pub dailysalreqtype: u8,
    /// Dividends.
    pub divtypereq: u8,
    /// Hourly salary.
    pub contracthoursalreq: u8,
    /// Real-time salary.
    pub realtimesalreqtype: u8,
    /// The member's agency facts and own contracts.
    pub info: Info,
}

/// The member's agency facts, under `info` in the consolidated answer.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Info {
    /// Whether the member's customer type is an agent's (1, 2, 41 or 42).
    pub is_agent: bool,
    /// Whether the member is a trial account (type 4).
    pub is_trial: bool,
    /// The member's customer type.
    pub customer_type: i32,
    /// Whether the member has an upline.
    pub to_upline: bool,
    /// The upline's user name, if any.
    pub upline_name: Option<String>,
    /// How many members have this one as their upline.
    pub direct_downlines: usize,
    /// Everyone below the member, every level.
    pub team_size: usize,
    /// Contract requests (offers or termination requests) waiting for this member's answer.
    pub pending_contract_requests: usize,
    /// Whether the member may register downlines (agents only).
    pub can_register_downline: bool,
    /// Whether the member may send money to downlines: an agent with a team and a positive balance.
    pub can_transfer_to_downline: bool,
    /// The member's main wallet balance, two decimals (for clients that read the balance here).
    pub sum_balance: f64,
    /// The member's currency code, e.g. `THB`.
    pub currency: String,
    /// The member's own dividend contract in force; `null` if none (or not an agent).
    pub dividend: Option<Brief>,
    /// The member's own daily-wages contract in force; `null` if none.
    pub daily_salary: Option<Brief>,
    /// The member's own hourly-salary contract in force; `null` if none.
    pub hourly_salary: Option<Brief>,
    /// The member's own real-time salary contract in force; `null` if none.
    pub realtime_salary: Option<Brief>,
}

/// The member's own contract of one kind.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Brief {
    /// The contract's id.
    pub contract_id: u64,
    /// Its rate, in percent.
    pub rate: f64,
    /// How often it settles.
    pub period: super::Period,
    /// Where it stands (`ACTIVE`, or `TERMINATION_PENDING`).
    pub state: ContractState,
}

/// `GET /wps/member/info/funds/consolidated`: the member's contract flags and agency facts; any member may call it,
/// non-agents get zeros.
pub async fn consolidated(ctx: Ctx) -> Reply<Consolidated> {
    let id = ctx.member()?;
    let mut db = ctx.db().lock();
    let now = db.agent.now();
    refresh(&mut db, now);
    let member = db.members.get(&id).cloned().ok_or_else(Fail::not_logged_in)?;
    let agent = is_agent_type(member.customer_type);
    let flag = |kind| if agent { flag(&db, id, kind) } else { 0 };
    let brief = |kind| {
        own_contract(&db, id, kind).filter(|_| agent).map(|c| Brief {
            contract_id: c.id,
            rate: money(c.terms.rate_bp),
            period: c.terms.period,
            state: c.state,
        })
    };
    let team = Team::of(&db, id);
    let upline = member.upline.and_then(|u| db.members.get(&u));
    Ok(Answer(Consolidated {
        dailysalreqtype: flag(ContractKind::DailySalary),
        divtypereq: flag(ContractKind::Dividend),
        contracthoursalreq: flag(ContractKind::HourlySalary),
        realtimesalreqtype: flag(ContractKind::RealtimeSalary),
        info: Info {
            is_agent: agent,
            is_trial: member.customer_type == customer_type::TRIAL,
            customer_type: member.customer_type,
            to_upline: upline.is_some(),
            upline_name: upline.map(|u| u.username.clone()),
            direct_downlines: team.iter().filter(|(_, level)| *level == 1).count(),
            team_size: team.len(),
            pending_contract_requests: if agent {
                db.agent.contracts.iter().filter(|c| c.awaits(id)).count()
            } else {
                0
            },
            can_register_downline: agent,
            can_transfer_to_downline: agent && team.len() > 0 && member.balance_cents > 0,
            sum_balance: money(member.balance_cents),
            currency: member.currency.clone(),
            dividend: brief(ContractKind::Dividend),
            daily_salary: brief(ContractKind::DailySalary),
            hourly_salary: brief(ContractKind::HourlySalary),
            realtime_salary: brief(ContractKind::RealtimeSalary),
        },
    }))
}

fn flag(db: &Db, id: MemberId, kind: ContractKind) -> u8 {
    if own_contract(db, id, kind).is_some() {
        1
    } else if db.agent.contracts.iter().any(|c| c.kind == kind && c.downline_id == id && c.awaits(id)) {
        2
    } else {
        0
    }
}
