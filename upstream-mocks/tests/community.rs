//! The member centre's community calls the mock adds: the referral invitations list.

mod common;

use axum::http::StatusCode;
use common::{Client, MERCHANT, demo, ok, refused};
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
