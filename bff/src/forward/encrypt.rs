//! Phase 3, encrypt: the calls the upstream wants encrypted leave the BFF encrypted its way
//! (protocol §3): the JSON body as DES under a fresh session key wrapped with the upstream's RSA key
//! (sent V3), or only a wrapped fresh key (free play). The browser sends plain JSON over TLS.

use axum::http::StatusCode;
use bytes::Bytes;
use serde_json::{Map, Value};
use upstream_protocol::catalogue::Crypt;
use upstream_protocol::crypto::{EncryptedRequest, SessionKey};
use upstream_protocol::envelope::code;

use super::admit::Admitted;
use crate::AppState;
use crate::config::Brand;
use crate::error::BffError;
use crate::upstream::{Answer, Encryption};

/// A body field the BFF reads itself and never sends upstream: keep the session past the browser session.
const REMEMBER_FIELD: &str = "rememberMe";

/// The body the upstream is to get (before encryption), and whether the member asked to be remembered.
/// An encrypted body is the browser's JSON compact (as the upstream's own client sends it), field order
/// kept, without the BFF's own fields; any other body goes as the browser sent it.
pub fn plaintext(admitted: &Admitted) -> (Bytes, bool) {
    match (&admitted.json, admitted.call.crypt) {
        (Some(json), Crypt::Body) => compact(json.clone()),
        _ => (admitted.body.clone(), false),
    }
}

/// A JSON object compact and without the BFF's own fields, and whether it asked to be remembered.
pub fn compact(mut json: Map<String, Value>) -> (Bytes, bool) {
    let remember = json.remove(REMEMBER_FIELD).is_some_and(|v| v == true);
    (serde_json::to_vec(&json).expect("JSON re-serialises").into(), remember)
}

/// What an outgoing call carries to be decrypted upstream.
pub enum Encrypted {
    Nothing,
    Body(EncryptedRequest),
    Key(String),
}

impl Encrypted {
    pub fn as_encryption(&self) -> Encryption<'_> {
        match self {
            Encrypted::Nothing => Encryption::None,
            Encrypted::Body(request) => Encryption::Body(request),
            Encrypted::Key(wrapped) => Encryption::KeyOnly(wrapped),
        }
    }
}

/// Encrypts for the brand's upstream key (fetched once, kept until refused).
pub async fn encrypt(state: &AppState, brand: &Brand, crypt: Crypt, plaintext: &[u8]) -> Result<Encrypted, BffError> {
    Ok(match crypt {
        Crypt::Plain => Encrypted::Nothing,
        Crypt::Body => Encrypted::Body(state.upstream.modulus(brand).await?.encrypt_request(plaintext)),
        Crypt::KeyOnly => Encrypted::Key(state.upstream.modulus(brand).await?.wrap_key(&SessionKey::generate())),
    })
}

/// The upstream could not decrypt: its key has changed since we fetched it.
pub fn key_refused(answer: &Answer) -> bool {
    answer.status == StatusCode::BAD_REQUEST
        && answer.json().is_some_and(|j| j["errorCode"] == code::REQUEST_BODY_REQUIRED)
}

/// Forgets the brand's upstream key, so the next call fetches it again.
pub async fn forget_key(state: &AppState, brand: &Brand) {
    tracing::info!(brand = brand.id, "the upstream refused our encryption; fetching its RSA key again");
    state.upstream.forget_modulus(brand).await;
}
