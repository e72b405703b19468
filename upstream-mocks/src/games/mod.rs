//! Games: the catalogue, favourites, recent games, launching, and the game content of the home page
//! (winners, popular games, hot matches) (spec 001 §7 "Games", "Home and common").
//!
//! - [`catalogue`]: vendors, lanes and ~850 generated games, shared by every merchant, indexed.
//! - [`lobby`]: vendor lanes, vendor game types, the game list, hot games, PVP rooms ([`pvp`]).
//! - [`favourites`]: favourites V2 and recent games.
//! - [`launch`]: real, lottery-lobby and trial launches; [`play`] keeps the sessions they open and
//!   settles rounds; [`page`] is the game page a `game_url` opens.
//! - [`home`]: winner board, rank list, home popular, hot matches; [`pinned`] lets an admin fix them.
//! - [`art`]: generated tiles, vendor logos and team crests, served as a CDN would.

pub mod admin;
pub mod art;
pub mod catalogue;
pub mod favourites;
pub mod home;
pub mod launch;
pub mod lobby;
pub mod names;
pub mod page;
pub mod params;
pub mod pinned;
pub mod play;
pub mod pvp;
pub mod view;

use std::sync::Arc;

use axum::Router;
use axum::routing::{delete, get, post};

pub use catalogue::{GameCatalogue, GameType};
pub use play::GamesState;

use crate::state::{Db, Mock};

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/relay/GCSGAME_newGameVendor", get(lobby::vendors))
        .route("/wps/relay/GCSGAME_getVassGameType", get(lobby::vendor_game_types))
        .route("/wps/relay/GCSGAME_gameList", get(lobby::game_list))
        .route("/wps/relay/GCSGAME_hotGamesV2", get(lobby::hot_games).post(lobby::hot_games))
        .route("/wps/relay/GCSGAME_getPvpRooms", get(lobby::pvp_rooms))
        .route("/wps/relay/MCSFE_getFavoriteGameIds", get(favourites::favourite_ids))
        .route("/wps/relay/MCSFE_addFavoriteGameV2", post(favourites::add_favourite))
        .route("/wps/relay/MCSFE_removeFavoriteGameV2", delete(favourites::remove_favourite))
        .route("/wps/relay/MCSFE_getFavoriteGamesList", get(favourites::favourite_list))
        .route("/wps/relay/GCSGAME_getRecentGames", get(favourites::recent_games))
        .route("/wps/game/launchGame", get(launch::launch))
        .route("/wps/game/launchGame/trial", get(launch::trial))
        // Home content that is about games (the calls are in the content area of the catalogue).
        .route("/wps/relay/ODSFE2_getWinnerBoard", get(home::winner_board))
        .route("/wps/relay/GCSGAME_getRankList", get(home::rank_list))
        .route("/wps/relay/GCSGAME_getHomePopular", get(home::home_popular))
        .route("/wps/relay/GCSGAME_getHotMatches", get(home::hot_matches))
}

/// Files the mock serves as a CDN and a game server would (art, the game page): outside the gateway.
pub fn public_files() -> Router<Arc<Mock>> {
    Router::new()
        .route("/assets/games/icons/{file}", get(art::game_icon_file))
        .route("/assets/games/vendors/{file}", get(art::vendor_logo_file))
        .route("/assets/games/teams/{file}", get(art::team_logo_file))
        .route("/play/{merchant}/{ticket}", get(page::show))
        .route("/play/{merchant}/{ticket}/spin", post(page::spin))
        .route("/play/{merchant}/{ticket}/end", post(page::end))
}

/// The demo member's favourites: a PG slot, a JILI slot and fish game, an Evolution baccarat table,
/// a Kingmaker card room and Spribe's Aviator (node ids are stable: the catalogue is deterministic).
pub const SEEDED_FAVOURITES: [u32; 6] = [10_002, 10_199, 10_284, 10_675, 10_753, 10_830];
/// The demo member's launches, oldest first: the SBOBET sportsbook, slots, baccarat, a card room.
pub const SEEDED_RECENT: [u32; 6] = [10_792, 10_265, 10_002, 10_675, 10_753, 10_199];

/// Seeds this area's part of a fresh merchant database (the members exist already): the demo
/// member's favourites and recently played games, finished long ago.
pub fn seed(db: &mut Db) {
    let Some(demo) = db.member_by_name("demo01").map(|m| m.id) else { return };
    let now = db.games.now();
    let minute = 60_000;
    let favourites = SEEDED_FAVOURITES;
    for (i, node_id) in favourites.into_iter().enumerate() {
        let added_ms = now - (30 - i as i64) * 24 * 60 * minute;
        db.games.favourites.entry(demo).or_default().push(play::Favourite { node_id, added_ms });
    }
    // Oldest first, so the last launch ends up on top.
    let recent = SEEDED_RECENT;
    for (i, node_id) in recent.into_iter().enumerate() {
        db.games.note_launch(demo, node_id, now - (600 - i as i64 * 90) * minute);
    }
    if let Some(agent) = db.member_by_name("agent01").map(|m| m.id) {
        let favourite = play::Favourite { node_id: SEEDED_FAVOURITES[3], added_ms: now - 3 * minute };
        db.games.favourites.entry(agent).or_default().push(favourite);
    }
}
