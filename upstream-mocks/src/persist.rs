//! Optional persistence (`--data FILE`): members, wallets, registrations, sessions and the RSA key
//! survive a restart, even a `kill -9`. The file is written atomically (a temporary file, synced, then
//! renamed over it): before a write call (any method but `GET`) is answered, so nothing the upstream
//! accepted is lost; a moment after any other call; and on shutdown. A file that cannot be read stops
//! the start: data is never silently replaced by a fresh seed.

use std::collections::HashMap;
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::http::Method;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use upstream_protocol::crypto::RsaKeyPair;

/// What saving needs of the mock; the composition root's mock implements it, so this module imports
/// neither the root nor its state.
pub trait Saved: Send + Sync + 'static {
    /// One merchant's data, as the file keeps it.
    type Db: Serialize;
    /// Whether the data changed since it was saved, and where it is saved.
    fn dirty(&self) -> &Dirty;
    /// The RSA key in force: the file keeps it, so clients holding its modulus keep working.
    fn key(&self) -> Arc<RsaKeyPair>;
    /// A copy of every merchant's data, by merchant code.
    fn merchants_data(&self) -> HashMap<String, Self::Db>;
}

/// How the mock's settings make a mock: freshly seeded, or holding what a file kept.
pub trait Restore {
    /// The mock they make.
    type Mock;
    /// One merchant's data, as the file keeps it.
    type Db: DeserializeOwned;
    /// A mock with a fresh key and freshly seeded merchants.
    fn seeded(self) -> Arc<Self::Mock>;
    /// A mock holding this key and these merchants' data (the others seeded).
    fn restore(self, key: RsaKeyPair, merchants: HashMap<String, Self::Db>) -> Arc<Self::Mock>;
}

const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Snapshot<Merchant> {
    version: u32,
    /// PKCS#1 DER of the RSA key, Base64: clients holding its modulus keep working.
    rsa_key: String,
    /// Each merchant's data; read as JSON first, so [`upgrade`] can move what older files kept
    /// elsewhere.
    merchants: HashMap<String, Merchant>,
}

/// Why a data file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum PersistError {
    /// The data file exists but could not be read.
    #[error("cannot read {0}: {1}")]
    Read(PathBuf, io::Error),
    /// The data file is not one this mock can read (another version, or not a data file).
    #[error("{0} is not a data file this mock can read ({1}); move it away to start afresh")]
    Unreadable(PathBuf, String),
}

/// The mock from the data file if there is one, else a freshly seeded mock.
pub fn load_or_seed<Settings: Restore>(path: &Path, settings: Settings) -> Result<Arc<Settings::Mock>, PersistError> {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(settings.seeded()),
        Err(e) => return Err(PersistError::Read(path.into(), e)),
    };
    let unreadable = |why: String| PersistError::Unreadable(path.into(), why);
    let snapshot: Snapshot<serde_json::Value> =
        serde_json::from_slice(&bytes).map_err(|e| unreadable(e.to_string()))?;
    if snapshot.version != VERSION {
        return Err(unreadable(format!("version {} instead of {VERSION}", snapshot.version)));
    }
    let der = STANDARD.decode(&snapshot.rsa_key).map_err(|e| unreadable(e.to_string()))?;
    let key = RsaKeyPair::from_pkcs1_der(&der).map_err(|e| unreadable(e.to_string()))?;
    let merchants: HashMap<String, Settings::Db> = snapshot
        .merchants
        .into_iter()
        .map(|(code, mut db)| {
            upgrade(&mut db);
            serde_json::from_value(db).map(|db| (code, db)).map_err(|e| unreadable(e.to_string()))
        })
        .collect::<Result<_, _>>()?;
    tracing::info!(path = %path.display(), merchants = merchants.len(), "restored the mock's data");
    Ok(settings.restore(key, merchants))
}

