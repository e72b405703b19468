//! `/__admin/content/<kind>`: a test injects, replaces and clears every kind of site content, and
//! the upstream's own answers show it at once.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{Client, MERCHANT, ok};
use serde_json::{Value, json};
use upstream_mocks::state::{Mock, Settings};
use upstream_protocol::crypto::decrypt_customer_service_path;

const ANNOUNCEMENTS: &str = "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B";
const HOSTILE: &str = r#"<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>"#;

/// A refusal with HTTP 400 `request_param_err` whose message contains `needle`.
fn bad_request(reply: &common::Reply, needle: &str) {
    assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{}", reply.json);
    assert_eq!(reply.json["errorCode"], "request_param_err", "{}", reply.json);
    let message = reply.json["message"].as_str().unwrap();
    assert!(message.contains(needle), "'{message}' does not mention '{needle}'");
}

fn titles(list: &Value) -> Vec<String> {
    list.as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap().to_owned()).collect()
}

async fn banners(client: &Client) -> Vec<Value> {
    ok(&client.get(ANNOUNCEMENTS, None).await)["banners"].as_array().unwrap().clone()
}

async fn status_info(client: &Client) -> Value {
    ok(&client.get("/wps/system/status", None).await)["info"].clone()
}

#[tokio::test]
async fn every_kind_is_listed_and_needs_the_admin_token() {
    let client = Client::new();
    let kinds = ok(&client.admin("GET", "/__admin/content", None).await).clone();
    for kind in [
        "banners",
        "notices",
        "help",
        "resources",
        "customer-service",
        "domains",
        "site",
        "winners",
        "rank-list",
        "hot-matches",
        "popular-games",
        "vendor-cards",
    ] {
        assert!(kinds.as_array().unwrap().contains(&json!(kind)), "{kind} missing from {kinds}");
        let path = format!("/__admin/content/{kind}");
        for method in ["GET", "PUT", "DELETE"] {
            let req = Request::builder().method(method).uri(&path).header("X-Admin-Token", "wrong");
            let reply = client.send(req.body(Body::from("[]")).unwrap()).await;
            assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{method} {path}");
        }
        let reply = client.admin("GET", &path, None).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.json);
    }
    let reply = client.send(Request::post("/__admin/content/reset").body(Body::empty()).unwrap()).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);
    // Nothing was changed by the refused calls.
    assert_eq!(ok(&client.get(ANNOUNCEMENTS, None).await)["player"].as_array().unwrap().len(), 11);
}

// ---------------------------------------------------------------------------------------------
// Banners

#[tokio::test]
async fn a_group_can_be_emptied_replaced_and_reset_alone() {
    let client = Client::new();
    let in_group = |list: &[Value], group: &str| list.iter().filter(|b| b["groupName"] == group).count();
    let before = banners(&client).await;
    assert_eq!(in_group(&before, "w_rng"), 2);

    // None in this group; the others stay.
    let cleared = client.admin("DELETE", "/__admin/content/banners?group=w_rng", None).await;
    assert_eq!(ok(&cleared), &json!([]));
    let after = banners(&client).await;
    assert_eq!(in_group(&after, "w_rng"), 0);
    assert_eq!(after.len(), before.len() - 2);

    // One clickable banner with its own image and one that is not a link.
    let body = json!([
        {"title": {"en": "Only slots", "th": "สล็อตเท่านั้น"}, "linkageType": "URL", "linkageUrl": "/rng?vassalage=PG",
         "url": "https://cdn.example/banner.png"},
        {"title": "Plain"}
    ]);
    let put = client.admin("PUT", "/__admin/content/banners?group=w_rng", Some(body)).await;
    let written = ok(&put).as_array().unwrap().clone();
    assert_eq!(written.len(), 2);
    assert!(written.iter().all(|b| b["groupName"] == "w_rng" && b["bannerId"].as_u64().unwrap() > 21));
    let english = banners(&client).await;
    let rng: Vec<&Value> = english.iter().filter(|b| b["groupName"] == "w_rng").collect();
    assert_eq!(rng.len(), 2);
    assert_eq!(rng[0]["title"], "Only slots");
    assert_eq!(rng[0]["url"], "https://cdn.example/banner.png");
    assert_eq!((&rng[0]["linkageType"], &rng[0]["linkageUrl"]), (&json!("URL"), &json!("/rng?vassalage=PG")));
    assert_eq!((&rng[1]["linkageType"], &rng[1]["linkageUrl"]), (&Value::Null, &Value::Null), "not clickable");
    assert!(rng[1]["url"].as_str().unwrap().ends_with("/assets/banners/w_rng-2.svg"), "the group's own art");
    let thai = ok(&client.get_in(ANNOUNCEMENTS, "TH", None).await).clone();
    let thai_titles: Vec<&str> =
        thai["banners"].as_array().unwrap().iter().filter_map(|b| b["title"].as_str()).collect();
    assert!(thai_titles.contains(&"สล็อตเท่านั้น") && thai_titles.contains(&"Plain"));
    assert_eq!(in_group(&english, "w_home"), 3, "other groups are untouched");

    // GET reads what is there, in the shape PUT takes: writing it back changes nothing.
    let read = ok(&client.admin("GET", "/__admin/content/banners", None).await).clone();
    assert_eq!(read.as_array().unwrap().len(), english.len() + 2, "not-yet-started and ended banners too");
    let again = client.admin("PUT", "/__admin/content/banners", Some(read.clone())).await;
    assert_eq!(ok(&again), &read);

    let reset = client.admin("POST", "/__admin/content/banners/reset", None).await;
    assert_eq!(ok(&reset).as_array().unwrap().len(), 21);
    assert_eq!(banners(&client).await, before);
}

