//! The one client of the upstream: pooled keep-alive connections, merchant headers on every call, the
//! client's address, the request id and the trace ([`crate::trace`]) passed on, timeouts on everything, bounded answers, a circuit
//! breaker per upstream ([`super::breaker`]), and the RSA modulus fetched once and kept until the
//! upstream refuses it.

use std::cell::RefCell;
use std::net::IpAddr;
use std::sync::LazyLock;
use std::time::Duration;

use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, Request, header};
use bytes::Bytes;
use http_body_util::{BodyExt as _, Full, Limited};
use hyper_rustls::{HttpsConnector, HttpsConnectorBuilder};
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::{TokioExecutor, TokioTimer};
use moka::future::Cache;
use thread_local::ThreadLocal;
use tracing::Instrument as _;
use upstream_protocol::crypto::{EncryptedRequest, RsaModulus};
use upstream_protocol::headers;

use super::answer::Answer;
use super::breaker::{Breakers, Verdict};
use crate::clock::unix_now;
use crate::config::{Brand, UpstreamConfig};
use crate::error::BffError;
use crate::metrics;

/// The request id's header: set by the door ([`crate::entry`]) on the way in, passed to the upstream
/// and Next, and returned on the answer.
pub const REQUEST_ID: &str = "x-request-id";

/// Request headers the upstream may see: the browser's content negotiation and the request id the
/// door set. Everything else (cookies, the browser's own `Authorization` or `Merchant`, forwarding
/// and hop-by-hop headers) stays behind.
const PASSED_THROUGH: [HeaderName; 5] = [
    header::ACCEPT,
    header::ACCEPT_LANGUAGE,
    header::CONTENT_TYPE,
    header::USER_AGENT,
    HeaderName::from_static(REQUEST_ID),
];

/// Upstream answer headers the BFF reads (the browser sees only some of them: see `forward`).
const KEPT: [HeaderName; 4] =
    [header::CONTENT_TYPE, header::CACHE_CONTROL, header::CONTENT_DISPOSITION, header::SET_COOKIE];

/// One call to make.
#[derive(Debug, Clone)]
pub struct Outgoing<'a> {
    /// The brand calling: its upstream, merchant and timeouts.
    pub brand: &'a Brand,
    /// The HTTP method the upstream gets.
    pub method: Method,
    /// Path and query, e.g. `/wps/member/info?t=1`.
    pub path_and_query: &'a str,
    /// The upstream's language code (from the language table).
    pub language: &'static str,
    /// The visitor's address, passed on as `X-Forwarded-For` and `X-Real-IP`.
    pub client_ip: Option<IpAddr>,
    /// The member's raw upstream token.
    pub token: Option<&'a str>,
    /// The upstream's captcha binding, sent back as its `captchaId` cookie.
    pub captcha_id: Option<&'a str>,
    /// The browser's headers (filtered here).
    pub browser_headers: &'a HeaderMap,
    /// The body before encryption (`encryption` may replace it).
    pub body: Bytes,
    /// How the call is encrypted.
    pub encryption: &'a Encryption,
}

impl<'a> Outgoing<'a> {
    /// An anonymous GET of the BFF's own (no browser headers, no visitor).
    pub fn get(brand: &'a Brand, path_and_query: &'a str, language: &'static str) -> Self {
        static NO_HEADERS: LazyLock<HeaderMap> = LazyLock::new(HeaderMap::new);
        static NO_ENCRYPTION: Encryption = Encryption::None;
        Self {
            brand,
            method: Method::GET,
            path_and_query,
            language,
            client_ip: None,
            token: None,
            captcha_id: None,
            browser_headers: &NO_HEADERS,
            body: Bytes::new(),
            encryption: &NO_ENCRYPTION,
        }
    }
}

/// How an outgoing call is encrypted (the forward path's encrypt phase makes it; a call borrows it).
#[derive(Debug)]
pub enum Encryption {
    /// Sent as it is.
    None,
    /// V3: replaces the body and adds `Encryption`, `X-Digest` and `X-RSA`.
    Body(EncryptedRequest),
    /// Only `Encryption` (a wrapped fresh key) over the plain body: free play.
    KeyOnly(String),
}

/// hyper's pooled client: HTTP/1.1 keep-alive, TLS by rustls.
type Http = Client<HttpsConnector<HttpConnector>, Full<Bytes>>;

