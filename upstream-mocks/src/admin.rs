//! `/__admin`: switches for integrators and tests, guarded by the admin token. Never part of the
//! upstream's own surface. Every call that is not a read counts as a configuration change (the
//! pre-rendered system status is rebuilt) and as a change to persist.
//!
//! The router is made from the admin calls' rows ([`calls`]): the mock-wide calls described here,
//! each area's (`admin_calls()` in its admin module) and the content kinds'
//! ([`crate::admin_resource`]). The same rows render `/__admin/openapi.json`
//! ([`crate::admin_openapi`]), so a route exists if and only if it is described.

use std::collections::BTreeSet;
use std::sync::Arc;

use axum::extract::{Path, Request, State};
use axum::http::{Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::{Json, Router};
use serde::Serialize;
use utoipa::openapi::OpenApi;

use crate::admin_call::{AdminMerchant, Call, MERCHANT, Param, each_merchant, merchants};
use crate::admin_resource::ContentAdmin;
use crate::base::{Member, money, now_ms};
use crate::content::admin::{Banners, Notices};
use crate::faults::Faults;
use crate::games::pinned::{HotMatches, Pinned, PopularGames, RankList, VendorCards, Winners};
use crate::input::{Document, QueryFields};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Mock, SystemSwitches};
use crate::system::admin::{CustomerServiceLinks, Domains, Help, Resources, Site};

/// The admin routes: one per described call.
/// The admin router; `surface` is the whole mock a scenario is carried out through.
pub fn router(mock: Arc<Mock>, surface: crate::scenario::Surface<Mock>) -> Router<Arc<Mock>> {
    crate::admin_call::router(calls())
        .fallback(unknown_call)
        .layer(axum::Extension(surface))
        .layer(middleware::from_fn_with_state(mock, guard))
}

/// Every admin call: the mock-wide ones, each area's, and the content kinds'.
pub fn calls() -> Vec<Call> {
    let mut calls = mock_wide_calls();
    calls.extend(crate::system::admin::admin_calls());
    calls.extend(crate::access::admin_calls());
    calls.extend(crate::games::admin::admin_calls());
    calls.extend(crate::lottery::admin::admin_calls());
    calls.extend(crate::wallet::admin::admin_calls());
    calls.extend(crate::agent::admin::admin_calls());
    calls.extend(crate::rewards::admin::admin_calls());
    calls.extend(content_kinds().into_calls());
    calls
}

