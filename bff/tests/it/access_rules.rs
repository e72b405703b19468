//! The access rules the BFF holds for the brand: a forced password change (with the password typed at
//! login kept sealed, filled in for the change), trial accounts kept from real-account calls, the
//! login-only setting redirecting pages to `/login`, logout clearing every cookie of ours, and 429s
//! that say when to try again. What the upstream saw is read from the mock.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::Request;
use axum::response::IntoResponse;
use bff::session::Sealer;
use common::*;
use serde_json::{Value, json};
use upstream_mocks::state::{Mock, Settings};

struct Site {
    bff: axum::Router,
    mock: Arc<Mock>,
}

/// The mock, a Next stand-in that answers every page 200, and the BFF (status read fresh each time, so a
/// switch changed in the mock shows at once).
async fn site() -> Site {
    let mock = Mock::new(Settings::default());
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let page: Answerer = Arc::new(|seen: &Seen| {
        ([("content-type", "text/html; charset=utf-8")], format!("<html><body>{}</body></html>", seen.path))
            .into_response()
    });
    let (next, _) = recording_upstream(page).await;
    let mut config = config(&upstream, &next);
    config.brands[0].cache.visitor_status = Duration::from_millis(1);
    config.brands[0].cache.pages = Duration::from_millis(1);
    let bff = bff::app(bff::AppState::new(config, Sealer::random()).unwrap());
    Site { bff, mock }
}

fn json_call(method: &str, path: &str, cookie: &str, body: Value) -> Request {
    req(method, path)
        .header("content-type", "application/json")
        .header("x-csrf", "1")
        .header("cookie", format!("lang=en; {cookie}"))
        .body(Body::from(body.to_string()))
        .unwrap()
}

fn get(path: &str, cookie: &str) -> Request {
    req("GET", path).header("cookie", format!("lang=en; {cookie}")).body(Body::empty()).unwrap()
}

async fn logged_in(site: &Site, username: &str, password: &str) -> (Reply, String) {
    let reply = call(&site.bff, login_request(username, password)).await;
    assert_eq!(reply.json["success"], true, "{}", reply.json);
    let cookie = reply.session_cookie();
    (reply, cookie)
}

async fn session_view(site: &Site, cookie: &str) -> Value {
    call(&site.bff, get("/bff/session", cookie)).await.json["value"].clone()
}

fn seen(mock: &Mock, path: &str) -> usize {
    mock.journal.entries(Some(path)).len()
}

/// Replaces the mock's switched-off modules (GeeTest and Firebase SMS stay off, as seeded).
async fn switched_off(site: &Site, extra: &[&str]) {
    let mut disabled = vec!["GEETEST3", "FIREBASESMS3"];
    disabled.extend_from_slice(extra);
    let mock = site.mock.clone();
    for (_, db) in mock.databases() {
        db.lock().system.disabled_modules = disabled.iter().map(|m| (*m).to_owned()).collect();
    }
}

#[tokio::test]
async fn the_default_password_forces_a_change_that_needs_no_old_password_and_blocks_everything_else() {
    let site = site().await;
    let (login, cookie) = logged_in(&site, "newbie01", "123456").await;
    for cookie_line in login.set_cookies() {
        assert!(!cookie_line.contains("123456"), "the typed password is sealed: {cookie_line}");
    }
    assert!(!login.json.to_string().contains("123456"));
    assert_eq!(session_view(&site, &cookie).await["mustChangePassword"], true);

    let balance = call(&site.bff, get("/wps/v2/wallets/balance?typeId=0", &cookie)).await;
    assert_eq!((balance.status.as_u16(), balance.json["errorCode"].as_str()), (403, Some("password.change.required")));
    assert_eq!(balance.json["message"], "Please change your password before continuing.");
    assert_eq!(seen(&site.mock, "/wps/v2/wallets/balance"), 0, "the upstream never saw it");
    let info = call(&site.bff, get("/wps/member/info", &cookie)).await;
    assert_eq!(info.json["value"]["account"], "newbie01", "member info is allowed");

    let change = json!({"newPassword": "fresh123", "confirmNewPassword": "fresh123"});
    let changed = call(&site.bff, json_call("POST", "/wps/member/password", &cookie, change)).await;
    assert_eq!(changed.json["success"], true, "{}", changed.json);
    let cookie = changed.session_cookie();
    assert_eq!(session_view(&site, &cookie).await["mustChangePassword"], false);
    let balance = call(&site.bff, get("/wps/v2/wallets/balance?typeId=0", &cookie)).await;
    assert_eq!(balance.json["success"], true, "{}", balance.json);
    // The upstream took the default as the old password: the new one logs in, the default no longer does.
    logged_in(&site, "newbie01", "fresh123").await;
    assert_eq!(call(&site.bff, login_request("newbie01", "123456")).await.json["success"], false);
}

