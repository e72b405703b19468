//! The member's own record.

use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use serde::Serialize;

use crate::gateway::Ctx;
use crate::reply::{Answer, Fail, Reply};
use crate::state::{MemberId, Mock};

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClubLabel {
    pub label_name: String,
    pub rank_level: u32,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MemberInfo {
    pub id: MemberId,
    pub account: String,
    pub nickname: String,
    /// The customer type: agents 1, 2, 41, 42; trial 4.
    #[serde(rename = "type")]
    pub customer_type: i32,
    pub mobile: Option<String>,
    pub email: Option<String>,
    pub reg_date: i64,
    pub currency: String,
    pub language: String,
    pub to_upline: bool,
    pub club_label: ClubLabel,
    pub member_label: Vec<String>,
}

/// `GET /wps/member/info`.
pub async fn info(ctx: Ctx) -> Reply<MemberInfo> {
    let id = ctx.member()?;
    let db = ctx.db().lock();
    let m = db.members.get(&id).ok_or_else(Fail::not_logged_in)?;
    Ok(Answer(MemberInfo {
        id: m.id,
        account: m.username.clone(),
        nickname: m.nickname.clone(),
        customer_type: m.customer_type,
        mobile: m.masked_mobile(),
        email: m.email.as_ref().map(|e| mask_email(e)),
        reg_date: m.reg_date_ms,
        currency: m.currency.clone(),
        language: m.language.clone(),
        to_upline: m.upline.is_some(),
        club_label: ClubLabel { label_name: m.vip_label.clone(), rank_level: m.rank_level },
        member_label: Vec::new(),
    }))
}

fn mask_email(email: &str) -> String {
    match email.split_once('@') {
        Some((user, domain)) => format!("{}***@{domain}", user.chars().take(2).collect::<String>()),
        None => "***".into(),
    }
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new().route("/wps/member/info", get(info))
}
