//! `bff doctor` against the mock as shipped (all OK) and against each of its dialects (the right WARN or FAIL,
//! naming the call, the field or the switch), read-only, within the brand's timeout, never showing a secret.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use bff::config::{Config, FeatureSetting};
use bff::doctor::{Account, Grade, Line, Order, Report};
use common::serve_on;
use upstream_mocks::scenario::Scenario;
use upstream_mocks::state::{Mock, Settings};
use upstream_protocol::switches::Switch;

fn shipped_config() -> Config {
    Config::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../config")).unwrap()
}

/// The mock on a port, speaking the dialect of `scenario` (a file of `upstream-mocks/scenarios/`) when given.
/// Its public URL (where the status sends image and launch hosts) is the port it really listens on, so the
/// doctor's CDN checks never depend on what else runs on this machine.
async fn upstream(scenario: Option<&str>) -> (Arc<Mock>, String) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let mock = Mock::new(Settings { public_url: url.clone(), ..Settings::default() });
    if let Some(name) = scenario {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../upstream-mocks/scenarios").join(name);
        upstream_mocks::apply_scenario(&mock, &Scenario::load(&path).unwrap()).await.unwrap();
    }
    serve_on(listener, upstream_mocks::app(mock.clone()));
    (mock, url)
}

fn order(url: &str, account: Option<(&str, &str)>) -> Order {
    Order {
        upstream: url.to_owned(),
        merchant: "veneerdemo".into(),
        brand: Some("demo".into()),
        account: account.map(|(user, password)| Account { user: user.into(), password: password.into() }),
    }
}

async fn examine(url: &str, config: Config, account: Option<(&str, &str)>) -> Report {
    bff::doctor::run(config, &order(url, account)).await.unwrap()
}

fn with_features(features: &[(Switch, FeatureSetting)]) -> Config {
    let mut config = shipped_config();
    let demo = config.brands.iter_mut().find(|b| b.id == "demo").unwrap();
    demo.features.extend(features.iter().cloned());
    config
}

fn line<'a>(report: &'a Report, check: &str, subject: &str) -> &'a Line {
    report.lines.iter().find(|l| l.check == check && l.subject == subject).unwrap_or_else(|| {
        panic!("no {check} line about {subject}:\n{}", report.table());
    })
}

fn not_ok(report: &Report) -> Vec<(Grade, String)> {
    report
        .lines
        .iter()
        .filter(|l| l.grade != Grade::Ok)
        .map(|l| (l.grade, format!("{} {}", l.check, l.subject)))
        .collect()
}

#[tokio::test]
async fn the_mock_as_shipped_is_all_ok_and_nothing_was_written() {
    let (mock, url) = upstream(None).await;
    let report = examine(&url, shipped_config(), Some(("demo01", "abc123"))).await;
    assert_eq!(not_ok(&report), [], "{}", report.table());
    let reads: Vec<&str> = upstream_protocol::catalogue::public_reads().map(|c| c.path).collect();
    for path in &reads {
        assert!(report.lines.iter().any(|l| l.check == "call" && l.subject == *path), "{path} was not asked");
    }
    for switch in Switch::all() {
        assert_eq!(line(&report, "switch", switch.name()).grade, Grade::Ok);
    }
    for check in ["reach", "rsa key", "clock", "method", "link", "cdn", "account"] {
        assert!(report.lines.iter().any(|l| l.check == check), "no {check} line");
    }
    assert!(line(&report, "call", "/wps/member/info").detail.contains("all 7 fields"));
    // Only reads reached the upstream: GETs, the one login, and a logout without a token (nothing to end).
    let entries = mock.journal.entries(None);
    for entry in &entries {
        let read = entry.method == "GET";
        let login = entry.method == "POST" && entry.path == "/wps/session/login";
        let token = entry.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("authorization"));
        let empty_logout =
            entry.method == "DELETE" && entry.path == "/wps/session/logout" && !token && entry.status == Some(401);
        assert!(read || login || empty_logout, "the doctor sent {} {}", entry.method, entry.path);
    }
    assert_eq!(entries.iter().filter(|e| e.method == "POST").count(), 1, "one login");
}

