//! Scenario files (`--scenario`, `/__admin/scenario`): each shipped file sets up what it promises,
//! and a malformed one is refused with the line and the field named.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::path::{Path, PathBuf};
use std::time::Instant;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{Client, ok, refused};
use serde_json::{Value, json};
use upstream_mocks::scenario::Scenario;

fn shipped(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios").join(name)
}

/// A fresh mock set up from a shipped scenario file.
async fn client_with(name: &str) -> Client {
    let client = Client::new();
    let scenario = Scenario::load(&shipped(name)).unwrap();
    upstream_mocks::apply_scenario(&client.mock, &scenario).await.unwrap();
    client
}

async fn status_from(c: &Client, ip: &str) -> Value {
    let req = Client::request("GET", "/wps/system/status", None).header("X-Forwarded-For", ip);
    let reply = c.send(req.body(Body::empty()).unwrap()).await;
    ok(&reply).clone()
}

#[tokio::test]
async fn every_shipped_scenario_loads_and_is_carried_out() {
    let mut names: Vec<String> = std::fs::read_dir(shipped(""))
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "agent-offer-waiting.toml",
            "dialect-no-agents.toml",
            "dialect-observed.toml",
            "dialect-spec.toml",
            "maintenance.toml",
            "pending-withdrawals.toml",
            "region-blocked.toml",
            "slow-and-flaky.toml"
        ]
    );
    for name in names {
        let c = client_with(&name).await;
        assert!(!Scenario::load(&shipped(&name)).unwrap().description.is_empty(), "{name} says what it is for");
        // The inner steps (logins, withdrawals, offers) are not the integrator's requests.
        assert!(c.mock.journal.entries(None).is_empty(), "{name}: {:?}", c.mock.journal.entries(None));
    }
}

#[tokio::test]
async fn maintenance_puts_every_visitor_in_maintenance() {
    let c = client_with("maintenance.toml").await;
    for ip in ["198.51.100.1", "203.0.113.9"] {
        assert_eq!(status_from(&c, ip).await["maintenance"], true);
    }
}

#[tokio::test]
async fn region_blocked_blocks_one_address_only() {
    let c = client_with("region-blocked.toml").await;
    assert_eq!(status_from(&c, "203.0.113.9").await["regionRestriction"], true);
    let other = status_from(&c, "198.51.100.1").await;
    assert_eq!((other["regionRestriction"].as_bool(), other["maintenance"].as_bool()), (Some(false), Some(false)));
}

#[tokio::test]
async fn slow_and_flaky_delays_relays_and_fails_some_game_relays() {
    let c = client_with("slow-and-flaky.toml").await;
    let started = Instant::now();
    assert_eq!(c.get("/wps/system/status", None).await.status, StatusCode::OK);
    assert!(started.elapsed().as_millis() < 200, "not a relay: no delay");
    // 60 game relays at once: at 30 %, none failing would happen once in two billion runs.
    const CALLS: usize = 60;
    let mut relays = tokio::task::JoinSet::new();
    for _ in 0..CALLS {
        let c = Client::with_mock(c.mock.clone());
        relays.spawn(async move {
            let started = Instant::now();
            let reply = c.get("/wps/relay/GCSGAME_gameList?vendorCode=PG", None).await;
            (started.elapsed().as_millis(), reply.json["errorCode"] == "function.not.available")
        });
    }
    let results = relays.join_all().await;
    assert!(results.iter().all(|(ms, _)| *ms >= 200), "every relay waits at least 200 ms");
    let unavailable = results.iter().filter(|(_, failed)| *failed).count();
    assert!((1..CALLS).contains(&unavailable), "{unavailable} of {CALLS} answered function.not.available");
}

#[tokio::test]
async fn pending_withdrawals_gives_wd01_two_withdrawals_under_review() {
    let c = client_with("pending-withdrawals.toml").await;
    let token = c.login("wd01", "abc123").await;
    let records = c.get("/wps/relay/MCSFE_getWithdrawRecords", Some(&token)).await;
    let list = ok(&records)["list"].as_array().unwrap().clone();
    let mut amounts: Vec<(f64, &str)> =
        list.iter().map(|w| (w["amount"].as_f64().unwrap(), w["status"].as_str().unwrap())).collect();
    amounts.sort_by(|a, b| a.0.total_cmp(&b.0));
    assert_eq!(amounts, [(1500.0, "PENDING"), (2500.0, "PENDING")]);
    let settings = c.get("/wps/relay/MCSFE_getWithdrawSettings?groupId=0", Some(&token)).await;
    assert_eq!(ok(&settings)["availableBalance"], 16000.0);
    assert_eq!(ok(&settings)["passwordType"], "PAYMENT");
}

