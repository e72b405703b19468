//! Banners, notices, winners and other public content (spec 000 §7, spec 001 §7 "Home and common").

use super::{CacheClass, Call};
use crate::shape::{Field, Kind};

/// A winners list: `value.list[].vo` (protocol §5 "Hot / favourites / winners").
const WINS: &[Field] = &[
    Field::required("value.list", Kind::List),
    Field::optional("value.list[].vo", Kind::Object),
    Field::optional("value.list[].vo.winAmount", Kind::Numeric),
    Field::optional("value.list[].vo.gameName", Kind::Id),
];

pub(super) const CALLS: &[Call] = &[
    Call::get(
        "/wps/relay/MCSFE_getListAnnouncements",
        "COMM3",
        "banners per route group and notices (types B, PL, PU, PR, H)",
    )
    .cached(CacheClass::Content)
    .html(&["content"])
    .example("types=B,PL,PU,PR,H&platform=W&execution=B")
    .reads(&[
        Field::required("value", Kind::Object),
        Field::optional("value.banners", Kind::List),
        Field::optional("value.player", Kind::List),
        Field::optional("value.popup", Kind::List),
        Field::optional("value.promotion", Kind::List),
    ]),
    Call::get("/wps/relay/MCSFE_getListAnnouncementsV2", "COMM3", "announcements for the logged-in member")
        .token()
        .html(&["content"]),
    Call::get("/wps/relay/ODSFE2_getWinnerBoard", "COMM3", "the latest winners (limit 20)")
        .cached(CacheClass::Content)
        .example("gameCategory=ALL&language=EN&limitNum=20")
        .reads(WINS),
    Call::get("/wps/relay/GCSGAME_getRankList", "COMM3", "the biggest wins per game category")
        .cached(CacheClass::Content)
        .example("gameCategory=ALL&language=EN&limitNum=20")
        .reads(WINS),
    Call::get("/wps/relay/GCSGAME_getHomePopular", "COMM3", "popular games for the home page")
        .cached(CacheClass::Content)
        .example("gameType=RNG&language=EN&limitNum=20")
        .reads(&[Field::required("value.list", Kind::List), Field::required("value.list[].nodeId", Kind::Id)]),
    Call::get("/wps/relay/GCSGAME_getHotMatches", "COMM3", "popular football matches with team logos")
        .cached(CacheClass::Content)
        .example("language=EN")
        .reads(&[
            Field::required("value.list", Kind::List),
            Field::required("value.list[].matchTime", Kind::Numeric),
            Field::required("value.list[].homeTeam", Kind::Id),
            Field::required("value.list[].awayTeam", Kind::Id),
        ]),
];
