//! `/__admin/agent/…`: what tests and integrators need to see the agency at work without waiting.
//! - `GET|PUT|DELETE /agent/clock`: the agency clock (`{"offsetMs": n}` sets it, `{"advanceMinutes": n}`
//!   moves it on); whatever period closes on the way is settled at once;
//! - `POST /agent/reset`: the agency back to its seed (agents and their teams' balances and records,
//!   contracts, settled periods, notices, the clock);
//! - `POST /agent/bets`: a settled bet by a team member at the agency clock's now, so a period has
//!   something to pay on.
//!
//! `?merchant=` for one merchant, else every merchant the mock serves.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::extract::State;
use axum::http::{Method, StatusCode};
use serde::{Deserialize, Serialize};

use super::{is_agent_type, refresh};
use crate::admin_call::{AdminMerchant, AreaClock, CLOCKS, Clock, each_merchant, merchants, move_clocks};
use crate::admin_call::{Call, MERCHANT};
use crate::base::{MemberId, money};
use crate::input::{Payload, QueryFields};
use crate::ledger::{Bet, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Mock};

/// The agent area's `/__admin` calls: the agency clock, the agency reset and placing a settled bet.
pub fn admin_calls() -> Vec<Call> {
    vec![
        Call::new(Method::GET, "/agent/clock", "The agency clock", CLOCKS, read_clock).query(&[MERCHANT]),
        Call::new(
            Method::PUT,
            "/agent/clock",
            "Set the agency clock (offsetMs) or move it on (advanceMinutes); closed periods settle at once",
            CLOCKS,
            set_clock,
        )
        .query(&[MERCHANT])
        .body(r#"{"advanceMinutes": 1440}"#),
        Call::new(Method::DELETE, "/agent/clock", "The agency clock at the wall clock", CLOCKS, reset_clock)
            .query(&[MERCHANT]),
        Call::new(
            Method::POST,
            "/agent/reset",
            "The agency back to its seed",
            r#"[{"merchant": "veneerdemo", "agents": [{"userName": "agent01", "balance": 5000.0}], "members": 18, "detached": []}]"#,
            reset,
        )
        .query(&[MERCHANT]),
        Call::new(
            Method::POST,
            "/agent/bets",
            "A settled bet by a team member at the agency clock's now",
            r#"[{"merchant": "veneerdemo", "betId": 9001, "userName": "malee1990", "time": 1795304461137, "balance": 750.0}]"#,
            place_bet,
        )
        .query(&[MERCHANT])
        .body(r#"{"username": "malee1990", "stake": 250, "payout": 0}"#)
        .conflict("The stake is above the member's balance", "balance.insufficient"),
    ]
}

/// Exactly one of the two.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct SetClock {
    /// The offset to use (from 0: the agency never runs behind the wall clock), or…
    offset_ms: Option<i64>,
    /// …how far to move the clock on from where it is.
    advance_minutes: Option<i64>,
}

/// Ten years ahead at most: enough for any period, and no overflow in the period arithmetic.
const MAX_OFFSET_MS: i64 = 10 * 366 * 86_400_000;

async fn read_clock(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<Clock>> {
    move_clocks(&mock, &which, &AGENCY_CLOCK, Ok)
}

/// `PUT {"offsetMs": n}` or `{"advanceMinutes": n}`. Moving the clock back (a smaller offset) settles
/// nothing twice: each contract remembers how far it was settled.
async fn set_clock(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(body): Payload<SetClock>,
) -> Reply<Vec<Clock>> {
    match (body.offset_ms, body.advance_minutes) {
        (Some(offset), None) => {
            let offset = within_range(offset)?;
            move_clocks(&mock, &which, &AGENCY_CLOCK, |_| Ok(offset))
        }
        (None, Some(minutes)) if minutes > 0 => {
            let step = minutes.checked_mul(60_000).ok_or_else(out_of_range)?;
            move_clocks(&mock, &which, &AGENCY_CLOCK, |offset| within_range(offset.saturating_add(step)))
        }
        (None, Some(_)) => Err(Fail::bad_param("advanceMinutes must be at least 1")),
        _ => Err(Fail::bad_param("Give exactly one of offsetMs and advanceMinutes")),
    }
}

/// `DELETE`: the wall clock again.
async fn reset_clock(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<Clock>> {
    move_clocks(&mock, &which, &AGENCY_CLOCK, |_| Ok(0))
}

fn out_of_range() -> Fail {
    Fail::bad_param("The agency clock may run from 0 to ten years ahead of the wall clock")
}

fn within_range(offset: i64) -> Result<i64, Fail> {
    if !(0..=MAX_OFFSET_MS).contains(&offset) {
        return Err(out_of_range());
    }
    Ok(offset)
}

/// The agency's clock in a merchant's database. Periods that close as it moves are settled at once, not
/// at the next agent call: balances read elsewhere (the wallet) agree at once.
const AGENCY_CLOCK: AreaClock = AreaClock {
    offset: |db| &mut db.agent.clock_offset_ms,
    moved: |db| {
        let now = db.agent.now();
        refresh(db, now);
        now
    },
};

/// A merchant's agency after a reset.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResetAgency {
    merchant: String,
    /// The seeded agents and their balances, by user name.
    agents: Vec<AgentBalance>,
    /// Members of the seeded teams (agents included) put back.
    members: usize,
    /// Accounts registered into a seeded team since, now without an upline.
    detached: Vec<String>,
}

/// A seeded agent's balance after the agency reset.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AgentBalance {
    user_name: String,
    balance: f64,
}

/// Puts the agency back to a fresh seed's: every seeded agent and team member gets its seeded
/// balances and records (ledger, bets, wallet, rewards), and the contracts, settled periods,
/// announcements and last logins are the seed's, with the clock at the wall clock's time. Accounts
/// registered into a team since keep existing (sessions, user names) but leave the team. Sessions
/// and login passwords stay, so a logged-in test goes on.
async fn reset(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<ResetAgency>> {
    each_merchant(&mock, &which, |merchant, db| Ok(reset_agency(db, Db::seeded(), merchant)))
}

fn reset_agency(db: &mut Db, mut fresh: Db, merchant: &str) -> ResetAgency {
    let seeded = agency_members(&fresh);
    // Registered into a seeded team since the seed (not in the fresh one): cut loose from it.
    let mut detached = Vec::new();
    for member in db.members.values_mut() {
        let joined_since = !fresh.members.contains_key(&member.id);
        if joined_since && member.upline.is_some_and(|upline| seeded.contains(&upline)) {
            member.upline = None;
            detached.push(member.username.clone());
        }
    }
    detached.sort();
    let mut agents: Vec<AgentBalance> = seeded
        .iter()
        .filter_map(|id| fresh.members.get(id))
        .filter(|m| is_agent_type(m.customer_type))
        .map(|m| AgentBalance { user_name: m.username.clone(), balance: money(m.balance_cents) })
        .collect();
    agents.sort_by(|a, b| a.user_name.cmp(&b.user_name));
    let agency = std::mem::take(&mut fresh.agent);
    db.reset_members(fresh, &seeded);
    db.agent = agency;
    ResetAgency { merchant: merchant.to_owned(), agents, members: seeded.len(), detached }
}

/// The seeded agents and everyone below them.
fn agency_members(db: &Db) -> BTreeSet<MemberId> {
    let children = super::team::children(db);
    let mut all = BTreeSet::new();
    let mut frontier: Vec<MemberId> =
        db.members.values().filter(|m| is_agent_type(m.customer_type)).map(|m| m.id).collect();
    while let Some(id) = frontier.pop() {
        if all.insert(id) {
            frontier.extend(children.get(&id).into_iter().flatten().copied());
        }
    }
    all
}

/// A bet to record.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct PlaceBet {
    username: String,
    /// Baht.
    stake: f64,
    /// What the round paid back, baht (0: lost).
    payout: f64,
}

/// The answer of `POST /__admin/agent/bets`: the bet placed and the member's balance after.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlacedBet {
    merchant: String,
    bet_id: u64,
    user_name: String,
    time: i64,
    balance: f64,
}

