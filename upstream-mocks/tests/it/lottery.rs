//! The lottery gateway: bare answers, menus per prize mode, draws that count down and roll over,
//! results consistent with the draws that passed, popular and recent lotteries.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::StatusCode;
use common::{Client, MERCHANT};
use serde_json::Value;
use upstream_mocks::state::now_ms;

/// 2025-01-06 00:00 GMT+7, a Monday.
const MONDAY: i64 = 1_736_096_400_000;

/// Moves the merchant's lottery clock so that it reads `at_ms` now.
fn set_clock(client: &Client, at_ms: i64) {
    client.mock.db(MERCHANT).unwrap().lock().lottery.clock_offset_ms = at_ms - now_ms();
}

fn bare(reply: &common::Reply) -> &Value {
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    assert!(reply.json.get("success").is_none(), "the lottery gateway has no envelope: {}", reply.json);
    &reply.json
}

fn assert_bad(reply: &common::Reply, mentions: &str) {
    assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{}", reply.json);
    assert!(reply.json.get("success").is_none(), "a bare error: {}", reply.json);
    assert_eq!(reply.json["status"], 400);
    assert_eq!(reply.json["error"], "request_param_err");
    let message = reply.json["message"].as_str().unwrap();
    assert!(message.contains(mentions), "'{message}' should mention {mentions}");
}

async fn game(client: &Client, code: &str, mode: &str) -> Value {
    let reply = client.get(&format!("/lgw/games?prizeMode={mode}&gameIds={code}"), None).await;
    let answer = bare(&reply).as_object().unwrap().clone();
    assert_eq!(answer.len(), 1, "{answer:?}");
    answer.into_iter().next().unwrap().1
}

const GAME_FIELDS: [&str; 8] =
    ["gameId", "gameMenuTag", "numero", "remainTime", "lockTime", "drawDayOfWeek", "winningTime", "remark"];

#[tokio::test]
async fn game_menus_are_bare_objects_per_prize_mode() {
    let client = Client::new();
    for mode in ["Lott", "ZY", "Elott", "SEA", "ELOTT"] {
        let reply = client.get(&format!("/lgw/games/game_menus?prizeMode={mode}&device=WEB"), None).await;
        let menus = bare(&reply).as_object().unwrap().clone();
        assert!(!menus.is_empty(), "{mode}");
        for (key, menu) in &menus {
            assert_eq!(&menu["tag"], key);
            assert_eq!(&menu["gameGroupCode"], key);
            let games = menu["gameMenus"].as_array().unwrap();
            assert!(!games.is_empty());
            for game in games {
                for field in GAME_FIELDS {
                    assert!(game.get(field).is_some(), "{field} missing in {game}");
                }
                assert_eq!(&game["gameMenuTag"], key);
                let days = game["drawDayOfWeek"].as_array().unwrap();
                assert!(!days.is_empty() && days.iter().all(|d| (1..=7).contains(&d.as_i64().unwrap())));
                let (remain, lock) = (game["remainTime"].as_i64().unwrap(), game["lockTime"].as_i64().unwrap());
                assert!(remain >= 1 && (0..=remain).contains(&lock), "{game}");
            }
        }
    }
    let sea = client.get("/lgw/games/game_menus?prizeMode=SEA", None).await;
    let vassalages: Vec<String> = bare(&sea)
        .as_object()
        .unwrap()
        .values()
        .flat_map(|m| m["gameMenus"].as_array().unwrap().iter().map(|g| g["vassalage"].as_str().unwrap().to_owned()))
        .collect();
    assert!(vassalages.iter().all(|v| v == "TCG_SEA"));
    let elott = client.get("/lgw/games/game_menus?prizeMode=Elott", None).await;
    assert!(bare(&elott).as_object().unwrap().contains_key("SOUTH"), "Vietnam lotteries are in Elott");
}

