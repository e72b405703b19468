//! The lottery gateway (`/lgw`, `/lotto/lgw`): menus, draws that count down and roll over, results,
//! popular lotteries and the member's recent ones (spec 001 §7 "Games").
//!
//! Answers are bare JSON (no envelope, protocol §2.1). A bad or missing parameter answers a bare
//! error object `{status, error, message, path, timestamp}` with HTTP 400 ([`crate::reply::BareFail`]); refusals
//! the gateway makes before a handler runs (merchant, token, method) keep the envelope.
//! Draws are computed from the lottery clock ([`draws`]); the merchant's [`LotteryState`] holds the
//! result seed, a clock offset (for tests and demos), play counts and each member's recent list.

pub mod admin;
pub mod art;
pub mod catalogue;
pub mod draws;

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::Router;
use axum::extract::RawQuery;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use rand::Rng;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value, json};

use self::catalogue::{GAMES, LotteryGame, PrizeMode, TAGS};
use crate::base::{MemberId, now_ms};
use crate::input::Query;
use crate::locale::{Device, Lang};
use crate::reply::{Bare, BareFail};
use crate::state::Ctx;
use crate::state::{Db, Mock};

/// How many lotteries a member's recent list keeps (the front asks for 100).
pub const RECENT_LIMIT: usize = 100;

/// Per-merchant lottery state.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct LotteryState {
    /// Added to the wall clock for every draw computation: tests and demos jump to a draw.
    pub clock_offset_ms: i64,
    /// Mixed into every winning number: results differ per merchant, and never change.
    pub result_seed: u64,
    /// Times each lottery was opened (seeded, then one more per [`record_recent`]): the popular list.
    pub plays: BTreeMap<u32, u64>,
    /// Per member, the lotteries they opened, newest first.
    pub recent: BTreeMap<MemberId, Vec<RecentLottery>>,
}

impl LotteryState {
    /// The lottery clock.
    pub fn now(&self) -> i64 {
        now_ms() + self.clock_offset_ms
    }
}

/// A lottery a member opened.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentLottery {
    /// The lottery's id.
    pub game_id: u32,
    /// When the member opened it, milliseconds since the epoch.
    pub opened_ms: i64,
}

/// Records that `member` opened a lottery (by id, `4201`, or code, `VNHCM`): it moves to the top of
/// their recent list and counts as a play. Meant for the game launcher (`launchMode=LOTT`,
/// `lottoGameCode`). Returns false for an unknown lottery.
pub fn record_recent(db: &mut Db, member: MemberId, game: &str) -> bool {
    let Some(game) = catalogue::find(game) else {
        return false;
    };
    let now = db.lottery.now();
    let list = db.lottery.recent.entry(member).or_default();
    list.retain(|r| r.game_id != game.id);
    list.insert(0, RecentLottery { game_id: game.id, opened_ms: now });
    list.truncate(RECENT_LIMIT);
    *db.lottery.plays.entry(game.id).or_default() += 1;
    true
}

type LgwReply = Result<Bare<Value>, BareFail>;

/// The parameters of a gateway call, checked.
struct Request<'a> {
    ctx: &'a Ctx,
    params: Query,
    lang: Lang,
}

impl<'a> Request<'a> {
    fn read(ctx: &'a Ctx, raw: Option<String>) -> Result<Self, BareFail> {
        let params = Query::parse(raw.as_deref()).map_err(|f| BareFail::bad_param(ctx.call.path, f.message))?;
        Device::from_query(&params).map_err(|m| BareFail::bad_param(ctx.call.path, m))?;
        let lang =
            Lang::resolve(&params, "language", &ctx.language).map_err(|m| BareFail::bad_param(ctx.call.path, m))?;
        Ok(Self { ctx, params, lang })
    }

    fn fail(&self, message: impl Into<String>) -> BareFail {
        BareFail::bad_param(self.ctx.call.path, message)
    }

    fn prize_mode(&self) -> Result<PrizeMode, BareFail> {
        let text =
            self.params.text("prizeMode").ok_or_else(|| self.fail("prizeMode is required (Lott, ZY, Elott or SEA)"))?;
        PrizeMode::parse(text).ok_or_else(|| self.fail(format!("Unknown prizeMode '{text}' (Lott, ZY, Elott or SEA)")))
    }

    fn count(&self, name: &str, default: Option<u32>) -> Result<Option<usize>, BareFail> {
        self.params.within(name, 1, 100).map(|n| n.or(default).map(|n| n as usize)).map_err(|f| self.fail(f.message))
    }

