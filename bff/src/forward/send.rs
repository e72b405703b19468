//! Phase 4, send: the call goes to the brand's upstream with the merchant's headers, the member's
//! token and the visitor's address ([`crate::upstream`]).
//!
//! Retried as every repeatable upstream call is ([`crate::upstream::retries`]). A call that works anonymously, refused because its token is
//! stale, is sent once more without it (the upstream refuses every feed to a stale token, protocol §6):
//! the visitor gets the public answer and the session is cleared. A call with two shapes goes by the
//! method its upstream takes ([`super::methods`]).

use upstream_protocol::catalogue::{Call, Token};

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
        None => state.upstream.send_with_retries(call, outgoing.clone()).await?,
    };
    let token_refused = outgoing.token.is_some() && answer.says_session_gone();
    if token_refused && call.token == Token::Optional {
        let answer = state.upstream.send_with_retries(call, Outgoing { token: None, ..outgoing }).await?;
        return Ok(Sent { answer, token_refused });
    }
    Ok(Sent { answer, token_refused })
}
