//! The built `bff` binary as operators run it: its log, its admin listener, reloading brand files,
//! shutting down gracefully. The upstream is the real mock, in this test's process.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::time::{Duration, Instant};

use common::process::*;
use common::*;
use serde_json::{Value, json};
use upstream_mocks::faults::Latency;

#[tokio::test]
async fn credential_attempts_are_logged_with_their_outcome_and_never_a_secret() {
    let Stack { mock, .. } = stack().await;
    let dir = config_copy("audit");
    edit_config(&dir, "defaults.toml", "reveal_answers = false", "reveal_answers = true");
    let bff = Bff::start(&dir, &serve(upstream_mocks::app(mock.clone())).await);
    let http = client();
    let (http, bff) = (&http, &bff);
    let login = |password: &'static str| async move {
        site(http, bff, reqwest::Method::POST, "/wps/session/login")
            .header("cookie", human_pass(http, bff).await)
            .json(&json!({"username": "demo01", "password": password, "type": "username"}))
            .send()
            .await
    };
    assert_eq!(login("wrongpass9").await.unwrap().json::<Value>().await.unwrap()["success"], false);
    let ok = login("abc123").await.unwrap();
    let request_id = ok.headers()["x-request-id"].to_str().unwrap().to_owned();
    let cookie = ok.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
    let change = site(http, bff, reqwest::Method::POST, "/wps/member/password")
        .header("cookie", &cookie)
        .json(&json!({"oldPassword": "abc123", "newPassword": "secret77", "confirmNewPassword": "secret77"}))
        .send()
        .await
        .unwrap();
    assert_eq!(change.json::<Value>().await.unwrap()["success"], true);
    tokio::time::sleep(Duration::from_millis(200)).await;

    let log = bff.log();
    let attempts: Vec<&str> = log.lines().filter(|l| l.contains("credential attempt")).collect();
    assert_eq!(attempts.len(), 3, "{log}");
    assert!(
        attempts[0].contains("/wps/session/login") && attempts[0].contains("us_forbidden_login_error"),
        "{}",
        attempts[0]
    );
    assert!(attempts[1].contains("outcome=\"success\"") || attempts[1].contains("outcome=success"), "{}", attempts[1]);
    assert!(attempts[1].contains("demo01") && attempts[1].contains(&request_id), "{}", attempts[1]);
    assert!(attempts[1].contains("via=Some(\"username\")"), "how the login was made: {}", attempts[1]);
    assert!(attempts[2].contains("/wps/member/password"));
    let tokens: Vec<String> = mock.db("veneerdemo").unwrap().lock().sessions.keys().cloned().collect();
    assert!(!tokens.is_empty());
    for secret in tokens.iter().map(String::as_str).chain(["wrongpass9", "abc123", "secret77"]) {
        assert!(!log.contains(secret), "the log holds a secret ({secret})");
    }
    // The request id went upstream with the call.
    let upstream = mock.journal.entries(Some("/wps/session/login"));
    assert!(upstream.iter().any(|e| e.headers.contains(&("x-request-id".into(), request_id.clone()))));
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn metrics_readiness_and_purge_live_on_the_admin_listener_only() {
    let Stack { mock, .. } = stack().await;
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let bff = Bff::start(&repo_config(), &upstream);
    let http = client();
    site(&http, &bff, reqwest::Method::GET, "/wps/system/countryCode").send().await.unwrap();
    site(&http, &bff, reqwest::Method::GET, "/wps/system/countryCode").send().await.unwrap();
    for _ in 0..3 {
        site(&http, &bff, reqwest::Method::GET, "/wps/captcha").send().await.unwrap();
    }
    let metrics = http.get(format!("{}/metrics", bff.admin)).send().await.unwrap().text().await.unwrap();
    for expected in [
        "bff_requests_total{route=\"upstream\",status=\"200\"}",
        "bff_request_duration_seconds_bucket{route=\"upstream\"",
        "bff_cache_total{cache=\"public\",result=\"hit\"}",
        "bff_cache_total{cache=\"public\",result=\"miss\"}",
        "bff_throttled_total{bucket=\"captcha_per_address\"}",
    ] {
        assert!(metrics.contains(expected), "{expected} missing from\n{metrics}");
    }
    let ready = http.get(format!("{}/ready", bff.admin)).send().await.unwrap();
    assert_eq!(ready.status(), 200);
    assert!(bff.admin.starts_with("http://127.0.0.1:"), "the admin listener is on loopback");

    // The public port has none of it: those paths are pages there (Next is not running: 502).
    for (method, path) in
        [(reqwest::Method::GET, "/metrics"), (reqwest::Method::GET, "/ready"), (reqwest::Method::POST, "/cache/purge")]
    {
        let public = site(&http, &bff, method, path).send().await.unwrap();
        let text = public.text().await.unwrap();
        assert!(
            !text.contains("bff_requests_total") && !text.contains("purged") && !text.contains("upstreams"),
            "{path}: {text}"
        );
    }

    // Purge: the next read asks the upstream again.
    let before = mock.journal.entries(Some("/wps/system/countryCode")).len();
    let purged = http.post(format!("{}/cache/purge", bff.admin)).send().await.unwrap();
    assert_eq!(purged.status(), 200);
    site(&http, &bff, reqwest::Method::GET, "/wps/system/countryCode").send().await.unwrap();
    assert_eq!(mock.journal.entries(Some("/wps/system/countryCode")).len(), before + 1);

    // An upstream that is gone leaves the replica ready (it serves what it kept: README "What it
    // survives"); the body and the metrics say the upstream is down.
    let upstream_up = |up: u8| format!("bff_upstream_up{{upstream=\"{upstream}\"}} {up}");
    let ready: Value = http.get(format!("{}/ready", bff.admin)).send().await.unwrap().json().await.unwrap();
    assert_eq!((&ready["value"]["upstreams"][0]["ready"], &ready["value"]["redis"]), (&json!(true), &Value::Null));
    mock.faults.write().errors = vec![upstream_mocks::faults::ErrorRule {
        path: "*".into(),
        rate: 1.0,
        status: 503,
        error_code: "system.busy".into(),
        message: None,
    }];
    let ready = http.get(format!("{}/ready", bff.admin)).send().await.unwrap();
    assert_eq!(ready.status(), 200, "the replica still serves");
    assert_eq!(ready.json::<Value>().await.unwrap()["value"]["upstreams"][0]["ready"], false);
    let metrics = http.get(format!("{}/metrics", bff.admin)).send().await.unwrap().text().await.unwrap();
    assert!(metrics.contains(&upstream_up(0)), "{} missing from\n{metrics}", upstream_up(0));
}

