//! Missions (spec 001 §2 "missionLeaderboard"): daily and weekly goals measured on the ledger (valid
//! bets, number of bets, vendors played, deposits), claimed once finished, and a leaderboard per
//! mission. The summary's `finishedCount` is the badge on the mission menu entry.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::base::masked_user_name;
use crate::base::{MemberId, money};
use crate::calendar::{DAY_MS, day_start, week_start};
use crate::gateway::Ctx;
use crate::input::Payload;
use crate::input::{Query, required};
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Db;
use crate::wallet::{caught_up, caught_up_for_real_member, localized, post, refusal};

/// How long a mission's period lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Period {
    Daily,
    Weekly,
}

/// What a mission measures in its period.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "metric", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Metric {
    /// Valid bets (hundredths), of one game type or all.
    ValidBet { game_type: Option<String> },
    /// Number of bets, of one game type or all.
    BetCount { game_type: Option<String> },
    /// Different vendors played.
    DistinctVendors,
    /// Credited deposits (hundredths).
    Deposits,
}

impl Metric {
    fn is_money(&self) -> bool {
        matches!(self, Metric::ValidBet { .. } | Metric::Deposits)
    }

    fn code(&self) -> &'static str {
        match self {
            Metric::ValidBet { .. } => "VALID_BET",
            Metric::BetCount { .. } => "BET_COUNT",
            Metric::DistinctVendors => "DISTINCT_VENDORS",
            Metric::Deposits => "DEPOSITS",
        }
    }
}

/// One mission.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Mission {
    pub id: u64,
    pub title_en: String,
    pub title_th: String,
    pub description_en: String,
    pub description_th: String,
    pub period: Period,
    pub metric: Metric,
    /// In hundredths for money metrics, a count otherwise.
    pub target: i64,
    pub reward_cents: i64,
}

impl Mission {
    /// The current period: `[start, end)`.
    pub fn period_at(&self, now: i64) -> (i64, i64) {
        match self.period {
            Period::Daily => (day_start(now), day_start(now) + DAY_MS),
            Period::Weekly => (week_start(now), week_start(now) + 7 * DAY_MS),
        }
    }

    /// The member's progress in the current period.
    pub fn progress(&self, db: &Db, member_id: MemberId, now: i64) -> i64 {
        let (start, _) = self.period_at(now);
        let bets = || db.ledger.bets_of(member_id).filter(move |b| b.time_ms >= start && b.time_ms <= now);
        let of_type = |game_type: &Option<String>, b: &crate::ledger::Bet| {
            game_type.as_ref().is_none_or(|t| t.eq_ignore_ascii_case(&b.game_type))
        };
        match &self.metric {
            Metric::ValidBet { game_type } => bets().filter(|b| of_type(game_type, b)).map(|b| b.valid_bet_cents).sum(),
            Metric::BetCount { game_type } => bets().filter(|b| of_type(game_type, b)).count() as i64,
            Metric::DistinctVendors => bets().map(|b| b.vendor.as_str()).collect::<BTreeSet<_>>().len() as i64,
            Metric::Deposits => db
                .ledger
                .transactions_of(member_id)
                .filter(|t| t.kind == TxKind::Deposit && t.amount_cents > 0 && t.time_ms >= start && t.time_ms <= now)
                .map(|t| t.amount_cents)
                .sum(),
        }
    }

    fn value(&self, raw: i64) -> f64 {
        if self.metric.is_money() { money(raw) } else { raw as f64 }
    }
}

/// A claimed mission reward.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MissionClaim {
    pub member_id: MemberId,
    pub mission_id: u64,
    pub period_start_ms: i64,
    pub claimed_ms: i64,
    pub reward_cents: i64,
}

/// Another player on a mission's leaderboard, who reaches `pace` over a whole period (their value
/// grows with the time elapsed in it).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rival {
    pub mission_id: u64,
    pub player_name: String,
    pub pace: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MissionStatus {
    InProgress,
    Finished,
    Claimed,
}

fn status_of(db: &Db, mission: &Mission, member_id: MemberId, now: i64) -> (MissionStatus, i64) {
    let (start, _) = mission.period_at(now);
    let progress = mission.progress(db, member_id, now);
    let claimed = db
        .rewards
        .mission_claims
        .iter()
        .any(|c| c.member_id == member_id && c.mission_id == mission.id && c.period_start_ms == start);
    let status = match (claimed, progress >= mission.target) {
        (true, _) => MissionStatus::Claimed,
        (false, true) => MissionStatus::Finished,
        (false, false) => MissionStatus::InProgress,
    };
    (status, progress)
}

