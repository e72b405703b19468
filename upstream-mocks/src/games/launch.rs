//! Launching: `GET /wps/game/launchGame` (real money, or the lottery lobby with `launchMode=LOTT`)
//! and `GET /wps/game/launchGame/trial` (demo credits, no account). Each answers a `game_url` to a
//! game page the mock serves ([`super::page`]).

use axum::http::StatusCode;
use serde::Serialize;
use upstream_protocol::envelope::code;

use super::catalogue::{Game, GameCatalogue, GameType};
use super::params::GameParams;
use super::play::{GameSession, GamesState, LotteryLobby, RoomSeat, SessionMode};
use super::pvp;
use crate::base::customer_type;
use crate::input::Query;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;

/// Lottery areas a lobby launch may name.
const LOTTO_AREAS: &[&str] = &["VN", "SEA"];
/// Prize modes of the lottery (spec 000 client config).
const PRIZE_MODES: &[&str] = &["Lott", "ZY", "Elott", "SEA"];
/// The language games open in when the launch names none (protocol §6: "vendors open in Chinese").
pub const FALLBACK_LANGUAGE: &str = "CN";

/// Where the launched game opens.
#[derive(Debug, Serialize)]
pub struct GameUrl {
    /// Address of the game page (`/play/<merchant>/<ticket>`) to open in the browser.
    pub game_url: String,
}

/// The answer of a launch: `value.content.game_url`.
#[derive(Debug, Serialize)]
pub struct Launched {
    /// The game page to open.
    pub content: GameUrl,
}

/// The game a launch or room query names: by `nodeId`, else by `vassalage` + `gameId`.
pub fn find_game<'a>(games: &'a GameCatalogue, params: &Query) -> Result<&'a Game, Fail> {
    let vendor = params.text("vassalage");
    let game = if let Some(node_id) = params.number::<u32>("nodeId")? {
        games.game(node_id)
    } else {
        let game_id = params.text("gameId").or_else(|| params.text("gameCode"));
        match (vendor, game_id) {
            (Some(vendor), Some(game_id)) => games.game_by_code(vendor, game_id),
            _ => return Err(Fail::bad_param("nodeId, or vassalage and gameId, are required")),
        }
    };
    let game = game.ok_or_else(|| Fail::business("game.not.exist", "The game does not exist"))?;
    if let Some(vendor) = vendor
        && !vendor.eq_ignore_ascii_case(game.vendor.code)
    {
        return Err(Fail::business("game.not.exist", format!("The game is not one of {vendor}'s")));
    }
    Ok(game)
}

fn game_url(ctx: &Ctx, ticket: &str) -> String {
    format!("{}/play/{}/{ticket}", ctx.mock.settings.public_url.trim_end_matches('/'), ctx.merchant)
}

/// `GET /wps/game/launchGame?launchMode=GLS&accountType=1&platform&clientType&gameId&nodeId&vassalage&
/// language&…` (token).
pub async fn launch(ctx: Ctx, params: Query) -> Reply<Launched> {
    let member_id = ctx.member()?;
    // The upstream answers a missing launch mode with a bare "system busy" (protocol §2.2).
    let Some(mode) = params.text("launchMode") else {
        return Err(Fail::new(StatusCode::INTERNAL_SERVER_ERROR, code::SYSTEM_BUSY, "System busy #727"));
    };
    params.check_client()?;
    let account_type = params.number::<u8>("accountType")?.unwrap_or(1);
    if account_type > 1 {
        return Err(Fail::bad_param("accountType must be 1 (main wallet) or 0 (free-play wallet)"));
    }
    let language = params.text("language").unwrap_or(FALLBACK_LANGUAGE).to_ascii_uppercase();
    {
        let db = ctx.db().lock();
        let member = db.members.get(&member_id).ok_or_else(Fail::not_logged_in)?;
        if member.customer_type == customer_type::TRIAL {
            return Err(Fail::business(
                "in_need_true_account",
                "Trial accounts cannot launch games: please register a real account",
            ));
        }
    }
    match mode.to_ascii_uppercase().as_str() {
        "GLS" => launch_game(&ctx, &params, member_id, account_type == 0, &language),
        "LOTT" => launch_lottery(&ctx, &params, member_id, &language),
        _ => Err(Fail::bad_param(format!("launchMode '{mode}' is not GLS or LOTT"))),
    }
}

