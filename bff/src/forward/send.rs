//! Phase 4, send: the call goes to the brand's upstream with the merchant's headers, the member's
//! token and the visitor's address ([`crate::upstream`]). A call that works anonymously, refused
//! because its token is stale, is sent once more without it (the upstream refuses every feed to a
//! stale token, protocol §6): the visitor gets the public answer and the session is cleared.

use axum::http::StatusCode;
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

pub async fn send(state: &AppState, call: &Call, outgoing: Outgoing<'_>) -> Result<Sent, BffError> {
    let answer = state.upstream.send(outgoing.clone()).await?;
    let token_refused = outgoing.token.is_some() && session_is_gone(&answer);
    if token_refused && call.token == Token::Optional {
        let answer = state.upstream.send(Outgoing { token: None, ..outgoing }).await?;
        return Ok(Sent { answer, token_refused });
    }
    Ok(Sent { answer, token_refused })
}

/// HTTP 401, or one of the codes that mean the session is gone.
pub fn session_is_gone(answer: &Answer) -> bool {
    answer.status == StatusCode::UNAUTHORIZED
        || answer.json().is_some_and(|j| j["errorCode"].as_str().is_some_and(|c| code::SESSION_GONE.contains(&c)))
}
