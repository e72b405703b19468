//! `/wps/*`, `/lgw/*`, `/lotto/lgw/*`: the browser's upstream calls, in eight phases over one request
//! context ([`context::Ctx`]), one module each. Every phase takes `&mut Ctx`: it reads what the phases before it
//! left there and leaves what it decides. A refusal is a [`BffError`] that carries a message key, not a
//! text: [`serve`] translates it once, in the visitor's language.
//!
//! 1. [`admit`]: the call is in the shared catalogue with this method, carries CSRF proof if it
//!    changes state, and its body fits; a feature the brand has switched off is not found. Anything
//!    else is refused and the upstream never sees the call. The context is made from what it admits.
//! 2. [`throttle`]: calls of a throttled class draw from their token buckets (with or without a pass).
//! 3. [`human_check`]: a guarded call needs an unused human-check pass, and uses it up.
//! 4. [`account`] (before): the session cookie is opened; what the session may do now (a forced password
//!    change, a trial account); a forced change's old password filled in.
//! 5. [`replay`]: a money submit goes on once per idempotency key and session.
//! 6. [`encrypt`]: the body (or a fresh key) encrypted the upstream's way, for calls that want it.
//! 7. [`send`]: to the brand's upstream, with the merchant's headers and the member's token (encrypted
//!    again, once, with a fresh key if the upstream refuses ours); then [`account`] (after): what a password
//!    login or a forced change means for the session.
//! 8. [`session_effect`]: keep, start or clear the sealed session cookie.
//!
//! Public reads stop after phase 3: they are answered from the shared cache ([`public::public_read`]).
//! Each phase runs in a span of its name, exported with `[telemetry]` ([`crate::trace`]).
//! Upstream HTML in any answer is cleaned ([`crate::sanitize`]) before the browser sees it; every
//! credential attempt is recorded ([`audit`]).

pub mod account;
pub mod admit;
pub mod audit;
pub mod context;
pub mod encrypt;
pub mod human_check;
pub mod methods;
pub mod replay;
pub mod send;
pub mod session_effect;
pub mod throttle;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use upstream_protocol::catalogue::CacheClass;
use upstream_protocol::languages::Language;

use crate::AppState;
use crate::brand::language_of;
use crate::config::Brand;
use crate::error::BffError;
use crate::features;
use crate::upstream::{Answer, public};
use crate::visitor::Visitor;
use context::Ctx;
use tracing::{Instrument as _, debug_span};

/// An upstream call, from the door ([`crate::entry`]): its brand by `Host`, then the phases; a refusal's
/// text translated here, once, in the visitor's language.
pub async fn serve(state: &AppState, visitor: Visitor, request: Request) -> Response {
    let Some(brand) = state.brands().for_request(request.headers(), request.uri()) else {
        return BffError::UnknownHost.into_response();
    };
    let language = language_of(&brand, request.headers());
    phases(state, &brand, visitor, language, request)
        .await
        .unwrap_or_else(|error| error.into_response_in(&state.messages, language.code))
}

async fn phases(
    state: &AppState,
    brand: &Brand,
    visitor: Visitor,
    language: &'static Language,
    request: Request,
) -> Result<Response, BffError> {
    // The phases that only some calls need box their futures (Redis, the caches): they would otherwise
    // make every call's future large, and it is moved on its way.
    // Each phase in a `debug` span of its name ([`crate::trace`]): exported with `[telemetry]`; without, the level
    // check is all it costs.
    let admitted = admit::admit(state, request).instrument(debug_span!("admit")).await?;
    // A feature the brand has switched off in its file: its calls are not the upstream's business.
    if admitted.call.switch.is_some_and(|switch| features::forced_off(brand, switch)) {
        return Err(BffError::NotFound);
    }
    let mut ctx = Ctx::new(state, brand, visitor, language, admitted);
    // Throttles first: attempts without a pass count too (a script that skips the check still meets
    // the limits), and a throttled call keeps its pass.
    throttle::throttle(&mut ctx).instrument(debug_span!("throttle")).await?;
    human_check::human_check(&mut ctx).instrument(debug_span!("human_check")).await?;
    if let Some(class) = ctx.call().cache {
        return public_read(&ctx, class).instrument(debug_span!("public_read")).await;
    }
    debug_span!("account").in_scope(|| account::before(&mut ctx))?;
    replay::guard(&mut ctx).instrument(debug_span!("replay")).await?;
    encrypt::encrypt(&mut ctx).instrument(debug_span!("encrypt")).await?;
    let mut sent = send::send(&mut ctx).instrument(debug_span!("send")).await?;
    if encrypt::key_refused(&ctx, &sent.answer) {
        encrypt::encrypt_with_a_fresh_key(&mut ctx).instrument(debug_span!("encrypt")).await?;
        sent = send::send(&mut ctx).instrument(debug_span!("send")).await?;
    }
    account::after(&mut ctx, &sent.answer).instrument(debug_span!("account")).await;
    audit::record(&ctx.admitted, &ctx.visitor, &sent.answer);
    let call = ctx.call();
    if !call.reads.is_empty()
        && let Some(json) = sent.answer.parsed()
    {
        crate::shape::watch(call, json);
    }
    let answer = debug_span!("session_effect").in_scope(|| session_effect::apply(&mut ctx, sent));
    let gzip = accepts_gzip(&ctx.admitted.parts.headers);
    Ok(respond(&answer.made_safe(call), ctx.cookies, gzip))
}

/// Public reads need no token (the catalogue caches none that does): no session is opened.
async fn public_read(ctx: &Ctx<'_>, class: CacheClass) -> Result<Response, BffError> {
    let parts = &ctx.admitted.parts;
    let visitor_ip = (class == CacheClass::Visitor).then_some(ctx.visitor.ip).flatten();
    let upstream_language = ctx.language.upstream;
    let read =
        public::public_read(ctx.state, ctx.brand, upstream_language, visitor_ip, ctx.call().path, parts.uri.query());
    let answer = Box::pin(read).await?;
    Ok(respond(&answer, Vec::new(), accepts_gzip(&parts.headers)))
}

/// Answers at least this large are gzipped for browsers that accept it.
const GZIP_FROM: usize = 1024;

fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).any(|v| v.contains("gzip"))
}

/// The browser's answer: the upstream's status, type and body (never its cookies), never cached by the
/// browser or a shared cache (answers vary by cookie and may be personal). A large body is gzipped for
/// a browser that accepts it (once per cached answer).
fn respond(answer: &Answer, cookies: Vec<HeaderValue>, gzip: bool) -> Response {
    let gzip = gzip && answer.body.len() >= GZIP_FROM;
    let body = if gzip { answer.gzipped().clone() } else { answer.body.clone() };
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = answer.status;
    let headers = response.headers_mut();
    if gzip {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    for name in [header::CONTENT_TYPE, header::CONTENT_DISPOSITION] {
        if let Some(value) = answer.headers.get(&name) {
            headers.insert(name, value.clone());
        }
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    for cookie in cookies {
        headers.append(header::SET_COOKIE, cookie);
    }
    response
}
