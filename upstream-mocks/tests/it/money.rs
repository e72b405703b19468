//! The money area through the whole router: balance and wallets, transfers, deposits, withdrawals
//! with their confirmation states, the records and the manual rebate.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::StatusCode;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use common::{Client, MERCHANT, demo, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::seed::DEMO_PAYMENT_PASSWORD;
use upstream_mocks::state::{Member, customer_type, now_ms};

fn wallet(balance: &Value, type_id: i64) -> f64 {
    balance["balance"].as_array().unwrap().iter().find(|w| w["accountTypeId"] == type_id).unwrap()["availBalance"]
        .as_f64()
        .unwrap()
}

async fn main_balance(client: &Client, token: &str) -> f64 {
    wallet(ok(&client.get("/wps/v2/wallets/balance?typeId=0", Some(token)).await), 2)
}

fn png() -> String {
    BASE64.encode([&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A][..], b"proof image"].concat())
}

/// Moves a record's clock back, as if `ms` had passed.
fn age_deposits(client: &Client, ms: i64) {
    let mut db = client.mock.db(MERCHANT).unwrap().lock();
    for deposit in &mut db.wallet.deposits {
        deposit.submitted_ms -= ms;
    }
}

fn age_withdrawals(client: &Client, ms: i64) {
    let mut db = client.mock.db(MERCHANT).unwrap().lock();
    for w in &mut db.wallet.withdrawals {
        w.submitted_ms -= ms;
        if let Some(decided) = w.decided_ms.as_mut() {
            *decided -= ms;
        }
    }
}

#[tokio::test]
async fn balance_lists_the_main_and_game_wallets() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/v2/wallets/balance?typeId=0", Some(&token)).await;
    let value = ok(&reply);
    assert_eq!((value["currency"].as_str(), value["currencySymbol"].as_str()), (Some("THB"), Some("฿")));
    assert_eq!(wallet(value, 2), 11_095.67);
    assert_eq!(value["balance"][0]["accountTypeName"], "MAIN");
    let sum: f64 = value["balance"].as_array().unwrap().iter().map(|w| w["availBalance"].as_f64().unwrap()).sum();
    assert!((value["sumBalance"].as_f64().unwrap() - sum).abs() < 0.001);
    assert_eq!(value["sumBalance"], 12_345.67, "the game wallets were filled from the seeded balance");
    assert_eq!(wallet(value, 12), 250.0, "PG wallet");
    assert_eq!(wallet(value, 15), 1_000.0, "SPB wallet");

    let only_main = client.get("/wps/v2/wallets/balance?typeId=2", Some(&token)).await;
    assert_eq!(ok(&only_main)["balance"].as_array().unwrap().len(), 1);
    assert_eq!(ok(&only_main)["sumBalance"], value["sumBalance"]);
    let unknown = client.get("/wps/v2/wallets/balance?typeId=99", Some(&token)).await;
    assert_eq!(
        (unknown.status, unknown.json["errorCode"].as_str()),
        (StatusCode::BAD_REQUEST, Some("request_param_err"))
    );
    let bad = client.get("/wps/v2/wallets/balance?typeId=abc", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert_eq!(client.get("/wps/v2/wallets/balance", None).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_single_wallet_merchant_has_no_game_wallets_or_transfers() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/GCS_merchantWallet", Some(&token)).await;
    assert_eq!(ok(&reply)["isSingle"], false);
    assert_eq!(ok(&reply)["wallets"].as_array().unwrap().len(), 7);

    client.mock.db(MERCHANT).unwrap().lock().wallet.is_single = true;
    let reply = client.get("/wps/relay/GCS_merchantWallet", Some(&token)).await;
    assert_eq!(ok(&reply)["isSingle"], true);
    let balance = client.get("/wps/v2/wallets/balance", Some(&token)).await;
    assert_eq!(ok(&balance)["balance"].as_array().unwrap().len(), 1);
    assert_eq!(ok(&balance)["sumBalance"], 11_095.67);
    let body = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 10});
    refused(&client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), body).await, "single_wallet");
    assert_eq!(client.get("/wps/relay/GCS_merchantWallet", None).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn wallet_transfers_take_json_or_forms_and_never_more_than_available() {
    let (client, token) = demo().await;
    let body = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 100.5});
    let reply = client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), body).await;
    let value = ok(&reply);
    assert_eq!(value["amount"], 100.5);
    assert_eq!(wallet(&value["balance"], 2), 10_995.17);
    assert_eq!(wallet(&value["balance"], 12), 350.5);

    // The older client's form-encoded body.
    let req = Client::request("POST", "/wps/relay/GCS_walletTransfer", Some(&token))
        .header("Content-Type", "application/x-www-form-urlencoded; charset=UTF-8")
        .body(Body::from("fromAccountTypeId=12&toAccountTypeId=2&amount=50"))
        .unwrap();
    let reply = client.send(req).await;
    assert_eq!(wallet(&ok(&reply)["balance"], 12), 300.5);
    assert_eq!(wallet(&ok(&reply)["balance"], 2), 11_045.17);

    let too_much = json!({"fromAccountTypeId": 12, "toAccountTypeId": 2, "amount": 300.51});
    refused(
        &client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), too_much).await,
        "insufficient_balance",
    );
    let too_much = json!({"fromAccountTypeId": 2, "toAccountTypeId": 13, "amount": 20_000});
    refused(
        &client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), too_much).await,
        "insufficient_balance",
    );
    for bad in [
        json!({"fromAccountTypeId": 12, "toAccountTypeId": 13, "amount": 1}),
        json!({"fromAccountTypeId": 2, "toAccountTypeId": 2, "amount": 1}),
        json!({"fromAccountTypeId": 2, "toAccountTypeId": 77, "amount": 1}),
        json!({"fromAccountTypeId": 2, "toAccountTypeId": 12}),
        json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 1.234}),
        json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": -5}),
        json!({"fromAccountTypeId": "main", "toAccountTypeId": 12, "amount": 5}),
    ] {
        let reply = client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), bad.clone()).await;
        assert_eq!(
            (reply.status, reply.json["errorCode"].as_str()),
            (StatusCode::BAD_REQUEST, Some("request_param_err")),
            "{bad}"
        );
    }
    // Both movements are in the account record.
    let record =
        client.get("/wps/relay/MCSFE_getTransactionHistory?type=WALLET_TRANSFER&pageSize=2", Some(&token)).await;
    let list = ok(&record)["list"].as_array().unwrap().clone();
    assert_eq!((list[0]["amount"].as_f64(), list[1]["amount"].as_f64()), (Some(50.0), Some(-100.5)));
    assert_eq!(list[0]["transactionTypeName"], "Wallet transfer");
}

