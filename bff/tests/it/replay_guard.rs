//! The money submits' replay guard (`bff::forward::replay`): one upstream call per idempotency key and
//! session, a guarded call without a key refused, another session's equal key its own action, a raffle draw
//! replayed drawing once. What the upstream saw is read from the mock's journal.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::extract::Request;
use common::*;
use serde_json::{Value, json};

const DEPOSIT: &str = "/wps/relay/MCSFE_submitDeposit";
const TRANSFER: &str = "/wps/relay/GCS_walletTransfer";

fn money_call(path: &str, cookie: &str, key: Option<&str>, body: &Value) -> Request {
    let mut request =
        req("POST", path).header("content-type", "application/json").header("x-csrf", "1").header("cookie", cookie);
    if let Some(key) = key {
        request = request.header("idempotency-key", key);
    }
    request.body(Body::from(body.to_string())).unwrap()
}

async fn logged_in(stack: &Stack, username: &str) -> String {
    let reply = call(&stack.bff, login_request(username, "abc123")).await;
    assert_eq!(reply.json["success"], true, "{}", reply.json);
    format!("lang=en; {}", reply.session_cookie())
}

fn seen(stack: &Stack, path: &str) -> usize {
    stack.mock.journal.entries(Some(path)).len()
}

#[tokio::test]
async fn the_same_key_twice_reaches_the_upstream_once_and_the_second_is_refused_409() {
    let stack = stack().await;
    let cookie = logged_in(&stack, "demo01").await;
    let deposit = json!({"channelId": 2, "amount": 500});
    let first = call(&stack.bff, money_call(DEPOSIT, &cookie, Some("action-1"), &deposit)).await;
    assert_eq!(first.json["success"], true, "{}", first.json);
    let again = call(&stack.bff, money_call(DEPOSIT, &cookie, Some("action-1"), &deposit)).await;
    assert_eq!((again.status.as_u16(), again.json["errorCode"].as_str()), (409, Some("request.replayed")));
    assert_eq!(again.json["success"], false);
    assert_eq!(again.json["message"], "This request was already sent; it was not sent again.");
    assert_eq!(seen(&stack, DEPOSIT), 1, "the replay never reached the upstream");

    // A new action (a new key) goes on: the mock answers it (one deposit at a time), the guard does not.
    let next = call(&stack.bff, money_call(DEPOSIT, &cookie, Some("action-2"), &deposit)).await;
    assert_eq!(next.json["errorCode"], "deposit_pending", "{}", next.json);
    assert_eq!(seen(&stack, DEPOSIT), 2);
}

#[tokio::test]
async fn a_guarded_call_without_a_usable_key_is_refused_400_and_never_sent() {
    let stack = stack().await;
    let cookie = logged_in(&stack, "demo01").await;
    let transfer = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 10});
    for key in [None, Some(""), Some("two words")] {
        let refused = call(&stack.bff, money_call(TRANSFER, &cookie, key, &transfer)).await;
        assert_eq!(
            (refused.status.as_u16(), refused.json["errorCode"].as_str()),
            (400, Some("request.idempotency_key.required")),
            "{key:?}"
        );
    }
    assert_eq!(seen(&stack, TRANSFER), 0);
    // Calls the catalogue does not guard need no key; a guarded one without a session is the upstream's to refuse.
    let read = req("GET", "/wps/relay/MCSFE_getDepositSettings").header("cookie", &cookie).body(Body::empty()).unwrap();
    assert_eq!(call(&stack.bff, read).await.json["success"], true);
    let anonymous = call(&stack.bff, money_call(TRANSFER, "lang=en", None, &transfer)).await;
    assert_eq!(anonymous.status.as_u16(), 401, "{}", anonymous.json);
}

#[tokio::test]
async fn another_sessions_equal_key_is_its_own_action() {
    let stack = stack().await;
    let member = logged_in(&stack, "demo01").await;
    let agent = logged_in(&stack, "agent01").await;
    let transfer = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 10});
    for cookie in [&member, &agent] {
        let moved = call(&stack.bff, money_call(TRANSFER, cookie, Some("same-key"), &transfer)).await;
        assert_ne!(moved.json["errorCode"], "request.replayed", "{}", moved.json);
    }
    assert_eq!(seen(&stack, TRANSFER), 2);
    let again = call(&stack.bff, money_call(TRANSFER, &agent, Some("same-key"), &transfer)).await;
    assert_eq!(again.json["errorCode"], "request.replayed");
    assert_eq!(seen(&stack, TRANSFER), 2);
}

#[tokio::test]
async fn a_raffle_draw_replayed_with_its_key_draws_once() {
    const DRAW: &str = "/wps/relay/MCSFE_claimRafflePromotion";
    let stack = stack().await;
    let cookie = logged_in(&stack, "demo01").await;
    let read = |path: String| req("GET", &path).header("cookie", &cookie).body(Body::empty()).unwrap();
    let promotions = call(&stack.bff, read("/wps/relay/PROMOFE_getPromotions?category=FESTIVAL".into())).await;
    let wheel =
        promotions.json["value"]["list"].as_array().unwrap().iter().find(|p| p["raffleType"] == "PRIZE_WHEEL").cloned();
    let wheel = wheel.unwrap()["promotionId"].as_u64().unwrap();
    let chances = || async {
        let status =
            call(&stack.bff, read(format!("/wps/relay/MCSFE_getRafflePromotionStatus?promotionId={wheel}"))).await;
        assert_eq!(status.json["success"], true, "{}", status.json);
        status.json["value"]["chancesLeft"].as_u64().unwrap()
    };
    let before = chances().await;

    let body = json!({"promotionId": wheel});
    let first = call(&stack.bff, money_call(DRAW, &cookie, Some("spin-1"), &body)).await;
    assert_eq!(first.json["success"], true, "{}", first.json);
    let again = call(&stack.bff, money_call(DRAW, &cookie, Some("spin-1"), &body)).await;
    assert_eq!((again.status.as_u16(), again.json["errorCode"].as_str()), (409, Some("request.replayed")));
    assert_eq!(seen(&stack, DRAW), 1, "the replay never reached the upstream");
    assert_eq!(chances().await, before - 1, "one chance used, one prize paid");

    // Without a key the draw is never sent; a new key is a new spin.
    let keyless = call(&stack.bff, money_call(DRAW, &cookie, None, &body)).await;
    assert_eq!(keyless.json["errorCode"], "request.idempotency_key.required");
    let next = call(&stack.bff, money_call(DRAW, &cookie, Some("spin-2"), &body)).await;
    assert_eq!(next.json["success"], true, "{}", next.json);
    assert_eq!((seen(&stack, DRAW), chances().await), (2, before - 2));
}