#[tokio::test]
async fn neither_the_token_nor_the_password_is_ever_shown() {
    let (mock, url) = upstream(None).await;
    let report = examine(&url, shipped_config(), Some(("demo01", "abc123"))).await;
    let tokens: Vec<String> = mock.db("veneerdemo").unwrap().lock().sessions.keys().cloned().collect();
    assert_eq!(tokens.len(), 1, "the doctor logged in once");
    let printed = format!("{}\n{}", report.table(), serde_json::to_string(&report).unwrap());
    assert!(!printed.contains(&tokens[0]), "the token was shown");
    assert!(!printed.contains("abc123"), "the password was shown");
    let wrong = examine(&url, shipped_config(), Some(("demo01", "wrong99"))).await;
    let login = line(&wrong, "account", "/wps/session/login");
    assert_eq!(login.grade, Grade::Fail);
    assert!(!format!("{}{}", wrong.table(), serde_json::to_string(&wrong).unwrap()).contains("wrong99"));
}

#[tokio::test]
async fn the_specifications_dialect_warns_of_every_invented_id_and_missing_field() {
    let (_, url) = upstream(Some("dialect-spec.toml")).await;
    let report = examine(&url, shipped_config(), Some(("demo01", "abc123"))).await;
    assert_eq!(report.worst(), Grade::Warn, "{}", report.table());
    for field in [
        "/wps/system/status value.info.analytics",
        "/wps/system/status value.info.mainDomain",
        "/wps/relay/GCSGAME_gameList value.totalCount",
        "/wps/member/info value.clubLabel",
    ] {
        let found = line(&report, "field", field);
        assert_eq!((found.grade, found.detail.starts_with("missing")), (Grade::Warn, true), "{field}");
    }
    let domain = line(&report, "call", "/wps/system/domainRoute");
    assert!(domain.grade == Grade::Warn && domain.detail.contains("{mainDomain}"), "{}", domain.detail);
    for switch in ["member_centre", "agent_centre", "reward_centre", "missions", "google_login", "login_only"] {
        let found = line(&report, "switch", switch);
        assert_eq!(found.grade, Grade::Warn, "{switch}");
        assert!(found.detail.contains("(invented)") && found.detail.contains("by default"), "{}", found.detail);
    }
    assert!(line(&report, "switch", "login_only").detail.contains("login_only = \"off\""));
    assert_eq!(line(&report, "switch", "mobile_registration").grade, Grade::Ok, "an observed id is there");
    assert_eq!(line(&report, "method", "/wps/session/logout").grade, Grade::Ok, "DELETE, the specification's");
    assert_eq!(line(&report, "call", "/wps/relay/GCSGAME_hotGamesV2").grade, Grade::Ok, "GET, the specification's");
    assert!(line(&report, "link", "customer service").detail.contains("pathList type 3"));

    // The merchant maps what the doctor named; the next run says so.
    let config = with_features(&[
        (Switch::LoginOnly, FeatureSetting::Off),
        (Switch::MemberCentre, FeatureSetting::On),
        (Switch::Missions, FeatureSetting::Modules(vec!["MANPLAYREB3".into()])),
    ]);
    let again = examine(&url, config, None).await;
    assert!(line(&again, "switch", "login_only").detail.starts_with("off: forced by the brand file"));
    assert_eq!(line(&again, "switch", "member_centre").grade, Grade::Ok);
    let mapped = line(&again, "switch", "missions");
    assert_eq!((mapped.grade, mapped.detail.contains("MANPLAYREB3")), (Grade::Ok, true), "{}", mapped.detail);
}

#[tokio::test]
async fn the_observed_dialect_names_the_fallback_methods_and_its_missing_fields() {
    let (_, url) = upstream(Some("dialect-observed.toml")).await;
    let report = examine(&url, shipped_config(), Some(("demo01", "abc123"))).await;
    assert!(report.worst() < Grade::Fail, "{}", report.table());
    let hot = line(&report, "call", "/wps/relay/GCSGAME_hotGamesV2");
    assert_eq!((hot.grade, hot.detail.contains("only the observed POST")), (Grade::Warn, true), "{}", hot.detail);
    let logout = line(&report, "method", "/wps/session/logout");
    assert_eq!((logout.grade, logout.detail.contains("refuses DELETE")), (Grade::Warn, true), "{}", logout.detail);
    assert_eq!(line(&report, "field", "/wps/v2/wallets/balance value.currencySymbol").grade, Grade::Warn);
    assert_eq!(line(&report, "field", "/wps/system/routers value.domainList").grade, Grade::Warn);
    let link = line(&report, "link", "customer service");
    assert!(link.grade == Grade::Ok && link.detail.contains("only in the status"), "{}", link.detail);
}