#[tokio::test]
async fn transfers_to_the_upline_need_an_upline_and_the_money() {
    let (client, token) = demo().await;
    let agent_token = client.login("agent01", "abc123").await;
    let agent_before = main_balance(&client, &agent_token).await;
    let reply = client
        .json("POST", "/wps/relay/MCSFE_transferToUpline", Some(&token), json!({"amount": 200, "remark": "ค่าคอม"}))
        .await;
    let value = ok(&reply);
    assert_eq!((value["uplineName"].as_str(), value["balance"].as_f64()), (Some("agent01"), Some(10_895.67)));
    assert_eq!(main_balance(&client, &agent_token).await, agent_before + 200.0);
    let inbox = client.get("/wps/relay/EMFE_getInboxList?isRead=false", Some(&agent_token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "Transfer received");

    let body = json!({"amount": 20_000});
    refused(
        &client.json("POST", "/wps/relay/MCSFE_transferToUpline", Some(&token), body).await,
        "insufficient_balance",
    );
    let body = json!({"amount": 0.5});
    refused(&client.json("POST", "/wps/relay/MCSFE_transferToUpline", Some(&token), body).await, "amount_out_of_range");
    let body = json!({"amount": 10});
    refused(&client.json("POST", "/wps/relay/MCSFE_transferToUpline", Some(&agent_token), body).await, "no_upline");
    let reply = client.json("POST", "/wps/relay/MCSFE_transferToUpline", None, json!({"amount": 10})).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_deposit_is_pending_then_credited_with_a_notice() {
    let (client, token) = demo().await;
    let settings = client.get("/wps/relay/MCSFE_getDepositSettings", Some(&token)).await;
    let value = ok(&settings);
    assert_eq!(value["allowDeposit"], "Y");
    let channels = value["channels"].as_array().unwrap();
    assert_eq!(channels.len(), 4);
    assert_eq!(channels.iter().filter(|c| c["available"] == false).count(), 1);
    assert_eq!(channels[0]["bankName"], "ธนาคารไทยพาณิชย์ (SCB)");
    assert!(value["pendingDeposit"].is_null());

    let unread_before = ok(&client.get("/wps/relay/EMFE_getInboxUnreadCount", Some(&token)).await).as_u64().unwrap();
    let reply = client
        .json("POST", "/wps/relay/MCSFE_submitDeposit", Some(&token), json!({"channelId": 2, "amount": 500}))
        .await;
    let deposit = ok(&reply).clone();
    assert_eq!((deposit["status"].as_str(), deposit["amount"].as_f64()), (Some("PENDING"), Some(500.0)));
    assert!(deposit["referenceNo"].as_str().unwrap().starts_with('D'));
    assert_eq!(deposit["expectedDecideTime"].as_i64().unwrap() - deposit["submitTime"].as_i64().unwrap(), 60_000);
    let again = json!({"channelId": 1, "amount": 1000});
    refused(&client.json("POST", "/wps/relay/MCSFE_submitDeposit", Some(&token), again).await, "deposit_pending");
    assert_eq!(main_balance(&client, &token).await, 11_095.67, "nothing is credited before the review");
    let pending = client.get("/wps/relay/MCSFE_getDepositSettings", Some(&token)).await;
    assert_eq!(ok(&pending)["pendingDeposit"]["depositId"], deposit["depositId"]);

    age_deposits(&client, 61_000);
    assert_eq!(main_balance(&client, &token).await, 11_595.67);
    let records = client.get("/wps/relay/MCSFE_getDepositRecords?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&records)["list"][0]["status"], "CREDITED");
    assert_eq!(ok(&records)["list"][0]["referenceNo"], deposit["referenceNo"]);
    let unread = ok(&client.get("/wps/relay/EMFE_getInboxUnreadCount", Some(&token)).await).as_u64().unwrap();
    assert_eq!(unread, unread_before + 1);
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "Deposit credited");
    let thai = client
        .send(
            Client::request("GET", "/wps/relay/EMFE_getInboxList?pageSize=1", Some(&token))
                .header("Language", "TH")
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(ok(&thai)["list"][0]["title"], "ฝากเงินสำเร็จ");
    // A deposit of ฿500 or more is a chance on the lucky wheel.
    let tickets = client.get("/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE", Some(&token)).await;
    let wheel = ok(&tickets).as_array().unwrap().iter().filter(|t| t["ticketType"] == "PRIZE_WHEEL").count();
    assert_eq!(wheel, 3);
    let account = client.get("/wps/relay/MCSFE_getTransactionHistory?type=DEPOSIT&pageSize=1", Some(&token)).await;
    assert_eq!(ok(&account)["list"][0]["amount"], 500.0);
}

#[tokio::test]
async fn deposits_are_checked_and_can_be_rejected_or_fail() {
    let (client, token) = demo().await;
    let submit = |body: Value| client.json("POST", "/wps/relay/MCSFE_submitDeposit", Some(&token), body);
    refused(&submit(json!({"channelId": 2, "amount": 60_000})).await, "amount_out_of_range");
    refused(&submit(json!({"channelId": 2, "amount": 99.99})).await, "amount_out_of_range");
    refused(&submit(json!({"channelId": 4, "amount": 500})).await, "channel_unavailable");
    refused(&submit(json!({"channelId": 9, "amount": 500})).await, "record_not_found");
    refused(&submit(json!({"channelId": 1, "amount": 500, "remark": "x".repeat(141)})).await, "text_too_long");
    for bad in [json!({"channelId": 1}), json!({"amount": 500}), json!({"channelId": 1, "amount": "5.001"})] {
        assert_eq!(submit(bad).await.status, StatusCode::BAD_REQUEST);
    }

    ok(&submit(json!({"channelId": 1, "amount": "700.99"})).await);
    age_deposits(&client, 61_000);
    ok(&submit(json!({"channelId": 3, "amount": 300.98})).await);
    age_deposits(&client, 61_000);
    assert_eq!(main_balance(&client, &token).await, 11_095.67);
    let records = client.get("/wps/relay/MCSFE_getDepositRecords?pageSize=2", Some(&token)).await;
    let list = ok(&records)["list"].as_array().unwrap().clone();
    assert_eq!((list[0]["status"].as_str(), list[1]["status"].as_str()), (Some("FAILED"), Some("REJECTED")));
    assert!(!list[1]["reviewRemark"].as_str().unwrap().is_empty());
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=2", Some(&token)).await;
    let titles: Vec<&str> =
        ok(&inbox)["list"].as_array().unwrap().iter().map(|m| m["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Deposit failed", "Deposit rejected"]);
    let filtered = client.get("/wps/relay/MCSFE_getDepositRecords?status=rejected", Some(&token)).await;
    assert!(ok(&filtered)["list"].as_array().unwrap().iter().all(|d| d["status"] == "REJECTED"));
    let bad = client.get("/wps/relay/MCSFE_getDepositRecords?status=LOST", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn trial_accounts_cannot_move_real_money() {
    let client = Client::new();
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        let template = db.member_by_name("demo01").unwrap().clone();
        db.add_member(Member {
            username: "trial01".into(),
            customer_type: customer_type::TRIAL,
            upline: None,
            balance_cents: 200_000,
            ..template
        });
    }
    let token = client.login("trial01", "abc123").await;
    let settings = client.get("/wps/relay/MCSFE_getDepositSettings", Some(&token)).await;
    assert_eq!(ok(&settings)["allowDeposit"], "N");
    let body = json!({"channelId": 1, "amount": 500});
    refused(&client.json("POST", "/wps/relay/MCSFE_submitDeposit", Some(&token), body).await, "in_need_true_account");
    let body = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 10});
    refused(&client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), body).await, "in_need_true_account");
    let body = json!({"amount": 150, "bankCardId": 1, "password": "abc123"});
    let reply = client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_submitWithdraw", Some(&token), body).await;
    refused(&reply, "in_need_true_account");
}

