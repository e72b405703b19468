//! Points mall, promotions, the reward centre, missions, mailbox, feedback and the referral invitations (spec 001 §4, §5, §7
//! "Points", §9).
//!
//! Money these features pay out goes through [`crate::wallet::post`] into the shared ledger. Reviews
//! (a redemption, a promotion application) are decided a fixed time after they were made, and points
//! accrue from the ledger's bets; [`catch_up`] applies whatever is due before each call answers.
//! Badge counts are derivable: unread messages (`EMFE_getInboxUnreadCount`), rewards waiting
//! (`PROMOFE_getClaimTicketList`) and finished missions (`MCSFE_getMissionSummaryDetails`'s
//! `finishedCount`).
//!
//! The area keeps a clock of its own ([`RewardsState::clock_offset_ms`], moved by
//! `/__admin/rewards/clock`, [`admin`]): promotion windows (what the lists say, what can be applied for,
//! when a raffle may be drawn) and the time a draw is recorded at read it ([`clock`]), so a test sees a
//! raffle before it starts or after it ends without waiting. Reviews and points follow the wall clock.

pub mod admin;
pub mod art;
pub mod contact_bonus;
pub mod feedback;
pub mod inbox;
pub mod missions;
pub mod points;
pub mod promotions;
pub mod raffles;
pub mod referral;
mod seed;
pub mod tickets;

use std::sync::Arc;

use axum::Router;
use axum::routing::{delete, get, post, put};
use parking_lot::MutexGuard;
use serde::{Deserialize, Serialize};

use crate::base::{MemberId, now_ms, replace_entry, replace_rows};
use crate::events::Event;
use crate::reply::Fail;
use crate::state::{Ctx, Db, Mock};
use crate::wallet::{caught_up, caught_up_for_real_member};

/// Per-merchant rewards state.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct RewardsState {
    /// The points mall: balances, rewards, redemptions and the point log.
    pub points: points::PointBook,
    /// The merchant's promotions.
    pub promotions: Vec<promotions::Promotion>,
    /// Each member's part in each promotion they joined or applied to.
    pub entries: Vec<promotions::Entry>,
    /// The reward centre: bonuses and raffle chances waiting to be claimed.
    pub tickets: Vec<tickets::Ticket>,
    /// The merchant's missions.
    pub missions: Vec<missions::Mission>,
    /// Mission rewards claimed, one per member, mission and period.
    pub mission_claims: Vec<missions::MissionClaim>,
    /// Other players on the mission leaderboards.
    pub rivals: Vec<missions::Rival>,
    /// Every member's mailbox messages.
    pub inbox: Vec<inbox::Message>,
    /// Feedback received, from both feedback calls.
    pub feedback: Vec<feedback::Feedback>,
    /// Contact bonuses redeemed with a Zalo or WhatsApp number ID.
    pub contact_bonuses: Vec<contact_bonus::ContactBonus>,
    /// The area's clock, in milliseconds ahead of the wall clock (behind when negative): what promotion
    /// windows and raffle draws read ([`clock`]). 0 unless `/__admin/rewards/clock` moved it.
    pub clock_offset_ms: i64,
}

impl RewardsState {
    /// The area's time now, epoch ms: the wall clock moved by [`RewardsState::clock_offset_ms`].
    pub fn now(&self) -> i64 {
        now_ms().saturating_add(self.clock_offset_ms)
    }
}

/// The merchant's database with whatever fell due applied (the wallet's [`caught_up`]), and the
/// rewards clock's now.
pub fn clock(ctx: &Ctx) -> (MutexGuard<'_, Db>, i64) {
    let (db, _) = caught_up(ctx);
    let now = db.rewards.now();
    (db, now)
}

/// As [`clock`], for a real-money feature: refused for a trial account.
pub fn clock_for_real_member(ctx: &Ctx, member_id: MemberId) -> Result<(MutexGuard<'_, Db>, i64), Fail> {
    let (db, _) = caught_up_for_real_member(ctx, member_id)?;
    let now = db.rewards.now();
    Ok((db, now))
}

