//! The context of one forwarded call (as Pingora keeps one per request): made from what phase 1 admits,
//! passed to every phase as `&mut Ctx`, each reading what the phases before it decided and leaving what it
//! decides.

use axum::http::HeaderValue;
use axum::http::request::Parts;
use bytes::Bytes;
use serde_json::{Map, Value};
use upstream_protocol::catalogue::Call;
use upstream_protocol::languages::Language;

use crate::AppState;
use crate::config::Brand;
use crate::session::claims::Claims;
use crate::session::cookies::Session;
use crate::upstream::Encryption;
use crate::visitor::Visitor;

/// An admitted call: the catalogue's entry, the request head, the body and, where the BFF reads it, the
/// body's JSON object.
#[derive(Debug)]
pub struct Admitted {
    /// The catalogue's entry for the call.
    pub call: &'static Call,
    /// The request's head: method, URI, headers.
    pub parts: Parts,
    /// The body: the browser's, as the phases change it for the upstream.
    pub body: Bytes,
    /// The body's JSON object, when the BFF reads it.
    pub json: Option<Map<String, Value>>,
}

impl Admitted {
    /// A string field of the body's JSON.
    pub fn field(&self, name: &str) -> Option<&str> {
        self.json.as_ref()?.get(name)?.as_str()
    }
}

/// A login by user name and password: the password typed, and what forces a change of it.
#[derive(Debug, Clone)]
pub struct PasswordLogin {
    /// The password typed (secret: sealed in the session only while a change is due).
    pub typed: String,
    /// The brand's insecure default password was typed.
    pub is_default: bool,
    /// `forced_change_on_expiry` is on.
    pub expiry_forces_change: bool,
}

impl PasswordLogin {
    /// Whether the session must change its password first.
    pub fn must_change(&self, first_time_login: bool, password_expired: bool) -> bool {
        self.is_default || first_time_login || (password_expired && self.expiry_forces_change)
    }
}

/// One forwarded call, from admission to the answer: what every phase reads and what each decides.
pub struct Ctx<'a> {
    /// What every handler shares.
    pub state: &'a AppState,
    /// The brand the request's host names.
    pub brand: &'a Brand,
    /// Who is asking.
    pub visitor: Visitor,
    /// The visitor's language among the brand's.
    pub language: &'static Language,
    /// Phase 1: the call, its request head and body (after phase 6: the body the upstream gets, before
    /// encryption).
    pub admitted: Admitted,
    /// Phase 3: a human-check pass was used up (its cookie is cleared with the answer).
    pub pass_used: bool,
    /// Phase 4: the session the request carries.
    pub session: Session,
    /// Phase 6: the member asked to be remembered (a body field the upstream never sees).
    pub remember: bool,
    /// Phase 6: how the call is encrypted.
    pub encryption: Encryption,
    /// Phase 7 (account after): a password login's verdict on a forced change.
    pub password_login: Option<PasswordLogin>,
    /// Phase 7 (account after): the session's claims after a forced change succeeded.
    pub changed: Option<Claims>,
    /// Phase 8: the cookies the answer sets.
    pub cookies: Vec<HeaderValue>,
}

impl<'a> Ctx<'a> {
    /// The context of a call phase 1 admitted, before any other phase.
    pub fn new(
        state: &'a AppState,
        brand: &'a Brand,
        visitor: Visitor,
        language: &'static Language,
        admitted: Admitted,
    ) -> Self {
        Self {
            state,
            brand,
            visitor,
            language,
            admitted,
            pass_used: false,
            session: Session::default(),
            remember: false,
            encryption: Encryption::None,
            password_login: None,
            changed: None,
            cookies: Vec::new(),
        }
    }

    /// The catalogued call.
    pub fn call(&self) -> &'static Call {
        self.admitted.call
    }
}
