//! The site area: system status and configuration, white-label switches, help centre, templates,
//! banners and notices, driven through the mock's whole router.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "a test helper that cannot go on should fail the test loudly"
)]

use crate::common;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use common::{Client, MERCHANT};
use serde_json::{Value, json};
use upstream_protocol::crypto::decrypt_customer_service_path;

const SPEC_FLAGS: [&str; 10] = [
    "CHNGPASSVERIF3",
    "CHNGPASSMAIL3",
    "DIRECTREG3",
    "MOBILEVERCODELOGIN3",
    "MANPLAYREB3",
    "MOBILENUMREG3",
    "REGMOBVERF3",
    "MOBILENUMPASSREG3",
    "FREEPLAY3",
    "PWDEXPFORCECHANGE3",
];

/// The white-label tree flattened as the front does: modId → enabled.
fn flatten(node: &Value, out: &mut Vec<(String, bool)>) {
    out.push((node["modId"].as_str().unwrap().to_owned(), node["enabled"] == "1"));
    assert!(node["enabled"] == "1" || node["enabled"] == "0", "enabled must be the string 1 or 0: {node}");
    for child in node["childrenNodes"].as_array().unwrap() {
        flatten(child, out);
    }
}

fn flag(tree: &Value, id: &str) -> Option<bool> {
    let mut flat = Vec::new();
    flatten(tree, &mut flat);
    flat.into_iter().find(|(m, _)| m == id).map(|(_, on)| on)
}

fn ok(reply: &common::Reply) -> &Value {
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    assert_eq!(reply.json["success"], true, "{}", reply.json);
    &reply.json["value"]
}

fn path_of(url: &str) -> &str {
    url.strip_prefix("http://127.0.0.1:9090").unwrap_or_else(|| panic!("{url} is not a mock URL"))
}

#[tokio::test]
async fn status_carries_location_and_the_whole_site_configuration() {
    let client = Client::new();
    let req = Client::request("GET", "/wps/system/status", None).header("X-Forwarded-For", "203.0.113.7, 10.0.0.1");
    let reply = client.send(req.body(Body::empty()).unwrap()).await;
    let value = ok(&reply);
    assert_eq!((value["maintenance"].as_bool(), value["regionRestriction"].as_bool()), (Some(false), Some(false)));
    assert_eq!(value["location"]["ip"], "203.0.113.7");
    assert_eq!(value["location"]["countryCode"], "TH");

    let info = &value["info"];
    for flag_id in SPEC_FLAGS {
        assert_eq!(flag(&info["whitelabel"], flag_id), Some(true), "{flag_id}");
    }
    assert_eq!(info["mainDomain"], "www.veneer.example");
    assert_eq!(info["email"], "support@veneer.example");
    assert_eq!(
        info["analytics"]["gtagId"], "",
        "the demo configures no analytics tag (its pages fetch nothing from Google)"
    );
    assert_eq!(info["imageCDNs"], json!(["http://127.0.0.1:9090"]));
    assert_eq!(info["launchGameCDNs"], json!(["http://127.0.0.1:9090"]));
    assert!(info["domainRoute"].as_array().unwrap().iter().any(|d| d["routeType"] == "MAIN"));

    let resources = info["resources"].as_array().unwrap();
    let of = |kind: &str| resources.iter().filter(|r| r["resourceType"] == kind).collect::<Vec<_>>();
    assert!(of("LINE").len() >= 2, "the front rotates through several LINE contacts");
    for kind in
        ["TELEGRAM", "FACEBOOK", "TIKTOK", "TWITTER", "YOUTUBE", "INSTAGRAM", "ZALO", "IOS", "IOS-LITE-APP", "ANDROID"]
    {
        let found = of(kind);
        assert_eq!(found.len(), 1, "{kind}");
        assert!(found[0]["url"].as_str().unwrap().contains(':'), "{kind} has no link");
        assert!(!found[0]["labelNameEn"].as_str().unwrap().is_empty());
    }
    for kind in ["IOS", "IOS-LITE-APP", "ANDROID", "LINE"] {
        assert!(of(kind)[0]["qrCodeUrl"].as_str().unwrap().contains("/assets/qr.svg?text="), "{kind}");
    }

    let services = info["customerService"].as_array().unwrap();
    let mut types: Vec<&str> = services.iter().map(|s| s["csType"].as_str().unwrap()).collect();
    types.sort_unstable();
    assert_eq!(types, ["LINE", "LIVECHAT", "VIP"]);
    for service in services {
        let path = service["path"].as_str().unwrap();
        assert!(!path.starts_with("http"), "the path must be encrypted");
        let plain = decrypt_customer_service_path(path).unwrap();
        assert!(plain.starts_with("https://"), "{plain}");
    }
}

