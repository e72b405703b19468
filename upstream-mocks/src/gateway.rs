//! The upstream's gateway rules, enforced from the shared catalogue before any handler runs:
//! exactly one known `Merchant`, a known path, the right method (`#459`), a live token where the
//! call needs one (401 `login.not.session`), a bounded body, and decryption of encrypted calls
//! (400 `request_body_required` when that fails). Handlers then see plain JSON and a [`Ctx`], and read it
//! through [`crate::input`]. A [`crate::dialect`] may lack calls, refuse methods and leave answer fields out.
//! The checks that need an area's knowledge (is a module switched off, how a trial account is refused)
//! come in as [`Rules`], handed in by the composition root (`lib.rs`), so the gateway imports no area;
//! what it needs of the mock is [`Upstream`], which the root's mock implements, so it imports nothing
//! of the root either (the root names the handlers' context `state::Ctx`).

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use parking_lot::{Mutex, RwLock};
use upstream_protocol::catalogue::{self, Call, Crypt, Method, Session, Token};
use upstream_protocol::crypto::{EncryptedParts, SessionKey};
use upstream_protocol::envelope::code;
use upstream_protocol::headers;

use crate::base::MemberId;
use crate::dialect::Dialect;
use crate::faults::Faults;
use crate::journal::Note;
use crate::persist::Saved;
use crate::reply::Fail;
use crate::switches::SystemSwitches;

/// What the gateway needs of the mock (its data file's [`Saved`] part included: a write is saved
/// before it is answered); the composition root's mock implements it.
pub trait Upstream: Saved {
    /// The database of a merchant the mock serves.
    fn db(&self, merchant: &str) -> Option<&Mutex<Self::Db>>;
    /// The faults in force.
    fn faults(&self) -> &RwLock<Faults>;
    /// How the mock speaks.
    fn dialect(&self) -> &RwLock<Dialect>;
    /// The mock-wide switches (V3 only, single session).
    fn switches(&self) -> &RwLock<SystemSwitches>;
    /// Records a session key; false when it was used before (a replay).
    fn first_use_of(&self, key: &SessionKey) -> bool;
    /// How long a session lives unused.
    fn session_idle(&self) -> Duration;
    /// The member behind a live token in `db`; refreshes its idle timer.
    fn touch_session(db: &mut Self::Db, token: &str, idle: Duration) -> Option<MemberId>;
    /// Keeps only each member's newest session in `db` (single-session mode).
    fn keep_newest_sessions(db: &mut Self::Db);
    /// Whether this member of `db` is a trial account.
    fn is_trial(db: &Self::Db, id: MemberId) -> bool;
}

/// What the gateway learnt about a request, for its handler (the composition root names it for its
/// mock: `state::Ctx`).
pub struct Ctx<Mock> {
    /// The whole mock.
    pub mock: Arc<Mock>,
    /// The merchant code of the `Merchant` header.
    pub merchant: String,
    /// Upper-case language code from the `Language` header (`EN` when absent).
    pub language: String,
    /// The end user's address: `X-Forwarded-For`'s first entry, else the peer.
    pub client_ip: Option<IpAddr>,
    /// The logged-in member, when a live token came with the request.
    pub member: Option<MemberId>,
    /// That token.
    pub token: Option<String>,
    /// The catalogue's entry for the call being answered.
    pub call: &'static Call,
}

// By hand: derived, it would ask `Mock: Clone` too, when only the `Arc` is cloned.
impl<Mock> Clone for Ctx<Mock> {
    fn clone(&self) -> Self {
        Self {
            mock: self.mock.clone(),
            merchant: self.merchant.clone(),
            language: self.language.clone(),
            client_ip: self.client_ip,
            member: self.member,
            token: self.token.clone(),
            call: self.call,
        }
    }
}

impl<Mock: Upstream> Ctx<Mock> {
    /// This merchant's database.
    #[expect(clippy::expect_used, reason = "a Ctx is made only after the merchant was found (see `admit`)")]
    pub fn db(&self) -> &Mutex<Mock::Db> {
        self.mock.db(&self.merchant).expect("the gateway admits only known merchants")
    }
}

impl<Mock> Ctx<Mock> {
    /// The logged-in member, or 401.
    pub fn member(&self) -> Result<MemberId, Fail> {
        self.member.ok_or_else(Fail::not_logged_in)
    }
}

impl<S: Send + Sync, Mock: Send + Sync + 'static> FromRequestParts<S> for Ctx<Mock> {
    type Rejection = Fail;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        parts.extensions.get::<Self>().cloned().ok_or_else(|| Fail::unavailable("not an upstream call"))
    }
}

/// The areas' checks the gateway applies, handed in by the composition root.
pub struct Rules<Mock: Upstream> {
    /// Whether the merchant has this white-label module switched on (the system area's tree).
    pub module_enabled: fn(&Mock::Db, &str) -> bool,
    /// The refusal of a call only a real account may make, to a trial account (the access area's).
    pub trial_refusal: fn() -> Fail,
}

