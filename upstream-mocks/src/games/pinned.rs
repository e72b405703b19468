//! Feeds an admin pins: the winner board, the rank list, hot matches and home popular games normally
//! move with the clock and the members' play, and the vendor cards come from the catalogue;
//! `/__admin/content/<feed>` replaces one with
//! fixed entries (`{"list": [...]}` in the feed's own shape), or with none (`DELETE`), so a test
//! sees the front's full and empty states. Failures are `/__admin/faults`' business.
//!
//! `GET` answers what is pinned, `null` while the feed is live; `reset` makes it live again. Pinned
//! entries are answered as given (they are checked for the fields the front reads), filtered by
//! the call's game type where the feed has one and cut to its `limitNum`.

use std::collections::BTreeMap;
use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::catalogue::GameType;
use crate::admin_resource::{Resource, bad_entry};
use crate::reply::Fail;
use crate::state::{Db, Mock};

/// The feeds an admin can pin.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Feed {
    /// `ODSFE2_getWinnerBoard`.
    Winners,
    /// `GCSGAME_getRankList`.
    RankList,
    /// `GCSGAME_getHotMatches`.
    HotMatches,
    /// `GCSGAME_getHomePopular`.
    PopularGames,
    /// The cards of `GCSGAME_newGameVendor`'s lanes (e.g. more vendors than the catalogue has in a lane).
    VendorCards,
}

/// The pinned feeds of a merchant (absent: live).
pub type PinnedFeeds = BTreeMap<Feed, Vec<Value>>;

/// A feed's pinned entries of `game_type` (all when `None`; where the game type sits in an entry
/// is the feed's own), at most `limit`; `None` while the feed is live.
pub fn pinned(db: &Db, feed: Feed, game_type: Option<GameType>, limit: usize) -> Option<Vec<Value>> {
    let entries = db.games.pinned.get(&feed)?;
    let wanted = game_type.map(|t| serde_json::to_value(t).unwrap_or_default());
    let type_of = |entry: &Value| match feed {
        Feed::Winners | Feed::RankList => entry["vo"]["gameType"].clone(),
        Feed::HotMatches | Feed::PopularGames | Feed::VendorCards => entry["gameType"].clone(),
    };
    Some(entries.iter().filter(|e| wanted.as_ref().is_none_or(|w| *w == type_of(e))).take(limit).cloned().collect())
}

/// What the admin reads and writes: the feed's answer.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeedList {
    /// The feed's entries, each as the feed's call answers it.
    pub list: Vec<Value>,
}

/// A feed as an admin resource: its name and the fields every entry must carry.
pub trait FeedKind: 'static {
    /// Its name in the admin path, `/__admin/games/<NAME>`.
    const NAME: &'static str;
    /// The feed it pins.
    const FEED: Feed;
    /// The fields the front reads; the rest of an entry is kept as given.
    type Entry: DeserializeOwned;
}

/// The admin resource of a feed.
pub struct Pinned<K>(PhantomData<K>);

impl<K: FeedKind> Resource for Pinned<K> {
    const AREA: &'static str = "games";
    const NAME: &'static str = K::NAME;
    /// Null: the feed computed from the data; a list put here is shown as it is.
    const EXAMPLE: &'static str = "null";
    /// The entries to show instead, in the upstream's shape (an empty list: the feed shows nothing).
    const PUT_EXAMPLE: Option<&'static str> = Some(r#"{"list": []}"#);
    const CLEARED: &'static str = r#"{"list": []}"#;
    type Scope = ();
    type View = Option<FeedList>;
    type Body = FeedList;

    fn read(_: &Mock, db: &Db, _: &()) -> Option<FeedList> {
        db.games.pinned.get(&K::FEED).map(|list| FeedList { list: list.clone() })
    }

    fn replace(_: &Mock, db: &mut Db, _: &(), body: FeedList) -> Result<(), Fail> {
        for (index, entry) in body.list.iter().enumerate() {
            serde_json::from_value::<K::Entry>(entry.clone()).map_err(|e| bad_entry("list", index, e))?;
        }
        db.games.pinned.insert(K::FEED, body.list);
        Ok(())
    }

    fn clear(db: &mut Db, _: &()) {
        db.games.pinned.insert(K::FEED, Vec::new());
    }

    fn reset(db: &mut Db) {
        db.games.pinned.remove(&K::FEED);
    }
}

/// A winner board or rank list entry: `{"vo": {…}}`.
#[derive(Deserialize)]
#[allow(dead_code, reason = "read to check the entry's shape")]
pub struct WinnerEntry {
    vo: WinnerFields,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code, reason = "read to check the entry's shape")]
struct WinnerFields {
    game_name: String,
    customer_name: String,
    win_amount: f64,
    icon_url: String,
}

/// A hot match: what a slide shows.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code, reason = "read to check the entry's shape")]
pub struct MatchEntry {
    title: String,
    match_time: i64,
    home_team: String,
    away_team: String,
    home_team_image_url: String,
    away_team_image_url: String,
}

/// A popular game: what a tile shows and launches.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code, reason = "read to check the entry's shape")]
pub struct GameEntry {
    node_id: u32,
    game_name: String,
    game_type: String,
    vassalage: String,
    icon_url: String,
}

/// A vendor card: what the vendor bar shows, in the lane of its game type.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code, reason = "read to check the entry's shape")]
pub struct VendorEntry {
    vassalage: String,
    display_name: String,
    game_type: GameType,
}

/// The feeds: the marker type (named as its [`Feed`]), its admin name, its entries' shape.
macro_rules! feed_kinds {
    ($($kind:ident: $name:literal, $entry:ty;)*) => {$(
        #[doc = concat!("`/__admin/games/", $name, "`.")]
        pub struct $kind;

        impl FeedKind for $kind {
            const NAME: &'static str = $name;
            const FEED: Feed = Feed::$kind;
            type Entry = $entry;
        }
    )*};
}

feed_kinds! {
    Winners: "winners", WinnerEntry;
    RankList: "rank-list", WinnerEntry;
    HotMatches: "hot-matches", MatchEntry;
    PopularGames: "popular-games", GameEntry;
    VendorCards: "vendor-cards", VendorEntry;
}
