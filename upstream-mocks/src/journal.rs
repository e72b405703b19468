//! The request journal: every request that reached the upstream's surface (before the gateway
//! judged it), newest last, the last [`CAPACITY`] kept. Tests read it through `/__admin/requests` to
//! prove what a front door forwarded, and with which headers, or that it forwarded nothing.

use std::collections::VecDeque;
use std::sync::Arc;

use axum::Json;
use axum::extract::{Query, Request, State};
use axum::middleware::Next;
use axum::response::Response;
use parking_lot::Mutex;
use serde::{Deserialize, Serialize};

use crate::reply::Answer;
use crate::state::Mock;

/// How many requests are kept.
pub const CAPACITY: usize = 1000;

/// One request as it arrived.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    pub method: String,
    /// The path with its query, as sent.
    pub path: String,
    /// Every header as `[name, value]`, in arrival order (a header sent twice appears twice).
    pub headers: Vec<(String, String)>,
}

/// The journal.
#[derive(Debug, Default)]
pub struct Journal(Mutex<VecDeque<Entry>>);

impl Journal {
    pub fn record(&self, entry: Entry) {
        let mut entries = self.0.lock();
        if entries.len() == CAPACITY {
            entries.pop_front();
        }
        entries.push_back(entry);
    }

    /// The kept requests, oldest first; only those for `path` (without query) when given.
    pub fn entries(&self, path: Option<&str>) -> Vec<Entry> {
        let entries = self.0.lock();
        let matches = |e: &&Entry| path.is_none_or(|p| e.path.split('?').next() == Some(p));
        entries.iter().filter(matches).cloned().collect()
    }

    pub fn clear(&self) {
        self.0.lock().clear();
    }
}

/// Middleware in front of the gateway: records, then passes the request on.
pub async fn record(State(mock): State<Arc<Mock>>, req: Request, next: Next) -> Response {
    let headers = req
        .headers()
        .iter()
        .map(|(name, value)| (name.as_str().to_owned(), String::from_utf8_lossy(value.as_bytes()).into_owned()))
        .collect();
    let path = req.uri().path_and_query().map_or_else(|| req.uri().path().to_owned(), |p| p.as_str().to_owned());
    mock.journal.record(Entry { method: req.method().to_string(), path, headers });
    next.run(req).await
}

#[derive(Deserialize)]
pub struct Filter {
    path: Option<String>,
}

/// `GET /__admin/requests[?path=/wps/…]`: a bare list, like `/__admin/sessions`.
pub async fn list(State(mock): State<Arc<Mock>>, Query(filter): Query<Filter>) -> Json<Vec<Entry>> {
    Json(mock.journal.entries(filter.path.as_deref()))
}

/// `DELETE /__admin/requests`.
pub async fn clear(State(mock): State<Arc<Mock>>) -> Answer<&'static str> {
    mock.journal.clear();
    Answer("journal cleared")
}
