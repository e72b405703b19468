//! Game catalogue, favourites, recent games and launching (spec 001 §7 "Games").

use super::{CacheClass, Call, Method};
use crate::shape::{Field, Kind};

/// A list of games under `value.list` (home rows, hot games).
const GAME_LIST: &[Field] =
    &[Field::required("value.list", Kind::List), Field::required("value.list[].nodeId", Kind::Id)];

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/relay/GCSGAME_newGameVendor", "COMM3", "vendor lanes per game category")
        .cached(CacheClass::Catalogue)
        .example("platform=html5-desktop&clientType=3&language=EN")
        .reads(&[
            Field::required("value.data.lanes", Kind::List),
            Field::optional("value.data.lanes[].title", Kind::Text),
            Field::required("value.data.lanes[].cards", Kind::List),
            Field::required("value.data.lanes[].cards[].vassalage", Kind::Id),
            Field::optional("value.data.lanes[].cards[].displayName", Kind::Id),
            Field::optional("value.data.lanes[].cards[].smallIcon", Kind::Text),
        ]),
    Call::get("/wps/relay/GCSGAME_getVassGameType", "COMM3", "game types per vendor")
        .cached(CacheClass::Catalogue)
        .example("typeId=1&vassalage={vendor}&language=EN")
        .reads(&[Field::required("value.content", Kind::Object)]),
    // A token in the link table, public in practice (protocol §1.5).
    Call::get("/wps/relay/GCSGAME_gameList", "GAMELO3", "a page of games: vendor, type, name, minimum bet, class")
        .cached(CacheClass::Catalogue)
        .example("clientType=3&platform=flash,html5-desktop&gameType=RNG&language=EN&pageNo=1&pageSize=24")
        .reads(&[
            Field::required("value.games", Kind::List),
            Field::required("value.games[].nodeId", Kind::Id),
            Field::optional("value.games[].gameName", Kind::Id),
            Field::optional("value.games[].iconUrl", Kind::Text),
            Field::optional("value.totalPages", Kind::Numeric),
            Field::optional("value.totalCount", Kind::Numeric),
        ]),
    // The specification's GET with the filters in the query (spec 001 §7 "Hot game list"); newer clients were
    // observed sending a POST with them in a JSON body (protocol §4), which the BFF falls back to. Not cached:
    // the list moves with every launch on the merchant.
    Call::with_body(
        "/wps/relay/GCSGAME_hotGamesV2",
        &[Method::Get, Method::Post],
        "COMM3",
        "hot games per vendor and type",
    )
    .falls_back_to(Method::Post)
    .example("isPlatform=2&gameType=RNG&platform=flash,html5-desktop&language=EN")
    .reads(GAME_LIST),
    // Public and the same for every visitor of the brand; seats change by the minute: the content TTL.
    Call::get("/wps/relay/GCSGAME_getPvpRooms", "COMM3", "rooms of a PVP (card) game")
        .cached(CacheClass::Content)
        .example("nodeId={pvpGame}")
        .reads(&[Field::required("value.content", Kind::List), Field::required("value.content[].roomId", Kind::Id)]),
    Call::get("/wps/relay/MCSFE_getFavoriteGameIds", "COMM3", "ids of the member's favourite games")
        .token()
        .reads(&[Field::required("value", Kind::List)]),
    Call::post("/wps/relay/MCSFE_addFavoriteGameV2", "COMM3", "add a favourite game").token(),
    Call::with_body("/wps/relay/MCSFE_removeFavoriteGameV2", &[Method::Delete], "COMM3", "remove a favourite game")
        .token(),
    Call::get("/wps/relay/MCSFE_getFavoriteGamesList", "COMM3", "the member's favourite games, paged")
        .token()
        .reads(&[Field::required("value.content", Kind::List), Field::optional("value.totalPages", Kind::Numeric)]),
    Call::get("/wps/relay/GCSGAME_getRecentGames", "COMM3", "the member's recently played games, paged")
        .token()
        .reads(&[Field::required("value.list", Kind::List), Field::optional("value.totalPages", Kind::Numeric)]),
    Call::get("/wps/game/launchGame", "GAMELO3", "launch a game (or the lottery lobby) for real money")
        .token()
        .real_account()
        .requires_query(&["launchMode"]),
    Call::get("/wps/game/launchGame/trial", "GAMELO3", "launch a game in demo mode, no account needed"),
];

#[cfg(test)]
mod tests {
    use super::super::{CacheClass, Method, Token, find};

    #[test]
    fn the_public_catalogue_is_cached_and_nothing_personal_is() {
        let class = |path: &str| find(path).unwrap().cache;
        for path in
            ["/wps/relay/GCSGAME_newGameVendor", "/wps/relay/GCSGAME_getVassGameType", "/wps/relay/GCSGAME_gameList"]
        {
            assert_eq!(class(path), Some(CacheClass::Catalogue), "{path}");
        }
        assert_eq!(class("/wps/relay/GCSGAME_getPvpRooms"), Some(CacheClass::Content));
        assert_eq!(class("/wps/relay/GCSGAME_hotGamesV2"), None, "the list moves with every launch");
        for call in super::CALLS.iter().filter(|c| c.token != Token::None) {
            assert_eq!(call.cache, None, "{} carries a token", call.path);
        }
    }

    #[test]
    fn the_hot_game_list_is_the_specifications_get_with_the_observed_post_behind_it() {
        let hot = find("/wps/relay/GCSGAME_hotGamesV2").unwrap();
        assert_eq!((hot.spec_method(), hot.fallback), (Method::Get, Some(Method::Post)));
        assert_eq!(hot.other_method(Method::Post), Some(Method::Get));
        assert_eq!(hot.other_method(Method::Delete), None);
    }
}
