//! The member centre's calls the mock adds for the community pages and my account: the referral invitations
//! list, the bank list, adding and removing bank cards.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::http::StatusCode;
use common::{Client, MERCHANT, demo, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::seed::DEMO_PAYMENT_PASSWORD;
use upstream_mocks::state::{Member, customer_type, now_ms};
use upstream_mocks::wallet::deposit::{Deposit, DepositStatus};

#[tokio::test]
async fn invitations_list_who_registered_with_the_code_newest_first_with_their_first_deposit() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getReferralInvitations", Some(&token)).await;
    let value = ok(&reply);
    assert_eq!(value["totalCount"], 2, "the seed's two invitees");
    let list = value["list"].as_array().unwrap();
    let accounts: Vec<&str> = list.iter().map(|i| i["account"].as_str().unwrap()).collect();
    // Masked as public lists show user names; newest registration first.
    assert_eq!(accounts, ["ne***01", "ex***01"]);
    assert!(list[0]["registerTime"].as_i64().unwrap() > list[1]["registerTime"].as_i64().unwrap());
    assert!(list.iter().all(|i| i["firstDepositTime"].is_null()));

    // A credited deposit of an invitee shows; a rejected one does not count.
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        let invitee = db.member_by_name("newbie01").unwrap().id;
        let deposit = |id, status, decided_ms| Deposit {
            id,
            reference: format!("D{id}"),
            member_id: invitee,
            channel_id: 1,
            amount_cents: 50_000,
            status,
            submitted_ms: decided_ms - 60_000,
            decided_ms: Some(decided_ms),
            payer_name: String::new(),
            remark: String::new(),
            review_remark: String::new(),
        };
        let now = now_ms();
        db.wallet.deposits.push(deposit(900_001, DepositStatus::Rejected, now - 7_200_000));
        db.wallet.deposits.push(deposit(900_002, DepositStatus::Credited, now - 3_600_000));
        db.wallet.deposits.push(deposit(900_003, DepositStatus::Credited, now - 60_000));
    }
    let reply = client.get("/wps/relay/MCSFE_getReferralInvitations?pageNo=1&pageSize=1", Some(&token)).await;
    let value = ok(&reply);
    assert_eq!((value["totalCount"].as_u64(), value["totalPages"].as_u64()), (Some(2), Some(2)));
    let first = &value["list"][0];
    assert_eq!(first["account"], "ne***01");
    assert!((first["firstDepositTime"].as_i64().unwrap() - (now_ms() - 3_600_000)).abs() < 5_000);

    // Someone else's invitees are not listed; bad paging is refused.
    let other = client.login("agent01", "abc123").await;
    assert_eq!(ok(&client.get("/wps/relay/MCSFE_getReferralInvitations", Some(&other)).await)["totalCount"], 0);
    let bad = client.get("/wps/relay/MCSFE_getReferralInvitations?pageNo=0", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn invitations_need_a_real_member() {
    let client = Client::new();
    let reply = client.get("/wps/relay/MCSFE_getReferralInvitations", None).await;
    assert_ne!(reply.json["success"], true, "no token, no list");
    let trial = trial_member(&client).await;
    refused(&client.get("/wps/relay/MCSFE_getReferralInvitations", Some(&trial)).await, "in_need_true_account");
}

/// A trial account (customer type 4), logged in.
async fn trial_member(client: &Client) -> String {
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        let template = db.member_by_name("demo01").unwrap().clone();
        db.add_member(Member {
            username: "trial01".into(),
            customer_type: customer_type::TRIAL,
            upline: None,
            ..template
        });
    }
    client.login("trial01", "abc123").await
}

async fn cards(client: &Client, token: &str) -> Vec<Value> {
    let reply = client.get("/wps/relay/MCSFE_getWithdrawSettings?groupId=0", Some(token)).await;
    ok(&reply)["bankCards"].as_array().unwrap().clone()
}

fn add_card(
    client: &Client,
    token: &str,
    bank: &str,
    no: &str,
    name: &str,
) -> impl std::future::Future<Output = common::Reply> {
    client.json(
        "POST",
        "/wps/relay/MCSFE_addBankCard",
        Some(token),
        json!({"bankCode": bank, "accountNo": no, "accountName": name}),
    )
}

#[tokio::test]
async fn bank_list_names_the_banks_and_their_account_lengths() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getBankList", Some(&token)).await;
    let banks = ok(&reply).as_array().unwrap();
    assert!(banks.len() >= 8);
    let gsb = banks.iter().find(|b| b["bankCode"] == "GSB").unwrap();
    assert_eq!(gsb["accountLength"], 12);
    let kbank = banks.iter().find(|b| b["bankCode"] == "KBANK").unwrap();
    assert_eq!(
        (kbank["bankName"].as_str(), kbank["accountLength"].as_u64()),
        (Some("ธนาคารกสิกรไทย (KBank)"), Some(10))
    );
}

