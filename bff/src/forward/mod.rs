//! `/wps/*`, `/lgw/*`, `/lotto/lgw/*`: the browser's upstream calls, in eight phases, one module each.
//!
//! 1. [`admit`]: the call is in the shared catalogue with this method, carries CSRF proof if it
//!    changes state, and its body fits; anything else is refused and the upstream never sees it.
//! 2. [`throttle`]: calls of a throttled class draw from their token buckets (with or without a pass).
//! 3. [`human_check`]: a guarded call needs an unused human-check pass, and uses it up.
//! 4. [`account`]: what the session may do now (a forced password change, a trial account).
//! 5. [`replay`]: a money submit goes on once per idempotency key and session.
//! 6. [`encrypt`]: the body (or a fresh key) encrypted the upstream's way, for calls that want it.
//! 7. [`send`]: to the brand's upstream, with the merchant's headers and the member's token.
//! 8. [`session_effect`]: keep, start or clear the sealed session cookie.
//!
//! Public reads skip phases 4 to 8: they are answered from the shared cache ([`public::public_read`]).
//! Upstream HTML in any answer is cleaned ([`crate::sanitize`]) before the browser sees it.

pub mod account;
pub mod admit;
pub mod audit;
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
use upstream_protocol::catalogue::{CacheClass, Crypt, Session as Effect, Token};
use upstream_protocol::languages::Language;

use crate::AppState;
use crate::brand::language_of;
use crate::config::Brand;
use crate::error::BffError;
use crate::features;
use crate::session::cookies::{self, CookieJar, Session};
use crate::upstream::{Answer, Outgoing, public};
use crate::visitor::Visitor;

/// An upstream call, from the door ([`crate::entry`]): its brand by `Host`, then the phases.
pub async fn serve(state: &AppState, visitor: Visitor, request: Request) -> Response {
    let Some(brand) = state.brands().for_request(request.headers(), request.uri()) else {
        return BffError::UnknownHost.into_response();
    };
    let language = language_of(&brand, request.headers());
    phases(state, &brand, &visitor, language, request).await.unwrap_or_else(IntoResponse::into_response)
}

async fn phases(
    state: &AppState,
    brand: &Brand,
    visitor: &Visitor,
    language: &'static Language,
    request: Request,
) -> Result<Response, BffError> {
    // The phases that only some calls need are boxed: their futures (Redis, the caches) would
    // otherwise make every call's future large, and it is moved on its way.
    let mut admitted = admit::admit(state, request).await?;
    let call = admitted.call;
    // A feature the brand has switched off in its file: its calls are not the upstream's business.
    if call.switch.is_some_and(|switch| features::forced_off(brand, switch)) {
        return Err(BffError::NotFound);
    }
    // Throttles first: attempts without a pass count too (a script that skips the check still meets
    // the limits), and a throttled call keeps its pass.
    if call.throttle.is_some() {
        Box::pin(throttle::throttle(state, brand, visitor, &admitted, language)).await?;
    }
    // Checked before boxing: most calls need no pass, and should not pay for the box.
    let pass_used = human_check::applies(brand, &admitted)
        && Box::pin(human_check::require_pass(state, brand, &admitted, language)).await?;
    if let Some(class) = call.cache {
        // Public reads need no token (the catalogue caches none that does): no session is opened.
        let parts = &admitted.parts;
        let visitor_ip = (class == CacheClass::Visitor).then_some(visitor.ip).flatten();
        let read = public::public_read(state, brand, language.upstream, visitor_ip, call.path, parts.uri.query());
        let answer = Box::pin(read).await?;
        return Ok(respond(&answer, Vec::new(), accepts_gzip(&parts.headers)));
    }

    let session = Session::read(state, &brand.id, &admitted.parts.headers);
    account::guard(state, call, session.claims(), language)?;
    account::fill_old_password(&mut admitted, session.claims());
    // Boxed only for the money submits it guards, as the human check above.
    if call.replay_guard {
        Box::pin(replay::guard(state, &brand.id, &admitted, session.claims(), language)).await?;
    }
    let parts = &admitted.parts;
    let token = match call.session {
        // Logout ends the upstream token even of a session past its lifetime here.
        Effect::End => session.claims_for_logout(),
        // An anonymous call never reads a token, and the upstream refuses a dead one even there
        // ("401 on every feed"): it gets none.
        _ if call.token == Token::None => None,
        _ => session.claims(),
    };
    let captcha_id = cookies::captcha_id(state, &brand.id, &parts.headers);
    let (plaintext, remember) = encrypt::plaintext(&admitted);
    let outgoing = Outgoing {
        brand,
        method: parts.method.clone(),
        path_and_query: parts.uri.path_and_query().map_or(call.path, |p| p.as_str()),
        language: language.upstream,
        client_ip: visitor.ip,
        token: token.map(|c| c.token.as_str()),
        captcha_id: captcha_id.as_deref(),
        browser_headers: &parts.headers,
        body: plaintext,
        encryption: crate::upstream::Encryption::None,
    };
    let mut key_fetched_again = false;
    let sent = loop {
        let encrypted = match call.crypt {
            Crypt::Plain => encrypt::Encrypted::Nothing,
            crypt => Box::pin(encrypt::encrypt(state, brand, crypt, &outgoing.body)).await?,
        };
        let sent =
            send::send(state, call, Outgoing { encryption: encrypted.as_encryption(), ..outgoing.clone() }).await?;
        if call.crypt != Crypt::Plain && !key_fetched_again && encrypt::key_refused(&sent.answer) {
            Box::pin(encrypt::forget_key(state, brand)).await;
            key_fetched_again = true;
            continue;
        }
        break sent;
    };
    audit::record(&admitted, visitor, &sent.answer);
    if !call.reads.is_empty()
        && let Some(json) = sent.answer.parsed()
    {
        crate::shape::watch(call, json);
    }
    let password_login = match call.session {
        Effect::Start => {
            Box::pin(account::password_login(state, brand, &admitted, visitor, language, &sent.answer)).await
        }
        _ => None,
    };

    let jar = CookieJar::new(state, &brand.id, visitor);
    let (answer, mut cookies) = session_effect::apply(&jar, call, &session, remember, password_login.as_ref(), sent);
    if pass_used {
        cookies.push(jar.clear_human_pass());
    }
    Ok(respond(&answer.made_safe(call), cookies, accepts_gzip(&admitted.parts.headers)))
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
