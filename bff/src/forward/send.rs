//! Phase 4, send: the call goes to the brand's upstream with the merchant's headers, the member's
//! token and the visitor's address ([`crate::upstream`]).
//!
//! An idempotent read that gets no answer or a 502/503/504, and a game relay that answers its
//! intermittent `function.not.available` (protocol §6), are tried again after a jittered, doubling
//! wait, never past the upstream timeout. A call that works anonymously, refused because its token is
//! stale, is sent once more without it (the upstream refuses every feed to a stale token, protocol §6):
//! the visitor gets the public answer and the session is cleared. A call with two shapes goes by the
//! method its upstream takes ([`super::methods`]).

use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use rand::Rng as _;
use upstream_protocol::catalogue::{Call, Token};
use upstream_protocol::envelope::code;

use crate::AppState;
use crate::error::BffError;
use crate::upstream::{Answer, Outgoing};

/// The upstream's answer, and whether it refused the member's token on the way.
pub struct Sent {
    pub answer: Answer,
    pub token_refused: bool,
}

pub async fn send(state: &AppState, call: &'static Call, outgoing: Outgoing<'_>) -> Result<Sent, BffError> {
    let answer = match call.fallback {
        // Boxed: only logout and the hot game list take two shapes.
        Some(_) => Box::pin(super::methods::send(state, call, outgoing.clone())).await?,
        None => with_retries(state, call, outgoing.clone()).await?,
    };
    let token_refused = outgoing.token.is_some() && session_is_gone(&answer);
    if token_refused && call.token == Token::Optional {
        let answer = with_retries(state, call, Outgoing { token: None, ..outgoing }).await?;
        return Ok(Sent { answer, token_refused });
    }
    Ok(Sent { answer, token_refused })
}

/// One call, tried again while it may be and it is worth it.
pub async fn with_retries(state: &AppState, call: &Call, outgoing: Outgoing<'_>) -> Result<Answer, BffError> {
    let config = &outgoing.brand.upstream;
    let deadline = Instant::now() + config.timeout;
    let idempotent = outgoing.method == Method::GET;
    let mut attempt = 0;
    loop {
        let result = state.upstream.send(outgoing.clone()).await;
        let worth_again = match &result {
            Err(BffError::UpstreamUnavailable) => idempotent,
            Err(_) => false,
            Ok(answer) => {
                (idempotent && matches!(answer.status.as_u16(), 502..=504))
                    || (call.is_game_relay() && is_unavailable(answer))
            }
        };
        // An open breaker refuses the next try too: the visitor is answered at once.
        if !worth_again || attempt >= config.retries || state.upstream.is_open(outgoing.brand) {
            return result;
        }
        let wait = backoff(config.retry_backoff, attempt);
        if Instant::now() + wait >= deadline {
            return result;
        }
        tracing::info!(path = call.path, attempt = attempt + 1, "trying the upstream again");
        tokio::time::sleep(wait).await;
        attempt += 1;
    }
}

/// `base × 2^attempt`, times a random factor between ½ and 1½, so retries from many requests spread out.
fn backoff(base: Duration, attempt: u32) -> Duration {
    base.saturating_mul(1 << attempt.min(10)).mul_f64(rand::thread_rng().gen_range(0.5..1.5))
}

fn is_unavailable(answer: &Answer) -> bool {
    answer.json().is_some_and(|j| j["errorCode"] == code::FUNCTION_NOT_AVAILABLE)
}

/// HTTP 401, or one of the codes that mean the session is gone.
pub fn session_is_gone(answer: &Answer) -> bool {
    answer.status == StatusCode::UNAUTHORIZED
        || answer.json().is_some_and(|j| j["errorCode"].as_str().is_some_and(|c| code::SESSION_GONE.contains(&c)))
}
