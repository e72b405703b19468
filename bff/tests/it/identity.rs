//! Third-party sign-in through the brand's identity pages (`bff/src/identity.rs`), against the mock's
//! stand-in pages: the redirect, the return page, and the login with the token the page gave.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use std::sync::Arc;

use axum::body::Body;
use bff::config::{Channel, IdentityPage};
use bff::session::Sealer;
use common::{call, config, req, serve};
use serde_json::{Value, json};
use upstream_mocks::state::{Mock, Settings};

const STATE: &str = "s7Hq2LmP0xYvK3nR9aBcDeF";

struct Site {
    bff: axum::Router,
    mock: Arc<Mock>,
    mock_url: String,
}

/// The shipped configuration with the demo brand's identity pages on this test's mock.
async fn site() -> Site {
    let mock = Mock::new(Settings::default());
    let mock_url = serve(upstream_mocks::app(mock.clone())).await;
    let mut config = config(&mock_url, "http://127.0.0.1:9");
    for brand in &mut config.brands {
        for (channel, page) in [
            (Channel::Google, &mut brand.identity.google),
            (Channel::Facebook, &mut brand.identity.facebook),
            (Channel::Sms, &mut brand.identity.sms),
        ] {
            let url = format!("{mock_url}/__identity/{}?merchant=veneerdemo", channel.name());
            *page = Some(IdentityPage(reqwest::Url::parse(&url).unwrap()));
        }
        brand.identity.line = None;
    }
    let bff = bff::app(bff::AppState::new(config, Sealer::random()).unwrap());
    Site { bff, mock, mock_url }
}

fn get(path: &str) -> axum::extract::Request {
    req("GET", path).body(Body::empty()).unwrap()
}

fn location(reply: &common::Reply) -> String {
    reply.headers.get("location").expect("a Location").to_str().unwrap().to_owned()
}

/// A browser that follows nothing by itself.
fn browser() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

/// What the identity page answers to a form post: where it sends the browser back to.
async fn post_form(url: &str, form: &[(&str, &str)]) -> (u16, String, String) {
    let res = browser().post(url).form(form).send().await.unwrap();
    let status = res.status().as_u16();
    let location = res.headers().get("location").map(|l| l.to_str().unwrap().to_owned()).unwrap_or_default();
    (status, location, res.text().await.unwrap())
}

fn fragment(location: &str) -> std::collections::HashMap<String, String> {
    let (_, fragment) = location.split_once('#').expect("a fragment");
    serde_urlencoded::from_str(fragment).unwrap()
}

async fn firebase_login(site: &Site, channel: &str, token: &str) -> common::Reply {
    let body = json!({"firebaseChannel": channel, "firebaseIdToken": token, "loginDeviceId": "d"});
    call(
        &site.bff,
        req("POST", "/wps/session/login/firebase")
            .header("content-type", "application/json")
            .header("x-csrf", "1")
            .body(Body::from(body.to_string()))
            .unwrap(),
    )
    .await
}

#[tokio::test]
async fn a_provider_button_goes_to_the_brands_page_with_the_state_and_the_return_address() {
    let site = site().await;
    let reply = call(&site.bff, get(&format!("/bff/identity/google?state={STATE}"))).await;
    assert_eq!(reply.status, 303);
    let target = reqwest::Url::parse(&location(&reply)).unwrap();
    assert!(target.as_str().starts_with(&format!("{}/__identity/google?merchant=veneerdemo&", site.mock_url)));
    let query: Vec<(String, String)> = target.query_pairs().into_owned().collect();
    assert!(query.contains(&("state".into(), STATE.into())));
    assert!(query.contains(&("return".into(), "http://localhost:8080/bff/identity/return".into())));
    assert_eq!(reply.headers["cache-control"], "no-store");

    // Over TLS (a trusted proxy says so, or the connection is TLS) the return address is https; the test
    // router has no peer, so it is http here: the scheme follows the visitor, never a header alone.
    let sms =
        call(&site.bff, get(&format!("/bff/identity/sms?state={STATE}&mobile=0877778888&countryDialingCode=66"))).await;
    assert!(location(&sms).contains("&mobile=0877778888&countryDialingCode=66"), "{}", location(&sms));
}

