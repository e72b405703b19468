//! The BFF over upstreams that speak otherwise than the mock as shipped (`upstream_mocks::dialect`): the
//! specification's call shapes with the observed ones behind them, the customer-service link wherever it is, the
//! switches a brand controls, and shape drift counted rather than hidden.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

// Its own binary: it reads the process-wide metrics exactly, which the tests of `it` would move beside it.
#[path = "it/common/mod.rs"]
mod common;

use std::collections::BTreeMap;

use axum::body::Body;
use axum::http::StatusCode;
use bff::config::FeatureSetting;
use common::*;
use upstream_mocks::dialect::{CustomerServicePlace, Dialect};
use upstream_mocks::state::Mock;
use upstream_protocol::switches::Switch;

fn speak(mock: &Mock, dialect: Dialect) {
    *mock.dialect.write() = dialect;
    mock.config_changed();
}

fn refusing(pairs: &[(&str, &str)]) -> BTreeMap<String, Vec<String>> {
    pairs.iter().map(|(path, method)| ((*path).to_owned(), vec![(*method).to_owned()])).collect()
}

/// The methods the mock saw for `path`, in order.
fn methods_seen(mock: &Mock, path: &str) -> Vec<String> {
    mock.journal.entries(Some(path)).into_iter().map(|e| format!("{} {}", e.method, e.status.unwrap_or(0))).collect()
}

async fn logged_in(bff: &axum::Router) -> String {
    let reply = call(bff, login_request("demo01", "abc123")).await;
    assert_eq!(reply.json["success"], true, "{}", reply.json);
    reply.session_cookie()
}

fn delete_logout(cookie: &str) -> axum::extract::Request {
    req("DELETE", "/wps/session/logout").header("x-csrf", "1").header("cookie", cookie).body(Body::empty()).unwrap()
}

#[tokio::test]
async fn logout_goes_by_delete_and_falls_back_to_post_once_per_upstream() {
    let Stack { bff, mock } = stack().await;
    // The shipped mock takes the specification's DELETE: that is what the upstream gets.
    let cookie = logged_in(&bff).await;
    assert_eq!(call(&bff, delete_logout(&cookie)).await.json["success"], true);
    assert_eq!(methods_seen(&mock, "/wps/session/logout"), ["DELETE 200"]);
    assert!(tokens_of(&mock).is_empty(), "the upstream ended the session");

    // An upstream that takes only the observed POST: refused once, sent again as POST {}, remembered.
    speak(&mock, Dialect { refused_methods: refusing(&[("/wps/session/logout", "DELETE")]), ..Dialect::default() });
    mock.journal.clear();
    let cookie = logged_in(&bff).await;
    let out = call(&bff, delete_logout(&cookie)).await;
    assert_eq!((out.status, out.json["success"].as_bool()), (StatusCode::OK, Some(true)), "{}", out.json);
    assert_eq!(methods_seen(&mock, "/wps/session/logout"), ["DELETE 405", "POST 200"]);
    let body = mock.journal.entries(Some("/wps/session/logout"))[1].body.clone();
    assert_eq!(body.as_deref(), Some("{}"), "the observed clients' body");
    assert!(tokens_of(&mock).is_empty());
    let cookie = logged_in(&bff).await;
    call(&bff, delete_logout(&cookie)).await;
    assert_eq!(methods_seen(&mock, "/wps/session/logout")[2..], ["POST 200"], "what worked is sent first");
}

