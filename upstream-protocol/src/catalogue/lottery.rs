//! The lottery gateway: bare JSON objects, no envelope (protocol §2.1; spec 001 §7 "Games").
//!
//! Menus, popular lotteries and draws carry each draw's countdown (`remainTime`, `lockTime`, in
//! seconds from the moment of the answer), so none of them may be cached: a cached countdown is wrong.

use super::{Call, Shape};

pub(super) const CALLS: &[Call] = &[
    Call::get("/lgw/games/game_menus", "COMM3", "lottery menus by tag, with each lottery's open draw")
        .shape(Shape::Bare)
        .example("prizeMode=Lott&device=WEB"),
    Call::get("/lgw/games", "COMM3", "lottery games with their open draw and its countdown")
        .shape(Shape::Bare)
        .example("prizeMode=Lott"),
    Call::get("/lgw/games/popular", "COMM3", "popular lotteries").shape(Shape::Bare).example("count=20&prizeMode=Lott"),
    Call::get("/lgw/vn/games/game_menu", "COMM3", "Vietnam lottery menus")
        .shape(Shape::Bare)
        .example("prizeMode=Elott&device=WEB"),
    Call::get("/lgw/vn/games/game_menu/recent", "COMM3", "the member's recent Vietnam lotteries")
        .shape(Shape::Bare)
        .token(),
    Call::get("/lgw/vn/numeros/opened/game", "COMM3", "recent Vietnam draw results")
        .shape(Shape::Bare)
        .example("count=100"),
    Call::get("/lotto/lgw/games/opened/numero", "COMM3", "recent draw results").shape(Shape::Bare).example(""),
];
