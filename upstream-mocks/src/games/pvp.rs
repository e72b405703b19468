//! Card rooms of PVP games: four tiers per game whose minimum bets are re-set every hour, with
//! seats filling and emptying by the minute, plus the members of this merchant seated right now.

use serde::Serialize;

use super::catalogue::{Game, mix};
use super::play::{GamesState, SessionMode};
use crate::base::money;

/// Room tiers: English and Thai names, stake multiple of the game's minimum bet, tables.
const TIERS: &[(&str, &str, i64, u32)] = &[
    ("Beginner", "มือใหม่", 1, 12),
    ("Standard", "มาตรฐาน", 5, 10),
    ("Advanced", "ขั้นสูง", 20, 6),
    ("Master", "มาสเตอร์", 100, 4),
];

const HOUR_MS: i64 = 3_600_000;
const MINUTE_MS: i64 = 60_000;

/// A room as `GCSGAME_getPvpRooms` lists it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomView {
    /// The room's id: the game's node id and the tier (`10738-1`), to launch with `roomId`.
    pub room_id: String,
    /// The tier's name in the request's language (`Beginner`, …).
    pub room_name: String,
    /// The tier, 1 (cheapest) to 4.
    pub level: usize,
    /// The game's node id.
    pub node_id: u32,
    /// The vendor's code for the game.
    pub game_id: String,
    /// The vendor's code.
    pub vassalage: &'static str,
    /// The room's smallest stake this hour, two decimals.
    pub min_bet: f64,
    /// The room's largest stake (100 times the smallest), two decimals.
    pub max_bet: f64,
    /// Seats at each table.
    pub seats_per_table: u32,
    /// Tables in the room.
    pub tables: u32,
    /// Seats over every table.
    pub total_seats: u32,
    /// Players seated now (simulated, plus this merchant's members in the room).
    pub players: u32,
    /// Seats free now.
    pub free_seats: u32,
    /// When the minimum bets are next re-set (epoch ms).
    pub next_change_time: i64,
    /// The room's smallest stake this hour in hundredths, for launches (not sent).
    #[serde(skip)]
    pub min_bet_cents: i64,
}

/// The rooms of a PVP game at `now`.
pub fn rooms(game: &Game, play: &GamesState, now: i64, thai: bool) -> Vec<RoomView> {
    let hour = now.div_euclid(HOUR_MS);
    let minute = now.div_euclid(MINUTE_MS);
    let node = u64::from(game.node_id);
    // Stakes of the hour: ×1, ×1.5 or ×2 of the tier's base.
    let factor = [100, 150, 200][(mix(node ^ (hour as u64).wrapping_mul(31)) % 3) as usize];
    let seats_per_table = [4, 6, 8][(mix(node) % 3) as usize];
    TIERS
        .iter()
        .enumerate()
        .map(|(level, &(en, th, multiple, tables))| {
            let room_id = format!("{}-{}", game.node_id, level + 1);
            let min_bet_cents = game.min_bet_cents * multiple * factor / 100;
            let total_seats = seats_per_table * tables;
            let busy = 20 + mix(node ^ ((level as u64) << 40) ^ (minute as u64).wrapping_mul(7919)) % 60;
            let seated = play
                .sessions
                .values()
                .filter(|s| s.mode == SessionMode::Real && s.is_open(now))
                .filter(|s| s.room.as_ref().is_some_and(|r| r.room_id == room_id))
                .count() as u32;
            let players = (total_seats * busy as u32 / 100 + seated).min(total_seats);
            RoomView {
                room_name: (if thai { th } else { en }).to_owned(),
                room_id,
                level: level + 1,
                node_id: game.node_id,
                game_id: game.game_id.clone(),
                vassalage: game.vendor.code,
                min_bet: money(min_bet_cents),
                max_bet: money(min_bet_cents * 100),
                seats_per_table,
                tables,
                total_seats,
                players,
                free_seats: total_seats - players,
                next_change_time: (hour + 1) * HOUR_MS,
                min_bet_cents,
            }
        })
        .collect()
}
