//! The raffles (`src/rewards/raffles.rs`): a draw lands on a prize of the raffle's table, chosen by weight and
//! named by its place; each draw uses one chance; the member's status call lists the draw; outside its window a
//! raffle refuses in the envelope and uses nothing; the rewards clock and the chances grant of `/__admin/rewards`.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use common::{Client, MERCHANT, demo, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::rewards::promotions::PromoKind;

const DRAW: &str = "/wps/relay/MCSFE_claimRafflePromotion";

async fn raffle_id(client: &Client, token: &str, title: &str) -> u64 {
    let reply = client.get("/wps/relay/PROMOFE_getPromotions?category=FESTIVAL", Some(token)).await;
    let list = ok(&reply)["list"].as_array().unwrap().clone();
    list.iter().find(|p| p["title"] == title).unwrap()["promotionId"].as_u64().unwrap()
}

async fn status(client: &Client, token: &str, id: u64) -> Value {
    let reply = client.get(&format!("/wps/relay/MCSFE_getRafflePromotionStatus?promotionId={id}"), Some(token)).await;
    ok(&reply).clone()
}

async fn draw(client: &Client, token: &str, id: u64) -> common::Reply {
    client.json("POST", DRAW, Some(token), json!({"promotionId": id})).await
}

async fn main_balance(client: &Client, token: &str) -> f64 {
    let reply = client.get("/wps/v2/wallets/balance", Some(token)).await;
    ok(&reply)["balance"][0]["availBalance"].as_f64().unwrap()
}

async fn grant(client: &Client, body: Value) -> common::Reply {
    client.admin("POST", "/__admin/rewards/chances", Some(body)).await
}

#[tokio::test]
async fn a_draw_lands_on_a_prize_of_the_table_uses_one_chance_and_is_recorded() {
    let (client, token) = demo().await;
    let wheel = raffle_id(&client, &token, "Lucky wheel").await;
    let before = status(&client, &token, wheel).await;
    assert_eq!((before["raffleType"].as_str(), before["status"].as_str()), (Some("PRIZE_WHEEL"), Some("CLAIM")));
    assert_eq!((before["chancesLeft"].as_u64(), before["chancesTotal"].as_u64()), (Some(2), Some(3)));
    let prizes = before["prizes"].as_array().unwrap().clone();
    let amounts: Vec<f64> = prizes.iter().map(|p| p["amount"].as_f64().unwrap()).collect();
    assert_eq!(amounts, [8.0, 18.0, 88.0, 288.0, 888.0]);
    assert!(prizes.iter().enumerate().all(|(i, p)| p["prizeIndex"] == i));
    // The seed's one spin: ฿88, the third prize.
    let seeded = &before["draws"]["list"][0];
    assert_eq!((seeded["prizeIndex"].as_u64(), seeded["amount"].as_f64()), (Some(2), Some(88.0)));
    assert_eq!(before["draws"]["totalCount"], 1);

    let balance = main_balance(&client, &token).await;
    let reply = draw(&client, &token, wheel).await;
    let won = ok(&reply).clone();
    let index = usize::try_from(won["prizeIndex"].as_u64().unwrap()).unwrap();
    assert!(index < prizes.len(), "{won}");
    assert_eq!(won["amount"], prizes[index]["amount"], "the answer pays the prize it names");
    assert_eq!(won["prize"], prizes[index]["name"]);
    assert_eq!(won["chancesLeft"], 1);
    assert_eq!(main_balance(&client, &token).await, balance + won["amount"].as_f64().unwrap());

    let after = status(&client, &token, wheel).await;
    assert_eq!((after["chancesLeft"].as_u64(), after["chancesTotal"].as_u64()), (Some(1), Some(3)));
    let latest = &after["draws"]["list"][0];
    assert_eq!(latest["transactionId"], won["transactionId"], "newest first");
    assert_eq!(
        (&latest["prizeIndex"], &latest["amount"], &latest["prize"]),
        (&won["prizeIndex"], &won["amount"], &won["prize"])
    );
    assert_eq!(latest["drawTime"], won["claimTime"]);
    assert_eq!(after["draws"]["totalCount"], 2);

    // The record pages; the prize names follow the language.
    let paged = client
        .get(
            &format!("/wps/relay/MCSFE_getRafflePromotionStatus?promotionId={wheel}&pageNo=2&pageSize=1"),
            Some(&token),
        )
        .await;
    assert_eq!(ok(&paged)["draws"]["list"][0]["transactionId"], seeded["transactionId"]);
    let thai = client
        .get_in(&format!("/wps/relay/MCSFE_getRafflePromotionStatus?promotionId={wheel}"), "TH", Some(&token))
        .await;
    assert_eq!(ok(&thai)["title"], "วงล้อนำโชค");
}

#[tokio::test]
async fn draws_follow_the_weights_and_a_prize_of_weight_zero_is_never_drawn() {
    let (client, token) = demo().await;
    let envelope = raffle_id(&client, &token, "Red envelope").await;
    // Red envelope: ฿6 (50), ฿16 (35), ฿168 (15).
    for _ in 0..4 {
        ok(&grant(&client, json!({"username": "demo01", "promotionId": envelope, "count": 100})).await);
    }
    let mut seen = [0usize; 3];
    for _ in 0..400 {
        let reply = draw(&client, &token, envelope).await;
        seen[usize::try_from(ok(&reply)["prizeIndex"].as_u64().unwrap()).unwrap()] += 1;
    }
    // Each share within 10 points of its weight (four standard deviations and more at 400 draws).
    for (count, weight) in seen.iter().zip([50.0, 35.0, 15.0]) {
        let share = *count as f64 / 4.0;
        assert!((share - weight).abs() < 10.0, "{seen:?}");
    }

    // Only the middle prize has a weight: every draw lands on it.
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        let promo = db.rewards.promotions.iter_mut().find(|p| p.id == envelope).unwrap();
        let PromoKind::Raffle { prizes, .. } = &mut promo.kind else { panic!("a raffle") };
        for (i, prize) in prizes.iter_mut().enumerate() {
            prize.weight = u32::from(i == 1);
        }
    }
    for _ in 0..3 {
        let reply = draw(&client, &token, envelope).await;
        assert_eq!((ok(&reply)["prizeIndex"].as_u64(), ok(&reply)["amount"].as_f64()), (Some(1), Some(16.0)));
    }
    assert_eq!(status(&client, &token, envelope).await["chancesLeft"], 0);
    refused(&draw(&client, &token, envelope).await, "nothing_to_claim");
}