/// The largest stake: the games' own limit.
const MAX_STAKE_CENTS: i64 = crate::games::play::MAX_BET_CENTS;

/// `POST {"username": "malee1990", "stake": 250, "payout": 0}`: a round of Mahjong Ways 2 settled at
/// the agency clock's now (a valid bet of the whole stake), moving the member's balance.
async fn place_bet(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(body): Payload<PlaceBet>,
) -> Reply<Vec<PlacedBet>> {
    let cents = |baht: f64| (baht * 100.0).round() as i64;
    let (stake, payout) = (cents(body.stake), cents(body.payout));
    if !(1..=MAX_STAKE_CENTS).contains(&stake) || !(0..=MAX_STAKE_CENTS * 1_000).contains(&payout) {
        return Err(Fail::bad_param(format!(
            "stake must be 0.01 to {:.2} and payout 0 or more",
            money(MAX_STAKE_CENTS)
        )));
    }
    let mut answer = Vec::new();
    for (merchant, db) in merchants(&mock, which.merchant.as_deref())? {
        let mut db = db.lock();
        let Some(member) = db.member_by_name(&body.username).map(|m| (m.id, m.balance_cents)) else { continue };
        let (id, balance) = member;
        if balance < stake {
            return Err(Fail::new(StatusCode::CONFLICT, "balance.insufficient", "The stake is above the balance"));
        }
        let now = db.agent.now();
        let bet_id = db.ledger.record_bet(Bet {
            id: 0,
            member_id: id,
            game_type: "RNG".into(),
            vendor: "PG".into(),
            game_name: "Mahjong Ways 2".into(),
            bet_cents: stake,
            valid_bet_cents: stake,
            payout_cents: payout,
            time_ms: now,
        });
        let after = crate::wallet::post(
            &mut db,
            id,
            TxKind::BetSettlement,
            payout - stake,
            &format!("RNG PG Mahjong Ways 2 #{bet_id}"),
            now,
        )?;
        answer.push(PlacedBet {
            merchant: merchant.clone(),
            bet_id,
            user_name: body.username.clone(),
            time: now,
            balance: money(after),
        });
    }
    if answer.is_empty() {
        return Err(Fail::new(StatusCode::NOT_FOUND, "USER_NOT_EXIST", "No such member"));
    }
    Ok(Answer(answer))
}
