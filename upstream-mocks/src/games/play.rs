//! Per-merchant play state: favourites, recent games, game sessions opened by launches, and the
//! rounds played in them, which settle into the shared ledger and the member's balance.
//!
//! The upstream says "the previous game has not finished" (`#734`) when a member launches while a
//! game is still open. Here a real-money launch opens a game session; it stays open until the member
//! ends it on the game page, or [`ROUND_TIMEOUT_MS`] after the last launch or round.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::catalogue::{GameCatalogue, hash_str, mix};
use crate::base::{MemberId, now_ms};
use crate::ledger::{Bet, TxKind};
use crate::state::Db;

/// An open game closes by itself this long after its last activity.
pub const ROUND_TIMEOUT_MS: i64 = 2 * 60 * 1000;
/// What a demo (trial) session starts with.
pub const DEMO_CREDIT_CENTS: i64 = 200_000;
/// The largest stake of one round.
pub const MAX_BET_CENTS: i64 = 5_000_000;
/// Recent games kept per member.
pub const RECENT_LIMIT: usize = 50;
/// Favourites a member may keep.
pub const FAVOURITE_LIMIT: usize = 200;
/// Members' wins remembered for the winner board.
const WIN_MEMORY: usize = 500;
/// Ended sessions are forgotten after a day.
const SESSION_MEMORY_MS: i64 = 24 * 60 * 60 * 1000;
/// Sessions kept at most (anonymous trial launches could otherwise pile up).
const SESSION_CAP: usize = 10_000;
/// Rounds listed on the game page.
const ROUNDS_SHOWN: usize = 10;

/// Per-merchant play state.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct GamesState {
    /// Favourite games per member, oldest first.
    pub favourites: BTreeMap<MemberId, Vec<Favourite>>,
    /// Launched games per member, newest first, one entry per game.
    pub recent: BTreeMap<MemberId, Vec<RecentGame>>,
    /// Game sessions by ticket (the secret part of a `game_url`).
    pub sessions: BTreeMap<String, GameSession>,
    /// Launches per game node on this merchant: they lift games in the hot and popular lists.
    pub launch_counts: BTreeMap<u32, u64>,
    /// This merchant's members' wins (newest last), for the winner board and rank list.
    pub wins: Vec<Win>,
    /// Vendor codes under maintenance: their games refuse to launch.
    pub maintenance_vendors: BTreeSet<String>,
    /// Single games (node ids) under maintenance, whatever their vendor.
    pub maintenance_games: BTreeSet<u32>,
    /// Home feeds an admin replaced with fixed entries.
    pub pinned: super::pinned::PinnedFeeds,
    /// Added to the wall clock for this area's timing rules: tests move time instead of sleeping.
    #[serde(skip)]
    pub clock_offset_ms: i64,
}

/// A favourite game.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Favourite {
    /// The game's node id.
    pub node_id: u32,
    /// When the member added it, milliseconds since the epoch.
    pub added_ms: i64,
}

/// A recently launched game.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentGame {
    /// The game's node id.
    pub node_id: u32,
    /// When the member last launched it, milliseconds since the epoch.
    pub played_ms: i64,
}

/// A member's win, as the winner board shows it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Win {
    /// The winner's user name (masked when shown).
    pub username: String,
    /// The game's node id.
    pub node_id: u32,
    /// Amount won, in hundredths.
    pub win_cents: i64,
    /// When it was won, milliseconds since the epoch.
    pub time_ms: i64,
}

/// What a session plays with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SessionMode {
    /// The member's main wallet; rounds go to the ledger.
    Real,
    /// Demo credits (trial launch, or `accountType=0`); nothing is recorded.
    Demo,
    /// The lottery lobby (`launchMode=LOTT`): bets are the lottery's own.
    Lottery,
}

/// The card room a PVP launch sat down in.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomSeat {
    /// The room's id (`10738-1`).
    pub room_id: String,
    /// The room tier's name.
    pub room_name: String,
}

/// What a lottery lobby launch asked for.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LotteryLobby {
    /// `VN` or `SEA`.
    pub area: String,
    /// `Lott`, `ZY`, `Elott` or `SEA`.
    pub prize_mode: String,
    /// The lottery to open, if named (`VNHCM`, …).
    pub game_code: Option<String>,
    /// `lobby` or `betting`.
    pub view: String,
    /// The device, upper-case (`WEB` by default).
    pub device: String,
    /// Where the lobby's back button goes (http(s) or a path).
    pub back_url: Option<String>,
}

/// One settled round.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Round {
    /// Stake, in hundredths.
    pub bet_cents: i64,
    /// Amount paid back, in hundredths.
    pub payout_cents: i64,
    /// The outcome, in hundredths of the stake (250 = ×2.5).
    pub multiplier_x100: i64,
    /// When it was played, milliseconds since the epoch.
    pub time_ms: i64,
}