#[tokio::test]
async fn an_old_password_the_browser_sends_is_not_overridden() {
    let site = site().await;
    let (_, cookie) = logged_in(&site, "newbie01", "123456").await;
    let change = json!({"oldPassword": "wrong99", "newPassword": "fresh123", "confirmNewPassword": "fresh123"});
    let refused = call(&site.bff, json_call("POST", "/wps/member/password", &cookie, change)).await;
    assert_eq!(refused.json["errorCode"], "old_password_error", "{}", refused.json);
    assert_eq!(session_view(&site, &cookie).await["mustChangePassword"], true, "still due");
}

#[tokio::test]
async fn an_expired_password_forces_a_change_only_while_the_switch_is_on() {
    let site = site().await;
    let (_, cookie) = logged_in(&site, "expired01", "abc123").await;
    assert_eq!(session_view(&site, &cookie).await["mustChangePassword"], true);
    switched_off(&site, &["PWDEXPFORCECHANGE3"]).await;
    let (_, cookie) = logged_in(&site, "expired01", "abc123").await;
    assert_eq!(session_view(&site, &cookie).await["mustChangePassword"], false);
    let balance = call(&site.bff, get("/wps/v2/wallets/balance?typeId=0", &cookie)).await;
    assert_eq!(balance.json["success"], true);
}

#[tokio::test]
async fn a_login_by_sms_code_never_forces_a_change() {
    let site = site().await;
    let sms = json!({"mobileNum": "0823334444", "countryDialingCode": "66"});
    assert_eq!(
        call(&site.bff, json_call("POST", "/wps/verification/sms/noLogin", "", sms)).await.json["success"],
        true
    );
    let code = site.mock.db("veneerdemo").unwrap().lock().access.sms.last_sent_to("0823334444").unwrap().code.clone();
    let body = json!({"type": "sms", "mobileNum": "0823334444", "countryDialingCode": "66", "code": code});
    let login = call(&site.bff, json_call("POST", "/wps/session/login", "", body)).await;
    assert_eq!(login.json["value"]["userName"], "newbie01", "{}", login.json);
    assert_eq!(session_view(&site, &login.session_cookie()).await["mustChangePassword"], false);
    let (_, demo) = logged_in(&site, "demo01", "abc123").await;
    assert_eq!(session_view(&site, &demo).await["mustChangePassword"], false);
}

#[tokio::test]
async fn a_trial_account_is_kept_from_member_and_agent_calls_and_game_launch() {
    let site = site().await;
    let free_play = json!({"os": "Windows", "platform": "W"});
    let trial = call(&site.bff, json_call("POST", "/wps/session/login/freeplay", "", free_play)).await;
    assert_eq!(trial.json["success"], true, "{}", trial.json);
    let cookie = trial.session_cookie();
    assert_eq!(session_view(&site, &cookie).await["isTrial"], true);
    for path in [
        "/wps/agent/team/overview",
        "/wps/game/launchGame?launchMode=GLS&gameId=1",
        "/wps/relay/MCSFE_getTransactionHistory",
    ] {
        let refused = call(&site.bff, get(path, &cookie)).await;
        assert_eq!(
            (refused.status.as_u16(), refused.json["errorCode"].as_str()),
            (403, Some("in_need_true_account")),
            "{path}"
        );
        assert_eq!(refused.json["message"], "Trial accounts cannot use this: please register a real account.");
    }
    assert_eq!(seen(&site.mock, "/wps/agent/team/overview") + seen(&site.mock, "/wps/game/launchGame"), 0);
    assert_eq!(call(&site.bff, get("/wps/v2/wallets/balance?typeId=0", &cookie)).await.json["success"], true);
    let (_, member) = logged_in(&site, "demo01", "abc123").await;
    assert_eq!(call(&site.bff, get("/wps/relay/MCSFE_getTransactionHistory", &member)).await.json["success"], true);
}

