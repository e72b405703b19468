//! The retry policy of every upstream call the BFF may repeat: an idempotent read that gets no answer or
//! a 502/503/504, and a game relay that answers its intermittent `function.not.available` (protocol §6),
//! are tried again after a jittered, doubling wait, never past the upstream timeout and never through an
//! open breaker ([`super::breaker`]). A public read whose last good answer stands ready is not tried
//! again: the visitor gets that answer at once, and a failing upstream is not asked three times as
//! often. Forwarded calls, public reads, pages and `/bff/bootstrap` all come here.

use std::time::{Duration, Instant};

use axum::http::Method;
use rand::Rng as _;
use upstream_protocol::catalogue::Call;
use upstream_protocol::envelope::code;

use super::answer::Answer;
use super::client::{Outgoing, Upstream};
use crate::error::BffError;

/// What a failed public read falls back on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fallback {
    /// Nothing: the visitor gets the failure, so the call is worth trying again.
    None,
    /// The last good answer, served at once.
    LastGood,
}

impl Upstream {
    /// One call, tried again while it may be and it is worth it.
    pub async fn send_with_retries(&self, call: &Call, outgoing: Outgoing<'_>) -> Result<Answer, BffError> {
        self.send_by_policy(call, outgoing, Fallback::None).await
    }

    /// One call, tried again while it may be and it is worth it: not when a fallback stands ready.
    pub async fn send_by_policy(
        &self,
        call: &Call,
        outgoing: Outgoing<'_>,
        fallback: Fallback,
    ) -> Result<Answer, BffError> {
        let config = &outgoing.brand.upstream;
        let deadline = Instant::now() + config.timeout;
        let idempotent = outgoing.method == Method::GET;
        let mut attempt = 0;
        loop {
            let result = self.send(outgoing.clone()).await;
            let worth_again = match &result {
                Err(BffError::UpstreamUnavailable) => idempotent,
                Err(_) => false,
                Ok(answer) => {
                    (idempotent && matches!(answer.status.as_u16(), 502..=504))
                        || (call.is_game_relay() && is_unavailable(answer))
                }
            };
            // An open breaker refuses the next try too: the visitor is answered at once.
            if !worth_again
                || fallback == Fallback::LastGood
                || attempt >= config.retries
                || self.is_open(outgoing.brand)
            {
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
}

/// `base × 2^attempt`, times a random factor between ½ and 1½, so retries from many requests spread out.
fn backoff(base: Duration, attempt: u32) -> Duration {
    base.saturating_mul(1 << attempt.min(10)).mul_f64(rand::thread_rng().gen_range(0.5..1.5))
}

fn is_unavailable(answer: &Answer) -> bool {
    answer.json().is_some_and(|j| j["errorCode"] == code::FUNCTION_NOT_AVAILABLE)
}
