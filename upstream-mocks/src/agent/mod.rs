//! The agent centre (spec 001 §2 "Agent centre", §3, §4, §6, §7): team overview and management,
//! downline registration and transfers, team reports from the shared ledger, contracts between an
//! upline and its downline agents, and the dividends and salaries those contracts settle.
//!
//! Every call here is for agents only (customer types 1, 2, 41 and 42); anyone else, trial accounts
//! included, is refused with "Non-agents cannot log in". Before a call is answered, every settlement
//! period that has closed since the last call is settled ([`settlement::settle_due`]), so salary lists
//! grow as the clock runs without any background task. The consolidated contract flags
//! (`/wps/member/info/funds/consolidated`, catalogued with the wallet) are answered here too: they
//! are derived from the same contracts.

pub mod admin;
mod announcements;
mod consolidated;
mod contracts;
mod params;
mod period;
mod reports;
mod seed;
mod settlement;
mod team;

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::Router;
use axum::routing::{get, post, put};
use parking_lot::MutexGuard;
use serde::{Deserialize, Serialize};

pub use self::announcements::Announcement;
pub use self::contracts::{Contract, ContractKind, ContractState, Terms};
pub use self::period::Period;
pub use self::seed::seed;
pub use self::settlement::{Settlement, SettlementStatus, settle_due};
use crate::base::{MemberId, now_ms};
use crate::reply::Fail;
use crate::state::Ctx;
use crate::state::{Db, Mock};

pub use crate::base::customer_type::{AGENT_TYPES, is_agent_type};

/// Error codes of this area (the protocol names none for agent calls; see docs/agent.md).
pub mod code {
    /// A member that is not an agent (or a trial account) called an agent call.
    pub const NOT_AGENT: &str = "agent.not.agent";
    /// The named member is not in the agent's team (or not a direct downline where one is needed).
    pub const NOT_DOWNLINE: &str = "agent.not.downline";
    /// A downline registration chose a user name that exists.
    pub const USERNAME_TAKEN: &str = "agent.username.exists";
    /// The agent's password did not match.
    pub const WRONG_PASSWORD: &str = "agent.password.wrong";
    /// Not enough money for a transfer.
    pub const INSUFFICIENT_BALANCE: &str = "agent.balance.insufficient";
    /// No such contract, or not one the agent is a party to.
    pub const CONTRACT_NOT_FOUND: &str = "agent.contract.not.found";
    /// The contract is not in a state that allows this action.
    pub const CONTRACT_STATE: &str = "agent.contract.state";
    /// The agent is a party but not the one who may take this action.
    pub const CONTRACT_FORBIDDEN: &str = "agent.contract.forbidden";
    /// The offered rate is above what the agent itself earns, or the agent has no such contract.
    pub const CONTRACT_RATE: &str = "agent.contract.rate";
}

/// Per-merchant agency state: contracts, their settlements, agent announcements, last logins and the
/// agency clock.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AgentState {
    /// Every contract and offer, ended ones included.
    pub contracts: Vec<Contract>,
    /// Every settled period of every contract.
    pub settlements: Vec<Settlement>,
    /// Operator notices to agents and personal notices.
    pub announcements: Vec<Announcement>,
    /// When each member last logged in (the member record has no such field; sessions are observed
    /// on every agent call).
    pub last_login_ms: BTreeMap<MemberId, i64>,
    /// How far the agency's clock runs ahead of the wall clock. Tests and integrators move it forward
    /// to see periods close and settle without waiting.
    pub clock_offset_ms: i64,
}

impl AgentState {
    /// The agency's "now".
    pub fn now(&self) -> i64 {
        now_ms() + self.clock_offset_ms
    }
}

/// The agent behind a call.
#[derive(Debug, Clone, Copy)]
pub struct Caller {
    /// The calling agent.
    pub id: MemberId,
    /// The agency clock at the start of the call.
    pub now: i64,
    /// Thai texts rather than English.
    pub thai: bool,
}

/// Opens the merchant's database for an agent call: the caller must be an agent, last logins are
/// noted and due settlements made.
pub fn open_agent(ctx: &Ctx) -> Result<(MutexGuard<'_, Db>, Caller), Fail> {
    let id = ctx.member()?;
    let mut db = ctx.db().lock();
    let member = db.members.get(&id).ok_or_else(Fail::not_logged_in)?;
    if !is_agent_type(member.customer_type) {
        return Err(Fail::business(code::NOT_AGENT, "Non-agents cannot log in"));
    }
    let now = db.agent.now();
    refresh(&mut db, now);
    Ok((db, Caller { id, now, thai: ctx.language == "TH" }))
}

/// Notes last logins from live sessions and settles every closed period.
pub fn refresh(db: &mut Db, now: i64) {
    let logins: Vec<(MemberId, i64)> = db.sessions.values().map(|s| (s.member_id, s.started_ms)).collect();
    for (member, started) in logins {
        let last = db.agent.last_login_ms.entry(member).or_default();
        *last = (*last).max(started);
    }
    settle_due(db, now);
}

/// This area's calls, plus the consolidated contract flags of the wallet's catalogue.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/agent/announcements", get(announcements::list))
        .route("/wps/agent/team/overview", get(team::overview))
        .route("/wps/agent/downline/register", put(team::register))
        .route("/wps/agent/team/members", get(team::members))
        .route("/wps/agent/team/bets", get(reports::team_bets))
        .route("/wps/agent/report/profitLoss", get(reports::profit_loss))
        .route("/wps/agent/report/income", get(reports::income))
        .route("/wps/agent/downline/transactions", get(reports::transactions))
        .route("/wps/agent/downline/transfer", post(team::transfer))
        .route("/wps/agent/dividends", get(settlement::dividends))
        .route("/wps/agent/salary/daily", get(settlement::daily))
        .route("/wps/agent/salary/hourly", get(settlement::hourly))
        .route("/wps/agent/salary/realtime", get(settlement::realtime))
        .route("/wps/agent/contracts", get(contracts::list))
        .route("/wps/agent/contracts/request", post(contracts::request))
        .route("/wps/agent/contracts/accept", post(contracts::accept))
        .route("/wps/agent/contracts/reject", post(contracts::reject))
        .route("/wps/agent/contracts/terminate", post(contracts::terminate))
        .route("/wps/member/info/funds/consolidated", get(consolidated::consolidated))
}
