//! Banners, notices, winners and other public content (spec 000 §7, spec 001 §7 "Home and common").

use super::{CacheClass, Call};

pub(super) const CALLS: &[Call] = &[
    Call::get(
        "/wps/relay/MCSFE_getListAnnouncements",
        "COMM3",
        "banners per route group and notices (types B, PL, PU, PR, H)",
    )
    .cached(CacheClass::Content)
    .html(&["content"]),
    Call::get("/wps/relay/MCSFE_getListAnnouncementsV2", "COMM3", "announcements for the logged-in member")
        .token()
        .html(&["content"]),
    Call::get("/wps/relay/ODSFE2_getWinnerBoard", "COMM3", "the latest winners (limit 20)").cached(CacheClass::Content),
    Call::get("/wps/relay/GCSGAME_getRankList", "COMM3", "the biggest wins per game category")
        .cached(CacheClass::Content),
    Call::get("/wps/relay/GCSGAME_getHomePopular", "COMM3", "popular games for the home page")
        .cached(CacheClass::Content),
    Call::get("/wps/relay/GCSGAME_getHotMatches", "COMM3", "popular football matches with team logos")
        .cached(CacheClass::Content),
];