// By hand: derived, they would ask the same of `Mock`, and two function pointers are all there is.
impl<Mock: Upstream> Clone for Rules<Mock> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<Mock: Upstream> Copy for Rules<Mock> {}

/// The gateway's own state: the mock, and the areas' [`Rules`].
pub struct Gate<Mock: Upstream> {
    /// The whole mock.
    pub mock: Arc<Mock>,
    /// The areas' checks, handed in by the composition root.
    pub rules: Rules<Mock>,
}

// By hand: derived, it would ask `Mock: Clone` too, when only the `Arc` is cloned.
impl<Mock: Upstream> Clone for Gate<Mock> {
    fn clone(&self) -> Self {
        Self { mock: self.mock.clone(), rules: self.rules }
    }
}

/// The gateway middleware.
pub async fn gateway<Mock: Upstream>(
    State(Gate { mock, rules }): State<Gate<Mock>>,
    req: Request,
    next: Next,
) -> Response {
    if let Some(fault) = crate::faults::before_call(mock.faults(), req.uri().path()).await {
        return fault.into_response();
    }
    let req = match admit(mock.clone(), rules, req).await {
        Ok(req) => req,
        Err(fail) => return fail.into_response(),
    };
    let starts_session = req.extensions().get::<Ctx<Mock>>().map(|ctx| (ctx.call.session, ctx.merchant.clone()));
    let method = req.method().clone();
    let path = req.extensions().get::<Ctx<Mock>>().map_or("", |ctx| ctx.call.path);
    let response = crate::dialect::omit_fields(mock.dialect(), path, next.run(req).await).await;
    if let Some((Session::Start, merchant)) = starts_session
        && mock.switches().read().single_session
        && let Some(db) = mock.db(&merchant)
    {
        Mock::keep_newest_sessions(&mut db.lock());
    }
    crate::persist::after_call(&mock, &method).await;
    response
}

async fn admit<Mock: Upstream>(mock: Arc<Mock>, rules: Rules<Mock>, req: Request) -> Result<Request, Fail> {
    let (mut parts, body) = req.into_parts();
    let merchant = single_merchant(&parts.headers)?;
    let Some(db) = mock.db(&merchant) else {
        return Err(Fail::unavailable("unknown merchant"));
    };
    let call = catalogue::find(parts.uri.path()).ok_or_else(|| {
        Fail::new(StatusCode::NOT_FOUND, code::FUNCTION_NOT_AVAILABLE, "Function not available #543: unknown path")
    })?;
    Method::parse(parts.method.as_str()).filter(|m| call.allows(*m)).ok_or_else(|| {
        Fail::new(StatusCode::METHOD_NOT_ALLOWED, code::HTTP_METHOD_NOT_SUPPORT, "HTTP method not supported #459")
    })?;
    // Another upstream's dialect may lack the call, or take it by one method only.
    if let Some(refusal) = crate::dialect::refusal(mock.dialect(), call.path, parts.method.as_str()) {
        return Err(refusal);
    }

    let peer = parts
        .extensions
        .get::<ConnectInfo<crate::faults::PeerAddr>>()
        .map(|c| c.0.0.ip())
        .or_else(|| parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip()));
    let client_ip = forwarded_ip(&parts.headers).or(peer);
    let language = parts
        .headers
        .get(headers::LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map(|l| l.trim().to_ascii_uppercase())
        .filter(|l| !l.is_empty())
        .unwrap_or_else(|| "EN".into());

    // A module the merchant switched off answers #543, as mobile registration does upstream.
    let module_off = !call.mod_id.is_empty() && !(rules.module_enabled)(&db.lock(), call.mod_id);
    if module_off {
        return Err(Fail::business(code::FUNCTION_NOT_AVAILABLE, "Function not available #543"));
    }

    let bytes = axum::body::to_bytes(body, call.max_body.max(1)).await.map_err(|_| {
        Fail::new(StatusCode::PAYLOAD_TOO_LARGE, "request_entity_too_large", "The request body is too large")
    })?;
    let (member, token) = authenticate(&*mock, &merchant, call, &parts.method, &parts.headers)?;
    // Spec 000 §6: a trial account is kept from what only a real account may do (`Call::real_account`).
    if call.real_account && member.is_some_and(|id| is_trial(&*mock, &merchant, id)) {
        return Err((rules.trial_refusal)());
    }
    // What the journal shows of this call (see `crate::journal::Note`).
    let note = parts.extensions.get::<Note>().cloned().unwrap_or_default();
    note.body(&bytes, false);
    let bytes = match call.crypt {
        Crypt::Body => decrypt(&*mock, &parts.headers, &bytes).map_err(|why| refuse(&note, &why))?,
        Crypt::KeyOnly => {
            check_wrapped_key(&*mock, &parts.headers).map_err(|why| refuse(&note, &why))?;
            bytes
        }
        Crypt::Plain => bytes,
    };
    if call.crypt == Crypt::Body {
        note.body(&bytes, true);
        parts.headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
        parts.headers.remove(header::CONTENT_LENGTH);
    }

    let ctx = Ctx { mock, merchant, language, client_ip, member, token, call };
    parts.extensions.insert(ctx);
    Ok(Request::from_parts(parts, Body::from(bytes)))
}