/// A launched game (or lottery lobby), reachable at its `game_url` until it ends.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GameSession {
    /// Who launched it; `None` for a trial launch without a token.
    pub member_id: Option<MemberId>,
    /// Real money, demo credits, or the lottery lobby.
    pub mode: SessionMode,
    /// The game launched; `None` for the lottery lobby.
    pub node_id: Option<u32>,
    /// The card room a PVP launch sat down in.
    pub room: Option<RoomSeat>,
    /// What a lottery lobby launch asked for.
    pub lottery: Option<LotteryLobby>,
    /// The page's language; vendors open in Chinese when the launch names none (protocol §6).
    pub language: String,
    /// The smallest stake of a round, in hundredths (the game's, or the room's).
    pub min_bet_cents: i64,
    /// When it was launched, milliseconds since the epoch.
    pub opened_ms: i64,
    /// The last launch or round, milliseconds since the epoch; it closes 2 minutes after.
    pub last_active_ms: i64,
    /// When it ended ("End game", or idle), milliseconds since the epoch.
    pub ended_ms: Option<i64>,
    /// Demo credits left, in hundredths (2,000.00 at the start of a demo session).
    pub demo_balance_cents: i64,
    /// The latest rounds, newest last.
    pub rounds: Vec<Round>,
    /// Rounds played in the session, over its whole life.
    pub round_count: u64,
}

impl GameSession {
    /// A session opened now.
    pub fn new(member_id: Option<MemberId>, mode: SessionMode, language: &str, now: i64) -> Self {
        Self {
            member_id,
            mode,
            node_id: None,
            room: None,
            lottery: None,
            language: language.to_owned(),
            min_bet_cents: 0,
            opened_ms: now,
            last_active_ms: now,
            ended_ms: None,
            demo_balance_cents: if mode == SessionMode::Demo { DEMO_CREDIT_CENTS } else { 0 },
            rounds: Vec::new(),
            round_count: 0,
        }
    }

    /// Whether the session still accepts rounds.
    pub fn is_open(&self, now: i64) -> bool {
        self.ended_ms.is_none() && now - self.last_active_ms < ROUND_TIMEOUT_MS
    }

    /// When it closes by itself, if nobody plays.
    pub fn closes_at(&self) -> i64 {
        self.last_active_ms + ROUND_TIMEOUT_MS
    }
}

/// Why a round was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoundRefusal {
    /// No session with that ticket.
    NoSuchSession,
    /// The session has ended.
    Ended,
    /// The session is a lottery lobby, not a game.
    NotAGame,
    /// Below the minimum stake, in hundredths.
    BetTooSmall(i64),
    /// Above the largest stake a round takes.
    BetTooLarge,
    /// The stake is more than the balance (or demo credits).
    InsufficientBalance,
}

impl GamesState {
    /// This area's clock.
    pub fn now(&self) -> i64 {
        now_ms() + self.clock_offset_ms
    }

    /// Closes sessions idle past the timeout and forgets those ended long ago.
    pub fn expire(&mut self, now: i64) {
        for session in self.sessions.values_mut() {
            if session.ended_ms.is_none() && !session.is_open(now) {
                session.ended_ms = Some(session.closes_at());
            }
        }
        self.sessions.retain(|_, s| s.ended_ms.is_none_or(|ended| now - ended < SESSION_MEMORY_MS));
    }

    /// The member's open real-money game, if any.
    pub fn open_game_of(&self, member: MemberId, now: i64) -> Option<&GameSession> {
        self.sessions.values().find(|s| s.member_id == Some(member) && s.mode == SessionMode::Real && s.is_open(now))
    }

    /// Keeps a session and returns its ticket.
    pub fn open(&mut self, session: GameSession) -> String {
        if self.sessions.len() >= SESSION_CAP {
            // Forget ended sessions first, then the longest idle.
            let mut by_age: Vec<(bool, i64, String)> =
                self.sessions.iter().map(|(t, s)| (s.ended_ms.is_none(), s.last_active_ms, t.clone())).collect();
            by_age.sort();
            for (_, _, ticket) in by_age.into_iter().take(self.sessions.len() + 1 - SESSION_CAP) {
                self.sessions.remove(&ticket);
            }
        }
        let ticket = uuid::Uuid::new_v4().simple().to_string();
        self.sessions.insert(ticket.clone(), session);
        ticket
    }

    /// Notes a launch: recent games and the game's launch count.
    pub fn note_launch(&mut self, member: MemberId, node_id: u32, now: i64) {
        let recent = self.recent.entry(member).or_default();
        recent.retain(|r| r.node_id != node_id);
        recent.insert(0, RecentGame { node_id, played_ms: now });
        recent.truncate(RECENT_LIMIT);
        *self.launch_counts.entry(node_id).or_default() += 1;
    }