#[tokio::test]
async fn the_hot_game_list_goes_by_get_and_falls_back_to_post_with_the_query_as_its_body() {
    let Stack { bff, mock } = stack().await;
    let hot = "/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&vassalage=PG&gameType=RNG&platform=html5&language=EN";
    let get = || call(&bff, req("GET", hot).body(Body::empty()).unwrap());
    let first = get().await;
    assert_eq!(first.json["value"]["list"].as_array().map(Vec::len), Some(20), "{}", first.json);
    assert_eq!(methods_seen(&mock, "/wps/relay/GCSGAME_hotGamesV2"), ["GET 200"]);

    speak(
        &mock,
        Dialect { refused_methods: refusing(&[("/wps/relay/GCSGAME_hotGamesV2", "GET")]), ..Dialect::default() },
    );
    mock.journal.clear();
    let fallen_back = get().await;
    assert_eq!(fallen_back.json["value"]["list"], first.json["value"]["list"]);
    assert_eq!(methods_seen(&mock, "/wps/relay/GCSGAME_hotGamesV2"), ["GET 405", "POST 200"]);
    let entry = &mock.journal.entries(Some("/wps/relay/GCSGAME_hotGamesV2"))[1];
    let body: serde_json::Value = serde_json::from_str(entry.body.as_deref().unwrap()).unwrap();
    assert_eq!(
        body,
        serde_json::json!({"isPlatform": 2, "vassalage": "PG", "gameType": "RNG", "platform": "html5", "language": "EN"})
    );
    assert_eq!(entry.path, "/wps/relay/GCSGAME_hotGamesV2", "no query left on the POST");
    // An upstream that takes neither: its refusal reaches the browser as it came.
    speak(
        &mock,
        Dialect {
            refused_methods: [("/wps/relay/GCSGAME_hotGamesV2".to_owned(), vec!["GET".to_owned(), "POST".to_owned()])]
                .into(),
            ..Dialect::default()
        },
    );
    let refused = get().await;
    assert_eq!(
        (refused.status, refused.json["errorCode"].as_str()),
        (StatusCode::METHOD_NOT_ALLOWED, Some("http_method_not_support"))
    );
}

#[tokio::test]
async fn the_customer_service_link_is_read_from_the_routers_path_list_first_then_the_status() {
    let mock = Mock::new(upstream_mocks::state::Settings::default());
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    // The configuration kept 1 ms, so each dialect is read afresh.
    let bff = bff_over(&upstream, |c| c.brands[0].cache.config = std::time::Duration::from_millis(1));
    let links = || async {
        let reply = call(&bff, req("GET", "/bff/bootstrap").body(Body::empty()).unwrap()).await;
        let list = reply.json["value"]["customerService"].as_array().cloned().unwrap_or_default();
        list.iter()
            .map(|l| format!("{} {}", l["csType"].as_str().unwrap(), l["url"].as_str().unwrap()))
            .collect::<Vec<_>>()
    };
    let shipped = links().await;
    assert!(shipped.iter().filter(|l| l.starts_with("LIVECHAT")).count() == 1 && shipped.len() >= 2, "{shipped:?}");
    for place in [CustomerServicePlace::PathList, CustomerServicePlace::Status] {
        speak(&mock, Dialect { customer_service: place, ..Dialect::default() });
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        let found = links().await;
        let live_chat: Vec<&String> = found.iter().filter(|l| l.starts_with("LIVECHAT")).collect();
        assert_eq!(live_chat, [&shipped[0]], "{place:?}: the same live chat, wherever the upstream gives it");
        if place == CustomerServicePlace::PathList {
            assert_eq!(found.len(), 1, "only the routers' link: the status has none");
        }
    }
}

#[tokio::test]
async fn without_the_invented_module_ids_their_switches_are_shown_and_security_ones_stay_on() {
    let mock = Mock::new(upstream_mocks::state::Settings::default());
    speak(&mock, Dialect { without_invented_modules: true, ..Dialect::default() });
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let bff = bff_over(&upstream, |_| {});
    let reply = call(&bff, req("GET", "/bff/bootstrap").body(Body::empty()).unwrap()).await;
    let features = &reply.json["value"]["features"];
    assert_eq!(features["member_centre"], true, "{features}");
    assert_eq!(features["agent_centre"], true);
    assert_eq!(features["login_only"], true, "a security switch the upstream never mentions stays on");
    assert_eq!(features["mobile_registration"], true, "an observed id, present and on");
    let page = call(&bff, req("GET", "/rng").body(Body::empty()).unwrap()).await;
    assert_eq!(page.status, StatusCode::SEE_OTHER, "so every page but the public ones needs a login");

    // The merchant reads the doctor's table and says what its upstream means.
    let bff = bff_over(&upstream, |config| {
        let brand = &mut config.brands[0];
        brand.features.insert(Switch::LoginOnly, FeatureSetting::Off);
        brand.features.insert(Switch::AgentCentre, FeatureSetting::Off);
        brand.features.insert(Switch::MemberCentre, FeatureSetting::Modules(vec!["MOBILENUMREG3".into()]));
    });
    let reply = call(&bff, req("GET", "/bff/bootstrap").body(Body::empty()).unwrap()).await;
    let features = &reply.json["value"]["features"];
    assert_eq!((features["login_only"].as_bool(), features["agent_centre"].as_bool()), (Some(false), Some(false)));
    assert_eq!(features["member_centre"], true, "read through the module id the brand names");
    let page = call(&bff, req("GET", "/rng").body(Body::empty()).unwrap()).await;
    assert_ne!(page.status, StatusCode::SEE_OTHER, "the page goes to Next (none here: 502)");
}