#[tokio::test]
async fn status_labels_follow_the_language() {
    let client = Client::new();
    let thai = client.get_in("/wps/system/status", "TH", None).await;
    let resources = ok(&thai)["info"]["resources"].as_array().unwrap().clone();
    let android = resources.iter().find(|r| r["resourceType"] == "ANDROID").unwrap();
    assert_eq!(android["labelName"], "แอป Android");
    assert_eq!(android["labelNameEn"], "Android app");
}

#[tokio::test]
async fn download_qr_codes_are_real_images_served_by_the_mock() {
    let client = Client::new();
    let reply = client.get("/wps/system/status", None).await;
    let resources = ok(&reply)["info"]["resources"].as_array().unwrap().clone();
    let ios = resources.iter().find(|r| r["resourceType"] == "IOS-LITE-APP").unwrap();
    let image =
        client.send(Request::get(path_of(ios["qrCodeUrl"].as_str().unwrap())).body(Body::empty()).unwrap()).await;
    assert_eq!(image.status, StatusCode::OK);
    assert_eq!(image.headers["content-type"], "image/svg+xml");
    let svg = String::from_utf8(image.bytes.to_vec()).unwrap();
    assert!(svg.contains("<svg") && svg.contains("<path"), "{svg}");

    // A longer text makes a denser code; size is bounded; text is required.
    let short = client.send(Request::get("/assets/qr.svg?text=a&size=80").body(Body::empty()).unwrap()).await;
    assert_eq!(short.status, StatusCode::OK);
    assert!(short.bytes.len() < image.bytes.len());
    for bad in ["/assets/qr.svg", "/assets/qr.svg?text=a&size=5", "/assets/qr.svg?text=a&size=big"] {
        let reply = client.send(Request::get(bad).body(Body::empty()).unwrap()).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}");
    }
}

