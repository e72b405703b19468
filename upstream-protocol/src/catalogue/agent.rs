//! The agent centre: team, reports, downlines, dividends, salaries and contracts (spec 001 §2
//! "Agent centre", §4, §7 "Agent, contracts and salary"). Every call needs an agent's token.

use super::Call;
use crate::switches::Switch;

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/agent/announcements", "COMM3", "announcements for agents")
        .token()
        .part_of(Switch::AgentCentre)
        .html(&["content"])
        .real_account(),
    Call::get("/wps/agent/team/overview", "COMM3", "team size, deposits, bets and income at a glance")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::put("/wps/agent/downline/register", "COMM3", "register a downline account")
        .token()
        .part_of(Switch::AgentCentre)
        .encrypted()
        .real_account(),
    Call::get("/wps/agent/team/members", "COMM3", "team management: downlines, paged and searchable")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::get("/wps/agent/team/bets", "COMM3", "team betting records")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::get("/wps/agent/report/profitLoss", "COMM3", "profit and loss per downline")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::get("/wps/agent/report/income", "COMM3", "the agent's income report")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::get("/wps/agent/downline/transactions", "COMM3", "downline transaction details")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::post("/wps/agent/downline/transfer", "COMM3", "send money to a downline")
        .token()
        .part_of(Switch::AgentCentre)
        .encrypted()
        .real_account()
        .replay_guarded(),
    Call::get("/wps/agent/dividends", "COMM3", "dividend records").token().part_of(Switch::AgentCentre).real_account(),
    Call::get("/wps/agent/salary/daily", "COMM3", "daily wages").token().part_of(Switch::AgentCentre).real_account(),
    Call::get("/wps/agent/salary/hourly", "COMM3", "hourly salary").token().part_of(Switch::AgentCentre).real_account(),
    Call::get("/wps/agent/salary/realtime", "COMM3", "real-time salary (settles every 5 minutes)")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::get("/wps/agent/contracts", "COMM3", "contracts with the upline and with downlines")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::post("/wps/agent/contracts/request", "COMM3", "offer a contract (rate) to a downline, or ask to end one")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::post("/wps/agent/contracts/accept", "COMM3", "accept a contract request")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::post("/wps/agent/contracts/reject", "COMM3", "reject a contract request")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
    Call::post("/wps/agent/contracts/terminate", "COMM3", "terminate a contract")
        .token()
        .part_of(Switch::AgentCentre)
        .real_account(),
];
