//! Fault injection, so integrators can see how their front behaves when the upstream misbehaves:
//! fixed and jittered latency, error rates per path pattern, intermittent `function.not.available` on
//! game relays, and at the connection level, refused (port closed) or reset connections. Maintenance,
//! region blocks, killed sessions and key rotation are switches in [`crate::admin`].

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::http::StatusCode;
use axum::serve::{IncomingStream, Listener};
use parking_lot::RwLock;
use rand::Rng as _;
use serde::{Deserialize, Serialize};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use upstream_protocol::envelope::code;

use crate::reply::Fail;

/// The faults in force, as `GET`/`PUT /__admin/faults` show and take them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Faults {
    /// Delay before answering upstream calls.
    pub latency: Option<Latency>,
    /// Calls answered with an error instead of their handler, by path pattern and rate.
    pub errors: Vec<ErrorRule>,
    /// Share (0–1) of game relays (`/wps/relay/GCSGAME_*`) answering `function.not.available`,
    /// as the real ones do now and then.
    pub game_relay_unavailable: f64,
    /// Close the port: new connections are refused and open ones reset, until switched off.
    pub refuse_connections: bool,
    /// Share (0–1) of new connections reset as soon as they are accepted.
    pub reset_connections: f64,
}

/// `fixed` plus a uniformly random extra of up to `jitter`, on paths matching `paths` (all if unset).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Latency {
    /// The delay every matching call waits, e.g. `"200ms"`.
    #[serde(with = "humantime_serde")]
    pub fixed: Duration,
    /// The most random extra delay on top, e.g. `"100ms"`.
    #[serde(with = "humantime_serde")]
    pub jitter: Duration,
    /// The paths delayed (`*` matches anything); every path when unset.
    pub paths: Option<String>,
}

/// Answer `rate` (0–1) of the calls whose path matches `path` (`*` matches anything) with `status`
/// and `errorCode`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ErrorRule {
    /// The paths answered with the error (`*` matches anything).
    pub path: String,
    /// The share of matching calls answered with the error, 0 to 1 (default 1: every one).
    #[serde(default = "always")]
    pub rate: f64,
    /// The HTTP status of the error (default 500).
    #[serde(default = "server_error")]
    pub status: u16,
    /// The envelope's `errorCode` (default `function.not.available`).
    #[serde(default = "unavailable")]
    pub error_code: String,
    /// The envelope's `message`; "System busy, please try again later" when unset.
    #[serde(default)]
    pub message: Option<String>,
}

fn always() -> f64 {
    1.0
}
fn server_error() -> u16 {
    500
}
fn unavailable() -> String {
    code::FUNCTION_NOT_AVAILABLE.into()
}

impl Faults {
    /// Refuses nonsense before it takes effect.
    pub fn validate(&self) -> Result<(), String> {
        let rate_ok = |r: f64| (0.0..=1.0).contains(&r);
        if !rate_ok(self.game_relay_unavailable) || !rate_ok(self.reset_connections) {
            return Err("rates are between 0 and 1".into());
        }
        for rule in &self.errors {
            if !rate_ok(rule.rate) || rule.path.is_empty() {
                return Err(format!("error rule for {:?}: a path and a rate between 0 and 1 are needed", rule.path));
            }
            if StatusCode::from_u16(rule.status).is_err() {
                return Err(format!("error rule for {:?}: {} is not an HTTP status", rule.path, rule.status));
            }
        }
        Ok(())
    }
}

/// Applies latency and error faults to one upstream call; `Some` is the answer to give instead.
pub async fn before_call(faults: &RwLock<Faults>, path: &str) -> Option<Fail> {
    let faults = faults.read().clone();
    if faults == Faults::default() {
        return None;
    }
    if let Some(latency) = &faults.latency
        && latency.paths.as_deref().is_none_or(|pattern| matches(pattern, path))
    {
        let jitter = latency.jitter.mul_f64(rand::thread_rng().r#gen::<f64>());
        tokio::time::sleep(latency.fixed + jitter).await;
    }
    let mut rng = rand::thread_rng();
    if path.starts_with("/wps/relay/GCSGAME_") && rng.r#gen::<f64>() < faults.game_relay_unavailable {
        return Some(Fail::business(code::FUNCTION_NOT_AVAILABLE, "Function not available #543"));
    }
    let rule = faults.errors.iter().find(|rule| matches(&rule.path, path) && rng.r#gen::<f64>() < rule.rate)?;
    let status = StatusCode::from_u16(rule.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let message = rule.message.clone().unwrap_or_else(|| "System busy, please try again later".into());
    // The rule's code is dynamic; `Fail` holds static codes, so keep known ones and name the rest.
    let code = leak_code(&rule.error_code);
    Some(Fail::new(status, code, message))
}

/// Error codes named by fault rules live as long as the mock: a handful of strings.
fn leak_code(code: &str) -> &'static str {
    static CODES: parking_lot::Mutex<Vec<&'static str>> = parking_lot::Mutex::new(Vec::new());
    let mut codes = CODES.lock();
    if let Some(known) = codes.iter().find(|c| **c == code) {
        return known;
    }
    let leaked: &'static str = Box::leak(code.to_owned().into_boxed_str());
    codes.push(leaked);
    leaked
}

/// `*` matches any run of characters; everything else matches itself.
pub fn matches(pattern: &str, path: &str) -> bool {
    let mut parts = pattern.split('*');
    let first = parts.next().unwrap_or_default();
    let Some(mut rest) = path.strip_prefix(first) else { return false };
    let parts: Vec<&str> = parts.collect();
    let Some((last, middle)) = parts.split_last() else { return rest.is_empty() };
    for part in middle {
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.len() >= last.len() && rest.ends_with(last)
}

/// The peer address of a connection accepted by [`FaultyListener`].
#[derive(Debug, Clone, Copy)]
pub struct PeerAddr(pub SocketAddr);

impl Connected<IncomingStream<'_, FaultyListener>> for PeerAddr {
    fn connect_info(stream: IncomingStream<'_, FaultyListener>) -> Self {
        PeerAddr(*stream.remote_addr())
    }
}

/// A listener that obeys the connection faults: it closes the port while connections are refused
/// (and reopens it after), and resets connections at the configured rate.
pub struct FaultyListener {
    listener: Option<TcpListener>,
    addr: SocketAddr,
    faults: Arc<RwLock<Faults>>,
    connections: ConnectionGeneration,
}

impl FaultyListener {
    /// A listener on `listener` obeying the connection `faults` in force, whose open connections
    /// fail once `connections` is reset.
    pub fn new(
        listener: TcpListener,
        faults: Arc<RwLock<Faults>>,
        connections: ConnectionGeneration,
    ) -> io::Result<Self> {
        let addr = listener.local_addr()?;
        Ok(Self { listener: Some(listener), addr, faults, connections })
    }
}

/// Counts resets of open connections: a connection accepted before the latest reset fails its
/// next read or write. A clone counts the same resets.
#[derive(Debug, Default, Clone)]
pub struct ConnectionGeneration(Arc<AtomicU64>);

impl ConnectionGeneration {
    /// Resets every open connection, shortly, so the answer that asked for it still goes out.
    pub fn reset_open_connections(&self) {
        let generation = self.0.clone();
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(50)).await;
            generation.fetch_add(1, Ordering::SeqCst);
        });
    }
}