/// The upstream client, shared by every brand.
pub struct Upstream {
    /// One pool per thread: a worker's calls use connections its own runtime drives ([`crate::server`]).
    /// Replaced, idle connections and all, when a call finds its connection dead ([`Self::exchange`]).
    http: ThreadLocal<RefCell<Http>>,
    connect_timeout: Duration,
    pool_idle_timeout: Duration,
    /// RSA modulus per (upstream URL, merchant).
    moduli: Cache<(String, String), RsaModulus>,
    breakers: Breakers,
}

impl Upstream {
    /// The connect timeout, the pool's idle time and the key's time to live come from `defaults.toml`
    /// (one client serves every brand).
    pub fn new(config: &UpstreamConfig) -> Self {
        let moduli = Cache::builder().max_capacity(1000).time_to_live(config.key_ttl).build();
        Self {
            http: ThreadLocal::new(),
            connect_timeout: config.connect_timeout,
            pool_idle_timeout: config.pool_idle_timeout,
            moduli,
            breakers: Breakers::default(),
        }
    }

    /// This thread's client.
    fn http(&self) -> &RefCell<Http> {
        self.http.get_or(|| RefCell::new(self.new_client()))
    }

    /// A client with an empty pool.
    #[expect(clippy::expect_used, reason = "the ring provider supports the default protocol versions")]
    fn new_client(&self) -> Http {
        let mut connector = HttpConnector::new();
        connector.set_nodelay(true);
        connector.set_connect_timeout(Some(self.connect_timeout));
        connector.enforce_http(false);
        let https = HttpsConnectorBuilder::new()
            .with_provider_and_webpki_roots(rustls::crypto::ring::default_provider())
            .expect("the ring provider supports the default protocol versions")
            .https_or_http()
            .enable_http1()
            .wrap_connector(connector);
        Client::builder(TokioExecutor::new())
            .pool_idle_timeout(self.pool_idle_timeout)
            .pool_timer(TokioTimer::new())
            .build(https)
    }

    /// Whether the breaker of this upstream is open (readiness reports it).
    pub fn is_open(&self, brand: &Brand) -> bool {
        self.breakers.is_open(&brand.upstream.url)
    }

    /// Whether this brand's upstream failed its last call: pages then say the network is at fault.
    pub fn is_failing(&self, brand: &Brand) -> bool {
        self.breakers.is_failing(&brand.upstream.url)
    }

    /// Sends one call with the merchant's headers and reads the answer, unless the upstream's breaker is
    /// open. No answer, a timeout and a 5xx count against the breaker.
    pub async fn send(&self, call: Outgoing<'_>) -> Result<Answer, BffError> {
        let config = &call.brand.upstream;
        if self.breakers.admit(&config.url) == Verdict::Wait {
            ::metrics::counter!(metrics::UPSTREAM_ERRORS, "kind" => "breaker_open").increment(1);
            return Err(BffError::UpstreamUnavailable);
        }
        // The upstream call's span (exported with `[telemetry]`; the `traceparent` it sends names it).
        let span = tracing::debug_span!(
            "upstream",
            otel.kind = "client",
            method = %call.method,
            path = call.path_and_query.split('?').next().unwrap_or_default()
        );
        let result = self.exchange(call.clone()).instrument(span).await;
        let kind = match &result {
            Ok(answer) if answer.status.is_server_error() => Some("status"),
            Ok(_) => None,
            Err(BffError::UpstreamTimeout) => Some("timeout"),
            Err(_) => Some("unavailable"),
        };
        if let Some(kind) = kind {
            ::metrics::counter!(metrics::UPSTREAM_ERRORS, "kind" => kind).increment(1);
        }
        self.breakers.record(&config.url, kind.is_none(), config.breaker_failures, config.breaker_cooldown);
        result
    }

    /// The call itself, within the brand's timeout (one timer for connecting, sending and reading).
    async fn exchange(&self, call: Outgoing<'_>) -> Result<Answer, BffError> {
        let config = &call.brand.upstream;
        let url = format!("{}{}", config.url, call.path_and_query);
        let request = self.request(&url, call)?;
        let limit = config.max_response;
        let exchange = async {
            let sent = self.http().borrow().request(request);
            let response = sent.await.map_err(|error| {
                tracing::warn!(url, %error, "upstream unreachable");
                // A connection reset or refused: the pool's other idle connections to it (an upstream
                // restarted, a balancer in between forgot them) are likely dead too. A fresh pool, so the
                // call tried again does not spend its retries on them.
                *self.http().borrow_mut() = self.new_client();
                BffError::UpstreamUnavailable
            })?;
            let (head, body) = response.into_parts();
            let body = Limited::new(body, limit).collect().await.map_err(|error| {
                tracing::warn!(url, %error, limit, "the upstream's answer broke off or is too large");
                BffError::UpstreamUnavailable
            })?;
            let mut kept = HeaderMap::new();
            for name in KEPT {
                for value in head.headers.get_all(&name) {
                    kept.append(name.clone(), value.clone());
                }
            }
            Ok(Answer::new(head.status, kept, body.to_bytes()))
        };
        tokio::time::timeout(config.timeout, exchange).await.unwrap_or_else(|_| {
            tracing::warn!(url, "upstream timed out");
            Err(BffError::UpstreamTimeout)
        })
    }

