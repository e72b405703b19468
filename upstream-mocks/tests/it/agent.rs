//! The agent centre: team, reports, downlines, contracts, dividends and salaries.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::StatusCode;
use common::{Client, MERCHANT};
use serde_json::{Value, json};
use upstream_mocks::ledger::{Bet, TxKind};
use upstream_mocks::state::{Db, MemberId, customer_type};

const DAY: i64 = 86_400_000;
const MINUTE: i64 = 60_000;

const AGENT_GETS: &[&str] = &[
    "/wps/agent/announcements",
    "/wps/agent/team/overview",
    "/wps/agent/team/members",
    "/wps/agent/team/bets",
    "/wps/agent/report/profitLoss",
    "/wps/agent/report/income",
    "/wps/agent/downline/transactions",
    "/wps/agent/dividends",
    "/wps/agent/salary/daily",
    "/wps/agent/salary/hourly",
    "/wps/agent/salary/realtime",
    "/wps/agent/contracts",
];

const CONTRACT_POSTS: &[&str] = &[
    "/wps/agent/contracts/request",
    "/wps/agent/contracts/accept",
    "/wps/agent/contracts/reject",
    "/wps/agent/contracts/terminate",
];

fn db(c: &Client) -> parking_lot::MutexGuard<'_, Db> {
    c.mock.db(MERCHANT).unwrap().lock()
}

fn id_of(c: &Client, name: &str) -> MemberId {
    db(c).member_by_name(name).unwrap_or_else(|| panic!("{name} is not seeded")).id
}

fn cents(v: &Value) -> i64 {
    (v.as_f64().unwrap_or_else(|| panic!("not a number: {v}")) * 100.0).round() as i64
}

/// A successful GET's value.
async fn ok(c: &Client, path: &str, token: &str) -> Value {
    let r = c.get(path, Some(token)).await;
    assert_eq!(r.status, StatusCode::OK, "{path}: {}", r.json);
    assert_eq!(r.json["success"], true, "{path}: {}", r.json);
    r.json["value"].clone()
}

/// A plain JSON POST's envelope.
async fn post(c: &Client, path: &str, token: &str, body: Value) -> Value {
    c.json("POST", path, Some(token), body).await.json
}

fn assert_refused(envelope: &Value, code: &str) {
    assert_eq!(envelope["success"], false, "expected a refusal: {envelope}");
    assert_eq!(envelope["errorCode"], code, "{envelope}");
    assert!(!envelope["message"].as_str().unwrap_or_default().is_empty());
}

/// Everyone below `root`, from the member records themselves.
fn team_of(db: &Db, root: MemberId) -> Vec<MemberId> {
    let mut team = Vec::new();
    let mut frontier = vec![root];
    while let Some(id) = frontier.pop() {
        for m in db.members.values().filter(|m| m.upline == Some(id)) {
            team.push(m.id);
            frontier.push(m.id);
        }
    }
    team
}

/// Records a bet for `member` at the agency's current time.
fn place_bet(c: &Client, member: &str, stake_cents: i64, payout_cents: i64) -> i64 {
    let mut db = db(c);
    let id = db.member_by_name(member).unwrap().id;
    let now = db.agent.now();
    db.ledger.record_bet(Bet {
        id: 0,
        member_id: id,
        game_type: "RNG".into(),
        vendor: "PG".into(),
        game_name: "Mahjong Ways 2".into(),
        bet_cents: stake_cents,
        valid_bet_cents: stake_cents,
        payout_cents,
        time_ms: now,
    });
    now
}

/// Moves the agency clock forward.
fn advance(c: &Client, ms: i64) {
    db(c).agent.clock_offset_ms += ms;
}

/// Moves the agency clock on to the next midday in Bangkok (UTC+7), so a test that then runs the clock on
/// by minutes never crosses midnight, where the day's listings start afresh.
fn at_midday(c: &Client) {
    const BANGKOK: i64 = 7 * 60 * MINUTE;
    let now = db(c).agent.now();
    let time_of_day = (now + BANGKOK).rem_euclid(DAY);
    advance(c, (DAY / 2 - time_of_day).rem_euclid(DAY));
}

fn balance(c: &Client, name: &str) -> i64 {
    db(c).member_by_name(name).unwrap().balance_cents
}

async fn contracts(c: &Client, token: &str) -> Value {
    ok(c, "/wps/agent/contracts", token).await
}

/// The id of a contract the viewer sees, by type and the other side's name.
fn find_contract<'a>(list: &'a Value, side: &str, kind: &str, other: &str, state: &str) -> &'a Value {
    let field = if side == "withUpline" { "upline" } else { "downline" };
    list[side]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| {
            c["type"] == kind && c["state"] == state && (c[field] == other || other.is_empty() && c[field].is_null())
        })
        .unwrap_or_else(|| panic!("no {state} {kind} contract with {other} in {side}: {list}"))
}

#[tokio::test]
async fn non_agents_and_trial_accounts_are_refused_on_every_agent_call() {
    let c = Client::new();
    let member = c.login("demo01", "abc123").await;
    let trial = {
        let mut db = db(&c);
        let mut record = db.member_by_name("demo01").unwrap().clone();
        record.username = "trial7781".into();
        record.customer_type = customer_type::TRIAL;
        let id = db.add_member(record);
        db.start_session(id, None)
    };
    // A member is no agent; a trial account is told to register a real one first (spec 000 §6).
    for (token, code) in [(&member, "agent.not.agent"), (&trial, "in_need_true_account")] {
        for path in AGENT_GETS {
            let r = c.get(path, Some(token)).await;
            assert_eq!(r.status, StatusCode::OK, "{path}");
            assert_refused(&r.json, code);
        }
        for path in CONTRACT_POSTS {
            assert_refused(&post(&c, path, token, json!({"contractId": 1})).await, code);
        }
        let r = c
            .encrypted("PUT", "/wps/agent/downline/register", Some(token), json!({"username": "x", "password": "y"}))
            .await;
        assert_refused(&r.json, code);
        let r =
            c.encrypted("POST", "/wps/agent/downline/transfer", Some(token), json!({"username": "somchai88"})).await;
        assert_refused(&r.json, code);
    }
    let r = c.get(AGENT_GETS[0], Some(&member)).await;
    assert_eq!(r.json["message"], "Non-agents cannot log in");
}

