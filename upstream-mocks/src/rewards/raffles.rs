//! The raffles (spec 001: the red envelope, the golden egg and the prize wheel; and the slot machine):
//! drawing with one of the member's chances (`MCSFE_claimRafflePromotion {promotionId}`) and the
//! member's standing in a raffle with their past draws (`MCSFE_getRafflePromotionStatus?promotionId`).
//!
//! - **Chances** are raffle tickets in the reward centre ([`super::tickets`]): a credited deposit of
//!   ฿500 or more gives one on the running prize wheel, the seed gives demo01 some in each raffle, and
//!   `/__admin/rewards/chances` gives any member more ([`super::admin`]). A draw uses the oldest.
//! - **Odds by weight**: each prize is drawn with probability `weight / sum of the weights`
//!   ([`super::tickets::draw`]); the answer names the prize by its place in the raffle's prize table
//!   (`prizeIndex`, as the promotion detail's `prizes` and this status list them), so a wheel lands
//!   on the segment the upstream chose.
//! - **The window**: a raffle is drawn only from its start to its end by the rewards clock
//!   ([`super::clock`]); outside it the draw is refused `invalid_status` "This raffle is not running"
//!   and nothing is used or paid.
//! - On a slot machine the last chance cannot be drawn through the raffle: the member claims that
//!   ticket instead (`slot_machine_use_claim_for_final_spin`, protocol §2.3).
//!
//! `MCSFE_getRafflePromotionStatus` is a name seen in a public desktop bundle's link table beside
//! `MCSFE_claimRafflePromotion` (module `REWCEN3`, token), but not its answer: the shape here (the
//! window, the chances, the prizes and the member's draws, newest first, paged) is Veneer's assumption.

use serde::{Deserialize, Serialize};

use super::promotions::{PromoKind, PromoStatus, Promotion, standing};
use super::tickets::{
    Claimed, Prize, RaffleType, TicketKind, TicketStatus, chances, claim_ticket, localize_prize, not_running,
};
use super::{clock, clock_for_real_member};
use crate::base::{MemberId, money};
use crate::input::{Payload, Query, required};
use crate::ledger::Page;
use crate::locale::Lang;
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Ctx, Db};
use crate::wallet::{localized, refusal};

/// The message (and code) when the last slot-machine chance must be claimed instead.
pub const FINAL_SPIN: &str = "slot_machine_use_claim_for_final_spin";

/// The raffle promotion `promotion_id` with its type and prizes, or the refusal: unknown, or not a raffle.
fn raffle(db: &Db, promotion_id: u64) -> Result<(&Promotion, RaffleType, &[Prize]), Fail> {
    let promo = db
        .rewards
        .promotions
        .iter()
        .find(|p| p.id == promotion_id)
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Promotion {promotion_id} does not exist")))?;
    match &promo.kind {
        PromoKind::Raffle { raffle_type, prizes } => Ok((promo, *raffle_type, prizes)),
        _ => Err(Fail::business(refusal::WRONG_STATE, "This promotion is not a raffle")),
    }
}

/// The body of `MCSFE_claimRafflePromotion`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DrawRequest {
    /// The raffle promotion to draw in, a number or a numeric string.
    #[serde(default, deserialize_with = "crate::input::id")]
    pub promotion_id: Option<u64>,
}

/// `POST /wps/relay/MCSFE_claimRafflePromotion` `{promotionId}`: draws with the member's oldest chance.
pub async fn draw(ctx: Ctx, Payload(req): Payload<DrawRequest>) -> Reply<Claimed> {
    let id = ctx.member()?;
    let promotion_id = required(req.promotion_id, "promotionId")?;
    let (mut db, now) = clock_for_real_member(&ctx, id)?;
    let (promo, raffle_type, _) = raffle(&db, promotion_id)?;
    if !(promo.start_ms..promo.end_ms).contains(&now) {
        return Err(not_running());
    }
    let (left, _) = chances(&db, id, promotion_id);
    if left == 0 {
        return Err(Fail::business(refusal::NOTHING_TO_CLAIM, "You have no chances left in this raffle"));
    }
    if raffle_type == RaffleType::SlotMachine && left == 1 {
        return Err(Fail::business(FINAL_SPIN, FINAL_SPIN));
    }
    let ticket_id = oldest_chance(&db, id, promotion_id)
        .ok_or_else(|| Fail::business(refusal::NOTHING_TO_CLAIM, "You have no chances left in this raffle"))?;
    let mut claimed = claim_ticket(&mut db, id, ticket_id, now)?;
    localize_prize(&ctx, &db, &mut claimed, ticket_id);
    Ok(Answer(claimed))
}

