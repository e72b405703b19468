//! The input rules every call follows (`src/input.rs`, README "Input rules"): when a name repeats in a
//! query string or a form body, its last occurrence decides; an empty (or blank) value counts as
//! absent, so the call's default applies (or, for a required field, it is missing).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::StatusCode;
use common::{Client, MERCHANT, Reply, demo, ok, refused};
use serde_json::Value;

async fn invitations(client: &Client, token: &str, query: &str) -> Value {
    ok(&client.get(&format!("/wps/relay/MCSFE_getReferralInvitations{query}"), Some(token)).await).clone()
}

#[tokio::test]
async fn a_repeated_query_name_takes_its_last_value() {
    let (client, token) = demo().await;
    let page = invitations(&client, &token, "?pageSize=5&pageSize=1").await;
    assert_eq!((page["pageSize"].as_u64(), page["list"].as_array().unwrap().len()), (Some(1), 1));
    let page = invitations(&client, &token, "?pageSize=1&pageSize=5").await;
    assert_eq!((page["pageSize"].as_u64(), page["list"].as_array().unwrap().len()), (Some(5), 2));
    // Also where the query fills a struct (the agent calls).
    let agent = client.login("agent01", "abc123").await;
    let members = "/wps/agent/team/members?level=direct&level=all&pageSize=50";
    assert_eq!(ok(&client.get(members, Some(&agent)).await)["totalCount"], 18);
    let members = "/wps/agent/team/members?level=all&level=direct&pageSize=50";
    assert_eq!(ok(&client.get(members, Some(&agent)).await)["totalCount"], 10);
}

#[tokio::test]
async fn an_empty_query_value_is_absent() {
    let (client, token) = demo().await;
    // `pageNo=` and `pageSize=` give the defaults, where `pageNo=0` is refused.
    let page = invitations(&client, &token, "?pageNo=&pageSize=%20").await;
    assert_eq!((page["pageNo"].as_u64(), page["totalCount"].as_u64()), (Some(1), Some(2)));
    refused(&client.get("/wps/relay/MCSFE_getReferralInvitations?pageNo=0", Some(&token)).await, "request_param_err");
    // A last occurrence that is empty makes the parameter absent.
    let page = invitations(&client, &token, "?pageSize=1&pageSize=").await;
    assert_eq!(page["list"].as_array().unwrap().len(), 2);
    let agent = client.login("agent01", "abc123").await;
    let members = client.get("/wps/agent/team/members?level=&startTime=&pageSize=50", Some(&agent)).await;
    assert_eq!(ok(&members)["totalCount"], 10, "the default level: direct downlines");
}

async fn post_form(client: &Client, path: &str, token: Option<&str>, form: &'static str) -> Reply {
    let request = Client::request("POST", path, token).header("Content-Type", "application/x-www-form-urlencoded");
    client.send(request.body(Body::from(form)).unwrap()).await
}

#[tokio::test]
async fn a_form_body_follows_the_same_rules() {
    let (client, token) = demo().await;
    let transfer = "/wps/relay/GCS_walletTransfer";
    // Repeated: the last amount is moved.
    let moved =
        post_form(&client, transfer, Some(&token), "fromAccountTypeId=2&toAccountTypeId=12&amount=7&amount=2.5");
    assert_eq!(ok(&moved.await)["amount"], 2.5);
    // Empty: the amount is missing, whatever came before it.
    let empty = post_form(&client, transfer, Some(&token), "fromAccountTypeId=2&toAccountTypeId=12&amount=7&amount=");
    let empty = empty.await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused_message(&empty), "amount is required");

    // The same in a form whose fields are all text (the password reset by e-mail).
    let reset = "/wps/member/password/email";
    let mails = || client.mock.db(MERCHANT).unwrap().lock().access.mails.len();
    let wrong_then_right =
        post_form(&client, reset, None, "username=nobody99&username=demo01&email=demo01%40veneer.example");
    assert_eq!(wrong_then_right.await.json["success"], true);
    assert_eq!(mails(), 1);
    let blank_email = post_form(&client, reset, None, "username=demo01&email=demo01%40veneer.example&email=");
    refused(&blank_email.await, "request_param_err");
    assert_eq!(mails(), 1, "no mail for a form without an e-mail");
}

fn refused_message(reply: &Reply) -> &str {
    assert_eq!(reply.json["errorCode"], "request_param_err", "{}", reply.json);
    reply.json["message"].as_str().unwrap()
}

/// Found by an integrator's client: `pageNo=9223372036854775808` made the ledger-paged lists multiply past
/// `usize` and drop the connection. Every list bounds its paging as the game lists do: 400, never a panic.
#[tokio::test]
async fn paging_out_of_range_is_refused_on_every_list() {
    let (client, token) = demo().await;
    let lists = [
        ("/wps/relay/PROMOFE_getPromotions", None),
        ("/wps/relay/MCSFE_getDepositRecords", Some(token.as_str())),
        ("/wps/relay/MCSFE_getTransactionHistory", Some(token.as_str())),
        ("/wps/relay/MCSFE_getReferralInvitations", Some(token.as_str())),
    ];
    for (path, token) in lists {
        for query in [
            "pageNo=9223372036854775808",
            "pageNo=18446744073709551615&pageSize=5",
            "pageNo=4294967296",
            "pageSize=501",
        ] {
            let reply = client.get(&format!("{path}?{query}"), token).await;
            assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{path}?{query}: {}", reply.json);
            refused(&reply, "request_param_err");
        }
        ok(&client.get(&format!("{path}?pageNo=4294967295&pageSize=500"), token).await);
    }
    let agent = client.login("agent01", "abc123").await;
    let reply = client.get("/wps/agent/team/members?pageNo=18446744073709551615", Some(&agent)).await;
    refused(&reply, "request_param_err");
}
