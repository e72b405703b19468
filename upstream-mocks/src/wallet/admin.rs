//! `/__admin` switches of the money area, so a test can choose what a member starts from:
//! - `GET|PUT /__admin/wallet/single` `{"isSingle": true}`: a single-wallet merchant (no game wallets);
//! - `POST /__admin/wallet/clock` `{"advanceMinutes": 31}`: the wallet's clock moves on (every deposit
//!   and withdrawal of the merchant ages by that much, then whatever is due is applied: reviews,
//!   the withdrawal auto-confirm);
//!
//! (`POST /__admin/members/{username}/reset` is mock-wide: `crate::admin` composes each area's part.)
//!
//! `?merchant=` for one merchant, else every merchant the mock serves.

use std::sync::Arc;

use axum::extract::State;
use axum::http::Method;
use serde::{Deserialize, Serialize};

use crate::admin_call::{AdminMerchant, each_merchant, merchants};
use crate::admin_call::{Call, MERCHANT};
use crate::base::{MemberId, now_ms};
use crate::input::{Payload, QueryFields};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Mock};

/// The wallet area's `/__admin` calls: read and set single-wallet mode, move the wallet's clock on.
pub fn admin_calls() -> Vec<Call> {
    vec![
        Call::new(
            Method::GET,
            "/wallet/single",
            "Whether merchants are single-wallet",
            r#"[{"merchant": "veneerdemo", "isSingle": false}]"#,
            read_single,
        )
        .query(&[MERCHANT]),
        Call::new(
            Method::PUT,
            "/wallet/single",
            "A single-wallet merchant (no game wallets), or not",
            r#"[{"merchant": "veneerdemo", "isSingle": true}]"#,
            put_single,
        )
        .query(&[MERCHANT])
        .body(r#"{"isSingle": true}"#),
        Call::new(
            Method::POST,
            "/wallet/clock",
            "The wallet's clock moves on: deposit reviews, the withdrawal auto-confirm (answers how many records aged)",
            "12",
            advance_clock,
        )
        .query(&[MERCHANT])
        .body(r#"{"advanceMinutes": 30}"#),
    ]
}

/// A merchant's wallet mode.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SingleWallet {
    /// Whether the merchant runs a single wallet (no game wallets).
    pub is_single: bool,
}

/// One merchant's wallet mode, as `GET`/`PUT /__admin/wallet/single` answers it.
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
    each_merchant(mock, which, |merchant, db| {
        if let Some(single) = new {
            db.wallet.is_single = single;
        }
        Ok(MerchantWallet { merchant: merchant.to_owned(), is_single: db.wallet.is_single })
    })
}

/// How far the clock moves.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockStep {
    /// Minutes to move the clock on, 1 to 10,080.
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
    for (_, db) in merchants(&mock, which.merchant.as_deref())? {
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

/// A member's main wallet plus every game wallet, in hundredths (what a member reset answers).
pub fn sum_balance(db: &Db, id: MemberId) -> i64 {
    let main = db.members.get(&id).map_or(0, |m| m.balance_cents);
    main + db.wallet.game_wallets.get(&id).map_or(0, |w| w.values().sum())
}