#[tokio::test]
async fn whitelabel_is_the_status_tree_and_admin_switches_it() {
    let client = Client::new();
    let tree = ok(&client.get("/wps/system/whitelabel", None).await).clone();
    assert_eq!(tree["modId"], "COMM3");
    assert_eq!(&tree, &ok(&client.get("/wps/system/status", None).await)["info"]["whitelabel"]);
    // The catalogue's module ids are in it too.
    for id in ["REG3", "GAMELO3", "CAPTCHA3", "LOGINIPVERF3"] {
        assert_eq!(flag(&tree, id), Some(true), "{id}");
    }

    // Without the admin token: refused.
    let req = Request::put("/__admin/modules").header("Content-Type", "application/json");
    let reply = client.send(req.body(Body::from(r#"{"disabled":[]}"#)).unwrap()).await;
    assert_eq!(reply.status, StatusCode::UNAUTHORIZED);

    let reply =
        client.admin("PUT", "/__admin/modules?merchant=veneerdemo", Some(json!({"disabled": ["MOBILENUMREG3"]}))).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.json);
    assert_eq!(reply.json["value"][0]["disabled"], json!(["MOBILENUMREG3"]));
    let tree = ok(&client.get("/wps/system/whitelabel", None).await).clone();
    assert_eq!(flag(&tree, "MOBILENUMREG3"), Some(false));
    assert_eq!(flag(&tree, "DIRECTREG3"), Some(true));
    let status = client.get("/wps/system/status", None).await;
    assert_eq!(flag(&ok(&status)["info"]["whitelabel"], "MOBILENUMREG3"), Some(false));
    // The gateway refuses the switched-off call with #543.
    let reply = client.encrypted("PUT", "/wps/member/register/mobile", None, json!({"mobile": "0811111111"})).await;
    assert_eq!(reply.json["errorCode"], "function.not.available");
    assert!(reply.json["message"].as_str().unwrap().contains("#543"));

    // A parent switched off takes its children with it.
    client.admin("PUT", "/__admin/modules", Some(json!({"disabled": ["REG3"]}))).await;
    let tree = ok(&client.get("/wps/system/whitelabel", None).await).clone();
    for id in ["REG3", "DIRECTREG3", "MOBILENUMREG3", "REGMOBVERF3"] {
        assert_eq!(flag(&tree, id), Some(false), "{id}");
    }
    assert_eq!(flag(&tree, "FREEPLAY3"), Some(true));
    let listed = client.admin("GET", "/__admin/modules", None).await;
    assert_eq!(listed.json["value"][0]["merchant"], MERCHANT);
    assert_eq!(listed.json["value"][0]["disabled"], json!(["REG3"]));

    // Back on.
    client.admin("PUT", "/__admin/modules", Some(json!({"disabled": []}))).await;
    assert_eq!(flag(ok(&client.get("/wps/system/whitelabel", None).await), "REG3"), Some(true));
}

#[tokio::test]
async fn admin_module_switches_refuse_bad_input() {
    let client = Client::new();
    let reply = client.admin("PUT", "/__admin/modules", Some(json!({"disabled": ["not a module"]}))).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.json["errorCode"], "request_param_err");
    let reply = client.admin("PUT", "/__admin/modules", Some(json!({"disabled": "REG3"}))).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    let reply = client.admin("GET", "/__admin/modules?merchant=nobody", None).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn domain_route_needs_its_parameter_and_knows_the_brand_hosts() {
    let client = Client::new();
    let reply = client.get("/wps/system/domainRoute", None).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.json["errorCode"], "request_param_err");

    let value = ok(&client.get("/wps/system/domainRoute?domain=https://M.Veneer.example:8443/rng", None).await).clone();
    assert_eq!(value["domain"], "m.veneer.example");
    assert_eq!(value["routeType"], "MIRROR");
    assert_eq!(value["mainDomain"], "www.veneer.example");
    let value = ok(&client.get("/wps/system/domainRoute?domain=app.veneer.example", None).await).clone();
    assert_eq!(value["appDomain"], true);
    assert_eq!(ok(&client.get("/wps/system/domainRoute?domain=localhost:3000", None).await)["routeType"], "DEV");

    let reply = client.get("/wps/system/domainRoute?domain=evil.example", None).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.json["success"], false);
    assert_eq!(reply.json["errorCode"], "domain.not.exist");
    assert_eq!(reply.json["message"], "Invalid URL, please contact customer service");

    // A host the merchant adds is known from then on.
    client.mock.db(MERCHANT).unwrap().lock().system.domains.push(upstream_mocks::system::DomainRoute {
        domain: "evil.example".into(),
        route_type: upstream_mocks::system::RouteType::Mirror,
    });
    assert_eq!(ok(&client.get("/wps/system/domainRoute?domain=evil.example", None).await)["routeType"], "MIRROR");
}

#[tokio::test]
async fn routers_list_domains_resources_and_the_encrypted_customer_service_link() {
    let client = Client::new();
    let value = ok(&client.get("/wps/system/routers", None).await).clone();
    let domains = value["domainList"].as_array().unwrap();
    assert!(domains.len() >= 3);
    assert!(domains.iter().all(|d| d["speed"] == 0 && d["domain"].as_str().unwrap().ends_with(".example")));
    assert!(!domains.iter().any(|d| d["domain"] == "localhost"), "development hosts are not advertised");
    assert!(value["resources"].as_array().unwrap().iter().any(|r| r["resourceType"] == "TELEGRAM"));
    let paths = value["version"]["pathList"].as_array().unwrap();
    let service = paths.iter().find(|p| p["type"] == "3").unwrap();
    let plain = decrypt_customer_service_path(service["path"].as_str().unwrap()).unwrap();
    assert!(plain.starts_with("https://chat.veneer.example/livechat"), "{plain}");
    assert!(value["version"]["versionNo"].as_str().is_some());
}

