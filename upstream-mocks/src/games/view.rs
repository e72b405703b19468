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
    pub node_id: u32,
    /// Only card rooms have one; the lobby entry of a game has none.
    pub room_id: Option<String>,
    pub game_id: &'a str,
    pub game_code: &'a str,
    pub game_type: GameType,
    pub vassalage: &'static str,
    pub account_type_name: &'static str,
    pub display_name: &'a str,
    pub game_name: &'a str,
    /// The catalogue's own (English) name, whatever the language.
    pub node_name: &'a str,
    pub show_icon: String,
    pub icon_url: String,
    pub default_icon: String,
    pub game_classify: &'static str,
    pub min_bet: f64,
    pub min_line_num: u32,
    /// 0 = a free trial exists.
    pub support_play: u8,
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
    pub vassalage: &'static str,
    pub display_name: &'static str,
    pub account_type_name: &'static str,
    pub small_icon: String,
    pub mobile_small_icon: String,
    pub h5_icon: String,
    /// Spelled as the upstream spells it.
    pub lager_icon: String,
    pub mobile_large_icon: String,
    pub game_type: GameType,
    pub is_hot: u8,
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
    pub key: &'static str,
    pub display_name: &'static str,
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