impl Listener for FaultyListener {
    type Io = FaultyStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        loop {
            if self.faults.read().refuse_connections {
                if self.listener.take().is_some() {
                    tracing::warn!(addr = %self.addr, "fault: the port is closed, connections are refused");
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
            let listener = match &self.listener {
                Some(listener) => listener,
                None => match TcpListener::bind(self.addr).await {
                    Ok(listener) => {
                        tracing::info!(addr = %self.addr, "the port is open again");
                        self.listener.insert(listener)
                    }
                    Err(error) => {
                        tracing::warn!(%error, "cannot reopen the port yet");
                        tokio::time::sleep(Duration::from_millis(200)).await;
                        continue;
                    }
                },
            };
            // Wake now and then so a switch to "refuse" closes an idle port promptly.
            let Ok(accepted) = tokio::time::timeout(Duration::from_millis(200), listener.accept()).await else {
                continue;
            };
            match accepted {
                Ok((stream, peer)) => {
                    // Read the faults now, not before waiting: they may have changed meanwhile.
                    let (refuse, reset_rate) = {
                        let faults = self.faults.read();
                        (faults.refuse_connections, faults.reset_connections)
                    };
                    if refuse || (reset_rate > 0.0 && rand::thread_rng().r#gen::<f64>() < reset_rate) {
                        // SO_LINGER 0 makes the close an RST: the client sees "connection reset".
                        let _ = stream.set_zero_linger();
                        continue;
                    }
                    let _ = stream.set_nodelay(true);
                    let generation = self.connections.0.clone();
                    let accepted_in = generation.load(Ordering::SeqCst);
                    return (FaultyStream { inner: stream, generation, accepted_in }, peer);
                }
                Err(error) => {
                    tracing::debug!(%error, "accept failed");
                    tokio::time::sleep(Duration::from_millis(10)).await;
                }
            }
        }
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        Ok(self.addr)
    }
}

/// A connection that fails once connections have been reset since it was accepted.
pub struct FaultyStream {
    inner: TcpStream,
    generation: Arc<AtomicU64>,
    accepted_in: u64,
}

impl FaultyStream {
    fn check(&self) -> io::Result<()> {
        if self.accepted_in == self.generation.load(Ordering::Relaxed) {
            Ok(())
        } else {
            let _ = self.inner.set_zero_linger();
            Err(io::Error::new(io::ErrorKind::ConnectionReset, "fault: connection reset"))
        }
    }
}

impl AsyncRead for FaultyStream {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        self.check()?;
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for FaultyStream {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        self.check()?;
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_with_stars() {
        assert!(matches("/wps/relay/GCSGAME_*", "/wps/relay/GCSGAME_gameList"));
        assert!(matches("*", "/anything"));
        assert!(matches("/wps/*/info", "/wps/member/info"));
        assert!(matches("/wps/system/status", "/wps/system/status"));
        assert!(!matches("/wps/system/status", "/wps/system/status/x"));
        assert!(!matches("/lgw/*", "/wps/member/info"));
        assert!(!matches("/a*b*c", "/abx"));
    }

    #[test]
    fn nonsense_faults_are_refused() {
        assert!(Faults { reset_connections: 2.0, ..Default::default() }.validate().is_err());
        let rule = ErrorRule { path: "/x".into(), rate: 0.5, status: 99, error_code: "x".into(), message: None };
        assert!(Faults { errors: vec![rule], ..Default::default() }.validate().is_err());
        assert!(Faults::default().validate().is_ok());
    }
}