#[tokio::test]
async fn outside_its_window_a_raffle_refuses_in_the_envelope_and_uses_nothing() {
    let (client, token) = demo().await;
    let egg = raffle_id(&client, &token, "Golden egg").await;
    let before = status(&client, &token, egg).await;
    let (start, end, now) = (
        before["startTime"].as_i64().unwrap(),
        before["endTime"].as_i64().unwrap(),
        before["serverTime"].as_i64().unwrap(),
    );
    assert!(start <= now && now < end);
    let balance = main_balance(&client, &token).await;
    let egg_ticket = {
        let reply = client.get("/wps/relay/PROMOFE_getClaimTicketList?status=AVAILABLE", Some(&token)).await;
        ok(&reply).as_array().unwrap().iter().find(|t| t["ticketType"] == "GOLDEN_EGG").unwrap()["transactionId"]
            .clone()
    };

    // At its end (the rewards clock set to it: a moment later it has passed), then a minute before its start.
    for (at, status_then) in [(end, "CLOSED"), (start - 60_000, "COMING_SOON")] {
        let moved = client.admin("PUT", "/__admin/rewards/clock", Some(json!({"atMs": at}))).await;
        let clock_now = ok(&moved)[0]["nowMs"].as_i64().unwrap();
        assert!((clock_now - at).abs() < 5_000, "{}", moved.json);
        let reply = draw(&client, &token, egg).await;
        assert_eq!(reply.status, 200, "a business refusal is the envelope, not an HTTP error");
        assert_eq!(
            reply.json,
            json!({"success": false, "value": null, "message": "This raffle is not running", "errorCode": "invalid_status"})
        );
        let ticket = client
            .json(
                "POST",
                "/wps/relay/PROMOFE_claimTicket",
                Some(&token),
                json!({"transactionId": egg_ticket, "isApp": "N"}),
            )
            .await;
        refused(&ticket, "invalid_status");
        let then = status(&client, &token, egg).await;
        assert_eq!((then["status"].as_str(), then["chancesLeft"].as_u64()), (Some(status_then), Some(2)));
    }
    assert_eq!(main_balance(&client, &token).await, balance, "nothing paid");

    // The wall clock again: the egg cracks.
    let back = client.admin("DELETE", "/__admin/rewards/clock", None).await;
    assert_eq!(ok(&back)[0]["offsetMs"], 0);
    let reply = draw(&client, &token, egg).await;
    assert_eq!(ok(&reply)["chancesLeft"], 1);
}

#[tokio::test]
async fn the_admin_gives_chances_by_raffle_type_and_the_member_reset_takes_them_back() {
    let (client, token) = demo().await;
    let granted = grant(&client, json!({"username": "demo01", "raffleType": "PRIZE_WHEEL", "count": 3})).await;
    let row = ok(&granted)[0].clone();
    assert_eq!((row["raffleType"].as_str(), row["chancesLeft"].as_u64()), (Some("PRIZE_WHEEL"), Some(5)));
    let wheel = row["promotionId"].as_u64().unwrap();
    assert_eq!(status(&client, &token, wheel).await["chancesLeft"], 5);

    for bad in [
        json!({"username": "demo01", "raffleType": "PRIZE_WHEEL", "count": 0}),
        json!({"username": "demo01", "count": 1}),
        json!({"username": "demo01", "raffleType": "PRIZE_WHEEL", "promotionId": wheel, "count": 1}),
        json!({"username": "demo01", "raffleType": "MYSTERY_BOX", "count": 1}),
    ] {
        assert_eq!(grant(&client, bad.clone()).await.status, 400, "{bad}");
    }
    assert_eq!(grant(&client, json!({"username": "nobody", "promotionId": wheel, "count": 1})).await.status, 404);

    ok(&client.admin("POST", "/__admin/members/demo01/reset", None).await);
    assert_eq!(status(&client, &token, wheel).await["chancesLeft"], 2);
}

#[tokio::test]
async fn the_status_of_an_unknown_promotion_or_one_that_is_no_raffle_is_refused() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=999999", Some(&token)).await;
    refused(&reply, "record_not_found");
    let promotions = client.get("/wps/relay/PROMOFE_getPromotions", Some(&token)).await;
    let bonus =
        ok(&promotions)["list"].as_array().unwrap().iter().find(|p| p["kind"] == "APPLY").unwrap()["promotionId"]
            .clone();
    let reply =
        client.get(&format!("/wps/relay/MCSFE_getRafflePromotionStatus?promotionId={bonus}"), Some(&token)).await;
    refused(&reply, "invalid_status");
    let reply = client.get("/wps/relay/MCSFE_getRafflePromotionStatus", Some(&token)).await;
    refused(&reply, "request_param_err");
    let anonymous = client.get("/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=1", None).await;
    assert_eq!(anonymous.status, 401);
}