#[tokio::test]
async fn agent_calls_need_a_live_token() {
    let c = Client::new();
    for path in AGENT_GETS.iter().chain(["/wps/member/info/funds/consolidated"].iter()) {
        let r = c.get(path, None).await;
        assert_eq!(
            (r.status, r.json["errorCode"].as_str()),
            (StatusCode::UNAUTHORIZED, Some("login.not.session")),
            "{path}"
        );
        assert_eq!(c.get(path, Some("dead-token")).await.status, StatusCode::UNAUTHORIZED, "{path}");
    }
    let r = c.json("POST", "/wps/agent/contracts/accept", None, json!({"contractId": 1})).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn consolidated_flags_follow_each_agents_contracts() {
    let c = Client::new();
    // (agent, daily wages, dividends, hourly, real-time, customer type)
    let expected = [
        ("agent01", 1, 1, 1, 1, 1),
        ("agent02", 1, 0, 0, 0, 2),
        ("agent41", 0, 1, 0, 1, 41),
        ("agent42", 0, 0, 1, 1, 42),
        // An hourly-salary offer waits for agent01a's answer.
        ("agent01a", 1, 1, 2, 1, 1),
        ("demo01", 0, 0, 0, 0, 0),
    ];
    for (name, daily, dividend, hourly, realtime, kind) in expected {
        let token = c.login(name, "abc123").await;
        let v = ok(&c, "/wps/member/info/funds/consolidated", &token).await;
        let flags = (&v["dailysalreqtype"], &v["divtypereq"], &v["contracthoursalreq"], &v["realtimesalreqtype"]);
        assert_eq!(flags, (&json!(daily), &json!(dividend), &json!(hourly), &json!(realtime)), "{name}: {v}");
        assert_eq!(v["info"]["customerType"], kind);
        assert_eq!(v["info"]["isAgent"], name != "demo01");
    }
    let token = c.login("agent01", "abc123").await;
    let v = ok(&c, "/wps/member/info/funds/consolidated", &token).await;
    assert_eq!(
        (v["info"]["dividend"]["rate"].as_f64(), v["info"]["dividend"]["period"].as_str()),
        (Some(35.0), Some("WEEKLY"))
    );
    // agent01's team includes demo01 (the common seed makes agent01 its upline).
    assert_eq!((v["info"]["teamSize"].as_u64(), v["info"]["directDownlines"].as_u64()), (Some(18), Some(10)));
    let v = ok(&c, "/wps/member/info/funds/consolidated", &c.login("agent41", "abc123").await).await;
    assert_eq!(v["info"]["pendingContractRequests"], 1, "agent41a's termination request waits: {v}");
    // The flag turns on once the offer is accepted.
    let sub = c.login("agent01a", "abc123").await;
    let offer =
        find_contract(&contracts(&c, &sub).await, "withUpline", "HOURLY_SALARY", "agent01", "PENDING")["id"].clone();
    assert_eq!(post(&c, "/wps/agent/contracts/accept", &sub, json!({"contractId": offer})).await["success"], true);
    let v = ok(&c, "/wps/member/info/funds/consolidated", &sub).await;
    assert_eq!((v["contracthoursalreq"].as_u64(), v["info"]["hourlySalary"]["rate"].as_f64()), (Some(1), Some(0.4)));
}

#[tokio::test]
async fn team_overview_sums_the_team_ledger_over_the_range() {
    let c = Client::new();
    let token = c.login("agent01", "abc123").await;
    let now = db(&c).agent.now();
    let (start, end) = (now - 30 * DAY, now);
    let v = ok(&c, &format!("/wps/agent/team/overview?startTime={start}&endTime={end}"), &token).await;
    assert_eq!(
        (v["teamSize"].as_u64(), v["directMembers"].as_u64(), v["subAgents"].as_u64()),
        (Some(18), Some(10), Some(2))
    );
    let (bets, valid, payout, deposits, active, new_members) = {
        let db = db(&c);
        let team = team_of(&db, id_of_locked(&db, "agent01"));
        let in_range = |t: i64| t >= start && t <= end;
        let bets: Vec<&Bet> =
            db.ledger.bets.iter().filter(|b| team.contains(&b.member_id) && in_range(b.time_ms)).collect();
        let mut active: Vec<MemberId> = bets.iter().map(|b| b.member_id).collect();
        active.sort();
        active.dedup();
        let deposits: i64 = db
            .ledger
            .transactions
            .iter()
            .filter(|t| t.kind == TxKind::Deposit && team.contains(&t.member_id) && in_range(t.time_ms))
            .map(|t| t.amount_cents)
            .sum();
        let new_members = team.iter().filter(|id| in_range(db.members[id].reg_date_ms)).count();
        (
            bets.iter().map(|b| b.bet_cents).sum::<i64>(),
            bets.iter().map(|b| b.valid_bet_cents).sum::<i64>(),
            bets.iter().map(|b| b.payout_cents).sum::<i64>(),
            deposits,
            active.len(),
            new_members,
        )
    };
    assert!(bets > 0 && deposits > 0, "the seed gives agent01's team a month of history");
    assert_eq!(cents(&v["betAmount"]), bets);
    assert_eq!(cents(&v["validBet"]), valid);
    assert_eq!(cents(&v["profitLoss"]), payout - bets);
    assert_eq!(cents(&v["depositAmount"]), deposits);
    assert_eq!(v["activeMembers"].as_u64(), Some(active as u64));
    assert_eq!(v["newMembers"].as_u64(), Some(new_members as u64));
    assert!(new_members > 0, "some members joined recently");
    assert!(cents(&v["income"]) > 0, "agent01 earned salaries");
    // Another agent's team is its own.
    let other = ok(&c, "/wps/agent/team/overview", &c.login("agent42", "abc123").await).await;
    assert_eq!(other["teamSize"], 8);
}

fn id_of_locked(db: &Db, name: &str) -> MemberId {
    db.member_by_name(name).unwrap().id
}

#[tokio::test]
async fn date_ranges_are_checked() {
    let c = Client::new();
    let token = c.login("agent01", "abc123").await;
    let now = db(&c).agent.now();
    for (query, message) in [
        (format!("startTime={now}&endTime={}", now - DAY), "endTime must not be before startTime"),
        (format!("startTime={}&endTime={now}", now - 90 * DAY), "The date range may not exceed 62 days"),
        ("startTime=2025-02-30".into(), "startTime must be epoch milliseconds or a date YYYY-MM-DD"),
        (format!("startTime={}", now / 1000), "startTime must be epoch milliseconds, not seconds"),
        ("pageSize=0".into(), "pageSize must be between 1 and 500"),
        ("pageNo=first".into(), "pageNo must be a whole number"),
        ("level=deep".into(), "level must be direct or all, not deep"),
    ] {
        for path in ["/wps/agent/team/bets", "/wps/agent/report/profitLoss", "/wps/agent/downline/transactions"] {
            let r = c.get(&format!("{path}?{query}"), Some(&token)).await;
            assert_eq!(r.status, StatusCode::BAD_REQUEST, "{path}?{query}: {}", r.json);
            assert_eq!(
                (r.json["errorCode"].as_str(), r.json["message"].as_str()),
                (Some("request_param_err"), Some(message))
            );
        }
    }
    // Dates are Bangkok days; a single day works, and the default is accepted too.
    let v = ok(&c, "/wps/agent/team/overview?startTime=2026-01-01&endTime=2026-01-01", &token).await;
    assert_eq!(v["endTime"].as_i64().unwrap() - v["startTime"].as_i64().unwrap(), DAY);
    assert_eq!(v["startTime"], 1_767_200_400_000_i64, "2026-01-01 00:00 in Bangkok");
    ok(&c, "/wps/agent/team/overview?t=123", &token).await;
}

#[tokio::test]
async fn team_management_lists_direct_or_all_levels_and_searches() {
    let c = Client::new();
    let token = c.login("agent01", "abc123").await;
    let direct = ok(&c, "/wps/agent/team/members?pageSize=50", &token).await;
    assert_eq!(direct["totalCount"], 10);
    assert!(direct["list"].as_array().unwrap().iter().all(|m| m["level"] == 1 && m["uplineName"] == "agent01"));
    let sub = direct["list"].as_array().unwrap().iter().find(|m| m["userName"] == "agent01a").unwrap();
    assert_eq!(
        (sub["isAgent"].as_bool(), sub["directDownlines"].as_u64(), sub["teamSize"].as_u64()),
        (Some(true), Some(5), Some(8))
    );
    let somchai = direct["list"].as_array().unwrap().iter().find(|m| m["userName"] == "somchai88").unwrap();
    assert_eq!(cents(&somchai["balance"]), balance(&c, "somchai88"));
    assert!(somchai["lastLoginTime"].as_i64().is_some());

    let all = ok(&c, "/wps/agent/team/members?level=all&pageSize=50", &token).await;
    assert_eq!(all["totalCount"], 18);
    let narong = all["list"].as_array().unwrap().iter().find(|m| m["userName"] == "narong99").unwrap();
    assert_eq!((narong["level"].as_u64(), narong["uplineName"].as_str()), (Some(3), Some("agent01b")));

    let found = ok(&c, "/wps/agent/team/members?level=all&username=SOM", &token).await;
    let names: Vec<&str> = found["list"].as_array().unwrap().iter().map(|m| m["userName"].as_str().unwrap()).collect();
    assert_eq!(names, ["somchai88"]);
    let under_sub = ok(&c, "/wps/agent/team/members?parent=agent01a", &token).await;
    assert_eq!(under_sub["totalCount"], 5);
    assert!(under_sub["list"].as_array().unwrap().iter().all(|m| m["level"] == 2));
    let page = ok(&c, "/wps/agent/team/members?pageNo=2&pageSize=4", &token).await;
    assert_eq!((page["list"].as_array().unwrap().len(), page["totalPages"].as_u64()), (4, Some(3)));

    let r = c.get("/wps/agent/team/members?parent=boonmee12", Some(&token)).await;
    assert_refused(&r.json, "agent.not.downline");
    // A login shows up as the member's last login and presence.
    let before = db(&c).agent.now();
    c.login("somchai88", "abc123").await;
    let found = ok(&c, "/wps/agent/team/members?username=somchai88", &token).await;
    assert!(found["list"][0]["lastLoginTime"].as_i64().unwrap() >= before - 1000);
    assert_eq!(found["list"][0]["online"], true);
}

#[tokio::test]
async fn registering_a_downline_validates_and_places_it_under_the_agent() {
    let c = Client::new();
    let token = c.login("agent02", "abc123").await;
    let path = "/wps/agent/downline/register";
    for (body, message) in [
        (json!({"username": "", "password": "abc123"}), "Please enter the username and password"),
        (json!({"username": "9lives", "password": "abc123"}), "Account format is incorrect"),
        (json!({"username": "abc", "password": "abc123"}), "Account format is incorrect"),
        (json!({"username": "fourteenchars1", "password": "abc123"}), "Account format is incorrect"),
        (json!({"username": "newdown01", "password": "abc!23"}), "Password format is incorrect"),
        (json!({"username": "newdown01", "password": "abc12"}), "Password format is incorrect"),
        (
            json!({"username": "newdown01", "password": "abc123", "confirmPassword": "abc124"}),
            "Confirmation password is not correct",
        ),
    ] {
        let r = c.encrypted("PUT", path, Some(&token), body.clone()).await;
        assert_refused(&r.json, "request_param_err");
        assert!(r.json["message"].as_str().unwrap().starts_with(message), "{body}: {}", r.json);
    }
    let r = c.encrypted("PUT", path, Some(&token), json!({"username": "Somchai88", "password": "abc123"})).await;
    assert_refused(&r.json, "agent.username.exists");
    // Plain JSON is not accepted on an encrypted call.
    let r = c.json("PUT", path, Some(&token), json!({"username": "newdown01", "password": "abc123"})).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);

    let r = c
        .encrypted(
            "PUT",
            path,
            Some(&token),
            json!({"username": "newdown01", "password": "pass99", "confirmPassword": "pass99", "nickname": "น้องใหม่"}),
        )
        .await;
    assert_eq!(r.json["success"], true, "{}", r.json);
    assert_eq!(
        (r.json["value"]["upline"].as_str(), r.json["value"]["customerType"].as_i64()),
        (Some("agent02"), Some(0))
    );
    let id = r.json["value"]["customerId"].as_u64().unwrap();
    let agent02 = id_of(&c, "agent02");
    assert_eq!(db(&c).members[&id].upline, Some(agent02));
    // The new member logs in with the agent's chosen password and is in the agent's team.
    let login =
        c.encrypted("POST", "/wps/session/login", None, json!({"username": "newdown01", "password": "pass99"})).await;
    assert_eq!(
        (login.json["success"].as_bool(), login.json["value"]["firstTimeLogin"].as_bool()),
        (Some(true), Some(true))
    );
    let found = ok(&c, "/wps/agent/team/members?username=newdown01", &token).await;
    assert_eq!((found["totalCount"].as_u64(), found["list"][0]["nickname"].as_str()), (Some(1), Some("น้องใหม่")));
    let overview = ok(&c, "/wps/agent/team/overview", &token).await;
    assert_eq!((overview["teamSize"].as_u64(), overview["newMembers"].as_u64()), (Some(11), Some(1)));
}

