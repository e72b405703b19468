//! Sign-in and sign-out: the RSA key, login and logout.

use std::sync::Arc;

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::{delete, get, post};
use serde::{Deserialize, Serialize};
use upstream_protocol::envelope::code;

use crate::gateway::{Ctx, Payload};
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Db, Member, MemberId, Mock};

/// `GET /wps/session/key/rsa`: the modulus as bare hex, never cached.
pub async fn rsa_key(ctx: Ctx) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-cache, no-store")],
        ctx.mock.key().modulus().as_hex().to_owned(),
    )
}

/// The decrypted login payload (protocol §5).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginRequest {
    #[serde(default)]
    pub username: Option<String>,
    #[serde(default)]
    pub password: Option<String>,
    #[serde(default, rename = "type")]
    pub login_type: Option<String>,
    #[serde(default)]
    pub login_device_id: Option<String>,
}

/// What a successful login answers.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginValue {
    pub token: String,
    pub id: MemberId,
    pub user_name: String,
    pub customer_type: i32,
    pub first_time_login: bool,
    /// Not seen on the real wire; added as the spec's forced-change flow needs it (see README).
    pub password_expired: bool,
}

impl LoginValue {
    /// Starts a session for `member` and describes it.
    pub fn start(db: &mut Db, member: &Member, ctx: &Ctx) -> Self {
        let token = db.start_session(member.id, ctx.client_ip);
        Self {
            token,
            id: member.id,
            user_name: member.username.clone(),
            customer_type: member.customer_type,
            first_time_login: member.first_time_login,
            password_expired: member.password_expired,
        }
    }
}

/// `POST /wps/session/login` (encrypted).
pub async fn login(ctx: Ctx, Payload(req): Payload<LoginRequest>) -> Reply<LoginValue> {
    let username = req.username.as_deref().map(str::trim).unwrap_or_default();
    let password = req.password.as_deref().unwrap_or_default();
    if username.is_empty() || password.is_empty() {
        return Err(Fail::business(code::REQUEST_PARAM_ERR, "Please enter the username and password"));
    }
    let mut db = ctx.db().lock();
    let Some(member) = db.member_by_name(username).cloned() else {
        return Err(Fail::business(code::USER_NOT_EXIST, "Username/Email does not exist"));
    };
    if member.password != password {
        return Err(Fail::business(code::LOGIN_FAILED, "wrong username or password"));
    }
    Ok(Answer(LoginValue::start(&mut db, &member, &ctx)))
}

/// `DELETE` or `POST /wps/session/logout`.
pub async fn logout(ctx: Ctx) -> Reply<Option<()>> {
    if let Some(token) = &ctx.token {
        ctx.db().lock().sessions.remove(token);
    }
    Ok(Answer(None))
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
        .route("/wps/session/key/rsa", get(rsa_key))
        .route("/wps/session/login", post(login))
        .route("/wps/session/logout", delete(logout).post(logout))
}
