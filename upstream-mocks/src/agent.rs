//! The agent centre: team, reports, downlines, dividends, salaries and contracts (spec 001 §2, §4, §7).

use std::sync::Arc;

use axum::Router;
use serde::{Deserialize, Serialize};

use crate::state::Mock;

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
}

/// Per-merchant agency state: contracts and settlements.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AgencyState {}

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(_db: &mut crate::state::Db) {}