#[tokio::test]
async fn a_registered_sub_agent_gets_the_agents_type_and_the_agent_centre() {
    let c = Client::new();
    let token = c.login("agent41", "abc123").await;
    let r = c
        .encrypted(
            "PUT",
            "/wps/agent/downline/register",
            Some(&token),
            json!({"username": "subpartner1", "password": "abc123", "isAgent": true}),
        )
        .await;
    assert_eq!(r.json["value"]["customerType"], 41, "{}", r.json);
    let sub = c.login("subpartner1", "abc123").await;
    let v = ok(&c, "/wps/agent/team/overview", &sub).await;
    assert_eq!(v["teamSize"], 0);
    let flags = ok(&c, "/wps/member/info/funds/consolidated", &sub).await;
    assert_eq!((flags["divtypereq"].as_u64(), flags["info"]["uplineName"].as_str()), (Some(0), Some("agent41")));
}

#[tokio::test]
async fn transfers_reach_only_own_downlines_and_move_money_on_both_sides() {
    let c = Client::new();
    let token = c.login("agent01", "abc123").await;
    let path = "/wps/agent/downline/transfer";
    let send = |body: Value| c.encrypted("POST", path, Some(&token), body);
    for (username, amount, password, code) in [
        ("narong99", json!(100), "wrong1", "agent.password.wrong"),
        ("boonmee12", json!(100), "abc123", "agent.not.downline"),
        ("secure01", json!(100), "abc123", "agent.not.downline"),
        ("narong99", json!(900_000), "abc123", "agent.balance.insufficient"),
        ("narong99", json!(0.5), "abc123", "request_param_err"),
    ] {
        assert_refused(&send(json!({"username": username, "amount": amount, "password": password})).await.json, code);
    }
    for amount in [json!(-5), json!(10.005), json!("ten"), Value::Null] {
        let r = send(json!({"username": "narong99", "amount": amount, "password": "abc123"})).await;
        assert_eq!(
            (r.status, r.json["errorCode"].as_str()),
            (StatusCode::BAD_REQUEST, Some("request_param_err")),
            "{amount}"
        );
    }
    let (agent_before, downline_before) = (balance(&c, "agent01"), balance(&c, "narong99"));
    // narong99 is three levels down: any member of the team may receive.
    let r = send(json!({"username": "narong99", "amount": "250.50", "password": "abc123", "remark": "ค่าขนม"})).await;
    assert_eq!(r.json["success"], true, "{}", r.json);
    assert_eq!(cents(&r.json["value"]["balance"]), agent_before - 25_050);
    assert_eq!(cents(&r.json["value"]["downlineBalance"]), downline_before + 25_050);
    assert_eq!((balance(&c, "agent01"), balance(&c, "narong99")), (agent_before - 25_050, downline_before + 25_050));
    {
        let db = db(&c);
        let last_of = |name: &str| db.ledger.transactions_of(id_of_locked(&db, name)).next().cloned().unwrap();
        let (out, into) = (last_of("agent01"), last_of("narong99"));
        assert_eq!(
            (out.kind, out.amount_cents, out.balance_after_cents),
            (TxKind::TransferToDownline, -25_050, agent_before - 25_050)
        );
        assert_eq!((into.kind, into.amount_cents), (TxKind::TransferFromUpline, 25_050));
        assert!(into.remark.contains("agent01") && into.remark.contains("ค่าขนม"));
    }
    // The transfer shows in the downline's transaction details.
    let v = ok(&c, "/wps/agent/downline/transactions?username=narong99&type=TRANSFER_FROM_UPLINE", &token).await;
    assert_eq!(cents(&v["list"][0]["amount"]), 25_050);
    // A sub-agent cannot reach its upline's other members.
    let sub = c.login("agent01a", "abc123").await;
    let r = c
        .encrypted("POST", path, Some(&sub), json!({"username": "somchai88", "amount": 10, "password": "abc123"}))
        .await;
    assert_refused(&r.json, "agent.not.downline");
}

#[tokio::test]
async fn team_bets_filter_and_sum() {
    let c = Client::new();
    let token = c.login("agent01", "abc123").await;
    let all = ok(&c, "/wps/agent/team/bets?pageSize=500", &token).await;
    let rows = all["list"].as_array().unwrap();
    assert!(!rows.is_empty());
    assert_eq!(all["summary"]["betCount"].as_u64(), Some(rows.len() as u64));
    assert_eq!(cents(&all["summary"]["betAmount"]), rows.iter().map(|r| cents(&r["betAmount"])).sum::<i64>());
    assert!(rows.windows(2).all(|w| w[0]["betTime"].as_i64() >= w[1]["betTime"].as_i64()), "newest first");
    let types: std::collections::BTreeSet<&str> = rows.iter().map(|r| r["gameType"].as_str().unwrap()).collect();
    assert!(types.len() >= 4, "bets across game types: {types:?}");

    let direct = ok(&c, "/wps/agent/team/bets?pageSize=500&level=direct", &token).await;
    assert!(direct["list"].as_array().unwrap().iter().all(|r| r["level"] == 1));
    assert!(direct["summary"]["betCount"].as_u64() < all["summary"]["betCount"].as_u64());
    let live = ok(&c, "/wps/agent/team/bets?pageSize=500&gameType=live", &token).await;
    assert!(live["list"].as_array().unwrap().iter().all(|r| r["gameType"] == "LIVE"));
    let pg = ok(&c, "/wps/agent/team/bets?pageSize=500&vendor=PG&level=all", &token).await;
    assert!(pg["list"].as_array().unwrap().iter().all(|r| r["vendor"] == "PG"));

    // A new bet shows at the top.
    place_bet(&c, "kittipong7", 12_300, 0);
    let v = ok(&c, "/wps/agent/team/bets?username=kittipong7&pageSize=1", &token).await;
    assert_eq!((cents(&v["list"][0]["betAmount"]), cents(&v["list"][0]["winLoss"])), (12_300, -12_300));
    // Another agent does not see agent01's team.
    let other = ok(&c, "/wps/agent/team/bets?username=kittipong7", &c.login("agent02", "abc123").await).await;
    assert_eq!(other["totalCount"], 0);
}

#[tokio::test]
async fn profit_and_loss_lines_add_up_to_the_total() {
    let c = Client::new();
    let token = c.login("agent42", "abc123").await;
    let v = ok(&c, "/wps/agent/report/profitLoss?pageSize=100", &token).await;
    let rows = v["list"].as_array().unwrap();
    assert!(!rows.is_empty());
    for field in ["betAmount", "validBet", "winLoss", "deposit", "withdrawal", "profitLoss"] {
        assert_eq!(cents(&v["summary"][field]), rows.iter().map(|r| cents(&r[field])).sum::<i64>(), "{field}");
    }
    assert!(rows.windows(2).all(|w| w[0]["betAmount"].as_f64() >= w[1]["betAmount"].as_f64()));
    // The sub-agent's line carries the salary it earned.
    let sub = rows.iter().find(|r| r["userName"] == "agent42a").expect("agent42a earned hourly salary");
    assert!(cents(&sub["commission"]) > 0 && sub["isAgent"] == true);
    let before = rows.iter().find(|r| r["userName"] == "sombat42").map_or(0, |r| cents(&r["winLoss"]));
    place_bet(&c, "sombat42", 10_000, 25_000);
    let v = ok(&c, "/wps/agent/report/profitLoss?username=sombat42", &token).await;
    assert_eq!(cents(&v["list"][0]["winLoss"]), before + 15_000);
}