#[tokio::test]
async fn unknown_or_unconfigured_channels_and_bad_states_are_refused_in_the_envelope() {
    let site = site().await;
    for (path, status, code) in [
        ("/bff/identity/twitter?state=s7Hq2LmP0xYvK3nR9aBcDeF", 404, "not.found"),
        // The brand has no LINE page here, whatever the upstream's switch says.
        ("/bff/identity/line?state=s7Hq2LmP0xYvK3nR9aBcDeF", 404, "not.found"),
        ("/bff/identity/google", 400, "request.query.invalid"),
        ("/bff/identity/google?state=short", 400, "request.query.invalid"),
        ("/bff/identity/google?state=s7Hq2LmP0xYvK3nR9aBcDeF%22%3E%3Cscript%3E", 400, "request.query.invalid"),
        (
            "/bff/identity/google?state=s7Hq2LmP0xYvK3nR9aBcDeF&return=https://evil.example",
            400,
            "request.query.invalid",
        ),
        ("/bff/identity/google?state=s7Hq2LmP0xYvK3nR9aBcDeF&mobile=0877778888", 400, "request.query.invalid"),
    ] {
        let reply = call(&site.bff, get(path)).await;
        assert_eq!((reply.status.as_u16(), reply.json["errorCode"].as_str()), (status, Some(code)), "{path}");
        assert_eq!(reply.json["success"], false);
        assert!(reply.headers.get("location").is_none(), "{path}");
    }
}

#[tokio::test]
async fn the_return_page_runs_only_its_own_script_and_echoes_nothing() {
    let site = site().await;
    let res = site.bff.clone();
    let page = tower::ServiceExt::oneshot(res.clone(), get("/bff/identity/return?idToken=fb.leak&x=%3Cscript%3E"))
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let policy = page.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"), "{policy}");
    assert_eq!(page.headers()["referrer-policy"], "no-referrer");
    let html = String::from_utf8(http_body_util::BodyExt::collect(page.into_body()).await.unwrap().to_bytes().to_vec())
        .unwrap();
    assert!(!html.contains("fb.leak") && !html.contains("<script>"), "{html}");
    let script = tower::ServiceExt::oneshot(res, get("/bff/identity/return.js")).await.unwrap();
    assert_eq!(script.headers()["content-type"], "text/javascript; charset=utf-8");
}

#[tokio::test]
async fn the_token_the_identity_page_gives_signs_a_new_google_identity_in_with_a_sealed_session() {
    let site = site().await;
    let start = call(&site.bff, get(&format!("/bff/identity/google?state={STATE}"))).await;
    let page_url = location(&start);
    let page = browser().get(&page_url).send().await.unwrap().text().await.unwrap();
    assert!(page.contains("data-testid=\"identity-email\""), "{page}");

    let target = reqwest::Url::parse(&page_url).unwrap();
    let query: std::collections::HashMap<String, String> = target.query_pairs().into_owned().collect();
    let (status, back, _) = post_form(
        &format!("{}/__identity/google", site.mock_url),
        &[
            ("state", &query["state"]),
            ("return", &query["return"]),
            ("merchant", "veneerdemo"),
            ("email", "new.person@mail.example"),
            ("displayName", "New Person"),
            ("action", "continue"),
        ],
    )
    .await;
    assert_eq!(status, 303);
    // The token travels in the fragment only: no server (nor its log) sees it.
    let (address, _) = back.split_once('#').unwrap();
    assert_eq!(address, "http://localhost:8080/bff/identity/return");
    let answer = fragment(&back);
    assert_eq!(answer["state"], STATE);

    let login = firebase_login(&site, "google", &answer["idToken"]).await;
    assert_eq!(login.json["success"], true, "{}", login.json);
    assert!(login.json["value"].get("token").is_none(), "the upstream token never reaches the browser");
    let cookie = login.session_cookie();
    let view = call(&site.bff, req("GET", "/bff/session").header("cookie", &cookie).body(Body::empty()).unwrap()).await;
    assert_eq!(view.json["value"]["loggedIn"], true);
    assert_eq!(view.json["value"]["mustChangePassword"], false, "a third-party login never forces a change");
    let name = view.json["value"]["userName"].as_str().unwrap().to_owned();
    assert!(name.starts_with('g') && name.len() == 8, "{name}");
    assert!(site.mock.db("veneerdemo").unwrap().lock().member_by_name(&name).is_some());

    // The same token again: used up.
    let again = firebase_login(&site, "google", &answer["idToken"]).await;
    assert_eq!(
        (again.json["success"].clone(), again.json["errorCode"].clone()),
        (json!(false), json!("firebase_token_invalid"))
    );
}