#[tokio::test]
async fn help_centre_in_thai_and_english_with_the_terms() {
    let client = Client::new();
    let thai = ok(&client.get("/wps/system/helpCenter?lang=TH&device=WEB", None).await).clone();
    let items = thai.as_array().unwrap();
    let terms = items.iter().find(|i| i["tag"] == "term").expect("a terms entry (tag term)");
    assert_eq!(terms["title"], "ข้อกำหนดและเงื่อนไข");
    assert_eq!(terms["lang"], "TH");
    assert!(terms["content"].as_str().unwrap().starts_with("<p>"));
    assert!(terms["children"].as_array().unwrap().len() >= 3);
    for item in items {
        for field in ["title", "content", "bgColor", "lang", "display", "tag", "children"] {
            assert!(item.get(field).is_some(), "{field} missing in {item}");
        }
    }
    assert!(items.iter().any(|i| i["tag"] == "browser") && !items.iter().any(|i| i["tag"] == "app"));
    assert!(items.iter().any(|i| i["display"] == false), "an entry reachable only by its tag");

    let english = ok(&client.get("/wps/system/helpCenter?lang=EN&device=H5", None).await).clone();
    let items = english.as_array().unwrap();
    assert_eq!(items.iter().find(|i| i["tag"] == "term").unwrap()["title"], "Terms and Conditions");
    assert!(items.iter().any(|i| i["tag"] == "app") && !items.iter().any(|i| i["tag"] == "browser"));

    // Without lang the Language header decides; a language without texts reads English.
    let header = ok(&client.get_in("/wps/system/helpCenter", "TH", None).await).clone();
    assert_eq!(header[0]["lang"], "TH");
    let vietnamese = ok(&client.get("/wps/system/helpCenter?lang=VI", None).await).clone();
    assert_eq!(vietnamese[0]["lang"], "EN");

    for bad in ["/wps/system/helpCenter?device=TV", "/wps/system/helpCenter?lang=%3Cb%3E"] {
        let reply = client.get(bad, None).await;
        assert_eq!(
            (reply.status, reply.json["errorCode"].as_str()),
            (StatusCode::BAD_REQUEST, Some("request_param_err")),
            "{bad}"
        );
    }
}

#[tokio::test]
async fn templates_hold_the_ages_and_the_copyright_year() {
    let client = Client::new();
    let value = ok(&client.get("/wps/system/templates?lang=EN", None).await).clone();
    let by_code = |code: &str| value.as_array().unwrap().iter().find(|t| t["templateCode"] == code).unwrap().clone();
    assert_eq!(by_code("AGE_AGREEMENT")["value"], 18);
    assert!(by_code("AGE_AGREEMENT")["content"].as_str().unwrap().contains("18"));
    assert_eq!(by_code("BIRTHDAY_AGE")["value"], 21);
    assert_eq!(by_code("FOOTER_COPYRIGHT")["value"], 2025);
    assert!(by_code("FOOTER_COPYRIGHT")["content"].as_str().unwrap().contains("2025"));
    assert!(by_code("FOOTER_CONTACT")["content"].as_str().unwrap().contains("support@veneer.example"));
    let thai = ok(&client.get_in("/wps/system/templates", "TH", None).await).clone();
    assert!(thai[0]["content"].as_str().unwrap().contains("ข้าพเจ้า"));
    assert_eq!(thai[0]["lang"], "TH");
}

// ---------------------------------------------------------------------------------------------
// Banners and notices

const ALL_TYPES: &str = "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B";

#[tokio::test]
async fn every_route_group_has_banners_with_served_art() {
    let client = Client::new();
    let value = ok(&client.get(ALL_TYPES, None).await).clone();
    let banners = value["banners"].as_array().unwrap();
    let groups = [
        "w_home",
        "w_rng",
        "w_live",
        "w_fish",
        "w_pvp",
        "w_sports",
        "w_esports",
        "w_lott",
        "w_down",
        "w_promotion",
        "w_shop",
        "w_help",
        "w_cockfight",
    ];
    for group in groups {
        assert!(banners.iter().any(|b| b["groupName"] == group), "{group} has no banner");
    }
    for banner in banners {
        for field in ["bannerId", "url", "linkageType", "groupName"] {
            assert!(banner.get(field).is_some(), "{field} missing in {banner}");
        }
    }
    // w_home has four pieces of art but one banner has not started; w_promotion's third has ended.
    assert_eq!(banners.iter().filter(|b| b["groupName"] == "w_home").count(), 3);
    assert_eq!(banners.iter().filter(|b| b["groupName"] == "w_promotion").count(), 2);
    assert!(banners.iter().any(|b| b["linkageType"] == "URL" && b["linkageUrl"] == "/promotions"));
    let art =
        client.send(Request::get(path_of(banners[0]["url"].as_str().unwrap())).body(Body::empty()).unwrap()).await;
    assert_eq!((art.status, &art.headers["content-type"]), (StatusCode::OK, &"image/svg+xml".parse().unwrap()));
}