async fn demo_card(client: &Client, token: &str) -> Value {
    let settings = client.get("/wps/relay/MCSFE_getWithdrawSettings?groupId=0", Some(token)).await;
    ok(&settings)["bankCards"][0].clone()
}

#[tokio::test]
async fn a_withdrawal_checks_the_payment_password_limits_and_balance() {
    let (client, token) = demo().await;
    let settings = client.get("/wps/relay/MCSFE_getWithdrawSettings?groupId=0", Some(&token)).await;
    let value = ok(&settings);
    assert_eq!((value["minimumAmount"].as_f64(), value["maximumAmount"].as_f64()), (Some(100.0), Some(50_000.0)));
    assert_eq!((value["passwordType"].as_str(), value["autoConfirmMinutes"].as_i64()), (Some("PAYMENT"), Some(30)));
    assert_eq!(value["remainingTimesToday"], 4, "the seeded payout of today counts");
    let card = &value["bankCards"][0];
    assert_eq!((card["accountNo"].as_str(), card["isDefault"].as_bool()), (Some("******6789"), Some(true)));
    let card_id = card["bankCardId"].clone();
    let bad_group = client.get("/wps/relay/MCSFE_getWithdrawSettings?groupId=x", Some(&token)).await;
    assert_eq!(bad_group.status, StatusCode::BAD_REQUEST);

    let submit =
        |body: Value| client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_submitWithdraw", Some(&token), body);
    refused(&submit(json!({"amount": 500, "bankCardId": card_id, "password": "abc123"})).await, "password_incorrect");
    refused(
        &submit(json!({"amount": 50, "bankCardId": card_id, "password": DEMO_PAYMENT_PASSWORD})).await,
        "amount_out_of_range",
    );
    refused(
        &submit(json!({"amount": 50_001, "bankCardId": card_id, "password": DEMO_PAYMENT_PASSWORD})).await,
        "amount_out_of_range",
    );
    refused(
        &submit(json!({"amount": 20_000, "bankCardId": card_id, "password": DEMO_PAYMENT_PASSWORD})).await,
        "insufficient_balance",
    );
    refused(
        &submit(json!({"amount": 500, "bankCardId": 424242, "password": DEMO_PAYMENT_PASSWORD})).await,
        "record_not_found",
    );
    let reply = submit(json!({"amount": 500, "bankCardId": card_id})).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    // Not encrypted: the gateway refuses it before the handler.
    let plain = json!({"amount": 500, "bankCardId": card_id, "password": DEMO_PAYMENT_PASSWORD});
    let reply = client.json("POST", "/wps/relay/passwordCheck/MCSFE_submitWithdraw", Some(&token), plain).await;
    assert_eq!(
        (reply.status, reply.json["errorCode"].as_str()),
        (StatusCode::BAD_REQUEST, Some("request_body_required"))
    );

    let reply = submit(json!({"amount": 1_000, "bankCardId": card_id, "password": DEMO_PAYMENT_PASSWORD})).await;
    assert_eq!(ok(&reply)["status"], "PENDING");
    assert_eq!(main_balance(&client, &token).await, 10_095.67, "the amount leaves at once");
    for _ in 0..3 {
        ok(&submit(json!({"amount": 100, "bankCardId": card_id, "password": DEMO_PAYMENT_PASSWORD})).await);
    }
    refused(
        &submit(json!({"amount": 100, "bankCardId": card_id, "password": DEMO_PAYMENT_PASSWORD})).await,
        "limit_reached",
    );
}