#[tokio::test]
async fn cancel_and_phone_failures_come_back_as_firebase_error_codes() {
    let site = site().await;
    let back = "http://localhost:8080/bff/identity/return";
    let common = [("state", STATE), ("return", back), ("merchant", "veneerdemo")];
    let sms = format!("{}/__identity/sms", site.mock_url);
    // (channel, what the form adds, the Firebase code expected back)
    type Case<'a> = (&'a str, &'a [(&'a str, &'a str)], &'a str);
    let cases: [Case; 5] = [
        ("google", &[("action", "cancel")], "auth/popup-closed-by-user"),
        ("sms", &[("action", "send")], "auth/missing-phone-number"),
        ("sms", &[("action", "send"), ("mobile", "08x")], "auth/invalid-phone-number"),
        ("sms", &[("action", "continue"), ("mobile", "0877778888")], "auth/missing-verification-code"),
        (
            "sms",
            &[("action", "continue"), ("mobile", "0877778888"), ("code", "000000")],
            "auth/invalid-verification-code",
        ),
    ];
    for (channel, extra, code) in cases {
        let mut form = common.to_vec();
        form.extend_from_slice(extra);
        let (status, location, _) = post_form(&format!("{}/__identity/{channel}", site.mock_url), &form).await;
        assert_eq!(status, 303, "{code}");
        assert_eq!(
            fragment(&location),
            [("error".to_owned(), code.to_owned()), ("state".to_owned(), STATE.to_owned())].into()
        );
    }

    // The code the sms page "sent" is shown on it; with it, Continue gives an sms token for that number.
    let mut send = common.to_vec();
    send.extend([("action", "send"), ("mobile", "0877778888"), ("countryDialingCode", "66")]);
    let (status, _, page) = post_form(&sms, &send).await;
    assert_eq!(status, 200);
    let code = page.split("data-testid=\"identity-sent-code\">").nth(1).unwrap()[..6].to_owned();
    let mut confirm = common.to_vec();
    confirm.extend([
        ("action", "continue"),
        ("mobile", "0877778888"),
        ("countryDialingCode", "66"),
        ("code", code.as_str()),
    ]);
    let (_, location, _) = post_form(&sms, &confirm).await;
    assert!(fragment(&location)["idToken"].starts_with("fb."), "{location}");
}

#[tokio::test]
async fn the_identity_page_refuses_foreign_return_addresses_and_escapes_what_it_shows() {
    let site = site().await;
    let res = browser()
        .get(format!("{}/__identity/google?state={STATE}&return=https://evil.example/steal", site.mock_url))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let (status, location, page) = post_form(
        &format!("{}/__identity/google", site.mock_url),
        &[
            ("state", STATE),
            ("return", "http://localhost:8080/bff/identity/return"),
            ("email", "\"><script>alert(1)</script>"),
            ("action", "continue"),
        ],
    )
    .await;
    // Not an e-mail: the form again with the mock's refusal, the typed text escaped.
    assert_eq!((status, location.as_str()), (200, ""));
    assert!(!page.contains("<script>alert(1)") && page.contains("&lt;script&gt;"), "{page}");
}

#[tokio::test]
async fn an_over_long_or_garbage_token_gets_the_upstreams_refusal() {
    let site = site().await;
    for token in ["x".repeat(10_000), "fb.\u{0}\u{202e}garbage".to_owned(), "fb.unknownbutwellformed".to_owned()] {
        let reply = firebase_login(&site, "google", &token).await;
        assert_eq!(reply.json["success"], false, "{}", reply.json);
        let code = reply.json["errorCode"].as_str().unwrap();
        assert!(["firebase_token_invalid", "request_param_err"].contains(&code), "{code}");
        assert!(!reply.json["message"].as_str().unwrap().is_empty());
        assert!(reply.set_cookies().iter().all(|c| !c.starts_with("veneer_session=") || c.contains("Max-Age=0")));
    }
    let reply: Value = firebase_login(&site, "google", "fb.unknownbutwellformed").await.json;
    assert_eq!(reply["message"], "Login failure. Please try again.");
}
