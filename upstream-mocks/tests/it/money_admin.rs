//! The money area's admin switches: the single-wallet mode, the wallet clock and a member's reset
//! to the seed.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::http::StatusCode;
use common::{Client, demo, ok, refused};
use serde_json::{Value, json};

fn wallet(balance: &Value, type_id: i64) -> f64 {
    balance["balance"].as_array().unwrap().iter().find(|w| w["accountTypeId"] == type_id).unwrap()["availBalance"]
        .as_f64()
        .unwrap()
}

async fn balance(client: &Client, token: &str) -> Value {
    ok(&client.get("/wps/v2/wallets/balance?typeId=0", Some(token)).await).clone()
}

#[tokio::test]
async fn the_single_wallet_switch_hides_game_wallets_and_refuses_transfers() {
    let (client, token) = demo().await;
    let read = client.admin("GET", "/__admin/wallet/single", None).await;
    assert_eq!(ok(&read)[0]["isSingle"], false);
    let set = client.admin("PUT", "/__admin/wallet/single", Some(json!({"isSingle": true}))).await;
    assert_eq!(ok(&set)[0]["isSingle"], true);
    assert_eq!(ok(&client.get("/wps/relay/GCS_merchantWallet", Some(&token)).await)["isSingle"], true);
    assert_eq!(balance(&client, &token).await["balance"].as_array().unwrap().len(), 1);
    let body = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 10});
    refused(&client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), body).await, "single_wallet");

    client.admin("PUT", "/__admin/wallet/single", Some(json!({"isSingle": false}))).await;
    assert_eq!(balance(&client, &token).await["balance"].as_array().unwrap().len(), 7);
}

#[tokio::test]
async fn the_single_wallet_switch_refuses_bad_input() {
    let client = Client::new();
    for body in [json!({"isSingle": "yes"}), json!({"isSingle": true, "extra": 1}), json!([])] {
        let reply = client.admin("PUT", "/__admin/wallet/single", Some(body)).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{}", reply.json);
    }
    let reply = client.admin("PUT", "/__admin/wallet/single?merchant=nobody", Some(json!({"isSingle": true}))).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(ok(&client.admin("GET", "/__admin/wallet/single", None).await)[0]["isSingle"], false);
}

#[tokio::test]
async fn the_wallet_clock_auto_confirms_a_payout_after_its_minutes() {
    let (client, token) = demo().await;
    let unconfirmed = "/wps/relay/MCSFE_getWithdrawRecords?confirmStatus=UNCONFIRMED";
    let id = ok(&client.get(unconfirmed, Some(&token)).await)["list"][0]["withdrawId"].clone();
    assert!(id.is_u64());

    // The seeded payout was approved 5 minutes ago: 24 more minutes are not enough, 1 more is.
    ok(&client.admin("POST", "/__admin/wallet/clock", Some(json!({"advanceMinutes": 24}))).await);
    assert_eq!(ok(&client.get(unconfirmed, Some(&token)).await)["list"][0]["withdrawId"], id);
    ok(&client.admin("POST", "/__admin/wallet/clock", Some(json!({"advanceMinutes": 1}))).await);
    assert_eq!(ok(&client.get(unconfirmed, Some(&token)).await)["totalCount"], 0);
    let forced = client.get("/wps/relay/MCSFE_getWithdrawRecords?confirmStatus=FORCIBLY_RECEIVED", Some(&token)).await;
    assert!(ok(&forced)["list"].as_array().unwrap().iter().any(|w| w["withdrawId"] == id));

    for bad in [
        json!({"advanceMinutes": 0}),
        json!({"advanceMinutes": -5}),
        json!({"minutes": 5}),
        json!({"advanceMinutes": 20_000}),
    ] {
        let reply = client.admin("POST", "/__admin/wallet/clock", Some(bad)).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{}", reply.json);
    }
}