    fn game(&self, text: &str) -> Result<&'static LotteryGame, BareFail> {
        catalogue::find(text).ok_or_else(|| self.fail(format!("Unknown gameId '{text}'")))
    }
}

// ---------------------------------------------------------------------------------------------
// Answers

/// What a game answer needs from the merchant's state.
struct View<'a> {
    ctx: &'a Ctx,
    lang: Lang,
    now: i64,
    seed: u64,
}

impl View<'_> {
    fn new<'a>(ctx: &'a Ctx, lang: Lang, db: &Db) -> View<'a> {
        View { ctx, lang, now: db.lottery.now(), seed: db.lottery.result_seed }
    }

    /// A lottery with its open draw: `gameId, gameMenuTag, numero, remainTime, lockTime,
    /// drawDayOfWeek, winningTime, remark` and the last result.
    fn game(&self, game: &LotteryGame) -> Value {
        let draw = draws::open_draw(game, self.now);
        let last = draws::results(self.seed, game, self.now, 1).into_iter().next();
        json!({
            "gameId": game.id,
            "gameCode": game.code,
            "gameName": game.name(self.lang),
            "gameMenuTag": game.tag,
            "vassalage": game.vassalage,
            "prizeModes": game.modes,
            "iconUrl": self.ctx.mock.asset_url(&format!("lottery/{}.svg", game.code)),
            "numero": draw.as_ref().map(|d| d.numero.clone()),
            "remainTime": draw.as_ref().map_or(0, |d| d.remain_secs),
            "lockTime": draw.as_ref().map_or(0, |d| d.lock_secs),
            "status": if draw.as_ref().is_some_and(|d| d.lock_secs > 0) { "OPEN" } else { "LOCKED" },
            "winningTime": draw.as_ref().map(|d| d.at_ms),
            "drawDayOfWeek": game.schedule.draw_days(self.now),
            "digits": game.digits,
            "remark": draws::remark(game, self.lang),
            "lastNumero": last.as_ref().map(|r| r.numero.clone()),
            "lastWinningNumber": last.as_ref().map(|r| r.winning_number.clone()),
        })
    }

    fn menu(&self, tag: &catalogue::Tag, sort: usize, games: &[&LotteryGame]) -> Value {
        json!({
            "gameGroupCode": tag.code,
            "tag": tag.code,
            "name": tag.name(self.lang),
            "sort": sort,
            "gameMenus": games.iter().map(|g| self.game(g)).collect::<Vec<_>>(),
        })
    }

    fn results(&self, game: &LotteryGame, count: usize) -> Value {
        let list: Vec<Value> = draws::results(self.seed, game, self.now, count)
            .into_iter()
            .map(|r| {
                json!({
                    "gameId": game.id,
                    "numero": r.numero,
                    "winningNumber": r.winning_number,
                    "openTime": r.at_ms,
                })
            })
            .collect();
        Value::Array(list)
    }
}