/// Missions finished and not yet claimed: the badge count.
pub fn finished_count(db: &Db, member_id: MemberId, now: i64) -> usize {
    db.rewards.missions.iter().filter(|m| status_of(db, m, member_id, now).0 == MissionStatus::Finished).count()
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MissionView {
    pub mission_id: u64,
    pub title: String,
    pub description: String,
    pub period: Period,
    pub period_start: i64,
    pub period_end: i64,
    pub metric: &'static str,
    pub target_value: f64,
    pub reached_value: f64,
    pub percent: u32,
    pub status: MissionStatus,
    pub reward: f64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MissionSummary {
    #[serde(flatten)]
    pub page: Page<MissionView>,
    pub finished_count: usize,
    pub claimed_count: usize,
}

/// `GET /wps/relay/MCSFE_getMissionSummaryDetails?status=O|F|C&page&size`: O open (not claimed),
/// F finished and waiting, C claimed; none for all.
pub async fn summary(ctx: Ctx, query: Query) -> Reply<MissionSummary> {
    let id = ctx.member()?;
    let wanted: Option<&[MissionStatus]> = match query.text("status") {
        None => None,
        Some("O") => Some(&[MissionStatus::InProgress, MissionStatus::Finished]),
        Some("F") => Some(&[MissionStatus::Finished]),
        Some("C") => Some(&[MissionStatus::Claimed]),
        Some(other) => return Err(Fail::bad_param(format!("status must be O, F or C, not {other:?}"))),
    };
    let (page, size) = query.paging()?;
    let (db, now) = caught_up(&ctx);
    let mut views = Vec::new();
    let (mut finished, mut claimed) = (0, 0);
    for mission in &db.rewards.missions {
        let (status, progress) = status_of(&db, mission, id, now);
        finished += usize::from(status == MissionStatus::Finished);
        claimed += usize::from(status == MissionStatus::Claimed);
        if wanted.is_some_and(|w| !w.contains(&status)) {
            continue;
        }
        let (start, end) = mission.period_at(now);
        views.push(MissionView {
            mission_id: mission.id,
            title: localized(&ctx, &mission.title_en, &mission.title_th).to_owned(),
            description: localized(&ctx, &mission.description_en, &mission.description_th).to_owned(),
            period: mission.period,
            period_start: start,
            period_end: end,
            metric: mission.metric.code(),
            target_value: mission.value(mission.target),
            reached_value: mission.value(progress),
            percent: (progress.min(mission.target) * 100 / mission.target.max(1)) as u32,
            status,
            reward: money(mission.reward_cents),
        });
    }
    Ok(Answer(MissionSummary { page: Page::of(views, page, size), finished_count: finished, claimed_count: claimed }))
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeaderboardRow {
    pub rank: usize,
    pub player_name: String,
    pub reached_value: f64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Leaderboard {
    pub mission_id: u64,
    pub title: String,
    pub period_start: i64,
    pub period_end: i64,
    pub list: Vec<LeaderboardRow>,
    /// The member's own row (rank 0 when not on the board yet).
    pub footer: LeaderboardRow,
}

/// How many rows a leaderboard shows.
pub const LEADERBOARD_SIZE: usize = 20;

/// `GET /wps/relay/MCSFE_getMissionLeaderboard?missionId=`: the current period's ranking.
pub async fn leaderboard(ctx: Ctx, query: Query) -> Reply<Leaderboard> {
    let id = ctx.member()?;
    let mission_id: u64 = required(query.number("missionId")?, "missionId")?;
    let (db, now) = caught_up(&ctx);
    let mission = db
        .rewards
        .missions
        .iter()
        .find(|m| m.id == mission_id)
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Mission {mission_id} does not exist")))?;
    let (start, end) = mission.period_at(now);
    let elapsed = (now - start).clamp(0, end - start);
    let mut scores: Vec<(i64, String, Option<MemberId>)> = db
        .rewards
        .rivals
        .iter()
        .filter(|r| r.mission_id == mission_id)
        .map(|r| (r.pace * elapsed / (end - start), r.player_name.clone(), None))
        .collect();
    for member in db.members.values() {
        let progress = mission.progress(&db, member.id, now);
        if progress > 0 {
            scores.push((progress, masked_user_name(&member.username), Some(member.id)));
        }
    }
    scores.retain(|s| s.0 > 0);
    scores.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let row = |rank: usize, score: &(i64, String, Option<MemberId>)| LeaderboardRow {
        rank,
        player_name: score.1.clone(),
        reached_value: mission.value(score.0),
    };
    let footer = match scores.iter().position(|s| s.2 == Some(id)) {
        Some(i) => row(i + 1, &scores[i]),
        None => LeaderboardRow {
            rank: 0,
            player_name: db.members.get(&id).map(|m| masked_user_name(&m.username)).unwrap_or_default(),
            reached_value: 0.0,
        },
    };
    Ok(Answer(Leaderboard {
        mission_id,
        title: localized(&ctx, &mission.title_en, &mission.title_th).to_owned(),
        period_start: start,
        period_end: end,
        list: scores.iter().take(LEADERBOARD_SIZE).enumerate().map(|(i, s)| row(i + 1, s)).collect(),
        footer,
    }))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimRequest {
    #[serde(default, deserialize_with = "crate::input::id")]
    pub mission_id: Option<u64>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MissionClaimed {
    pub mission_id: u64,
    pub reward: f64,
    pub balance: f64,
}

/// `POST /wps/relay/MCSFE_claimMission` `{missionId}`: pays a finished mission once per period.
pub async fn claim(ctx: Ctx, Payload(req): Payload<ClaimRequest>) -> Reply<MissionClaimed> {
    let id = ctx.member()?;
    let mission_id = required(req.mission_id, "missionId")?;
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    let mission = db
        .rewards
        .missions
        .iter()
        .find(|m| m.id == mission_id)
        .cloned()
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Mission {mission_id} does not exist")))?;
    match status_of(&db, &mission, id, now).0 {
        MissionStatus::Finished => {}
        MissionStatus::Claimed => {
            return Err(Fail::business(refusal::WRONG_STATE, "You have already claimed this mission"));
        }
        MissionStatus::InProgress => {
            return Err(Fail::business(refusal::WRONG_STATE, "This mission is not finished yet"));
        }
    }
    let balance =
        post(&mut db, id, TxKind::Bonus, mission.reward_cents, &format!("Mission: {}", mission.title_en), now)?;
    db.rewards.mission_claims.push(MissionClaim {
        member_id: id,
        mission_id,
        period_start_ms: mission.period_at(now).0,
        claimed_ms: now,
        reward_cents: mission.reward_cents,
    });
    Ok(Answer(MissionClaimed { mission_id, reward: money(mission.reward_cents), balance: money(balance) }))
}