#[tokio::test]
async fn banner_display_windows_are_kept() {
    let client = Client::new();
    let now = upstream_mocks::state::now_ms();
    let body = json!([
        {"title": "Running", "startDate": now - 60_000},
        {"title": "Tomorrow", "startDate": now + 86_400_000},
        {"title": "Ended", "startDate": now - 120_000, "endDate": now - 60_000}
    ]);
    ok(&client.admin("PUT", "/__admin/content/banners?group=w_home", Some(body)).await);
    let value = ok(&client.get(ANNOUNCEMENTS, None).await).clone();
    let home: Vec<&Value> =
        value["banners"].as_array().unwrap().iter().filter(|b| b["groupName"] == "w_home").collect();
    assert_eq!(home.len(), 1);
    assert_eq!(home[0]["title"], "Running");
}

#[tokio::test]
async fn bad_banners_are_refused_and_change_nothing() {
    let client = Client::new();
    let before = ok(&client.admin("GET", "/__admin/content/banners", None).await).clone();
    let put = |body: Value, path: &'static str| client.admin("PUT", path, Some(body));
    let all = "/__admin/content/banners";
    bad_request(&put(json!([{"groupName": "w_casino"}]), all).await, "Unknown banner group 'w_casino'");
    bad_request(&put(json!([{"title": "x"}]), all).await, "banners[0]: groupName is required");
    bad_request(
        &put(json!([{"groupName": "w_live"}]), "/__admin/content/banners?group=w_rng").await,
        "outside ?group=w_rng",
    );
    bad_request(&put(json!([{"groupName": "w_home", "url": "javascript:alert(1)"}]), all).await, "url");
    bad_request(&put(json!([{"groupName": "w_home", "linkageType": " "}]), all).await, "linkageType");
    bad_request(&put(json!([{"groupName": "w_home", "startDate": 10, "endDate": 5}]), all).await, "endDate");
    bad_request(
        &put(json!([{"groupName": "w_home", "bannerId": 3}, {"groupName": "w_rng", "bannerId": 3}]), all).await,
        "banners[1]: id 3 is used twice",
    );
    bad_request(&put(json!([{"groupName": "w_home", "colour": "red"}]), all).await, "unknown field `colour`");
    bad_request(&put(json!({"groupName": "w_home"}), all).await, "expected a sequence");
    bad_request(&put(json!([{"groupName": "w_home", "title": 5}]), all).await, "a text");
    let raw = Request::put(all).header("X-Admin-Token", "mock-admin").body(Body::from("[{")).unwrap();
    bad_request(&client.send(raw).await, "Invalid request body");
    bad_request(&client.admin("DELETE", "/__admin/content/banners?group=nope", None).await, "Unknown banner group");
    // A misspelt scope never widens a write to every group.
    bad_request(&client.admin("DELETE", "/__admin/content/banners?grup=w_rng", None).await, "Unknown parameter 'grup'");
    assert_eq!(ok(&client.admin("GET", all, None).await), &before);
}

// ---------------------------------------------------------------------------------------------
// Notices

#[tokio::test]
async fn notices_of_each_type_are_injected_with_hostile_html_kept_as_given() {
    let client = Client::new();
    let body = json!([
        {"type": "PL", "title": {"en": "Hostile", "th": "อันตราย"}, "content": HOSTILE},
        {"type": "H", "title": "Home only", "content": "<p>home</p>"},
        {"type": "PR", "title": "Image promotion", "announcementImages": [{"imageUrl": "https://cdn.example/p.png"}]}
    ]);
    let written = ok(&client.admin("PUT", "/__admin/content/notices", Some(body)).await).clone();
    assert_eq!(written.as_array().unwrap().len(), 3);
    let value = ok(&client.get(ANNOUNCEMENTS, None).await).clone();
    assert_eq!(titles(&value["player"]), ["Hostile"]);
    assert_eq!(value["player"][0]["content"], HOSTILE, "stored and answered as given: the BFF sanitises");
    assert_eq!(titles(&value["home"]), ["Home only"]);
    assert_eq!(value["promotion"][0]["announcementImages"], json!([{"imageUrl": "https://cdn.example/p.png"}]));
    assert_eq!(value["promotion"][0]["content"], "");
    assert!(value["popup"].as_array().unwrap().is_empty(), "a replaced list has no seeded pop-ups left");
    let thai = ok(&client.get_in(ANNOUNCEMENTS, "TH", None).await).clone();
    assert_eq!(thai["player"][0]["title"], "อันตราย");
    assert_eq!(thai["player"][0]["content"], HOSTILE, "one text serves every language");
    let start = value["player"][0]["startDate"].as_i64().unwrap();
    assert!((upstream_mocks::state::now_ms() - start).abs() < 60_000, "starts now");
}