#[tokio::test]
async fn agent_offer_waiting_leaves_an_offer_for_agent01z_to_answer() {
    let c = client_with("agent-offer-waiting.toml").await;
    let token = c.login("agent01z", "abc123").await;
    let contracts = c.get("/wps/agent/contracts", Some(&token)).await;
    let value = ok(&contracts);
    assert_eq!(value["awaitingMe"], 1, "{value}");
    let offer = value["withUpline"].as_array().unwrap().iter().find(|c| c["awaitingMe"] == true).unwrap();
    assert_eq!((offer["type"].as_str(), offer["upline"].as_str()), (Some("DAILY_SALARY"), Some("agent01")));
    assert_eq!(offer["actions"], json!(["ACCEPT", "REJECT"]));
}

#[tokio::test]
async fn the_scenario_in_force_reads_back_and_json_is_taken_too() {
    let c = Client::new();
    assert_eq!(c.admin("GET", "/__admin/scenario", None).await.json["value"], Value::Null);
    let text = std::fs::read_to_string(shipped("region-blocked.toml")).unwrap();
    let req = Request::put("/__admin/scenario").header("X-Admin-Token", common::ADMIN_TOKEN);
    let put = c.send(req.header("Content-Type", "application/toml").body(Body::from(text)).unwrap()).await;
    ok(&put);
    let read = c.admin("GET", "/__admin/scenario", None).await;
    assert_eq!(ok(&read)["system"]["blockedIps"], json!(["203.0.113.9"]));
    assert_eq!(ok(&read)["description"], Scenario::load(&shipped("region-blocked.toml")).unwrap().description);

    // The same document as JSON; a section left out leaves its part as it is.
    let put = c.admin("PUT", "/__admin/scenario", Some(json!({"faults": {"gameRelayUnavailable": 1.0}}))).await;
    ok(&put);
    assert_eq!(status_from(&c, "203.0.113.9").await["regionRestriction"], true, "the block stays");
    let relay = c.get("/wps/relay/GCSGAME_gameList?vendorCode=PG", None).await;
    refused(&relay, "function.not.available");
    assert_eq!(ok(&c.admin("GET", "/__admin/scenario", None).await)["faults"]["gameRelayUnavailable"], 1.0);
}

#[tokio::test]
async fn an_unknown_field_in_a_put_is_refused_with_the_envelope_and_changes_nothing() {
    let c = Client::new();
    let put = c.admin("PUT", "/__admin/scenario", Some(json!({"system": {"maintenanse": true}}))).await;
    assert_eq!(put.status, StatusCode::BAD_REQUEST);
    refused(&put, "request_param_err");
    let message = put.json["message"].as_str().unwrap();
    assert!(message.contains("maintenanse") && message.contains("line 1"), "{message}");
    let req = Request::put("/__admin/scenario").header("X-Admin-Token", common::ADMIN_TOKEN);
    let put = c.send(req.body(Body::from("[system]\nmaintenance = true\ncolour = 1\n")).unwrap()).await;
    assert_eq!(put.status, StatusCode::BAD_REQUEST);
    assert!(put.json["message"].as_str().unwrap().contains("line 3"), "{}", put.json);
    assert_eq!(status_from(&c, "198.51.100.1").await["maintenance"], false);
    assert_eq!(c.admin("GET", "/__admin/scenario", None).await.json["value"], Value::Null);
}

