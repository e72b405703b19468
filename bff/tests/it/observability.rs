//! What operators watch: the metrics added for them (human-check outcomes, sessions opened, Redis
//! reachability, readiness), each read from a `bff` process of its own (its metrics are its own, so the
//! counts are exact whatever runs beside it).

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use common::process::*;
use common::*;
use serde_json::{Value, json};

/// The value of the series `series` (`name` or `name{labels}`, as rendered) in `/metrics`, 0 if absent.
async fn metric(http: &reqwest::Client, bff: &Bff, series: &str) -> f64 {
    let text = http.get(format!("{}/metrics", bff.admin)).send().await.unwrap().text().await.unwrap();
    series_value(&text, series).unwrap_or(0.0)
}

fn series_value(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.trim().parse().ok())
}

fn outcome(name: &str) -> String {
    format!("bff_human_check_total{{outcome=\"{name}\"}}")
}

#[tokio::test]
async fn human_check_outcomes_and_sessions_opened_are_counted() {
    let Stack { mock, .. } = stack().await;
    let dir = config_copy("observability");
    edit_config(&dir, "defaults.toml", "reveal_answers = false", "reveal_answers = true");
    let bff = Bff::start(&dir, &serve(upstream_mocks::app(mock.clone())).await);
    let http = client();
    let outcomes = ["issued", "passed", "failed", "expired", "replayed", "pass_used", "pass_refused"];
    let sessions = "bff_sessions_opened_total{call=\"/wps/session/login\"}";
    let mut before = Vec::new();
    for name in outcomes.iter().map(|o| outcome(o)).chain([sessions.to_owned()]) {
        before.push((metric(&http, &bff, &name).await, name));
    }

    // A wrong answer, the same challenge answered again, and an id that is no challenge.
    let challenge: Value =
        site(&http, &bff, reqwest::Method::POST, "/bff/human-check").send().await.unwrap().json().await.unwrap();
    let id = challenge["value"]["id"].as_str().unwrap();
    let x =
        http.get(format!("{}/human-check/{id}", bff.admin)).send().await.unwrap().json::<Value>().await.unwrap()["x"]
            .as_f64()
            .unwrap();
    for (id, x) in [(id, x + 100.0), (id, x), ("not-a-challenge", x)] {
        let answer = site(&http, &bff, reqwest::Method::POST, &format!("/bff/human-check/{id}"))
            .json(&json!({"x": x, "durationMs": 900}))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 400);
    }
    // A pass, a login it lets through (a session opened), and a login without one.
    let login = |pass: Option<String>| {
        let request = site(&http, &bff, reqwest::Method::POST, "/wps/session/login")
            .json(&json!({"username": "demo01", "password": "abc123", "type": "username"}));
        match pass {
            Some(pass) => request.header("cookie", pass),
            None => request,
        }
        .send()
    };
    let pass = human_pass(&http, &bff).await;
    let logged_in = login(Some(pass)).await.unwrap();
    assert!(logged_in.headers()["set-cookie"].to_str().unwrap().starts_with("veneer_session="));
    assert_eq!(login(None).await.unwrap().status(), 400);

    let expected = [2.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0];
    for ((was, name), more) in before.iter().zip(expected) {
        assert_eq!(metric(&http, &bff, name).await - was, more, "{name}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn redis_reachability_and_readiness_are_gauges() {
    let Stack { mock, .. } = stack().await;
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let http = client();
    let ready_then_metrics = |bff: &Bff| {
        let (http, admin) = (http.clone(), bff.admin.clone());
        async move {
            let status = http.get(format!("{admin}/ready")).send().await.unwrap().status();
            let text = http.get(format!("{admin}/metrics")).send().await.unwrap().text().await.unwrap();
            (status, series_value(&text, "bff_ready"), series_value(&text, "bff_redis_up"))
        }
    };

    let without = Bff::start(&repo_config(), &upstream);
    assert_eq!(ready_then_metrics(&without).await, (reqwest::StatusCode::OK, Some(1.0), None), "no Redis, no gauge");

    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let unreachable =
        Bff::start_with(&repo_config(), &upstream, &["--redis-url", &format!("redis://127.0.0.1:{closed}")]);
    let down = (reqwest::StatusCode::SERVICE_UNAVAILABLE, Some(0.0), Some(0.0));
    assert_eq!(ready_then_metrics(&unreachable).await, down);

    let redis = Redis::start();
    let reached = Bff::start_with(&repo_config(), &upstream, &["--redis-url", &redis.url]);
    assert_eq!(ready_then_metrics(&reached).await, (reqwest::StatusCode::OK, Some(1.0), Some(1.0)));
}
