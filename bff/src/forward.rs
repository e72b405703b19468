//! `/wps/*`, `/lgw/*`, `/lotto/lgw/*`: the browser's upstream calls, forwarded by the catalogue.
//!
//! Per call the catalogue says whether to encrypt the body (V3, with the cached modulus, fetched
//! again once when the upstream refuses it), whether the answer may be shared from the cache, and
//! what it does to the session: a login answer's token goes into the sealed cookie and out of the
//! body; logout and a dead session clear the cookie.

use std::net::IpAddr;
use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bytes::Bytes;
use upstream_protocol::catalogue::{self, Call, Crypt, Session};
use upstream_protocol::crypto::SessionKey;
use upstream_protocol::envelope::{Envelope, code};
use upstream_protocol::languages::Language;

use crate::AppState;
use crate::brand::CurrentBrand;
use crate::cache::CacheKey;
use crate::config::Brand;
use crate::error::BffError;
use crate::sanitize;
use crate::session::{self, Claims};
use crate::upstream::{Answer, Encryption, Outgoing};
use crate::visitor::Visitor;

/// The cookie that holds the visitor's chosen locale code.
pub const LANGUAGE_COOKIE: &str = "lang";

/// A body field the BFF reads itself and never sends upstream: keep the session past the browser session.
const REMEMBER_FIELD: &str = "rememberMe";

/// The handler.
pub async fn forward(
    State(state): State<AppState>,
    CurrentBrand(brand): CurrentBrand,
    visitor: Visitor,
    req: Request,
) -> Response {
    forward_call(&state, &brand, visitor, req).await.unwrap_or_else(IntoResponse::into_response)
}

async fn forward_call(
    state: &AppState,
    brand: &Arc<Brand>,
    visitor: Visitor,
    req: Request,
) -> Result<Response, BffError> {
    let (parts, body) = req.into_parts();
    let path = parts.uri.path();
    let path_and_query = parts.uri.path_and_query().map_or(path, |p| p.as_str());
    let call = catalogue::find(path);
    let limit = call.map_or(state.config.server.max_body, |c| c.max_body.max(state.config.server.max_body));
    let body = axum::body::to_bytes(body, limit).await.map_err(|_| BffError::BodyTooLarge(limit))?;
    let language = language_of(brand, &parts.headers).upstream;
    let sealed = session::sealed_from(&parts.headers);
    let claims = sealed.as_deref().and_then(|s| state.sealer.open(s, &brand.id));

    if let Some(call) = call
        && let Some(class) = call.cache
        && parts.method == Method::GET
    {
        let visitor_ip = (class == catalogue::CacheClass::Visitor).then_some(visitor.ip).flatten();
        let answer = public_read(state, brand, language, visitor_ip, path, parts.uri.query()).await?;
        return Ok(respond(&answer, Vec::new()));
    }

    let mut outgoing = Outgoing {
        brand,
        method: parts.method.clone(),
        path_and_query,
        language,
        client_ip: visitor.ip,
        token: claims.as_ref().map(|c| c.token.as_str()),
        browser_headers: &parts.headers,
        body,
        encryption: Encryption::None,
    };
    let mut remember = false;
    let mut retried_anonymously = false;
    let answer = match call.map_or(Crypt::Plain, |c| c.crypt) {
        Crypt::Body => {
            let (plaintext, wants_remember) = compact_json(&outgoing.body)?;
            remember = wants_remember;
            outgoing.body = plaintext.into();
            send_encrypted(state, &outgoing, Crypt::Body).await?
        }
        Crypt::KeyOnly => send_encrypted(state, &outgoing, Crypt::KeyOnly).await?,
        Crypt::Plain => {
            let answer = state.upstream.send(outgoing.clone()).await?;
            // A stale token makes the upstream refuse even its public feeds (protocol §6): the
            // visitor still gets the public answer, and the cookie is cleared below.
            let optional = call.is_some_and(|c| c.token == catalogue::Token::Optional);
            if optional && outgoing.token.is_some() && session_is_gone(&answer) {
                retried_anonymously = true;
                state.upstream.send(Outgoing { token: None, ..outgoing }).await?
            } else {
                answer
            }
        }
    };

    let answer = match call {
        Some(call) => made_safe(call, answer),
        None => answer,
    };

    let mut cookies = Vec::new();
    let effect = call.map_or(Session::Keep, |c| c.session);
    let answer = match effect {
        Session::Start => match take_token(&answer) {
            Some((claims, body)) => {
                let secure = session::is_secure(state.config.session.secure_cookie, visitor.over_tls);
                let max_age = state.config.session.max_age;
                let claims = Claims { expires: session::unix_now() + max_age.as_secs(), ..claims };
                cookies.push(session::set_cookie(
                    state.sealer.seal(&claims, &brand.id),
                    secure,
                    remember.then_some(max_age),
                ));
                Answer { body, ..answer }
            }
            None => answer,
        },
        Session::End => {
            cookies.extend(session::clear_cookies());
            if session_is_gone(&answer) {
                // Already logged out upstream: what the member asked for has happened.
                ok_answer()
            } else {
                answer
            }
        }
        Session::Keep => {
            let token_refused = claims.is_some() && (session_is_gone(&answer) || retried_anonymously);
            if sealed.is_some() && (claims.is_none() || token_refused) {
                cookies.extend(session::clear_cookies());
            }
            answer
        }
    };
    Ok(respond(&answer, cookies))
}

