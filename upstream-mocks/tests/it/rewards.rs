//! The rewards area through the whole router: points mall, promotions in every state, the reward
//! centre and raffles, missions, mailbox and feedback.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::collections::BTreeSet;

use axum::body::Body;
use axum::http::StatusCode;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use common::{Client, MERCHANT, demo, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::seed::DEMO_PAYMENT_PASSWORD as PAYMENT_PASSWORD;

async fn main_balance(client: &Client, token: &str) -> f64 {
    let reply = client.get("/wps/v2/wallets/balance", Some(token)).await;
    ok(&reply)["balance"][0]["availBalance"].as_f64().unwrap()
}

async fn points(client: &Client, token: &str) -> i64 {
    ok(&client.get("/wps/relay/MCSFE_getPointBalance", Some(token)).await)["currentPoints"].as_i64().unwrap()
}

fn png() -> String {
    BASE64.encode([&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A][..], b"screenshot"].concat())
}

async fn reward_id(client: &Client, name: &str) -> Value {
    let reply = client.get("/wps/relay/MCSFE_getPointReward?pageSize=50", None).await;
    ok(&reply)["list"].as_array().unwrap().iter().find(|r| r["name"] == name).unwrap()["rewardId"].clone()
}

async fn promotions(client: &Client, token: Option<&str>) -> Vec<Value> {
    let reply = client.get("/wps/relay/PROMOFE_getPromotions", token).await;
    ok(&reply)["list"].as_array().unwrap().clone()
}

async fn promotion(client: &Client, token: &str, title: &str) -> Value {
    promotions(client, Some(token)).await.into_iter().find(|p| p["title"] == title).unwrap()
}

fn age_reviews(client: &Client, ms: i64) {
    let mut db = client.mock.db(MERCHANT).unwrap().lock();
    for entry in &mut db.rewards.entries {
        entry.applied_ms -= ms;
    }
    for redemption in &mut db.rewards.points.redemptions {
        redemption.applied_ms -= ms;
    }
}

