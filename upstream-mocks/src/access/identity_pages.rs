//! The identity pages a brand's Firebase auth domain would serve (test-only stand-ins, outside the
//! gateway): `GET /__identity/{channel}?state=…&return=…[&merchant=…]` shows a small form to choose
//! or type an identity (an e-mail and display name for google and facebook, a LINE id for line, a
//! number and the code "sent" to it for sms), then Continue or Cancel. Continue mints the ID token
//! `/__admin/access/firebase-token` mints ([`third_party::mint`]) and goes back to
//! `<return>#idToken=…&state=…`; Cancel (or a phone-auth failure) goes back with `#error=auth/…&state=…`,
//! as Firebase's own codes.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::third_party::{self, MintRequest};
use super::{normalize_mobile, random_text};
use crate::input::Query;
use crate::state::Mock;

/// How long the code the sms page "sends" stays good.
const CODE_LIFETIME_MS: i64 = 5 * 60_000;
/// Where the BFF's return page lives: the only place these pages go back to.
const RETURN_PATH: &str = "/bff/identity/return";

/// The routes of the identity pages, `/__identity/{channel}`, outside the gateway.
pub fn routes() -> Router<Arc<Mock>> {
    Router::new().route("/__identity/{channel}", get(show).post(act))
}

/// What every step carries: the channel, the front's state, where to go back, the merchant.
struct Visit {
    channel: &'static str,
    state: String,
    back: String,
    merchant: String,
}

/// A plain page saying what is wrong (the visit cannot go back anywhere it can trust).
fn refused(why: &str) -> Response {
    (StatusCode::BAD_REQUEST, page_headers(), format!("<!doctype html><title>Refused</title><p>{}</p>", escape(why)))
        .into_response()
}

/// The visit the request describes, or why it cannot be trusted.
fn visit(channel_name: &str, fields: &Query) -> Result<Visit, &'static str> {
    let channel = third_party::channel(channel_name).ok_or("unknown channel: google, facebook, line or sms")?;
    let state = fields.text("state").unwrap_or_default().to_owned();
    if !(16..=128).contains(&state.len()) || !state.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_".contains(&b)) {
        return Err("state must be 16-128 letters, digits, - or _");
    }
    let back = fields.text("return").unwrap_or_default().to_owned();
    let well_formed = (back.starts_with("http://") || back.starts_with("https://"))
        && back.ends_with(RETURN_PATH)
        && !back.contains(['#', '?', '"', '<', '>', ' ']);
    if !well_formed {
        return Err("return must be an http(s) address ending in /bff/identity/return");
    }
    let merchant = fields.text("merchant").unwrap_or(crate::base::demo::DEMO_MERCHANT).to_owned();
    Ok(Visit { channel, state, back, merchant })
}

/// The fields of a query string or a form body, read by the mock's input rules (`crate::input`: the
/// last of a repeated name, trimmed, an empty value absent); `None` when the text is not URL-encoded.
fn fields(raw: &str) -> Option<Query> {
    Query::parse(Some(raw)).ok()
}

/// `GET /__identity/{channel}`: the form.
async fn show(Path(channel_name): Path<String>, RawQuery(raw): RawQuery) -> Response {
    let Some(query) = fields(raw.as_deref().unwrap_or_default()) else {
        return refused("the query is not URL-encoded");
    };
    match visit(&channel_name, &query) {
        Ok(visit) => form(&visit, &query, None, None),
        Err(why) => refused(why),
    }
}

/// `POST /__identity/{channel}` (form-encoded): `action` continue, cancel, or (sms) send.
async fn act(State(mock): State<Arc<Mock>>, Path(channel_name): Path<String>, body: String) -> Response {
    let Some(input) = fields(&body) else { return refused("the form is not URL-encoded") };
    let visit = match visit(&channel_name, &input) {
        Ok(visit) => visit,
        Err(why) => return refused(why),
    };
    let Some(db) = mock.db(&visit.merchant) else { return refused("the mock does not serve this merchant") };
    let value = |name: &str| input.text(name).map(str::to_owned);
    let action = input.text("action").unwrap_or("continue");
    if action == "cancel" {
        return back(&visit, &[("error", "auth/popup-closed-by-user")]);
    }
    let mut db = db.lock();
    let access = &mut db.access;
    if visit.channel == "sms" {
        let Some(mobile) = value("mobile") else { return back(&visit, &[("error", "auth/missing-phone-number")]) };
        if !(5..=20).contains(&mobile.len()) || !mobile.bytes().all(|b| b.is_ascii_digit()) {
            return back(&visit, &[("error", "auth/invalid-phone-number")]);
        }
        let number = normalize_mobile(&mobile);
        let now = access.now();
        if action == "send" {
            let code = random_text(b"0123456789", 6);
            access.firebase_sms.insert(number, (code.clone(), now + CODE_LIFETIME_MS));
            return form(&visit, &input, Some(&code), None);
        }
        let Some(typed) = value("code") else { return back(&visit, &[("error", "auth/missing-verification-code")]) };
        match access.firebase_sms.get(&number).cloned() {
            Some((_, expires)) if expires <= now => {
                access.firebase_sms.remove(&number);
                return back(&visit, &[("error", "auth/code-expired")]);
            }
            Some((code, _)) if code == typed => {
                access.firebase_sms.remove(&number);
            }
            _ => return back(&visit, &[("error", "auth/invalid-verification-code")]),
        }
    }
    let request = MintRequest {
        channel: visit.channel.to_owned(),
        email: value("email"),
        line_id: value("lineId"),
        mobile: value("mobile"),
        country_dialing_code: value("countryDialingCode"),
        display_name: value("displayName"),
    };
    match third_party::mint(access, request) {
        Ok((token, _)) => back(&visit, &[("idToken", &token)]),
        Err(fail) => form(&visit, &input, None, Some(&fail.message)),
    }
}