/// A public, token-less read through the cache (also used for the page gate's system status).
pub async fn public_read(
    state: &AppState,
    brand: &Brand,
    language: &str,
    visitor_ip: Option<IpAddr>,
    path: &str,
    query: Option<&str>,
) -> Result<Arc<Answer>, BffError> {
    let call = catalogue::find(path).and_then(|c| c.cache.map(|class| (c, class)));
    let Some((call, class)) = call else {
        return Err(BffError::NotFound);
    };
    let key = CacheKey::new(&brand.id, language, visitor_ip, path, query);
    let path_and_query = query.map_or_else(|| path.to_owned(), |q| format!("{path}?{q}"));
    let send =
        state.upstream.send(Outgoing { client_ip: visitor_ip, ..Outgoing::get(brand, &path_and_query, language) });
    // Sanitised on fill: every reader of the cached answer gets the safe HTML without cleaning it again.
    let fetch = async { send.await.map(|answer| made_safe(call, answer)) };
    state.cache.get_or_fetch(key, brand.cache.ttl(class), fetch).await
}

/// The answer with the call's upstream HTML cleaned ([`sanitize`]).
fn made_safe(call: &Call, answer: Answer) -> Answer {
    match sanitize::clean_answer(call.html, &answer.body) {
        Some(body) => Answer { body, ..answer },
        None => answer,
    }
}

/// The language of a request: the `lang` cookie if the brand offers it, else the brand's default.
pub fn language_of(brand: &Brand, headers: &HeaderMap) -> &'static Language {
    let wanted = session::cookies(headers).find(|c| c.name() == LANGUAGE_COOKIE).map(|c| c.value().to_owned());
    brand.languages.pick(wanted.as_deref())
}

/// Encrypts (the body, or only a fresh key) and sends; when the upstream cannot decrypt (its key
/// rotated), forgets the modulus, fetches it again and retries once with a fresh session key.
async fn send_encrypted(state: &AppState, outgoing: &Outgoing<'_>, crypt: Crypt) -> Result<Answer, BffError> {
    let brand = outgoing.brand;
    let mut attempt = 0;
    loop {
        attempt += 1;
        let modulus = state.upstream.modulus(brand).await?;
        let answer = if crypt == Crypt::Body {
            let encrypted = modulus.encrypt_request(&outgoing.body);
            state.upstream.send(Outgoing { encryption: Encryption::Body(&encrypted), ..outgoing.clone() }).await?
        } else {
            let wrapped = modulus.wrap_key(&SessionKey::generate());
            state.upstream.send(Outgoing { encryption: Encryption::KeyOnly(&wrapped), ..outgoing.clone() }).await?
        };
        if attempt == 1 && key_refused(&answer) {
            tracing::info!("the upstream refused our encryption; fetching its RSA key again");
            state.upstream.forget_modulus(brand).await;
            continue;
        }
        return Ok(answer);
    }
}

fn key_refused(answer: &Answer) -> bool {
    answer.status == StatusCode::BAD_REQUEST
        && answer.json().is_some_and(|j| j["errorCode"] == code::REQUEST_BODY_REQUIRED)
}