#[tokio::test]
async fn notices_of_every_type_in_thai_and_english() {
    let client = Client::new();
    let english = ok(&client.get_in(ALL_TYPES, "EN", None).await).clone();
    let player = english["player"].as_array().unwrap();
    assert_eq!(player.len(), 11, "more than one modal page of 9, without the notice that ended");
    for notice in player {
        for field in ["id", "title", "content", "startDate"] {
            assert!(notice.get(field).is_some(), "{field} missing in {notice}");
        }
        assert!(notice["content"].as_str().unwrap().starts_with('<'));
    }
    let dates: Vec<i64> = player.iter().map(|n| n["startDate"].as_i64().unwrap()).collect();
    assert!(dates.windows(2).all(|w| w[0] >= w[1]), "newest first");
    assert_eq!(player[0]["title"], "Welcome to Veneer Demo");
    assert_eq!(english["popup"].as_array().unwrap().len(), 2, "only the public pop-ups without a token");
    let promotions = english["promotion"].as_array().unwrap();
    assert!(promotions.len() >= 3);
    for promotion in promotions {
        let images = promotion["announcementImages"].as_array().unwrap();
        let html = promotion["content"].as_str().unwrap();
        assert!(!images.is_empty() || html.starts_with('<'), "a promotion needs an image or HTML: {promotion}");
        for image in images {
            let art = client
                .send(Request::get(path_of(image["imageUrl"].as_str().unwrap())).body(Body::empty()).unwrap())
                .await;
            assert_eq!(art.status, StatusCode::OK);
        }
    }
    assert!(promotions.iter().any(|p| p["announcementImages"].as_array().unwrap().is_empty()));
    assert!(!english["home"].as_array().unwrap().is_empty());

    let thai = ok(&client.get_in(ALL_TYPES, "TH", None).await).clone();
    assert_eq!(thai["player"][0]["title"], "ยินดีต้อนรับสู่ Veneer Demo");
    assert_eq!(thai["player"][0]["id"], english["player"][0]["id"]);
}

#[tokio::test]
async fn types_select_what_is_answered_and_bad_ones_are_refused() {
    let client = Client::new();
    let value = ok(&client.get("/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=W", None).await).clone();
    assert!(value["banners"].as_array().unwrap().is_empty());
    assert!(!value["player"].as_array().unwrap().is_empty());
    assert!(value["popup"].as_array().unwrap().is_empty());
    // The default type is B.
    let value = ok(&client.get("/wps/relay/MCSFE_getListAnnouncements", None).await).clone();
    assert!(!value["banners"].as_array().unwrap().is_empty() && value["player"].as_array().unwrap().is_empty());

    for bad in
        ["/wps/relay/MCSFE_getListAnnouncements?types=B,XX", "/wps/relay/MCSFE_getListAnnouncements?types=B&platform=Q"]
    {
        let reply = client.get(bad, None).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}");
        assert_eq!(reply.json["errorCode"], "request_param_err");
        assert!(!reply.json["message"].as_str().unwrap().is_empty());
    }
}

#[tokio::test]
async fn notices_follow_their_display_window() {
    let client = Client::new();
    let count = |v: &Value| v["player"].as_array().unwrap().len();
    let before = count(ok(&client.get(ALL_TYPES, None).await));
    {
        let mut db = client.mock.db(MERCHANT).unwrap().lock();
        let first = db.content.notices.iter_mut().find(|n| n.id == 1).unwrap();
        first.end_ms = Some(upstream_mocks::state::now_ms() - 1);
    }
    let value = ok(&client.get(ALL_TYPES, None).await).clone();
    assert_eq!(count(&value), before - 1);
    assert!(!value["player"].as_array().unwrap().iter().any(|n| n["id"] == 1));
}