/// Menus of `games` by tag, keyed by tag, in [`TAGS`] order (`sort`).
fn menus(view: &View, games: &[&'static LotteryGame]) -> Map<String, Value> {
    let mut answer = Map::new();
    for (sort, tag) in TAGS.iter().enumerate() {
        let in_tag: Vec<&LotteryGame> = games.iter().copied().filter(|g| g.tag == tag.code).collect();
        if !in_tag.is_empty() {
            answer.insert(tag.code.to_owned(), view.menu(tag, sort + 1, &in_tag));
        }
    }
    answer
}

/// `GET /lgw/games/game_menus?prizeMode=Lott&device=WEB`: the lotteries of a prize mode, keyed by
/// menu tag; values carry `gameGroupCode`, `tag` and `gameMenus` (the lotteries with their draws).
pub async fn game_menus(ctx: Ctx, RawQuery(raw): RawQuery) -> LgwReply {
    let req = Request::read(&ctx, raw)?;
    let mode = req.prize_mode()?;
    let db = ctx.db().lock();
    let view = View::new(&ctx, req.lang, &db);
    let games: Vec<&LotteryGame> = GAMES.iter().filter(|g| g.in_mode(mode)).collect();
    Ok(Bare(Value::Object(menus(&view, &games))))
}

/// `GET /lgw/games?prizeMode=Lott[&gameIds=1001,VNHCM][&tag=FAST]`: lotteries with their open draw,
/// keyed by gameId (what a lobby polls to refresh its countdowns).
pub async fn games(ctx: Ctx, RawQuery(raw): RawQuery) -> LgwReply {
    let req = Request::read(&ctx, raw)?;
    let mode = req.prize_mode()?;
    let wanted: Option<Vec<&LotteryGame>> = req
        .params
        .text("gameIds")
        .map(|ids| ids.split(',').map(str::trim).filter(|id| !id.is_empty()).map(|id| req.game(id)).collect())
        .transpose()?;
    let tag = req
        .params
        .text("tag")
        .map(|t| catalogue::tag(t).ok_or_else(|| req.fail(format!("Unknown tag '{t}'"))))
        .transpose()?;
    let db = ctx.db().lock();
    let view = View::new(&ctx, req.lang, &db);
    let answer: Map<String, Value> = GAMES
        .iter()
        .filter(|g| g.in_mode(mode))
        .filter(|g| wanted.as_ref().is_none_or(|w| w.iter().any(|x| x.id == g.id)))
        .filter(|g| tag.is_none_or(|t| t.code == g.tag))
        .map(|g| (g.id.to_string(), view.game(g)))
        .collect();
    Ok(Bare(Value::Object(answer)))
}

/// `GET /lgw/games/popular?count=20&prizeMode=Lott`: the most played lotteries of a prize mode, most
/// played first, as an array (`rank` from 1).
pub async fn popular(ctx: Ctx, RawQuery(raw): RawQuery) -> LgwReply {
    let req = Request::read(&ctx, raw)?;
    let mode = req.prize_mode()?;
    let count = req.count("count", Some(20))?.unwrap_or(20);
    let db = ctx.db().lock();
    let view = View::new(&ctx, req.lang, &db);
    let mut ranked: Vec<(&LotteryGame, u64)> = GAMES
        .iter()
        .filter(|g| g.in_mode(mode))
        .map(|g| (g, db.lottery.plays.get(&g.id).copied().unwrap_or_default()))
        .collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.id.cmp(&b.0.id)));
    let list = ranked
        .into_iter()
        .take(count)
        .enumerate()
        .map(|(i, (game, plays))| {
            let mut value = view.game(game);
            value["rank"] = json!(i + 1);
            value["playCount"] = json!(plays);
            value
        })
        .collect();
    Ok(Bare(Value::Array(list)))
}

/// `GET /lgw/vn/games/game_menu?prizeMode=Elott&device=WEB`: the Vietnamese lotteries of a prize
/// mode by region, keyed by tag, plus `TODAY` (the provinces that draw today by the lottery clock).
pub async fn vn_game_menu(ctx: Ctx, RawQuery(raw): RawQuery) -> LgwReply {
    let req = Request::read(&ctx, raw)?;
    let mode = req.prize_mode()?;
    let db = ctx.db().lock();
    let view = View::new(&ctx, req.lang, &db);
    let games: Vec<&LotteryGame> = GAMES.iter().filter(|g| g.is_vietnamese() && g.in_mode(mode)).collect();
    let mut answer = menus(&view, &games);
    let today: Vec<&LotteryGame> = games
        .iter()
        .copied()
        .filter(|g| !matches!(g.schedule, catalogue::Schedule::Every { .. }) && g.schedule.draws_today(view.now))
        .collect();
    if !today.is_empty() {
        answer.insert(catalogue::TODAY.code.to_owned(), view.menu(&catalogue::TODAY, 0, &today));
    }
    Ok(Bare(Value::Object(answer)))
}

/// `GET /lgw/vn/games/game_menu/recent?prizeMode=Elott&device=WEB&recentCount=100` (token): the
/// lotteries this member opened, newest first, as an array; each has its draw and `openedAt`.
pub async fn recent(ctx: Ctx, RawQuery(raw): RawQuery) -> Result<Response, BareFail> {
    let member = match ctx.member() {
        Ok(member) => member,
        Err(fail) => return Ok(fail.into_response()),
    };
    let req = Request::read(&ctx, raw)?;
    let mode = req.prize_mode()?;
    let count = req.count("recentCount", Some(RECENT_LIMIT as u32))?.unwrap_or(RECENT_LIMIT);
    let db = ctx.db().lock();
    let view = View::new(&ctx, req.lang, &db);
    let list: Vec<Value> = db
        .lottery
        .recent
        .get(&member)
        .into_iter()
        .flatten()
        .filter_map(|r| catalogue::by_id(r.game_id).filter(|g| g.in_mode(mode)).map(|g| (g, r.opened_ms)))
        .take(count)
        .map(|(game, opened_ms)| {
            let mut value = view.game(game);
            value["openedAt"] = json!(opened_ms);
            value
        })
        .collect();
    Ok(Bare(Value::Array(list)).into_response())
}

