//! `/__admin`: switches for integrators and tests, guarded by the admin token. Never part of the
//! upstream's own surface. Every call that is not a read counts as a configuration change (the
//! pre-rendered system status is rebuilt) and as a change to persist.

use std::sync::Arc;

use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};

use crate::admin_resource::ContentAdmin;
use crate::content::admin::{Banners, Notices};
use crate::faults::Faults;
use crate::games::pinned::{HotMatches, Pinned, PopularGames, RankList, VendorCards, Winners};
use crate::reply::{Answer, Fail};
use crate::state::{Db, Member, Mock, SystemSwitches, money, now_ms};
use crate::system::admin::{CustomerServiceLinks, Domains, Help, Resources, Site};

/// The admin routes.
pub fn router(mock: Arc<Mock>) -> Router<Arc<Mock>> {
    Router::new()
        .route("/sessions", get(sessions))
        .route("/system", get(get_system).put(put_system))
        .route("/faults", get(get_faults).put(put_faults).delete(clear_faults))
        .route("/connections/reset", post(reset_connections))
        .route("/rsa/rotate", post(rotate_key))
        .route("/members/{username}/kill-sessions", post(kill_sessions))
        .route("/requests", get(crate::journal::list).delete(crate::journal::clear))
        .route("/scenario", get(crate::scenario::read).put(crate::scenario::put))
        .route("/members", post(add_member))
        .route("/openapi.json", get(crate::admin_openapi::serve))
        .merge(crate::system::admin::modules_routes())
        .merge(content_routes())
        .merge(crate::access::admin_routes())
        .merge(crate::games::admin::routes())
        .merge(crate::lottery::admin::routes())
        .merge(crate::wallet::admin::routes())
        .merge(crate::agent::admin::routes())
        .fallback(unknown_call)
        .layer(middleware::from_fn_with_state(mock, guard))
}

/// A path under `/__admin` that is no admin call (rather than the upstream's gateway refusing it).
async fn unknown_call() -> Fail {
    Fail::new(StatusCode::NOT_FOUND, "admin.call.unknown", "No such admin call: GET /__admin/openapi.json lists them")
}

/// `/__admin/content/<kind>`: every kind of site content a test can inject, replace or clear.
fn content_routes() -> Router<Arc<Mock>> {
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
        .into_router()
}

/// A merchant's clock of one area (lottery, agency), as its admin call answers.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Clock {
    pub merchant: String,
    /// Added to the wall clock.
    pub offset_ms: i64,
    /// The area's clock now, epoch ms.
    pub now_ms: i64,
}

/// The `?merchant=` of an admin call: one merchant, or every merchant when absent.
#[derive(Debug, Deserialize)]
pub struct AdminMerchant {
    pub merchant: Option<String>,
}

/// The databases an admin call applies to (404 when the named merchant is not served).
pub(crate) fn merchants<'a>(mock: &'a Mock, wanted: &Option<String>) -> Result<Vec<(&'a String, &'a Mutex<Db>)>, Fail> {
    let all: Vec<_> = mock.databases().filter(|(code, _)| wanted.as_ref().is_none_or(|w| w == *code)).collect();
    if all.is_empty() {
        return Err(Fail::new(StatusCode::NOT_FOUND, "merchant.not.exist", "No such merchant"));
    }
    Ok(all)
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

async fn put_system(State(mock): State<Arc<Mock>>, body: axum::body::Bytes) -> Result<Answer<SystemSwitches>, Fail> {
    let switches: SystemSwitches =
        serde_json::from_slice(&body).map_err(|e| Fail::bad_param(format!("Invalid switches: {e}")))?;
    *mock.switches.write() = switches.clone();
    Ok(Answer(switches))
}

async fn get_faults(State(mock): State<Arc<Mock>>) -> Answer<Faults> {
    Answer(mock.faults.read().clone())
}

async fn put_faults(State(mock): State<Arc<Mock>>, body: axum::body::Bytes) -> Result<Answer<Faults>, Fail> {
    let faults: Faults = serde_json::from_slice(&body).map_err(|e| Fail::bad_param(format!("Invalid faults: {e}")))?;
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
    id: crate::state::MemberId,
    user_name: String,
    customer_type: i32,
    balance: f64,
}

/// `POST /__admin/members[?merchant=]`: a member or agent with a balance, in an agent's team when
/// `upline` names one. A taken user name is refused with 409, an unknown or non-agent upline with 404.
async fn add_member(
    State(mock): State<Arc<Mock>>,
    axum::extract::Query(which): axum::extract::Query<AdminMerchant>,
    body: axum::body::Bytes,
) -> Result<Answer<Vec<AddedMember>>, Fail> {
    let wanted: crate::scenario::NewMember =
        serde_json::from_slice(&body).map_err(|e| Fail::bad_param(format!("Invalid member: {e}")))?;
    let kind = wanted.customer_type().map_err(Fail::bad_param)?;
    let rows = merchants(&mock, &which.merchant)?;
    // Checked on every merchant before any changes, so a refusal changes nothing.
    for (_, db) in &rows {
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
    let mut answer = Vec::new();
    for (merchant, db) in rows {
        let mut db = db.lock();
        let upline = wanted.upline.as_ref().and_then(|u| db.member_by_name(u)).map(|m| m.id);
        let now = now_ms();
        let id = db.add_member(Member {
            upline,
            payment_password: wanted.payment_password.clone(),
            ..Member::new(&wanted.username, &wanted.password, kind, now)
        });
        if cents > 0 {
            crate::wallet::post(&mut db, id, crate::ledger::TxKind::Adjustment, cents, "Opening balance", now)?;
        }
        answer.push(AddedMember {
            merchant: merchant.clone(),
            id,
            user_name: wanted.username.clone(),
            customer_type: kind,
            balance: money(cents),
        });
    }
    answer.sort_by(|a, b| a.merchant.cmp(&b.merchant));
    Ok(Answer(answer))
}