#[tokio::test]
async fn members_without_a_payment_password_confirm_with_the_login_password() {
    let client = Client::new();
    let token = client.login("agent01", "abc123").await;
    let settings = client.get("/wps/relay/MCSFE_getWithdrawSettings", Some(&token)).await;
    assert_eq!(ok(&settings)["passwordType"], "LOGIN");
    let card = demo_card(&client, &token).await;
    let body = json!({"amount": 300, "bankCardId": card["bankCardId"], "password": "abc123"});
    let reply = client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_submitWithdraw", Some(&token), body).await;
    assert_eq!(ok(&reply)["amount"], 300.0);
}

#[tokio::test]
async fn an_approved_payout_is_confirmed_partly_received() {
    let (client, token) = demo().await;
    let card = demo_card(&client, &token).await;
    let body =
        json!({"amount": "1000.00", "bankCardId": card["bankCardId"].to_string(), "password": DEMO_PAYMENT_PASSWORD});
    let reply = client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_submitWithdraw", Some(&token), body).await;
    let id = ok(&reply)["withdrawId"].clone();
    let confirm = |body: Value| client.json("POST", "/wps/relay/MCSFE_confirmWithdraw", Some(&token), body);
    let early = confirm(json!({"withdrawId": id, "confirmStatus": "RECEIVED"})).await;
    refused(&early, "invalid_status");

    age_withdrawals(&client, 61_000);
    let records = client.get("/wps/relay/MCSFE_getWithdrawRecords?pageSize=1", Some(&token)).await;
    let record = &ok(&records)["list"][0];
    assert_eq!((record["status"].as_str(), record["confirmStatus"].as_str()), (Some("APPROVED"), Some("UNCONFIRMED")));
    assert_eq!(record["confirmDeadline"].as_i64().unwrap() - record["decideTime"].as_i64().unwrap(), 30 * 60_000);
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "Withdrawal approved");

    let too_much = confirm(json!({"withdrawId": id, "confirmStatus": "PARTLY_RECEIVED", "receivedAmount": 1000})).await;
    refused(&too_much, "amount_out_of_range");
    let missing = confirm(json!({"withdrawId": id, "confirmStatus": "PARTLY_RECEIVED"})).await;
    assert_eq!(missing.status, StatusCode::BAD_REQUEST);
    let bad = confirm(json!({"withdrawId": id, "confirmStatus": "MAYBE"})).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let reply = confirm(json!({"withdrawId": id, "confirmStatus": "PARTLY_RECEIVED", "receivedAmount": 400})).await;
    let value = ok(&reply);
    assert_eq!((value["receivedAmount"].as_f64(), value["remainingAmount"].as_f64()), (Some(400.0), Some(600.0)));
    assert_eq!(value["confirmStatus"], "PARTLY_RECEIVED");
    refused(&confirm(json!({"withdrawId": id, "confirmStatus": "RECEIVED"})).await, "invalid_status");
    refused(&confirm(json!({"withdrawId": 1, "confirmStatus": "RECEIVED"})).await, "record_not_found");
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "We are checking your withdrawal");
}

