//! Game catalogue, favourites, recent games, launching, and the game-related home content (winners, popular, hot matches) (spec 001 §7 "Games").

use std::sync::Arc;

use axum::Router;
use serde::{Deserialize, Serialize};

use crate::state::Mock;

/// This area's calls.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new()
}

/// Per-merchant play state: favourites, recent games, open rounds.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct PlayState {}

/// Files the mock serves as a CDN would (game art, the game page): outside the gateway.
pub fn public_files() -> Router<Arc<Mock>> {
    Router::new()
}

/// The game catalogue, the same for every merchant.
#[derive(Debug, Default)]
pub struct GameCatalogue {}

impl GameCatalogue {
    /// The seeded catalogue.
    pub fn generate() -> Self {
        Self {}
    }
}

/// Seeds this area's part of a fresh merchant database (the members exist already).
pub fn seed(_db: &mut crate::state::Db) {}