fn oldest_chance(db: &Db, member_id: MemberId, promotion_id: u64) -> Option<u64> {
    db.rewards
        .tickets
        .iter()
        .filter(|t| t.member_id == member_id && t.promotion_id == Some(promotion_id))
        .filter(|t| t.kind == TicketKind::Raffle && t.status == TicketStatus::Available)
        .min_by_key(|t| (t.created_ms, t.id))
        .map(|t| t.id)
}

/// A prize of the raffle, in the order draws name it by.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RafflePrize {
    /// Its place in the raffle's prize table, from 0 (a draw's `prizeIndex`).
    pub prize_index: usize,
    /// The prize's name in the request's language.
    pub name: String,
    /// What it pays, two decimals.
    pub amount: f64,
}

/// One of the member's past draws in the raffle.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Draw {
    /// The chance (reward-centre ticket) the draw used.
    pub transaction_id: u64,
    /// When it was drawn, milliseconds since the epoch.
    pub draw_time: i64,
    /// Which prize it drew (its place in `prizes`); `null` for a draw recorded before prizes had places.
    pub prize_index: Option<usize>,
    /// The prize's name in the request's language.
    pub prize: String,
    /// What it paid, two decimals.
    pub amount: f64,
}

/// The answer of `MCSFE_getRafflePromotionStatus`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RaffleStatus {
    /// The raffle promotion.
    pub promotion_id: u64,
    /// Its title in the request's language.
    pub title: String,
    /// How its draw is shown.
    pub raffle_type: RaffleType,
    /// The member's status in it, as the promotion list says (`CLAIM` while chances are left and it runs).
    pub status: PromoStatus,
    /// When it starts, milliseconds since the epoch.
    pub start_time: i64,
    /// When it ends, milliseconds since the epoch.
    pub end_time: i64,
    /// The rewards clock's now, milliseconds since the epoch.
    pub server_time: i64,
    /// Chances the member has left.
    pub chances_left: usize,
    /// Chances the member ever had in it (used and left).
    pub chances_total: usize,
    /// Its prizes, in the table's order.
    pub prizes: Vec<RafflePrize>,
    /// The member's draws, newest first: `{list, pageNo, pageSize, totalCount, totalPages}`.
    pub draws: Page<Draw>,
}

/// `GET /wps/relay/MCSFE_getRafflePromotionStatus?promotionId&pageNo&pageSize` (token): the member's
/// standing in a raffle and their draws in it (10 a page unless asked).
pub async fn status(ctx: Ctx, query: Query) -> Reply<RaffleStatus> {
    let id = ctx.member()?;
    let promotion_id: u64 = required(query.number("promotionId")?, "promotionId")?;
    let (page, size) = query.paging()?;
    let (db, now) = clock(&ctx);
    let (promo, raffle_type, prizes) = raffle(&db, promotion_id)?;
    let (left, total) = chances(&db, id, promotion_id);
    let mut drawn: Vec<_> = db
        .rewards
        .tickets
        .iter()
        .filter(|t| t.member_id == id && t.promotion_id == Some(promotion_id))
        .filter(|t| t.kind == TicketKind::Raffle && t.status == TicketStatus::Claimed)
        .collect();
    drawn.sort_by_key(|t| std::cmp::Reverse((t.claimed_ms, t.id)));
    let draws = drawn.into_iter().map(|t| Draw {
        transaction_id: t.id,
        draw_time: t.claimed_ms.unwrap_or(t.created_ms),
        prize_index: t.prize_index,
        prize: localized(&ctx, t.prize_en.as_deref().unwrap_or_default(), t.prize_th.as_deref().unwrap_or_default())
            .to_owned(),
        amount: money(t.amount_cents),
    });
    Ok(Answer(RaffleStatus {
        promotion_id,
        title: promo.title.get(Lang::from_code(&ctx.language)).to_owned(),
        raffle_type,
        status: standing(&db, promo, Some(id), now).status,
        start_time: promo.start_ms,
        end_time: promo.end_ms,
        server_time: now,
        chances_left: left,
        chances_total: total,
        prizes: prizes
            .iter()
            .enumerate()
            .map(|(prize_index, p)| RafflePrize {
                prize_index,
                name: localized(&ctx, &p.name_en, &p.name_th).to_owned(),
                amount: money(p.amount_cents),
            })
            .collect(),
        draws: Page::of(draws, page, size.or(Some(10))),
    }))
}