#[tokio::test]
async fn not_received_needs_one_to_three_png_or_jpg_proofs() {
    let (client, token) = demo().await;
    let records = client.get("/wps/relay/MCSFE_getWithdrawRecords?confirmStatus=UNCONFIRMED", Some(&token)).await;
    let waiting = ok(&records)["list"][0].clone();
    assert_eq!(waiting["amount"], 1_500.0, "the seeded payout awaits confirmation");
    let id = waiting["withdrawId"].clone();
    let confirm = |images: Vec<String>| {
        let body = json!({"withdrawId": id, "confirmStatus": "NOT_RECEIVED", "images": images, "remark": "ยังไม่ได้รับ"});
        client.json("POST", "/wps/relay/MCSFE_confirmWithdraw", Some(&token), body)
    };
    refused(&confirm(vec![]).await, "upload_proof_required");
    refused(&confirm(vec![png(); 4]).await, "upload_too_many_images");
    refused(&confirm(vec![BASE64.encode(b"GIF89a-not-allowed")]).await, "upload_image_type");
    refused(&confirm(vec!["not base64!".into()]).await, "upload_not_base64");
    let big =
        BASE64.encode([&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A][..], &vec![0; 5 * 1024 * 1024]].concat());
    refused(&confirm(vec![big]).await, "upload_image_too_large");
    let reply = confirm(vec![png(), format!("data:image/png;base64,{}", png())]).await;
    let value = ok(&reply);
    assert_eq!(
        (value["confirmStatus"].as_str(), value["remainingAmount"].as_f64()),
        (Some("NOT_RECEIVED"), Some(1_500.0))
    );
    assert_eq!(value["proofImages"].as_array().unwrap().len(), 2);
    assert_eq!(value["proofImages"][0]["format"], "png");
}

