//! The built `bff` binary run as operators run it (its own process, ports picked by the system, the
//! session keys from the environment), and what tests do with it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use std::io::{BufRead as _, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

/// The session keys every `bff` started here is given, so that replicas open each other's cookies.
pub const SESSION_KEYS: &str = "AQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE=";

/// A running `bff` with its stderr in a file; killed when dropped.
pub struct Bff {
    pub child: Child,
    pub url: String,
    pub admin: String,
    log: PathBuf,
}

impl Bff {
    pub fn start(config: &Path, upstream: &str) -> Self {
        Self::start_with(config, upstream, &[])
    }

    /// With more command-line arguments (e.g. `--redis-url`).
    pub fn start_with(config: &Path, upstream: &str, more: &[&str]) -> Self {
        let log = std::env::temp_dir().join(format!("veneer-bff-{}-{}.log", std::process::id(), rand_suffix()));
        let mut child = Command::new(env!("CARGO_BIN_EXE_bff"))
            .args(["--config", config.to_str().unwrap(), "--listen", "127.0.0.1:0", "--admin-listen", "127.0.0.1:0"])
            .args(["--upstream-url", upstream, "--next-url", "http://127.0.0.1:9"])
            .args(more)
            .env("VENEER_SESSION_KEYS", SESSION_KEYS)
            .env("RUST_LOG", "info")
            .stdout(Stdio::piped())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .unwrap();
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        let mut next_url = |prefix: &str| {
            let line = lines.next().expect("a line").unwrap();
            line.strip_prefix(prefix).unwrap_or_else(|| panic!("{line}")).to_owned()
        };
        let url = next_url("listening on ");
        let admin = next_url("admin listening on ");
        Self { child, url, admin, log }
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap()
    }

    pub fn terminate(&mut self) {
        Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status().unwrap();
    }
}

impl Drop for Bff {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.log);
    }
}

pub fn rand_suffix() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos() as u64
}

pub fn repo_config() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../config")
}

pub fn client() -> reqwest::Client {
    reqwest::Client::builder().timeout(Duration::from_secs(10)).build().unwrap()
}

/// A request to the BFF as the demo brand's browser.
pub fn site(http: &reqwest::Client, bff: &Bff, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
    http.request(method, format!("{}{path}", bff.url)).header("host", "localhost").header("x-csrf", "1")
}

/// A human-check challenge issued by `issuer`, answered on `checker` with the answer `issuer`'s admin
/// listener reveals (a BFF started with `human_check.reveal_answers`, as the e2e stack's is): the pass
/// (`veneer_human=…`).
pub async fn human_pass_across(http: &reqwest::Client, issuer: &Bff, checker: &Bff) -> String {
    let challenge: Value =
        site(http, issuer, reqwest::Method::POST, "/bff/human-check").send().await.unwrap().json().await.unwrap();
    let id = challenge["value"]["id"].as_str().unwrap();
    let answer: Value =
        http.get(format!("{}/human-check/{id}", issuer.admin)).send().await.unwrap().json().await.unwrap();
    let passed = site(http, checker, reqwest::Method::POST, &format!("/bff/human-check/{id}"))
        .json(&json!({"x": answer["x"], "durationMs": 900}))
        .send()
        .await
        .unwrap();
    let cookie = passed.headers()["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
    assert!(cookie.starts_with("veneer_human="), "{cookie}");
    cookie
}

/// A human-check pass from one BFF.
pub async fn human_pass(http: &reqwest::Client, bff: &Bff) -> String {
    human_pass_across(http, bff, bff).await
}

/// A copy of the shipped configuration, reloaded every 100 ms.
pub fn config_copy(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("veneer-reload-{}-{name}-{}", std::process::id(), rand_suffix()));
    std::fs::create_dir_all(dir.join("brands/demo")).unwrap();
    let defaults = std::fs::read_to_string(repo_config().join("defaults.toml")).unwrap();
    std::fs::write(dir.join("defaults.toml"), defaults.replace("reload_every = \"2s\"", "reload_every = \"100ms\""))
        .unwrap();
    std::fs::copy(repo_config().join("brands/demo.toml"), dir.join("brands/demo.toml")).unwrap();
    for file in ["logo.svg", "icon.svg"] {
        std::fs::copy(repo_config().join("brands/demo").join(file), dir.join("brands/demo").join(file)).unwrap();
    }
    dir
}

/// Replaces `from` by `to` in the file `name` of a configuration copy (it must be there).
pub fn edit_config(dir: &Path, name: &str, from: &str, to: &str) {
    let file = dir.join(name);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains(from), "{name} has no {from:?}");
    std::fs::write(&file, text.replace(from, to)).unwrap();
}

/// The `upstream-mocks` binary with `--data FILE` on `listen`, as operators run it; killed (SIGKILL)
/// when dropped or by [`MockProcess::kill`]. It is built beside `bff` by `cargo test --workspace`.
pub struct MockProcess {
    pub child: Child,
    pub url: String,
}

impl MockProcess {
    pub fn start(data: &Path, listen: &str) -> Self {
        let binary = Path::new(env!("CARGO_BIN_EXE_bff")).with_file_name("upstream-mocks");
        assert!(binary.exists(), "{} is missing: cargo build -p upstream-mocks", binary.display());
        let mut child = Command::new(binary)
            .args(["--listen", listen, "--data", data.to_str().unwrap()])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let line = BufReader::new(child.stdout.take().unwrap()).lines().next().expect("a line").unwrap();
        let url = line.strip_prefix("listening on ").unwrap_or_else(|| panic!("{line}")).to_owned();
        Self { child, url }
    }

    /// `kill -9`: no chance to save anything on the way out.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for MockProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
