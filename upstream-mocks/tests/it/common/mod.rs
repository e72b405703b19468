//! Helpers for the mock's tests: drive the whole router in-process, as a real client would.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]
#![allow(dead_code)]

use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt as _;
use serde_json::{Value, json};
use tower::ServiceExt as _;
use upstream_mocks::state::{Mock, Settings};

pub const MERCHANT: &str = "veneerdemo";
/// The mock's default admin token.
pub const ADMIN_TOKEN: &str = "mock-admin";

/// A mock and a way to call it.
pub struct Client {
    pub mock: Arc<Mock>,
}

/// An answer: status, headers and JSON body (or the body as a JSON string when it is not JSON).
pub struct Reply {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub json: Value,
    pub bytes: bytes::Bytes,
}

impl Client {
    pub fn new() -> Self {
        Self { mock: Mock::new(Settings::default()) }
    }

    pub fn with_mock(mock: Arc<Mock>) -> Self {
        Self { mock }
    }

    /// Sends a request through the mock's whole router.
    pub async fn send(&self, req: Request<Body>) -> Reply {
        let res = upstream_mocks::app(self.mock.clone()).oneshot(req).await.unwrap();
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        let json =
            serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
        Reply { status, headers, json, bytes }
    }

    /// A request with the merchant header and, when given, the token.
    pub fn request(method: &str, path: &str, token: Option<&str>) -> axum::http::request::Builder {
        let mut req = Request::builder().method(method).uri(path).header("Merchant", MERCHANT);
        if let Some(token) = token {
            req = req.header("Authorization", token);
        }
        req
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.send(Self::request("GET", path, token).body(Body::empty()).unwrap()).await
    }

    /// A plain JSON call.
    pub async fn json(&self, method: &str, path: &str, token: Option<&str>, body: Value) -> Reply {
        let req = Self::request(method, path, token).header("Content-Type", "application/json");
        self.send(req.body(Body::from(body.to_string())).unwrap()).await
    }

    /// A GET in a language (the `Language` header).
    pub async fn get_in(&self, path: &str, language: &str, token: Option<&str>) -> Reply {
        self.send(Self::request("GET", path, token).header("Language", language).body(Body::empty()).unwrap()).await
    }

    /// An `/__admin` call with the default admin token and an optional JSON body.
    pub async fn admin(&self, method: &str, path: &str, body: Option<Value>) -> Reply {
        let req = Request::builder().method(method).uri(path).header("X-Admin-Token", ADMIN_TOKEN);
        let body = body.map_or_else(Body::empty, |b| Body::from(b.to_string()));
        self.send(req.header("Content-Type", "application/json").body(body).unwrap()).await
    }

    /// An encrypted call, V3, with the mock's current key.
    pub async fn encrypted(&self, method: &str, path: &str, token: Option<&str>, body: Value) -> Reply {
        let request = self.mock.key().modulus().encrypt_request(body.to_string().as_bytes());
        let req = Self::request(method, path, token)
            .header("Content-Type", "application/json")
            .header("Encryption", request.encryption)
            .header("X-Digest", request.digest)
            .header("X-RSA", request.rsa);
        self.send(req.body(Body::from(request.body)).unwrap()).await
    }

    /// Logs in by user name and returns the token.
    pub async fn login(&self, username: &str, password: &str) -> String {
        let reply = self
            .encrypted(
                "POST",
                "/wps/session/login",
                None,
                json!({"username": username, "password": password, "type": "username"}),
            )
            .await;
        assert_eq!(reply.json["success"], true, "login of {username} failed: {}", reply.json);
        reply.json["value"]["token"].as_str().unwrap().to_owned()
    }
}

/// A client logged in as demo01.
pub async fn demo() -> (Client, String) {
    let client = Client::new();
    let token = client.login("demo01", "abc123").await;
    (client, token)
}

/// The `value` of a successful answer (fails the test otherwise).
pub fn ok(reply: &Reply) -> &Value {
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    assert_eq!(reply.json["success"], true, "{}", reply.json);
    &reply.json["value"]
}

/// Asserts a refusal with this error code.
pub fn refused(reply: &Reply, code: &str) {
    assert_eq!(reply.json["success"], false, "{}", reply.json);
    assert_eq!(reply.json["errorCode"], code, "{}", reply.json);
}