fn launch_game(ctx: &Ctx, params: &Query, member_id: u64, free_play: bool, language: &str) -> Reply<Launched> {
    let game = find_game(&ctx.mock.games, params)?;
    let room_id = params.text("roomId");
    let mut db = ctx.db().lock();
    refuse_under_maintenance(&db.games, game)?;
    let now = db.games.now();
    db.games.expire(now);
    let mut session = if free_play {
        if !game.trial {
            return Err(Fail::business("trial.not.supported", "This game has no free-play version"));
        }
        GameSession::new(None, SessionMode::Demo, language, now)
    } else {
        if db.games.open_game_of(member_id, now).is_some() {
            return Err(Fail::business(code::PREVIOUS_GAME_NOT_FINISHED, "The previous game has not finished #734"));
        }
        GameSession::new(Some(member_id), SessionMode::Real, language, now)
    };
    session.node_id = Some(game.node_id);
    session.min_bet_cents = game.min_bet_cents;
    if let Some(room_id) = room_id {
        if game.game_type != GameType::Pvp {
            return Err(Fail::bad_param("roomId is only for card room (PVP) games"));
        }
        let rooms = pvp::rooms(game, &db.games, now, false);
        let room = rooms
            .iter()
            .find(|r| r.room_id == room_id)
            .ok_or_else(|| Fail::business("room.not.exist", format!("Room {room_id} does not exist")))?;
        session.min_bet_cents = room.min_bet_cents;
        session.room = Some(RoomSeat { room_id: room.room_id.clone(), room_name: room.room_name.clone() });
    }
    if !free_play {
        db.games.note_launch(member_id, game.node_id, now);
    }
    let ticket = db.games.open(session);
    Ok(Answer(Launched { content: GameUrl { game_url: game_url(ctx, &ticket) } }))
}

fn launch_lottery(ctx: &Ctx, params: &Query, member_id: u64, language: &str) -> Reply<Launched> {
    let area = params.required("lottoArea")?.to_ascii_uppercase();
    if !LOTTO_AREAS.contains(&area.as_str()) {
        return Err(Fail::bad_param(format!("lottoArea '{area}' is not one of {}", LOTTO_AREAS.join(", "))));
    }
    let prize_mode = params.text("lottoPrizeMode").unwrap_or("Lott");
    let Some(prize_mode) = PRIZE_MODES.iter().find(|m| m.eq_ignore_ascii_case(prize_mode)) else {
        return Err(Fail::bad_param(format!("lottoPrizeMode '{prize_mode}' is not one of {}", PRIZE_MODES.join(", "))));
    };
    let view = params.text("lottoView").unwrap_or("lobby").to_ascii_lowercase();
    if view != "lobby" && view != "betting" {
        return Err(Fail::bad_param("lottoView must be lobby or betting"));
    }
    let back_url = params.text("backUrl");
    if let Some(url) = back_url
        && !(url.starts_with("https://") || url.starts_with("http://") || url.starts_with('/'))
    {
        return Err(Fail::bad_param("backUrl must be an http(s) address or a path"));
    }
    let lobby = LotteryLobby {
        area,
        prize_mode: (*prize_mode).to_owned(),
        game_code: params.text("lottoGameCode").map(str::to_owned),
        view,
        device: params.text("device").unwrap_or("WEB").to_ascii_uppercase(),
        back_url: back_url.map(str::to_owned),
    };
    let mut db = ctx.db().lock();
    // Opening a lottery puts it at the top of the member's recent lotteries.
    if let Some(code) = &lobby.game_code
        && !crate::lottery::record_recent(&mut db, member_id, code)
    {
        return Err(Fail::business("game.not.exist", format!("Lottery {code} does not exist")));
    }
    let now = db.games.now();
    db.games.expire(now);
    let mut session = GameSession::new(Some(member_id), SessionMode::Lottery, language, now);
    session.lottery = Some(lobby);
    let ticket = db.games.open(session);
    Ok(Answer(Launched { content: GameUrl { game_url: game_url(ctx, &ticket) } }))
}

/// `GET /wps/game/launchGame/trial?nodeId|gameId&vassalage&language`: demo credits, no token; only
/// games with a free trial (`supportPlay: 0`).
pub async fn trial(ctx: Ctx, params: Query) -> Reply<Launched> {
    params.check_client()?;
    let game = find_game(&ctx.mock.games, &params)?;
    if !game.trial {
        return Err(Fail::business("trial.not.supported", "This game has no free trial"));
    }
    let language = params.text("language").unwrap_or(FALLBACK_LANGUAGE).to_ascii_uppercase();
    let mut db = ctx.db().lock();
    refuse_under_maintenance(&db.games, game)?;
    let now = db.games.now();
    db.games.expire(now);
    let mut session = GameSession::new(None, SessionMode::Demo, &language, now);
    session.node_id = Some(game.node_id);
    session.min_bet_cents = game.min_bet_cents;
    let ticket = db.games.open(session);
    Ok(Answer(Launched { content: GameUrl { game_url: game_url(&ctx, &ticket) } }))
}

/// `game.maintenance` when the game or its vendor is under maintenance (`/__admin/games/maintenance`).
fn refuse_under_maintenance(play: &GamesState, game: &Game) -> Result<(), Fail> {
    if play.maintenance_games.contains(&game.node_id) {
        return Err(Fail::business("game.maintenance", format!("{} is under maintenance", game.name_en)));
    }
    if play.maintenance_vendors.contains(game.vendor.code) {
        return Err(Fail::business("game.maintenance", format!("{} is under maintenance", game.vendor.name)));
    }
    Ok(())
}
