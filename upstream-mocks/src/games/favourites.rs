//! The member's favourite games (V2: ids, add, remove by DELETE, paged list) and recently launched
//! games (spec 001 §7 "Favourite …", "Recent game list").

use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::Value;

use super::catalogue::Game;
use super::lobby::{DEFAULT_PAGE_SIZE, language};
use super::params::GameParams;
use super::play::{FAVOURITE_LIMIT, Favourite};
use super::view::{GameView, is_thai};
use crate::base::{MemberId, customer_type};
use crate::input::Payload;
use crate::input::Query;
use crate::ledger::Page;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// Refuses trial accounts, which may not keep favourites (spec 001 §6).
fn real_member(db: &Db, member_id: MemberId) -> Result<(), Fail> {
    let member = db.members.get(&member_id).ok_or_else(Fail::not_logged_in)?;
    if member.customer_type == customer_type::TRIAL {
        return Err(Fail::business(
            "in_need_true_account",
            "Trial accounts cannot keep favourites: please register a real account",
        ));
    }
    Ok(())
}

/// The game an add or remove names: `nodeId`, checked against `vendor` and `gameType` when given.
fn target<'a>(ctx: &'a Ctx, params: &Query) -> Result<&'a Game, Fail> {
    let node_id = params.number::<u32>("nodeId")?.ok_or_else(|| Fail::bad_param("nodeId is required"))?;
    let game =
        ctx.mock.games.game(node_id).ok_or_else(|| Fail::business("game.not.exist", "The game does not exist"))?;
    if let Some(vendor) = params.text("vendor").or_else(|| params.text("vassalage"))
        && !vendor.eq_ignore_ascii_case(game.vendor.code)
    {
        return Err(Fail::bad_param(format!("vendor '{vendor}' is not the game's vendor ({})", game.vendor.code)));
    }
    if let Some(game_type) = params.game_type("gameType")?
        && game_type != game.game_type
        && game_type != game.category()
    {
        return Err(Fail::bad_param(format!(
            "gameType {} is not the game's type ({})",
            game_type.as_str(),
            game.game_type.as_str()
        )));
    }
    Ok(game)
}

/// `GET /wps/relay/MCSFE_getFavoriteGameIds` → the node ids, newest first.
pub async fn favourite_ids(ctx: Ctx) -> Reply<Vec<u32>> {
    let member_id = ctx.member()?;
    let db = ctx.db().lock();
    let ids = db.games.favourites.get(&member_id).map(|f| f.iter().rev().map(|f| f.node_id).collect());
    Ok(Answer(ids.unwrap_or_default()))
}

/// `POST /wps/relay/MCSFE_addFavoriteGameV2` `{nodeId, vendor, gameType}`.
pub async fn add_favourite(ctx: Ctx, Payload(body): Payload<Value>) -> Reply<bool> {
    let member_id = ctx.member()?;
    let params = Query::from_json(&body)?;
    let game = target(&ctx, &params)?;
    let mut db = ctx.db().lock();
    real_member(&db, member_id)?;
    if db.games.is_favourite(member_id, game.node_id) {
        return Err(Fail::business("favorite.game.exist", "This game is already in your favourites"));
    }
    let now = db.games.now();
    let favourites = db.games.favourites.entry(member_id).or_default();
    if favourites.len() >= FAVOURITE_LIMIT {
        return Err(Fail::business(
            "favorite.game.limit",
            format!("You can keep at most {FAVOURITE_LIMIT} favourites"),
        ));
    }
    favourites.push(Favourite { node_id: game.node_id, added_ms: now });
    Ok(Answer(true))
}

/// `DELETE /wps/relay/MCSFE_removeFavoriteGameV2` with `nodeId, vendor, gameType` in the query or
/// a JSON body.
pub async fn remove_favourite(ctx: Ctx, query: Query, Payload(body): Payload<Value>) -> Reply<bool> {
    let member_id = ctx.member()?;
    let params = query.merge(Query::from_json(&body)?);
    let game = target(&ctx, &params)?;
    let mut db = ctx.db().lock();
    real_member(&db, member_id)?;
    let favourites = db.games.favourites.entry(member_id).or_default();
    let before = favourites.len();
    favourites.retain(|f| f.node_id != game.node_id);
    if favourites.len() == before {
        return Err(Fail::business("favorite.game.not.exist", "This game is not in your favourites"));
    }
    Ok(Answer(true))
}