/// Moves what files written by older mocks kept under another area to where it lives now, so such a
/// file loads with its meaning (the renamed area keys, `site`, `play` and `agency`, are serde aliases
/// on the database): the content area's banners and notices were `system.content` (or
/// `site.content`), who invited a member was the access area's `access.members.<id>.referrer`, and a
/// promotion's texts were flat English and Thai fields (`titleEn`, `titleTh`, …), now one text per
/// field in every language (`title: {"en", "th"}`).
fn upgrade(db: &mut serde_json::Value) {
    let Some(db) = db.as_object_mut() else { return };
    upgrade_promotion_texts(db);
    let old_content = ["system", "site"]
        .iter()
        .find_map(|key| db.get_mut(*key).and_then(|system| system.as_object_mut()).and_then(|s| s.remove("content")));
    if let Some(content) = old_content {
        db.entry("content").or_insert(content);
    }
    let mut referrers = Vec::new();
    if let Some(records) = db.get_mut("access").and_then(|a| a.get_mut("members")).and_then(|m| m.as_object_mut()) {
        for (id, record) in records {
            if let Some(referrer) = record.as_object_mut().and_then(|r| r.remove("referrer")) {
                referrers.push((id.clone(), referrer));
            }
        }
    }
    for (id, referrer) in referrers {
        if let Some(member) = db.get_mut("members").and_then(|m| m.get_mut(&id)).and_then(|m| m.as_object_mut()) {
            member.entry("referrer").or_insert(referrer);
        }
    }
}

/// `rewards.promotions[].titleEn` and `titleTh` (and `summary…`, `content…`) become `title: {"en", "th"}`.
fn upgrade_promotion_texts(db: &mut serde_json::Map<String, serde_json::Value>) {
    let Some(promotions) = db.get_mut("rewards").and_then(|r| r.get_mut("promotions")).and_then(|p| p.as_array_mut())
    else {
        return;
    };
    for promotion in promotions.iter_mut().filter_map(|p| p.as_object_mut()) {
        for field in ["title", "summary", "content"] {
            let mut text = serde_json::Map::new();
            for (suffix, key) in [("En", "en"), ("Th", "th")] {
                if let Some(value) = promotion.remove(&format!("{field}{suffix}")) {
                    text.insert(key.into(), value);
                }
            }
            if !text.is_empty() {
                promotion.entry(field).or_insert(text.into());
            }
        }
    }
}

/// Writes the mock's data to `path` atomically (one save at a time: they share the temporary file).
pub fn save<Mock: Saved>(mock: &Arc<Mock>, path: &Path) -> io::Result<()> {
    let _one_at_a_time = mock.dirty().writing.lock();
    let merchants = mock.merchants_data();
    let snapshot = Snapshot { version: VERSION, rsa_key: STANDARD.encode(mock.key().to_pkcs1_der()), merchants };
    let json = serde_json::to_vec(&snapshot).map_err(io::Error::other)?;
    let tmp = path.with_extension("tmp");
    let mut file = std::fs::File::create(&tmp)?;
    file.write_all(&json)?;
    // On disk before it replaces the last good file: a crash leaves one whole file or the other.
    file.sync_all()?;
    std::fs::rename(&tmp, path)
}

/// Whether the data changed since it was saved, and where it is saved (with `--data`).
#[derive(Debug, Default)]
pub struct Dirty {
    changed: AtomicBool,
    file: OnceLock<PathBuf>,
    writing: parking_lot::Mutex<()>,
}

impl Dirty {
    /// Notes that the data changed, so it is saved.
    pub fn mark(&self) {
        self.changed.store(true, Ordering::Relaxed);
    }

    fn take(&self) -> bool {
        self.changed.swap(false, Ordering::Relaxed)
    }
}

/// After an upstream call, before it is answered: the change is marked, and a write's is saved now
/// (with `--data`), so the answer never tells of something a `kill -9` would lose.
pub async fn after_call<Mock: Saved>(mock: &Arc<Mock>, method: &Method) {
    mock.dirty().mark();
    if *method == Method::GET {
        return;
    }
    let Some(path) = mock.dirty().file.get().cloned() else { return };
    mock.dirty().take();
    save_in_background(mock.clone(), path).await;
}

async fn save_in_background<Mock: Saved>(mock: Arc<Mock>, path: PathBuf) {
    let saved = tokio::task::spawn_blocking(move || save(&mock, &path)).await;
    if let Ok(Err(error)) | Err(error) = saved.map_err(io::Error::other) {
        tracing::error!(%error, "could not save the mock's data");
    }
}

/// Saves the data to `path`: each write before it is answered ([`after_call`]), and any other change
/// at most `every` later, until the process ends.
pub fn spawn_saver<Mock: Saved>(mock: Arc<Mock>, path: PathBuf, every: Duration) {
    let _ = mock.dirty().file.set(path.clone());
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            if mock.dirty().take() {
                save_in_background(mock.clone(), path.clone()).await;
            }
        }
    });
}
