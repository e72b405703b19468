//! The calls the points mall, promotions and feedback pages need beyond `rewards.rs`: the Zalo /
//! WhatsApp contact bonus, promotion participation and common feedback (rewards.md).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::http::StatusCode;
use common::{Client, MERCHANT, demo, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::rewards::feedback::Source;

async fn main_balance(client: &Client, token: &str) -> f64 {
    ok(&client.get("/wps/v2/wallets/balance", Some(token)).await)["balance"][0]["availBalance"].as_f64().unwrap()
}

#[tokio::test]
async fn the_contact_bonus_pays_once_per_member_and_number() {
    let (client, token) = demo().await;
    let redeem = |token: Option<&str>, body: Value| {
        let token = token.map(str::to_owned);
        let client = &client;
        async move { client.json("POST", "/wps/relay/PROMOFE_redeemContactBonus", token.as_deref(), body).await }
    };
    assert_eq!(
        redeem(None, json!({"channel": "ZALO", "contactId": "0912345678"})).await.status,
        StatusCode::UNAUTHORIZED
    );
    refused(&redeem(Some(&token), json!({"channel": "ZALO", "contactId": "12 34"})).await, "contact_id_invalid");
    refused(&redeem(Some(&token), json!({"channel": "ZALO"})).await, "contact_id_invalid");
    assert_eq!(
        redeem(Some(&token), json!({"channel": "LINE", "contactId": "0912345678"})).await.status,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(redeem(Some(&token), json!({"contactId": "0912345678"})).await.status, StatusCode::BAD_REQUEST);

    let before = main_balance(&client, &token).await;
    let paid = redeem(Some(&token), json!({"channel": "ZALO", "contactId": "+84 912 345 678"})).await;
    let value = ok(&paid);
    assert_eq!((value["channel"].as_str(), value["contactId"].as_str()), (Some("ZALO"), Some("84912345678")));
    assert_eq!(value["amount"], 131.0);
    assert_eq!(main_balance(&client, &token).await, before + 131.0);
    let record = client.get("/wps/relay/MCSFE_getTransactionHistory?type=BONUS&pageSize=5", Some(&token)).await;
    assert!(ok(&record)["list"].as_array().unwrap().iter().any(|t| t["amount"] == 131.0), "{}", record.json);

    refused(
        &redeem(Some(&token), json!({"channel": "WHATSAPP", "contactId": "0811111111"})).await,
        "bonus_already_redeemed",
    );
    let other = client.login("agent01", "abc123").await;
    refused(&redeem(Some(&other), json!({"channel": "ZALO", "contactId": "84912345678"})).await, "contact_id_in_use");
    ok(&redeem(Some(&other), json!({"channel": "WHATSAPP", "contactId": "84912345678"})).await);

    // The admin reset gives demo01 the bonus to redeem again.
    ok(&client.admin("POST", "/__admin/members/demo01/reset", None).await);
    ok(&redeem(Some(&token), json!({"channel": "WHATSAPP", "contactId": "0822222222"})).await);
}

#[tokio::test]
async fn participation_lists_the_members_promotions_newest_first() {
    let (client, token) = demo().await;
    assert_eq!(client.get("/wps/relay/PROMOFE_getParticipation", None).await.status, StatusCode::UNAUTHORIZED);
    let seeded = client.get("/wps/relay/PROMOFE_getParticipation?pageSize=50", Some(&token)).await;
    let list = ok(&seeded)["list"].as_array().unwrap().clone();
    let statuses: Vec<&str> = list.iter().map(|p| p["status"].as_str().unwrap()).collect();
    for status in ["APPLYING", "REJECTED", "ISSUED", "CLAIMED", "JOINED", "PROCESS", "SIGNED"] {
        assert!(statuses.contains(&status), "no {status}: {statuses:?}");
    }
    assert!(!statuses.contains(&"JOIN") && !statuses.contains(&"COMING_SOON"), "{statuses:?}");
    let times: Vec<i64> = list.iter().map(|p| p["appliedTime"].as_i64().unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "{times:?}");
    let rejected = list.iter().find(|p| p["status"] == "REJECTED").unwrap();
    assert_eq!(rejected["title"], "Live casino weekend");
    assert!(!rejected["reviewRemark"].as_str().unwrap().is_empty());

    // Applying adds the promotion at the top.
    let all = client.get("/wps/relay/PROMOFE_getPromotions?pageSize=50", Some(&token)).await;
    let refer = ok(&all)["list"].as_array().unwrap().iter().find(|p| p["title"] == "Refer a friend").unwrap().clone();
    let body = json!({"promotionId": refer["promotionId"], "remark": "first deposit done"});
    ok(&client.json("POST", "/wps/relay/PROMOFE_applyPromotion", Some(&token), body).await);
    let after = client.get("/wps/relay/PROMOFE_getParticipation?status=applying", Some(&token)).await;
    let applying = ok(&after)["list"].as_array().unwrap().clone();
    assert!(applying.iter().all(|p| p["status"] == "APPLYING"));
    assert_eq!(applying[0]["title"], "Refer a friend");
    assert_eq!(applying[0]["remark"], "first deposit done");
    assert_eq!(
        client.get("/wps/relay/PROMOFE_getParticipation?status=WAITING", Some(&token)).await.status,
        StatusCode::BAD_REQUEST
    );
}

#[tokio::test]
async fn common_feedback_keeps_a_contact_and_the_same_limits() {
    let (client, token) = demo().await;
    let send = |token: Option<&str>, body: Value| {
        let token = token.map(str::to_owned);
        let client = &client;
        async move { client.json("PUT", "/wps/common/feedback", token.as_deref(), body).await }
    };
    let reply = send(None, json!({"content": "หาเมนูโปรโมชั่นไม่เจอ", "contact": " visitor@example.com "})).await;
    assert!(ok(&reply)["feedbackId"].is_u64());
    ok(&send(Some(&token), json!({"content": "ก".repeat(140)})).await);
    refused(&send(None, json!({"content": "  "})).await, "content_empty");
    refused(&send(None, json!({"content": "x".repeat(141)})).await, "text_too_long");
    refused(&send(None, json!({"content": "hi", "contact": "9".repeat(65)})).await, "text_too_long");
    assert_eq!(
        client.json("POST", "/wps/common/feedback", None, json!({"content": "hi"})).await.status,
        StatusCode::METHOD_NOT_ALLOWED
    );
    let db = client.mock.db(MERCHANT).unwrap().lock();
    let stored: Vec<_> = db
        .rewards
        .feedback
        .iter()
        .map(|f| (f.member_id, f.source, f.contact.as_deref(), f.category.as_str()))
        .collect();
    assert_eq!(
        stored,
        [(None, Source::Common, Some("visitor@example.com"), "OTHER"), (Some(1), Source::Common, None, "OTHER")]
    );
}