#[tokio::test]
async fn one_type_is_replaced_or_cleared_without_touching_the_others() {
    let client = Client::new();
    let cleared = client.admin("DELETE", "/__admin/content/notices?type=PU", None).await;
    assert_eq!(ok(&cleared), &json!([]));
    let value = ok(&client.get(ANNOUNCEMENTS, None).await).clone();
    assert!(value["popup"].as_array().unwrap().is_empty());
    assert_eq!(value["player"].as_array().unwrap().len(), 11);

    // Nine notices on one modal page, ten on two: the front's paging either way.
    let ten: Vec<Value> = (1..=10).map(|n| json!({"title": format!("Notice {n}"), "startDate": 1_000 * n})).collect();
    let written = ok(&client.admin("PUT", "/__admin/content/notices?type=PL", Some(json!(ten))).await).clone();
    assert!(written.as_array().unwrap().iter().all(|n| n["type"] == "PL"));
    let value = ok(&client.get(ANNOUNCEMENTS, None).await).clone();
    assert_eq!(titles(&value["player"])[0], "Notice 10", "newest first");
    assert_eq!(value["player"].as_array().unwrap().len(), 10);
    assert!(!value["home"].as_array().unwrap().is_empty(), "H is untouched");
    let ids: std::collections::BTreeSet<u64> = ok(&client.admin("GET", "/__admin/content/notices", None).await)
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["id"].as_u64().unwrap())
        .collect();
    let count = ok(&client.admin("GET", "/__admin/content/notices", None).await).as_array().unwrap().len();
    assert_eq!(ids.len(), count, "ids stay unique across types");

    bad_request(&client.admin("GET", "/__admin/content/notices?type=B", None).await, "Unknown notice type 'B'");
    let wrong =
        client.admin("PUT", "/__admin/content/notices?type=PL", Some(json!([{"type": "PU", "title": "x"}]))).await;
    bad_request(&wrong, "outside ?type=PL");
    bad_request(
        &client.admin("PUT", "/__admin/content/notices", Some(json!([{"title": "x"}]))).await,
        "type is required",
    );
    bad_request(
        &client.admin("PUT", "/__admin/content/notices", Some(json!([{"type": "XX", "title": "x"}]))).await,
        "unknown variant `XX`",
    );
    let image = json!([{"type": "PR", "announcementImages": [{"imageUrl": "promo.png"}]}]);
    bad_request(&client.admin("PUT", "/__admin/content/notices", Some(image)).await, "imageUrl");

    let reset = ok(&client.admin("POST", "/__admin/content/notices/reset", None).await).clone();
    assert!(reset.as_array().unwrap().iter().any(|n| n["type"] == "PU"));
    assert_eq!(ok(&client.get(ANNOUNCEMENTS, None).await)["popup"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn logged_in_popups_follow_their_audience() {
    let client = Client::new();
    let body = json!([
        {"title": "For everyone"},
        {"title": "For members", "audience": "members"},
        {"title": "For VIP 5", "audience": {"minRank": 5}},
        {"title": "For demo01", "audience": {"userNames": ["demo01"]}, "content": HOSTILE}
    ]);
    let written = ok(&client.admin("PUT", "/__admin/content/notices?type=PU", Some(body)).await).clone();
    let audience_of = |title: &str| {
        written.as_array().unwrap().iter().find(|n| n["title"]["en"] == title).unwrap()["audience"].clone()
    };
    assert_eq!(audience_of("For demo01"), json!({"userNames": ["demo01"]}));
    assert_eq!(audience_of("For everyone"), json!("everyone"));

    let v2 = "/wps/relay/MCSFE_getListAnnouncementsV2?types=PU&platform=W&execution=B";
    let demo = client.login("demo01", "abc123").await;
    let mut seen = titles(&ok(&client.get(v2, Some(&demo)).await)["popup"]);
    seen.sort();
    assert_eq!(seen, ["For demo01", "For everyone", "For members"]);
    let agent = client.login("agent01", "abc123").await;
    let mut seen = titles(&ok(&client.get(v2, Some(&agent)).await)["popup"]);
    seen.sort();
    assert_eq!(seen, ["For VIP 5", "For everyone", "For members"]);
    assert_eq!(titles(&ok(&client.get(ANNOUNCEMENTS, None).await)["popup"]), ["For everyone"]);

    let unknown = json!([{"title": "x", "audience": {"userNames": ["nobody"]}}]);
    bad_request(&client.admin("PUT", "/__admin/content/notices?type=PU", Some(unknown)).await, "no member 'nobody'");
}

// ---------------------------------------------------------------------------------------------
// Help centre

#[tokio::test]
async fn help_articles_with_children_and_tags_replace_the_help_centre() {
    let client = Client::new();
    let body = json!([
        {"tag": "term", "title": {"en": "Terms", "th": "ข้อกำหนด"}, "content": HOSTILE, "bgColor": "#000000",
         "children": [{"tag": "term-one", "title": "One", "content": "<p>1</p>"}]},
        {"tag": "app", "title": "App only", "devices": ["H5"]},
        {"tag": "hidden", "title": "Hidden", "display": false}
    ]);
    ok(&client.admin("PUT", "/__admin/content/help", Some(body)).await);
    let web = ok(&client.get("/wps/system/helpCenter?lang=EN&device=WEB", None).await).clone();
    let tags: Vec<&str> = web.as_array().unwrap().iter().map(|a| a["tag"].as_str().unwrap()).collect();
    assert_eq!(tags, ["term", "hidden"]);
    assert_eq!(web[0]["content"], HOSTILE);
    assert_eq!(web[0]["children"][0]["tag"], "term-one");
    assert_eq!(web[0]["display"], true);
    assert_eq!(web[1]["display"], false);
    let thai = ok(&client.get("/wps/system/helpCenter?lang=TH&device=H5", None).await).clone();
    assert_eq!(thai[0]["title"], "ข้อกำหนด");
    assert!(thai.as_array().unwrap().iter().any(|a| a["tag"] == "app"));

    let twice = json!([{"tag": "term", "children": [{"tag": "term"}]}]);
    bad_request(
        &client.admin("PUT", "/__admin/content/help", Some(twice)).await,
        "help[0].children[0]: tag 'term' is used twice",
    );
    bad_request(&client.admin("PUT", "/__admin/content/help", Some(json!([{"title": "x"}]))).await, "help[0]: tag");
    bad_request(
        &client.admin("PUT", "/__admin/content/help", Some(json!([{"tag": "x", "devices": ["TV"]}]))).await,
        "unknown variant `TV`",
    );

    ok(&client.admin("DELETE", "/__admin/content/help", None).await);
    assert_eq!(ok(&client.get("/wps/system/helpCenter", None).await), &json!([]));
    ok(&client.admin("POST", "/__admin/content/help/reset", None).await);
    let seeded = ok(&client.get("/wps/system/helpCenter", None).await).clone();
    assert!(seeded.as_array().unwrap().iter().any(|a| a["tag"] == "term" && a["title"] == "Terms and Conditions"));
}

// ---------------------------------------------------------------------------------------------
// Resources, customer service, domains, brand settings: all in the cached system status

#[tokio::test]
async fn resources_change_in_status_and_routers_at_once() {
    let client = Client::new();
    let seeded = status_info(&client).await;
    assert!(seeded["resources"].as_array().unwrap().iter().any(|r| r["resourceType"] == "ZALO"), "ZALO is seeded");
    assert_eq!(seeded["email"], "support@veneer.example");

    let body = json!([
        {"resourceType": "ZALO", "url": "https://zalo.me/0900000000", "labelNameEn": "Zalo", "sort": 2},
        {"resourceType": "line", "url": "https://line.me/R/ti/p/@only", "labelNameEn": "LINE @only", "labelName": "ไลน์", "sort": 1},
        {"resourceType": "ANDROID", "url": "https://dl.example/a.apk", "qrCodeUrl": ""}
    ]);
    let written = ok(&client.admin("PUT", "/__admin/content/resources", Some(body)).await).clone();
    assert_eq!(written[0]["resourceType"], "LINE", "sorted by sort, type in capitals");
    let info = status_info(&client).await;
    let resources = info["resources"].as_array().unwrap();
    let kinds: Vec<&str> = resources.iter().map(|r| r["resourceType"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["LINE", "ZALO", "ANDROID"], "the pre-rendered status was rebuilt");
    assert!(resources[0]["qrCodeUrl"].as_str().unwrap().contains("/assets/qr.svg?text=https%3A%2F%2Fline.me"));
    assert_eq!(resources[1]["qrCodeUrl"], "", "no QR code for a social link");
    assert_eq!(resources[2]["qrCodeUrl"], "", "switched off for this download");
    let thai = ok(&client.get_in("/wps/system/status", "TH", None).await)["info"]["resources"].clone();
    assert_eq!(thai[0]["labelName"], "ไลน์");
    assert_eq!(thai[1]["labelName"], "Zalo", "English where no Thai label was given");
    let routers = ok(&client.get("/wps/system/routers", None).await).clone();
    assert_eq!(routers["resources"].as_array().unwrap().len(), 3);

    bad_request(
        &client
            .admin("PUT", "/__admin/content/resources", Some(json!([{"resourceType": "MYSPACE", "url": "https://x"}])))
            .await,
        "unknown resourceType 'MYSPACE'",
    );
    bad_request(
        &client
            .admin("PUT", "/__admin/content/resources", Some(json!([{"resourceType": "LINE", "url": "line"}])))
            .await,
        "resources[0]: url",
    );
    ok(&client.admin("DELETE", "/__admin/content/resources", None).await);
    assert_eq!(status_info(&client).await["resources"], json!([]));
}

#[tokio::test]
async fn customer_service_links_are_encrypted_the_upstreams_way() {
    let client = Client::new();
    let body = json!([
        {"csType": "VIP", "url": "https://vip.example/chat?x=1"},
        {"csType": "LINE", "url": "https://line.me/R/ti/p/@cs"}
    ]);
    let written = ok(&client.admin("PUT", "/__admin/content/customer-service", Some(body)).await).clone();
    let info = status_info(&client).await;
    let services = info["customerService"].as_array().unwrap();
    assert_eq!(services.len(), 2);
    assert_eq!(services[0]["csType"], "VIP");
    let path = services[0]["path"].as_str().unwrap();
    assert!(!path.contains("vip.example"), "never in the clear");
    assert_eq!(decrypt_customer_service_path(path).unwrap(), "https://vip.example/chat?x=1");
    assert_eq!(written[0]["path"], services[0]["path"]);
    // Without a live chat link the routers' type-3 path is empty.
    let routers = ok(&client.get("/wps/system/routers", None).await).clone();
    let chat = routers["version"]["pathList"].as_array().unwrap().iter().find(|p| p["type"] == "3").unwrap().clone();
    assert_eq!(chat["path"], "");

    // What GET shows can be written back; a path that does not match its url cannot.
    ok(&client.admin("PUT", "/__admin/content/customer-service", Some(written.clone())).await);
    let mut forged = written.clone();
    forged[0]["url"] = json!("https://evil.example");
    bad_request(&client.admin("PUT", "/__admin/content/customer-service", Some(forged)).await, "does not decrypt");
    let twice = json!([{"csType": "VIP", "url": "https://a.example"}, {"csType": "VIP", "url": "https://b.example"}]);
    bad_request(&client.admin("PUT", "/__admin/content/customer-service", Some(twice)).await, "listed twice");
    let unknown = json!([{"csType": "EMAIL", "url": "mailto:x@y.example"}]);
    bad_request(
        &client.admin("PUT", "/__admin/content/customer-service", Some(unknown)).await,
        "unknown variant `EMAIL`",
    );

    ok(&client.admin("DELETE", "/__admin/content/customer-service", None).await);
    assert_eq!(status_info(&client).await["customerService"], json!([]));
    ok(&client.admin("POST", "/__admin/content/customer-service/reset", None).await);
    assert_eq!(status_info(&client).await["customerService"].as_array().unwrap().len(), 3);
}

#[tokio::test]
async fn domains_decide_the_domain_check_and_the_speed_test() {
    let client = Client::new();
    assert_eq!(ok(&client.get("/wps/system/domainRoute?domain=127.0.0.1:3000", None).await)["routeType"], "DEV");
    let body = json!([
        {"domain": "new.veneer.example", "routeType": "MAIN"},
        {"domain": "Fast.Example", "routeType": "MIRROR"}
    ]);
    ok(&client.admin("PUT", "/__admin/content/domains", Some(body)).await);
    let refused = client.get("/wps/system/domainRoute?domain=127.0.0.1:3000", None).await;
    assert_eq!((refused.status, &refused.json["errorCode"]), (StatusCode::OK, &json!("domain.not.exist")));
    assert_eq!(refused.json["message"], "Invalid URL, please contact customer service");
    let mirror = ok(&client.get("/wps/system/domainRoute?domain=fast.example", None).await).clone();
    assert_eq!(mirror["mainDomain"], "new.veneer.example");
    let routers = ok(&client.get("/wps/system/routers", None).await).clone();
    assert_eq!(
        routers["domainList"],
        json!([{"domain": "new.veneer.example", "speed": 0}, {"domain": "fast.example", "speed": 0}])
    );
    assert_eq!(status_info(&client).await["mainDomain"], "new.veneer.example");

    let two_main = json!([{"domain": "a.example", "routeType": "MAIN"}, {"domain": "b.example", "routeType": "MAIN"}]);
    bad_request(&client.admin("PUT", "/__admin/content/domains", Some(two_main)).await, "one MAIN domain");
    let url = json!([{"domain": "https://a.example/x", "routeType": "MIRROR"}]);
    bad_request(&client.admin("PUT", "/__admin/content/domains", Some(url)).await, "host name");
    let kind = json!([{"domain": "a.example", "routeType": "BACKUP"}]);
    bad_request(&client.admin("PUT", "/__admin/content/domains", Some(kind)).await, "unknown variant `BACKUP`");
    ok(&client.admin("POST", "/__admin/content/domains/reset", None).await);
    assert_eq!(ok(&client.get("/wps/system/domainRoute?domain=localhost", None).await)["routeType"], "DEV");
}

#[tokio::test]
async fn brand_settings_switch_the_footer_email_and_analytics() {
    let client = Client::new();
    let read = ok(&client.admin("GET", "/__admin/content/site", None).await).clone();
    assert_eq!(
        read,
        json!({"brandName": "Veneer Demo", "email": "support@veneer.example", "analytics": {"gtagId": ""}}),
        "the demo configures no analytics tag, so its pages fetch nothing from Google"
    );
    let tagged = json!({"brandName": "Veneer Demo", "analytics": {"gtagId": "G-VNRDEMO01"}});
    ok(&client.admin("PUT", "/__admin/content/site", Some(tagged)).await);
    assert_eq!(status_info(&client).await["analytics"]["gtagId"], "G-VNRDEMO01");
    ok(&client
        .admin("PUT", "/__admin/content/site", Some(json!({"brandName": "Other", "email": "help@other.example"})))
        .await);
    let info = status_info(&client).await;
    assert_eq!((&info["brandName"], &info["email"]), (&json!("Other"), &json!("help@other.example")));
    assert_eq!(info["analytics"]["gtagId"], "", "left out: not configured");
    bad_request(&client.admin("PUT", "/__admin/content/site", Some(json!({"email": "nope"}))).await, "email");
    bad_request(
        &client.admin("PUT", "/__admin/content/site", Some(json!({"analytics": {"gtagId": "<script>"}}))).await,
        "gtagId",
    );
    ok(&client.admin("DELETE", "/__admin/content/site", None).await);
    assert_eq!(status_info(&client).await["email"], "");
}

#[tokio::test]
async fn the_launch_hosts_can_be_moved_off_the_mocks_own_url_and_back() {
    let client = Client::new();
    let own = status_info(&client).await["launchGameCDNs"].clone();
    assert_eq!(own.as_array().unwrap().len(), 1, "the mock's public URL: {own}");
    let hosts = json!({"launchGameCDNs": ["https://launch.example"]});
    ok(&client.admin("PUT", "/__admin/content/site", Some(hosts.clone())).await);
    assert_eq!(status_info(&client).await["launchGameCDNs"], json!(["https://launch.example"]));
    assert_eq!(
        ok(&client.admin("GET", "/__admin/content/site", None).await)["launchGameCDNs"],
        hosts["launchGameCDNs"]
    );
    bad_request(
        &client.admin("PUT", "/__admin/content/site", Some(json!({"launchGameCDNs": ["javascript:x"]}))).await,
        "launchGameCDNs",
    );
    ok(&client.admin("POST", "/__admin/content/site/reset", None).await);
    assert_eq!(status_info(&client).await["launchGameCDNs"], own);
}

// ---------------------------------------------------------------------------------------------
// Home feeds

#[tokio::test]
async fn home_feeds_can_be_emptied_pinned_and_made_live_again() {
    let client = Client::new();
    let feeds = [
        ("winners", "/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20"),
        ("rank-list", "/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=20"),
        ("hot-matches", "/wps/relay/GCSGAME_getHotMatches?language=EN"),
        ("popular-games", "/wps/relay/GCSGAME_getHomePopular?language=EN&limitNum=20"),
    ];
    for (kind, call) in feeds {
        let admin = format!("/__admin/content/{kind}");
        assert_eq!(ok(&client.admin("GET", &admin, None).await), &Value::Null, "{kind} is live");
        assert!(!ok(&client.get(call, None).await)["list"].as_array().unwrap().is_empty(), "{kind}");
        assert_eq!(ok(&client.admin("DELETE", &admin, None).await), &json!({"list": []}));
        assert_eq!(ok(&client.get(call, None).await), &json!({"list": []}), "{kind} is empty");
        assert_eq!(ok(&client.admin("POST", &format!("{admin}/reset"), None).await), &Value::Null);
        assert!(!ok(&client.get(call, None).await)["list"].as_array().unwrap().is_empty(), "{kind} is live again");
    }
}

#[tokio::test]
async fn pinned_winners_are_answered_as_given_filtered_and_cut() {
    let client = Client::new();
    let winner = |name: &str, game_type: &str| {
        json!({"vo": {"gameName": "Slot", "customerName": name, "winAmount": 1234.5, "iconUrl": "https://cdn.example/i.png",
                      "gameType": game_type, "nodeId": 10002}})
    };
    let list: Vec<Value> = (0..25).map(|n| winner(&format!("p{n}"), if n % 2 == 0 { "RNG" } else { "LIVE" })).collect();
    let mut list = list;
    list[0] = winner(HOSTILE, "RNG");
    ok(&client.admin("PUT", "/__admin/content/winners", Some(json!({"list": list}))).await);
    let board = ok(&client.get("/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20", None).await).clone();
    assert_eq!(board["list"].as_array().unwrap().len(), 20, "limit 20");
    assert_eq!(board["list"][0]["vo"]["customerName"], HOSTILE);
    let live = ok(&client.get("/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LIVE&limitNum=5", None).await).clone();
    assert_eq!(live["list"].as_array().unwrap().len(), 5);
    assert!(live["list"].as_array().unwrap().iter().all(|w| w["vo"]["gameType"] == "LIVE"));
    // The rank list is a feed of its own: still live.
    assert_ne!(
        ok(&client.get("/wps/relay/GCSGAME_getRankList?limitNum=20", None).await)["list"][0]["vo"]["customerName"],
        HOSTILE
    );

    let missing = json!({"list": [{"vo": {"gameName": "x", "customerName": "y", "iconUrl": "z"}}]});
    bad_request(
        &client.admin("PUT", "/__admin/content/winners", Some(missing)).await,
        "list[0]: missing field `winAmount`",
    );
    let wrong = json!({"list": [{"title": "x", "matchTime": "soon"}]});
    bad_request(&client.admin("PUT", "/__admin/content/hot-matches", Some(wrong)).await, "list[0]");
    bad_request(&client.admin("PUT", "/__admin/content/winners", Some(json!([]))).await, "Invalid request body");

    let game = json!({"list": [{"nodeId": 10002, "gameName": "Pinned", "gameType": "PVP", "vassalage": "KM", "iconUrl": "https://x/y.png"}]});
    ok(&client.admin("PUT", "/__admin/content/popular-games", Some(game)).await);
    let pvp = ok(&client.get("/wps/relay/GCSGAME_getHomePopular?gameType=PVP", None).await).clone();
    assert_eq!(pvp["list"][0]["gameName"], "Pinned");
    assert_eq!(ok(&client.get("/wps/relay/GCSGAME_getHomePopular?gameType=RNG", None).await), &json!({"list": []}));
}

#[tokio::test]
async fn pinned_vendor_cards_replace_the_lanes_cards_by_game_type_until_reset() {
    const VENDORS: &str = "/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&clientType=3&language=EN";
    let client = Client::new();
    let lane = |answer: &Value, title: &str| -> Vec<String> {
        let lanes = answer["data"]["lanes"].as_array().unwrap();
        let cards = lanes.iter().find(|l| l["title"] == title).unwrap()["cards"].as_array().unwrap();
        cards.iter().map(|c| c["vassalage"].as_str().unwrap().to_owned()).collect()
    };
    let seeded = ok(&client.get(VENDORS, None).await).clone();
    assert_eq!(lane(&seeded, "RNG").len(), 8, "the catalogue's slot vendors");

    // Ten slot vendors (more than the vendor bar shows without arrows) and one live vendor.
    let cards: Vec<Value> = (1..=10)
        .map(|n| json!({"vassalage": format!("V{n}"), "displayName": format!("Vendor {n}"), "gameType": "RNG"}))
        .chain([json!({"vassalage": "EVO", "displayName": "Evolution", "gameType": "LIVE", "smallIcon": "https://x/evo.png"})])
        .collect();
    ok(&client.admin("PUT", "/__admin/content/vendor-cards", Some(json!({"list": cards}))).await);
    let pinned = ok(&client.get(VENDORS, None).await).clone();
    assert_eq!(lane(&pinned, "RNG"), (1..=10).map(|n| format!("V{n}")).collect::<Vec<_>>());
    assert_eq!(lane(&pinned, "LIVE"), ["EVO"]);
    assert!(lane(&pinned, "FISH").is_empty(), "pinned cards replace every lane's");
    let lanes = pinned["data"]["lanes"].as_array().unwrap();
    assert_eq!(
        lanes.iter().find(|l| l["title"] == "LIVE").unwrap()["cards"][0]["smallIcon"],
        "https://x/evo.png",
        "as given"
    );

    bad_request(
        &client
            .admin(
                "PUT",
                "/__admin/content/vendor-cards",
                Some(json!({"list": [{"vassalage": "X", "gameType": "RNG"}]})),
            )
            .await,
        "list[0]: missing field `displayName`",
    );
    bad_request(
        &client
            .admin(
                "PUT",
                "/__admin/content/vendor-cards",
                Some(json!({"list": [{"vassalage": "X", "displayName": "X", "gameType": "DICE"}]})),
            )
            .await,
        "list[0]",
    );
    ok(&client.admin("POST", "/__admin/content/vendor-cards/reset", None).await);
    assert_eq!(ok(&client.get(VENDORS, None).await), &seeded);
}

// ---------------------------------------------------------------------------------------------
// Reset, merchants, persistence

#[tokio::test]
async fn one_reset_restores_the_whole_seed() {
    let client = Client::new();
    let seeded_status = status_info(&client).await;
    let seeded_announcements = ok(&client.get(ANNOUNCEMENTS, None).await).clone();
    let seeded_help = ok(&client.get("/wps/system/helpCenter", None).await).clone();
    for kind in ["banners", "notices", "help", "resources", "customer-service", "domains", "site", "winners"] {
        ok(&client.admin("DELETE", &format!("/__admin/content/{kind}"), None).await);
    }
    assert_eq!(ok(&client.get(ANNOUNCEMENTS, None).await)["banners"], json!([]));

    let reset = ok(&client.admin("POST", "/__admin/content/reset?merchant=veneerdemo", None).await).clone();
    assert_eq!(reset["merchant"], MERCHANT);
    assert_eq!(reset["reset"].as_array().unwrap().len(), 12);
    // The same records; the seed dates its notices from the moment it runs.
    let without_dates = |mut value: Value| {
        for list in ["player", "popup", "promotion", "home"] {
            value[list].as_array_mut().unwrap().iter_mut().for_each(|n| n["startDate"] = Value::Null);
        }
        value
    };
    let announcements = ok(&client.get(ANNOUNCEMENTS, None).await).clone();
    assert_eq!(without_dates(announcements), without_dates(seeded_announcements));
    assert_eq!(ok(&client.get("/wps/system/helpCenter", None).await), &seeded_help);
    let info = status_info(&client).await;
    for field in ["resources", "domainRoute", "mainDomain", "email", "brandName", "analytics", "whitelabel"] {
        assert_eq!(info[field], seeded_status[field], "{field}");
    }
    assert_eq!(info["customerService"].as_array().unwrap().len(), 3);
    assert_eq!(ok(&client.admin("GET", "/__admin/content/winners", None).await), &Value::Null);
    bad_request(&client.admin("POST", "/__admin/content/reset?group=w_home", None).await, "Unknown parameter 'group'");
}

#[tokio::test]
async fn the_merchant_is_named_or_the_only_one() {
    let settings = Settings { merchants: vec!["alpha".into(), "beta".into()], ..Settings::default() };
    let client = Client::with_mock(Mock::new(settings));
    bad_request(&client.admin("GET", "/__admin/content/banners", None).await, "name one with ?merchant=");
    let missing = client.admin("GET", "/__admin/content/banners?merchant=gamma", None).await;
    assert_eq!((missing.status, &missing.json["errorCode"]), (StatusCode::NOT_FOUND, &json!("merchant.not.exist")));

    let count = |merchant: &str| {
        let req = Request::get(ANNOUNCEMENTS).header("Merchant", merchant).body(Body::empty()).unwrap();
        let reply = client.send(req);
        async move { ok(&reply.await)["banners"].as_array().unwrap().len() }
    };
    let seeded = count("beta").await;
    assert!(seeded > 0);
    ok(&client.admin("DELETE", "/__admin/content/banners?merchant=alpha", None).await);
    assert_eq!(count("alpha").await, 0);
    assert_eq!(count("beta").await, seeded, "the other merchant keeps its banners");
}

#[tokio::test]
async fn admin_content_survives_a_round_trip_through_json() {
    let client = Client::new();
    ok(&client.admin("DELETE", "/__admin/content/hot-matches", None).await);
    ok(&client
        .admin("PUT", "/__admin/content/banners?group=w_rng", Some(json!([{"url": "https://cdn.example/b.png"}])))
        .await);
    let db = client.mock.db(MERCHANT).unwrap().lock().clone();
    let back: upstream_mocks::state::Db = serde_json::from_str(&serde_json::to_string(&db).unwrap()).unwrap();
    let restored = Client::with_mock(Mock::restore(
        Settings::default(),
        upstream_protocol::crypto::RsaKeyPair::generate(),
        [(MERCHANT.to_owned(), back)].into(),
    ));
    assert_eq!(ok(&restored.get("/wps/relay/GCSGAME_getHotMatches", None).await), &json!({"list": []}));
    let banners = ok(&restored.admin("GET", "/__admin/content/banners?group=w_rng", None).await).clone();
    assert_eq!(banners[0]["url"], "https://cdn.example/b.png");
}
