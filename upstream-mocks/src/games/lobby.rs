//! The lobby's catalogue calls: vendor lanes, vendor game types, the game list, hot games and PVP
//! rooms (protocol §5 "Game vendors", "Game types per vendor", "Game list", "Hot").

use std::collections::BTreeMap;

use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::value::RawValue;

use super::catalogue::{Filter, GameType};
use super::params::GameParams;
use super::pinned::{Feed, pinned};
use super::pvp::{self, RoomView};
use super::view::{ClassifyView, GameView, VendorCard, classify_views, is_thai};
use crate::input::Query;
use crate::input::QueryOrBody;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;

/// The largest page of the game list (protocol §5: `pageSize` ≤ 3000 is accepted).
pub const MAX_PAGE_SIZE: u64 = 3000;
/// The lobby's page size (spec 001 §9).
pub const DEFAULT_PAGE_SIZE: u64 = 24;
/// Entries of a hot-games list.
pub const HOT_LIMIT: usize = 20;

/// The language a call answers in: its `language` parameter, else the `Language` header.
pub fn language<'a>(params: &'a Query, ctx: &'a Ctx) -> &'a str {
    params.text("language").unwrap_or(&ctx.language)
}

/// One lane of the vendor list: a game type with its vendor cards and classifications.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LaneView {
    /// The lane's game type.
    pub title: GameType,
    /// The catalogue's cards, or those an admin pinned (`vendor-cards`), as given.
    pub cards: Vec<serde_json::Value>,
    /// The lane's classifications with their names in the request's language and game counts.
    pub game_classify: Vec<ClassifyView>,
}

/// The lanes, under `data`.
#[derive(Debug, Serialize)]
pub struct LanesData {
    /// One entry per game type that has vendors, in menu order.
    pub lanes: Vec<LaneView>,
}

/// The answer of `GCSGAME_newGameVendor`: `value.data.lanes`.
#[derive(Debug, Serialize)]
pub struct VendorList {
    /// The lanes.
    pub data: LanesData,
}

/// `GET /wps/relay/GCSGAME_newGameVendor?platform&clientType&language`.
pub async fn vendors(ctx: Ctx, params: Query) -> Reply<VendorList> {
    params.check_client()?;
    params.check_merchant(&["merchantCode", "merchant"], &ctx.merchant)?;
    let language = language(&params, &ctx);
    let catalogue = &ctx.mock.games;
    let db = ctx.db().lock();
    let lanes = catalogue
        .lanes()
        .iter()
        .map(|lane| LaneView {
            title: lane.game_type,
            cards: pinned(&db, Feed::VendorCards, Some(lane.game_type), usize::MAX).unwrap_or_else(|| {
                lane.vendors
                    .iter()
                    .map(|v| {
                        let count = catalogue.vendor_classes(lane.game_type, v.code).iter().map(|c| c.1).sum();
                        serde_json::to_value(VendorCard::of(v, lane.game_type, count, &ctx.mock)).unwrap_or_default()
                    })
                    .collect()
            }),
            game_classify: classify_views(&lane.classes, language),
        })
        .collect();
    drop(db);
    Ok(Answer(VendorList { data: LanesData { lanes } }))
}

/// The answer of `GCSGAME_getVassGameType`.
#[derive(Debug, Serialize)]
pub struct VendorGameTypes {
    /// Game type → vendor code → classifications with counts.
    pub content: BTreeMap<&'static str, BTreeMap<&'static str, Vec<ClassifyView>>>,
}

/// `GET /wps/relay/GCSGAME_getVassGameType?typeId&merchant_code[&vassalage]`.
pub async fn vendor_game_types(ctx: Ctx, params: Query) -> Reply<VendorGameTypes> {
    params.number::<u32>("typeId")?;
    params.check_merchant(&["merchant_code", "merchantCode"], &ctx.merchant)?;
    let vendor_filter = params.text("vassalage");
    if let Some(code) = vendor_filter
        && ctx.mock.games.vendor(code).is_none()
    {
        return Err(Fail::bad_param(format!("vassalage '{code}' is not a vendor")));
    }
    let language = language(&params, &ctx);
    let mut content: BTreeMap<&'static str, BTreeMap<&'static str, Vec<ClassifyView>>> = BTreeMap::new();
    for lane in ctx.mock.games.lanes() {
        for vendor in &lane.vendors {
            if vendor_filter.is_some_and(|code| !code.eq_ignore_ascii_case(vendor.code)) {
                continue;
            }
            let classes = classify_views(ctx.mock.games.vendor_classes(lane.game_type, vendor.code), language);
            content.entry(lane.game_type.as_str()).or_default().insert(vendor.code, classes);
        }
    }
    Ok(Answer(VendorGameTypes { content }))
}