/// Back to the return address with the answer and the state in the fragment (never in the query).
fn back(visit: &Visit, answer: &[(&str, &str)]) -> Response {
    let mut pairs = answer.to_vec();
    pairs.push(("state", &visit.state));
    let fragment = serde_urlencoded::to_string(&pairs).unwrap_or_default();
    match HeaderValue::from_str(&format!("{}#{fragment}", visit.back)) {
        Ok(location) => (StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response(),
        Err(_) => refused("return is not a usable address"),
    }
}

fn page_headers() -> [(header::HeaderName, HeaderValue); 3] {
    [
        (header::CONTENT_TYPE, HeaderValue::from_static("text/html; charset=utf-8")),
        (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        (
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"),
        ),
    ]
}

/// Text for HTML (element content and quoted attribute values).
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;").replace('\'', "&#39;")
}

fn input(name: &str, label: &str, kind: &str, value: Option<&str>) -> String {
    let value = escape(value.unwrap_or_default());
    format!(
        "<label>{label}<input name=\"{name}\" type=\"{kind}\" value=\"{value}\" data-testid=\"identity-{name}\"></label>"
    )
}

/// The form for a channel; `sent` is the code the sms page just "sent", `problem` a refusal to show.
fn form(visit: &Visit, values: &Query, sent: Option<&str>, problem: Option<&str>) -> Response {
    let hidden: String = [("state", &visit.state), ("return", &visit.back), ("merchant", &visit.merchant)]
        .iter()
        .map(|(name, value)| format!("<input type=\"hidden\" name=\"{name}\" value=\"{}\">", escape(value)))
        .collect();
    let (title, inputs) = match visit.channel {
        "google" | "facebook" => (
            if visit.channel == "google" { "Sign in with Google" } else { "Log in with Facebook" },
            input("email", "E-mail", "email", values.text("email"))
                + &input("displayName", "Name", "text", values.text("displayName")),
        ),
        "line" => (
            "Log in with LINE",
            input("lineId", "LINE id", "text", values.text("lineId"))
                + &input("displayName", "Name", "text", values.text("displayName")),
        ),
        _ => (
            "Verify your phone number",
            input("countryDialingCode", "Dialing code", "text", values.text("countryDialingCode"))
                + &input("mobile", "Mobile number", "tel", values.text("mobile"))
                + "<button name=\"action\" value=\"send\" data-testid=\"identity-send\">Send code</button>"
                + &sent
                    .map(|code| format!("<p>SMS sent. Your code: <b data-testid=\"identity-sent-code\">{code}</b></p>"))
                    .unwrap_or_default()
                + &input("code", "Code", "text", None),
        ),
    };
    let problem = problem
        .map(|p| format!("<p role=\"alert\" data-testid=\"identity-problem\">{}</p>", escape(p)))
        .unwrap_or_default();
    let html = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>{title}</title><style>\
         body{{font:16px system-ui;margin:2rem;max-width:24rem}}label{{display:block;margin:.5rem 0}}\
         input{{display:block;width:100%;padding:.4rem}}button{{margin:.5rem .5rem 0 0;padding:.4rem 1rem}}</style></head>\
         <body><h1>{title}</h1><p>A stand-in for the provider's sign-in (upstream-mocks).</p>{problem}\
         <form method=\"post\">{hidden}{inputs}\
         <button name=\"action\" value=\"continue\" data-testid=\"identity-continue\">Continue</button>\
         <button name=\"action\" value=\"cancel\" data-testid=\"identity-cancel\">Cancel</button></form></body></html>"
    );
    (StatusCode::OK, page_headers(), html).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn query(pairs: &[(&str, &str)]) -> Query {
        Query::from_pairs(pairs.iter().copied())
    }

    #[test]
    fn a_visit_goes_back_only_to_a_return_page() {
        let good = [("state", "abcdefghij0123456789"), ("return", "http://localhost:8080/bff/identity/return")];
        assert!(visit("google", &query(&good)).is_ok());
        for bad_return in
            ["https://evil.example/", "javascript:alert(1)//bff/identity/return", "http://x/bff/identity/return#x"]
        {
            let bad = [good[0], ("return", bad_return)];
            assert!(visit("google", &query(&bad)).is_err(), "{bad_return}");
        }
        assert!(visit("twitter", &query(&good)).is_err());
        assert!(visit("google", &query(&[("state", "short"), good[1]])).is_err());
    }

    #[test]
    fn the_visit_reads_its_fields_by_the_mock_input_rules() {
        let back = ("return", "http://localhost:8080/bff/identity/return");
        let visit =
            visit("line", &query(&[("state", "short"), ("state", "abcdefghij0123456789"), back, ("merchant", " ")]))
                .unwrap();
        assert_eq!(visit.state, "abcdefghij0123456789", "the last of a repeated name counts");
        assert_eq!(visit.merchant, crate::seed::DEMO_MERCHANT, "a blank merchant is no merchant");
    }

    #[test]
    fn typed_values_are_escaped() {
        assert_eq!(escape("\"><script>"), "&quot;&gt;&lt;script&gt;");
    }
}
