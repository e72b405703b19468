//! Missions (spec 001 §2 "missionLeaderboard"): daily and weekly goals measured on the ledger (valid
//! bets, number of bets, vendors played, deposits), claimed once finished, and a leaderboard per
//! mission. The summary's `finishedCount` is the badge on the mission menu entry.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::base::masked_user_name;
use crate::base::{MemberId, money};
use crate::calendar::{DAY_MS, day_start, week_start};
use crate::input::Payload;
use crate::input::{Query, required};
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;
use crate::wallet::{caught_up, caught_up_for_real_member, localized, post, refusal};

/// How long a mission's period lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Period {
    /// From Bangkok midnight to the next.
    Daily,
    /// From Monday 00:00 to the next Monday, Bangkok time.
    Weekly,
}

/// What a mission measures in its period.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "metric", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Metric {
    /// Valid bets (hundredths), of one game type or all.
    ValidBet {
        /// The game type counted (`LIVE`, …); every type when `None`.
        game_type: Option<String>,
    },
    /// Number of bets, of one game type or all.
    BetCount {
        /// The game type counted (`SPORTS`, …); every type when `None`.
        game_type: Option<String>,
    },
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
    /// The mission's id, from the ledger's sequence.
    pub id: u64,
    /// The title in English.
    pub title_en: String,
    /// The title in Thai.
    pub title_th: String,
    /// The description in English.
    pub description_en: String,
    /// The description in Thai.
    pub description_th: String,
    /// How long each period lasts.
    pub period: Period,
    /// What is measured in the period.
    pub metric: Metric,
    /// In hundredths for money metrics, a count otherwise.
    pub target: i64,
    /// What a claim pays, in hundredths.
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
    /// Who claimed.
    pub member_id: MemberId,
    /// The mission claimed.
    pub mission_id: u64,
    /// Start of the period it was claimed for, milliseconds since the epoch (one claim per period).
    pub period_start_ms: i64,
    /// When it was claimed, milliseconds since the epoch.
    pub claimed_ms: i64,
    /// Amount paid, in hundredths.
    pub reward_cents: i64,
}

/// Another player on a mission's leaderboard, who reaches `pace` over a whole period (their value
/// grows with the time elapsed in it).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rival {
    /// The mission whose board the player is on.
    pub mission_id: u64,
    /// The name shown, masked like a member's (`no***k9`).
    pub player_name: String,
    /// What the player reaches over a whole period, in the metric's unit (hundredths for money).
    pub pace: i64,
}

/// Where the member stands on a mission in the current period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MissionStatus {
    /// The target is not reached yet.
    InProgress,
    /// The target is reached and the reward waits to be claimed.
    Finished,
    /// The reward of this period has been claimed.
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

/// A mission as the summary lists it, for the current period.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MissionView {
    /// The mission's id, to claim or to ask for its leaderboard.
    pub mission_id: u64,
    /// The title in the request's language.
    pub title: String,
    /// The description in the request's language.
    pub description: String,
    /// `DAILY` or `WEEKLY`.
    pub period: Period,
    /// Start of the current period, milliseconds since the epoch.
    pub period_start: i64,
    /// End of the current period (excluded), milliseconds since the epoch.
    pub period_end: i64,
    /// `VALID_BET`, `BET_COUNT`, `DISTINCT_VENDORS` or `DEPOSITS`.
    pub metric: &'static str,
    /// The target: an amount with two decimals for money metrics, a count otherwise.
    pub target_value: f64,
    /// What the member reached in the period, in the target's unit.
    pub reached_value: f64,
    /// Progress in percent, 0 to 100.
    pub percent: u32,
    /// `IN_PROGRESS`, `FINISHED` or `CLAIMED`.
    pub status: MissionStatus,
    /// What a claim pays, two decimals.
    pub reward: f64,
}

/// The answer of `MCSFE_getMissionSummaryDetails`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MissionSummary {
    /// The page of missions and its paging fields, flattened into the answer.
    #[serde(flatten)]
    pub page: Page<MissionView>,
    /// Missions finished and not claimed, over every mission (the mission badge).
    pub finished_count: usize,
    /// Missions claimed this period, over every mission.
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

/// A player's line on a mission's leaderboard.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeaderboardRow {
    /// Place on the board from 1; 0 in the footer when the member is not on it.
    pub rank: usize,
    /// The player's user name, masked (`de***01`).
    pub player_name: String,
    /// What the player reached in the period, in the target's unit.
    pub reached_value: f64,
}

/// The answer of `MCSFE_getMissionLeaderboard`: the current period's ranking.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Leaderboard {
    /// The mission ranked.
    pub mission_id: u64,
    /// The mission's title in the request's language.
    pub title: String,
    /// Start of the current period, milliseconds since the epoch.
    pub period_start: i64,
    /// End of the current period (excluded), milliseconds since the epoch.
    pub period_end: i64,
    /// The top 20, highest first.
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

/// The body of `MCSFE_claimMission`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimRequest {
    /// The mission to claim, a number or a numeric string.
    #[serde(default, deserialize_with = "crate::input::id")]
    pub mission_id: Option<u64>,
}

/// The answer of `MCSFE_claimMission`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MissionClaimed {
    /// The mission claimed.
    pub mission_id: u64,
    /// Reward paid, two decimals.
    pub reward: f64,
    /// The main wallet balance after the reward, two decimals.
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