impl RewardsState {
    /// Replaces some members' points, promotion entries, tickets, mission claims, messages, feedback
    /// and contact bonuses with `fresh`'s (admin resets).
    pub fn replace_members(&mut self, fresh: RewardsState, ids: &std::collections::BTreeSet<MemberId>) {
        let (points, fresh_points) = (&mut self.points, fresh.points);
        replace_entry(&mut points.balances, fresh_points.balances, ids);
        replace_entry(&mut points.accrued_centipoints, fresh_points.accrued_centipoints, ids);
        replace_entry(&mut points.last_bet_id, fresh_points.last_bet_id, ids);
        replace_rows(&mut points.log, fresh_points.log, ids, |e| Some(e.member_id));
        replace_rows(&mut points.redemptions, fresh_points.redemptions, ids, |r| Some(r.member_id));
        replace_rows(&mut self.entries, fresh.entries, ids, |e| Some(e.member_id));
        replace_rows(&mut self.tickets, fresh.tickets, ids, |t| Some(t.member_id));
        replace_rows(&mut self.mission_claims, fresh.mission_claims, ids, |c| Some(c.member_id));
        replace_rows(&mut self.inbox, fresh.inbox, ids, |m| Some(m.member_id));
        replace_rows(&mut self.feedback, fresh.feedback, ids, |f| f.member_id);
        replace_rows(&mut self.contact_bonuses, fresh.contact_bonuses, ids, |b| Some(b.member_id));
    }
}

/// The rewards area's reactions to other areas' events (registered in `lib.rs`): a notice goes to
/// the mailbox, a credited deposit may earn a wheel ticket, a moved clock settles what fell due.
pub fn on_event(db: &mut Db, event: &Event) {
    match event {
        Event::Notice { member_id, notice, time_ms } => inbox::notify(db, *member_id, notice.clone(), *time_ms),
        Event::DepositCredited { member_id, amount_cents, time_ms } => {
            on_deposit_credited(db, *member_id, *amount_cents, *time_ms);
        }
        Event::ClockPassed { now } => catch_up(db, *now),
    }
}

/// Applies the rewards rules due by `now`: point earnings, redemption and application reviews.
pub fn catch_up(db: &mut Db, now: i64) {
    points::settle_due(db, now);
    promotions::settle_due(db, now);
}

/// A credited deposit of at least [`tickets::WHEEL_TICKET_DEPOSIT_CENTS`] earns a chance on the
/// running wheel promotion.
pub fn on_deposit_credited(db: &mut Db, member_id: MemberId, amount_cents: i64, time_ms: i64) {
    tickets::grant_wheel_ticket_for_deposit(db, member_id, amount_cents, time_ms);
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/relay/MCSFE_getPointBalance", get(points::balance))
        .route("/wps/relay/MCSFE_getPointReward", get(points::rewards))
        .route("/wps/relay/MCSFE_getPointConfig", get(points::config))
        .route("/wps/relay/passwordCheck/MCSFE_redeemPointReward", post(points::redeem))
        .route("/wps/relay/passwordCheck/MCSFE_convertPoint", post(points::convert))
        .route("/wps/relay/MCSFE_getRedeemPointList", get(points::redemptions))
        .route("/wps/relay/ODSFE2_MemTransDet", get(points::transactions))
        .route("/wps/relay/PROMOFE_getPromotions", get(promotions::list))
        .route("/wps/relay/PROMOFE_getPromotionDetail", get(promotions::detail))
        .route("/wps/relay/PROMOFE_applyPromotion", post(promotions::apply))
        .route("/wps/relay/MCSFE_claimIssuedPromotion", post(promotions::claim))
        .route("/wps/relay/MCSFE_claimRafflePromotion", post(raffles::draw))
        .route("/wps/relay/MCSFE_getRafflePromotionStatus", get(raffles::status))
        .route("/wps/relay/PROMOFE_getClaimTicketList", get(tickets::list))
        .route("/wps/relay/PROMOFE_claimTicket", post(tickets::claim))
        .route("/wps/relay/MCSFE_getMissionSummaryDetails", get(missions::summary))
        .route("/wps/relay/MCSFE_getMissionLeaderboard", get(missions::leaderboard))
        .route("/wps/relay/MCSFE_claimMission", post(missions::claim))
        .route("/wps/relay/EMFE_getInboxList", get(inbox::list))
        .route("/wps/relay/EMFE_getInboxUnreadCount", get(inbox::unread))
        .route("/wps/relay/EMFE_markInboxRead", post(inbox::mark_read))
        .route("/wps/relay/EMFE_deleteInbox", delete(inbox::delete))
        .route("/wps/feedback", put(feedback::submit))
        .route("/wps/relay/MCSFE_getReferralInvitations", get(referral::invitations))
        .route("/wps/common/feedback", put(feedback::submit_common))
        .route("/wps/relay/PROMOFE_getParticipation", get(promotions::participation))
        .route("/wps/relay/PROMOFE_redeemContactBonus", post(contact_bonus::redeem))
}

/// Promotion and points-mall art, as a CDN would serve it: outside the gateway.
pub fn public_files() -> Router<Arc<Mock>> {
    art::routes()
}

/// Seeds this area's part of a fresh merchant database (the members and the wallet's history exist
/// already): the points mall, promotions in every state, tickets, missions, rivals and messages.
pub fn seed(db: &mut Db) {
    seed::seed(db);
}
