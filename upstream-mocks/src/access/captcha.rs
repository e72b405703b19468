//! Image captchas (protocol §2.4): `GET /wps/captcha` draws distorted text into a PNG, answers it as
//! base64 in `value`, and binds it to the browser with a `captchaId` cookie. A captcha is good for one
//! check, right or wrong, and for a few minutes. GeeTest is not offered by this brand (`#543`).

use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use serde_json::json;
use upstream_protocol::envelope::code;

use super::AccessState;
use crate::reply::{Answer, Fail};
use crate::state::Ctx;

/// The cookie that binds an image to the browser that fetched it.
pub const COOKIE: &str = "captchaId";
/// The white-label module of GeeTest.
pub const GEETEST_MODULE: &str = "GEETEST3";
/// How long an image can be answered.
pub const LIFETIME_MS: i64 = 5 * 60_000;
/// Characters on an image: the font's, without those people confuse (0/O, 1/l/I, …).
const ALPHABET: &[char] = &[
    '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'M', 'N', 'P', 'Q', 'R',
    'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'a', 'b', 'd', 'e', 'f', 'g', 'h', 'k', 'm', 'n', 'p', 'q', 'r', 't', 'y',
];
/// Characters per image.
pub const LENGTH: u32 = 4;
/// Live captchas kept per merchant; the oldest go first beyond this.
const KEPT: usize = 5_000;

/// A captcha handed out and not yet checked.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct IssuedCaptcha {
    /// The text on the image.
    pub answer: String,
    /// When it was handed out, milliseconds since the epoch.
    pub issued_ms: i64,
}

/// Draws a fresh captcha: its text and the PNG.
pub fn draw() -> Option<(String, Vec<u8>)> {
    use captcha::filters::{Dots, Noise, Wave};
    let mut image = captcha::Captcha::new();
    image
        .set_chars(ALPHABET)
        .add_chars(LENGTH)
        .apply_filter(Noise::new(0.15))
        .apply_filter(Wave::new(2.0, 8.0).horizontal())
        .apply_filter(Wave::new(2.0, 6.0).vertical())
        .view(200, 80)
        .apply_filter(Dots::new(8))
        .set_color([40, 70, 160]);
    image.as_tuple()
}

/// The value of one cookie of the request.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|line| line.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim().to_owned())
        .filter(|value| !value.is_empty())
}

/// `GET /wps/captcha`: a new image; the browser's previous one (by cookie) is dropped.
pub async fn image(ctx: Ctx, headers: HeaderMap) -> Result<Response, Fail> {
    let (answer, png) = draw().ok_or_else(|| Fail::unavailable("the captcha image could not be drawn"))?;
    let id = uuid::Uuid::new_v4().simple().to_string();
    {
        let mut db = ctx.db().lock();
        let access = &mut db.access;
        let now = access.now();
        if let Some(previous) = cookie(&headers, COOKIE) {
            access.captchas.remove(&previous);
        }
        access.captchas.retain(|_, c| now - c.issued_ms < LIFETIME_MS);
        if access.captchas.len() >= KEPT
            && let Some(oldest) = access.captchas.iter().min_by_key(|(_, c)| c.issued_ms).map(|(id, _)| id.clone())
        {
            access.captchas.remove(&oldest);
        }
        access.captchas.insert(id.clone(), IssuedCaptcha { answer, issued_ms: now });
    }
    let base64 = base64::engine::general_purpose::STANDARD.encode(png);
    Ok((
        [
            (header::SET_COOKIE, format!("{COOKIE}={id}; Path=/; HttpOnly")),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        Answer(base64),
    )
        .into_response())
}

/// The refusal that makes the client show (a new) captcha.
pub fn wrong_captcha() -> Fail {
    Fail::business(code::CAPTCHA_REQUIRED, "Please Enter The Correct Captcha Code").with_value(json!({"captcha": true}))
}

/// Checks the text typed for the browser's captcha. The captcha is used up either way.
pub fn redeem(access: &mut AccessState, headers: &HeaderMap, typed: Option<&str>) -> Result<(), Fail> {
    let issued = cookie(headers, COOKIE).and_then(|id| access.captchas.remove(&id));
    let typed = typed.map(str::trim).filter(|t| !t.is_empty());
    match (issued, typed) {
        (Some(issued), Some(typed))
            if access.now() - issued.issued_ms < LIFETIME_MS && issued.answer.eq_ignore_ascii_case(typed) =>
        {
            Ok(())
        }
        _ => Err(wrong_captcha()),
    }
}

/// `GET /wps/captcha/geetest`: this brand has no GeeTest account, so the call is off (`#543`) even
/// if an integrator switches the module back on.
pub async fn geetest(_ctx: Ctx) -> Result<Answer<()>, Fail> {
    Err(Fail::business(code::FUNCTION_NOT_AVAILABLE, "Function not available #543: GeeTest is not enabled"))
}
