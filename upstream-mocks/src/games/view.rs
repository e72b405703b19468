//! Games and vendors as the upstream's JSON shows them (protocol §5 "Game list", "Game vendors").

use serde::Serialize;

use super::art;
use super::catalogue::{Game, GameType, Vendor};
use crate::base::money;
use crate::state::Mock;

/// Whether a language code is Thai (names and labels in Thai; everything else in English).
pub fn is_thai(language: &str) -> bool {
    language.eq_ignore_ascii_case("TH")
}

/// One game of a list.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameView<'a> {
    /// The game's node id, to launch it or mark it a favourite.
    pub node_id: u32,
    /// Only card rooms have one; the lobby entry of a game has none.
    pub room_id: Option<String>,
    /// The vendor's code for the game, e.g. `pg-0002`.
    pub game_id: &'a str,
    /// The same code as `gameId`.
    pub game_code: &'a str,
    /// The upstream's lane the game is in (`RNG`, `LIVE`, `SPORTS`, …).
    pub game_type: GameType,
    /// The vendor's code, e.g. `PG`.
    pub vassalage: &'static str,
    /// The vendor's code again, as the wallet names it.
    pub account_type_name: &'static str,
    /// The game's name in the request's language.
    pub display_name: &'a str,
    /// The game's name in the request's language, again.
    pub game_name: &'a str,
    /// The catalogue's own (English) name, whatever the language.
    pub node_name: &'a str,
    /// Address of the game's tile.
    pub show_icon: String,
    /// Address of the game's tile, again.
    pub icon_url: String,
    /// Address of the vendor's default logo.
    pub default_icon: String,
    /// The classification key (`SLOT`, `BACCARAT`, …).
    pub game_classify: &'static str,
    /// The smallest stake, two decimals.
    pub min_bet: f64,
    /// Paylines of a slot or jackpot game; 1 for other games.
    pub min_line_num: u32,
    /// 0 = a free trial exists.
    pub support_play: u8,
    /// 1 when the game is shown as new, else 0.
    pub is_new: u8,
    /// `GAME` for a game; `VASSALAGE` would open a list of a vendor's sub-games (spec 001 §3).
    pub is_game: &'static str,
}

impl<'a> GameView<'a> {
    /// A game in the visitor's language, its art on the mock's CDN.
    pub fn of(game: &'a Game, mock: &Mock, thai: bool) -> Self {
        let icon = mock.asset_url(&art::game_icon(game.node_id));
        Self {
            node_id: game.node_id,
            room_id: None,
            game_id: &game.game_id,
            game_code: &game.game_id,
            game_type: game.game_type,
            vassalage: game.vendor.code,
            account_type_name: game.vendor.code,
            display_name: game.name(thai),
            game_name: game.name(thai),
            node_name: &game.name_en,
            show_icon: icon.clone(),
            icon_url: icon,
            default_icon: mock.asset_url(&art::vendor_logo(game.vendor.code, "DEFAULT")),
            game_classify: game.classify,
            min_bet: money(game.min_bet_cents),
            min_line_num: game.min_line_num,
            support_play: u8::from(!game.trial),
            is_new: u8::from(game.is_new),
            is_game: "GAME",
        }
    }
}

/// A vendor card of a lane.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VendorCard {
    /// The vendor's code, e.g. `PG`.
    pub vassalage: &'static str,
    /// The vendor's name for people, e.g. `PG Soft`.
    pub display_name: &'static str,
    /// The vendor's code again, as the wallet names it.
    pub account_type_name: &'static str,
    /// Address of the vendor's small logo.
    pub small_icon: String,
    /// Address of the vendor's small logo for mobile.
    pub mobile_small_icon: String,
    /// Address of the vendor's logo for H5 pages.
    pub h5_icon: String,
    /// Spelled as the upstream spells it.
    pub lager_icon: String,
    /// Address of the vendor's large logo for mobile.
    pub mobile_large_icon: String,
    /// The lane the card is in.
    pub game_type: GameType,
    /// 1 when shown with a "hot" mark, else 0.
    pub is_hot: u8,
    /// The vendor's games in this lane.
    pub game_count: usize,
}

impl VendorCard {
    /// A vendor's card in one lane.
    pub fn of(vendor: &'static Vendor, game_type: GameType, game_count: usize, mock: &Mock) -> Self {
        let logo = |variant| mock.asset_url(&art::vendor_logo(vendor.code, variant));
        Self {
            vassalage: vendor.code,
            display_name: vendor.name,
            account_type_name: vendor.code,
            small_icon: logo("SMALL"),
            mobile_small_icon: logo("MOBILE_SMALL"),
            h5_icon: logo("H5"),
            lager_icon: logo("LARGE"),
            mobile_large_icon: logo("MOBILE_LARGE"),
            game_type,
            is_hot: u8::from(vendor.hot),
            game_count,
        }
    }
}

/// A classification entry: `{key, displayName, gameCount}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClassifyView {
    /// The classification key (`SLOT`, `BACCARAT`, …).
    pub key: &'static str,
    /// Its name in the request's language.
    pub display_name: &'static str,
    /// Games with this classification.
    pub game_count: usize,
}

/// Whether a language is Tagalog (the upstream writes `TY`): only then is the bingo classification
/// offered (spec 001 §5).
pub fn is_tagalog(language: &str) -> bool {
    ["TY", "TL", "FIL", "TG"].iter().any(|l| language.eq_ignore_ascii_case(l))
}

/// Classification counts as entries, bingo only for Tagalog.
pub fn classify_views(classes: &[(&'static str, usize)], language: &str) -> Vec<ClassifyView> {
    let thai = is_thai(language);
    classes
        .iter()
        .filter(|(key, _)| *key != "BINGO" || is_tagalog(language))
        .map(|&(key, game_count)| ClassifyView {
            key,
            display_name: super::catalogue::class_name(key, thai),
            game_count,
        })
        .collect()
}