#[tokio::test]
async fn downline_transactions_list_ledger_entries_and_filter_by_type() {
    let c = Client::new();
    let token = c.login("agent02", "abc123").await;
    let now = db(&c).agent.now();
    let v = ok(
        &c,
        &format!("/wps/agent/downline/transactions?type=deposit&pageSize=500&startTime={}", now - 30 * DAY),
        &token,
    )
    .await;
    let rows = v["list"].as_array().unwrap();
    assert!(!rows.is_empty() && rows.iter().all(|r| r["type"] == "DEPOSIT" && cents(&r["amount"]) > 0));
    assert_eq!(cents(&v["summary"]["deposit"]), rows.iter().map(|r| cents(&r["amount"])).sum::<i64>());
    let expected = {
        let db = db(&c);
        let team = team_of(&db, id_of_locked(&db, "agent02"));
        db.ledger
            .transactions
            .iter()
            .filter(|t| t.kind == TxKind::Deposit && team.contains(&t.member_id) && t.time_ms >= now - 30 * DAY)
            .count()
    };
    assert_eq!(v["totalCount"].as_u64(), Some(expected as u64));
    let everything = ok(&c, "/wps/agent/downline/transactions?pageSize=500", &token).await;
    let kinds: std::collections::BTreeSet<&str> =
        everything["list"].as_array().unwrap().iter().map(|r| r["type"].as_str().unwrap()).collect();
    assert!(kinds.contains("BET_SETTLEMENT") && kinds.contains("SALARY"), "{kinds:?}");
    let r = c.get("/wps/agent/downline/transactions?type=LOTTERY", Some(&token)).await;
    assert_eq!(
        (r.status, r.json["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Unknown transaction type LOTTERY"))
    );
}

#[tokio::test]
async fn dividends_pay_the_rate_on_team_losses_only() {
    let c = Client::new();
    let token = c.login("agent01", "abc123").await;
    let v = ok(&c, "/wps/agent/dividends?pageSize=50", &token).await;
    assert_eq!((v["contract"]["rate"].as_f64(), v["contract"]["uplineType"].as_str()), (Some(35.0), Some("PLATFORM")));
    let rows = v["list"].as_array().unwrap();
    assert!(rows.len() >= 3, "five weeks of weekly dividends: {v}");
    for row in rows {
        assert_eq!(row["periodType"], "WEEKLY");
        assert_eq!(row["periodEnd"].as_i64().unwrap() - row["periodStart"].as_i64().unwrap(), 7 * DAY);
        let loss = -cents(&row["profitLoss"]);
        match row["status"].as_str().unwrap() {
            "PAID" => assert_eq!(cents(&row["amount"]), loss * 3_500 / 10_000, "{row}"),
            "NOT_QUALIFIED" => {
                assert_eq!(cents(&row["amount"]), 0);
                assert!(
                    ["TEAM_WON", "PERIOD_LOSS", "ACTIVE_MEMBERS", "VALID_BET"].contains(&row["note"].as_str().unwrap())
                );
                if row["note"] == "TEAM_WON" {
                    assert!(loss <= 0);
                }
            }
            other => panic!("unexpected status {other}"),
        }
    }
    assert!(rows.iter().any(|r| r["status"] == "PAID"));
    // What agent01 paid its sub-agent, seen from both sides.
    let paid = ok(&c, "/wps/agent/dividends?scope=downlines&pageSize=50", &token).await;
    assert!(paid["list"].as_array().unwrap().iter().all(|r| r["userName"] == "agent01a" && r["payer"] == "agent01"));
    let sub = ok(&c, "/wps/agent/dividends?pageSize=50", &c.login("agent01a", "abc123").await).await;
    assert_eq!(sub["totalCount"], paid["totalCount"]);
    // agent02 has no dividend contract.
    let none = ok(&c, "/wps/agent/dividends", &c.login("agent02", "abc123").await).await;
    assert_eq!((none["contract"].is_null(), none["totalCount"].as_u64()), (true, Some(0)));
    let r = c.get("/wps/agent/dividends?scope=everyone", Some(&token)).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    let r = c.get("/wps/agent/dividends?username=boonmee12", Some(&token)).await;
    assert_refused(&r.json, "agent.not.downline");
}

#[tokio::test]
async fn daily_and_hourly_salaries_pay_the_rate_on_valid_bets() {
    let c = Client::new();
    let token = c.login("agent02", "abc123").await;
    let daily = ok(&c, "/wps/agent/salary/daily?pageSize=100", &token).await;
    let rows = daily["list"].as_array().unwrap();
    assert!(rows.len() >= 10, "a month of daily wages");
    for row in rows {
        assert_eq!(row["periodEnd"].as_i64().unwrap() - row["periodStart"].as_i64().unwrap(), DAY);
        if row["status"] == "PAID" {
            assert_eq!(cents(&row["amount"]), cents(&row["validBet"]) * 100 / 10_000);
            assert!(row["activeMembers"].as_u64() >= Some(2) && cents(&row["validBet"]) >= 150_000);
        }
    }
    assert_eq!(cents(&daily["summary"]["totalAmount"]), rows.iter().map(|r| cents(&r["amount"])).sum::<i64>());
    // Each paid period is one ledger credit on the agent.
    let credits: i64 = {
        let db = db(&c);
        let start = rows.last().unwrap()["periodEnd"].as_i64().unwrap();
        let paid = db
            .agent
            .settlements
            .iter()
            .filter(|s| s.holder_id == id_of_locked(&db, "agent02") && s.period_end_ms >= start);
        let tx_ids: Vec<u64> = paid.filter_map(|s| s.tx_id).collect();
        db.ledger.transactions.iter().filter(|t| tx_ids.contains(&t.id)).map(|t| t.amount_cents).sum()
    };
    assert_eq!(credits, cents(&daily["summary"]["totalAmount"]));
    let hourly = ok(&c, "/wps/agent/salary/hourly?pageSize=100", &c.login("agent42", "abc123").await).await;
    let rows = hourly["list"].as_array().unwrap();
    assert!(!rows.is_empty());
    for row in rows {
        assert_eq!(row["periodEnd"].as_i64().unwrap() - row["periodStart"].as_i64().unwrap(), 60 * MINUTE);
        if row["status"] == "PAID" {
            assert_eq!(cents(&row["amount"]), cents(&row["validBet"]) * 50 / 10_000);
        }
    }
    assert_eq!(hourly["periodMinutes"], 60);
}