/// The answer of `GCSGAME_gameList`: a page of games.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GamePage<'a> {
    /// The page's games, each as lists show a game (kept pre-rendered).
    pub games: Vec<&'a RawValue>,
    /// The page asked for, from 1.
    pub page_no: u64,
    /// Games a page holds (1 to 3,000, default 24).
    pub page_size: u64,
    /// Games matching the filters, over every page.
    pub total_count: usize,
    /// Pages over every matching game.
    pub total_pages: u64,
}

/// `GET /wps/relay/GCSGAME_gameList?merchant&platform&clientType&language&pageNo&pageSize&gameType&
/// vassalage&gameName&gameClassify&minBet&minLineNum&isNew`.
pub async fn game_list(ctx: Ctx, params: Query) -> Result<Response, Fail> {
    params.check_client()?;
    params.check_merchant(&["merchant", "merchantCode", "channel"], &ctx.merchant)?;
    let page_no = params.within("pageNo", 1, u64::from(u32::MAX))?.unwrap_or(1);
    let page_size = params.within("pageSize", 1, MAX_PAGE_SIZE)?.unwrap_or(DEFAULT_PAGE_SIZE);
    let game_type = params.game_type("gameType")?;
    let vendor = params.text("vassalage").map(str::to_ascii_uppercase);
    let classify = params.text("gameClassify").map(str::to_ascii_uppercase);
    let name = params.text("gameName").map(str::to_lowercase);
    let filter = Filter {
        game_type,
        vendor: vendor.as_deref(),
        classify: classify.as_deref(),
        min_bet_cents: params.money("minBet")?,
        min_line_num: params.number("minLineNum")?,
        only_new: params.flag("isNew")?.unwrap_or(false),
        name: name.as_deref(),
    };
    let language = language(&params, &ctx);
    // The upstream's quirk (protocol §5): a name search that also names a language finds nothing.
    let catalogue = &ctx.mock.games;
    let found = if name.is_some() && params.text("language").is_some() {
        std::borrow::Cow::Borrowed(&[][..])
    } else {
        catalogue.search_positions(&filter)
    };
    let thai = is_thai(language);
    let total_count = found.len();
    let start = ((page_no - 1) * page_size).min(total_count as u64) as usize;
    let games = found[start..]
        .iter()
        .take(page_size as usize)
        .map(|&i| catalogue.rendered(catalogue.at(i), &ctx.mock, thai))
        .collect();
    let page =
        GamePage { games, page_no, page_size, total_count, total_pages: (total_count as u64).div_ceil(page_size) };
    // Serialised here, straight from the borrowed views.
    Ok(Answer(page).into_response())
}

/// `GET /wps/relay/GCSGAME_hotGamesV2?merchantCode&isPlatform=2&vassalage&platform&language` (spec 001 §7),
/// or the observed `POST` with the same fields in a JSON body.
pub async fn hot_games(ctx: Ctx, QueryOrBody(params): QueryOrBody) -> Result<Response, Fail> {
    params.check_client()?;
    params.check_merchant(&["merchantCode"], &ctx.merchant)?;
    params.number::<u32>("isPlatform")?;
    let vendor = params.text("vassalage").map(str::to_ascii_uppercase);
    if let Some(code) = &vendor
        && ctx.mock.games.vendor(code).is_none()
    {
        return Err(Fail::bad_param(format!("vassalage '{code}' is not a vendor")));
    }
    let filter = Filter { game_type: params.game_type("gameType")?, vendor: vendor.as_deref(), ..Filter::default() };
    let thai = is_thai(language(&params, &ctx));
    let mut games = ctx.mock.games.search(&filter);
    {
        let db = ctx.db().lock();
        games.sort_by_key(|g| (std::cmp::Reverse(db.games.score(g.node_id, g.popularity)), g.node_id));
    }
    let list = games.into_iter().take(HOT_LIMIT).map(|g| GameView::of(g, &ctx.mock, thai)).collect();
    Ok(Answer(GameRow { list }).into_response())
}

/// A list of games: `{list}`.
#[derive(Debug, Serialize)]
pub struct GameRow<'a> {
    /// The games, most popular first.
    pub list: Vec<GameView<'a>>,
}

/// The answer of `GCSGAME_getPvpRooms`: `value.content`.
#[derive(Debug, Serialize)]
pub struct Rooms {
    /// The game's four room tiers, cheapest first.
    pub content: Vec<RoomView>,
}

/// `GET /wps/relay/GCSGAME_getPvpRooms?vassalage&gameId` (or `nodeId`).
pub async fn pvp_rooms(ctx: Ctx, params: Query) -> Reply<Rooms> {
    let game = super::launch::find_game(&ctx.mock.games, &params)?;
    if game.game_type != GameType::Pvp {
        return Err(Fail::business("game.not.pvp", format!("{} is not a card room game", game.name_en)));
    }
    let thai = is_thai(language(&params, &ctx));
    let db = ctx.db().lock();
    let now = db.games.now();
    Ok(Answer(Rooms { content: pvp::rooms(game, &db.games, now, thai) }))
}
