//! `/__admin` switches of the money area, so a test can choose what a member starts from:
//! - `GET|PUT /__admin/wallet/single` `{"isSingle": true}`: a single-wallet merchant (no game wallets);
//! - `POST /__admin/wallet/clock` `{"advanceMinutes": 31}`: the wallet's clock moves on (every deposit
//!   and withdrawal of the merchant ages by that much, then whatever is due is applied: reviews,
//!   the withdrawal auto-confirm);
//! - `POST /__admin/members/{username}/reset`: the member's balances and records go back to the seed.
//!
//! `?merchant=` for one merchant, else every merchant the mock serves.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use crate::admin::{AdminMerchant, merchants};
use crate::input::{Payload, QueryFields};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, MemberId, Mock, money, now_ms};

pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wallet/single", get(read_single).put(put_single))
        .route("/wallet/clock", post(advance_clock))
        .route("/members/{username}/reset", post(reset))
}

/// A merchant's wallet mode.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SingleWallet {
    pub is_single: bool,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MerchantWallet {
    merchant: String,
    is_single: bool,
}

async fn read_single(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<MerchantWallet>> {
    set_single(&mock, &which, None)
}

async fn put_single(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(wanted): Payload<SingleWallet>,
) -> Reply<Vec<MerchantWallet>> {
    set_single(&mock, &which, Some(wanted.is_single))
}

fn set_single(mock: &Mock, which: &AdminMerchant, new: Option<bool>) -> Reply<Vec<MerchantWallet>> {
    let mut answer = Vec::new();
    for (merchant, db) in merchants(mock, &which.merchant)? {
        let wallet = &mut db.lock().wallet;
        if let Some(single) = new {
            wallet.is_single = single;
        }
        answer.push(MerchantWallet { merchant: merchant.clone(), is_single: wallet.is_single });
    }
    answer.sort_by(|a, b| a.merchant.cmp(&b.merchant));
    Ok(Answer(answer))
}

/// How far the clock moves.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockStep {
    pub advance_minutes: i64,
}

/// The longest step: a week (the longest period any money or rewards rule waits for).
const MAX_STEP_MINUTES: i64 = 7 * 24 * 60;

/// Answers how many records aged.
async fn advance_clock(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(step): Payload<ClockStep>,
) -> Reply<usize> {
    if !(1..=MAX_STEP_MINUTES).contains(&step.advance_minutes) {
        return Err(Fail::bad_param(format!("advanceMinutes must be 1 to {MAX_STEP_MINUTES}")));
    }
    let ms = step.advance_minutes * 60_000;
    let mut aged = 0;
    for (_, db) in merchants(&mock, &which.merchant)? {
        let mut db = db.lock();
        aged += age_records(&mut db, ms);
        super::catch_up(&mut db, now_ms());
    }
    Ok(Answer(aged))
}

/// Moves every deposit's and withdrawal's timestamps `ms` into the past.
fn age_records(db: &mut Db, ms: i64) -> usize {
    for d in &mut db.wallet.deposits {
        d.submitted_ms -= ms;
        d.decided_ms = d.decided_ms.map(|t| t - ms);
    }
    for w in &mut db.wallet.withdrawals {
        w.submitted_ms -= ms;
        w.decided_ms = w.decided_ms.map(|t| t - ms);
        w.confirmed_ms = w.confirmed_ms.map(|t| t - ms);
    }
    db.wallet.deposits.len() + db.wallet.withdrawals.len()
}

/// A member's state after a reset.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResetMember {
    merchant: String,
    user_name: String,
    /// The main wallet plus the game wallets.
    sum_balance: f64,
}

/// Puts a seeded member's balances (main and game wallets, points), payment password and records
/// (ledger, bets, deposits, withdrawals, bank cards, rebate, points, promotions, tickets, missions,
/// mailbox) back to a fresh seed's. Sessions and the login password stay: a logged-in test goes on.
async fn reset(
    State(mock): State<Arc<Mock>>,
    Path(username): Path<String>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<ResetMember>> {
    let mut answer = Vec::new();
    for (merchant, db) in merchants(&mock, &which.merchant)? {
        let mut db = db.lock();
        let Some(id) = db.member_by_name(&username).map(|m| m.id) else { continue };
        let fresh = crate::seed::database();
        if fresh.members.get(&id).is_none_or(|m| !m.username.eq_ignore_ascii_case(&username)) {
            return Err(Fail::new(
                StatusCode::CONFLICT,
                "member.not.seeded",
                format!("{username} is not a seeded member"),
            ));
        }
        reset_members(&mut db, fresh, &BTreeSet::from([id]));
        let sum = sum_balance(&db, id);
        answer.push(ResetMember { merchant: merchant.clone(), user_name: username.clone(), sum_balance: money(sum) });
    }
    if answer.is_empty() {
        return Err(Fail::new(StatusCode::NOT_FOUND, "USER_NOT_EXIST", "No such member"));
    }
    Ok(Answer(answer))
}

fn sum_balance(db: &Db, id: MemberId) -> i64 {
    let main = db.members.get(&id).map_or(0, |m| m.balance_cents);
    main + db.wallet.game_wallets.get(&id).map_or(0, |w| w.values().sum())
}

/// Replaces these members' part of `db` with their part of `fresh` (a fresh seed, where each id is
/// the same member): balances, payment password, ledger, wallet and rewards records.
pub fn reset_members(db: &mut Db, mut fresh: Db, ids: &BTreeSet<MemberId>) {
    for id in ids {
        if let (Some(member), Some(seeded)) = (db.members.get_mut(id), fresh.members.remove(id)) {
            member.balance_cents = seeded.balance_cents;
            member.payment_password = seeded.payment_password;
        }
    }
    db.ledger.replace_members(fresh.ledger, ids);
    db.wallet.replace_members(fresh.wallet, ids);
    db.rewards.replace_members(fresh.rewards, ids);
}
