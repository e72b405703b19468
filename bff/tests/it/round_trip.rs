//! The BFF against the real mock (in-process, on an ephemeral port) and against a recording
//! upstream for what the mock cannot show (exact headers, timeouts, counted calls).

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::response::IntoResponse;
use axum::routing::any;
use bff::session::Sealer;
use serde_json::{Value, json};
use upstream_mocks::state::{Mock, Settings};
use upstream_protocol::crypto::{EncryptedParts, RsaKeyPair, RsaModulus, SessionKey};

use crate::common;

use common::*;

#[tokio::test]
async fn login_through_the_real_encryption_keeps_the_token_server_side() {
    let Stack { bff, mock } = stack().await;
    let reply = call(&bff, login_request("demo01", "abc123")).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    assert_eq!(reply.json["success"], true);
    assert_eq!(reply.json["value"]["userName"], "demo01");
    assert!(reply.json["value"].get("token").is_none(), "the token reached the browser: {}", reply.json);

    let tokens = tokens_of(&mock);
    assert_eq!(tokens.len(), 1);
    let set_cookie = reply.set_cookies().join("\n");
    assert!(!set_cookie.contains(&tokens[0]), "the token is readable in the cookie");
    assert!(set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Lax") && set_cookie.contains("Path=/"));
    let cookie = reply.session_cookie();

    let balance = call(
        &bff,
        req("GET", "/wps/v2/wallets/balance?typeId=0").header("cookie", &cookie).body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(balance.json["value"]["sumBalance"], 12345.67);
    let info = call(&bff, req("GET", "/wps/member/info").header("cookie", &cookie).body(Body::empty()).unwrap()).await;
    assert_eq!(info.json["value"]["account"], "demo01");

    let session = call(&bff, req("GET", "/bff/session").header("cookie", &cookie).body(Body::empty()).unwrap()).await;
    assert_eq!(
        session.json["value"],
        json!({"loggedIn": true, "userName": "demo01", "customerType": 0, "isAgent": false, "isTrial": false, "mustChangePassword": false, "firstTimeLogin": false})
    );
    let anonymous = call(&bff, req("GET", "/bff/session").body(Body::empty()).unwrap()).await;
    assert_eq!(anonymous.json["value"], json!({"loggedIn": false}));
}

#[tokio::test]
async fn an_agent_is_told_apart_and_remember_me_lengthens_the_cookie() {
    let Stack { bff, .. } = stack().await;
    let login = req("POST", "/wps/session/login")
        .header("x-csrf", "1")
        .body(Body::from(r#"{"username":"agent01","password":"abc123","rememberMe":true}"#))
        .unwrap();
    let reply = call(&bff, login).await;
    assert_eq!(reply.json["success"], true, "{}", reply.json);
    assert!(reply.set_cookies()[0].contains("Max-Age=86400"));
    let session =
        call(&bff, req("GET", "/bff/session").header("cookie", reply.session_cookie()).body(Body::empty()).unwrap())
            .await;
    assert_eq!(session.json["value"]["isAgent"], true);
}

#[tokio::test]
async fn a_wrong_password_gets_the_upstream_message_and_no_cookie() {
    let Stack { bff, .. } = stack().await;
    let reply = call(&bff, login_request("demo01", "wrong1")).await;
    assert_eq!(reply.json["success"], false);
    // In the visitor's language (the demo brand's default, Thai), as the upstream words it for them.
    assert_eq!(reply.json["message"], "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง");
    assert!(reply.set_cookies().is_empty());
}

#[tokio::test]
async fn a_rotated_upstream_key_is_fetched_again_transparently() {
    let Stack { bff, mock } = stack().await;
    assert_eq!(call(&bff, login_request("demo01", "abc123")).await.json["success"], true);
    mock.rotate_key();
    let reply = call(&bff, login_request("demo01", "abc123")).await;
    assert_eq!(reply.json["success"], true, "{}", reply.json);
}

#[tokio::test]
async fn logout_clears_the_cookie_and_ends_the_upstream_session() {
    let Stack { bff, mock } = stack().await;
    let cookie = call(&bff, login_request("demo01", "abc123")).await.session_cookie();
    let reply = call(&bff, logout_request(&cookie)).await;
    assert_eq!(reply.json["success"], true);
    assert!(reply.set_cookies().iter().any(|c| c.starts_with("veneer_session=;") && c.contains("Max-Age=0")));
    assert!(tokens_of(&mock).is_empty());
    // A second logout with the stale cookie is still a success for the member.
    let again = call(
        &bff,
        req("DELETE", "/wps/session/logout")
            .header("x-csrf", "1")
            .header("cookie", &cookie)
            .body(Body::empty())
            .unwrap(),
    )
    .await;
    assert_eq!(again.json["success"], true);
}

#[tokio::test]
async fn a_session_killed_upstream_clears_the_cookie() {
    let Stack { bff, mock } = stack().await;
    let cookie = call(&bff, login_request("demo01", "abc123")).await.session_cookie();
    mock.db("veneerdemo").unwrap().lock().sessions.clear();
    let reply = call(&bff, req("GET", "/wps/member/info").header("cookie", &cookie).body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    assert_eq!(reply.json["errorCode"], "login.not.session");
    assert!(reply.set_cookies().iter().any(|c| c.contains("Max-Age=0")));
}

#[tokio::test]
async fn state_changing_calls_need_csrf_proof_and_the_upstream_never_sees_them() {
    let Stack { bff, mock } = stack().await;
    for request in [
        req("POST", "/wps/session/login").body(Body::from(r#"{"username":"demo01","password":"abc123"}"#)).unwrap(),
        req("POST", "/wps/session/login")
            .header("x-csrf", "1")
            .header("origin", "http://evil.example")
            .body(Body::from("{}"))
            .unwrap(),
        req("DELETE", "/wps/session/logout").body(Body::empty()).unwrap(),
        req("POST", "/some/page").body(Body::empty()).unwrap(),
    ] {
        let reply = call(&bff, request).await;
        assert_eq!(reply.status, StatusCode::FORBIDDEN);
        assert_eq!(reply.json["errorCode"], "csrf.rejected");
        assert_eq!(reply.json["success"], false);
    }
    assert!(tokens_of(&mock).is_empty());
}

#[tokio::test]
async fn an_unknown_host_is_refused_never_served_as_another_brand() {
    let Stack { bff, .. } = stack().await;
    for path in ["/wps/system/status", "/", "/bff/session"] {
        let reply = call(&bff, Request::get(path).header("host", "evil.example").body(Body::empty()).unwrap()).await;
        assert_eq!(reply.status, StatusCode::MISDIRECTED_REQUEST, "{path}");
        assert_eq!(reply.json["errorCode"], "unknown.host");
    }
    let health = call(&bff, Request::get("/bff/healthz").header("host", "10.1.2.3").body(Body::empty()).unwrap()).await;
    assert_eq!(health.status, StatusCode::OK);
}

#[tokio::test]
async fn malformed_and_oversized_bodies_get_clear_envelopes() {
    let Stack { bff, .. } = stack().await;
    let reply =
        call(&bff, req("POST", "/wps/session/login").header("x-csrf", "1").body(Body::from("{not json")).unwrap())
            .await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.json["errorCode"], "request.body.invalid");
    let big = vec![b' '; 70 * 1024];
    let reply =
        call(&bff, req("POST", "/wps/session/login").header("x-csrf", "1").body(Body::from(big)).unwrap()).await;
    assert_eq!(reply.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(reply.json["errorCode"], "request.body.too_large");
}

#[tokio::test]
async fn a_dead_upstream_is_a_502_envelope() {
    let bff = bff::app(
        bff::AppState::new(open_to_visitors(config("http://127.0.0.1:9", "http://127.0.0.1:9")), Sealer::random())
            .unwrap(),
    );
    let reply = call(&bff, login_request("demo01", "abc123")).await;
    assert_eq!(reply.status, StatusCode::BAD_GATEWAY);
    assert_eq!(reply.json["errorCode"], "upstream.unavailable");
    let reply = call(&bff, req("GET", "/").body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::BAD_GATEWAY);
}

#[tokio::test]
async fn with_nothing_known_of_the_upstream_a_security_switch_stays_on_and_pages_need_a_login() {
    // Nothing was ever read from this upstream: login_only is a security switch, never off by default.
    let bff =
        bff::app(bff::AppState::new(config("http://127.0.0.1:9", "http://127.0.0.1:9"), Sealer::random()).unwrap());
    let page = call(&bff, req("GET", "/rng").body(Body::empty()).unwrap()).await;
    assert_eq!((page.status, &page.headers["location"]), (StatusCode::SEE_OTHER, &"/login".parse().unwrap()));
    let bootstrap = call(&bff, req("GET", "/bff/bootstrap").body(Body::empty()).unwrap()).await;
    let features = &bootstrap.json["value"]["features"];
    assert_eq!(
        (features["login_only"].as_bool(), features["forced_change_on_expiry"].as_bool()),
        (Some(true), Some(true))
    );
    assert_eq!(features["mobile_registration"], false, "an observed switch the upstream does not mention is off");
}

/// The configuration with the brand saying it has no login-only setting: pages of a test that is not about it
/// are served whatever the upstream says.
fn open_to_visitors(mut config: bff::config::Config) -> bff::config::Config {
    config.brands[0].features.insert(upstream_protocol::switches::Switch::LoginOnly, bff::config::FeatureSetting::Off);
    config
}

#[tokio::test]
async fn the_upstream_gets_exactly_one_merchant_and_none_of_the_browsers_secrets() {
    let (url, seen) = recording_upstream(Arc::new(|_| ok_json(json!({})))).await;
    let bff = bff::app(bff::AppState::new(config(&url, "http://127.0.0.1:9"), Sealer::random()).unwrap());
    // An uncached public call: its request is the browser's own, not a shared cache fill.
    let request = req("GET", "/wps/agent/affiliate?code=AG0001")
        .header("merchant", "someone-else")
        .header("cookie", "lang=en; other=1")
        .header("authorization", "forged")
        .header("x-forwarded-for", "6.6.6.6")
        .header("user-agent", "phone")
        .body(Body::empty())
        .unwrap();
    call(&bff, request).await;
    let seen = seen.lock()[0].clone();
    assert_eq!(seen.path, "/wps/agent/affiliate?code=AG0001");
    let all =
        |name: &str| seen.headers.get_all(name).iter().map(|v| v.to_str().unwrap().to_owned()).collect::<Vec<_>>();
    assert_eq!(all("merchant"), ["veneerdemo"]);
    assert_eq!(all("device"), ["web"]);
    assert_eq!(all("language"), ["EN"]);
    assert_eq!(all("x-gateway-version"), ["3"]);
    assert_eq!(all("user-agent"), ["phone"]);
    assert!(all("cookie").is_empty());
    assert!(all("authorization").is_empty());
    // Without a trusted proxy in front, the visitor cannot choose the address the upstream sees.
    assert!(!all("x-forwarded-for").contains(&"6.6.6.6".to_owned()));
}

#[tokio::test]
async fn the_upstream_gets_v3_with_all_three_headers_and_a_decryptable_body() {
    let upstream_key = RsaKeyPair::generate();
    let modulus = upstream_key.modulus().as_hex().to_owned();
    let (url, seen) = recording_upstream(Arc::new(move |s: &Seen| {
        if s.path.starts_with("/wps/session/key/rsa") {
            modulus.clone().into_response()
        } else {
            ok_json(json!({"token": "tok", "userName": "demo01"}))
        }
    }))
    .await;
    let bff = bff::app(bff::AppState::new(config(&url, "http://127.0.0.1:9"), Sealer::random()).unwrap());
    let browser_json = r#"{"username":"demo01","password":"abc123","captcha":null,"type":"username"}"#;
    call(&bff, req("POST", "/wps/session/login").header("x-csrf", "1").body(Body::from(browser_json)).unwrap()).await;
    let login = seen.lock().iter().find(|s| s.path == "/wps/session/login").cloned().unwrap();
    assert_eq!(login.method, "POST");
    let header = |name: &str| login.headers.get(name).map(|v| v.to_str().unwrap().to_owned());
    assert_eq!(header("x-rsa").as_deref(), Some(upstream_key.modulus().as_hex()));
    let body: Value = serde_json::from_slice(&login.body).unwrap();
    assert_eq!(body["value"].as_str(), header("x-digest").as_deref());
    let (encryption, digest, rsa) = (header("encryption"), header("x-digest"), header("x-rsa"));
    let parts = EncryptedParts {
        encryption: encryption.as_deref(),
        digest: digest.as_deref(),
        rsa: rsa.as_deref(),
        body: &login.body,
    };
    let decrypted = upstream_key.decrypt_request(parts).unwrap();
    assert_eq!(std::str::from_utf8(&decrypted.plaintext).unwrap(), browser_json);
}

#[tokio::test]
async fn the_bff_encryption_reproduces_the_shared_vectors() {
    let v: Value = serde_json::from_str(include_str!("../../../upstream-protocol/tests/upstream-crypto.json")).unwrap();
    let plaintext: Value = serde_json::from_str(v["login"]["plaintext_json"].as_str().unwrap()).unwrap();
    // The browser may send it pretty-printed and with the BFF-only field; what goes up is the vector.
    let mut browser = plaintext.clone();
    browser.as_object_mut().unwrap().insert("rememberMe".into(), json!(false));
    let (compact, _) = bff::forward::encrypt::compact(browser.as_object().unwrap().clone());
    assert_eq!(std::str::from_utf8(&compact).unwrap(), v["login"]["plaintext_json"].as_str().unwrap());
    let modulus = RsaModulus::parse(v["rsa"]["modulus_hex"].as_str().unwrap()).unwrap();
    let key: SessionKey = v["login"]["session_key"].as_str().unwrap().parse().unwrap();
    let request = modulus.encrypt_request_with_key(&key, &compact);
    assert_eq!(serde_json::from_slice::<Value>(&request.body).unwrap(), v["login"]["v3_request"]["body"]);
    assert_eq!(request.encryption, v["login"]["v3_request"]["headers"]["Encryption"].as_str().unwrap());
    assert_eq!(request.digest, v["login"]["v3_request"]["headers"]["X-Digest"].as_str().unwrap());
    assert_eq!(request.rsa, v["login"]["v3_request"]["headers"]["X-RSA"].as_str().unwrap());
}

#[tokio::test]
async fn an_upstream_that_keeps_refusing_our_key_is_retried_once_then_reported() {
    // The upstream publishes one key but decrypts with another: every encrypted call is refused.
    let published = RsaKeyPair::generate().modulus().as_hex().to_owned();
    let (url, seen) = recording_upstream(Arc::new(move |s: &Seen| {
        if s.path.starts_with("/wps/session/key/rsa") {
            published.clone().into_response()
        } else {
            (StatusCode::BAD_REQUEST, axum::Json(json!({"success": false, "value": null, "message": "System error", "errorCode": "request_body_required"})))
                .into_response()
        }
    }))
    .await;
    let bff = bff::app(bff::AppState::new(config(&url, "http://127.0.0.1:9"), Sealer::random()).unwrap());
    let reply = call(&bff, login_request("demo01", "abc123")).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.json["errorCode"], "request_body_required");
    let seen = seen.lock();
    assert_eq!(seen.iter().filter(|s| s.path == "/wps/session/login").count(), 2);
    assert_eq!(seen.iter().filter(|s| s.path.starts_with("/wps/session/key/rsa")).count(), 2);
}

#[tokio::test]
async fn a_slow_upstream_is_a_504_not_a_hang() {
    let router = axum::Router::new().fallback(any(|| async {
        tokio::time::sleep(Duration::from_secs(5)).await;
        "late"
    }));
    let url = serve(router).await;
    let mut config = config(&url, "http://127.0.0.1:9");
    for brand in &mut config.brands {
        brand.upstream.timeout = Duration::from_millis(200);
    }
    let bff = bff::app(bff::AppState::new(config, Sealer::random()).unwrap());
    let started = std::time::Instant::now();
    let reply = call(&bff, req("GET", "/wps/member/info").body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::GATEWAY_TIMEOUT);
    assert_eq!(reply.json["errorCode"], "upstream.timeout");
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn public_reads_are_shared_from_the_cache_per_language() {
    let (url, seen) = recording_upstream(Arc::new(|_| ok_json(json!({"banners": []})))).await;
    let bff = bff::app(bff::AppState::new(config(&url, "http://127.0.0.1:9"), Sealer::random()).unwrap());
    let path = "/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W";
    for (i, lang) in ["th", "th", "en", "th", "zh", "ms", "tl", "zh-hant", "my", "xx"].iter().enumerate() {
        let request =
            req("GET", &format!("{path}&t={i}")).header("cookie", format!("lang={lang}")).body(Body::empty()).unwrap();
        assert_eq!(call(&bff, request).await.json["success"], true);
    }
    let languages: Vec<String> =
        seen.lock().iter().map(|s| s.headers["language"].to_str().unwrap().to_owned()).collect();
    // The upstream's own codes (Chinese is CN, Malay MY, Tagalog TY, Traditional Chinese ZH in any case,
    // Myanmar MM); a code of no table reads as the brand's default, already cached.
    assert_eq!(languages, ["TH", "EN", "CN", "MY", "TY", "ZH", "MM"]);
}

#[tokio::test]
async fn pages_go_to_next_with_the_brand_and_state_but_without_the_session() {
    let (next, seen) = recording_upstream(Arc::new(|_| {
        (
            [
                ("content-type", "text/html; charset=utf-8"),
                ("cache-control", "s-maxage=60"),
                ("content-security-policy", "script-src *"),
            ],
            "<html>page</html>",
        )
            .into_response()
    }))
    .await;
    let mock = Mock::new(Settings::default());
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let bff = bff::app(bff::AppState::new(config(&upstream, &next), Sealer::random()).unwrap());
    let request = || {
        req("GET", "/?x=1")
            .header("cookie", "lang=en; veneer_session=sealed")
            .header("x-veneer-brand", "forged")
            .header("x-veneer-locale", "ar")
            .header("x-nonce", "forged")
            .header("content-security-policy", "script-src *")
            .header("x-veneer-state", "normal")
            .body(Body::empty())
            .unwrap()
    };
    let reply = call(&bff, request()).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.headers["cache-control"], "private, no-cache");
    // The policy is enforced (config/defaults.toml), ours alone: Next's own does not survive.
    let policies = reply.headers.get_all("content-security-policy").iter().collect::<Vec<_>>();
    assert_eq!(policies.len(), 1, "{policies:?}");
    let answered = policies[0].to_str().unwrap().to_owned();
    assert!(!answered.contains("script-src *"), "Next's own policy must not survive: {answered}");
    assert!(reply.headers.get("content-security-policy-report-only").is_none());
    {
        let seen = seen.lock();
        let page = &seen[0];
        assert!(page.headers.get("x-nonce").is_none());
        let policy = page.headers.get_all("content-security-policy").iter().collect::<Vec<_>>();
        assert_eq!(policy, [answered.as_str()], "Next renders with the policy the browser gets");
        let nonce = page.headers["x-veneer-nonce"].to_str().unwrap();
        assert!(answered.contains(&format!("script-src 'self' 'nonce-{nonce}' 'strict-dynamic'")), "{answered}");
        // The mock's status lists its public URL as image CDN and launch host.
        let mock_origin = mock.settings.public_url.trim_end_matches('/');
        assert!(answered.contains(&format!("img-src 'self' data: blob: {mock_origin}")), "{answered}");
        assert!(answered.contains(&format!("frame-src {mock_origin}")), "{answered}");
        assert_eq!(page.path, "/?x=1");
        assert_eq!(page.headers.get_all("x-veneer-brand").iter().collect::<Vec<_>>(), ["demo"]);
        assert_eq!(page.headers["x-veneer-state"], "normal");
        assert_eq!(page.headers["cookie"], "lang=en");
        assert_eq!(page.headers.get_all("x-veneer-locale").iter().collect::<Vec<_>>(), ["en"]);
    }

    mock.switches.write().maintenance = true;
    // The per-visitor status is cached briefly; a new BFF sees the switch at once.
    let bff = bff::app(bff::AppState::new(config(&upstream, &next), Sealer::random()).unwrap());
    let reply = call(&bff, request()).await;
    assert_eq!(reply.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(seen.lock().last().unwrap().headers["x-veneer-state"], "maintenance");
}

#[tokio::test]
async fn a_stale_token_on_a_public_feed_gets_the_public_answer_and_clears_the_cookie() {
    let Stack { bff, mock } = stack().await;
    let cookie = call(&bff, login_request("demo01", "abc123")).await.session_cookie();
    mock.db("veneerdemo").unwrap().lock().sessions.clear();
    // Promotions work anonymously and are personalised with a token (Token::Optional).
    let reply = call(
        &bff,
        req("GET", "/wps/relay/PROMOFE_getPromotions").header("cookie", &cookie).body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    assert_eq!(reply.json["success"], true);
    assert!(reply.set_cookies().iter().any(|c| c.contains("Max-Age=0")), "the dead session's cookie stays");
}

#[tokio::test]
async fn hostile_html_from_the_upstream_comes_out_inert_cached_or_not() {
    let hostile = r#"<p onmouseover="steal()">Deposit<script>alert(1)</script></p><a href="javascript:alert(2)">go</a><iframe src="//evil.example"></iframe>"#;
    let notice = json!({"id": 1, "title": "t", "content": hostile, "children": [{"content": hostile}]});
    let (url, seen) = recording_upstream(Arc::new(move |_| {
        ok_json(json!({"player": [notice.clone()], "popup": [notice.clone()], "list": [notice.clone()]}))
    }))
    .await;
    let bff = bff::app(bff::AppState::new(config(&url, "http://127.0.0.1:9"), Sealer::random()).unwrap());
    for path in [
        "/wps/relay/MCSFE_getListAnnouncements?types=PL,PU",
        "/wps/relay/MCSFE_getListAnnouncements?types=PL,PU",
        "/wps/relay/PROMOFE_getPromotionDetail?promotionId=1",
        "/wps/system/helpCenter?lang=EN",
    ] {
        let reply = call(&bff, req("GET", path).body(Body::empty()).unwrap()).await;
        let text = reply.json.to_string().to_ascii_lowercase();
        for bad in ["<script", "onmouseover", "javascript:", "<iframe"] {
            assert!(!text.contains(bad), "{path}: {bad} reached the browser: {text}");
        }
        assert!(text.contains("<p>deposit</p>"), "{path}: {text}");
    }
    // The second announcement read came from the cache, sanitised on fill.
    assert_eq!(seen.lock().iter().filter(|s| s.path.contains("MCSFE_getListAnnouncements")).count(), 1);
}

#[tokio::test]
async fn bootstrap_gathers_first_paint_from_the_real_mock() {
    let Stack { bff, mock } = stack().await;
    mock.db("veneerdemo").unwrap().lock().system.disabled_modules.insert("REG3".into());
    mock.db("veneerdemo").unwrap().lock().system.gtag_id = "G-VNRDEMO01".into();
    mock.config_changed();
    let reply = call(&bff, req("GET", "/bff/bootstrap").header("cookie", "lang=zh").body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    let value = &reply.json["value"];
    assert_eq!(value["locale"], "zh");
    assert_eq!(value["brand"]["id"], "demo");
    assert_eq!(value["brand"]["icon"], "/bff/brand/icon.svg");
    assert_eq!(value["brand"]["freePlayLogin"], true);
    assert_eq!(value["brand"]["chatHeaderColor"], "#f5b400");
    assert_eq!(value["brand"]["theme"]["dark"]["onPrimary"], "#1a1300");
    assert_eq!(value["brand"]["frameHosts"], json!([]), "config/defaults.toml frames no other host");
    let languages = value["languages"].as_array().unwrap();
    assert_eq!(languages.len(), upstream_protocol::languages::LANGUAGES.len(), "the demo brand offers every language");
    assert_eq!(languages[0], json!({"code": "th", "upstream": "TH", "name": "ไทย", "dir": "ltr", "default": true}));
    for rtl in ["ar", "ur", "fa"] {
        assert!(languages.iter().any(|l| l["code"] == rtl && l["dir"] == "rtl" && l["default"] == false), "{rtl}");
    }
    // The switches from the mock's tree: REG3 off takes the registrations under it along.
    assert_eq!(
        value["features"]["username_registration"], false,
        "DIRECTREG3 is on itself, but under REG3, which is off"
    );
    assert_eq!(value["features"]["mobile_registration"], false);
    assert_eq!(value["features"]["member_centre"], true);
    assert_eq!(value["features"]["login_only"], false, "seeded off");
    assert_eq!(value["features"].as_object().unwrap().len(), upstream_protocol::switches::DECLARATIONS.len());
    assert_eq!(value["register"]["password"]["minLength"], 6);
    assert!(value["register"].get("patternCatalogue").is_none());
    assert_eq!(value["registerPatterns"][1]["acceptedPattern"], "^[a-zA-Z][a-zA-Z0-9]*$");
    assert!(value["resources"].as_array().unwrap().iter().any(|r| r["resourceType"] == "LINE"));
    assert_eq!(value["analytics"]["gtagId"], "G-VNRDEMO01");
    assert!(!value["domains"].as_array().unwrap().is_empty());
    // Customer-service links leave decrypted: no ciphertext the mock sent is in the answer.
    let links = value["customerService"].as_array().unwrap();
    assert!(links.iter().any(|l| l["csType"] == "LIVECHAT"));
    assert!(links.iter().all(|l| l["url"].as_str().unwrap().starts_with("http")), "{links:?}");
    let status = call(&bff, req("GET", "/wps/system/status").body(Body::empty()).unwrap()).await;
    for encrypted in status.json["value"]["info"]["customerService"].as_array().unwrap() {
        assert!(!reply.json.to_string().contains(encrypted["path"].as_str().unwrap()));
    }
}

#[tokio::test]
async fn bootstrap_is_filled_once_for_many_visitors_and_outlives_an_outage() {
    let status = json!({"maintenance": false, "info": {"whitelabel": {"modId": "COMM3", "enabled": "1"}, "register": {},
        "customerService": [], "imageCDNs": ["https://img.example"], "launchGameCDNs": [], "mainDomain": "www.b.example"}});
    let up = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let alive = up.clone();
    let (url, seen) = recording_upstream(Arc::new(move |s: &Seen| {
        if !alive.load(std::sync::atomic::Ordering::SeqCst) {
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
        if s.path.starts_with("/wps/system/status") {
            ok_json(status.clone())
        } else {
            ok_json(json!({"domainList": [{"domain": "www.b.example", "speed": 0}]}))
        }
    }))
    .await;
    let mut config = config(&url, "http://127.0.0.1:9");
    config.brands[0].cache.config = Duration::from_millis(100);
    let bff = bff::app(bff::AppState::new(config, Sealer::random()).unwrap());
    let get = || call(&bff, req("GET", "/bff/bootstrap").body(Body::empty()).unwrap());
    let replies = futures_util::future::join_all((0..50).map(|_| get())).await;
    assert!(replies.iter().all(|r| r.json["value"]["imageCDNs"][0] == "https://img.example"));
    let count = |prefix: &str| seen.lock().iter().filter(|s| s.path.starts_with(prefix)).count();
    assert_eq!((count("/wps/system/status"), count("/wps/system/routers")), (1, 1));
    assert_eq!(count("/wps/system/whitelabel") + count("/wps/system/setting/register"), 0, "status info had both");

    up.store(false, std::sync::atomic::Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(150)).await;
    let during_outage = get().await;
    assert_eq!(during_outage.status, StatusCode::OK);
    assert_eq!(during_outage.json["value"]["mainDomain"], "www.b.example");
    assert_eq!(count("/wps/system/status"), 2, "the expired entry was asked for again");
}

#[tokio::test]
async fn bootstrap_without_the_upstream_still_gives_the_brand() {
    // Nothing listens on port 9 and nothing was kept: the page must still be drawable, in the brand's colours.
    let bff =
        bff::app(bff::AppState::new(config("http://127.0.0.1:9", "http://127.0.0.1:9"), Sealer::random()).unwrap());
    let reply = call(&bff, req("GET", "/bff/bootstrap").header("cookie", "lang=en").body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::OK);
    let value = &reply.json["value"];
    assert_eq!(value["degraded"], true);
    assert_eq!(value["brand"]["name"], "Veneer Demo");
    assert_eq!(value["locale"], "en");
    assert!(value["languages"].as_array().is_some_and(|l| l.len() > 1));
    assert_eq!(value["resources"], json!([]));
    assert_eq!(reply.headers["cache-control"], "no-store", "a page of the outage is not kept");
}

#[tokio::test]
async fn bootstrap_names_the_brands_frame_hosts_which_the_policy_allows() {
    // The front frames a game only on a host the page's policy allows: both read `security.frame_hosts`.
    let (next, _) =
        recording_upstream(Arc::new(|_: &Seen| ([("content-type", "text/html")], "x").into_response())).await;
    let mut config = open_to_visitors(config("http://127.0.0.1:9", &next));
    config.brands[0].security.frame_hosts = vec!["https://games.partner.example".into(), "*.tables.example".into()];
    let bff = bff::app(bff::AppState::new(config, Sealer::random()).unwrap());
    let reply = call(&bff, req("GET", "/bff/bootstrap").body(Body::empty()).unwrap()).await;
    assert_eq!(
        reply.json["value"]["brand"]["frameHosts"],
        json!(["https://games.partner.example", "*.tables.example"])
    );
    let page = call(&bff, req("GET", "/rng").body(Body::empty()).unwrap()).await;
    let policy = page.headers["content-security-policy"].to_str().unwrap();
    assert!(policy.contains("frame-src *.tables.example https://games.partner.example;"), "{policy}");
}

#[tokio::test]
async fn the_openapi_document_is_served_on_any_brand_host() {
    let Stack { bff, .. } = stack().await;
    let reply = call(&bff, req("GET", "/bff/openapi.json").body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.headers["content-type"], "application/json");
    assert_eq!(reply.json["paths"]["/wps/session/login"]["post"]["x-veneer-call"]["crypt"], "body");
    assert!(reply.json["paths"]["/bff/bootstrap"]["get"].is_object());
}

#[tokio::test]
async fn a_reported_policy_is_sent_as_report_only_on_html_only() {
    let (next, _) = recording_upstream(Arc::new(|s: &Seen| {
        let kind = if s.path.ends_with(".js") { "text/javascript" } else { "text/html" };
        ([("content-type", kind)], "x").into_response()
    }))
    .await;
    let mut config = open_to_visitors(config("http://127.0.0.1:9", &next));
    config.brands[0].security.csp = bff::csp::Mode::ReportOnly;
    let bff = bff::app(bff::AppState::new(config, Sealer::random()).unwrap());
    let page = call(&bff, req("GET", "/rng").body(Body::empty()).unwrap()).await;
    let policy = page.headers["content-security-policy-report-only"].to_str().unwrap();
    assert!(policy.contains("object-src 'none'") && policy.contains("frame-src 'none'"), "{policy}");
    assert!(page.headers.get("content-security-policy").is_none());
    let script = call(&bff, req("GET", "/_next/static/chunks/app.js").body(Body::empty()).unwrap()).await;
    assert!(script.headers.get("content-security-policy-report-only").is_none());
}

#[tokio::test]
async fn large_answers_are_gzipped_for_browsers_that_accept_it() {
    use std::io::Read as _;
    let Stack { bff, .. } = stack().await;
    let path = "/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&gameType=RNG&pageNo=1&pageSize=24";
    let plain = tower::ServiceExt::oneshot(bff.clone(), req("GET", path).body(Body::empty()).unwrap()).await.unwrap();
    assert!(plain.headers().get("content-encoding").is_none());
    let plain = http_body_util::BodyExt::collect(plain.into_body()).await.unwrap().to_bytes();
    let gzipped = tower::ServiceExt::oneshot(
        bff.clone(),
        req("GET", path).header("accept-encoding", "gzip, br").body(Body::empty()).unwrap(),
    )
    .await
    .unwrap();
    assert_eq!(gzipped.headers()["content-encoding"], "gzip");
    assert_eq!(gzipped.headers()["vary"], "Accept-Encoding");
    let bytes = http_body_util::BodyExt::collect(gzipped.into_body()).await.unwrap().to_bytes();
    assert!(bytes.len() < plain.len() / 2);
    let mut unzipped = Vec::new();
    flate2::read::GzDecoder::new(&bytes[..]).read_to_end(&mut unzipped).unwrap();
    assert_eq!(unzipped, plain);
}

#[tokio::test]
async fn a_hostile_notice_put_into_the_real_mock_reaches_the_browser_inert() {
    let Stack { bff, mock } = stack().await;
    let hostile = r#"<p>Safe</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><iframe src="//evil.example"></iframe>"#;
    let put = axum::extract::Request::put("/__admin/content/notices?type=PL")
        .header("x-admin-token", "mock-admin")
        .header("content-type", "application/json")
        .body(Body::from(json!([{"title": "Hi", "content": hostile}]).to_string()))
        .unwrap();
    let stored = tower::ServiceExt::oneshot(upstream_mocks::app(mock.clone()), put).await.unwrap();
    assert!(stored.status().is_success());
    let reply = call(
        &bff,
        req("GET", "/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=W").body(Body::empty()).unwrap(),
    )
    .await;
    let content = reply.json["value"]["player"][0]["content"].as_str().unwrap().to_ascii_lowercase();
    assert!(content.contains("<p>safe</p>"), "{content}");
    for bad in ["onerror", "<script", "javascript:", "<iframe"] {
        assert!(!content.contains(bad), "{bad} reached the browser: {content}");
    }
}
