//! Registration, captcha, SMS codes, passwords and affiliate codes (spec 000 §4, §5, §7).

use std::sync::Arc;

use axum::Router;
use serde::{Deserialize, Serialize};

use crate::state::Mock;

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
}

/// The access area's per-merchant state: captchas, SMS codes, failed logins, known addresses.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct AccessState {}

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(_db: &mut crate::state::Db) {}