    /// How hot a game is on this merchant: its base popularity plus its launches here.
    pub fn score(&self, node_id: u32, popularity: u32) -> u64 {
        u64::from(popularity) + 40 * self.launch_counts.get(&node_id).copied().unwrap_or_default()
    }

    /// Whether a member has this game among the favourites.
    pub fn is_favourite(&self, member: MemberId, node_id: u32) -> bool {
        self.favourites.get(&member).is_some_and(|f| f.iter().any(|f| f.node_id == node_id))
    }
}

/// The outcome of a round, from the session's ticket and round number: reproducible, returning
/// about 91.5% of stakes over many rounds.
pub fn outcome_x100(ticket: &str, round: u64) -> i64 {
    match mix(hash_str(ticket) ^ round.wrapping_mul(0x9E37)) % 10_000 {
        0..5630 => 0,
        5630..7130 => 50,
        7130..8130 => 100,
        8130..9330 => 200,
        9330..9830 => 500,
        9830..9980 => 1000,
        _ => 5000,
    }
}

/// Plays one round in a session: the stake and the payout settle at once, into the ledger and the
/// balance for real money, into the session's credits for demo play.
pub fn play_round(db: &mut Db, games: &GameCatalogue, ticket: &str, bet_cents: i64) -> Result<Round, RoundRefusal> {
    let now = db.games.now();
    db.games.expire(now);
    let Db { games: play, members, ledger, .. } = db;
    let session = play.sessions.get_mut(ticket).ok_or(RoundRefusal::NoSuchSession)?;
    if !session.is_open(now) {
        return Err(RoundRefusal::Ended);
    }
    let game = session.node_id.and_then(|id| games.game(id)).ok_or(RoundRefusal::NotAGame)?;
    if bet_cents < session.min_bet_cents.max(1) {
        return Err(RoundRefusal::BetTooSmall(session.min_bet_cents.max(1)));
    }
    if bet_cents > MAX_BET_CENTS {
        return Err(RoundRefusal::BetTooLarge);
    }
    let multiplier_x100 = outcome_x100(ticket, session.round_count);
    let payout_cents = bet_cents * multiplier_x100 / 100;
    match (session.mode, session.member_id) {
        (SessionMode::Real, Some(member_id)) => {
            let member = members.get_mut(&member_id).ok_or(RoundRefusal::NoSuchSession)?;
            if member.balance_cents < bet_cents {
                return Err(RoundRefusal::InsufficientBalance);
            }
            member.balance_cents += payout_cents - bet_cents;
            let balance_after = member.balance_cents;
            let username = member.username.clone();
            ledger.record_bet(Bet {
                id: 0,
                member_id,
                game_type: game.category().as_str().to_owned(),
                vendor: game.vendor.code.to_owned(),
                game_name: game.name_en.clone(),
                bet_cents,
                valid_bet_cents: bet_cents,
                payout_cents,
                time_ms: now,
            });
            let remark = format!("{} {} round {}", game.vendor.code, game.name_en, session.round_count + 1);
            ledger.record_at(member_id, TxKind::BetSettlement, payout_cents - bet_cents, balance_after, &remark, now);
            if payout_cents >= 2 * bet_cents {
                play.wins.push(Win { username, node_id: game.node_id, win_cents: payout_cents, time_ms: now });
                if play.wins.len() > WIN_MEMORY {
                    play.wins.remove(0);
                }
            }
        }
        (SessionMode::Demo, _) => {
            if session.demo_balance_cents < bet_cents {
                return Err(RoundRefusal::InsufficientBalance);
            }
            session.demo_balance_cents += payout_cents - bet_cents;
        }
        _ => return Err(RoundRefusal::NotAGame),
    }
    // Playing keeps the game open.
    let round = Round { bet_cents, payout_cents, multiplier_x100, time_ms: now };
    session.last_active_ms = now;
    session.round_count += 1;
    session.rounds.push(round.clone());
    if session.rounds.len() > ROUNDS_SHOWN {
        session.rounds.remove(0);
    }
    Ok(round)
}

/// Ends a session (the game page's "end game"); false when it had ended already.
pub fn end_session(db: &mut Db, ticket: &str) -> Option<bool> {
    let now = db.games.now();
    db.games.expire(now);
    let session = db.games.sessions.get_mut(ticket)?;
    if session.ended_ms.is_some() {
        return Some(false);
    }
    session.ended_ms = Some(now);
    Some(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_return_a_little_less_than_the_stakes() {
        let total: i64 = (0..20_000).map(|round| outcome_x100("ticket", round)).sum();
        let rtp = total as f64 / 20_000.0 / 100.0;
        assert!((0.8..1.0).contains(&rtp), "return to player {rtp}");
    }
}