#[tokio::test]
async fn a_replica_whose_redis_is_unreachable_is_not_ready() {
    let Stack { mock, .. } = stack().await;
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let redis_url = format!("redis://127.0.0.1:{closed}");
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let bff = Bff::start_with(&repo_config(), &upstream, &["--redis-url", &redis_url]);
    let ready = client().get(format!("{}/ready", bff.admin)).send().await.unwrap();
    assert_eq!(ready.status(), 503);
    let body: Value = ready.json().await.unwrap();
    assert_eq!((&body["value"]["redis"], &body["value"]["upstreams"][0]["ready"]), (&json!(false), &json!(true)));
    let redis = Redis::start();
    let bff = Bff::start_with(&repo_config(), &upstream, &["--redis-url", &redis.url]);
    let ready = client().get(format!("{}/ready", bff.admin)).send().await.unwrap();
    assert_eq!(ready.status(), 200);
    assert_eq!(ready.json::<Value>().await.unwrap()["value"]["redis"], true);
}

#[tokio::test]
async fn shutting_down_finishes_the_requests_in_flight() {
    let Stack { mock, .. } = stack().await;
    let mut bff = Bff::start(&repo_config(), &serve(upstream_mocks::app(mock.clone())).await);
    mock.faults.write().latency = Some(Latency {
        fixed: Duration::from_millis(800),
        jitter: Duration::ZERO,
        paths: Some("/wps/agent/affiliate".into()),
    });
    let http = client();
    let slow = site(&http, &bff, reqwest::Method::GET, "/wps/agent/affiliate?code=AG0001").send();
    let in_flight = tokio::spawn(slow);
    tokio::time::sleep(Duration::from_millis(300)).await;
    bff.terminate();
    let answer = in_flight.await.unwrap().expect("the request in flight is answered");
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.json::<Value>().await.unwrap()["success"], true);
    let deadline = Instant::now() + Duration::from_secs(5);
    while bff.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "the BFF did not stop");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(bff.child.try_wait().unwrap().unwrap().success());
    assert!(site(&http, &bff, reqwest::Method::GET, "/bff/healthz").send().await.is_err(), "still accepting");
}