#[tokio::test]
async fn a_reset_puts_the_members_balances_and_records_back_to_the_seed() {
    let (client, token) = demo().await;
    let seeded = balance(&client, &token).await;
    let seeded_deposits =
        ok(&client.get("/wps/relay/MCSFE_getDepositRecords?pageSize=1", Some(&token)).await)["totalCount"].clone();
    let seeded_unread = ok(&client.get("/wps/relay/EMFE_getInboxUnreadCount", Some(&token)).await).clone();

    let body = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 100});
    ok(&client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), body).await);
    ok(&client
        .json("POST", "/wps/relay/MCSFE_submitDeposit", Some(&token), json!({"channelId": 2, "amount": 500}))
        .await);
    ok(&client.json("POST", "/wps/relay/EMFE_markInboxRead", Some(&token), json!({"all": true})).await);
    let moved = balance(&client, &token).await;
    assert_eq!(wallet(&moved, 12), 350.0);

    // Another member's money is left alone.
    let agent = client.login("agent01", "abc123").await;
    let agent_before = balance(&client, &agent).await;

    let reply = client.admin("POST", "/__admin/members/demo01/reset", None).await;
    assert_eq!(ok(&reply)[0]["sumBalance"], 12_345.67);
    assert_eq!(balance(&client, &token).await, seeded, "the session goes on, with the seeded wallets");
    let deposits =
        ok(&client.get("/wps/relay/MCSFE_getDepositRecords?pageSize=1", Some(&token)).await)["totalCount"].clone();
    assert_eq!(deposits, seeded_deposits, "the new deposit is gone");
    assert_eq!(ok(&client.get("/wps/relay/EMFE_getInboxUnreadCount", Some(&token)).await), &seeded_unread);
    assert_eq!(balance(&client, &agent).await, agent_before);

    // The ledger still hands out fresh ids: a new transfer follows the seeded history.
    let body = json!({"fromAccountTypeId": 2, "toAccountTypeId": 12, "amount": 1});
    let after = ok(&client.json("POST", "/wps/relay/GCS_walletTransfer", Some(&token), body).await).clone();
    let history = client.get("/wps/relay/MCSFE_getTransactionHistory?pageSize=1", Some(&token)).await;
    assert_eq!(ok(&history)["list"][0]["transactionId"], after["transactionId"]);
    assert_eq!(ok(&history)["list"][0]["balanceAfter"], 11_094.67);
}

#[tokio::test]
async fn a_reset_refuses_unknown_members_and_callers_without_the_token() {
    let client = Client::new();
    let reply = client.admin("POST", "/__admin/members/nobody99/reset", None).await;
    assert_eq!((reply.status, reply.json["errorCode"].as_str()), (StatusCode::NOT_FOUND, Some("USER_NOT_EXIST")));
    let reply = client.json("POST", "/__admin/members/demo01/reset", None, json!({})).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn the_payment_password_is_changed_with_the_current_one() {
    let (client, token) = demo().await;
    let path = "/wps/member/paymentPassword";
    let change = |old: &str, new: &str, confirm: &str| json!({"oldPassword": old, "newPassword": new, "confirmNewPassword": confirm});
    refused(
        &client.encrypted("POST", path, Some(&token), change("000000", "654321", "654321")).await,
        "password_incorrect",
    );
    refused(
        &client.encrypted("POST", path, Some(&token), change("112233", "65432", "65432")).await,
        "payment_password_format",
    );
    refused(
        &client.encrypted("POST", path, Some(&token), change("112233", "65432a", "65432a")).await,
        "payment_password_format",
    );
    refused(
        &client.encrypted("POST", path, Some(&token), change("112233", "654321", "654322")).await,
        "password_mismatch",
    );
    let missing = client.encrypted("POST", path, Some(&token), json!({"oldPassword": "112233"})).await;
    assert_eq!(missing.status, StatusCode::BAD_REQUEST);
    let plain = client.json("POST", path, Some(&token), change("112233", "654321", "654321")).await;
    assert_eq!(plain.status, StatusCode::BAD_REQUEST, "a plain body is refused: {}", plain.json);
    assert_eq!(
        ok(&client.encrypted("POST", path, Some(&token), change("112233", "654321", "654321")).await),
        &json!(true)
    );

    // The withdrawal now takes the new one, and the old one no more.
    let settings = client.get("/wps/relay/MCSFE_getWithdrawSettings?groupId=0", Some(&token)).await;
    let card = ok(&settings)["bankCards"][0]["bankCardId"].clone();
    let withdraw = |password: &str| json!({"amount": 100, "bankCardId": card, "password": password});
    let path = "/wps/relay/passwordCheck/MCSFE_submitWithdraw";
    refused(&client.encrypted("POST", path, Some(&token), withdraw("112233")).await, "password_incorrect");
    ok(&client.encrypted("POST", path, Some(&token), withdraw("654321")).await);

    // The reset puts the seeded one back.
    ok(&client.admin("POST", "/__admin/members/demo01/reset", None).await);
    let info = client.get("/wps/member/info", Some(&token)).await;
    assert_eq!(ok(&info)["hasPaymentPassword"], true);
    let path = "/wps/member/paymentPassword";
    ok(&client.encrypted("POST", path, Some(&token), change("112233", "111111", "111111")).await);
}
