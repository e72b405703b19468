//! Optional persistence (`--data FILE`): members, wallets, registrations, sessions and the RSA key
//! survive a restart. The file is written atomically (a temporary file renamed over it) a moment
//! after any call, and on shutdown. A file that cannot be read stops the start: data is never
//! silently replaced by a fresh seed.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Serialize};
use upstream_protocol::crypto::RsaKeyPair;

use crate::state::{Db, Mock, Settings};

const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Snapshot {
    version: u32,
    /// PKCS#1 DER of the RSA key, Base64: clients holding its modulus keep working.
    rsa_key: String,
    merchants: HashMap<String, Db>,
}

/// Why a data file could not be used.
#[derive(Debug, thiserror::Error)]
pub enum PersistError {
    #[error("cannot read {0}: {1}")]
    Read(PathBuf, io::Error),
    #[error("{0} is not a data file this mock can read ({1}); move it away to start afresh")]
    Unreadable(PathBuf, String),
}

/// The mock from the data file if there is one, else a freshly seeded mock.
pub fn load_or_seed(path: &Path, settings: Settings) -> Result<Arc<Mock>, PersistError> {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Mock::new(settings)),
        Err(e) => return Err(PersistError::Read(path.into(), e)),
    };
    let unreadable = |why: String| PersistError::Unreadable(path.into(), why);
    let snapshot: Snapshot = serde_json::from_slice(&bytes).map_err(|e| unreadable(e.to_string()))?;
    if snapshot.version != VERSION {
        return Err(unreadable(format!("version {} instead of {VERSION}", snapshot.version)));
    }
    let der = STANDARD.decode(&snapshot.rsa_key).map_err(|e| unreadable(e.to_string()))?;
    let key = RsaKeyPair::from_pkcs1_der(&der).map_err(|e| unreadable(e.to_string()))?;
    tracing::info!(path = %path.display(), merchants = snapshot.merchants.len(), "restored the mock's data");
    Ok(Mock::restore(settings, key, snapshot.merchants))
}

/// Writes the mock's data to `path` atomically.
pub fn save(mock: &Mock, path: &Path) -> io::Result<()> {
    let merchants = mock.databases().map(|(code, db)| (code.clone(), db.lock().clone())).collect();
    let snapshot = Snapshot { version: VERSION, rsa_key: STANDARD.encode(mock.key().to_pkcs1_der()), merchants };
    let json = serde_json::to_vec(&snapshot).map_err(io::Error::other)?;
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, json)?;
    std::fs::rename(&tmp, path)
}

/// Marks the data as changed; the saver writes it soon after.
#[derive(Debug, Default)]
pub struct Dirty(AtomicBool);

impl Dirty {
    pub fn mark(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    fn take(&self) -> bool {
        self.0.swap(false, Ordering::Relaxed)
    }
}

/// Saves whenever the data changed, at most every `every`, until the process ends.
pub fn spawn_saver(mock: Arc<Mock>, path: PathBuf, every: Duration) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            if mock.dirty.take() {
                let (mock, path) = (mock.clone(), path.clone());
                let saved = tokio::task::spawn_blocking(move || save(&mock, &path)).await;
                if let Ok(Err(error)) | Err(error) = saved.map_err(io::Error::other) {
                    tracing::error!(%error, "could not save the mock's data");
                }
            }
        }
    });
}
