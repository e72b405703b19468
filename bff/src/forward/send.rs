//! Phase 7, send: the call goes to the brand's upstream with the merchant's headers, the member's
//! token and the visitor's address ([`crate::upstream`]).
//!
//! Retried as every repeatable upstream call is ([`crate::upstream::retries`]). A call that works
//! anonymously, refused because its token is stale, is sent once more without it (the upstream refuses
//! every feed to a stale token, protocol §6): the visitor gets the public answer and the session is
//! cleared. A call with two shapes goes by the method its upstream takes ([`super::methods`]).

use upstream_protocol::catalogue::{Session as Effect, Token};

use super::context::Ctx;
use crate::error::BffError;
use crate::session::cookies::captcha_id;
use crate::upstream::{Answer, Outgoing};

/// The upstream's answer, and whether it refused the member's token on the way.
pub struct Sent {
    /// The upstream's answer (the anonymous one, when the token was refused on a call that works without).
    pub answer: Answer,
    /// The upstream refused the member's token: the session is over.
    pub token_refused: bool,
}

/// Phase 7: the call to the upstream; once more without the token if it refused it on a call that works without.
pub async fn send(ctx: &mut Ctx<'_>) -> Result<Sent, BffError> {
    let (state, call) = (ctx.state, ctx.call());
    let parts = &ctx.admitted.parts;
    let token = match call.session {
        // Logout ends the upstream token even of a session past its lifetime here.
        Effect::End => ctx.session.claims_for_logout(),
        // An anonymous call never reads a token, and the upstream refuses a dead one even there
        // ("401 on every feed"): it gets none.
        _ if call.token == Token::None => None,
        _ => ctx.session.claims(),
    };
    let captcha_id = captcha_id(state, &ctx.brand.id, &parts.headers);
    let outgoing = Outgoing {
        brand: ctx.brand,
        method: parts.method.clone(),
        path_and_query: parts.uri.path_and_query().map_or(call.path, |p| p.as_str()),
        language: ctx.language.upstream,
        client_ip: ctx.visitor.ip,
        token: token.map(|c| c.token.as_str()),
        captcha_id: captcha_id.as_deref(),
        browser_headers: &parts.headers,
        body: ctx.admitted.body.clone(),
        encryption: &ctx.encryption,
    };
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