/// `GET /lgw/vn/numeros/opened/game?count=100[&gameId=VNHCM]`: the last `count` results (1–100) of
/// each Vietnamese lottery, keyed by gameId, newest first.
pub async fn vn_opened(ctx: Ctx, RawQuery(raw): RawQuery) -> LgwReply {
    let req = Request::read(&ctx, raw)?;
    let count = req.count("count", None)?.ok_or_else(|| req.fail("count is required (1 to 100)"))?;
    let only = req.params.text("gameId").map(|id| req.game(id)).transpose()?;
    if let Some(game) = only.filter(|g| !g.is_vietnamese()) {
        return Err(req.fail(format!("gameId {} is not a Vietnamese lottery", game.id)));
    }
    let db = ctx.db().lock();
    let view = View::new(&ctx, req.lang, &db);
    let answer: Map<String, Value> = GAMES
        .iter()
        .filter(|g| g.is_vietnamese() && only.is_none_or(|o| o.id == g.id))
        .map(|g| (g.id.to_string(), view.results(g, count)))
        .collect();
    Ok(Bare(Value::Object(answer)))
}

/// `GET /lotto/lgw/games/opened/numero[?gameId=1001][&count=10][&prizeMode=Lott]`: results keyed by
/// gameId, newest first: the last `count` (default 10) of one lottery, or the latest (default 1) of
/// every lottery.
pub async fn opened_numero(ctx: Ctx, RawQuery(raw): RawQuery) -> LgwReply {
    let req = Request::read(&ctx, raw)?;
    let only = req.params.text("gameId").map(|id| req.game(id)).transpose()?;
    let mode = req.params.text("prizeMode").map(|_| req.prize_mode()).transpose()?;
    let count = req.count("count", Some(if only.is_some() { 10 } else { 1 }))?.unwrap_or(1);
    let db = ctx.db().lock();
    let view = View::new(&ctx, req.lang, &db);
    let answer: Map<String, Value> = GAMES
        .iter()
        .filter(|g| only.is_none_or(|o| o.id == g.id) && mode.is_none_or(|m| g.in_mode(m)))
        .map(|g| (g.id.to_string(), view.results(g, count)))
        .collect();
    Ok(Bare(Value::Object(answer)))
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/lgw/games/game_menus", get(game_menus))
        .route("/lgw/games", get(games))
        .route("/lgw/games/popular", get(popular))
        .route("/lgw/vn/games/game_menu", get(vn_game_menu))
        .route("/lgw/vn/games/game_menu/recent", get(recent))
        .route("/lgw/vn/numeros/opened/game", get(vn_opened))
        .route("/lotto/lgw/games/opened/numero", get(opened_numero))
}

// ---------------------------------------------------------------------------------------------
// Seed

/// How often each lottery has been opened before the mock started (the rest get a few hundred).
const SEEDED_PLAYS: &[(&str, u64)] = &[
    ("THGOV", 98_400),
    ("VNMB", 71_250),
    ("TCG1M", 64_900),
    ("YEEKEE", 58_300),
    ("LAO", 41_700),
    ("VNHCM", 39_800),
    ("TCG5M", 27_600),
    ("CQSSC", 21_300),
    ("THSTOCK", 18_900),
    ("VN1M", 15_200),
];

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(db: &mut Db) {
    db.lottery.result_seed = rand::thread_rng().r#gen();
    for game in GAMES {
        let seeded = SEEDED_PLAYS.iter().find(|(code, _)| *code == game.code).map(|(_, n)| *n);
        // A fixed spread for the rest, so the order is the same on every start.
        let plays = seeded.unwrap_or(200 + u64::from(game.id * 37 % 900));
        db.lottery.plays.insert(game.id, plays);
    }
    // demo01 has opened a few lotteries (listed oldest first; the recent list is newest first).
    if let Some(demo) = db.member_by_name("demo01").map(|m| m.id) {
        let hour = 3_600_000;
        let now = db.lottery.now();
        let opened = [("LAO", 72), ("THGOV", 48), ("TCG1M", 26), ("VNMB", 5), ("VNHCM", 1)];
        let list = opened
            .iter()
            .rev()
            .filter_map(|(code, hours)| {
                catalogue::by_code(code).map(|g| RecentLottery { game_id: g.id, opened_ms: now - hours * hour })
            })
            .collect();
        db.lottery.recent.insert(demo, list);
    }
}

/// This area's art, as a CDN would serve it (outside the gateway).
pub fn public_files() -> Router<Arc<Mock>> {
    Router::new().route("/assets/lottery/{name}", axum::routing::get(art::lottery_icon))
}