#[tokio::test]
async fn points_balance_config_and_mall() {
    let (client, token) = demo().await;
    let balance = client.get("/wps/relay/MCSFE_getPointBalance", Some(&token)).await;
    let value = ok(&balance);
    assert!(value["currentPoints"].as_i64().unwrap() >= 1_500);
    assert_eq!(value["neverExpires"], true);
    let earned = value["totalEarned"].as_i64().unwrap();
    let used = value["totalRedeemed"].as_i64().unwrap() + value["totalConverted"].as_i64().unwrap();
    assert_eq!(earned - used, value["currentPoints"].as_i64().unwrap());

    let config = client.get("/wps/relay/MCSFE_getPointConfig", Some(&token)).await;
    let conversions = ok(&config)["conversions"].as_array().unwrap().clone();
    assert_eq!(conversions[0]["ratio"], "100:1");
    assert_eq!(conversions[1]["conversionType"], "BONUS");
    assert!(ok(&config)["earnRates"].as_array().unwrap().iter().any(|r| r["gameType"] == "RNG"));
    assert_eq!(client.get("/wps/relay/MCSFE_getPointConfig", None).await.status, StatusCode::UNAUTHORIZED);

    let anonymous = client.get("/wps/relay/MCSFE_getPointReward", None).await;
    let list = ok(&anonymous)["list"].as_array().unwrap().clone();
    assert_eq!(list.len(), 7);
    assert!(list.iter().all(|r| r["affordable"].is_null()));
    assert!(list[0]["imageUrl"].as_str().unwrap().ends_with("/assets/rewards/cash-20.svg"));
    let mine = client.get("/wps/relay/MCSFE_getPointReward?rewardType=ITEM", Some(&token)).await;
    let items = ok(&mine)["list"].as_array().unwrap().clone();
    assert!(items.iter().all(|r| r["rewardType"] == "ITEM"));
    let iphone = items.iter().find(|r| r["name"] == "iPhone 16 Pro 256 GB").unwrap();
    assert_eq!((iphone["affordable"].as_bool(), iphone["amountRequired"].as_f64()), (Some(false), Some(990.0)));
    let bad = client.get("/wps/relay/MCSFE_getPointReward?rewardType=CAR", None).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn redeeming_is_password_checked_and_reviewed() {
    let (client, token) = demo().await;
    let cash = reward_id(&client, "Cash ฿20").await;
    let redeem =
        |body: Value| client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_redeemPointReward", Some(&token), body);
    refused(&redeem(json!({"rewardId": cash, "password": "wrong"})).await, "password_incorrect");
    let iphone = reward_id(&client, "iPhone 16 Pro 256 GB").await;
    refused(&redeem(json!({"rewardId": iphone, "password": PAYMENT_PASSWORD})).await, "insufficient_points");
    refused(&redeem(json!({"rewardId": 999_999, "password": PAYMENT_PASSWORD})).await, "record_not_found");
    assert_eq!(
        redeem(json!({"rewardId": cash, "quantity": 0, "password": PAYMENT_PASSWORD})).await.status,
        StatusCode::BAD_REQUEST
    );
    let plain = client
        .json(
            "POST",
            "/wps/relay/passwordCheck/MCSFE_redeemPointReward",
            Some(&token),
            json!({"rewardId": cash, "password": PAYMENT_PASSWORD}),
        )
        .await;
    assert_eq!(plain.json["errorCode"], "request_body_required");

    let before_points = points(&client, &token).await;
    let before_money = main_balance(&client, &token).await;
    let reply = redeem(json!({"rewardId": cash, "password": PAYMENT_PASSWORD})).await;
    let record = ok(&reply).clone();
    assert_eq!((record["status"].as_str(), record["pointsRequired"].as_i64()), (Some("IN_PROCESS"), Some(1_500)));
    assert!(record["referenceNo"].as_str().unwrap().starts_with('R'));
    assert_eq!(points(&client, &token).await, before_points - 1_500);

    age_reviews(&client, 10 * 60_000);
    let history = client.get("/wps/relay/MCSFE_getRedeemPointList?pageSize=5", Some(&token)).await;
    let mine = ok(&history)["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["referenceNo"] == record["referenceNo"])
        .cloned()
        .unwrap();
    assert_eq!(
        (mine["status"].as_str(), mine["remark"].as_str()),
        (Some("APPROVED"), Some("Credited to your main wallet"))
    );
    assert_eq!(mine["type"], "CASH");
    assert_eq!(
        main_balance(&client, &token).await,
        before_money + 20.0 + 20.0,
        "the seeded in-process cash reward too"
    );
    let inbox = client.get("/wps/relay/EMFE_getInboxList?category=PROMOTION&pageSize=1", Some(&token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "Redemption approved");
}

#[tokio::test]
async fn an_item_without_delivery_details_is_rejected_and_refunded() {
    let (client, token) = demo().await;
    client.mock.db(MERCHANT).unwrap().lock().rewards.points.balances.insert(1, 20_000);
    let shirt = reward_id(&client, "Veneer T-shirt").await;
    let money = main_balance(&client, &token).await;
    let redeem =
        |body: Value| client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_redeemPointReward", Some(&token), body);
    let reply = redeem(json!({"rewardId": shirt, "quantity": 2, "password": PAYMENT_PASSWORD})).await;
    assert_eq!(
        (ok(&reply)["amountRequired"].as_f64(), ok(&reply)["pointsRequired"].as_i64()),
        (Some(98.0), Some(6_000))
    );
    assert_eq!(main_balance(&client, &token).await, money - 98.0, "shipping is paid at once");
    let long = redeem(json!({"rewardId": shirt, "password": PAYMENT_PASSWORD, "remark": "ก".repeat(141)})).await;
    refused(&long, "text_too_long");
    age_reviews(&client, 10 * 60_000);
    let history = client.get("/wps/relay/MCSFE_getRedeemPointList?status=REJECTED", Some(&token)).await;
    let rejected = ok(&history)["list"].as_array().unwrap().clone();
    assert!(rejected.iter().any(|r| r["quantity"] == 2 && r["remark"] == "No delivery details were given"));
    assert_eq!(points(&client, &token).await, 20_000);
    assert_eq!(main_balance(&client, &token).await, money + 20.0, "shipping refunded; the seeded cash reward approved");
}

#[tokio::test]
async fn converting_points_credits_money_at_the_ratio() {
    let (client, token) = demo().await;
    let before_points = points(&client, &token).await;
    let before_money = main_balance(&client, &token).await;
    let convert =
        |body: Value| client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_convertPoint", Some(&token), body);
    refused(&convert(json!({"points": 1_000, "password": "nope"})).await, "password_incorrect");
    refused(&convert(json!({"points": 150, "password": PAYMENT_PASSWORD})).await, "amount_out_of_range");
    refused(&convert(json!({"points": 1_050, "password": PAYMENT_PASSWORD})).await, "amount_out_of_range");
    refused(&convert(json!({"points": 100_0000, "password": PAYMENT_PASSWORD})).await, "insufficient_points");
    assert_eq!(
        convert(json!({"points": 1_000, "type": "GOLD", "password": PAYMENT_PASSWORD})).await.status,
        StatusCode::BAD_REQUEST
    );

    let reply = convert(json!({"points": 1_000, "password": PAYMENT_PASSWORD})).await;
    assert_eq!(
        (ok(&reply)["amount"].as_f64(), ok(&reply)["currentPoints"].as_i64()),
        (Some(10.0), Some(before_points - 1_000))
    );
    assert_eq!(main_balance(&client, &token).await, before_money + 10.0);
    let record =
        client.get("/wps/relay/MCSFE_getTransactionHistory?type=POINT_CONVERSION&pageSize=1", Some(&token)).await;
    assert_eq!(ok(&record)["list"][0]["amount"], 10.0);

    let reply = convert(json!({"points": 800, "type": "bonus", "password": PAYMENT_PASSWORD})).await;
    assert_eq!(ok(&reply)["amount"], 10.0);
    let bonus = client.get("/wps/relay/MCSFE_getBonusDetails?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&bonus)["list"][0]["amount"], 10.0);
}

#[tokio::test]
async fn point_transactions_show_every_movement() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/ODSFE2_MemTransDet?startDate=2020-01-01&pageSize=500", Some(&token)).await;
    let refused_range = reply.json["errorCode"] == "date_range_too_long";
    assert!(refused_range, "a range over 90 days is refused");
    let start = upstream_mocks::calendar::format_date(upstream_mocks::state::now_ms() - 89 * 86_400_000);
    let reply =
        client.get(&format!("/wps/relay/ODSFE2_MemTransDet?startDate={start}&pageSize=500"), Some(&token)).await;
    let list = ok(&reply)["list"].as_array().unwrap().clone();
    let kinds: BTreeSet<&str> = list.iter().map(|e| e["type"].as_str().unwrap()).collect();
    for kind in ["EARN", "REDEEM", "REFUND", "CONVERT", "ADJUST"] {
        assert!(kinds.contains(kind), "no {kind}: {kinds:?}");
    }
    assert_eq!(list[0]["balanceAfter"].as_i64().unwrap(), points(&client, &token).await);
    let earn = client.get("/wps/relay/ODSFE2_MemTransDet?type=EARN", Some(&token)).await;
    assert!(
        ok(&earn)["list"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["type"] == "EARN" && e["changedPoints"].as_i64().unwrap() > 0)
    );
    let bad = client.get("/wps/relay/ODSFE2_MemTransDet?type=STOLEN", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn new_bets_earn_points() {
    let (client, token) = demo().await;
    let before = points(&client, &token).await;
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        db.ledger.record_bet(upstream_mocks::ledger::Bet {
            id: 0,
            member_id: 1,
            game_type: "RNG".into(),
            vendor: "PG".into(),
            game_name: "Fortune Tiger".into(),
            bet_cents: 100_000,
            valid_bet_cents: 100_000,
            payout_cents: 0,
            time_ms: upstream_mocks::state::now_ms() - 1_000,
        });
    }
    assert_eq!(points(&client, &token).await, before + 200, "฿5 of valid slot bets per point");
}

#[tokio::test]
async fn demo01_sees_every_promotion_status() {
    let (client, token) = demo().await;
    let list = promotions(&client, Some(&token)).await;
    let statuses: BTreeSet<&str> = list.iter().map(|p| p["status"].as_str().unwrap()).collect();
    for status in [
        "JOIN",
        "CLAIM",
        "APPLYING",
        "CLOSED",
        "REJECTED",
        "ISSUED",
        "CLAIMED",
        "PROCESS",
        "JOINED",
        "SIGNED",
        "COMING_SOON",
    ] {
        assert!(statuses.contains(status), "no {status}: {statuses:?}");
    }
    let process = list.iter().find(|p| p["status"] == "PROCESS").unwrap();
    let progress = &process["progress"];
    assert!(progress["current"].as_f64().unwrap() > 0.0 && progress["current"].as_f64() < progress["target"].as_f64());
    assert!(list.iter().find(|p| p["status"] == "ISSUED").unwrap()["transactionId"].is_u64());
    assert!(list[0]["imageUrl"].as_str().unwrap().contains("/assets/offers/"));

    // A visitor sees only what the dates say.
    let anonymous: BTreeSet<String> =
        promotions(&client, None).await.iter().map(|p| p["status"].as_str().unwrap().to_owned()).collect();
    assert_eq!(anonymous, ["CLOSED", "COMING_SOON", "JOIN"].map(String::from).into());
    let thai = client
        .send(
            Client::request("GET", "/wps/relay/PROMOFE_getPromotions?category=FESTIVAL", None)
                .header("Language", "TH")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert!(ok(&thai)["list"].as_array().unwrap().iter().any(|p| p["title"] == "วงล้อนำโชค"));
    let filtered = client.get("/wps/relay/PROMOFE_getPromotions?status=claim", Some(&token)).await;
    assert!(ok(&filtered)["list"].as_array().unwrap().iter().all(|p| p["status"] == "CLAIM"));
}

#[tokio::test]
async fn promotion_detail_carries_rules_and_the_members_application() {
    let (client, token) = demo().await;
    let rejected = promotion(&client, &token, "Live casino weekend").await;
    let reply = client
        .get(&format!("/wps/relay/PROMOFE_getPromotionDetail?promotionId={}", rejected["promotionId"]), Some(&token))
        .await;
    let detail = ok(&reply);
    assert_eq!(detail["status"], "REJECTED");
    assert_eq!(detail["applyRules"]["remarkMaxLength"], 140);
    assert_eq!(detail["applyRules"]["maxImages"], 3);
    assert_eq!(detail["applyRules"]["maxImageSize"], 5 * 1024 * 1024);
    assert_eq!(
        (detail["applyRules"]["proofRequired"].as_bool(), detail["applyRules"]["reviewMinutes"].as_i64()),
        (Some(true), Some(10))
    );
    assert_eq!(detail["reviewRemark"], "no proof image was attached");
    assert!(detail["content"].as_str().unwrap().contains("<li>"));
    let wheel = promotion(&client, &token, "Lucky wheel").await;
    let reply =
        client.get(&format!("/wps/relay/PROMOFE_getPromotionDetail?promotionId={}", wheel["promotionId"]), None).await;
    assert_eq!(ok(&reply)["prizes"].as_array().unwrap().len(), 5);
    refused(&client.get("/wps/relay/PROMOFE_getPromotionDetail?promotionId=1", None).await, "record_not_found");
    assert_eq!(client.get("/wps/relay/PROMOFE_getPromotionDetail", None).await.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn applying_checks_the_remark_and_images_then_is_reviewed() {
    let (client, token) = demo().await;
    let refer = promotion(&client, &token, "Refer a friend").await;
    assert_eq!(refer["status"], "JOIN");
    let id = refer["promotionId"].clone();
    let apply = |body: Value| client.json("POST", "/wps/relay/PROMOFE_applyPromotion", Some(&token), body);
    refused(&apply(json!({"promotionId": id, "remark": "x".repeat(141)})).await, "text_too_long");
    refused(&apply(json!({"promotionId": id, "images": vec![png(); 4]})).await, "upload_too_many_images");
    refused(&apply(json!({"promotionId": id, "images": [BASE64.encode(b"%PDF-1.7")]})).await, "upload_image_type");
    refused(&apply(json!({"promotionId": 42, "remark": "hi"})).await, "record_not_found");
    assert_eq!(apply(json!({"remark": "hi"})).await.status, StatusCode::BAD_REQUEST);

    let remark = "ก".repeat(140);
    let reply = apply(json!({"promotionId": id, "remark": remark, "images": [png(), format!("data:image/jpeg;base64,{}", BASE64.encode([0xFF, 0xD8, 0xFF, 0xE0]))]})).await;
    assert_eq!(ok(&reply)["status"], "APPLYING");
    refused(&apply(json!({"promotionId": id})).await, "invalid_status");

    age_reviews(&client, 10 * 60_000);
    let issued = promotion(&client, &token, "Refer a friend").await;
    assert_eq!(issued["status"], "ISSUED");
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=5", Some(&token)).await;
    assert!(ok(&inbox)["list"].as_array().unwrap().iter().any(|m| m["title"] == "Promotion approved"));
    let tickets = client.get("/wps/relay/PROMOFE_getClaimTicketList?status=AVAILABLE", Some(&token)).await;
    assert!(ok(&tickets).as_array().unwrap().iter().any(|t| t["transactionId"] == issued["transactionId"]));

    let before = main_balance(&client, &token).await;
    let claim =
        client.json("POST", "/wps/relay/MCSFE_claimIssuedPromotion", Some(&token), json!({"promotionId": id})).await;
    assert_eq!(ok(&claim)["amount"], 100.0);
    assert_eq!(main_balance(&client, &token).await, before + 100.0);
    assert_eq!(promotion(&client, &token, "Refer a friend").await["status"], "CLAIMED");
    refused(
        &client.json("POST", "/wps/relay/MCSFE_claimIssuedPromotion", Some(&token), json!({"promotionId": id})).await,
        "nothing_to_claim",
    );

    // The seeded application is reviewed within a day; a screenshot was attached, so it is approved.
    assert_eq!(promotion(&client, &token, "Slots cashback 5%").await["status"], "APPLYING");
    age_reviews(&client, 24 * 60 * 60_000);
    assert_eq!(promotion(&client, &token, "Slots cashback 5%").await["status"], "ISSUED");
}

#[tokio::test]
async fn an_application_without_required_proof_is_rejected() {
    let client = Client::new();
    let token = client.login("agent01", "abc123").await;
    let promo = promotion(&client, &token, "Slots cashback 5%").await;
    let reply = client
        .json(
            "POST",
            "/wps/relay/PROMOFE_applyPromotion",
            Some(&token),
            json!({"promotionId": promo["promotionId"], "remark": "ไม่มีรูป"}),
        )
        .await;
    assert_eq!(ok(&reply)["status"], "APPLYING");
    age_reviews(&client, 24 * 60 * 60_000);
    assert_eq!(promotion(&client, &token, "Slots cashback 5%").await["status"], "REJECTED");
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "Promotion application rejected");
}

#[tokio::test]
async fn dates_and_kinds_decide_what_can_be_applied_for() {
    let (client, token) = demo().await;
    for (title, code) in [
        ("Songkran festival", "invalid_status"),
        ("New Year countdown", "invalid_status"),
        ("Daily check-in", "invalid_status"),
        ("Lucky wheel", "invalid_status"),
        ("Deposit turnover challenge", "invalid_status"),
    ] {
        let promo = promotion(&client, &token, title).await;
        let reply = client
            .json(
                "POST",
                "/wps/relay/PROMOFE_applyPromotion",
                Some(&token),
                json!({"promotionId": promo["promotionId"]}),
            )
            .await;
        refused(&reply, code);
    }
    // agent01 signs in for the day and joins a turnover promotion.
    let agent = client.login("agent01", "abc123").await;
    let before = main_balance(&client, &agent).await;
    let check_in = promotion(&client, &agent, "Daily check-in").await;
    assert_eq!(check_in["status"], "JOIN");
    let reply = client
        .json(
            "POST",
            "/wps/relay/PROMOFE_applyPromotion",
            Some(&agent),
            json!({"promotionId": check_in["promotionId"]}),
        )
        .await;
    assert_eq!(ok(&reply)["status"], "SIGNED");
    assert_eq!(main_balance(&client, &agent).await, before + 5.0);
    let fish = promotion(&client, &agent, "Fish hunter").await;
    let reply = client
        .json("POST", "/wps/relay/PROMOFE_applyPromotion", Some(&agent), json!({"promotionId": fish["promotionId"]}))
        .await;
    assert_eq!(ok(&reply)["status"], "JOINED");
    assert_eq!(ok(&reply)["progress"]["percent"], 0);
}

#[tokio::test]
async fn a_reached_turnover_target_is_claimed() {
    let (client, token) = demo().await;
    let sports = promotion(&client, &token, "Sports starter").await;
    assert_eq!(sports["status"], "CLAIM");
    assert_eq!(sports["progress"]["percent"], 100);
    let before = main_balance(&client, &token).await;
    let reply = client
        .json(
            "POST",
            "/wps/relay/MCSFE_claimIssuedPromotion",
            Some(&token),
            json!({"promotionId": sports["promotionId"]}),
        )
        .await;
    assert_eq!(ok(&reply)["amount"], 50.0);
    assert_eq!(main_balance(&client, &token).await, before + 50.0);
    assert_eq!(promotion(&client, &token, "Sports starter").await["status"], "CLAIMED");
    let process = promotion(&client, &token, "Deposit turnover challenge").await;
    let reply = client
        .json(
            "POST",
            "/wps/relay/MCSFE_claimIssuedPromotion",
            Some(&token),
            json!({"promotionId": process["promotionId"]}),
        )
        .await;
    refused(&reply, "nothing_to_claim");
}

#[tokio::test]
async fn the_reward_centre_lists_and_claims_tickets() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE", Some(&token)).await;
    let tickets = ok(&reply).as_array().unwrap().clone();
    assert_eq!(tickets.len(), 11, "the reward-centre badge: two bonuses and nine raffle chances");
    let birthday = tickets.iter().find(|t| t["name"] == "Birthday gift").unwrap();
    assert_eq!((birthday["ticketType"].as_str(), birthday["amount"].as_f64()), (Some("BONUS"), Some(300.0)));

    let before = main_balance(&client, &token).await;
    let claim = |body: Value| client.json("POST", "/wps/relay/PROMOFE_claimTicket", Some(&token), body);
    let reply = claim(json!({"transactionId": birthday["transactionId"], "isApp": "N"})).await;
    assert_eq!(ok(&reply)["amount"], 300.0);
    assert_eq!(main_balance(&client, &token).await, before + 300.0);
    assert_eq!(promotion(&client, &token, "Birthday gift").await["status"], "CLAIMED");
    refused(&claim(json!({"transactionId": birthday["transactionId"], "isApp": "N"})).await, "invalid_status");
    refused(&claim(json!({"transactionId": 1, "isApp": "N"})).await, "record_not_found");
    assert_eq!(
        claim(json!({"transactionId": birthday["transactionId"], "isApp": "maybe"})).await.status,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(claim(json!({"isApp": "N"})).await.status, StatusCode::BAD_REQUEST);
    let claimed = client.get("/wps/relay/PROMOFE_getClaimTicketList?status=CLAIMED", Some(&token)).await;
    assert!(ok(&claimed).as_array().unwrap().iter().all(|t| t["status"] == "CLAIMED"));
    assert_eq!(client.get("/wps/relay/PROMOFE_getClaimTicketList", None).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn raffles_draw_a_prize_and_the_last_slot_spin_is_claimed() {
    let (client, token) = demo().await;
    let wheel = promotion(&client, &token, "Lucky wheel").await;
    assert_eq!((wheel["status"].as_str(), wheel["chancesLeft"].as_u64()), (Some("CLAIM"), Some(2)));
    let raffle = |promotion_id: &Value| {
        client.json("POST", "/wps/relay/MCSFE_claimRafflePromotion", Some(&token), json!({"promotionId": promotion_id}))
    };
    let before = main_balance(&client, &token).await;
    let reply = raffle(&wheel["promotionId"]).await;
    let won = ok(&reply)["amount"].as_f64().unwrap();
    assert!([8.0, 18.0, 88.0, 288.0, 888.0].contains(&won), "{won}");
    assert_eq!(ok(&reply)["chancesLeft"], 1);
    assert_eq!(main_balance(&client, &token).await, before + won);
    ok(&raffle(&wheel["promotionId"]).await);
    refused(&raffle(&wheel["promotionId"]).await, "nothing_to_claim");
    assert_eq!(promotion(&client, &token, "Lucky wheel").await["status"], "CLAIMED");

    let slot = promotion(&client, &token, "Jackpot slot machine").await;
    ok(&raffle(&slot["promotionId"]).await);
    let last = raffle(&slot["promotionId"]).await;
    refused(&last, "slot_machine_use_claim_for_final_spin");
    assert_eq!(last.json["message"], "slot_machine_use_claim_for_final_spin");
    let tickets = client.get("/wps/relay/PROMOFE_getClaimTicketList?status=AVAILABLE", Some(&token)).await;
    let final_spin =
        ok(&tickets).as_array().unwrap().iter().find(|t| t["ticketType"] == "SLOT_MACHINE").cloned().unwrap();
    let reply = client
        .json(
            "POST",
            "/wps/relay/PROMOFE_claimTicket",
            Some(&token),
            json!({"transactionId": final_spin["transactionId"], "isApp": "N"}),
        )
        .await;
    assert!(ok(&reply)["prize"].is_string());
    assert_eq!(ok(&reply)["chancesLeft"], 0);

    let envelope = promotion(&client, &token, "Red envelope").await;
    assert_eq!((envelope["status"].as_str(), envelope["chancesLeft"].as_u64()), (Some("CLAIM"), Some(3)));
    for _ in 0..3 {
        ok(&raffle(&envelope["promotionId"]).await);
    }
    refused(&raffle(&envelope["promotionId"]).await, "nothing_to_claim");
    let not_raffle = promotion(&client, &token, "Birthday gift").await;
    refused(&raffle(&not_raffle["promotionId"]).await, "invalid_status");
}

#[tokio::test]
async fn missions_show_progress_and_pay_once_finished() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getMissionSummaryDetails?status=O&page=1&size=10", Some(&token)).await;
    let summary = ok(&reply).clone();
    assert!(summary["finishedCount"].as_u64().unwrap() >= 1, "the mission badge");
    assert_eq!(summary["claimedCount"], 1);
    let list = summary["list"].as_array().unwrap();
    let live = list.iter().find(|m| m["title"] == "Live table regular").unwrap();
    assert_eq!(
        (live["status"].as_str(), live["reachedValue"].as_f64(), live["targetValue"].as_f64()),
        (Some("FINISHED"), Some(1_000.0), Some(1_000.0))
    );
    let slots = list.iter().find(|m| m["title"] == "Slot spinner").unwrap();
    assert_eq!((slots["status"].as_str(), slots["percent"].as_u64()), (Some("IN_PROGRESS"), Some(35)));
    let ten = list.iter().find(|m| m["title"] == "Ten bets a day").unwrap();
    assert_eq!(ten["reachedValue"], 9.0);

    let claim =
        |id: &Value| client.json("POST", "/wps/relay/MCSFE_claimMission", Some(&token), json!({"missionId": id}));
    let before = main_balance(&client, &token).await;
    assert_eq!(ok(&claim(&live["missionId"]).await)["reward"], 15.0);
    assert_eq!(main_balance(&client, &token).await, before + 15.0);
    refused(&claim(&live["missionId"]).await, "invalid_status");
    refused(&claim(&slots["missionId"]).await, "invalid_status");
    refused(&claim(&json!(7)).await, "record_not_found");
    let claimed = client.get("/wps/relay/MCSFE_getMissionSummaryDetails?status=C", Some(&token)).await;
    assert_eq!(ok(&claimed)["list"].as_array().unwrap().len(), 2);
    let bad = client.get("/wps/relay/MCSFE_getMissionSummaryDetails?status=X", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_mission_leaderboard_ranks_rivals_and_the_member() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getMissionSummaryDetails", Some(&token)).await;
    let live =
        ok(&reply)["list"].as_array().unwrap().iter().find(|m| m["title"] == "Live table regular").cloned().unwrap();
    let board = client
        .get(&format!("/wps/relay/MCSFE_getMissionLeaderboard?missionId={}", live["missionId"]), Some(&token))
        .await;
    let value = ok(&board);
    let list = value["list"].as_array().unwrap();
    let values: Vec<f64> = list.iter().map(|r| r["reachedValue"].as_f64().unwrap()).collect();
    assert!(values.windows(2).all(|w| w[0] >= w[1]), "ranked");
    assert_eq!(value["footer"]["playerName"], "de***01");
    assert_eq!(value["footer"]["reachedValue"], 1_000.0);
    let rank = value["footer"]["rank"].as_u64().unwrap() as usize;
    assert_eq!(list[rank - 1]["playerName"], "de***01");
    refused(&client.get("/wps/relay/MCSFE_getMissionLeaderboard?missionId=3", Some(&token)).await, "record_not_found");
    assert_eq!(
        client.get("/wps/relay/MCSFE_getMissionLeaderboard", Some(&token)).await.status,
        StatusCode::BAD_REQUEST
    );
}

#[tokio::test]
async fn the_mailbox_counts_marks_and_deletes() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/EMFE_getInboxUnreadCount", Some(&token)).await;
    let unread = ok(&reply).as_u64().expect("a bare number");
    assert!(unread >= 2, "{unread}");
    let list = client.get("/wps/relay/EMFE_getInboxList?isRead=false&pageSize=100", Some(&token)).await;
    let value = ok(&list);
    assert_eq!(value["unreadCount"].as_u64(), Some(unread));
    let ids: Vec<Value> = value["list"].as_array().unwrap().iter().map(|m| m["id"].clone()).collect();
    assert_eq!(ids.len() as u64, unread);

    let mark = client.json("POST", "/wps/relay/EMFE_markInboxRead", Some(&token), json!({"ids": [ids[0]]})).await;
    assert_eq!(ok(&mark).as_u64(), Some(unread - 1));
    let missing = client.json("POST", "/wps/relay/EMFE_markInboxRead", Some(&token), json!({"ids": [1]})).await;
    refused(&missing, "record_not_found");
    assert_eq!(
        client.json("POST", "/wps/relay/EMFE_markInboxRead", Some(&token), json!({})).await.status,
        StatusCode::BAD_REQUEST
    );

    let total = ok(&client.get("/wps/relay/EMFE_getInboxList", Some(&token)).await)["totalCount"].as_u64().unwrap();
    let deleted = client.json("DELETE", "/wps/relay/EMFE_deleteInbox", Some(&token), json!({"ids": [ids[1]]})).await;
    assert_eq!(ok(&deleted).as_u64(), Some(unread - 2));
    assert_eq!(
        ok(&client.get("/wps/relay/EMFE_getInboxList", Some(&token)).await)["totalCount"].as_u64(),
        Some(total - 1)
    );
    let all = client.json("POST", "/wps/relay/EMFE_markInboxRead", Some(&token), json!({"all": true})).await;
    assert_eq!(ok(&all).as_u64(), Some(0));
    let all = client.json("DELETE", "/wps/relay/EMFE_deleteInbox", Some(&token), json!({"all": true})).await;
    assert_eq!(ok(&all).as_u64(), Some(0));
    assert_eq!(ok(&client.get("/wps/relay/EMFE_getInboxList", Some(&token)).await)["totalCount"], 0);
    // agent01's inbox is untouched.
    let agent = client.login("agent01", "abc123").await;
    assert!(ok(&client.get("/wps/relay/EMFE_getInboxList", Some(&agent)).await)["totalCount"].as_u64().unwrap() > 0);
    assert_eq!(client.get("/wps/relay/EMFE_getInboxUnreadCount", None).await.status, StatusCode::UNAUTHORIZED);
    let wrong = client.get("/wps/relay/EMFE_getInboxList?isRead=perhaps", Some(&token)).await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn feedback_is_140_characters_at_most_and_not_empty() {
    let (client, token) = demo().await;
    let reply = client.json("PUT", "/wps/feedback", None, json!({"content": "เว็บใช้งานง่ายมาก"})).await;
    assert!(ok(&reply)["feedbackId"].is_u64());
    let reply =
        client.json("PUT", "/wps/feedback", Some(&token), json!({"content": "ก".repeat(140), "category": "bug"})).await;
    ok(&reply);
    refused(&client.json("PUT", "/wps/feedback", None, json!({"content": "   "})).await, "content_empty");
    refused(&client.json("PUT", "/wps/feedback", None, json!({})).await, "content_empty");
    refused(&client.json("PUT", "/wps/feedback", None, json!({"content": "x".repeat(141)})).await, "text_too_long");
    assert_eq!(
        client.json("PUT", "/wps/feedback", None, json!({"content": "hi", "category": "RANT"})).await.status,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        client.json("POST", "/wps/feedback", None, json!({"content": "hi"})).await.status,
        StatusCode::METHOD_NOT_ALLOWED
    );
    let db = client.mock.db(MERCHANT).unwrap().lock();
    let stored: Vec<_> = db.rewards.feedback.iter().map(|f| (f.member_id, f.category.as_str())).collect();
    assert_eq!(stored, [(None, "SUGGESTION"), (Some(1), "BUG")]);
}

#[tokio::test]
async fn promotion_and_reward_art_is_served() {
    let client = Client::new();
    let reply = client.get("/assets/offers/lucky-wheel.svg", None).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.headers["content-type"], "image/svg+xml");
    assert!(String::from_utf8_lossy(&reply.bytes).contains("LUCKY WHEEL"));
    assert_eq!(client.get("/assets/rewards/cash-20.svg", None).await.status, StatusCode::OK);
    assert_eq!(client.get("/assets/rewards/..%2Fsecret.svg", None).await.status, StatusCode::NOT_FOUND);
    assert_eq!(client.get("/assets/offers/lucky-wheel.png", None).await.status, StatusCode::NOT_FOUND);
}
