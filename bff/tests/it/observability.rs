//! What operators watch: the metrics added for them (human-check outcomes, sessions opened, Redis
//! reachability, readiness), each read from a `bff` process of its own (its metrics are its own, so the
//! counts are exact whatever runs beside it); and that the Grafana dashboard and the Prometheus rules in
//! `deploy/` name only metrics the BFF exports, and show every one of them.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::collections::BTreeSet;
use std::path::Path;

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

/// The `bff_…` metric names in `text`, a histogram's series (`_bucket`, `_sum`, `_count`) under its own
/// name.
fn metric_names(text: &str) -> BTreeSet<String> {
    let histograms = [bff::metrics::REQUEST_SECONDS];
    let mut names = BTreeSet::new();
    for (at, _) in text.match_indices("bff_") {
        let word_before = text[..at].chars().next_back().is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        if word_before {
            continue;
        }
        let name: String =
            text[at..].chars().take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '_').collect();
        let base = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|suffix| name.strip_suffix(suffix).filter(|base| histograms.contains(base)))
            .unwrap_or(&name);
        names.insert(base.to_owned());
    }
    names
}

/// Every query (`expr`) of a dashboard's panels, rows' folded panels included.
fn panel_queries(panels: &[Value], into: &mut Vec<String>) {
    for panel in panels {
        for target in panel["targets"].as_array().into_iter().flatten() {
            into.extend(target["expr"].as_str().map(str::to_owned));
        }
        panel_queries(panel["panels"].as_array().map_or(&[], Vec::as_slice), into);
    }
}

fn files(dir: &Path, extension: &str) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no *.{extension} in {}", dir.display());
    files
}

#[test]
fn the_dashboards_and_alert_rules_name_only_exported_metrics_and_show_every_one() {
    let deploy = Path::new(env!("CARGO_MANIFEST_DIR")).join("../deploy");
    let exported: BTreeSet<String> = bff::metrics::ALL.iter().map(|name| (*name).to_owned()).collect();
    let mut problems = Vec::new();
    let mut shown = BTreeSet::new();
    for file in files(&deploy.join("grafana"), "json") {
        let dashboard: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let mut queries = Vec::new();
        panel_queries(dashboard["panels"].as_array().unwrap(), &mut queries);
        // Every name in the file (descriptions too), but only queries count as shown.
        for name in metric_names(&dashboard.to_string()).difference(&exported) {
            problems.push(format!("{}: {name} is not exported by the BFF", file.display()));
        }
        shown.extend(queries.iter().flat_map(|q| metric_names(q)));
    }
    for file in files(&deploy.join("prometheus"), "yml") {
        for name in metric_names(&std::fs::read_to_string(&file).unwrap()).difference(&exported) {
            problems.push(format!("{}: {name} is not exported by the BFF", file.display()));
        }
    }
    for name in exported.difference(&shown) {
        problems.push(format!("{name} is exported but no dashboard panel in deploy/grafana/ shows it"));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn metric_names_are_read_as_prometheus_writes_them() {
    let names = metric_names(
        "rate(bff_request_duration_seconds_bucket[5m]) bff_requests_total{status=~\"5..\"} veneer-bff x_bff_no \
         bff_human_check_total_count",
    );
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    assert_eq!(names, ["bff_human_check_total_count", "bff_request_duration_seconds", "bff_requests_total"]);
}