#[tokio::test]
async fn realtime_salary_settles_every_five_minutes_as_the_clock_runs() {
    let c = Client::new();
    at_midday(&c);
    let top = c.login("agent01", "abc123").await;
    let sub = c.login("agent01a", "abc123").await;
    let first = ok(&c, "/wps/agent/salary/realtime?pageSize=500", &sub).await;
    assert_eq!(first["periodMinutes"], 5);
    let count = first["totalCount"].as_u64().unwrap();
    let income_before = cents(&ok(&c, "/wps/agent/report/income", &sub).await["summary"]["realtimeSalary"]);

    // A bet in agent01a's team now, then the clock passes the end of this 5-minute period.
    let at = place_bet(&c, "malee1990", 100_000, 0);
    let (sub_before, top_before) = (balance(&c, "agent01a"), balance(&c, "agent01"));
    let settled_before = db(&c).agent.settlements.len();
    let v = ok(&c, "/wps/agent/salary/realtime?pageSize=500", &sub).await;
    assert_eq!(v["totalCount"].as_u64(), Some(count), "the period has not closed yet");
    advance(&c, 5 * MINUTE);
    let v = ok(&c, "/wps/agent/salary/realtime?pageSize=500", &sub).await;
    assert_eq!(v["totalCount"].as_u64(), Some(count + 1), "{v}");
    let row = &v["list"][0];
    assert!(row["periodStart"].as_i64().unwrap() <= at && at < row["periodEnd"].as_i64().unwrap());
    assert_eq!(row["periodEnd"].as_i64().unwrap() - row["periodStart"].as_i64().unwrap(), 5 * MINUTE);
    assert!(cents(&row["validBet"]) >= 100_000);
    let amount = cents(&row["amount"]);
    assert_eq!((row["status"].as_str(), amount), (Some("PAID"), cents(&row["validBet"]) * 20 / 10_000));
    assert_eq!(row["payer"], "agent01");
    // agent01a was paid by agent01, who was paid by the platform for the same period. (Other periods
    // may have closed at the same moment, an hour or a day: the balances follow every settlement.)
    let top_row = ok(&c, "/wps/agent/salary/realtime?pageSize=1", &top).await["list"][0].clone();
    assert_eq!(top_row["periodEnd"], row["periodEnd"]);
    assert_eq!(cents(&top_row["amount"]), cents(&top_row["validBet"]) * 30 / 10_000);
    let net = |name: &str| {
        let db = db(&c);
        let id = id_of_locked(&db, name);
        let new = &db.agent.settlements[settled_before..];
        new.iter().filter(|s| s.holder_id == id).map(|s| s.amount_cents).sum::<i64>()
            - new.iter().filter(|s| s.payer_id == Some(id)).map(|s| s.amount_cents).sum::<i64>()
    };
    assert_eq!(balance(&c, "agent01a"), sub_before + net("agent01a"));
    assert_eq!(balance(&c, "agent01"), top_before + net("agent01"));
    assert!(net("agent01") >= cents(&top_row["amount"]) - amount);
    let paid = ok(&c, "/wps/agent/salary/realtime?scope=downlines&pageSize=1", &top).await;
    assert_eq!(paid["list"][0]["id"], row["id"]);
    let income = ok(&c, "/wps/agent/report/income", &sub).await;
    assert_eq!(cents(&income["summary"]["realtimeSalary"]), income_before + amount);

    // Reading again pays nothing twice; a quiet period leaves no row; the next bet makes the next row.
    let settled = db(&c).agent.settlements.len();
    let paid_so_far = balance(&c, "agent01a");
    ok(&c, "/wps/agent/salary/realtime", &sub).await;
    let settled_after = db(&c).agent.settlements.len();
    assert_eq!((settled_after, balance(&c, "agent01a")), (settled, paid_so_far));
    advance(&c, 5 * MINUTE);
    let v = ok(&c, "/wps/agent/salary/realtime?pageSize=500", &sub).await;
    assert_eq!(v["totalCount"].as_u64(), Some(count + 1));
    place_bet(&c, "kanokwan8", 50_000, 0);
    advance(&c, 5 * MINUTE);
    let v = ok(&c, "/wps/agent/salary/realtime?pageSize=500", &sub).await;
    assert_eq!(v["totalCount"].as_u64(), Some(count + 2));
    assert_eq!(cents(&v["list"][0]["amount"]), cents(&v["list"][0]["validBet"]) * 20 / 10_000);
}

#[tokio::test]
async fn a_contract_offer_is_answered_by_the_downline_only() {
    let c = Client::new();
    let top = c.login("agent01", "abc123").await;
    let sub = c.login("agent01a", "abc123").await;
    let mine = contracts(&c, &sub).await;
    assert_eq!(mine["awaitingMe"], 1);
    let offer = find_contract(&mine, "withUpline", "HOURLY_SALARY", "agent01", "PENDING");
    assert_eq!((offer["requestType"].as_str(), offer["awaitingMe"].as_bool()), (Some("NEW"), Some(true)));
    assert_eq!(offer["actions"], json!(["ACCEPT", "REJECT"]));
    let id = offer["id"].clone();
    let seen_by_top =
        find_contract(&contracts(&c, &top).await, "withDownlines", "HOURLY_SALARY", "agent01a", "PENDING").clone();
    assert_eq!(
        (seen_by_top["awaitingMe"].as_bool(), seen_by_top["actions"].clone()),
        (Some(false), json!(["TERMINATE"]))
    );

    assert_refused(
        &post(&c, "/wps/agent/contracts/accept", &top, json!({"contractId": id})).await,
        "agent.contract.forbidden",
    );
    assert_refused(
        &post(&c, "/wps/agent/contracts/reject", &top, json!({"contractId": id})).await,
        "agent.contract.forbidden",
    );
    let outsider = c.login("agent02", "abc123").await;
    assert_refused(
        &post(&c, "/wps/agent/contracts/accept", &outsider, json!({"contractId": id})).await,
        "agent.contract.not.found",
    );
    let r = c.json("POST", "/wps/agent/contracts/accept", Some(&sub), json!({"contractId": "abc"})).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);

    let r = post(&c, "/wps/agent/contracts/accept", &sub, json!({"contractId": id, "remark": "ตกลง"})).await;
    assert_eq!(
        (r["value"]["contract"]["state"].as_str(), r["value"]["contract"]["remark"].as_str()),
        (Some("ACTIVE"), Some("ตกลง")),
        "{r}"
    );
    assert!(r["value"]["contract"]["activeFrom"].as_i64().is_some());
    assert_refused(
        &post(&c, "/wps/agent/contracts/accept", &sub, json!({"contractId": id})).await,
        "agent.contract.state",
    );
    // agent01 is told its offer was accepted.
    let notices = ok(&c, "/wps/agent/announcements", &top).await;
    assert!(
        notices["list"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n["type"] == "PERSONAL" && n["title"].as_str().unwrap().contains("accepted"))
    );

    // An offer can be rejected, and withdrawn by the upline before an answer.
    let offer = json!({"type": "HOURLY_SALARY", "downline": "agent01a", "rate": 0.3});
    let r = post(&c, "/wps/agent/contracts/request", &top, offer.clone()).await;
    let revision = r["value"]["contract"]["id"].clone();
    assert_eq!(r["value"]["contract"]["replaces"], id, "{r}");
    let r = post(&c, "/wps/agent/contracts/reject", &sub, json!({"contractId": revision})).await;
    assert_eq!(
        (r["value"]["contract"]["state"].as_str(), r["value"]["contract"]["endReason"].as_str()),
        (Some("REJECTED"), Some("REJECTED"))
    );
    let still = find_contract(&contracts(&c, &sub).await, "withUpline", "HOURLY_SALARY", "agent01", "ACTIVE").clone();
    assert_eq!(still["rate"], 0.4);
    let r = post(&c, "/wps/agent/contracts/request", &top, offer).await;
    let withdrawn = r["value"]["contract"]["id"].clone();
    let r = post(&c, "/wps/agent/contracts/terminate", &top, json!({"contractId": withdrawn})).await;
    assert_eq!(
        (r["value"]["contract"]["state"].as_str(), r["value"]["contract"]["endReason"].as_str()),
        (Some("CANCELLED"), Some("WITHDRAWN"))
    );
}

#[tokio::test]
async fn offers_are_checked_against_the_uplines_own_contract() {
    let c = Client::new();
    let top = c.login("agent01", "abc123").await;
    let request = |body: Value| post(&c, "/wps/agent/contracts/request", &top, body);
    assert_refused(
        &request(json!({"type": "DAILY_SALARY", "downline": "agent01a", "rate": 1.5})).await,
        "agent.contract.rate",
    );
    assert_refused(
        &request(json!({"type": "DAILY_SALARY", "downline": "somchai88", "rate": 0.5})).await,
        "agent.contract.forbidden",
    );
    assert_refused(
        &request(json!({"type": "DAILY_SALARY", "downline": "agent01b", "rate": 0.5})).await,
        "agent.not.downline",
    );
    assert_refused(
        &request(json!({"type": "DAILY_SALARY", "downline": "agent02a", "rate": 0.5})).await,
        "agent.not.downline",
    );
    assert_refused(
        &request(json!({"type": "HOURLY_SALARY", "downline": "agent01a", "rate": 0.2})).await,
        "agent.contract.state",
    );
    for body in [
        json!({"type": "WEEKLY_BONUS", "downline": "agent01a", "rate": 0.5}),
        json!({"type": "DAILY_SALARY", "downline": "agent01a", "rate": 0}),
        json!({"type": "DAILY_SALARY", "downline": "agent01a", "rate": 0.123}),
        json!({"type": "DAILY_SALARY", "downline": "agent01a", "rate": 101}),
        json!({"type": "DAILY_SALARY", "downline": "agent01a", "rate": 0.5, "period": "MONTHLY"}),
        json!({"type": "DIVIDEND", "downline": "agent01a", "rate": 10, "activeMembers": -1}),
        json!({"type": "DAILY_SALARY", "rate": 0.5}),
        json!({"requestType": "LATER", "type": "DAILY_SALARY", "downline": "agent01a", "rate": 0.5}),
    ] {
        let r = c.json("POST", "/wps/agent/contracts/request", Some(&top), body.clone()).await;
        assert_eq!(
            (r.status, r.json["errorCode"].as_str()),
            (StatusCode::BAD_REQUEST, Some("request_param_err")),
            "{body}: {}",
            r.json
        );
    }
    // agent02 holds only daily wages: it has no dividend to share.
    let agent02 = c.login("agent02", "abc123").await;
    let r = post(
        &c,
        "/wps/agent/contracts/request",
        &agent02,
        json!({"type": "DIVIDEND", "downline": "agent02a", "rate": 10}),
    )
    .await;
    assert_refused(&r, "agent.contract.rate");
    assert!(r["message"].as_str().unwrap().contains("no Dividend contract"));
    // A full offer, with conditions, as the downline sees it.
    let r = request(json!({
        "type": "DIVIDEND", "downline": "agent01a", "rate": 30, "period": "WEEKLY",
        "activeMembers": 4, "periodValidBet": 8000, "periodProfitLoss": -1500, "remark": "Better terms"
    }))
    .await;
    assert_eq!(r["success"], true, "{r}");
    let view = &r["value"]["contract"];
    assert_eq!(
        (
            view["rate"].as_f64(),
            view["activeMembers"].as_u64(),
            view["periodValidBet"].as_f64(),
            view["periodProfitLoss"].as_f64()
        ),
        (Some(30.0), Some(4), Some(8000.0), Some(-1500.0))
    );
    assert_eq!((view["state"].as_str(), view["uplineType"].as_str()), (Some("PENDING"), Some("AGENT")));
    let sub = c.login("agent01a", "abc123").await;
    let notices = ok(&c, "/wps/agent/announcements", &sub).await;
    assert!(notices["list"].as_array().unwrap().iter().any(|n| n["title"] == "New Dividend contract offer"));
}