    /// The HTTP request of a call: the browser's allowed headers, then the merchant's.
    #[expect(clippy::expect_used, reason = "a fresh request builder holds no error")]
    fn request(&self, url: &str, call: Outgoing<'_>) -> Result<Request<Full<Bytes>>, BffError> {
        let brand = call.brand;
        let mut request = Request::builder().method(call.method).uri(url);
        let headers = request.headers_mut().expect("a fresh builder");
        for name in PASSED_THROUGH {
            if let Some(value) = call.browser_headers.get(&name) {
                headers.insert(name, value.clone());
            }
        }
        crate::trace::outgoing(headers);
        headers.insert(headers::MERCHANT, brand.merchant_header.clone());
        headers.insert(headers::DEVICE, HeaderValue::from_static(headers::DEVICE_WEB));
        headers.insert(headers::GATEWAY_VERSION, HeaderValue::from_static(headers::GATEWAY_VERSION_CURRENT));
        headers.insert(headers::LANGUAGE, HeaderValue::from_static(call.language));
        if let Some(ip) = call.client_ip {
            let ip = ip.to_string();
            insert(headers, headers::FORWARDED_FOR, &ip);
            insert(headers, headers::REAL_IP, &ip);
        }
        if let Some(token) = call.token {
            insert(headers, headers::AUTHORIZATION, token);
        }
        if let Some(id) = call.captcha_id {
            insert(headers, "cookie", &format!("{}={id}", headers::CAPTCHA_COOKIE));
        }
        let body = match call.encryption {
            Encryption::Body(encrypted) => {
                insert(headers, headers::ENCRYPTION, &encrypted.encryption);
                insert(headers, headers::DIGEST, &encrypted.digest);
                insert(headers, headers::RSA, &encrypted.rsa);
                headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
                Bytes::from(encrypted.body.clone())
            }
            Encryption::KeyOnly(wrapped_key) => {
                insert(headers, headers::ENCRYPTION, wrapped_key);
                call.body
            }
            Encryption::None => call.body,
        };
        request.body(Full::new(body)).map_err(|error| {
            tracing::warn!(url, %error, "not a request the upstream can be sent");
            BffError::UpstreamUnavailable
        })
    }

    /// The brand's upstream RSA modulus, fetched once (one fetch however many calls wait on it).
    pub async fn modulus(&self, brand: &Brand) -> Result<RsaModulus, BffError> {
        let key = (brand.upstream.url.clone(), brand.merchant_code.clone());
        self.moduli.try_get_with(key, self.fetch_modulus(brand)).await.map_err(|e: std::sync::Arc<BffError>| match *e {
            BffError::UpstreamTimeout => BffError::UpstreamTimeout,
            _ => BffError::UpstreamUnavailable,
        })
    }

    /// Drops a modulus the upstream refused, so the next call fetches it again.
    pub async fn forget_modulus(&self, brand: &Brand) {
        self.moduli.invalidate(&(brand.upstream.url.clone(), brand.merchant_code.clone())).await;
    }

    async fn fetch_modulus(&self, brand: &Brand) -> Result<RsaModulus, BffError> {
        let path = format!("/wps/session/key/rsa?t={}", unix_now() * 1000);
        let answer = self.send(Outgoing::get(brand, &path, "EN")).await?;
        let text = std::str::from_utf8(&answer.body).unwrap_or_default();
        if !answer.status.is_success() {
            tracing::warn!(status = %answer.status, "the upstream refused to give its RSA key");
            return Err(BffError::UpstreamUnavailable);
        }
        RsaModulus::parse(text).map_err(|e| {
            tracing::warn!(error = %e, "the upstream's RSA key is unreadable");
            BffError::UpstreamUnavailable
        })
    }
}

/// A header whose value came from elsewhere (a browser, the upstream); one that is no valid header value is left out.
fn insert(headers: &mut HeaderMap, name: &'static str, value: &str) {
    if let Ok(value) = HeaderValue::from_str(value) {
        headers.insert(HeaderName::from_static(name), value);
    }
}
