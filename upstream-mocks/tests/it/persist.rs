//! `--data FILE`: what the mock knows survives a restart.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use upstream_mocks::persist;
use upstream_mocks::state::Settings;

fn temp_file(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mock-persist-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("data.json")
}

#[tokio::test]
async fn members_sessions_and_the_key_survive_a_save_and_load() {
    let path = temp_file("roundtrip");
    let client = common::Client::new();
    let token = client.login("demo01", "abc123").await;
    client.mock.db(common::MERCHANT).unwrap().lock().members.get_mut(&1).unwrap().balance_cents = 4_200;
    persist::save(&client.mock, &path).unwrap();

    let restored = common::Client::with_mock(persist::load_or_seed(&path, Settings::default()).unwrap());
    assert_eq!(restored.mock.key().modulus(), client.mock.key().modulus());
    let balance = restored.get("/wps/v2/wallets/balance", Some(&token)).await;
    let wallets = balance.json["value"]["balance"].as_array().unwrap();
    let main = wallets.iter().find(|w| w["accountTypeId"] == 2).unwrap();
    assert_eq!(main["availBalance"], 42.0, "{}", balance.json);
}

#[tokio::test]
async fn a_missing_file_seeds_and_an_unreadable_one_stops_the_start() {
    let path = temp_file("bad");
    let _ = std::fs::remove_file(&path);
    let fresh = persist::load_or_seed(&path, Settings::default()).unwrap();
    assert!(fresh.db(common::MERCHANT).unwrap().lock().member_by_name("demo01").is_some());
    std::fs::write(&path, b"{not json").unwrap();
    let error = persist::load_or_seed(&path, Settings::default()).err().expect("an unreadable file is refused");
    assert!(error.to_string().contains("move it away"), "{error}");
    // The bad file is left as it was.
    assert_eq!(std::fs::read(&path).unwrap(), b"{not json");
}

#[tokio::test]
async fn the_file_names_each_area_as_its_folder_and_older_files_still_load() {
    let path = temp_file("names");
    let client = common::Client::new();
    {
        let mut db = client.mock.db(common::MERCHANT).unwrap().lock();
        db.system.disabled_modules.insert("COMM3".into());
        db.games.maintenance_vendors.insert("EVO".into());
        db.agent.clock_offset_ms = 3_600_000;
    }
    persist::save(&client.mock, &path).unwrap();
    let mut file: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let db = file["merchants"][common::MERCHANT].as_object_mut().unwrap();
    for (area, older) in [("system", "site"), ("games", "play"), ("agent", "agency")] {
        assert!(db.contains_key(area) && !db.contains_key(older), "{area} is not the key of its state");
        // A file written before the areas had one name each.
        let state = db.remove(area).unwrap();
        db.insert(older.to_owned(), state);
    }
    std::fs::write(&path, serde_json::to_vec(&file).unwrap()).unwrap();

    let restored = persist::load_or_seed(&path, Settings::default()).unwrap();
    let db = restored.db(common::MERCHANT).unwrap().lock();
    assert!(db.system.disabled_modules.contains("COMM3"));
    assert!(db.games.maintenance_vendors.contains("EVO"));
    assert_eq!(db.agent.clock_offset_ms, 3_600_000);
}

/// The real binary: log in, stop it (SIGTERM), start it again on the same file, the token works.
#[test]
fn the_binary_keeps_its_data_across_a_restart() {
    log_in_restart_and_ask("sigterm", "-TERM");
}

/// The same with `kill -9` straight after the login's answer: nothing is saved on the way out, so the
/// login must have been on disk before it was answered.
#[test]
fn a_login_the_binary_answered_survives_kill_9() {
    log_in_restart_and_ask("sigkill", "-KILL");
}

