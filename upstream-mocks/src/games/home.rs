//! Game content of the home page: the winner board (latest wins), the rank list (biggest wins of
//! the day), popular games and the hot football matches.
//!
//! Wins come from two sources merged by time: this merchant's members' real wins on the game pages
//! ([`super::play::Win`]), and the platform's other players, simulated as one win per category every
//! few minutes, derived from the clock so the board moves on by itself and every call agrees.
//! An admin may pin any of these feeds to fixed entries ([`super::pinned`]).

use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::Value;

use super::art;
use super::catalogue::{Filter, Game, GameCatalogue, GameType, mix};
use super::lobby::language;
use super::names::{LEAGUES, PLAYER_NAMES, TEAMS};
use super::params::GameParams;
use super::pinned::{Feed, pinned};
use super::play::Win;
use super::view::{GameView, is_thai};
use crate::base::masked_user_name;
use crate::base::money;
use crate::input::Query;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Mock;

/// The most entries a board gives (spec 000 §9: winner board limit 20).
pub const BOARD_LIMIT: u64 = 20;
/// How far back the rank list looks.
const RANK_WINDOW_MS: i64 = 24 * 60 * 60 * 1000;

/// How often another player wins something, per category (seconds), and what the wins multiply.
const SIMULATED: &[(GameType, i64, &[i64])] = &[
    (GameType::Rng, 150, &[5, 8, 10, 20, 50, 100, 250, 500]),
    (GameType::Live, 300, &[2, 3, 8, 11, 25]),
    (GameType::Fish, 420, &[5, 10, 30, 80, 200]),
    (GameType::Pvp, 480, &[2, 3, 5, 10]),
    (GameType::Sports, 900, &[2, 3, 5, 12, 40]),
    (GameType::Esports, 1800, &[2, 3, 6]),
    (GameType::Cockfight, 1800, &[2, 3]),
    (GameType::Lott, 1200, &[90, 500, 900]),
    (GameType::Elott, 1200, &[70, 400, 700]),
    (GameType::Other, 600, &[3, 10, 50, 100]),
];
const STAKES_CENTS: [i64; 6] = [1000, 2000, 5000, 10_000, 20_000, 50_000];

/// A win, before it is shown.
struct Entry<'a> {
    game: &'a Game,
    customer: String,
    win_cents: i64,
    time_ms: i64,
}

/// Simulated wins of one category from `since` to `until`, newest first, at most `limit`.
fn simulated<'a>(
    catalogue: &'a GameCatalogue,
    category: GameType,
    since: i64,
    until: i64,
    limit: usize,
) -> Vec<Entry<'a>> {
    let Some(&(_, period_s, multiples)) = SIMULATED.iter().find(|s| s.0 == category) else { return Vec::new() };
    let period = period_s * 1000;
    let salt = category as u64 + 1;
    let mut out = Vec::new();
    let mut window = until.div_euclid(period);
    while out.len() < limit && (window + 1) * period > since {
        let seed = mix((window as u64).wrapping_mul(0x1F) ^ (salt << 56));
        let time_ms = window * period + (seed % period as u64) as i64;
        window -= 1;
        if time_ms > until || time_ms < since {
            continue;
        }
        let Some(game) = catalogue.pick_in_category(category, seed >> 8) else { break };
        let name = PLAYER_NAMES[((seed >> 20) % PLAYER_NAMES.len() as u64) as usize];
        let customer = masked_user_name(&format!("{name}{}", 10 + (seed >> 28) % 90));
        let stake = STAKES_CENTS[((seed >> 36) % STAKES_CENTS.len() as u64) as usize].max(game.min_bet_cents);
        let multiple = multiples[((seed >> 44) % multiples.len() as u64) as usize];
        out.push(Entry { game, customer, win_cents: stake * multiple, time_ms });
    }
    out
}

fn real<'a>(
    catalogue: &'a GameCatalogue,
    wins: &[Win],
    category: Option<GameType>,
    since: i64,
    until: i64,
) -> Vec<Entry<'a>> {
    wins.iter()
        .filter(|w| w.time_ms >= since && w.time_ms <= until)
        .filter_map(|w| catalogue.game(w.node_id).map(|g| (w, g)))
        .filter(|(_, g)| category.is_none_or(|c| g.category() == c))
        .map(|(w, game)| Entry {
            game,
            customer: masked_user_name(&w.username),
            win_cents: w.win_cents,
            time_ms: w.time_ms,
        })
        .collect()
}

/// The wins of a category (or all) between two times, each source giving at most `per_source`.
fn wins<'a>(ctx: &'a Ctx, category: Option<GameType>, since: i64, per_source: usize) -> Vec<Entry<'a>> {
    let (until, members) = {
        let db = ctx.db().lock();
        (db.games.now(), db.games.wins.clone())
    };
    let catalogue = &ctx.mock.games;
    let mut entries = real(catalogue, &members, category, since, until);
    for &(c, _, _) in SIMULATED {
        if category.is_none_or(|wanted| wanted == c) {
            entries.extend(simulated(catalogue, c, since, until, per_source));
        }
    }
    entries
}