#[tokio::test]
async fn an_unconfirmed_payout_counts_as_received_after_30_minutes() {
    let (client, token) = demo().await;
    let balance = main_balance(&client, &token).await;
    let records = client.get("/wps/relay/MCSFE_getWithdrawRecords?confirmStatus=UNCONFIRMED", Some(&token)).await;
    let id = ok(&records)["list"][0]["withdrawId"].clone();
    age_withdrawals(&client, 30 * 60_000);
    let records = client.get("/wps/relay/MCSFE_getWithdrawRecords?confirmStatus=FORCIBLY_RECEIVED", Some(&token)).await;
    let list = ok(&records)["list"].as_array().unwrap().clone();
    let record = list.iter().find(|w| w["withdrawId"] == id).expect("forcibly received");
    assert_eq!((record["receivedAmount"].as_f64(), record["remainingAmount"].as_f64()), (Some(1_500.0), Some(0.0)));
    assert_eq!(main_balance(&client, &token).await, balance, "nothing is refunded");
    let body = json!({"withdrawId": id, "confirmStatus": "NOT_RECEIVED", "images": [png()]});
    let reply = client.json("POST", "/wps/relay/MCSFE_confirmWithdraw", Some(&token), body).await;
    refused(&reply, "invalid_status");
    assert!(reply.json["message"].as_str().unwrap().contains("counts as received"));
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "Withdrawal confirmed automatically");
}