#[tokio::test]
async fn member_announcements_add_what_is_meant_for_the_member() {
    let client = Client::new();
    let path = "/wps/relay/MCSFE_getListAnnouncementsV2?types=PU,PR&platform=W&execution=B";
    let reply = client.get(path, None).await;
    assert_eq!((reply.status, reply.json["errorCode"].as_str()), (StatusCode::UNAUTHORIZED, Some("login.not.session")));

    let demo = client.login("demo01", "abc123").await;
    let value = ok(&client.get_in(path, "EN", Some(&demo)).await).clone();
    let titles = |list: &Value| {
        list.as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
    };
    let popup = titles(&value["popup"]);
    assert!(popup.contains(&"Your monthly gift is ready".to_owned()), "{popup:?}");
    assert!(popup.contains(&"Complete your profile".to_owned()), "meant for demo01 alone");
    assert!(!popup.contains(&"VIP host service".to_owned()), "demo01 is VIP 2, the notice is for VIP 5");
    assert!(popup.contains(&"Welcome bonus 100%".to_owned()), "public pop-ups too");
    assert!(titles(&value["promotion"]).contains(&"VIP weekly reload 10%".to_owned()));
    assert!(value["player"].as_array().unwrap().is_empty(), "PL was not asked for");

    let agent = client.login("agent01", "abc123").await;
    let popup = titles(&ok(&client.get_in(path, "EN", Some(&agent)).await)["popup"]);
    assert!(popup.contains(&"VIP host service".to_owned()));
    assert!(!popup.contains(&"Complete your profile".to_owned()));
    let reply = client.get("/wps/relay/MCSFE_getListAnnouncementsV2?types=Z", Some(&agent)).await;
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_switched_off_site_answers_543_everywhere() {
    let client = Client::new();
    client.mock.db(MERCHANT).unwrap().lock().system.disabled_modules.insert("COMM3".into());
    for path in ["/wps/system/whitelabel", "/wps/system/helpCenter", ALL_TYPES] {
        let reply = client.get(path, None).await;
        assert_eq!(reply.json["errorCode"], "function.not.available", "{path}");
    }
}

#[tokio::test]
async fn the_site_state_survives_a_round_trip_through_json() {
    let client = Client::new();
    let db = client.mock.db(MERCHANT).unwrap().lock().clone();
    let text = serde_json::to_string(&db.system).unwrap();
    let back: upstream_mocks::system::SystemState = serde_json::from_str(&text).unwrap();
    assert_eq!(serde_json::to_value(&back).unwrap(), serde_json::to_value(&db.system).unwrap());
    // Banners and notices are the content area's own state, beside the system's.
    let content: upstream_mocks::content::ContentState =
        serde_json::from_value(serde_json::to_value(&db.content).unwrap()).unwrap();
    assert_eq!(content.notices.len(), db.content.notices.len());
    // Older saves without the new fields still load.
    let empty: upstream_mocks::system::SystemState = serde_json::from_str("{}").unwrap();
    assert!(empty.disabled_modules.is_empty());
}

#[tokio::test]
async fn status_info_carries_the_registration_rules() {
    let client = common::Client::new();
    let status = client.get("/wps/system/status", None).await;
    let settings = client.get("/wps/system/setting/register", None).await;
    assert_eq!(status.json["value"]["info"]["register"], settings.json["value"]);
    assert!(status.json["value"]["info"]["register"]["username"]["patternId"].is_number());
}

#[tokio::test]
async fn a_switched_module_shows_in_the_next_status_at_once() {
    let client = common::Client::new();
    fn switched_off(node: &Value, id: &str) -> bool {
        (node["modId"] == id && node["enabled"] == "0")
            || node["childrenNodes"].as_array().is_some_and(|c| c.iter().any(|n| switched_off(n, id)))
            || node.as_array().is_some_and(|c| c.iter().any(|n| switched_off(n, id)))
    }
    let flag = |status: &common::Reply| switched_off(&status.json["value"]["info"]["whitelabel"], "MOBILENUMREG3");
    assert!(!flag(&client.get("/wps/system/status", None).await));
    let put = common::Client::request("PUT", "/__admin/modules", None)
        .header("X-Admin-Token", "mock-admin")
        .header("Content-Type", "application/json")
        .body(axum::body::Body::from(r#"{"disabled":["MOBILENUMREG3"]}"#))
        .unwrap();
    assert_eq!(client.send(put).await.status, 200);
    assert!(flag(&client.get("/wps/system/status", None).await), "the cached status kept the old tree");
}
