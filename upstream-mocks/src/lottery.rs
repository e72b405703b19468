//! The lottery gateway: menus, draws that count down and roll over, results (spec 001 §7).

use std::sync::Arc;

use axum::Router;
use serde::{Deserialize, Serialize};

use crate::state::Mock;

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
}

/// Per-merchant lottery state.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct LotteryState {}

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(_db: &mut crate::state::Db) {}
