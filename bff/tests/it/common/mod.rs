//! Helpers shared by the BFF's integration tests: the real mock in-process on an ephemeral port, a
//! recording upstream, and a way to call the BFF as a browser would.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]
#![allow(dead_code)]

pub mod process;

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use axum::routing::any;
use bff::config::Config;
use bff::session::Sealer;
use http_body_util::BodyExt as _;
use parking_lot::Mutex;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tower::ServiceExt as _;
use upstream_mocks::state::{Mock, Settings};

/// Serves a router on 127.0.0.1:0 and returns its base URL; the task ends with the test runtime.
pub async fn serve(router: axum::Router) -> String {
    serve_on(TcpListener::bind("127.0.0.1:0").await.unwrap(), router)
}

/// Serves a router on a listener already bound (when the app must know its own URL before it starts).
pub fn serve_on(listener: TcpListener, router: axum::Router) -> String {
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(listener, router.into_make_service_with_connect_info::<std::net::SocketAddr>()).await.unwrap();
    });
    format!("http://{addr}")
}

/// The shipped configuration over `upstream`, with the human check off: `tests/it/human_check.rs` proves it;
/// the other tests log in and ask for SMS codes without solving one ([`config_with_human_check`]).
pub fn config(upstream: &str, next: &str) -> Config {
    let mut config = config_with_human_check(upstream, next);
    for brand in &mut config.brands {
        brand.human_check.enabled = false;
    }
    config
}

/// The shipped configuration over `upstream`, as shipped (the demo brand's human check on).
pub fn config_with_human_check(upstream: &str, next: &str) -> Config {
    let mut config = Config::load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../config")).unwrap();
    config.override_upstream(upstream);
    config.defaults.server.next_url = next.to_owned();
    config
}

pub struct Stack {
    pub bff: axum::Router,
    pub mock: Arc<Mock>,
}

pub async fn stack() -> Stack {
    let mock = Mock::new(Settings::default());
    let url = serve(upstream_mocks::app(mock.clone())).await;
    let bff = bff::app(bff::AppState::new(config(&url, "http://127.0.0.1:9"), Sealer::random()).unwrap());
    Stack { bff, mock }
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub json: Value,
}

impl Reply {
    pub fn set_cookies(&self) -> Vec<String> {
        self.headers.get_all("set-cookie").iter().map(|v| v.to_str().unwrap().to_owned()).collect()
    }

    /// `name=value` of the session cookie this reply set.
    pub fn session_cookie(&self) -> String {
        let cookie =
            self.set_cookies().into_iter().find(|c| c.starts_with("veneer_session=")).expect("a session cookie");
        cookie.split(';').next().unwrap().to_owned()
    }
}

pub async fn call(app: &axum::Router, req: Request) -> Reply {
    let res = app.clone().oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    let json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    Reply { status, headers, json }
}

pub fn req(method: &str, path: &str) -> axum::http::request::Builder {
    Request::builder().method(method).uri(path).header("host", "localhost:8080")
}

pub fn login_request(username: &str, password: &str) -> Request {
    req("POST", "/wps/session/login")
        .header("content-type", "application/json")
        .header("x-csrf", "1")
        .body(Body::from(
            json!({"username": username, "password": password, "captcha": null, "type": "username"}).to_string(),
        ))
        .unwrap()
}

/// `POST /wps/session/logout` with a session cookie (`name=value`).
pub fn logout_request(cookie: &str) -> Request {
    req("POST", "/wps/session/logout").header("x-csrf", "1").header("cookie", cookie).body(Body::from("{}")).unwrap()
}

pub fn tokens_of(mock: &Mock) -> Vec<String> {
    mock.db("veneerdemo").unwrap().lock().sessions.keys().cloned().collect()
}

/// What a recording upstream saw.
#[derive(Debug, Clone)]
pub struct Seen {
    pub method: String,
    pub path: String,
    pub headers: HeaderMap,
    pub body: bytes::Bytes,
}

pub type Answerer = Arc<dyn Fn(&Seen) -> axum::response::Response + Send + Sync>;

/// An upstream that records every request and answers with `answer`.
pub async fn recording_upstream(answer: Answerer) -> (String, Arc<Mutex<Vec<Seen>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = seen.clone();
    let router = axum::Router::new().fallback(any(move |req: Request| {
        let log = log.clone();
        let answer = answer.clone();
        async move {
            let (parts, body) = req.into_parts();
            let body = body.collect().await.unwrap().to_bytes();
            let seen =
                Seen { method: parts.method.to_string(), path: parts.uri.to_string(), headers: parts.headers, body };
            log.lock().push(seen.clone());
            answer(&seen)
        }
    }));
    (serve(router).await, seen)
}

pub fn ok_json(value: Value) -> axum::response::Response {
    axum::Json(json!({"success": true, "value": value, "message": "", "errorCode": ""})).into_response()
}

/// The mock on 127.0.0.1:0 through its own listener, which obeys the connection faults (a refused
/// port: a dead upstream).
pub async fn serve_faulty(mock: Arc<Mock>) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(upstream_mocks::serve(listener, mock, std::future::pending()));
    format!("http://{addr}")
}

/// A BFF over `upstream` with the configuration changed by `tune`.
pub fn bff_over(upstream: &str, tune: impl FnOnce(&mut Config)) -> axum::Router {
    let mut config = config(upstream, "http://127.0.0.1:9");
    tune(&mut config);
    bff::app(bff::AppState::new(config, Sealer::random()).unwrap())
}

/// A Redis server on a free port, stopped when dropped.
pub struct Redis {
    child: Child,
    pub url: String,
}

impl Redis {
    pub fn start() -> Self {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let child = Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .spawn()
            .expect("redis-server (Debian's redis-server package; `make test` installs it) must be on PATH");
        for _ in 0..100 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        Self { child, url: format!("redis://127.0.0.1:{port}") }
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