/// The calls that belong to no area: the mock as a whole, its members, journal and scenarios.
fn mock_wide_calls() -> Vec<Call> {
    const FAULTS: &str = r#"{"latency": null, "errors": [], "gameRelayUnavailable": 0.0, "refuseConnections": false, "resetConnections": 0.0}"#;
    const SCENARIO: &str = r#"{"description": "…", "system": {"maintenance": true}}"#;
    const AS_SHIPPED: &str = r#"{"withoutInventedModules": false, "refusedMethods": {}, "customerService": "both", "omittedFields": {}, "absentCalls": []}"#;
    const DIALECT: &str = r#"{"withoutInventedModules": true, "refusedMethods": {"/wps/session/logout": ["POST"]}, "customerService": "pathList", "omittedFields": {"/wps/member/info": ["value.clubLabel"]}, "absentCalls": ["/wps/agent/team/*"]}"#;
    vec![
        Call::new(Method::GET, "/openapi.json", "This description", r#"{"openapi": "3.1.0"}"#, openapi).bare(),
        Call::new(
            Method::GET,
            "/sessions",
            "Live sessions",
            r#"[{"merchant": "veneerdemo", "userName": "demo01", "token": "…"}]"#,
            sessions,
        )
        .bare(),
        Call::new(
            Method::GET,
            "/system",
            "The system switches",
            r#"{"maintenance": false, "blockedIps": [], "requireV3": false, "singleSession": false}"#,
            get_system,
        ),
        Call::new(
            Method::PUT,
            "/system",
            "Replace the system switches (a field left out is off; an unknown one is refused)",
            r#"{"maintenance": true, "blockedIps": ["203.0.113.9"], "requireV3": false, "singleSession": false}"#,
            put_system,
        )
        .body(r#"{"maintenance": true, "blockedIps": ["203.0.113.9"]}"#),
        Call::new(Method::GET, "/dialect", "How the mock speaks: as shipped, or as another upstream would", AS_SHIPPED, crate::dialect::get::<Mock>),
        Call::new(
            Method::PUT,
            "/dialect",
            "Answer as another upstream would: without the invented module ids, methods refused, the customer-service link in one place, fields left out, calls absent",
            DIALECT,
            crate::dialect::put::<Mock>,
        )
        .body(DIALECT),
        Call::new(Method::DELETE, "/dialect", "Speak as shipped again", AS_SHIPPED, crate::dialect::clear::<Mock>),
        Call::new(Method::GET, "/faults", "The faults in force", FAULTS, get_faults),
        Call::new(
            Method::PUT,
            "/faults",
            "Replace the faults: latency, error rates by path, flaky game relays, refused or reset connections",
            r#"{"latency": {"fixed": "300ms", "jitter": "200ms", "paths": "/wps/relay/*"}, "errors": [], "gameRelayUnavailable": 0.25, "refuseConnections": false, "resetConnections": 0.0}"#,
            put_faults,
        )
        .body(r#"{"latency": {"fixed": "300ms", "jitter": "200ms", "paths": "/wps/relay/*"}, "errors": [{"path": "/wps/system/status", "rate": 0.5, "status": 503, "errorCode": "system.busy"}], "gameRelayUnavailable": 0.25}"#),
        Call::new(Method::DELETE, "/faults", "No faults", FAULTS, clear_faults),
        Call::new(
            Method::POST,
            "/connections/reset",
            "Reset every open connection once",
            r#""open connections reset""#,
            reset_connections,
        ),
        Call::new(
            Method::POST,
            "/rsa/rotate",
            "A new RSA key: clients holding the old modulus are refused until they fetch it again",
            r#""c3a1…(the new modulus, hex)""#,
            rotate_key,
        ),
        Call::new(
            Method::POST,
            "/members",
            "Add a member or agent with a balance, in an agent's team when upline names one",
            r#"[{"merchant": "veneerdemo", "id": 120, "userName": "wd01", "customerType": 0, "balance": 20000.0}]"#,
            add_member,
        )
        .query(&[MERCHANT])
        .body(r#"{"username": "wd01", "password": "abc123", "balance": 20000, "role": "member", "upline": "agent01", "paymentPassword": "246810"}"#)
        .conflict("The user name is taken", "USER_EXIST"),
        Call::new(
            Method::POST,
            "/members/{username}/kill-sessions",
            "End the member's sessions (logged out from another device)",
            "1",
            kill_sessions,
        ),
        Call::new(
            Method::POST,
            "/members/{username}/reset",
            "A seeded member's balances and records (ledger, wallet, rewards) back to the seed; sessions stay",
            r#"[{"merchant": "veneerdemo", "userName": "demo01", "sumBalance": 12345.67}]"#,
            reset_member,
        )
        .query(&[MERCHANT])
        .conflict("The member is not a seeded one", "member.not.seeded"),
        Call::new(
            Method::GET,
            "/requests",
            "The request journal: what reached the upstream's surface, with what the mock made of it and answered (passwords, the token and cookies masked)",
            r#"[{"id": 7, "time": "2026-11-25T07:00:00.123Z", "method": "POST", "path": "/wps/session/login", "headers": [["merchant", "veneerdemo"], ["authorization", "***"]], "body": "{\"password\":\"***\",\"username\":\"demo01\"}", "decrypted": true, "truncated": false, "refusal": null, "status": 200, "errorCode": null, "success": true}]"#,
            crate::journal::list::<Mock>,
        )
        .query(&[
            Param::text("path", "entries whose path (with its query) contains this"),
            Param::flag("errors", "true: only answers that were not a success"),
            Param::text("since", "an entry id (the entries after it) or an RFC 3339 time (the entries from then on)"),
        ])
        .bare(),
        Call::new(Method::DELETE, "/requests", "Empty the journal", r#""journal cleared""#, crate::journal::clear::<Mock>),
        Call::new(Method::GET, "/scenario", "The scenario in force (null before any)", SCENARIO, crate::scenario::read::<Mock>),
        Call::new(
            Method::PUT,
            "/scenario",
            "Carry a scenario out: TOML, or JSON with Content-Type application/json",
            SCENARIO,
            crate::scenario::put::<Mock>,
        )
        .body(r#"{"description": "maintenance", "system": {"maintenance": true}, "members": [{"username": "wd01", "password": "abc123", "balance": 20000}], "withdrawals": [{"username": "wd01", "amount": 1500}]}"#)
        .or_toml(),
    ]
}

/// `GET /__admin/openapi.json`: the document itself, not in the envelope (tools read it as it is).
async fn openapi() -> Json<OpenApi> {
    Json(crate::admin_openapi::document(&calls()))
}

/// A path under `/__admin` that is no admin call (rather than the upstream's gateway refusing it).
async fn unknown_call() -> Fail {
    Fail::new(StatusCode::NOT_FOUND, "admin.call.unknown", "No such admin call: GET /__admin/openapi.json lists them")
}

/// Every kind of site content a test can inject, replace or clear, each under the area that owns it.
fn content_kinds() -> ContentAdmin {
    ContentAdmin::default()
        .kind::<Banners>()
        .kind::<Notices>()
        .kind::<Help>()
        .kind::<Resources>()
        .kind::<CustomerServiceLinks>()
        .kind::<Domains>()
        .kind::<Site>()
        .kind::<Pinned<Winners>>()
        .kind::<Pinned<RankList>>()
        .kind::<Pinned<HotMatches>>()
        .kind::<Pinned<PopularGames>>()
        .kind::<Pinned<VendorCards>>()
}

async fn guard(State(mock): State<Arc<Mock>>, req: Request, next: Next) -> Response {
    let given = req.headers().get("x-admin-token").and_then(|v| v.to_str().ok());
    if given != Some(mock.settings.admin_token.as_str()) {
        return Fail::new(StatusCode::UNAUTHORIZED, "admin.token.invalid", "X-Admin-Token is missing or wrong")
            .into_response();
    }
    let writes = req.method() != axum::http::Method::GET;
    let response = next.run(req).await;
    if writes {
        mock.config_changed();
        mock.dirty.mark();
    }
    response
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SessionRow {
    merchant: String,
    user_name: String,
    token: String,
}

async fn sessions(State(mock): State<Arc<Mock>>) -> Json<Vec<SessionRow>> {
    let mut rows = Vec::new();
    for (merchant, db) in mock.databases() {
        let db = db.lock();
        for (token, session) in &db.sessions {
            if let Some(member) = db.members.get(&session.member_id) {
                rows.push(SessionRow {
                    merchant: merchant.clone(),
                    user_name: member.username.clone(),
                    token: token.clone(),
                });
            }
        }
    }
    Json(rows)
}

async fn get_system(State(mock): State<Arc<Mock>>) -> Answer<SystemSwitches> {
    Answer(mock.switches.read().clone())
}

async fn put_system(
    State(mock): State<Arc<Mock>>,
    Document(switches): Document<SystemSwitches>,
) -> Result<Answer<SystemSwitches>, Fail> {
    switches.validate().map_err(Fail::bad_param)?;
    *mock.switches.write() = switches.clone();
    Ok(Answer(switches))
}

async fn get_faults(State(mock): State<Arc<Mock>>) -> Answer<Faults> {
    Answer(mock.faults.read().clone())
}

async fn put_faults(State(mock): State<Arc<Mock>>, Document(faults): Document<Faults>) -> Result<Answer<Faults>, Fail> {
    faults.validate().map_err(Fail::bad_param)?;
    if faults.refuse_connections {
        mock.connections.reset_open_connections();
    }
    tracing::warn!(?faults, "faults changed");
    *mock.faults.write() = faults.clone();
    Ok(Answer(faults))
}

async fn clear_faults(State(mock): State<Arc<Mock>>) -> Answer<Faults> {
    *mock.faults.write() = Faults::default();
    Answer(Faults::default())
}

async fn reset_connections(State(mock): State<Arc<Mock>>) -> Answer<&'static str> {
    mock.connections.reset_open_connections();
    Answer("open connections reset")
}

async fn rotate_key(State(mock): State<Arc<Mock>>) -> Answer<String> {
    Answer(mock.rotate_key().modulus().as_hex().to_owned())
}

async fn kill_sessions(State(mock): State<Arc<Mock>>, Path(username): Path<String>) -> Result<Answer<usize>, Fail> {
    let mut killed = None;
    for (_, db) in mock.databases() {
        let mut db = db.lock();
        if let Some(id) = db.member_by_name(&username).map(|m| m.id) {
            *killed.get_or_insert(0) += db.kill_sessions_of(id);
        }
    }
    killed.map(Answer).ok_or_else(|| Fail::new(StatusCode::NOT_FOUND, "USER_NOT_EXIST", "No such member"))
}

/// A member just added.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AddedMember {
    merchant: String,
    id: crate::base::MemberId,
    user_name: String,
    customer_type: i32,
    balance: f64,
}

/// `POST /__admin/members[?merchant=]`: a member or agent with a balance, in an agent's team when
/// `upline` names one. A taken user name is refused with 409, an unknown or non-agent upline with 404.
async fn add_member(
    State(mock): State<Arc<Mock>>,
    QueryFields(which): QueryFields<AdminMerchant>,
    Document(wanted): Document<crate::scenario::NewMember>,
) -> Result<Answer<Vec<AddedMember>>, Fail> {
    let kind = wanted.customer_type().map_err(Fail::bad_param)?;
    // Checked on every merchant before any changes, so a refusal changes nothing.
    for (_, db) in merchants(&mock, which.merchant.as_deref())? {
        let db = db.lock();
        if db.member_by_name(&wanted.username).is_some() {
            return Err(Fail::new(StatusCode::CONFLICT, "USER_EXIST", format!("{} exists already", wanted.username)));
        }
        if let Some(upline) = &wanted.upline
            && db.member_by_name(upline).is_none_or(|m| !crate::agent::is_agent_type(m.customer_type))
        {
            return Err(Fail::new(StatusCode::NOT_FOUND, "USER_NOT_EXIST", format!("{upline} is not an agent")));
        }
    }
    let cents = (wanted.balance * 100.0).round() as i64;
    each_merchant(&mock, &which, |merchant, db| {
        let upline = wanted.upline.as_ref().and_then(|u| db.member_by_name(u)).map(|m| m.id);
        let now = now_ms();
        let id = db.add_member(Member {
            upline,
            payment_password: wanted.payment_password.clone(),
            ..Member::new(&wanted.username, &wanted.password, kind, now)
        });
        if cents > 0 {
            crate::wallet::post(db, id, crate::ledger::TxKind::Adjustment, cents, "Opening balance", now)?;
        }
        Ok(AddedMember {
            merchant: merchant.to_owned(),
            id,
            user_name: wanted.username.clone(),
            customer_type: kind,
            balance: money(cents),
        })
    })
}

/// A member's state after a reset.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ResetMember {
    merchant: String,
    user_name: String,
    /// The main wallet plus the game wallets.
    sum_balance: f64,
}

/// `POST /__admin/members/{username}/reset[?merchant=]`: puts a seeded member's balances (main and
/// game wallets, points), payment password and records (ledger, bets, deposits, withdrawals, bank
/// cards, rebate, points, promotions, tickets, missions, mailbox) back to a fresh seed's. Sessions
/// and the login password stay: a logged-in test goes on.
async fn reset_member(
    State(mock): State<Arc<Mock>>,
    Path(username): Path<String>,
    QueryFields(which): QueryFields<AdminMerchant>,
) -> Reply<Vec<ResetMember>> {
    let mut answer = Vec::new();
    for (merchant, db) in merchants(&mock, which.merchant.as_deref())? {
        let mut db = db.lock();
        let Some(id) = db.member_by_name(&username).map(|m| m.id) else { continue };
        let fresh = crate::seed::database();
        if fresh.members.get(&id).is_none_or(|m| !m.username.eq_ignore_ascii_case(&username)) {
            return Err(Fail::new(
                StatusCode::CONFLICT,
                "member.not.seeded",
                format!("{username} is not a seeded member"),
            ));
        }
        db.reset_members(fresh, &BTreeSet::from([id]));
        let sum = crate::wallet::admin::sum_balance(&db, id);
        answer.push(ResetMember { merchant: merchant.clone(), user_name: username.clone(), sum_balance: money(sum) });
    }
    if answer.is_empty() {
        return Err(Fail::new(StatusCode::NOT_FOUND, "USER_NOT_EXIST", "No such member"));
    }
    Ok(Answer(answer))
}
