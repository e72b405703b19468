//! `/__admin/rewards/…`: what tests and integrators need to play the raffles at will.
//! - `GET|PUT|DELETE /rewards/clock`: the rewards clock (`PUT {"offsetMs": n}` or `{"atMs": t}`,
//!   `DELETE` for the wall clock): promotion windows and raffle draws read it ([`super::clock`]), so a
//!   raffle can be tried before its start or after its end;
//! - `POST /rewards/chances` `{"username", "promotionId" or "raffleType", "count"}`: raffle chances for
//!   a member (reward-centre tickets, as a deposit would give), in a raffle named by id or by type (the
//!   running raffle of that type, else the first).
//!
//! `?merchant=` for one merchant, else every merchant the mock serves. The member reset
//! (`POST /__admin/members/{username}/reset`) takes granted chances back; the clock stays until reset.

use std::sync::Arc;

use axum::extract::State;
use axum::http::{Method, StatusCode};
use serde::{Deserialize, Serialize};

use super::promotions::PromoKind;
use super::tickets::{RaffleType, chances, raffle_ticket};
use crate::admin_call::{AdminMerchant, AreaClock, SettableClock, clock_calls, merchants};
use crate::admin_call::{Call, MERCHANT};
use crate::input::{Payload, QueryFields};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Mock};
use crate::wallet::refusal;

/// The rewards area's `/__admin` calls: its clock, and raffle chances for a member.
pub fn admin_calls() -> Vec<Call> {
    let mut calls = clock_calls::<RewardsClock>("rewards");
    calls.push(
        Call::new(
            Method::POST,
            "/rewards/chances",
            "Raffle chances for a member, in a raffle named by promotionId or raffleType (answers the chances left)",
            r#"[{"merchant": "veneerdemo", "promotionId": 622, "raffleType": "RED_ENVELOPE", "chancesLeft": 3}]"#,
            grant,
        )
        .query(&[MERCHANT])
        .body(r#"{"username": "demo01", "raffleType": "RED_ENVELOPE", "count": 3}"#),
    );
    calls
}

/// The rewards' clock in a merchant's database.
struct RewardsClock;

impl SettableClock for RewardsClock {
    const CLOCK: AreaClock = AreaClock { offset: |db| &mut db.rewards.clock_offset_ms, moved: |db| db.rewards.now() };
}

/// The body of `POST /__admin/rewards/chances`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Grant {
    /// The member to give chances to.
    username: String,
    /// The raffle, by id…
    promotion_id: Option<u64>,
    /// …or by type.
    raffle_type: Option<RaffleType>,
    /// How many chances, 1 to 100.
    count: usize,
}

/// A merchant's answer: the raffle and the member's chances left in it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Granted {
    merchant: String,
    promotion_id: u64,
    raffle_type: RaffleType,
    chances_left: usize,
}

const MAX_GRANT: usize = 100;

/// Gives the member `count` chances in the raffle, in every merchant that has both (404 when none has).
async fn grant(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Payload(body): Payload<Grant>,
) -> Reply<Vec<Granted>> {
    if !(1..=MAX_GRANT).contains(&body.count) {
        return Err(Fail::bad_param(format!("count must be 1 to {MAX_GRANT}")));
    }
    if body.promotion_id.is_some() == body.raffle_type.is_some() {
        return Err(Fail::bad_param("Give exactly one of promotionId and raffleType"));
    }
    let mut answer = Vec::new();
    for (merchant, db) in merchants(&mock, which.merchant.as_deref())? {
        let mut db = db.lock();
        let Some(member_id) = db.member_by_name(&body.username).map(|m| m.id) else { continue };
        let Some((promotion_id, raffle_type, title_en, title_th)) = find_raffle(&db, &body) else { continue };
        let now = db.rewards.now();
        for _ in 0..body.count {
            let id = db.ledger.next_id();
            db.rewards.tickets.push(raffle_ticket(id, member_id, promotion_id, &title_en, &title_th, now));
        }
        let chances_left = chances(&db, member_id, promotion_id).0;
        answer.push(Granted { merchant: merchant.to_owned(), promotion_id, raffle_type, chances_left });
    }
    if answer.is_empty() {
        return Err(Fail::new(StatusCode::NOT_FOUND, refusal::NOT_FOUND, "No such member or raffle"));
    }
    Ok(Answer(answer))
}

/// The raffle a grant names (id, type, English and Thai titles): by id, or the running raffle of its
/// type (else the first of that type).
fn find_raffle(db: &Db, grant: &Grant) -> Option<(u64, RaffleType, String, String)> {
    let now = db.rewards.now();
    let raffles = db.rewards.promotions.iter().filter_map(|p| match p.kind {
        PromoKind::Raffle { raffle_type, .. } => Some((p, raffle_type)),
        _ => None,
    });
    let mut wanted: Vec<_> = match (grant.promotion_id, grant.raffle_type) {
        (Some(id), _) => raffles.filter(|(p, _)| p.id == id).collect(),
        (None, Some(kind)) => raffles.filter(|(_, t)| *t == kind).collect(),
        (None, None) => Vec::new(),
    };
    wanted.sort_by_key(|(p, _)| !(p.start_ms..p.end_ms).contains(&now));
    wanted.first().map(|(p, t)| (p.id, *t, p.title.en.clone(), p.title.th.clone()))
}
