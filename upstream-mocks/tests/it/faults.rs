//! Fault injection, seen as a client sees it: over a real socket.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::net::TcpListener;
use upstream_mocks::state::{Mock, Settings};

struct Served {
    url: String,
    mock: Arc<Mock>,
    http: reqwest::Client,
}

async fn served() -> Served {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let mock = Mock::new(Settings::default());
    tokio::spawn(upstream_mocks::serve(listener, mock.clone(), std::future::pending()));
    Served { url, mock, http: reqwest::Client::builder().timeout(Duration::from_secs(5)).build().unwrap() }
}

impl Served {
    async fn admin(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> (u16, Value) {
        let mut req =
            self.http.request(method, format!("{}/__admin{path}", self.url)).header("X-Admin-Token", "mock-admin");
        if let Some(body) = body {
            req = req.json(&body);
        }
        let res = req.send().await.unwrap();
        (res.status().as_u16(), res.json().await.unwrap_or(Value::Null))
    }

    async fn call(&self, path: &str) -> Result<(u16, Value), reqwest::Error> {
        let res = self.http.get(format!("{}{path}", self.url)).header("Merchant", common::MERCHANT).send().await?;
        Ok((res.status().as_u16(), res.json().await.unwrap_or(Value::Null)))
    }
}

#[tokio::test]
async fn latency_delays_matching_calls_only() {
    let s = served().await;
    let faults = json!({"latency": {"fixed": "300ms", "jitter": "0s", "paths": "/wps/system/*"}});
    assert_eq!(s.admin(reqwest::Method::PUT, "/faults", Some(faults)).await.0, 200);
    let started = Instant::now();
    assert_eq!(s.call("/wps/system/status").await.unwrap().0, 200);
    assert!(started.elapsed() >= Duration::from_millis(300));
    let started = Instant::now();
    s.call("/wps/relay/MCSFE_getListAnnouncements?types=B").await.unwrap();
    assert!(started.elapsed() < Duration::from_millis(250));
}

#[tokio::test]
async fn error_rules_answer_by_path_and_rate() {
    let s = served().await;
    let faults = json!({"errors": [
        {"path": "/wps/system/status", "status": 503, "errorCode": "system.busy", "message": "busy"},
        {"path": "/wps/relay/*", "rate": 0.0}
    ]});
    s.admin(reqwest::Method::PUT, "/faults", Some(faults)).await;
    let (status, body) = s.call("/wps/system/status").await.unwrap();
    assert_eq!(status, 503);
    assert_eq!(body, json!({"success": false, "value": null, "message": "busy", "errorCode": "system.busy"}));
    assert_eq!(s.call("/wps/relay/MCSFE_getListAnnouncements?types=B").await.unwrap().0, 200);
    s.admin(reqwest::Method::DELETE, "/faults", None).await;
    assert_eq!(s.call("/wps/system/status").await.unwrap().0, 200);
}

#[tokio::test]
async fn game_relays_can_fail_intermittently() {
    let s = served().await;
    s.admin(reqwest::Method::PUT, "/faults", Some(json!({"gameRelayUnavailable": 1.0}))).await;
    let (status, body) = s.call("/wps/relay/GCSGAME_getPvpRooms?vassalage=KM&gameId=1").await.unwrap();
    assert_eq!((status, body["errorCode"].as_str()), (200, Some("function.not.available")));
    // Other relays are not game relays.
    assert_eq!(s.call("/wps/relay/MCSFE_getListAnnouncements?types=B").await.unwrap().1["success"], true);
}

#[tokio::test]
async fn refused_connections_close_the_port_until_switched_off() {
    let s = served().await;
    assert!(s.call("/wps/system/status").await.is_ok());
    s.admin(reqwest::Method::PUT, "/faults", Some(json!({"refuseConnections": true}))).await;
    // The port closes within the listener's wake-up interval; a pooled connection is reset too.
    let mut refused = false;
    for _ in 0..40 {
        if s.call("/wps/system/status").await.is_err() {
            refused = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(refused, "the mock kept answering");
    let fresh = reqwest::Client::new();
    let addr = s.url.trim_start_matches("http://").to_owned();
    let mut closed = false;
    for _ in 0..40 {
        if tokio::net::TcpStream::connect(&addr).await.is_err() {
            closed = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(closed, "the port is still open");
    // Switch it off directly (the admin API is behind the same closed port).
    s.mock.faults.write().refuse_connections = false;
    let mut back = false;
    for _ in 0..40 {
        if fresh.get(format!("{}/wps/system/status", s.url)).header("Merchant", common::MERCHANT).send().await.is_ok() {
            back = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(back, "the port did not reopen");
}

#[tokio::test]
async fn reset_connections_fail_the_client() {
    let s = served().await;
    s.admin(reqwest::Method::PUT, "/faults", Some(json!({"resetConnections": 1.0}))).await;
    let client = reqwest::Client::new();
    let result = client.get(format!("{}/wps/system/status", s.url)).header("Merchant", common::MERCHANT).send().await;
    assert!(result.is_err());
}

#[tokio::test]
async fn nonsense_faults_are_refused_and_the_admin_needs_its_token() {
    let s = served().await;
    let (status, body) = s.admin(reqwest::Method::PUT, "/faults", Some(json!({"resetConnections": 3}))).await;
    assert_eq!(status, 400);
    assert_eq!(body["success"], false);
    let (status, _) = s.admin(reqwest::Method::PUT, "/faults", Some(json!({"typo": true}))).await;
    assert_eq!(status, 400);
    let res = s.http.get(format!("{}/__admin/faults", s.url)).send().await.unwrap();
    assert_eq!(res.status().as_u16(), 401);
}

#[tokio::test]
async fn single_session_mode_logs_out_the_other_device() {
    let client = common::Client::new();
    client.mock.switches.write().single_session = true;
    let first = client.login("demo01", "abc123").await;
    let second = client.login("demo01", "abc123").await;
    assert_eq!(client.get("/wps/member/info", Some(&first)).await.json["errorCode"], "login.not.session");
    assert_eq!(client.get("/wps/member/info", Some(&second)).await.json["success"], true);
}

#[tokio::test]
async fn by_default_several_devices_may_be_logged_in() {
    let client = common::Client::new();
    let first = client.login("demo01", "abc123").await;
    let _second = client.login("demo01", "abc123").await;
    assert_eq!(client.get("/wps/member/info", Some(&first)).await.json["success"], true);
}