#[tokio::test]
async fn a_rejected_withdrawal_is_refunded() {
    let (client, token) = demo().await;
    let card = demo_card(&client, &token).await;
    let body = json!({"amount": 200.99, "bankCardId": card["bankCardId"], "password": DEMO_PAYMENT_PASSWORD});
    ok(&client.encrypted("POST", "/wps/relay/passwordCheck/MCSFE_submitWithdraw", Some(&token), body).await);
    assert_eq!(main_balance(&client, &token).await, 10_894.68);
    age_withdrawals(&client, 61_000);
    assert_eq!(main_balance(&client, &token).await, 11_095.67);
    let records = client.get("/wps/relay/MCSFE_getWithdrawRecords?status=REJECTED&pageSize=1", Some(&token)).await;
    let record = &ok(&records)["list"][0];
    assert_eq!((record["amount"].as_f64(), record["confirmStatus"].is_null()), (Some(200.99), true));
    let inbox = client.get("/wps/relay/EMFE_getInboxList?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&inbox)["list"][0]["title"], "Withdrawal rejected");
}

#[tokio::test]
async fn the_account_record_filters_by_type_and_period() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getTransactionHistory?pageSize=500", Some(&token)).await;
    let value = ok(&reply);
    let list = value["list"].as_array().unwrap();
    assert!(list.len() > 5);
    let week_ago = now_ms() - 7 * 86_400_000 - 86_400_000;
    assert!(list.iter().all(|t| t["transactionTime"].as_i64().unwrap() > week_ago));
    let times: Vec<i64> = list.iter().map(|t| t["transactionTime"].as_i64().unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "newest first");
    assert_eq!(list[0]["balanceAfter"], 11_095.67);
    let total_in: f64 = list.iter().filter_map(|t| t["amount"].as_f64()).filter(|a| *a > 0.0).sum();
    assert!((value["summary"]["totalIn"].as_f64().unwrap() - total_in).abs() < 0.01);

    let day = |ms: i64| upstream_mocks::calendar::format_date(ms);
    let query = format!(
        "/wps/relay/MCSFE_getTransactionHistory?startDate={}&endDate={}&type=DEPOSIT,WITHDRAWAL&pageSize=500",
        day(now_ms() - 60 * 86_400_000),
        day(now_ms())
    );
    let reply = client.get(&query, Some(&token)).await;
    let list = ok(&reply)["list"].as_array().unwrap().clone();
    assert!(
        list.iter().any(|t| t["transactionType"] == "DEPOSIT")
            && list.iter().any(|t| t["transactionType"] == "WITHDRAWAL")
    );
    assert!(list.iter().all(|t| t["transactionType"] == "DEPOSIT" || t["transactionType"] == "WITHDRAWAL"));

    let paged = client.get("/wps/relay/MCSFE_getTransactionHistory?pageNo=2&pageSize=3", Some(&token)).await;
    assert_eq!((ok(&paged)["pageNo"].as_u64(), ok(&paged)["list"].as_array().unwrap().len()), (Some(2), 3));
    let bad = client.get("/wps/relay/MCSFE_getTransactionHistory?type=LOTTERY", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let bad = client.get("/wps/relay/MCSFE_getTransactionHistory?startDate=2026-02-30", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let long = client
        .get("/wps/relay/MCSFE_getTransactionHistory?startDate=2020-01-01&endDate=2020-12-31", Some(&token))
        .await;
    refused(&long, "date_range_too_long");
    assert_eq!(client.get("/wps/relay/MCSFE_getTransactionHistory", None).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_betting_record_covers_vendors_and_filters() {
    let (client, token) = demo().await;
    let start = upstream_mocks::calendar::format_date(now_ms() - 59 * 86_400_000);
    let all = client.get(&format!("/wps/relay/MCSFE_getBetHistory?startDate={start}&pageSize=500"), Some(&token)).await;
    let value = ok(&all);
    let list = value["list"].as_array().unwrap();
    for vendor in ["JL", "PG", "PP", "EG4", "SPB", "KM"] {
        assert!(list.iter().any(|b| b["vassalage"] == vendor), "no {vendor} bets");
    }
    let win_loss: f64 = list.iter().map(|b| b["winLoss"].as_f64().unwrap()).sum();
    assert!((value["summary"]["winLoss"].as_f64().unwrap() - win_loss).abs() < 0.01);
    assert_eq!(value["summary"]["betCount"].as_u64().unwrap() as usize, list.len());

    let pg = client
        .get(
            &format!("/wps/relay/MCSFE_getBetHistory?startDate={start}&gameType=RNG&vassalage=PG&pageSize=500"),
            Some(&token),
        )
        .await;
    let pg = ok(&pg)["list"].as_array().unwrap().clone();
    assert!(!pg.is_empty() && pg.iter().all(|b| b["vassalage"] == "PG" && b["gameType"] == "RNG"));
    let today = upstream_mocks::calendar::format_date(now_ms());
    let today = client.get(&format!("/wps/relay/MCSFE_getBetHistory?startDate={today}"), Some(&token)).await;
    assert_eq!(ok(&today)["totalCount"], 9, "today's seeded bets");
    let bad = client.get("/wps/relay/MCSFE_getBetHistory?pageNo=0", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn profit_and_loss_is_computed_per_game_type_from_the_bets() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getProfitLoss", Some(&token)).await;
    let value = ok(&reply);
    let rows = value["rows"].as_array().unwrap();
    assert!(rows.len() >= 4, "{value}");
    let sum = |field: &str| rows.iter().map(|r| r[field].as_f64().unwrap()).sum::<f64>();
    assert!((value["total"]["winLoss"].as_f64().unwrap() - sum("winLoss")).abs() < 0.01);
    assert!((value["total"]["betAmount"].as_f64().unwrap() - sum("betAmount")).abs() < 0.01);
    assert!(value["deposit"].as_f64().unwrap() > 0.0 && value["withdrawal"].as_f64().unwrap() > 0.0);

    let start = value["startTime"].as_i64().unwrap();
    let bets = client
        .get(&format!("/wps/relay/MCSFE_getBetHistory?startTime={start}&gameType=LIVE&pageSize=500"), Some(&token))
        .await;
    let live = rows.iter().find(|r| r["gameType"] == "LIVE").unwrap();
    assert_eq!(live["winLoss"], ok(&bets)["summary"]["winLoss"]);
    let only_live = client.get("/wps/relay/MCSFE_getProfitLoss?gameType=LIVE", Some(&token)).await;
    assert_eq!(ok(&only_live)["rows"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn bonus_details_list_bonuses_and_rebates() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getBonusDetails?pageSize=100", Some(&token)).await;
    let value = ok(&reply);
    let list = value["list"].as_array().unwrap();
    assert!(
        list.iter().any(|t| t["transactionType"] == "BONUS") && list.iter().any(|t| t["transactionType"] == "REBATE")
    );
    assert!(list.iter().all(|t| t["transactionType"] == "BONUS" || t["transactionType"] == "REBATE"));
    let total = value["summary"]["totalBonus"].as_f64().unwrap() + value["summary"]["totalRebate"].as_f64().unwrap();
    assert!((value["summary"]["total"].as_f64().unwrap() - total).abs() < 0.01);
    let rebates = client.get("/wps/relay/MCSFE_getBonusDetails?type=REBATE", Some(&token)).await;
    assert!(ok(&rebates)["list"].as_array().unwrap().iter().all(|t| t["transactionType"] == "REBATE"));
    let bad = client.get("/wps/relay/MCSFE_getBonusDetails?type=DEPOSIT", Some(&token)).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_manual_rebate_pays_valid_bets_since_the_last_claim() {
    let (client, token) = demo().await;
    let reply = client.get("/wps/relay/MCSFE_getManualRebate", Some(&token)).await;
    let value = ok(&reply).clone();
    let total = value["totalRebate"].as_f64().unwrap();
    assert!(total >= 1.0 && value["claimable"] == true, "{value}");
    let rows = value["rows"].as_array().unwrap();
    let live = rows.iter().find(|r| r["gameType"] == "LIVE").unwrap();
    assert_eq!(live["rate"], 0.5);
    assert!((live["rebate"].as_f64().unwrap() - live["validBet"].as_f64().unwrap() * 0.005).abs() < 0.011);

    let before = main_balance(&client, &token).await;
    let claimed = client.json("POST", "/wps/relay/MCSFE_claimManualRebate", Some(&token), json!({})).await;
    assert_eq!(ok(&claimed)["amount"].as_f64().unwrap(), total);
    assert!((main_balance(&client, &token).await - before - total).abs() < 0.001);
    let after = client.get("/wps/relay/MCSFE_getManualRebate", Some(&token)).await;
    assert_eq!((ok(&after)["totalRebate"].as_f64(), ok(&after)["claimable"].as_bool()), (Some(0.0), Some(false)));
    refused(
        &client.json("POST", "/wps/relay/MCSFE_claimManualRebate", Some(&token), json!({})).await,
        "nothing_to_claim",
    );
    let bonus = client.get("/wps/relay/MCSFE_getBonusDetails?type=REBATE&pageSize=1", Some(&token)).await;
    assert_eq!(ok(&bonus)["list"][0]["amount"].as_f64().unwrap(), total);

    client.mock.db(MERCHANT).unwrap().lock().system.disabled_modules.insert("MANPLAYREB3".into());
    let off = client.get("/wps/relay/MCSFE_getManualRebate", Some(&token)).await;
    assert_eq!(off.json["errorCode"], "function.not.available");
}
