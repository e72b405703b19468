//! Dialects (`/__admin/dialect`, a scenario's `[dialect]`, `scenarios/dialect-*.toml`): the mock answers as
//! another upstream would, and each shipped dialect does what its file says.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::path::Path;

use axum::http::StatusCode;
use common::{Client, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::scenario::Scenario;
use upstream_protocol::switches;

async fn speaking(name: &str) -> Client {
    let client = Client::new();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios").join(name);
    upstream_mocks::apply_scenario(&client.mock, &Scenario::load(&path).unwrap()).await.unwrap();
    client
}

/// Every module id of a tree (a node or a list of them).
fn module_ids(tree: &Value) -> Vec<String> {
    upstream_protocol::whitelabel::flatten(tree).into_keys().collect()
}

async fn live_chat_places(c: &Client) -> (bool, bool) {
    let status = c.get("/wps/system/status", None).await;
    let in_status = !ok(&status)["info"]["customerService"].as_array().unwrap().is_empty();
    let routers = c.get("/wps/system/routers", None).await;
    let in_path_list = ok(&routers)["version"]["pathList"].as_array().unwrap().iter().any(|e| e["type"] == "3");
    (in_path_list, in_status)
}

#[tokio::test]
async fn as_shipped_the_mock_speaks_every_way_and_lists_every_switch() {
    let c = Client::new();
    let tree = module_ids(&ok(&c.get("/wps/system/whitelabel", None).await).clone());
    for module in switches::module_ids() {
        assert!(tree.contains(&module.id.to_owned()), "{}", module.id);
    }
    assert_eq!(live_chat_places(&c).await, (true, true));
    let token = c.login("demo01", "abc123").await;
    assert_eq!(c.json("DELETE", "/wps/session/logout", Some(&token), json!({})).await.status, StatusCode::OK);
    let token = c.login("demo01", "abc123").await;
    assert_eq!(c.json("POST", "/wps/session/logout", Some(&token), json!({})).await.status, StatusCode::OK);
    assert_eq!(c.get("/wps/relay/GCSGAME_hotGamesV2?gameType=RNG", None).await.status, StatusCode::OK);
    assert_eq!(
        c.json("POST", "/wps/relay/GCSGAME_hotGamesV2", None, json!({"gameType": "RNG"})).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_specifications_dialect_drops_the_invented_ids_and_takes_one_method_each() {
    let c = speaking("dialect-spec.toml").await;
    let tree = module_ids(&ok(&c.get("/wps/system/whitelabel", None).await).clone());
    for invented in ["MEMCENTER3", "AGENTCENTER3", "LOGINONLY3", "THIRDPARTYLOGIN3", "REWCEN3", "MISSIONLB3"] {
        assert!(!tree.contains(&invented.to_owned()), "{invented} is in the tree");
    }
    for kept in ["COMM3", "MOBILENUMREG3", "PWDEXPFORCECHANGE3", "MANPLAYREB3", "DIRECTREG3"] {
        assert!(tree.contains(&kept.to_owned()), "{kept} is gone");
    }
    let status_tree = module_ids(&ok(&c.get("/wps/system/status", None).await)["info"]["whitelabel"]);
    assert_eq!(status_tree, tree, "the status carries the same tree");
    let token = c.login("demo01", "abc123").await;
    let post = c.json("POST", "/wps/session/logout", Some(&token), json!({})).await;
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    refused(&post, "http_method_not_support");
    assert_eq!(c.json("DELETE", "/wps/session/logout", Some(&token), json!({})).await.status, StatusCode::OK);
    assert_eq!(c.get("/wps/relay/GCSGAME_hotGamesV2?gameType=RNG", None).await.status, StatusCode::OK);
    let hot_post = c.json("POST", "/wps/relay/GCSGAME_hotGamesV2", None, json!({"gameType": "RNG"})).await;
    assert_eq!(hot_post.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(live_chat_places(&c).await, (true, false), "the link only in pathList");
    let info = ok(&c.get("/wps/system/status", None).await).clone();
    assert!(info["info"].get("analytics").is_none() && info["info"].get("mainDomain").is_none());
    assert!(info["info"]["imageCDNs"].is_array(), "what is not omitted stays");
    let token = c.login("demo01", "abc123").await;
    let member = ok(&c.get("/wps/member/info", Some(&token)).await).clone();
    assert!(member.get("clubLabel").is_none() && member["account"] == "demo01");
    let wins = ok(&c.get("/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=5", None).await).clone();
    let list = wins["list"].as_array().unwrap();
    assert!(
        !list.is_empty() && list.iter().all(|w| w["vo"].get("iconUrl").is_none() && w["vo"]["gameName"].is_string())
    );
}

#[tokio::test]
async fn the_observed_dialect_takes_the_newer_clients_posts_and_gives_the_link_in_the_status() {
    let c = speaking("dialect-observed.toml").await;
    let token = c.login("demo01", "abc123").await;
    assert_eq!(
        c.json("DELETE", "/wps/session/logout", Some(&token), json!({})).await.status,
        StatusCode::METHOD_NOT_ALLOWED
    );
    assert_eq!(c.json("POST", "/wps/session/logout", Some(&token), json!({})).await.status, StatusCode::OK);
    assert_eq!(c.get("/wps/relay/GCSGAME_hotGamesV2?gameType=RNG", None).await.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(live_chat_places(&c).await, (false, true));
    let token = c.login("demo01", "abc123").await;
    let balance = ok(&c.get("/wps/v2/wallets/balance?typeId=0", Some(&token)).await).clone();
    assert!(balance.get("currencySymbol").is_none() && balance["sumBalance"].is_number());
}

#[tokio::test]
async fn without_an_agent_system_the_agent_calls_are_unknown_paths_and_the_rest_stays() {
    let c = speaking("dialect-no-agents.toml").await;
    let token = c.login("agent01", "abc123").await;
    for path in
        ["/wps/agent/team/overview", "/wps/agent/contracts", "/wps/agent/salary/daily", "/wps/agent/announcements"]
    {
        let reply = c.get(path, Some(&token)).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        refused(&reply, "function.not.available");
    }
    assert_eq!(c.get("/wps/member/info", Some(&token)).await.json["success"], true);
    assert_eq!(c.get("/wps/member/info/funds/consolidated", Some(&token)).await.json["success"], true);
    let affiliate = c.get("/wps/agent/affiliate?code=AG0001&domain=www.veneer.example", None).await;
    assert_ne!(affiliate.status, StatusCode::NOT_FOUND, "the registration's affiliate check stays");
}

#[tokio::test]
async fn a_dialect_is_read_back_refused_when_it_names_nothing_and_cleared_by_delete() {
    let c = Client::new();
    let put = c.admin("PUT", "/__admin/dialect", Some(json!({"refusedMethods": {"/wps/member/info": ["POST"]}}))).await;
    assert_eq!(put.status, StatusCode::BAD_REQUEST);
    assert!(put.json["message"].as_str().unwrap().contains("takes GET, not POST"), "{}", put.json);
    let unknown = c.admin("PUT", "/__admin/dialect", Some(json!({"withoutInventedIds": true}))).await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST, "an unknown field is refused");
    let wanted = json!({"withoutInventedModules": true, "refusedMethods": {}, "customerService": "status",
        "omittedFields": {}, "absentCalls": ["/wps/agent/team/*"]});
    assert_eq!(ok(&c.admin("PUT", "/__admin/dialect", Some(wanted.clone())).await), &wanted);
    assert_eq!(ok(&c.admin("GET", "/__admin/dialect", None).await), &wanted);
    let token = c.login("agent01", "abc123").await;
    assert_eq!(c.get("/wps/agent/team/overview", Some(&token)).await.status, StatusCode::NOT_FOUND);
    c.admin("DELETE", "/__admin/dialect", None).await;
    assert_ne!(c.get("/wps/agent/team/overview", Some(&token)).await.status, StatusCode::NOT_FOUND);
    assert_eq!(live_chat_places(&c).await, (true, true));
}