#[tokio::test]
async fn an_upstream_without_an_agent_system_fails_the_agent_centre_until_the_brand_switches_it_off() {
    let (_, url) = upstream(Some("dialect-no-agents.toml")).await;
    let report = examine(&url, shipped_config(), None).await;
    let agents = line(&report, "switch", "agent_centre");
    assert_eq!(agents.grade, Grade::Fail, "{}", report.table());
    assert!(
        agents.detail.contains("/wps/agent/announcements (404)") && agents.detail.contains("agent_centre = \"off\"")
    );
    assert_eq!(not_ok(&report).iter().filter(|(g, _)| *g == Grade::Fail).count(), 1, "{}", report.table());

    let config = with_features(&[(Switch::AgentCentre, FeatureSetting::Off), (Switch::LoginOnly, FeatureSetting::Off)]);
    let fixed = examine(&url, config, None).await;
    assert!(fixed.worst() < Grade::Fail, "{}", fixed.table());
    let agents = line(&fixed, "switch", "agent_centre");
    assert!(
        agents.detail.starts_with("off: forced by the brand file") && agents.detail.contains("(404)"),
        "{}",
        agents.detail
    );
}

#[tokio::test]
async fn each_call_gives_up_after_the_brands_timeout_and_a_dead_upstream_is_one_failure() {
    let (mock, url) = upstream(None).await;
    let latency = serde_json::from_value(serde_json::json!({"fixed": "2s", "paths": "/wps/system/routers"})).unwrap();
    let faults = upstream_mocks::faults::Faults { latency: Some(latency), ..Default::default() };
    *mock.faults.write() = faults;
    let mut config = shipped_config();
    config.brands.iter_mut().for_each(|b| b.upstream.timeout = Duration::from_millis(300));
    let started = std::time::Instant::now();
    let report = examine(&url, config, None).await;
    let routers = line(&report, "call", "/wps/system/routers");
    assert_eq!((routers.grade, routers.detail.as_str()), (Grade::Fail, "no answer within 300ms"));
    assert!(routers.ms.is_some_and(|ms| (250..1500).contains(&ms)), "{:?}", routers.ms);
    assert!(started.elapsed() < Duration::from_secs(10));

    let dead = examine("http://127.0.0.1:9", shipped_config(), None).await;
    assert_eq!(dead.lines.len(), 1, "{}", dead.table());
    assert_eq!((dead.lines[0].grade, dead.lines[0].check), (Grade::Fail, "reach"));
    assert!(dead.lines[0].detail.starts_with("unreachable"), "{}", dead.lines[0].detail);
}

#[tokio::test]
async fn the_command_prints_the_table_or_json_and_exits_1_on_a_fail() {
    let (_, shipped) = upstream(None).await;
    let (_, no_agents) = upstream(Some("dialect-no-agents.toml")).await;
    let doctor = |url: &str, more: &[&str]| {
        let config = Path::new(env!("CARGO_MANIFEST_DIR")).join("../config");
        let mut command = Command::new(env!("CARGO_BIN_EXE_bff"));
        command.args(["doctor", "--config", config.to_str().unwrap(), "--upstream", url, "--merchant", "veneerdemo"]);
        command.args(more).env("VENEER_DOCTOR_PASSWORD", "abc123");
        command.output().unwrap()
    };
    let ok = tokio::task::spawn_blocking({
        let shipped = shipped.clone();
        move || doctor(&shipped, &["--brand", "demo", "--user", "demo01"])
    });
    let ok = ok.await.unwrap();
    let text = String::from_utf8_lossy(&ok.stdout);
    assert_eq!(ok.status.code(), Some(0), "{text}");
    assert!(text.contains("GRADE CHECK") && text.trim_end().ends_with("0 WARN, 0 FAIL"), "{text}");
    assert!(!text.contains("abc123") && !String::from_utf8_lossy(&ok.stderr).contains("abc123"));
    let failed = tokio::task::spawn_blocking(move || doctor(&no_agents, &["--json"])).await.unwrap();
    assert_eq!(failed.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&failed.stdout).unwrap();
    assert!(json["lines"].as_array().unwrap().iter().any(|l| l["grade"] == "FAIL" && l["subject"] == "agent_centre"));
    let unknown = tokio::task::spawn_blocking(move || doctor(&shipped, &["--brand", "nobrand"])).await.unwrap();
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no brand \"nobrand\""));
}
