//! Game catalogue, favourites, recent games and launching (spec 001 §7 "Games").

use super::{CacheClass, Call, Method};

pub(super) const CALLS: &[Call] = &[
    Call::get("/wps/relay/GCSGAME_newGameVendor", "COMM3", "vendor lanes per game category")
        .cached(CacheClass::Catalogue),
    Call::get("/wps/relay/GCSGAME_getVassGameType", "COMM3", "game types per vendor").cached(CacheClass::Catalogue),
    // A token in the link table, public in practice (protocol §1.5).
    Call::get("/wps/relay/GCSGAME_gameList", "GAMELO3", "a page of games: vendor, type, name, minimum bet, class")
        .cached(CacheClass::Catalogue),
    // Not cached: a POST whose filters are in the body (the cache files answers by path and query), and
    // the list moves with every launch on the merchant.
    Call::post("/wps/relay/GCSGAME_hotGamesV2", "COMM3", "hot games per vendor and type"),
    // Public and the same for every visitor of the brand; seats change by the minute: the content TTL.
    Call::get("/wps/relay/GCSGAME_getPvpRooms", "COMM3", "rooms of a PVP (card) game").cached(CacheClass::Content),
    Call::get("/wps/relay/MCSFE_getFavoriteGameIds", "COMM3", "ids of the member's favourite games").token(),
    Call::post("/wps/relay/MCSFE_addFavoriteGameV2", "COMM3", "add a favourite game").token(),
    Call::with_body("/wps/relay/MCSFE_removeFavoriteGameV2", &[Method::Delete], "COMM3", "remove a favourite game")
        .token(),
    Call::get("/wps/relay/MCSFE_getFavoriteGamesList", "COMM3", "the member's favourite games, paged").token(),
    Call::get("/wps/relay/GCSGAME_getRecentGames", "COMM3", "the member's recently played games, paged").token(),
    Call::get("/wps/game/launchGame", "GAMELO3", "launch a game (or the lottery lobby) for real money")
        .token()
        .real_account()
        .requires_query(&["launchMode"]),
    Call::get("/wps/game/launchGame/trial", "GAMELO3", "launch a game in demo mode, no account needed"),
];

#[cfg(test)]
mod tests {
    use super::super::{CacheClass, Token, find};

    #[test]
    fn the_public_catalogue_is_cached_and_nothing_personal_is() {
        let class = |path: &str| find(path).unwrap().cache;
        for path in
            ["/wps/relay/GCSGAME_newGameVendor", "/wps/relay/GCSGAME_getVassGameType", "/wps/relay/GCSGAME_gameList"]
        {
            assert_eq!(class(path), Some(CacheClass::Catalogue), "{path}");
        }
        assert_eq!(class("/wps/relay/GCSGAME_getPvpRooms"), Some(CacheClass::Content));
        assert_eq!(class("/wps/relay/GCSGAME_hotGamesV2"), None, "a POST with its filters in the body");
        for call in super::CALLS.iter().filter(|c| c.token != Token::None) {
            assert_eq!(call.cache, None, "{} carries a token", call.path);
        }
    }
}