#[tokio::test]
async fn bad_or_missing_parameters_get_a_bare_error() {
    let client = Client::new();
    let cases = [
        ("/lgw/games/game_menus", "prizeMode"),
        ("/lgw/games/game_menus?prizeMode=Lotto", "prizeMode"),
        ("/lgw/games/game_menus?prizeMode=Lott&device=TV", "device"),
        ("/lgw/vn/games/game_menu?device=WEB", "prizeMode"),
        ("/lgw/games/popular?prizeMode=Lott&count=0", "count"),
        ("/lgw/games/popular?prizeMode=Lott&count=twenty", "count"),
        ("/lgw/games?prizeMode=Lott&gameIds=9999", "9999"),
        ("/lgw/games?prizeMode=Lott&tag=NOPE", "NOPE"),
        ("/lgw/vn/numeros/opened/game", "count"),
        ("/lgw/vn/numeros/opened/game?count=101", "count"),
        ("/lgw/vn/numeros/opened/game?count=5&gameId=THGOV", "Vietnamese"),
        ("/lotto/lgw/games/opened/numero?gameId=NOPE", "NOPE"),
        ("/lotto/lgw/games/opened/numero?language=%3Cx%3E", "language"),
    ];
    for (path, mentions) in cases {
        let reply = client.get(path, None).await;
        assert_bad(&reply, mentions);
        assert!(reply.json["path"].as_str().unwrap().starts_with(path.split('?').next().unwrap()), "{path}");
    }
}

#[tokio::test]
async fn draws_count_down_and_roll_over_to_the_next_numero() {
    let client = Client::new();
    // 3 seconds before the third draw of the day: betting has closed (it locks 10 s before).
    set_clock(&client, MONDAY + 2 * 60_000 - 3_000);
    let before = game(&client, "TCG1M", "Lott").await;
    assert_eq!(before["numero"], "20250106-0003");
    assert!((2..=3).contains(&before["remainTime"].as_i64().unwrap()), "{before}");
    assert_eq!(before["lockTime"], 0);
    assert_eq!(before["status"], "LOCKED");
    assert_eq!(before["winningTime"], MONDAY + 2 * 60_000);
    assert_eq!(before["lastNumero"], "20250106-0002");

    // Two seconds later the same draw is two seconds closer.
    set_clock(&client, MONDAY + 2 * 60_000 - 1_000);
    let closer = game(&client, "TCG1M", "Lott").await;
    assert_eq!(closer["numero"], "20250106-0003");
    assert!((0..=1).contains(&(closer["remainTime"].as_i64().unwrap() - 1)), "{closer}");

    // After the draw: a new numero, a full minute to go, betting open again.
    set_clock(&client, MONDAY + 2 * 60_000 + 500);
    let after = game(&client, "TCG1M", "Lott").await;
    assert_eq!(after["numero"], "20250106-0004");
    assert!((59..=60).contains(&after["remainTime"].as_i64().unwrap()), "{after}");
    assert!((49..=50).contains(&after["lockTime"].as_i64().unwrap()), "{after}");
    assert_eq!(after["status"], "OPEN");
    assert_eq!(after["lastNumero"], "20250106-0003");

    // The draw that just passed has its result; the open one has none.
    let reply = client.get("/lotto/lgw/games/opened/numero?gameId=TCG1M&count=3", None).await;
    let results = bare(&reply)["1001"].as_array().unwrap().clone();
    let numeros: Vec<&str> = results.iter().map(|r| r["numero"].as_str().unwrap()).collect();
    assert_eq!(numeros, ["20250106-0003", "20250106-0002", "20250106-0001"]);
    assert_eq!(results[0]["winningNumber"], after["lastWinningNumber"]);
    assert_eq!(results[0]["openTime"], MONDAY + 2 * 60_000);
    for result in &results {
        let number = result["winningNumber"].as_str().unwrap();
        assert!(number.len() == 5 && number.bytes().all(|b| b.is_ascii_digit()), "{number}");
    }
}

#[tokio::test]
async fn calendar_lotteries_count_down_to_their_day() {
    let client = Client::new();
    // Monday 10:00: Ho Chi Minh City draws today at 16:15, betting closes at 16:00.
    set_clock(&client, MONDAY + 10 * 3_600_000);
    let hcm = game(&client, "VNHCM", "Elott").await;
    assert_eq!(hcm["numero"], "20250106");
    let remain = hcm["remainTime"].as_i64().unwrap();
    assert!((6 * 3600 + 15 * 60 - 1..=6 * 3600 + 15 * 60).contains(&remain), "{hcm}");
    assert_eq!(hcm["lockTime"].as_i64().unwrap(), remain - 900);
    assert_eq!(hcm["drawDayOfWeek"], serde_json::json!([1, 6]));
    assert_eq!(hcm["vassalage"], "TCG_LOTTO_VN");
    // The Thai government lottery: the 16th at 16:00.
    let thai = game(&client, "THGOV", "SEA").await;
    assert_eq!(thai["numero"], "20250116");
    assert_eq!(thai["lastNumero"], "20250101");
}