#[tokio::test]
async fn termination_requests_go_to_the_other_side() {
    let c = Client::new();
    at_midday(&c);
    let top = c.login("agent41", "abc123").await;
    let sub = c.login("agent41a", "abc123").await;
    // The seeded request: agent41a asks to end its real-time salary; agent41 answers.
    let open = find_contract(
        &contracts(&c, &top).await,
        "withDownlines",
        "REALTIME_SALARY",
        "agent41a",
        "TERMINATION_PENDING",
    )
    .clone();
    assert_eq!((open["requestType"].as_str(), open["requestedBy"].as_str()), (Some("TERMINATION"), Some("agent41a")));
    assert_eq!(open["actions"], json!(["ACCEPT", "REJECT", "TERMINATE"]));
    assert_refused(
        &post(&c, "/wps/agent/contracts/accept", &sub, json!({"contractId": open["id"]})).await,
        "agent.contract.forbidden",
    );
    let r = post(&c, "/wps/agent/contracts/reject", &top, json!({"contractId": open["id"]})).await;
    assert_eq!(
        (r["value"]["contract"]["state"].as_str(), r["value"]["contract"]["requestType"].clone()),
        (Some("ACTIVE"), Value::Null)
    );

    // Asked again, accepted this time: the contract ends and the flag drops.
    let r =
        post(&c, "/wps/agent/contracts/request", &sub, json!({"requestType": "TERMINATION", "contractId": open["id"]}))
            .await;
    assert_eq!(r["value"]["contract"]["state"], "TERMINATION_PENDING", "{r}");
    assert_refused(
        &post(
            &c,
            "/wps/agent/contracts/request",
            &sub,
            json!({"requestType": "TERMINATION", "contractId": open["id"]}),
        )
        .await,
        "agent.contract.state",
    );
    let r = post(&c, "/wps/agent/contracts/accept", &top, json!({"contractId": open["id"]})).await;
    assert_eq!(
        (r["value"]["contract"]["state"].as_str(), r["value"]["contract"]["endReason"].as_str()),
        (Some("TERMINATED"), Some("TERMINATION_ACCEPTED"))
    );
    let flags = ok(&c, "/wps/member/info/funds/consolidated", &sub).await;
    assert_eq!((flags["realtimesalreqtype"].as_u64(), flags["divtypereq"].as_u64()), (Some(0), Some(1)));
    // Ended contracts take no more requests.
    let r =
        post(&c, "/wps/agent/contracts/request", &top, json!({"requestType": "TERMINATION", "contractId": open["id"]}))
            .await;
    assert_refused(&r, "agent.contract.state");
    // Bets after the end earn agent41a no real-time salary.
    let before = ok(&c, "/wps/agent/salary/realtime", &sub).await["totalCount"].clone();
    place_bet(&c, "sunisa77", 100_000, 0);
    advance(&c, 5 * MINUTE);
    assert_eq!(ok(&c, "/wps/agent/salary/realtime", &sub).await["totalCount"], before);
}