/// The browser's JSON, compact (as the upstream's own client sends it) and with BFF-only fields
/// removed. Field order is kept.
pub fn compact_json(body: &[u8]) -> Result<(Vec<u8>, bool), BffError> {
    let text = if body.iter().all(u8::is_ascii_whitespace) { &b"{}"[..] } else { body };
    let mut value: serde_json::Value = serde_json::from_slice(text).map_err(|e| BffError::BadBody(e.to_string()))?;
    let remember = match value.as_object_mut() {
        Some(map) => map.remove(REMEMBER_FIELD).is_some_and(|v| v == true),
        None => return Err(BffError::BadBody("expected a JSON object".into())),
    };
    Ok((serde_json::to_vec(&value).expect("JSON re-serialises"), remember))
}

/// From a successful session-starting answer: the claims to seal, and the body without the token.
fn take_token(answer: &Answer) -> Option<(Claims, Bytes)> {
    if !answer.status.is_success() {
        return None;
    }
    let mut json = answer.json()?;
    if json["success"] != true {
        return None;
    }
    let value = json.get_mut("value")?.as_object_mut()?;
    let token = value.shift_remove("token")?.as_str()?.to_owned();
    let text = |k: &str| value.get(k).and_then(|v| v.as_str()).map(str::to_owned);
    let claims = Claims {
        token,
        user_name: text("userName").or_else(|| text("username")).unwrap_or_default(),
        customer_type: value
            .get("customerType")
            .and_then(|v| v.as_i64().or_else(|| v.as_str()?.parse().ok()))
            .unwrap_or(0),
        first_time_login: value.get("firstTimeLogin").is_some_and(|v| v == true),
        password_expired: value.get("passwordExpired").is_some_and(|v| v == true),
        expires: 0,
    };
    Some((claims, serde_json::to_vec(&json).expect("JSON re-serialises").into()))
}

/// HTTP 401, or one of the codes that mean the session is gone.
fn session_is_gone(answer: &Answer) -> bool {
    answer.status == StatusCode::UNAUTHORIZED
        || answer.json().is_some_and(|j| j["errorCode"].as_str().is_some_and(|c| code::SESSION_GONE.contains(&c)))
}

fn ok_answer() -> Answer {
    Answer::json_body(StatusCode::OK, &Envelope::ok(serde_json::Value::Null))
}

/// The browser's answer: the upstream's status, type and body, never cached by the browser or a
/// shared cache (answers vary by cookie and may be personal).
fn respond(answer: &Answer, cookies: Vec<HeaderValue>) -> Response {
    let mut response = Response::new(Body::from(answer.body.clone()));
    *response.status_mut() = answer.status;
    let headers = response.headers_mut();
    if let Some(content_type) = answer.headers.get(header::CONTENT_TYPE) {
        headers.insert(header::CONTENT_TYPE, content_type.clone());
    }
    if let Some(disposition) = answer.headers.get(header::CONTENT_DISPOSITION) {
        headers.insert(header::CONTENT_DISPOSITION, disposition.clone());
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    for cookie in cookies {
        headers.append(header::SET_COOKIE, cookie);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_json_keeps_order_and_drops_remember_me() {
        let (json, remember) =
            compact_json(b"{ \"username\": \"demo01\",\n \"rememberMe\": true, \"password\": \"x\" }").unwrap();
        assert_eq!(json, br#"{"username":"demo01","password":"x"}"#);
        assert!(remember);
        assert!(compact_json(b"{nope").is_err());
        assert!(compact_json(b"[1,2]").is_err());
        assert_eq!(compact_json(b"").unwrap().0, b"{}");
    }

    #[test]
    fn the_token_leaves_the_body_and_enters_the_claims() {
        let answer = Answer {
            status: StatusCode::OK,
            headers: HeaderMap::new(),
            body: br#"{"success":true,"value":{"token":"T0K3N","id":1,"userName":"demo01","customerType":1,"firstTimeLogin":true},"message":"","errorCode":""}"#.to_vec().into(),
        };
        let (claims, body) = take_token(&answer).unwrap();
        assert_eq!((claims.token.as_str(), claims.user_name.as_str(), claims.customer_type), ("T0K3N", "demo01", 1));
        assert!(claims.first_time_login);
        let text = std::str::from_utf8(&body).unwrap();
        assert!(!text.contains("T0K3N") && text.contains("\"userName\":\"demo01\""));
        let failed = Answer { body: br#"{"success":false,"value":{"token":"x"}}"#.to_vec().into(), ..answer };
        assert!(take_token(&failed).is_none());
    }
}