#[tokio::test]
async fn vietnam_menus_group_provinces_and_know_who_draws_today() {
    let client = Client::new();
    set_clock(&client, MONDAY + 10 * 3_600_000);
    let reply = client.get("/lgw/vn/games/game_menu?prizeMode=Elott&device=WEB", None).await;
    let menus = bare(&reply).as_object().unwrap().clone();
    for region in ["NORTH", "CENTRAL", "SOUTH", "VNFAST", "TODAY"] {
        assert!(menus.contains_key(region), "{region} missing");
    }
    for menu in menus.values() {
        for game in menu["gameMenus"].as_array().unwrap() {
            assert_eq!(game["vassalage"], "TCG_LOTTO_VN");
        }
    }
    let today: Vec<&str> =
        menus["TODAY"]["gameMenus"].as_array().unwrap().iter().map(|g| g["gameCode"].as_str().unwrap()).collect();
    for monday in ["VNMB", "VNHCM", "VNDT", "VNTTH"] {
        assert!(today.contains(&monday), "{monday} draws on Mondays: {today:?}");
    }
    assert!(!today.contains(&"VNDNG"), "Đà Nẵng draws Wednesday and Saturday");
    // ZY has no Vietnamese lottery.
    let reply = client.get("/lgw/vn/games/game_menu?prizeMode=ZY", None).await;
    assert!(bare(&reply).as_object().unwrap().is_empty());
}

#[tokio::test]
async fn vietnam_results_are_consistent_with_passed_draws() {
    let client = Client::new();
    set_clock(&client, MONDAY + 17 * 3_600_000);
    let reply = client.get("/lgw/vn/numeros/opened/game?count=3", None).await;
    let answer = bare(&reply).as_object().unwrap().clone();
    assert!(answer.len() >= 10, "every Vietnamese lottery");
    let clock = MONDAY + 17 * 3_600_000;
    for (game_id, results) in &answer {
        let results = results.as_array().unwrap();
        assert_eq!(results.len(), 3, "{game_id}");
        let times: Vec<i64> = results.iter().map(|r| r["openTime"].as_i64().unwrap()).collect();
        assert!(times.windows(2).all(|w| w[0] > w[1]) && times[0] <= clock + 1_000, "{game_id}: {times:?}");
        for result in results {
            assert_eq!(&result["gameId"].to_string(), game_id);
            let digits = result["winningNumber"].as_str().unwrap();
            assert!((1..=6).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()));
        }
    }
    // Ho Chi Minh City drew at 16:15 today; the draw before was Saturday.
    let hcm: Vec<&str> = answer["4201"].as_array().unwrap().iter().map(|r| r["numero"].as_str().unwrap()).collect();
    assert_eq!(hcm, ["20250106", "20250104", "20241230"]);
    // The same draw always has the same result.
    let again = client.get("/lgw/vn/numeros/opened/game?count=1&gameId=VNHCM", None).await;
    assert_eq!(bare(&again)["4201"][0], answer["4201"][0]);
    assert_eq!(bare(&again).as_object().unwrap().len(), 1);
}

#[tokio::test]
async fn opened_numbers_of_every_lottery_match_the_menus() {
    let client = Client::new();
    let reply = client.get("/lotto/lgw/games/opened/numero", None).await;
    let latest = bare(&reply).as_object().unwrap().clone();
    let menus = client.get("/lgw/games/game_menus?prizeMode=SEA", None).await;
    for menu in bare(&menus).as_object().unwrap().values() {
        for game in menu["gameMenus"].as_array().unwrap() {
            let results = latest[&game["gameId"].to_string()].as_array().unwrap();
            assert_eq!(results.len(), 1);
            assert_eq!(results[0]["numero"], game["lastNumero"]);
            assert_eq!(results[0]["winningNumber"], game["lastWinningNumber"]);
            assert_ne!(results[0]["numero"], game["numero"], "the open draw has no result");
        }
    }
    let reply = client.get("/lotto/lgw/games/opened/numero?prizeMode=SEA", None).await;
    assert!(bare(&reply).as_object().unwrap().keys().all(|id| id.starts_with('3')));
}