#[tokio::test]
async fn only_the_upline_terminates_and_platform_contracts_are_the_operators() {
    let c = Client::new();
    let top = c.login("agent02", "abc123").await;
    let sub = c.login("agent02a", "abc123").await;
    let daily = find_contract(&contracts(&c, &sub).await, "withUpline", "DAILY_SALARY", "agent02", "ACTIVE").clone();
    assert_eq!(daily["actions"], json!(["REQUEST_TERMINATION"]));
    assert_refused(
        &post(&c, "/wps/agent/contracts/terminate", &sub, json!({"contractId": daily["id"]})).await,
        "agent.contract.forbidden",
    );
    let own = find_contract(&contracts(&c, &top).await, "withUpline", "DAILY_SALARY", "", "ACTIVE").clone();
    assert_eq!((own["uplineType"].as_str(), own["actions"].clone()), (Some("PLATFORM"), json!([])));
    let r =
        post(&c, "/wps/agent/contracts/request", &top, json!({"requestType": "TERMINATION", "contractId": own["id"]}))
            .await;
    assert_refused(&r, "agent.contract.forbidden");
    assert_eq!(r["message"], "Contracts with the platform are managed by the operator");
    assert_refused(
        &post(&c, "/wps/agent/contracts/terminate", &top, json!({"contractId": own["id"]})).await,
        "agent.contract.forbidden",
    );

    let r =
        post(&c, "/wps/agent/contracts/terminate", &top, json!({"contractId": daily["id"], "remark": "ปรับโครงสร้างทีม"}))
            .await;
    assert_eq!(
        (r["value"]["contract"]["state"].as_str(), r["value"]["contract"]["endReason"].as_str()),
        (Some("TERMINATED"), Some("TERMINATED_BY_UPLINE"))
    );
    assert_refused(
        &post(&c, "/wps/agent/contracts/terminate", &top, json!({"contractId": daily["id"]})).await,
        "agent.contract.state",
    );
    assert_eq!(ok(&c, "/wps/member/info/funds/consolidated", &sub).await["dailysalreqtype"], 0);
    let history = ok(&c, "/wps/agent/contracts?state=terminated", &sub).await;
    assert!(history["withUpline"].as_array().unwrap().iter().all(|c| c["state"] == "TERMINATED"));
    let rejected = ok(&c, "/wps/agent/contracts?type=daily&state=REJECTED", &sub).await;
    assert_eq!(rejected["withUpline"][0]["remark"], "ขอคงอัตราเดิม");
    assert_eq!(c.get("/wps/agent/contracts?state=SLEEPING", Some(&sub)).await.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_lower_upline_rate_terminates_the_chain_below_automatically() {
    let c = Client::new();
    let (a01, a01a, a01b) =
        (c.login("agent01", "abc123").await, c.login("agent01a", "abc123").await, c.login("agent01b", "abc123").await);
    // agent01b takes on a sub-agent with daily wages of its own: the chain is agent01 1.20% → agent01a
    // 0.90% → agent01b 0.70% → agent01c 0.60%.
    let r = c
        .encrypted(
            "PUT",
            "/wps/agent/downline/register",
            Some(&a01b),
            json!({"username": "agent01c", "password": "abc123", "isAgent": true}),
        )
        .await;
    assert_eq!(r.json["success"], true, "{}", r.json);
    let a01c = c.login("agent01c", "abc123").await;
    let r = post(
        &c,
        "/wps/agent/contracts/request",
        &a01b,
        json!({"type": "DAILY", "downline": "agent01c", "rate": 0.6, "activeMembers": 1}),
    )
    .await;
    let deepest = r["value"]["contract"]["id"].clone();
    assert_eq!(post(&c, "/wps/agent/contracts/accept", &a01c, json!({"contractId": deepest})).await["success"], true);
    assert_eq!(ok(&c, "/wps/member/info/funds/consolidated", &a01c).await["dailysalreqtype"], 1);

    // agent01 cuts agent01a to 0.50%: below the 0.70% agent01a pays agent01b.
    let r = post(
        &c,
        "/wps/agent/contracts/request",
        &a01,
        json!({"type": "DAILY_SALARY", "downline": "agent01a", "rate": 0.5}),
    )
    .await;
    assert_eq!(r["value"]["wouldTerminate"][0]["downline"], "agent01b", "{r}");
    let offer = r["value"]["contract"]["id"].clone();
    // Nothing changes until agent01a agrees.
    assert_eq!(ok(&c, "/wps/member/info/funds/consolidated", &a01b).await["dailysalreqtype"], 1);
    let r = post(&c, "/wps/agent/contracts/accept", &a01a, json!({"contractId": offer})).await;
    let ended: Vec<&str> =
        r["value"]["automaticallyEnded"].as_array().unwrap().iter().map(|e| e["downline"].as_str().unwrap()).collect();
    assert_eq!(ended, ["agent01b", "agent01c"], "{r}");

    let sub = find_contract(&contracts(&c, &a01a).await, "withUpline", "DAILY_SALARY", "agent01", "ACTIVE").clone();
    assert_eq!(sub["rate"], 0.5);
    let replaced =
        find_contract(&contracts(&c, &a01a).await, "withUpline", "DAILY_SALARY", "agent01", "TERMINATED").clone();
    assert_eq!(replaced["endReason"], "REPLACED");
    let b = find_contract(&contracts(&c, &a01b).await, "withUpline", "DAILY_SALARY", "agent01a", "TERMINATED").clone();
    assert_eq!((b["endReason"].as_str(), b["rate"].as_f64()), (Some("UPLINE_RATE_LOWERED"), Some(0.7)));
    let deep =
        find_contract(&contracts(&c, &a01c).await, "withUpline", "DAILY_SALARY", "agent01b", "TERMINATED").clone();
    assert_eq!(deep["endReason"], "UPLINE_CONTRACT_ENDED");
    for token in [&a01b, &a01c] {
        assert_eq!(ok(&c, "/wps/member/info/funds/consolidated", token).await["dailysalreqtype"], 0);
    }
    let notices = ok(&c, "/wps/agent/announcements", &a01b).await;
    let personal = notices["list"].as_array().unwrap().iter().find(|n| n["type"] == "PERSONAL").unwrap();
    assert_eq!(personal["title"], "Daily wages contract ended automatically");
    assert!(personal["content"].as_str().unwrap().contains("0.70%"));
    // agent01a may now offer agent01b at most its new rate.
    let r = post(
        &c,
        "/wps/agent/contracts/request",
        &a01a,
        json!({"type": "DAILY_SALARY", "downline": "agent01b", "rate": 0.6}),
    )
    .await;
    assert_refused(&r, "agent.contract.rate");
    let r = post(
        &c,
        "/wps/agent/contracts/request",
        &a01a,
        json!({"type": "DAILY_SALARY", "downline": "agent01b", "rate": 0.5}),
    )
    .await;
    assert_eq!(r["success"], true);
    // A rate at or above the downline's own leaves the chain alone.
    let r =
        post(&c, "/wps/agent/contracts/request", &a01, json!({"type": "DIVIDEND", "downline": "agent01a", "rate": 30}))
            .await;
    assert_eq!(r["value"]["wouldTerminate"], json!([]));
}

#[tokio::test]
async fn announcements_follow_agent_type_dates_language_and_personal_notices() {
    let c = Client::new();
    at_midday(&c);
    let titles = |v: &Value| -> Vec<String> {
        v["list"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap().to_owned()).collect()
    };
    let a41 = ok(&c, "/wps/agent/announcements", &c.login("agent41", "abc123").await).await;
    let a02 = ok(&c, "/wps/agent/announcements", &c.login("agent02", "abc123").await).await;
    assert!(titles(&a41).contains(&"Real-time salary for partner agents".to_owned()));
    assert!(!titles(&a02).contains(&"Real-time salary for partner agents".to_owned()));
    assert!(titles(&a02).contains(&"Songkran recruitment bonus".to_owned()));
    for list in [&a41, &a02] {
        assert_eq!(list["list"][0]["top"], true, "pinned first");
        assert!(
            !titles(list).iter().any(|t| t.contains("maintenance finished") || t.contains("next month")),
            "expired and future notices hidden"
        );
    }
    assert!(titles(&a41).contains(&"Real-time salary contract: termination requested".to_owned()));
    assert!(!titles(&a02).iter().any(|t| t.contains("termination requested")), "personal notices are personal");

    let token = c.login("agent02", "abc123").await;
    let req = Client::request("GET", "/wps/agent/announcements?pageSize=1", Some(&token)).header("Language", "TH");
    let thai = c.send(req.body(Body::empty()).unwrap()).await.json;
    assert_eq!(thai["value"]["list"][0]["title"], "กำหนดการจ่ายค่าคอมมิชชั่นและเงินเดือน");
    assert_eq!(
        (thai["value"]["pageSize"].as_u64(), thai["value"]["totalPages"].as_u64()),
        (Some(1), a02["totalCount"].as_u64())
    );
    // A notice whose start date arrives shows up.
    advance(&c, 4 * DAY);
    assert!(
        titles(&ok(&c, "/wps/agent/announcements", &token).await).contains(&"New dividend tiers next month".to_owned())
    );
}

#[tokio::test]
async fn the_seeded_ledger_is_consistent() {
    let c = Client::new();
    let db = db(&c);
    let mut seen = std::collections::HashMap::<MemberId, i64>::new();
    for member in db.members.values().filter(|m| m.upline.is_some() && m.customer_type == customer_type::MEMBER) {
        assert!(member.balance_cents >= 0, "{}", member.username);
        // A running balance: each entry moves the previous balance by its amount, and the last one
        // is the member's balance. (Accounts older than the seeded history open with a balance.)
        let mut entries: Vec<_> = db.ledger.transactions.iter().filter(|t| t.member_id == member.id).collect();
        entries.sort_by_key(|t| (t.time_ms, t.id));
        for pair in entries.windows(2) {
            assert_eq!(
                pair[1].balance_after_cents,
                pair[0].balance_after_cents + pair[1].amount_cents,
                "{}",
                member.username
            );
        }
        if let Some(last) = entries.last() {
            assert_eq!(last.balance_after_cents, member.balance_cents, "{}", member.username);
        }
        seen.insert(member.id, member.balance_cents);
    }
    assert!(seen.len() >= 40);
    assert!(db.ledger.bets.iter().all(|b| b.time_ms < db.agent.now()), "no bet in the future");
    let vendors: std::collections::BTreeSet<&str> = db.ledger.bets.iter().map(|b| b.vendor.as_str()).collect();
    assert!(vendors.len() >= 8, "{vendors:?}");
}

#[tokio::test]
async fn the_agency_state_survives_persistence() {
    let c = Client::new();
    let token = c.login("agent01", "abc123").await;
    let r = post(
        &c,
        "/wps/agent/contracts/request",
        &token,
        json!({"type": "DIVIDEND", "downline": "agent01a", "rate": 20}),
    )
    .await;
    assert_eq!(r["success"], true);
    let db = db(&c);
    let json = serde_json::to_string(&*db).unwrap();
    let back: Db = serde_json::from_str(&json).unwrap();
    assert_eq!(serde_json::to_value(&back.agent).unwrap(), serde_json::to_value(&db.agent).unwrap());
    assert_eq!(back.agent.contracts.last().unwrap().state, upstream_mocks::agent::ContractState::Pending);
    // An older file without the agency's fields still loads.
    let bare: upstream_mocks::agent::AgentState = serde_json::from_str("{}").unwrap();
    assert!(bare.contracts.is_empty() && bare.clock_offset_ms == 0);
}

/// The agency clock admin call's answer for the demo merchant.
async fn agency_clock(c: &Client, method: &str, body: Option<Value>) -> common::Reply {
    c.admin(method, &format!("/__admin/agent/clock?merchant={MERCHANT}"), body).await
}

#[tokio::test]
async fn the_agency_clock_moves_on_and_settles_what_closed_on_the_way() {
    let c = Client::new();
    let r = agency_clock(&c, "GET", None).await;
    assert_eq!((r.status, r.json["value"][0]["offsetMs"].as_i64()), (StatusCode::OK, Some(0)), "{}", r.json);
    at_midday(&c);
    let sub = c.login("agent01a", "abc123").await;
    let count = ok(&c, "/wps/agent/salary/realtime?pageSize=1", &sub).await["totalCount"].as_u64().unwrap();
    // A member of agent01a's team loses 250.00 now, through the admin bet.
    let before = balance(&c, "malee1990");
    let r =
        c.admin("POST", "/__admin/agent/bets", Some(json!({"username": "malee1990", "stake": 250, "payout": 0}))).await;
    assert_eq!(r.json["success"], true, "{}", r.json);
    assert_eq!(cents(&r.json["value"][0]["balance"]), before - 25_000);
    let bet_time = r.json["value"][0]["time"].as_i64().unwrap();
    assert_eq!(bet_time, db(&c).ledger.bets.last().unwrap().time_ms);

    // Five minutes on: the period closes and is settled by the admin call itself.
    let settled = db(&c).agent.settlements.len();
    let r = agency_clock(&c, "PUT", Some(json!({"advanceMinutes": 5}))).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.json);
    let offset = r.json["value"][0]["offsetMs"].as_i64().unwrap();
    assert!(r.json["value"][0]["nowMs"].as_i64().unwrap() >= bet_time + 5 * MINUTE);
    assert!(db(&c).agent.settlements.len() > settled, "settled without an agent call");
    let v = ok(&c, "/wps/agent/salary/realtime?pageSize=1", &sub).await;
    assert_eq!(v["totalCount"].as_u64(), Some(count + 1));
    assert_eq!((cents(&v["list"][0]["validBet"]), cents(&v["list"][0]["amount"])), (25_000, 50));

    // Refusals change nothing.
    for body in [
        json!({}),
        json!({"offsetMs": 1, "advanceMinutes": 1}),
        json!({"advanceMinutes": 0}),
        json!({"advanceMinutes": -5}),
        json!({"offsetMs": -60000}),
        json!({"offsetMs": 400_i64 * 10 * DAY}),
        json!({"advanceMinutes": i64::MAX}),
        json!({"byMs": 60000}),
    ] {
        let r = agency_clock(&c, "PUT", Some(body.clone())).await;
        assert_eq!(
            (r.status, r.json["errorCode"].as_str()),
            (StatusCode::BAD_REQUEST, Some("request_param_err")),
            "{body}"
        );
    }
    assert_eq!(db(&c).agent.clock_offset_ms, offset);
    let r = agency_clock(&c, "PUT", Some(json!({"offsetMs": offset + DAY}))).await;
    assert_eq!(r.json["value"][0]["offsetMs"].as_i64(), Some(offset + DAY));
    let r = agency_clock(&c, "DELETE", None).await;
    assert_eq!(r.json["value"][0]["offsetMs"].as_i64(), Some(0));
    assert_eq!(db(&c).agent.clock_offset_ms, 0);
    // The admin token guards it; an unknown merchant is a 404.
    let req = Client::request("GET", "/__admin/agent/clock", None).body(Body::empty()).unwrap();
    assert_eq!(c.send(req).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(c.admin("GET", "/__admin/agent/clock?merchant=nobody", None).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn admin_bets_are_checked_against_the_member_and_its_balance() {
    let c = Client::new();
    let before = (balance(&c, "malee1990"), db(&c).ledger.bets.len());
    let r = c
        .admin("POST", "/__admin/agent/bets", Some(json!({"username": "malee1990", "stake": 5_000_000, "payout": 0})))
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "over the games' limit: {}", r.json);
    let stake = money_of(before.0) + 1.0;
    let r = c
        .admin("POST", "/__admin/agent/bets", Some(json!({"username": "malee1990", "stake": stake, "payout": 0})))
        .await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.json);
    for body in [
        json!({"username": "malee1990", "stake": 0, "payout": 0}),
        json!({"username": "malee1990", "stake": 10, "payout": -1}),
        json!({"username": "malee1990", "stake": 10}),
    ] {
        assert_eq!(
            c.admin("POST", "/__admin/agent/bets", Some(body.clone())).await.status,
            StatusCode::BAD_REQUEST,
            "{body}"
        );
    }
    let r =
        c.admin("POST", "/__admin/agent/bets", Some(json!({"username": "nobody99", "stake": 1, "payout": 0}))).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    assert_eq!((balance(&c, "malee1990"), db(&c).ledger.bets.len()), before, "nothing recorded");
    // A win moves the balance up, with its ledger entry.
    let r = c
        .admin("POST", "/__admin/agent/bets", Some(json!({"username": "malee1990", "stake": 10, "payout": 25.5})))
        .await;
    assert_eq!(cents(&r.json["value"][0]["balance"]), before.0 + 1_550);
    let db = db(&c);
    let last = db.ledger.transactions_of(id_of_locked(&db, "malee1990")).next().unwrap();
    assert_eq!((last.kind, last.amount_cents), (TxKind::BetSettlement, 1_550));
}

fn money_of(cents: i64) -> f64 {
    cents as f64 / 100.0
}

#[tokio::test]
async fn the_agency_reset_puts_agents_teams_contracts_and_notices_back_to_the_seed() {
    let c = Client::new();
    let (a01, a01a) = (c.login("agent01", "abc123").await, c.login("agent01a", "abc123").await);
    let seeded_flags = ok(&c, "/wps/member/info/funds/consolidated", &a01a).await;
    let seeded_contracts = contracts(&c, &a01a).await;
    let seeded_team = ok(&c, "/wps/agent/team/members?level=all&pageSize=100", &a01).await;
    assert_eq!(seeded_flags["contracthoursalreq"], 2);
    // Change a lot: agent01a accepts its hourly offer, agent01 cuts its daily wages (agent01b's ends),
    // agent01 sends a downline money and registers another, members bet, the clock runs a day on.
    let offer = find_contract(&seeded_contracts, "withUpline", "HOURLY_SALARY", "agent01", "PENDING")["id"].clone();
    assert_eq!(post(&c, "/wps/agent/contracts/accept", &a01a, json!({"contractId": offer})).await["success"], true);
    let r = post(
        &c,
        "/wps/agent/contracts/request",
        &a01,
        json!({"type": "DAILY_SALARY", "downline": "agent01a", "rate": 0.5}),
    )
    .await;
    let cut = r["value"]["contract"]["id"].clone();
    assert_eq!(post(&c, "/wps/agent/contracts/accept", &a01a, json!({"contractId": cut})).await["success"], true);
    let r = c
        .encrypted(
            "POST",
            "/wps/agent/downline/transfer",
            Some(&a01),
            json!({"username": "narong99", "amount": 500, "password": "abc123"}),
        )
        .await;
    assert_eq!(r.json["success"], true, "{}", r.json);
    let r = c
        .encrypted(
            "PUT",
            "/wps/agent/downline/register",
            Some(&a01),
            json!({"username": "resetme01", "password": "abc123"}),
        )
        .await;
    assert_eq!(r.json["success"], true, "{}", r.json);
    c.admin("POST", "/__admin/agent/bets", Some(json!({"username": "somchai88", "stake": 100, "payout": 0}))).await;
    agency_clock(&c, "PUT", Some(json!({"advanceMinutes": 24 * 60}))).await;
    assert_eq!(
        ok(&c, "/wps/member/info/funds/consolidated", &c.login("agent01b", "abc123").await).await["dailysalreqtype"],
        0
    );

    let r = c.admin("POST", &format!("/__admin/agent/reset?merchant={MERCHANT}"), None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.json);
    let answer = &r.json["value"][0];
    assert_eq!(answer["detached"], json!(["resetme01"]));
    let fresh = upstream_mocks::seed::database();
    let agent_names: Vec<&str> =
        answer["agents"].as_array().unwrap().iter().map(|a| a["userName"].as_str().unwrap()).collect();
    assert_eq!(
        agent_names,
        ["agent01", "agent01a", "agent01b", "agent02", "agent02a", "agent41", "agent41a", "agent42", "agent42a"]
    );
    // Balances are a fresh seed's (the seed is deterministic), and the answer tells them.
    for name in ["agent01", "agent01a", "narong99", "somchai88"] {
        let seeded = fresh.member_by_name(name).unwrap().balance_cents;
        assert_eq!(balance(&c, name), seeded, "{name}");
    }
    assert_eq!(cents(&answer["agents"][0]["balance"]), fresh.member_by_name("agent01").unwrap().balance_cents);
    // Sessions stay; contracts, flags, team and notices are the seed's again; the clock is the wall clock's.
    assert_eq!(db(&c).agent.clock_offset_ms, 0);
    assert_eq!(ok(&c, "/wps/member/info/funds/consolidated", &a01a).await["contracthoursalreq"], 2);
    let again = contracts(&c, &a01a).await;
    let ids = |v: &Value, side: &str| -> Vec<(Value, Value, Value)> {
        v[side].as_array().unwrap().iter().map(|c| (c["id"].clone(), c["state"].clone(), c["rate"].clone())).collect()
    };
    assert_eq!(ids(&again, "withUpline"), ids(&seeded_contracts, "withUpline"));
    assert_eq!(ids(&again, "withDownlines"), ids(&seeded_contracts, "withDownlines"));
    let team = ok(&c, "/wps/agent/team/members?level=all&pageSize=100", &a01).await;
    assert_eq!(team["totalCount"], seeded_team["totalCount"]);
    assert!(ok(&c, "/wps/agent/team/members?username=resetme01", &a01).await["list"].as_array().unwrap().is_empty());
    let notices = ok(&c, "/wps/agent/announcements", &c.login("agent01b", "abc123").await).await;
    assert!(!notices["list"].as_array().unwrap().iter().any(|n| n["type"] == "PERSONAL"), "{notices}");
    // The detached account lives on, outside any team.
    let detached = c.login("resetme01", "abc123").await;
    assert_eq!(ok(&c, "/wps/member/info/funds/consolidated", &detached).await["info"]["uplineName"], Value::Null);
    // The ledger is consistent again: each member's last entry is its balance.
    let db = db(&c);
    for name in ["agent01", "agent01a", "narong99"] {
        let id = id_of_locked(&db, name);
        let last =
            db.ledger.transactions.iter().filter(|t| t.member_id == id).max_by_key(|t| (t.time_ms, t.id)).unwrap();
        assert_eq!(last.balance_after_cents, db.members[&id].balance_cents, "{name}");
    }
}