/// One win as the winner board and the rank list show it (under `vo`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WinnerVo {
    /// The game's name in the request's language.
    pub game_name: String,
    /// The game's catalogue (English) name.
    pub node_name: String,
    /// The winner's user name, masked (`de***01`).
    pub customer_name: String,
    /// Amount won, two decimals.
    pub win_amount: f64,
    /// Address of the game's tile.
    pub icon_url: String,
    /// The game's node id.
    pub node_id: u32,
    /// The game's product category (`ESPORTS` and `COCKFIGHT` split out of `SPORTS`).
    pub game_type: GameType,
    /// The vendor's code.
    pub vendor: &'static str,
    /// When it was won, milliseconds since the epoch.
    pub win_time: i64,
}

/// A row of the winner board or the rank list: the win wrapped in `vo`, as the upstream sends it.
#[derive(Debug, Serialize)]
pub struct WinnerRow {
    /// The win.
    pub vo: WinnerVo,
}

/// A feed's answer, `{list}`: the live entries, or those an admin pinned.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum Listing<T> {
    /// The feed as the mock computes it.
    Live {
        /// The entries, in the feed's order.
        list: Vec<T>,
    },
    /// The entries an admin pinned, answered as given.
    Pinned {
        /// The pinned entries.
        list: Vec<Value>,
    },
}

impl<T> Listing<T> {
    /// The pinned entries if there are any, else the live ones `live` makes.
    fn of(pinned: Option<Vec<Value>>, live: impl FnOnce() -> Result<Vec<T>, Fail>) -> Reply<Self> {
        Ok(Answer(match pinned {
            Some(list) => Listing::Pinned { list },
            None => Listing::Live { list: live()? },
        }))
    }
}

fn board_query(params: &Query) -> Result<(Option<GameType>, usize), Fail> {
    let category = match params.text("gameCategory") {
        None => None,
        Some(c) if c.eq_ignore_ascii_case("ALL") => None,
        Some(_) => params.game_type("gameCategory")?,
    };
    let limit = params.number::<u64>("limitNum")?.unwrap_or(BOARD_LIMIT);
    if limit == 0 {
        return Err(Fail::bad_param("limitNum must be at least 1"));
    }
    Ok((category, limit.min(BOARD_LIMIT) as usize))
}

fn rows(entries: Vec<Entry>, mock: &Mock, thai: bool) -> Vec<WinnerRow> {
    entries
        .into_iter()
        .map(|e| WinnerRow {
            vo: WinnerVo {
                game_name: e.game.name(thai).to_owned(),
                node_name: e.game.name_en.clone(),
                customer_name: e.customer,
                win_amount: money(e.win_cents),
                icon_url: mock.asset_url(&art::game_icon(e.game.node_id)),
                node_id: e.game.node_id,
                game_type: e.game.game_type,
                vendor: e.game.vendor.code,
                win_time: e.time_ms,
            },
        })
        .collect()
}

/// `GET /wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language&limitNum=20`: the latest wins.
pub async fn winner_board(ctx: Ctx, params: Query) -> Reply<Listing<WinnerRow>> {
    let (category, limit) = board_query(&params)?;
    let thai = is_thai(language(&params, &ctx));
    let pinned = pinned(&ctx.db().lock(), Feed::Winners, category, limit);
    Listing::of(pinned, || {
        let mut entries = wins(&ctx, category, i64::MIN, limit);
        entries.sort_by_key(|e| std::cmp::Reverse(e.time_ms));
        entries.truncate(limit);
        Ok(rows(entries, &ctx.mock, thai))
    })
}

/// `GET /wps/relay/GCSGAME_getRankList?gameCategory&language&limitNum`: the day's biggest wins.
pub async fn rank_list(ctx: Ctx, params: Query) -> Reply<Listing<WinnerRow>> {
    let (category, limit) = board_query(&params)?;
    let thai = is_thai(language(&params, &ctx));
    let pinned = pinned(&ctx.db().lock(), Feed::RankList, category, limit);
    Listing::of(pinned, || {
        let since = ctx.db().lock().games.now() - RANK_WINDOW_MS;
        let mut entries = wins(&ctx, category, since, usize::MAX);
        entries.sort_by_key(|e| (std::cmp::Reverse(e.win_cents), std::cmp::Reverse(e.time_ms)));
        entries.truncate(limit);
        Ok(rows(entries, &ctx.mock, thai))
    })
}