#[tokio::test]
async fn popular_lotteries_rank_by_plays_and_follow_new_plays() {
    let client = Client::new();
    let reply = client.get("/lgw/games/popular?count=3&prizeMode=SEA&device=WEB&language=EN", None).await;
    let list = bare(&reply).as_array().unwrap().clone();
    assert_eq!(list.len(), 3);
    assert_eq!(list[0]["gameCode"], "THGOV");
    assert_eq!(list[0]["gameName"], "Thai government lottery");
    let ranks: Vec<i64> = list.iter().map(|g| g["rank"].as_i64().unwrap()).collect();
    assert_eq!(ranks, [1, 2, 3]);
    let default = client.get("/lgw/games/popular?prizeMode=Elott", None).await;
    let all = bare(&default).as_array().unwrap().len();
    assert!(all > 3 && all <= 20);

    // Singapore 4D is far behind in SEA; enough plays put it on top.
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        let leader = db.lottery.plays[&3001];
        db.lottery.plays.insert(3005, leader);
        assert!(upstream_mocks::lottery::record_recent(&mut db, 1, "SG4D"));
    }
    let reply = client.get("/lgw/games/popular?count=1&prizeMode=SEA", None).await;
    assert_eq!(bare(&reply)[0]["gameCode"], "SG4D");
}

#[tokio::test]
async fn recent_lotteries_need_a_token_and_follow_what_the_member_opened() {
    let client = Client::new();
    let path = "/lgw/vn/games/game_menu/recent?prizeMode=Elott&device=WEB&recentCount=100";
    let reply = client.get(path, None).await;
    assert_eq!((reply.status, reply.json["errorCode"].as_str()), (StatusCode::UNAUTHORIZED, Some("login.not.session")));

    let token = client.login("demo01", "abc123").await;
    let reply = client.get(path, Some(&token)).await;
    let list = bare(&reply).as_array().unwrap().clone();
    let codes: Vec<&str> = list.iter().map(|g| g["gameCode"].as_str().unwrap()).collect();
    assert_eq!(codes, ["VNHCM", "VNMB", "TCG1M"], "newest first, Elott lotteries only");
    assert!(list.iter().all(|g| g["openedAt"].as_i64().is_some() && g["remainTime"].as_i64().is_some()));
    let reply = client.get("/lgw/vn/games/game_menu/recent?prizeMode=SEA", Some(&token)).await;
    let codes: Vec<String> =
        bare(&reply).as_array().unwrap().iter().map(|g| g["gameCode"].as_str().unwrap().into()).collect();
    assert_eq!(codes, ["THGOV", "LAO"]);
    let reply = client.get("/lgw/vn/games/game_menu/recent?prizeMode=Elott&recentCount=1", Some(&token)).await;
    assert_eq!(bare(&reply).as_array().unwrap().len(), 1);

    // Opening a lottery puts it on top; an unknown one is not recorded.
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        assert!(upstream_mocks::lottery::record_recent(&mut db, 1, "4301"));
        assert!(upstream_mocks::lottery::record_recent(&mut db, 1, "vnmb"));
        assert!(!upstream_mocks::lottery::record_recent(&mut db, 1, "NOPE"));
    }
    let reply = client.get(path, Some(&token)).await;
    let codes: Vec<String> =
        bare(&reply).as_array().unwrap().iter().map(|g| g["gameCode"].as_str().unwrap().into()).collect();
    assert_eq!(codes, ["VNMB", "VN1M", "VNHCM", "TCG1M"]);

    // Another member has their own list.
    let agent = client.login("agent01", "abc123").await;
    let reply = client.get(path, Some(&agent)).await;
    assert!(bare(&reply).as_array().unwrap().is_empty());

    assert_bad(
        &client.get("/lgw/vn/games/game_menu/recent?prizeMode=Elott&recentCount=0", Some(&token)).await,
        "recentCount",
    );
    assert_bad(&client.get("/lgw/vn/games/game_menu/recent", Some(&token)).await, "prizeMode");
}