/// A favourite in the list: the game plus when it was added.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FavouriteView<'a> {
    /// The game as lists show it, flattened into the row.
    #[serde(flatten)]
    pub game: GameView<'a>,
    /// When the member added it, milliseconds since the epoch.
    pub favorite_time: i64,
}

/// The answer of `MCSFE_getFavoriteGamesList`: a page in the upstream's `content`/`pageNum` shape.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FavouritePage<'a> {
    /// The page's favourites, newest first.
    pub content: Vec<FavouriteView<'a>>,
    /// The page asked for, from 1.
    pub page_num: u64,
    /// Favourites a page holds.
    pub page_size: u64,
    /// Pages over every matching favourite.
    pub total_pages: u64,
    /// Favourites matching the filter, over every page.
    pub total_elements: usize,
}

/// `GET /wps/relay/MCSFE_getFavoriteGamesList?clientType&platform&language&gameType&page&size`
/// (`page` from 1).
pub async fn favourite_list(ctx: Ctx, params: Query) -> Result<Response, Fail> {
    let member_id = ctx.member()?;
    params.check_client()?;
    let page = params.within("page", 1, u64::from(u32::MAX))?.unwrap_or(1);
    let size = params.within("size", 1, 500)?.unwrap_or(DEFAULT_PAGE_SIZE);
    let game_type = params.game_type("gameType")?;
    let thai = is_thai(language(&params, &ctx));
    let favourites: Vec<Favourite> =
        ctx.db().lock().games.favourites.get(&member_id).cloned().unwrap_or_default().into_iter().rev().collect();
    let matching: Vec<FavouriteView> = favourites
        .iter()
        .filter_map(|f| ctx.mock.games.game(f.node_id).map(|g| (g, f.added_ms)))
        .filter(|(g, _)| game_type.is_none_or(|t| g.game_type == t || g.category() == t))
        .map(|(g, added)| FavouriteView { game: GameView::of(g, &ctx.mock, thai), favorite_time: added })
        .collect();
    let total_elements = matching.len();
    let content = matching.into_iter().skip(((page - 1) * size) as usize).take(size as usize).collect();
    let answer = FavouritePage {
        content,
        page_num: page,
        page_size: size,
        total_pages: (total_elements as u64).div_ceil(size),
        total_elements,
    };
    Ok(Answer(answer).into_response())
}

/// A recent game: the game plus when it was last launched.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentView<'a> {
    /// The game as lists show it, flattened into the row.
    #[serde(flatten)]
    pub game: GameView<'a>,
    /// When the member last launched it, milliseconds since the epoch.
    pub last_play_time: i64,
}

/// `GET /wps/relay/GCSGAME_getRecentGames?clientType&vassalage&language&pageNo&pageSize&gameType`.
pub async fn recent_games(ctx: Ctx, params: Query) -> Result<Response, Fail> {
    let member_id = ctx.member()?;
    params.check_client()?;
    let page_no = params.within("pageNo", 1, u64::from(u32::MAX))?.unwrap_or(1);
    let page_size = params.within("pageSize", 1, 500)?.unwrap_or(DEFAULT_PAGE_SIZE);
    let game_type = params.game_type("gameType")?;
    let vendor = params.text("vassalage");
    let thai = is_thai(language(&params, &ctx));
    let recent = ctx.db().lock().games.recent.get(&member_id).cloned().unwrap_or_default();
    let views = recent
        .iter()
        .filter_map(|r| ctx.mock.games.game(r.node_id).map(|g| (g, r.played_ms)))
        .filter(|(g, _)| game_type.is_none_or(|t| g.game_type == t || g.category() == t))
        .filter(|(g, _)| vendor.is_none_or(|v| v.eq_ignore_ascii_case(g.vendor.code)))
        .map(|(g, played)| RecentView { game: GameView::of(g, &ctx.mock, thai), last_play_time: played });
    Ok(Answer(Page::of(views, Some(page_no as usize), Some(page_size as usize))).into_response())
}