#[tokio::test]
async fn brand_files_are_reloaded_and_a_bad_one_is_refused_by_file_and_field() {
    let Stack { mock, .. } = stack().await;
    let dir = config_copy("brand");
    let bff = Bff::start(&dir, &serve(upstream_mocks::app(mock.clone())).await);
    let http = client();
    let name = || async {
        let reply = site(&http, &bff, reqwest::Method::GET, "/bff/bootstrap").send().await.unwrap();
        reply.json::<Value>().await.unwrap()["value"]["brand"]["name"].as_str().unwrap().to_owned()
    };
    assert_eq!(name().await, "Veneer Demo");
    let file = dir.join("brands/demo.toml");
    let original = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, original.replace("name = \"Veneer Demo\"", "name = \"Veneer Renamed\"")).unwrap();
    let wait_for = |expected: &'static str| async move {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if name().await == expected {
                return;
            }
            assert!(Instant::now() < deadline, "still not {expected}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    };
    wait_for("Veneer Renamed").await;

    let broken = original
        .replace("name = \"Veneer Demo\"", "name = \"Veneer Broken\"")
        .replace("primary = \"#f5b400\"", "primary = \"red;}\"");
    std::fs::write(&file, broken).unwrap();
    // The refusal of the broken colour, naming file and field. (A look that caught a file half-written by
    // the rename above is refused too, "missing field", and followed by the load of the whole file.)
    let names_the_field =
        |line: &&str| line.contains("refused") && line.contains("demo.toml") && line.contains("primary");
    let deadline = Instant::now() + Duration::from_secs(5);
    while !bff.log().lines().any(|l| names_the_field(&l)) {
        assert!(Instant::now() < deadline, "no refusal naming demo.toml and primary logged:\n{}", bff.log());
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(name().await, "Veneer Renamed", "the running configuration stays");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Three captchas (1 per address) carrying X-Forwarded-For 10.1.1.1, 10.1.1.2 and 10.1.1.1 again:
/// the statuses.
async fn captchas_forwarded_for(bff: &Bff) -> Vec<u16> {
    let http = client();
    let mut statuses = Vec::new();
    for visitor in ["10.1.1.1", "10.1.1.2", "10.1.1.1"] {
        let reply = site(&http, bff, reqwest::Method::GET, "/wps/captcha").header("x-forwarded-for", visitor);
        statuses.push(reply.send().await.unwrap().status().as_u16());
    }
    statuses
}

#[tokio::test]
async fn a_balancer_named_on_the_command_line_is_believed_about_the_visitor_and_no_one_else_is() {
    let Stack { mock, .. } = stack().await;
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    // One captcha per address an hour: a slow machine does not refill the bucket between the three calls.
    let dir = config_copy("trusted-proxies");
    let every_second = "captcha_per_address = { burst = 1, every = \"1s\" }";
    edit_config(&dir, "defaults.toml", every_second, &every_second.replace("1s", "1h"));
    let behind = Bff::start_with(&dir, &upstream, &["--trusted-proxies", "127.0.0.2,127.0.0.1"]);
    assert_eq!(captchas_forwarded_for(&behind).await, [200, 200, 429], "each forwarded visitor has its own bucket");
    let exposed = Bff::start(&dir, &upstream);
    assert_eq!(captchas_forwarded_for(&exposed).await, [200, 429, 429], "an untrusted X-Forwarded-For is ignored");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy of the shipped configuration without the human check (proven in `human_check.rs`).
fn config_without_human_check(name: &str) -> std::path::PathBuf {
    let dir = config_copy(name);
    edit_config(&dir, "brands/demo.toml", "[human_check]\nenabled = true", "[human_check]\nenabled = false");
    dir
}

async fn login(http: &reqwest::Client, bff: &Bff, username: &str, password: &str) -> (Value, Option<String>) {
    let reply = site(http, bff, reqwest::Method::POST, "/wps/session/login")
        .json(&json!({"username": username, "password": password, "type": "username"}))
        .send()
        .await
        .unwrap();
    let cookie = reply.headers().get("set-cookie").map(|c| c.to_str().unwrap().split(';').next().unwrap().to_owned());
    (reply.json().await.unwrap(), cookie)
}

/// A call as the member holding `cookie` (a money submit with its idempotency key).
async fn as_member(
    http: &reqwest::Client,
    bff: &Bff,
    method: reqwest::Method,
    path: &str,
    cookie: &str,
    body: Option<Value>,
) -> Value {
    let mut request =
        site(http, bff, method, path).header("cookie", cookie).header("idempotency-key", rand_suffix().to_string());
    if let Some(body) = body {
        request = request.json(&body);
    }
    request.send().await.unwrap().json().await.unwrap()
}

/// Waits for a process to end (within 5 s).
async fn ended(child: &mut std::process::Child) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "it did not stop");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_member_stays_logged_in_when_the_bff_restarts_with_the_same_session_keys() {
    let Stack { mock, .. } = stack().await;
    let dir = config_without_human_check("restart");
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let http = client();
    let mut before = Bff::start(&dir, &upstream);
    let (answer, cookie) = login(&http, &before, "demo01", "abc123").await;
    assert_eq!(answer["success"], true, "{answer}");
    let cookie = cookie.expect("a session cookie");
    before.terminate();
    ended(&mut before.child).await;

    let after = Bff::start(&dir, &upstream);
    let info = as_member(&http, &after, reqwest::Method::GET, "/wps/member/info", &cookie, None).await;
    assert_eq!(info["value"]["account"], "demo01", "the cookie sealed before the restart opens after it: {info}");
    let session = as_member(&http, &after, reqwest::Method::GET, "/bff/session", &cookie, None).await;
    assert_eq!(session["value"]["userName"], "demo01", "{session}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn nothing_the_upstream_accepted_is_lost_when_it_is_killed_and_started_again_on_its_data() {
    let data = std::env::temp_dir().join(format!("veneer-mock-data-{}-{}.json", std::process::id(), rand_suffix()));
    let mut mock = MockProcess::start(&data, "127.0.0.1:0");
    let dir = config_without_human_check("persist");
    let bff = Bff::start(&dir, &mock.url);
    let http = client();
    let admin = |path: String| {
        let http = http.clone();
        async move {
            let answer = http.get(path).header("X-Admin-Token", "mock-admin").send().await.unwrap();
            answer.json::<Value>().await.unwrap()
        }
    };

    // A registration (its SMS code read from the mock), a deposit and a withdrawal, each accepted.
    let sms = site(&http, &bff, reqwest::Method::POST, "/wps/verification/sms/register")
        .json(&json!({"mobileNum": "0871119999", "countryDialingCode": "66"}))
        .send()
        .await
        .unwrap();
    assert_eq!(sms.json::<Value>().await.unwrap()["success"], true);
    let code = admin(format!("{}/__admin/last-sms?mobile=871119999", mock.url)).await["value"]["code"].clone();
    let form = json!({
        "username": "survivor1", "password": "pass1234", "confirmPassword": "pass1234", "payeeName": "สมชาย ใจดี",
        "email": "survivor1@mail.example", "mobileNum": "0871119999", "countryDialingCode": "66",
        "verificationCode": code, "line": "line.id", "affiliateCode": "", "referralCode": "",
        "domain": "veneer.example", "registerMethod": "WEB", "login": true,
    });
    let registered = site(&http, &bff, reqwest::Method::PUT, "/wps/member/register").json(&form).send().await.unwrap();
    let registered: Value = registered.json().await.unwrap();
    assert_eq!(registered["success"], true, "{registered}");
    let (answer, cookie) = login(&http, &bff, "demo01", "abc123").await;
    assert_eq!(answer["success"], true, "{answer}");
    let cookie = cookie.unwrap();
    let post = reqwest::Method::POST;
    let deposit = json!({"channelId": 2, "amount": 500});
    let deposit = as_member(&http, &bff, post.clone(), "/wps/relay/MCSFE_submitDeposit", &cookie, Some(deposit)).await;
    assert_eq!(deposit["success"], true, "{deposit}");
    let settings = "/wps/relay/MCSFE_getWithdrawSettings?groupId=0";
    let settings = as_member(&http, &bff, reqwest::Method::GET, settings, &cookie, None).await;
    let card = &settings["value"]["bankCards"][0]["bankCardId"];
    let withdrawal = json!({"amount": 1000, "bankCardId": card, "password": "112233"});
    let withdrawal =
        as_member(&http, &bff, post, "/wps/relay/passwordCheck/MCSFE_submitWithdraw", &cookie, Some(withdrawal)).await;
    assert_eq!(withdrawal["success"], true, "{withdrawal}");

    // kill -9 at once, and the same binary again on the same port and data file.
    let listen = mock.url.trim_start_matches("http://").to_owned();
    mock.kill();
    let _mock = MockProcess::start(&data, &listen);
    let get = reqwest::Method::GET;
    let (answer, _) = login(&http, &bff, "survivor1", "pass1234").await;
    assert_eq!(answer["success"], true, "the registration survived: {answer}");
    let deposits =
        as_member(&http, &bff, get.clone(), "/wps/relay/MCSFE_getDepositRecords?pageSize=5", &cookie, None).await;
    let ids: Vec<&Value> = deposits["value"]["list"].as_array().unwrap().iter().map(|d| &d["depositId"]).collect();
    assert!(ids.contains(&&deposit["value"]["depositId"]), "the deposit survived, and the session: {deposits}");
    let withdrawals =
        as_member(&http, &bff, get, "/wps/relay/MCSFE_getWithdrawRecords?pageSize=5", &cookie, None).await;
    let ids: Vec<&Value> = withdrawals["value"]["list"].as_array().unwrap().iter().map(|w| &w["withdrawId"]).collect();
    assert!(ids.contains(&&withdrawal["value"]["withdrawId"]), "the withdrawal survived: {withdrawals}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&data);
}