#[tokio::test]
async fn names_and_remarks_follow_the_language() {
    let client = Client::new();
    let req = Client::request("GET", "/lgw/games?prizeMode=SEA&gameIds=3001", None).header("Language", "TH");
    let reply = client.send(req.body(Body::empty()).unwrap()).await;
    let thai = &bare(&reply)["3001"];
    assert_eq!(thai["gameName"], "หวยรัฐบาลไทย");
    assert!(thai["remark"].as_str().unwrap().contains("ออกผลวันที่ 1 และ 16"));
    let reply = client.get("/lgw/games?prizeMode=SEA&gameIds=THGOV&language=EN", None).await;
    assert!(bare(&reply)["3001"]["remark"].as_str().unwrap().starts_with("Draws on the 1st and 16th"));
    // A tag filter.
    let reply = client.get("/lgw/games?prizeMode=Lott&tag=fast", None).await;
    let answer = bare(&reply).as_object().unwrap().clone();
    assert!(!answer.is_empty() && answer.values().all(|g| g["gameMenuTag"] == "FAST"));
}

#[tokio::test]
async fn lottery_icons_are_served() {
    let client = Client::new();
    let reply = client.get("/lgw/games?prizeMode=Lott&gameIds=CQSSC", None).await;
    let url = bare(&reply)["2001"]["iconUrl"].as_str().unwrap().to_owned();
    let path = url.strip_prefix("http://127.0.0.1:9090").unwrap();
    let icon = client.send(axum::http::Request::get(path).body(Body::empty()).unwrap()).await;
    assert_eq!(icon.status, StatusCode::OK);
    let missing = client.send(axum::http::Request::get("/assets/lottery/NOPE.svg").body(Body::empty()).unwrap()).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_lottery_state_survives_a_round_trip_through_json() {
    let client = Client::new();
    let state = client.mock.db(MERCHANT).unwrap().lock().lottery.clone();
    let text = serde_json::to_string(&state).unwrap();
    let back: upstream_mocks::lottery::LotteryState = serde_json::from_str(&text).unwrap();
    assert_eq!(back.result_seed, state.result_seed);
    assert_eq!(back.plays, state.plays);
    assert_eq!(back.recent[&1].len(), 5);
    let empty: upstream_mocks::lottery::LotteryState = serde_json::from_str("{}").unwrap();
    assert!(empty.recent.is_empty());
}

#[tokio::test]
async fn an_admin_moves_the_lottery_clock_so_draws_roll_over() {
    let client = Client::new();
    let path = format!("/__admin/lottery/clock?merchant={MERCHANT}");
    let reply = client.get("/__admin/lottery/clock", None).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);

    // 5 s before a draw of the 1-minute lotto.
    let reply = client.admin("PUT", &path, Some(serde_json::json!({"atMs": MONDAY + 2 * 60_000 - 5_000}))).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    let clock = &reply.json["value"][0];
    assert_eq!(clock["merchant"], MERCHANT);
    assert!((clock["nowMs"].as_i64().unwrap() - (MONDAY + 2 * 60_000 - 5_000)).abs() < 1_000, "{clock}");
    let before = game(&client, "TCG1M", "Lott").await;
    assert_eq!(before["numero"], "20250106-0003");

    // Forward 6 s: the next draw is open and the one passed has its result.
    let reply = client.admin("POST", &path, Some(serde_json::json!({"byMs": 6_000}))).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    let after = game(&client, "TCG1M", "Lott").await;
    assert_eq!(after["numero"], "20250106-0004");
    assert_eq!(after["lastNumero"], "20250106-0003");

    // Bad bodies change nothing.
    for bad in [
        serde_json::json!({}),
        serde_json::json!({"offsetMs": 1, "atMs": 2}),
        serde_json::json!({"offsetMs": i64::MAX}),
        serde_json::json!({"offset": 5}),
    ] {
        let reply = client.admin("PUT", &path, Some(bad.clone())).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}: {}", reply.json);
        assert_eq!(reply.json["errorCode"], "request_param_err");
    }
    let reply = client.admin("POST", &path, Some(serde_json::json!({"byMs": i64::MAX}))).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(game(&client, "TCG1M", "Lott").await["numero"], "20250106-0004");

    // Back to the wall clock.
    let reply = client.admin("DELETE", &path, None).await;
    assert_eq!(reply.json["value"][0]["offsetMs"], 0);
    assert_eq!(client.mock.db(MERCHANT).unwrap().lock().lottery.clock_offset_ms, 0);
}