/// `GET /wps/relay/GCSGAME_getHomePopular?gameType&language&limitNum`: the merchant's most played
/// games (base popularity plus launches here), best first.
pub async fn home_popular(ctx: Ctx, params: Query) -> Result<Response, Fail> {
    let limit = params.within("limitNum", 1, 50)?.unwrap_or(BOARD_LIMIT) as usize;
    let filter = Filter { game_type: params.game_type("gameType")?, ..Filter::default() };
    let thai = is_thai(language(&params, &ctx));
    let pinned = pinned(&ctx.db().lock(), Feed::PopularGames, filter.game_type, limit);
    Listing::of(pinned, || {
        let mut games = ctx.mock.games.search(&filter);
        {
            let db = ctx.db().lock();
            games.sort_by_key(|g| (std::cmp::Reverse(db.games.score(g.node_id, g.popularity)), g.node_id));
        }
        Ok(games.into_iter().take(limit).map(|g| GameView::of(g, &ctx.mock, thai)).collect())
    })
    // The games borrow the catalogue: serialised here.
    .map(IntoResponse::into_response)
}

/// An upcoming football match as `GCSGAME_getHotMatches` lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Match {
    /// The match's id: its day and kick-off slot.
    pub match_id: String,
    /// The league's name in the request's language.
    pub title: &'static str,
    /// Kick-off, milliseconds since the epoch.
    pub match_time: i64,
    /// The home team's name in the request's language.
    pub home_team: &'static str,
    /// The away team's name in the request's language.
    pub away_team: &'static str,
    /// Address of the home team's crest.
    pub home_team_image_url: String,
    /// Address of the away team's crest.
    pub away_team_image_url: String,
    /// Decimal odds of a home win.
    pub home_odds: f64,
    /// Decimal odds of a draw.
    pub draw_odds: f64,
    /// Decimal odds of an away win.
    pub away_odds: f64,
    /// What the bet button launches: the sportsbook.
    pub vassalage: &'static str,
    /// The sportsbook's lane: `SPORTS`.
    pub game_type: GameType,
    /// The sportsbook's game code, to launch.
    pub game_id: String,
    /// The sportsbook's node id, to launch.
    pub node_id: u32,
}

/// Kick-off times in Bangkok (UTC+7), minutes after midnight.
const KICK_OFFS: [i64; 6] = [12 * 60, 15 * 60 + 30, 18 * 60, 19 * 60 + 45, 21 * 60, 22 * 60 + 30];
const DAY_MS: i64 = 86_400_000;
const BANGKOK_MS: i64 = 7 * 3_600_000;
/// Matches shown.
const MATCHES: usize = 8;

/// `GET /wps/relay/GCSGAME_getHotMatches?language`: the next matches (kick-off at least five
/// minutes ahead), a fixed schedule of fixtures derived from the date.
pub async fn hot_matches(ctx: Ctx, params: Query) -> Reply<Listing<Match>> {
    let thai = is_thai(language(&params, &ctx));
    let (now, pinned) = {
        let db = ctx.db().lock();
        (db.games.now(), pinned(&db, Feed::HotMatches, None, usize::MAX))
    };
    Listing::of(pinned, || upcoming_matches(&ctx, now, thai))
}

/// The next matches after `now`.
fn upcoming_matches(ctx: &Ctx, now: i64, thai: bool) -> Result<Vec<Match>, Fail> {
    let book = ctx.mock.games.sportsbook().ok_or_else(|| Fail::unavailable("no sportsbook"))?;
    let today = (now + BANGKOK_MS).div_euclid(DAY_MS);
    let mut list = Vec::new();
    'days: for day in today..today + 4 {
        for (slot, minutes) in KICK_OFFS.iter().enumerate() {
            let match_time = day * DAY_MS - BANGKOK_MS + minutes * 60_000;
            if match_time < now + 5 * 60_000 {
                continue;
            }
            if list.len() == MATCHES {
                break 'days;
            }
            let seed = mix((day as u64) << 8 | slot as u64);
            let home = (seed % TEAMS.len() as u64) as usize;
            let away = (home + 1 + ((seed >> 8) % (TEAMS.len() as u64 - 1)) as usize) % TEAMS.len();
            let league = LEAGUES[((seed >> 16) % LEAGUES.len() as u64) as usize];
            let odds = |shift: u32, base: i64| money(base + ((seed >> shift) % 180) as i64);
            let team = |i: usize| if thai { TEAMS[i].1 } else { TEAMS[i].0 };
            list.push(Match {
                match_id: format!("{day}{slot}"),
                title: if thai { league.1 } else { league.0 },
                match_time,
                home_team: team(home),
                away_team: team(away),
                home_team_image_url: ctx.mock.asset_url(&art::team_logo(home)),
                away_team_image_url: ctx.mock.asset_url(&art::team_logo(away)),
                home_odds: odds(24, 140),
                draw_odds: odds(32, 290),
                away_odds: odds(40, 160),
                vassalage: book.vendor.code,
                game_type: book.game_type,
                game_id: book.game_id.clone(),
                node_id: book.node_id,
            });
        }
    }
    Ok(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_masked_like_the_upstream() {
        assert_eq!(masked_user_name("demo01"), "de***01");
        assert_eq!(masked_user_name("abc"), "a***");
    }
}