#[tokio::test]
async fn adding_a_card_checks_bank_number_name_duplicates_and_the_limit() {
    let (client, token) = demo().await;
    assert_eq!(cards(&client, &token).await.len(), 2);

    // Each rule refuses, with the field named where there is one; nothing is added.
    refused(&add_card(&client, &token, "NOPE", "1234567890", "ทดสอบ เดโม").await, "bank_not_supported");
    let short = add_card(&client, &token, "KTB", "123456789", "ทดสอบ เดโม").await;
    refused(&short, "bank_account_no_format");
    assert_eq!(short.json["value"]["field"], "accountNo");
    refused(&add_card(&client, &token, "KTB", "12345-6789", "ทดสอบ เดโม").await, "bank_account_no_format");
    refused(&add_card(&client, &token, "GSB", "1234567890", "ทดสอบ เดโม").await, "bank_account_no_format");
    refused(&add_card(&client, &token, "KTB", "1234567890", " ท ").await, "bank_account_name_format");
    // demo01's real name is the one on its cards.
    let other = add_card(&client, &token, "KTB", "1234567890", "Somchai Jaidee").await;
    refused(&other, "bank_account_name_mismatch");
    assert_eq!(other.json["value"]["field"], "accountName");
    // An account already on file (any member's) is refused.
    refused(&add_card(&client, &token, "SCB", "4071234567", "ทดสอบ เดโม").await, "bank_card_exists");
    assert_eq!(cards(&client, &token).await.len(), 2);

    // Spaces around and inside the name do not matter; the number is kept whole but shown masked.
    let added = add_card(&client, &token, "ktb", "5550001234", "  ทดสอบ   เดโม ").await;
    let card = ok(&added).clone();
    assert_eq!((card["bankCode"].as_str(), card["accountNo"].as_str()), (Some("KTB"), Some("******1234")));
    assert_eq!((card["accountName"].as_str(), card["isDefault"].as_bool()), (Some("ทดสอบ   เดโม"), Some(false)));
    let listed = cards(&client, &token).await;
    assert_eq!(listed.len(), 3);
    assert_eq!(listed[0]["bankCode"], "KBANK", "the default first");
    assert!(listed.iter().any(|c| c["bankCardId"] == card["bankCardId"]));
    // A 12-digit account at the savings bank.
    ok(&add_card(&client, &token, "GSB", "020123456789", "ทดสอบ เดโม").await);
    ok(&add_card(&client, &token, "BBL", "7770001111", "ทดสอบ เดโม").await);
    refused(&add_card(&client, &token, "BAY", "7770002222", "ทดสอบ เดโม").await, "limit_reached");

    // Thai messages in Thai.
    let thai = client
        .send(
            Client::request("POST", "/wps/relay/MCSFE_addBankCard", Some(&token))
                .header("Language", "TH")
                .header("Content-Type", "application/json")
                .body(axum::body::Body::from(
                    json!({"bankCode": "NOPE", "accountNo": "1", "accountName": "x"}).to_string(),
                ))
                .unwrap(),
        )
        .await;
    assert_eq!(thai.json["message"], "ไม่รองรับการถอนเงินเข้าธนาคารนี้");
    let missing = client.json("POST", "/wps/relay/MCSFE_addBankCard", Some(&token), json!({"bankCode": "KTB"})).await;
    assert_eq!(missing.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_first_card_is_the_default_and_a_registered_real_name_rules() {
    let client = Client::new();
    let token = client.login("agent01", "abc123").await;
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        let agent = db.member_by_name("agent01").unwrap().id;
        db.wallet.bank_cards.retain(|c| c.member_id != agent);
        db.access.member(agent).registration.insert("payeeName".into(), "Somchai Jaidee".into());
    }
    refused(&add_card(&client, &token, "KTB", "3330001234", "Someone Else").await, "bank_account_name_mismatch");
    let first = add_card(&client, &token, "KTB", "3330001234", "SOMCHAI JAIDEE").await;
    assert_eq!(ok(&first)["isDefault"], true);
}

#[tokio::test]
async fn removing_a_card_moves_the_default_and_keeps_cards_with_a_payout_under_review() {
    let (client, token) = demo().await;
    let listed = cards(&client, &token).await;
    let (kbank, scb) = (listed[0]["bankCardId"].clone(), listed[1]["bankCardId"].clone());
    assert_eq!(listed[0]["isDefault"], true);

    // A withdrawal to SCB under review keeps the card.
    let body = json!({"amount": 500, "bankCardId": scb, "password": DEMO_PAYMENT_PASSWORD});
    ok(&client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_submitWithdraw", Some(&token), body).await);
    let remove =
        |id: &Value| client.json("POST", "/wps/relay/MCSFE_deleteBankCard", Some(&token), json!({"bankCardId": id}));
    refused(&remove(&scb).await, "invalid_status");

    // Removing the default makes the card left the default; the answer is the cards left.
    let left = remove(&kbank).await;
    let left = ok(&left).as_array().unwrap().clone();
    assert_eq!(left.len(), 1);
    assert_eq!((left[0]["bankCardId"].clone(), left[0]["isDefault"].as_bool()), (scb.clone(), Some(true)));
    refused(&remove(&kbank).await, "record_not_found");

    // Another member's card is not ours to remove.
    let agent = client.login("agent01", "abc123").await;
    let agents = cards(&client, &agent).await;
    let reply = client
        .json("POST", "/wps/relay/MCSFE_deleteBankCard", Some(&token), json!({"bankCardId": agents[0]["bankCardId"]}))
        .await;
    refused(&reply, "record_not_found");
    assert_eq!(cards(&client, &agent).await.len(), 1);
    assert_eq!(
        client.json("POST", "/wps/relay/MCSFE_deleteBankCard", Some(&token), json!({})).await.status,
        StatusCode::BAD_REQUEST
    );
}

#[tokio::test]
async fn bank_cards_need_a_real_member() {
    let client = Client::new();
    let trial = trial_member(&client).await;
    refused(&add_card(&client, &trial, "KTB", "3330001234", "Trial Person").await, "in_need_true_account");
    let reply = client.json("POST", "/wps/relay/MCSFE_deleteBankCard", Some(&trial), json!({"bankCardId": 1})).await;
    refused(&reply, "in_need_true_account");
}