fn is_trial<Mock: Upstream>(mock: &Mock, merchant: &str, id: MemberId) -> bool {
    mock.db(merchant).is_some_and(|db| Mock::is_trial(&db.lock(), id))
}

/// Exactly one `Merchant` header (names are case-insensitive, so `Merchant` + `merchant` is two).
fn single_merchant(headers: &HeaderMap) -> Result<String, Fail> {
    let mut values = headers.get_all(headers::MERCHANT).iter();
    match (values.next(), values.next()) {
        (Some(value), None) => value
            .to_str()
            .ok()
            .map(str::trim)
            .filter(|v| !v.is_empty())
            .map(str::to_owned)
            .ok_or_else(|| Fail::unavailable("bad merchant header")),
        (None, _) => Err(Fail::unavailable("missing merchant header")),
        (Some(_), Some(_)) => Err(Fail::unavailable("duplicate merchant header")),
    }
}

fn forwarded_ip(headers: &HeaderMap) -> Option<IpAddr> {
    let first =
        |name: &str| headers.get(name)?.to_str().ok()?.split(',').next().map(str::trim).and_then(|ip| ip.parse().ok());
    first(headers::FORWARDED_FOR).or_else(|| first(headers::REAL_IP))
}

/// Resolves `Authorization` (the raw token). A token that is present but dead answers 401 even on
/// calls that work anonymously: the real upstream does this "on every feed" (protocol §6): the calls
/// that take a token, and the public feeds (the catalogue's cacheable reads: status, game lists,
/// announcements, winners…). The other anonymous calls (the RSA key, captchas, logging in,
/// registering, the lottery gateway's reads) ignore a token, so a client whose session died can
/// always log in again.
fn authenticate<Mock: Upstream>(
    mock: &Mock,
    merchant: &str,
    call: &Call,
    method: &axum::http::Method,
    headers: &HeaderMap,
) -> Result<(Option<MemberId>, Option<String>), Fail> {
    let token =
        headers.get(headers::AUTHORIZATION).and_then(|v| v.to_str().ok()).map(str::trim).filter(|t| !t.is_empty());
    let is_feed = call.token == Token::None && call.cache.is_some() && method == axum::http::Method::GET;
    if call.token == Token::None && !is_feed {
        return Ok((None, None));
    }
    let Some(token) = token else {
        return if call.token == Token::Required { Err(Fail::not_logged_in()) } else { Ok((None, None)) };
    };
    #[expect(clippy::expect_used, reason = "the caller answers an unknown merchant before this")]
    let db = mock.db(merchant).expect("checked by the caller");
    let member = Mock::touch_session(&mut db.lock(), token, mock.session_idle()).ok_or_else(Fail::not_logged_in)?;
    // A feed checks the token, then answers as to anyone.
    if is_feed {
        return Ok((None, None));
    }
    Ok((Some(member), Some(token.to_owned())))
}

/// The client learns only "System error", as upstream; the journal and the log learn why.
fn refuse(note: &Note, why: &str) -> Fail {
    tracing::info!(why, "refused an encrypted call");
    note.refused(why);
    Fail::new(StatusCode::BAD_REQUEST, code::REQUEST_BODY_REQUIRED, "System error")
}

/// Free play sends only a wrapped fresh key: it must unwrap under the current key, and be new.
fn check_wrapped_key<Mock: Upstream>(mock: &Mock, headers: &HeaderMap) -> Result<(), String> {
    let wrapped =
        headers.get(headers::ENCRYPTION).and_then(|v| v.to_str().ok()).ok_or("the Encryption header is missing")?;
    let key = mock.key().unwrap_key(wrapped).map_err(|e| e.to_string())?;
    if !mock.first_use_of(&key) {
        return Err(REPLAYED.into());
    }
    Ok(())
}

const REPLAYED: &str = "the session key was used before (a replay)";

/// The plaintext of an encrypted body, or why there is none.
fn decrypt<Mock: Upstream>(mock: &Mock, headers: &HeaderMap, body: &[u8]) -> Result<bytes::Bytes, String> {
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let parts = EncryptedParts {
        encryption: text(headers::ENCRYPTION),
        digest: text(headers::DIGEST),
        rsa: text(headers::RSA),
        body,
    };
    if mock.switches().read().require_v3 && (parts.digest.is_none() || parts.rsa.is_none()) {
        return Err("V3 headers (X-Digest and X-RSA) are required and missing".into());
    }
    let decrypted = mock.key().decrypt_request(parts).map_err(|e| e.to_string())?;
    if !mock.first_use_of(&decrypted.session_key) {
        return Err(REPLAYED.into());
    }
    if let Err(e) = serde_json::from_slice::<serde_json::Value>(&decrypted.plaintext) {
        return Err(format!("the decrypted body is not JSON ({e})"));
    }
    Ok(decrypted.plaintext.into())
}
