//! The member's money.

use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use serde::{Deserialize, Serialize};

use crate::gateway::Ctx;
use crate::reply::{Answer, Fail, Reply};
use crate::state::{Mock, money};

/// Account type of the main wallet.
pub const MAIN_WALLET: i32 = 2;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletBalance {
    pub account_type_id: i32,
    pub account_type_name: &'static str,
    pub avail_balance: f64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Balance {
    pub sum_balance: f64,
    pub currency: String,
    pub currency_symbol: String,
    pub balance: Vec<WalletBalance>,
}

/// `GET /wps/v2/wallets/balance`.
pub async fn balance(ctx: Ctx) -> Reply<Balance> {
    let id = ctx.member()?;
    let db = ctx.db().lock();
    let m = db.members.get(&id).ok_or_else(Fail::not_logged_in)?;
    Ok(Answer(Balance {
        sum_balance: money(m.balance_cents),
        currency: m.currency.clone(),
        currency_symbol: m.currency_symbol.clone(),
        balance: vec![WalletBalance {
            account_type_id: MAIN_WALLET,
            account_type_name: "MAIN",
            avail_balance: money(m.balance_cents),
        }],
    }))
}

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new().route("/wps/v2/wallets/balance", get(balance))
}

/// The wallet area's per-merchant state.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct WalletState {}

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(_db: &mut crate::state::Db) {}
