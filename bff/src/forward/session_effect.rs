//! Phase 8, session effect: what the answer does to the member's session. A session-starting answer's
//! token is sealed into a new cookie and taken out of the body (with, after a password login, whether the
//! password must be changed first: [`super::account`]); logout ends the session whatever the upstream
//! says and clears every cookie of ours; an answer that says the session is gone clears the cookie; a
//! successful forced change clears its flag; a busy session's cookie is sealed again so its idle clock
//! restarts. The upstream's captcha binding (`captchaId`) is sealed
//! into a cookie of its own, never handed to the browser raw.

use axum::http::{StatusCode, header};
use bytes::Bytes;
use cookie::Cookie;
use upstream_protocol::catalogue::Session as Effect;
use upstream_protocol::envelope::Envelope;
use upstream_protocol::headers::CAPTCHA_COOKIE;

use super::context::Ctx;
use super::context::PasswordLogin;
use super::send::Sent;
use crate::clock::unix_now;
use crate::session::claims::Claims;
use crate::session::cookies::{CookieJar, clear_cookies, logout_cookies};
use crate::upstream::Answer;

/// The answer for the browser; the cookies it sets go to `ctx.cookies`.
pub fn apply(ctx: &mut Ctx<'_>, sent: Sent) -> Answer {
    let Sent { answer, token_refused } = sent;
    let jar = CookieJar::new(ctx.state, &ctx.brand.id, &ctx.visitor);
    let cookies = &mut ctx.cookies;
    cookies.extend(captcha_binding(&answer).map(|id| jar.captcha(&id)));
    let answer = match ctx.admitted.call.session {
        Effect::Start => match take_token(&answer, ctx.remember, ctx.password_login.as_ref()) {
            Some((claims, body)) => {
                cookies.push(jar.start(&claims));
                ::metrics::counter!(crate::metrics::SESSIONS_OPENED, "call" => ctx.admitted.call.path).increment(1);
                answer.with_body(body)
            }
            None => answer,
        },
        Effect::End => {
            cookies.extend(logout_cookies());
            // Already logged out upstream: what the member asked for has happened.
            if answer.says_session_gone() {
                Answer::json_body(StatusCode::OK, &Envelope::ok(serde_json::Value::Null))
            } else {
                answer
            }
        }
        Effect::Keep => {
            if ctx.session.is_dead() || token_refused {
                cookies.extend(clear_cookies());
            } else if let Some(changed) = &ctx.changed {
                cookies.push(jar.update(changed));
            } else if let Some(cookie) = jar.touch(&ctx.session) {
                cookies.push(cookie);
            }
            answer
        }
    };
    if ctx.pass_used {
        cookies.push(jar.clear_human_pass());
    }
    answer
}

/// The `captchaId` an upstream answer binds its captcha to.
fn captcha_binding(answer: &Answer) -> Option<String> {
    answer
        .headers
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| Cookie::parse(v.to_str().ok()?).ok())
        .find(|c| c.name() == CAPTCHA_COOKIE && !c.value().is_empty())
        .map(|c| c.value().to_owned())
}

/// From a successful session-starting answer: the claims to seal, and the body without the token.
fn take_token(answer: &Answer, remember: bool, password_login: Option<&PasswordLogin>) -> Option<(Claims, Bytes)> {
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
    let now = unix_now();
    let claims = Claims {
        token,
        user_name: text("userName").or_else(|| text("username")).unwrap_or_default(),
        customer_type: value
            .get("customerType")
            .and_then(|v| v.as_i64().or_else(|| v.as_str()?.parse().ok()))
            .unwrap_or(0),
        first_time_login: value.get("firstTimeLogin").is_some_and(|v| v == true),
        password_expired: value.get("passwordExpired").is_some_and(|v| v == true),
        issued: now,
        sealed_at: now,
        remember,
        must_change_password: false,
        typed_password: None,
    };
    let must_change = password_login.is_some_and(|l| l.must_change(claims.first_time_login, claims.password_expired));
    let claims = Claims {
        must_change_password: must_change,
        typed_password: password_login.filter(|_| must_change).map(|l| l.typed.clone()),
        ..claims
    };
    Some((claims, json.to_string().into_bytes().into()))
}

#[cfg(test)]
mod tests {
    use axum::http::{HeaderMap, HeaderValue};

    use super::*;

    #[test]
    fn the_token_leaves_the_body_and_enters_the_claims() {
        let answer = Answer::new(
            StatusCode::OK,
            HeaderMap::new(),
            br#"{"success":true,"value":{"token":"T0K3N","id":1,"userName":"demo01","customerType":1,"firstTimeLogin":true},"message":"","errorCode":""}"#.to_vec().into(),
        );
        let (claims, body) = take_token(&answer, true, None).unwrap();
        assert_eq!((claims.token.as_str(), claims.user_name.as_str(), claims.customer_type), ("T0K3N", "demo01", 1));
        assert!(claims.first_time_login && claims.remember);
        let text = std::str::from_utf8(&body).unwrap();
        assert!(!text.contains("T0K3N") && text.contains("\"userName\":\"demo01\""));
        assert!(!claims.must_change_password, "only a password login forces a change");
        let typed = PasswordLogin { typed: "123456".into(), is_default: true, expiry_forces_change: true };
        let (forced, _) = take_token(&answer, false, Some(&typed)).unwrap();
        assert!(forced.must_change_password && forced.typed_password.as_deref() == Some("123456"));
        let failed = answer.with_body(br#"{"success":false,"value":{"token":"x"}}"#.to_vec().into());
        assert!(take_token(&failed, false, None).is_none());
    }

    #[test]
    fn the_captcha_binding_is_read_from_the_upstreams_cookie() {
        let mut headers = HeaderMap::new();
        headers.append(header::SET_COOKIE, HeaderValue::from_static("other=1; Path=/"));
        headers.append(header::SET_COOKIE, HeaderValue::from_static("captchaId=abc123; Path=/; HttpOnly"));
        let answer = Answer::new(StatusCode::OK, headers, Bytes::new());
        assert_eq!(captcha_binding(&answer).as_deref(), Some("abc123"));
    }
}
