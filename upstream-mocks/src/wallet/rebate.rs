//! Manual rebate (module `MANPLAYREB3`): a share of the valid bets placed since the member's last
//! claim, at a rate per game type, claimed by hand into the main wallet.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::{caught_up, caught_up_for_real_member, post, refusal};
use crate::base::{MemberId, money};
use crate::ledger::TxKind;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// Rates and claims.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RebateBook {
    /// Rebate per game type in basis points of valid bets (80 = 0.8 %).
    pub rates_bp: BTreeMap<String, i64>,
    /// The smallest claim.
    pub min_claim_cents: i64,
    /// When each member last claimed; bets after it count.
    pub last_claim_ms: HashMap<MemberId, i64>,
}

impl Default for RebateBook {
    fn default() -> Self {
        let rates = [
            ("RNG", 80),
            ("FISH", 80),
            ("LIVE", 50),
            ("PVP", 50),
            ("SPORTS", 60),
            ("ESPORTS", 60),
            ("COCKFIGHT", 40),
            ("LOTT", 30),
            ("ELOTT", 30),
            ("OTHER", 30),
        ];
        Self {
            rates_bp: rates.into_iter().map(|(t, r)| (t.to_owned(), r)).collect(),
            min_claim_cents: 100,
            last_claim_ms: HashMap::new(),
        }
    }
}

/// One game type's part of the manual rebate.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RebateRow {
    /// The game type, e.g. `RNG`, `LIVE`.
    pub game_type: String,
    /// Valid bets of this type since the last claim, two decimals.
    pub valid_bet: f64,
    /// Percent, e.g. 0.8.
    pub rate: f64,
    /// Rebate of this type, two decimals.
    pub rebate: f64,
}

/// The answer of `MCSFE_getManualRebate`: what a claim would credit now.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RebateOverview {
    /// Bets after this moment count (the last claim, or 0 when never claimed).
    pub last_claim_time: i64,
    /// Per game type with valid bets since the last claim.
    pub rows: Vec<RebateRow>,
    /// Valid bets over every type, two decimals.
    pub total_valid_bet: f64,
    /// Rebate a claim would credit now, two decimals.
    pub total_rebate: f64,
    /// The smallest rebate a claim credits, two decimals.
    pub minimum_claim: f64,
    /// Whether the rebate reaches the minimum claim.
    pub claimable: bool,
}

/// The rebate a member could claim now: per game type, and the total in hundredths.
pub fn compute(db: &Db, member_id: MemberId, now: i64) -> (i64, Vec<(String, i64, i64, i64)>) {
    let since = db.wallet.rebate.last_claim_ms.get(&member_id).copied().unwrap_or_default();
    let mut valid: BTreeMap<String, i64> = BTreeMap::new();
    for bet in db.ledger.bets_of(member_id).filter(|b| b.time_ms > since && b.time_ms <= now) {
        *valid.entry(bet.game_type.to_ascii_uppercase()).or_default() += bet.valid_bet_cents;
    }
    let rows: Vec<(String, i64, i64, i64)> = valid
        .into_iter()
        .map(|(game_type, cents)| {
            let rate = db.wallet.rebate.rates_bp.get(&game_type).copied().unwrap_or_default();
            let rebate = cents * rate / 10_000;
            (game_type, cents, rate, rebate)
        })
        .collect();
    (rows.iter().map(|r| r.3).sum(), rows)
}

fn overview_of(db: &Db, member_id: MemberId, now: i64) -> RebateOverview {
    let (total, rows) = compute(db, member_id, now);
    let book = &db.wallet.rebate;
    RebateOverview {
        last_claim_time: book.last_claim_ms.get(&member_id).copied().unwrap_or_default(),
        total_valid_bet: money(rows.iter().map(|r| r.1).sum()),
        rows: rows
            .into_iter()
            .map(|(game_type, valid, rate, rebate)| RebateRow {
                game_type,
                valid_bet: money(valid),
                rate: rate as f64 / 100.0,
                rebate: money(rebate),
            })
            .collect(),
        total_rebate: money(total),
        minimum_claim: money(book.min_claim_cents),
        claimable: total >= book.min_claim_cents,
    }
}

/// `GET /wps/relay/MCSFE_getManualRebate`.
pub async fn overview(ctx: Ctx) -> Reply<RebateOverview> {
    let id = ctx.member()?;
    let (db, now) = caught_up(&ctx);
    Ok(Answer(overview_of(&db, id, now)))
}

/// The answer of `MCSFE_claimManualRebate`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RebateClaimed {
    /// Rebate credited, two decimals.
    pub amount: f64,
    /// The main wallet balance after the credit, two decimals.
    pub balance: f64,
    /// When it was claimed, milliseconds since the epoch; the next count starts here.
    pub claim_time: i64,
}

/// `POST /wps/relay/MCSFE_claimManualRebate` `{}`: credits the rebate and starts counting again.
pub async fn claim(ctx: Ctx) -> Reply<RebateClaimed> {
    let id = ctx.member()?;
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    let (total, _) = compute(&db, id, now);
    let minimum = db.wallet.rebate.min_claim_cents;
    if total < minimum {
        return Err(Fail::business(
            refusal::NOTHING_TO_CLAIM,
            format!("The rebate is below the minimum claim of {:.2}", money(minimum)),
        ));
    }
    let balance = post(&mut db, id, TxKind::Rebate, total, "Manual rebate", now)?;
    db.wallet.rebate.last_claim_ms.insert(id, now);
    Ok(Answer(RebateClaimed { amount: money(total), balance: money(balance), claim_time: now }))
}
