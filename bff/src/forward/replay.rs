//! Phase 5, replay guard: a money submit (`Call::replay_guard`: deposit, withdrawal and its
//! confirmation, transfers, point redeem and convert, promotion apply) carries an `Idempotency-Key`
//! the front makes once per user action. The first request with a key goes on; the same key from the
//! same session within `session.replay_window` is refused 409 `request.replayed` and the upstream is
//! not called, so a double click or a retried request moves money once. A guarded call without a key
//! (or with one that is empty, longer than 255 characters or not visible ASCII) is refused 400
//! `request.idempotency_key.required`: every client of the BFF sends one, and one that does not could
//! move money twice. Without a session there is nothing to guard: the upstream refuses the call anyway.
//!
//! Keys are remembered per session (a hash of the upstream token, so neither it nor the key's owner
//! is kept in the clear): another session's equal key is another action. The marks are the used-marks
//! store's ([`crate::marks`]): shared by every replica through Redis when `throttle.redis` is set.

use axum::http::HeaderMap;
use sha2::{Digest, Sha256};
use upstream_protocol::catalogue::REPLAY_KEY_HEADER;

use super::context::Ctx;
use crate::error::BffError;

/// The longest key accepted (a UUID is 36).
const MAX_KEY_LEN: usize = 255;

/// Lets a guarded call through once per key and session.
pub async fn guard(ctx: &mut Ctx<'_>) -> Result<(), BffError> {
    let call = ctx.call();
    let Some(claims) = ctx.session.claims().filter(|_| call.replay_guard) else { return Ok(()) };
    let Some(key) = action_key(&ctx.admitted.parts.headers) else {
        tracing::info!(path = call.path, "refused a money call without an idempotency key");
        return Err(BffError::IdempotencyKeyRequired);
    };
    let (state, mark) = (ctx.state, mark(&ctx.brand.id, &claims.token, key));
    // Boxed: only money submits wait on the marks (Redis, with `throttle.redis`).
    if Box::pin(state.marks.first_use(&state.throttles, mark, state.config.session.replay_window)).await {
        return Ok(());
    }
    tracing::info!(path = call.path, "refused a replayed money call");
    Err(BffError::Replayed)
}

/// The request's key, when it is one we accept.
fn action_key(headers: &HeaderMap) -> Option<&str> {
    let mut values = headers.get_all(REPLAY_KEY_HEADER).iter();
    let key = values.next()?.to_str().ok()?;
    let usable = values.next().is_none()
        && !key.is_empty()
        && key.len() <= MAX_KEY_LEN
        && key.bytes().all(|b| b.is_ascii_graphic());
    usable.then_some(key)
}

/// The remembered mark: brand, session and key, hashed.
fn mark(brand_id: &str, token: &str, key: &str) -> String {
    let mut hash = Sha256::new();
    for part in [brand_id, token, key] {
        hash.update(part.len().to_le_bytes());
        hash.update(part.as_bytes());
    }
    let digest = hash.finalize();
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    format!("replay:{hex}")
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn headers(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(REPLAY_KEY_HEADER, HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    #[test]
    fn a_key_is_one_visible_ascii_value_of_at_most_255_characters() {
        assert_eq!(action_key(&headers(&["4f1c-9a"])), Some("4f1c-9a"));
        assert_eq!(action_key(&headers(&[])), None);
        assert_eq!(action_key(&headers(&[""])), None);
        assert_eq!(action_key(&headers(&["a b"])), None);
        assert_eq!(action_key(&headers(&["a", "b"])), None, "two keys name no one action");
        assert_eq!(action_key(&headers(&[&"k".repeat(256)])), None);
        assert!(action_key(&headers(&[&"k".repeat(255)])).is_some());
    }

    #[test]
    fn marks_differ_by_brand_session_and_key_and_keep_no_secret_in_the_clear() {
        let base = mark("demo", "token-1", "key");
        assert_eq!(base, mark("demo", "token-1", "key"));
        assert_ne!(base, mark("demo", "token-2", "key"));
        assert_ne!(base, mark("other", "token-1", "key"));
        assert_ne!(base, mark("demo", "token-1", "key2"));
        // The parts are length-prefixed: moving a character from one to the next is another mark.
        assert_ne!(mark("demo", "token-1k", "ey"), base);
        assert!(!base.contains("token") && !base.contains("key"));
    }
}