#[tokio::test]
async fn a_feature_the_brand_forces_off_takes_its_calls_along_without_asking_the_upstream() {
    let mock = Mock::new(upstream_mocks::state::Settings::default());
    let upstream = serve(upstream_mocks::app(mock.clone())).await;
    let bff = bff_over(&upstream, |config| {
        config.brands[0].features.insert(Switch::AgentCentre, FeatureSetting::Off);
        config.brands[0].features.insert(Switch::ManualRebate, FeatureSetting::Off);
    });
    let login = call(&bff, login_request("agent01", "abc123")).await;
    let cookie = login.session_cookie();
    for path in ["/wps/agent/team/overview", "/wps/agent/contracts", "/wps/relay/MCSFE_getManualRebate"] {
        let reply = call(&bff, req("GET", path).header("cookie", &cookie).body(Body::empty()).unwrap()).await;
        assert_eq!(
            (reply.status, reply.json["errorCode"].as_str()),
            (StatusCode::NOT_FOUND, Some("not.found")),
            "{path}"
        );
        assert!(mock.journal.entries(Some(path)).is_empty(), "{path} reached the upstream");
    }
    // The affiliate check is registration's, not the agent centre's; the rest of the site goes on.
    let affiliate = call(
        &bff,
        req("GET", "/wps/agent/affiliate?code=AG0001&domain=www.veneer.example").body(Body::empty()).unwrap(),
    )
    .await;
    assert_ne!(affiliate.status, StatusCode::NOT_FOUND);
    let info = call(&bff, req("GET", "/wps/member/info").header("cookie", &cookie).body(Body::empty()).unwrap()).await;
    assert_eq!(info.json["success"], true);
}

#[tokio::test]
async fn shape_drift_is_counted_per_call_and_field_and_the_answer_still_goes_through() {
    let Stack { bff, mock } = stack().await;
    let _ = bff::metrics::handle();
    speak(
        &mock,
        Dialect {
            omitted_fields: [
                ("/wps/member/info".to_owned(), vec!["value.clubLabel".to_owned()]),
                ("/wps/v2/wallets/balance".to_owned(), vec!["value.currencySymbol".to_owned()]),
            ]
            .into(),
            ..Dialect::default()
        },
    );
    let cookie = logged_in(&bff).await;
    let count = |field: &str| {
        bff::metrics::render()
            .lines()
            .find(|l| l.starts_with(bff::metrics::SHAPE_MISMATCH) && l.contains(&format!("field=\"{field}\"")))
            .and_then(|l| l.rsplit(' ').next()?.parse::<u64>().ok())
            .unwrap_or(0)
    };
    let before = count("value.clubLabel");
    for _ in 0..2 {
        let info =
            call(&bff, req("GET", "/wps/member/info").header("cookie", &cookie).body(Body::empty()).unwrap()).await;
        assert_eq!(info.json["value"]["account"], "demo01", "the front still gets what there is");
        assert!(info.json["value"].get("clubLabel").is_none());
    }
    assert_eq!(count("value.clubLabel") - before, 2, "each answer counts");
    let balance = call(
        &bff,
        req("GET", "/wps/v2/wallets/balance?typeId=0").header("cookie", &cookie).body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(balance.json["value"]["sumBalance"], 12345.67);
    assert!(count("value.currencySymbol") >= 1);
    let metrics = bff::metrics::render();
    assert!(metrics.contains("call=\"/wps/member/info\""), "{metrics}");
    assert_eq!(count("value.account"), 0, "a field as the front reads it is not counted");
}

#[tokio::test]
async fn the_brand_files_features_are_refused_with_a_field_that_is_no_switch() {
    let dir = std::env::temp_dir().join(format!("veneer-features-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("brands")).unwrap();
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../config");
    std::fs::copy(shipped.join("defaults.toml"), dir.join("defaults.toml")).unwrap();
    let brand = std::fs::read_to_string(shipped.join("brands/demo.toml")).unwrap();
    std::fs::write(dir.join("brands/demo.toml"), format!("{brand}\n[features]\nagent_center = \"off\"\n")).unwrap();
    let error = bff::config::Config::load(&dir).unwrap_err().to_string();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(error.contains("demo.toml") && error.contains("features") && error.contains("agent_center"), "{error}");
}
