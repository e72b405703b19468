//! Phase 6, encrypt: the calls the upstream wants encrypted leave the BFF encrypted its way
//! (protocol §3): the JSON body as DES under a fresh session key wrapped with the upstream's RSA key
//! (sent V3), or only a wrapped fresh key (free play). The browser sends plain JSON over TLS. When the
//! upstream cannot decrypt (its key changed since we fetched it), the key is fetched again and the call
//! encrypted again, once.

use axum::http::StatusCode;
use bytes::Bytes;
use serde_json::{Map, Value};
use upstream_protocol::catalogue::Crypt;
use upstream_protocol::crypto::SessionKey;
use upstream_protocol::envelope::code;

use super::context::Ctx;
use crate::error::BffError;
use crate::upstream::{Answer, Encryption};

/// A body field the BFF reads itself and never sends upstream: keep the session past the browser session.
const REMEMBER_FIELD: &str = "rememberMe";

/// The body the upstream is to get (before encryption), and whether the member asked to be remembered,
/// then the encryption. An encrypted body is the browser's JSON compact (as the upstream's own client
/// sends it), field order kept, without the BFF's own fields; any other body goes as the browser sent it.
pub async fn encrypt(ctx: &mut Ctx<'_>) -> Result<(), BffError> {
    let crypt = ctx.call().crypt;
    if crypt == Crypt::Plain {
        return Ok(());
    }
    if let (Some(json), Crypt::Body) = (&ctx.admitted.json, crypt) {
        let (body, remember) = compact(json.clone());
        ctx.admitted.body = body;
        ctx.remember = remember;
    }
    // Boxed: only the calls that want encryption wait on the upstream's key.
    ctx.encryption = Box::pin(encryption(ctx, crypt)).await?;
    Ok(())
}

/// The upstream refused our encryption: its key has changed since we fetched it.
pub fn key_refused(ctx: &Ctx<'_>, answer: &Answer) -> bool {
    ctx.call().crypt != Crypt::Plain
        && answer.status == StatusCode::BAD_REQUEST
        && answer.json().is_some_and(|j| j["errorCode"] == code::REQUEST_BODY_REQUIRED)
}

/// Forgets the brand's upstream key and encrypts again under the one fetched anew.
pub async fn encrypt_with_a_fresh_key(ctx: &mut Ctx<'_>) -> Result<(), BffError> {
    tracing::info!(brand = ctx.brand.id, "the upstream refused our encryption; fetching its RSA key again");
    Box::pin(ctx.state.upstream.forget_modulus(ctx.brand)).await;
    ctx.encryption = Box::pin(encryption(ctx, ctx.call().crypt)).await?;
    Ok(())
}

/// A JSON object compact and without the BFF's own fields, and whether it asked to be remembered.
pub fn compact(mut json: Map<String, Value>) -> (Bytes, bool) {
    let remember = json.remove(REMEMBER_FIELD).is_some_and(|v| v == true);
    (serde_json::to_vec(&json).expect("JSON re-serialises").into(), remember)
}

/// The body encrypted for the brand's upstream key (fetched once, kept until refused).
async fn encryption(ctx: &Ctx<'_>, crypt: Crypt) -> Result<Encryption, BffError> {
    let upstream = &ctx.state.upstream;
    Ok(match crypt {
        Crypt::Plain => Encryption::None,
        Crypt::Body => Encryption::Body(upstream.modulus(ctx.brand).await?.encrypt_request(&ctx.admitted.body)),
        Crypt::KeyOnly => Encryption::KeyOnly(upstream.modulus(ctx.brand).await?.wrap_key(&SessionKey::generate())),
    })
}