#[tokio::test]
async fn a_step_the_mock_refuses_is_named() {
    let c = Client::new();
    let offer = json!({"members": [{"username": "lonely1", "password": "abc123", "role": "agent"}],
        "offers": [{"from": "agent01", "downline": "lonely1", "type": "DAILY_SALARY", "rate": 0.5}]});
    let put = c.admin("PUT", "/__admin/scenario", Some(offer)).await;
    assert_eq!(put.status, StatusCode::BAD_REQUEST);
    let message = put.json["message"].as_str().unwrap();
    assert!(message.contains("offer by agent01") && message.contains("agent.not.downline"), "{message}");
    let stranger = json!({"withdrawals": [{"username": "nobody9", "amount": 100}]});
    let put = c.admin("PUT", "/__admin/scenario", Some(stranger)).await;
    assert!(put.json["message"].as_str().unwrap().contains("nobody9"), "{}", put.json);
    let taken = json!({"members": [{"username": "demo01", "password": "x"}]});
    let put = c.admin("PUT", "/__admin/scenario", Some(taken)).await;
    assert!(put.json["message"].as_str().unwrap().contains("demo01 exists already"), "{}", put.json);
}

#[tokio::test]
async fn a_malformed_scenario_file_is_refused_at_start_with_the_file_line_and_field() {
    let dir = std::env::temp_dir().join(format!("mock-scenario-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.toml");
    std::fs::write(&file, "description = \"x\"\n\n[faults]\nlatency = { fixed = \"1s\", jiter = \"1s\" }\n").unwrap();
    let error = Scenario::load(&file).unwrap_err();
    assert!(error.starts_with(&file.display().to_string()), "{error}");
    assert!(error.contains("line 4") && error.contains("jiter"), "{error}");
    std::fs::write(&file, "[system]\nmaintenance = \"yes\"\n").unwrap();
    let error = Scenario::load(&file).unwrap_err();
    assert!(error.contains("line 2") && error.contains("maintenance = \"yes\""), "a wrong value's field: {error}");
    std::fs::write(&file, "description = \"x\"\n\n[faults]\nlatency = { fixed = \"1s\", jiter = \"1s\" }\n").unwrap();

    let run = std::process::Command::new(env!("CARGO_BIN_EXE_upstream-mocks"))
        .args(["--listen", "127.0.0.1:0", "--scenario"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.contains("broken.toml") && stderr.contains("line 4") && stderr.contains("jiter"), "{stderr}");
    assert!(!String::from_utf8_lossy(&run.stdout).contains("listening"), "nothing listens");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[tokio::test]
async fn a_new_member_has_its_balance_role_and_upline() {
    let c = Client::new();
    let body = json!({"username": "team9", "password": "abc123", "balance": 250.5, "upline": "agent01"});
    let added = c.admin("POST", "/__admin/members", Some(body)).await;
    assert_eq!(ok(&added)[0]["balance"], 250.5);
    let token = c.login("team9", "abc123").await;
    let info = c.get("/wps/member/info", Some(&token)).await;
    assert_eq!((ok(&info)["account"].as_str(), ok(&info)["type"].as_i64()), (Some("team9"), Some(0)));
    let team = c.login("agent01", "abc123").await;
    let members = c.get("/wps/agent/team/members?userName=team9", Some(&team)).await;
    assert!(members.json.to_string().contains("team9"), "{}", members.json);
    let bad =
        c.admin("POST", "/__admin/members", Some(json!({"username": "x1", "password": "p", "rol": "agent"}))).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    refused(&bad, "request_param_err");
    let not_agent = json!({"username": "team10", "password": "abc123", "upline": "demo01"});
    assert_eq!(c.admin("POST", "/__admin/members", Some(not_agent)).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn modules_and_clocks_are_set_from_a_scenario() {
    let c = Client::new();
    let text = "[modules]\ndisabled = [\"MOBILENUMREG3\"]\n\n[clocks]\nagency = \"36h\"\nlottery = \"10m\"\n";
    let req = Request::put("/__admin/scenario").header("X-Admin-Token", common::ADMIN_TOKEN);
    ok(&c.send(req.body(Body::from(text)).unwrap()).await);
    let modules = c.admin("GET", "/__admin/modules", None).await;
    assert_eq!(ok(&modules)[0]["disabled"], json!(["MOBILENUMREG3"]));
    refused(&c.json("PUT", "/wps/member/register/mobile", None, json!({})).await, "function.not.available");
    let agency = c.admin("GET", "/__admin/agent/clock", None).await;
    assert_eq!(ok(&agency)[0]["offsetMs"], 36 * 3_600_000);
    let lottery = c.admin("GET", "/__admin/lottery/clock", None).await;
    assert_eq!(ok(&lottery)[0]["offsetMs"], 600_000);
}