fn log_in_restart_and_ask(name: &str, signal: &'static str) {
    let path = temp_file(name);
    let _ = std::fs::remove_file(&path);
    let start = || {
        let mut child = Command::new(env!("CARGO_BIN_EXE_upstream-mocks"))
            .args(["--listen", "127.0.0.1:0", "--data"])
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let url = line.trim().strip_prefix("listening on ").unwrap().to_owned();
        (child, url)
    };
    let stop = |mut child: std::process::Child| {
        Command::new("kill").arg(signal).arg(child.id().to_string()).status().unwrap();
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while child.try_wait().unwrap().is_none() {
            assert!(std::time::Instant::now() < deadline, "the mock did not stop");
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let http = reqwest::Client::new();

    let (child, url) = start();
    let token = runtime.block_on(async {
        let modulus = http
            .get(format!("{url}/wps/session/key/rsa"))
            .header("Merchant", common::MERCHANT)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let modulus = upstream_protocol::crypto::RsaModulus::parse(&modulus).unwrap();
        let request = modulus.encrypt_request(br#"{"username":"demo01","password":"abc123"}"#);
        let answer: serde_json::Value = http
            .post(format!("{url}/wps/session/login"))
            .header("Merchant", common::MERCHANT)
            .header("Encryption", request.encryption)
            .header("X-Digest", request.digest)
            .header("X-RSA", request.rsa)
            .body(request.body)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        answer["value"]["token"].as_str().unwrap().to_owned()
    });
    stop(child);

    let (child, url) = start();
    let info: serde_json::Value = runtime.block_on(async {
        http.get(format!("{url}/wps/member/info"))
            .header("Merchant", common::MERCHANT)
            .header("Authorization", &token)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    });
    stop(child);
    assert_eq!(info["value"]["account"], "demo01", "{info}");
}

#[tokio::test]
async fn a_file_that_kept_content_under_system_still_loads_with_its_banners_and_notices() {
    let path = temp_file("content");
    let client = common::Client::new();
    let announcements = "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B";
    let banners = {
        let mut db = client.mock.db(common::MERCHANT).unwrap().lock();
        db.content.notices.truncate(1);
        db.content.banners.len()
    };
    let before = client.get(announcements, None).await.json;
    persist::save(&client.mock, &path).unwrap();
    let mut file: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let db = file["merchants"][common::MERCHANT].as_object_mut().unwrap();
    assert!(db.contains_key("content") && !db["system"].as_object().unwrap().contains_key("content"));
    // A file written when banners and notices lived inside the system area's state (`site` then).
    let content = db.remove("content").unwrap();
    let mut system = db.remove("system").unwrap();
    system["content"] = content;
    db.insert("site".into(), system);
    std::fs::write(&path, serde_json::to_vec(&file).unwrap()).unwrap();

    let restored = common::Client::with_mock(persist::load_or_seed(&path, Settings::default()).unwrap());
    {
        let db = restored.mock.db(common::MERCHANT).unwrap().lock();
        assert_eq!(db.content.banners.len(), banners);
        assert_eq!(db.content.notices.len(), 1);
    }
    // The announcement call answers as before the restart.
    let after = restored.get(announcements, None).await.json;
    assert_eq!(after["success"], true, "{after}");
    assert_eq!(after, before);
}

#[tokio::test]
async fn a_file_that_kept_referrers_in_the_access_area_still_knows_who_invited_whom() {
    let path = temp_file("referrer");
    let client = common::Client::new();
    let token = client.login("demo01", "abc123").await;
    let invitations = "/wps/relay/MCSFE_getReferralInvitations";
    let before = client.get(invitations, Some(&token)).await.json;
    assert_eq!(before["value"]["totalCount"], 2, "{before}");
    persist::save(&client.mock, &path).unwrap();

    // A file written when the referrer was the access area's: `access.members.<id>.referrer`.
    let mut file: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let db = file["merchants"][common::MERCHANT].as_object_mut().unwrap();
    let mut moved = 0;
    let ids: Vec<String> = db["members"].as_object().unwrap().keys().cloned().collect();
    for id in ids {
        let member = db["members"][&id].as_object_mut().unwrap();
        if let Some(referrer) = member.remove("referrer").filter(|r| !r.is_null()) {
            db["access"]["members"][&id]["referrer"] = referrer;
            moved += 1;
        }
    }
    assert_eq!(moved, 2);
    std::fs::write(&path, serde_json::to_vec(&file).unwrap()).unwrap();

    let restored = common::Client::with_mock(persist::load_or_seed(&path, Settings::default()).unwrap());
    assert_eq!(restored.get(invitations, Some(&token)).await.json, before);
    let details = restored.get("/wps/relay/MCSFE_getReferralDetails", Some(&token)).await.json;
    assert_eq!(details["value"]["totalInvitations"], 2, "{details}");
}

#[tokio::test]
async fn a_file_that_kept_promotion_texts_in_english_and_thai_fields_still_loads_them() {
    let path = temp_file("promotion-texts");
    let client = common::Client::new();
    let list = "/wps/relay/PROMOFE_getPromotions";
    let thai = client.get_in(list, "TH", None).await.json;
    persist::save(&client.mock, &path).unwrap();

    // A file written when a promotion's texts were `titleEn`, `titleTh`, `summaryEn`, … (no Lao, Khmer
    // or Myanmar).
    let mut file: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let promotions = file["merchants"][common::MERCHANT]["rewards"]["promotions"].as_array_mut().unwrap();
    assert!(!promotions.is_empty());
    for promotion in promotions {
        let promotion = promotion.as_object_mut().unwrap();
        for field in ["title", "summary", "content"] {
            let text = promotion.remove(field).unwrap();
            promotion.insert(format!("{field}En"), text["en"].clone());
            promotion.insert(format!("{field}Th"), text["th"].clone());
        }
    }
    std::fs::write(&path, serde_json::to_vec(&file).unwrap()).unwrap();

    let restored = common::Client::with_mock(persist::load_or_seed(&path, Settings::default()).unwrap());
    assert_eq!(restored.get_in(list, "TH", None).await.json, thai);
    let lao = restored.get_in(list, "LO", None).await.json;
    let english = client.get_in(list, "EN", None).await.json;
    assert_eq!(lao, english, "texts the file never had read English");
}

/// Moves every session's last use back past the idle time, as if the clock had moved on.
fn let_sessions_go_idle(mock: &upstream_mocks::state::Mock) {
    let idle = mock.settings.session_idle.as_millis() as i64;
    for session in mock.db(common::MERCHANT).unwrap().lock().sessions.values_mut() {
        session.last_used_ms -= idle + 1_000;
    }
}

async fn listed_sessions(client: &common::Client) -> Vec<String> {
    let listed = client.admin("GET", "/__admin/sessions", None).await.json;
    listed.as_array().unwrap().iter().map(|row| row["token"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn abandoned_sessions_leave_memory_the_admin_list_and_the_data_file() {
    let path = temp_file("idle-sessions");
    let client = common::Client::new();
    let mut abandoned = Vec::new();
    for _ in 0..40 {
        abandoned.push(client.login("demo01", "abc123").await);
    }
    assert_eq!(listed_sessions(&client).await.len(), 40);
    let_sessions_go_idle(&client.mock);

    // A session that starts ends the idle ones first.
    let live = client.login("agent01", "abc123").await;
    assert_eq!(listed_sessions(&client).await, std::slice::from_ref(&live));
    assert_eq!(client.mock.db(common::MERCHANT).unwrap().lock().sessions.len(), 1);
    persist::save(&client.mock, &path).unwrap();
    let file: serde_json::Value = serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
    let saved: Vec<&String> = file["merchants"][common::MERCHANT]["sessions"].as_object().unwrap().keys().collect();
    assert_eq!(saved, [&live]);
    let dead = client.get("/wps/member/info", Some(&abandoned[0])).await;
    assert_eq!(dead.json["errorCode"], "login.not.session", "{}", dead.json);

    // Without a new session, the sweep (the binary runs it on a timer) ends them too.
    let_sessions_go_idle(&client.mock);
    assert_eq!(client.mock.end_idle_sessions(), 1);
    assert!(listed_sessions(&client).await.is_empty());
    assert!(client.mock.db(common::MERCHANT).unwrap().lock().sessions.is_empty());
}

#[tokio::test]
async fn the_idle_sweeper_runs_on_its_own() {
    let settings = Settings { session_idle: Duration::from_millis(30), ..Settings::default() };
    let client = common::Client::with_mock(upstream_mocks::state::Mock::new(settings));
    client.login("demo01", "abc123").await;
    upstream_mocks::session::spawn_idle_sweeper(client.mock.clone());
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    while !client.mock.db(common::MERCHANT).unwrap().lock().sessions.is_empty() {
        assert!(std::time::Instant::now() < deadline, "the idle session was never swept");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(listed_sessions(&client).await.is_empty());
}
