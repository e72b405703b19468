//! Brand files reloaded without a restart: the configuration directory is looked at every
//! `server.reload_every`; when `defaults.toml` or a brand file changed, the brands are loaded again
//! and swapped in whole (caches emptied, since answers may depend on what changed). A file that does
//! not load is refused with a log line naming the file and the field, and the running brands stay.
//! The process-wide settings (`[server]`, `[session]`, `[throttle]`) take a restart.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::AppState;
use crate::config::{Config, ConfigError};

/// Settings given on the command line, laid over every load of the files.
#[derive(Debug, Clone, Default)]
pub struct Overrides {
    /// `--upstream-url`: one upstream for every brand, whatever their files say.
    pub upstream_url: Option<String>,
}

impl Overrides {
    /// Lays the overrides over a configuration just loaded.
    pub fn apply(&self, config: &mut Config) {
        if let Some(url) = &self.upstream_url {
            config.override_upstream(url);
        }
    }
}

/// Path, modification time and length of every file that makes the brands.
type Fingerprint = Vec<(PathBuf, Option<SystemTime>, u64)>;

fn fingerprint(dir: &Path) -> Fingerprint {
    let brands = std::fs::read_dir(dir.join("brands")).into_iter().flatten().filter_map(Result::ok).map(|e| e.path());
    let mut files: Vec<PathBuf> = std::iter::once(dir.join("defaults.toml"))
        .chain(brands.filter(|p| p.extension().is_some_and(|e| e == "toml")))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let meta = std::fs::metadata(&path).ok();
            let modified = meta.as_ref().and_then(|m| m.modified().ok());
            (path, modified, meta.map_or(0, |m| m.len()))
        })
        .collect()
}

/// Loads the brands again; on success they replace the running ones.
pub fn reload(state: &AppState, dir: &Path, overrides: &Overrides) -> Result<(), ConfigError> {
    let mut config = Config::load(dir)?;
    overrides.apply(&mut config);
    state.replace_brands(config.brands);
    Ok(())
}

/// Watches `dir` until the process ends.
pub async fn watch(state: AppState, dir: PathBuf, overrides: Overrides, every: Duration) {
    let mut seen = fingerprint(&dir);
    loop {
        tokio::time::sleep(every).await;
        let now = fingerprint(&dir);
        if now == seen {
            continue;
        }
        seen = now;
        match reload(&state, &dir, &overrides) {
            Ok(()) => tracing::info!(dir = %dir.display(), "brand files reloaded"),
            Err(error) => tracing::error!(%error, "a configuration file was refused; the running brands stay"),
        }
    }
}