#[tokio::test]
async fn under_the_login_only_setting_every_page_but_the_public_ones_redirects_to_login() {
    let site = site().await;
    let status = |path: &str, cookie: &str| {
        let bff = site.bff.clone();
        let request = get(path, cookie);
        async move {
            let reply = call(&bff, request).await;
            (reply.status.as_u16(), reply.headers.get("location").map(|l| l.to_str().unwrap().to_owned()))
        }
    };
    assert_eq!(status("/", "").await.0, 200, "off: open to visitors");
    switched_off(&site, &[]).await;
    for path in ["/", "/help", "/promotions", "/login/x", "/register/extra"] {
        assert_eq!(status(path, "").await, (303, Some("/login".into())), "{path}");
    }
    for path in [
        "/login",
        "/register",
        "/register/",
        "/register.html",
        "/helpmc",
        "/down",
        "/_next/static/a.js",
        "/favicon.ico",
    ] {
        assert_eq!(status(path, "").await.0, 200, "{path}");
    }
    let (_, cookie) = logged_in(&site, "demo01", "abc123").await;
    assert_eq!(status("/help", &cookie).await.0, 200, "a member browses");
    assert_eq!(status("/help", "veneer_session=forged").await.0, 303, "a forged session is no session");
    // Maintenance wins: everyone sees the maintenance page (once the status kept 1 ms here has aged: the redirect
    // just above answered without a render, within that millisecond).
    site.mock.switches.write().maintenance = true;
    tokio::time::sleep(Duration::from_millis(10)).await;
    assert_eq!(status("/help", "").await.0, 503);
}

#[tokio::test]
async fn logout_clears_every_cookie_of_ours() {
    let site = site().await;
    let (_, cookie) = logged_in(&site, "demo01", "abc123").await;
    let out = call(&site.bff, logout_request(&cookie)).await;
    let cleared = out.set_cookies();
    for name in ["veneer_session=", "veneer_captcha=", "veneer_human=", "__Host-veneer_session="] {
        let line =
            cleared.iter().find(|c| c.starts_with(name)).unwrap_or_else(|| panic!("{name} not cleared: {cleared:?}"));
        assert!(line.contains("Max-Age=0"), "{line}");
    }
}

#[tokio::test]
async fn too_many_logins_are_refused_saying_in_how_many_seconds_to_try_again() {
    let site = site().await;
    let wrong = || json!({"username": "demo01", "password": "wrong99", "type": "username"});
    let mut refused = None;
    for _ in 0..8 {
        let reply = call(&site.bff, json_call("POST", "/wps/session/login", "", wrong())).await;
        if reply.status == 429 {
            refused = Some(reply);
            break;
        }
    }
    let refused = refused.expect("the per-user login bucket runs out");
    let seconds = refused.headers["retry-after"].to_str().unwrap().to_owned();
    assert!(seconds.parse::<u64>().unwrap() >= 1);
    assert_eq!(refused.json["message"], format!("Too many attempts. Please try again in {seconds} seconds."));
    let thai = call(&site.bff, login_request("demo01", "wrong99")).await;
    assert_eq!(thai.status, 429);
    let message = thai.json["message"].as_str().unwrap();
    assert!(message.contains("วินาที") && message.chars().any(|c| c.is_ascii_digit()), "{message}");
}
