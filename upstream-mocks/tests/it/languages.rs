//! Every upstream language code a front may offer (`upstream_protocol::languages`) is accepted
//! wherever the mock takes a language: the `Language` header, `lang`, `language` and the member's
//! language update. Texts are Thai for `TH`, the demo's content (notices, help, promotions) is also in
//! Lao, Khmer and Myanmar for `LO`, `KM` and `MM`, and everything else is English.

#![allow(clippy::unwrap_used, reason = "a test helper that cannot go on should fail the test loudly")]

use crate::common;

use axum::http::StatusCode;
use common::{Client, demo, ok};
use serde_json::{Value, json};
use upstream_protocol::languages::LANGUAGES;

/// The front's languages, as the upstream writes them (Tagalog is `TY`).
fn codes() -> impl Iterator<Item = &'static str> {
    LANGUAGES.iter().map(|language| language.upstream)
}

/// Calls that read the `Language` header.
const BY_HEADER: &[&str] = &[
    "/wps/system/status",
    "/wps/system/routers",
    "/wps/system/countryCode",
    "/wps/system/helpCenter?device=WEB",
    "/wps/system/templates",
    "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B",
    "/wps/relay/MCSFE_getListAnnouncementsV2?types=PU&platform=W&execution=B",
    "/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20",
    "/wps/relay/GCSGAME_getHotMatches",
];

/// Calls that take the language as a parameter (`{}` is the code).
const BY_PARAMETER: &[&str] = &[
    "/wps/system/helpCenter?lang={}&device=WEB",
    "/wps/system/templates?lang={}",
    "/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language={}&limitNum=20",
    "/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language={}&limitNum=20",
    "/wps/relay/GCSGAME_getHotMatches?language={}",
    "/wps/relay/GCSGAME_getHomePopular?language={}&limitNum=20",
    "/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&clientType=3&language={}",
    "/wps/relay/GCSGAME_gameList?platform=html5&clientType=2&language={}&pageNo=1&pageSize=24&gameType=RNG",
    "/wps/game/launchGame/trial?nodeId=10002&language={}",
    "/lgw/games/game_menus?prizeMode=Lott&device=WEB&language={}",
];

#[tokio::test]
async fn no_call_refuses_a_language_the_front_offers() {
    let client = Client::new();
    let token = client.login("demo01", "abc123").await;
    // The front also sends the lower-case fallback (`en`) the upstream's own client uses.
    for code in codes().chain(["en", "th", "ty"]) {
        for path in BY_HEADER {
            let reply = client.get_in(path, code, Some(&token)).await;
            assert_eq!(reply.status, StatusCode::OK, "{path} in {code}: {}", reply.json);
            assert_eq!(reply.json["success"], true, "{path} in {code}: {}", reply.json);
        }
        for template in BY_PARAMETER {
            let path = template.replace("{}", code);
            let reply = client.get(&path, None).await;
            assert_eq!(reply.status, StatusCode::OK, "{path}: {}", reply.json);
            if path.starts_with("/wps/") {
                assert_eq!(reply.json["success"], true, "{path}: {}", reply.json);
            }
        }
    }
}

#[tokio::test]
async fn the_member_language_takes_every_code() {
    let client = Client::new();
    let token = client.login("demo01", "abc123").await;
    for code in codes() {
        let reply = client.json("PUT", "/wps/member/language", Some(&token), json!({"language": code})).await;
        assert_eq!(ok(&reply)["language"], code);
        assert_eq!(ok(&client.get("/wps/member/info", Some(&token)).await)["language"], code);
    }
    // Lao, Khmer and Myanmar (the upstream's MM; MY is Malay), whose content the mock has.
    for code in ["LO", "km", "MM"] {
        let reply = client.json("PUT", "/wps/member/language", Some(&token), json!({"language": code})).await;
        assert_eq!(ok(&reply)["language"], code.to_ascii_uppercase());
    }
    let reply = client.json("PUT", "/wps/member/language", Some(&token), json!({"language": "XX"})).await;
    assert_eq!(
        (reply.json["success"].as_bool(), reply.json["errorCode"].as_str()),
        (Some(false), Some("request_param_err"))
    );
}

#[tokio::test]
async fn texts_are_thai_for_th_and_english_for_a_language_without_texts() {
    let client = Client::new();
    for code in codes() {
        let help = ok(&client.get(&format!("/wps/system/helpCenter?lang={code}"), None).await).clone();
        let terms = help.as_array().unwrap().iter().find(|a| a["tag"] == "term").unwrap().clone();
        let (lang, title) = match code {
            "TH" => ("TH", "ข้อกำหนดและเงื่อนไข"),
            "LO" => ("LO", "ຂໍ້ກຳນົດ ແລະ ເງື່ອນໄຂ"),
            "KM" => ("KM", "លក្ខខណ្ឌ និងការកំណត់"),
            "MM" => ("MM", "စည်းမျဉ်းနှင့် စည်းကမ်းချက်များ"),
            _ => ("EN", "Terms and Conditions"),
        };
        assert_eq!((terms["lang"].as_str(), terms["title"].as_str()), (Some(lang), Some(title)), "{code}");

        let board = ok(&client
            .get(&format!("/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language={code}&limitNum=20"), None)
            .await)
        .clone();
        let list = board["list"].as_array().unwrap();
        assert_eq!(list.len(), 20, "{code}");
        for entry in list {
            for field in ["iconUrl", "gameName", "customerName", "winAmount"] {
                assert!(!entry["vo"][field].is_null(), "{field} missing in {entry}");
            }
        }
    }
}

#[tokio::test]
async fn tagalog_offers_the_bingo_classification() {
    let client = Client::new();
    let has_bingo = |code: &'static str| {
        let path = format!("/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&clientType=3&language={code}");
        let client = &client;
        async move {
            let lanes = ok(&client.get(&path, None).await)["data"]["lanes"].clone();
            lanes
                .as_array()
                .unwrap()
                .iter()
                .any(|lane| lane["gameClassify"].as_array().unwrap().iter().any(|class| class["key"] == "BINGO"))
        }
    };
    assert!(has_bingo("TY").await, "TY is the upstream's Tagalog");
    assert!(!has_bingo("EN").await);
}

// ---------------------------------------------------------------------------------------------
// Lao, Khmer and Myanmar content

/// A script's letters, by Unicode block.
#[derive(Clone, Copy, Debug)]
enum Script {
    Lao,
    Khmer,
    Myanmar,
    Thai,
}

impl Script {
    fn block(self) -> std::ops::RangeInclusive<char> {
        match self {
            Script::Lao => '\u{0E80}'..='\u{0EFF}',
            Script::Khmer => '\u{1780}'..='\u{17FF}',
            Script::Myanmar => '\u{1000}'..='\u{109F}',
            Script::Thai => '\u{0E00}'..='\u{0E7F}',
        }
    }

    /// Whether `text` is written in this script: some of its letters, none of Thai's (English and
    /// Thai texts standing in for a missing translation would show). The baht sign, in the Thai
    /// block, is every language's.
    fn writes(self, text: &str) -> bool {
        let thai = |c: char| Script::Thai.block().contains(&c) && c != '฿';
        text.chars().any(|c| self.block().contains(&c)) && !text.chars().any(thai)
    }
}

/// Every `title` and non-empty `content` of help articles (children included) is in `script`.
fn help_is_in(articles: &Value, script: Script, code: &str) {
    for article in articles.as_array().unwrap() {
        assert_eq!(article["lang"], code, "{article}");
        for field in ["title", "content"] {
            let text = article[field].as_str().unwrap();
            assert!(script.writes(text), "{field} of {} is not in {script:?}: {text}", article["tag"]);
        }
        help_is_in(&article["children"], script, code);
    }
}

#[tokio::test]
async fn the_help_centre_answers_lao_khmer_and_myanmar() {
    let client = Client::new();
    for (code, script) in [("LO", Script::Lao), ("lo", Script::Lao), ("KM", Script::Khmer), ("MM", Script::Myanmar)] {
        for device in ["WEB", "H5"] {
            let help =
                ok(&client.get(&format!("/wps/system/helpCenter?lang={code}&device={device}"), None).await).clone();
            assert!(help.as_array().unwrap().len() >= 8, "{code} {device}: {help}");
            help_is_in(&help, script, &code.to_ascii_uppercase());
        }
        // The `Language` header, without `lang`, reads the same.
        let by_header = ok(&client.get_in("/wps/system/helpCenter", code, None).await).clone();
        help_is_in(&by_header, script, &code.to_ascii_uppercase());
        let templates = ok(&client.get(&format!("/wps/system/templates?lang={code}"), None).await).clone();
        for template in templates.as_array().unwrap() {
            assert!(script.writes(template["content"].as_str().unwrap()), "{template}");
        }
    }
    let lao = ok(&client.get("/wps/system/helpCenter?lang=LO", None).await).clone();
    let terms = lao.as_array().unwrap().iter().find(|a| a["tag"] == "term").unwrap().clone();
    assert_eq!(terms["title"], "ຂໍ້ກຳນົດ ແລະ ເງື່ອນໄຂ");
    // The contact article keeps the brand's address and its link.
    let contact = lao.as_array().unwrap().iter().find(|a| a["tag"] == "contact").unwrap().clone();
    assert!(contact["content"].as_str().unwrap().contains("<a href=\"mailto:support@veneer.example\">"), "{contact}");
}

const ALL_TYPES: &str = "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B";

/// Every banner and notice text of an announcement answer (empty promotion texts aside) is in `script`.
fn announcements_are_in(value: &Value, script: Script) {
    for banner in value["banners"].as_array().unwrap() {
        assert!(script.writes(banner["title"].as_str().unwrap()), "{banner}");
    }
    for kind in ["player", "popup", "promotion", "home"] {
        let notices = value[kind].as_array().unwrap();
        assert!(!notices.is_empty(), "no {kind} notice");
        for notice in notices {
            assert!(script.writes(notice["title"].as_str().unwrap()), "{kind}: {notice}");
            let content = notice["content"].as_str().unwrap();
            assert!(content.is_empty() || script.writes(content), "{kind}: {notice}");
        }
    }
}

#[tokio::test]
async fn announcements_answer_khmer_lao_and_myanmar_by_the_language_header() {
    let (client, token) = demo().await;
    let english = ok(&client.get_in(ALL_TYPES, "EN", None).await).clone();
    for (code, script) in [("KM", Script::Khmer), ("km", Script::Khmer), ("LO", Script::Lao), ("MM", Script::Myanmar)] {
        let value = ok(&client.get_in(ALL_TYPES, code, None).await).clone();
        announcements_are_in(&value, script);
        // The same notices, in the same order, with the same images and HTML structure.
        for kind in ["banners", "player", "popup", "promotion", "home"] {
            let (theirs, ours) = (english[kind].as_array().unwrap(), value[kind].as_array().unwrap());
            assert_eq!(theirs.len(), ours.len(), "{code} {kind}");
            for (en, translated) in theirs.iter().zip(ours) {
                assert_eq!(
                    (&en["id"], &en["bannerId"], &en["url"]),
                    (&translated["id"], &translated["bannerId"], &translated["url"])
                );
                assert_eq!(en["announcementImages"], translated["announcementImages"]);
                let tags = |html: &str| {
                    html.split('<').skip(1).map(|t| t.split('>').next().unwrap().to_owned()).collect::<Vec<_>>()
                };
                assert_eq!(
                    tags(en["content"].as_str().unwrap_or("")),
                    tags(translated["content"].as_str().unwrap_or("")),
                    "{code}: {translated}"
                );
            }
        }
        // A member's own notices too.
        let mine = ok(&client
            .get_in(
                "/wps/relay/MCSFE_getListAnnouncementsV2?types=PU,PL,PR,H&platform=W&execution=B",
                code,
                Some(&token),
            )
            .await)
        .clone();
        for notice in mine["popup"].as_array().unwrap() {
            assert!(script.writes(notice["title"].as_str().unwrap()), "{notice}");
        }
    }
    let khmer = ok(&client.get_in(ALL_TYPES, "KM", None).await).clone();
    assert_eq!(khmer["player"][0]["title"], "សូមស្វាគមន៍មកកាន់ Veneer Demo");
}

#[tokio::test]
async fn promotions_answer_myanmar_lao_and_khmer() {
    let (client, token) = demo().await;
    for (code, script) in [("MM", Script::Myanmar), ("mm", Script::Myanmar), ("LO", Script::Lao), ("KM", Script::Khmer)]
    {
        let list = ok(&client.get_in("/wps/relay/PROMOFE_getPromotions", code, Some(&token)).await)["list"].clone();
        let list = list.as_array().unwrap();
        assert!(list.len() >= 10, "{code}: {list:?}");
        for promotion in list {
            for field in ["title", "summary"] {
                assert!(script.writes(promotion[field].as_str().unwrap()), "{code} {field}: {promotion}");
            }
            let path = format!("/wps/relay/PROMOFE_getPromotionDetail?promotionId={}", promotion["promotionId"]);
            let detail = ok(&client.get_in(&path, code, Some(&token)).await).clone();
            let content = detail["content"].as_str().unwrap();
            assert!(content.starts_with("<h3>") && content.contains("<li>"), "{content}");
            assert!(script.writes(content), "{code}: {content}");
            assert_eq!(detail["title"], promotion["title"]);
        }
        // The member's participation list reads the same language.
        let mine = ok(&client.get_in("/wps/relay/PROMOFE_getParticipation", code, Some(&token)).await)["list"].clone();
        assert!(mine.as_array().unwrap().iter().all(|p| script.writes(p["title"].as_str().unwrap())), "{mine}");
    }
    let myanmar = ok(&client.get_in("/wps/relay/PROMOFE_getPromotions", "MM", None).await)["list"].clone();
    assert!(myanmar.as_array().unwrap().iter().any(|p| p["title"] == "ကံစမ်းဘီး"), "{myanmar}");
}

#[tokio::test]
async fn thai_and_english_content_is_unchanged_and_malay_reads_english() {
    let client = Client::new();
    let title_of = |value: &Value, tag: &str| {
        value.as_array().unwrap().iter().find(|a| a["tag"] == tag).unwrap()["title"].as_str().unwrap().to_owned()
    };
    for (code, terms, notice, promotion) in [
        ("TH", "ข้อกำหนดและเงื่อนไข", "ยินดีต้อนรับสู่ Veneer Demo", "วงล้อนำโชค"),
        ("EN", "Terms and Conditions", "Welcome to Veneer Demo", "Lucky wheel"),
        // MY is Malay, which the brand has no texts in (Myanmar is MM).
        ("MY", "Terms and Conditions", "Welcome to Veneer Demo", "Lucky wheel"),
    ] {
        let help = ok(&client.get(&format!("/wps/system/helpCenter?lang={code}"), None).await).clone();
        assert_eq!(title_of(&help, "term"), terms, "{code}");
        let announcements = ok(&client.get_in(ALL_TYPES, code, None).await).clone();
        assert_eq!(announcements["player"][0]["title"], notice, "{code}");
        let promotions = ok(&client.get_in("/wps/relay/PROMOFE_getPromotions", code, None).await)["list"].clone();
        assert!(promotions.as_array().unwrap().iter().any(|p| p["title"] == promotion), "{code}: {promotions}");
    }
    let thai = ok(&client.get_in("/wps/relay/PROMOFE_getPromotions", "TH", None).await)["list"].clone();
    let wheel = thai.as_array().unwrap().iter().find(|p| p["title"] == "วงล้อนำโชค").unwrap().clone();
    assert_eq!(wheel["summary"], "หมุนลุ้นสูงสุด ฿888");
    let path = format!("/wps/relay/PROMOFE_getPromotionDetail?promotionId={}", wheel["promotionId"]);
    assert_eq!(
        ok(&client.get_in(&path, "TH", None).await)["content"],
        "<h3>วงล้อนำโชค</h3><ul><li>ฝากครบ ฿500 ขึ้นไปรับสิทธิ์ 1 ครั้ง</li><li>รางวัลเข้ากระเป๋าหลักทันที</li></ul>"
    );
    assert_eq!(
        ok(&client.get_in(&path, "EN", None).await)["content"],
        "<h3>Lucky wheel</h3><ul><li>Every deposit of ฿500 or more gives one chance.</li><li>Prizes are credited to your main wallet at once.</li></ul>"
    );
}

#[tokio::test]
async fn an_admin_text_in_lao_is_kept_and_served_and_a_missing_one_reads_english() {
    let client = Client::new();
    let body = json!([{
        "title": {"en": "Draw tonight", "th": "ออกผลคืนนี้", "lo": "ອອກຜົນຄືນນີ້"},
        "content": {"en": "<p>At 20:00.</p>", "lo": "<p>ເວລາ 20:00</p>", "km": "<p>ម៉ោង 20:00។</p>"}
    }]);
    ok(&client.admin("PUT", "/__admin/content/notices?type=H", Some(body)).await);
    let stored = ok(&client.admin("GET", "/__admin/content/notices?type=H", None).await).clone();
    assert_eq!(stored[0]["title"], json!({"th": "ออกผลคืนนี้", "en": "Draw tonight", "lo": "ອອກຜົນຄືນນີ້"}));
    assert_eq!(
        stored[0]["content"],
        json!({"th": "", "en": "<p>At 20:00.</p>", "lo": "<p>ເວລາ 20:00</p>", "km": "<p>ម៉ោង 20:00។</p>"})
    );
    // What GET answers, PUT takes back unchanged.
    ok(&client.admin("PUT", "/__admin/content/notices?type=H", Some(stored.clone())).await);
    assert_eq!(ok(&client.admin("GET", "/__admin/content/notices?type=H", None).await)[0]["title"], stored[0]["title"]);

    let home = |code: &'static str| {
        let client = &client;
        async move {
            let path = "/wps/relay/MCSFE_getListAnnouncements?types=H";
            let notice = ok(&client.get_in(path, code, None).await)["home"][0].clone();
            (notice["title"].as_str().unwrap().to_owned(), notice["content"].as_str().unwrap().to_owned())
        }
    };
    assert_eq!(home("LO").await, ("ອອກຜົນຄືນນີ້".to_owned(), "<p>ເວລາ 20:00</p>".to_owned()));
    assert_eq!(home("KM").await, ("Draw tonight".to_owned(), "<p>ម៉ោង 20:00។</p>".to_owned()));
    assert_eq!(home("MM").await, ("Draw tonight".to_owned(), "<p>At 20:00.</p>".to_owned()));
    assert_eq!(home("TH").await, ("ออกผลคืนนี้".to_owned(), "<p>At 20:00.</p>".to_owned()));
    assert_eq!(home("EN").await, ("Draw tonight".to_owned(), "<p>At 20:00.</p>".to_owned()));

    // The help centre's admin kind takes them too.
    let help = json!([{"tag": "about", "title": {"en": "About", "my": "ကျွန်ုပ်တို့အကြောင်း"}, "content": "<p>Hi</p>"}]);
    ok(&client.admin("PUT", "/__admin/content/help", Some(help)).await);
    let myanmar = ok(&client.get("/wps/system/helpCenter?lang=MM", None).await).clone();
    assert_eq!((&myanmar[0]["title"], &myanmar[0]["content"]), (&json!("ကျွန်ုပ်တို့အကြောင်း"), &json!("<p>Hi</p>")));
    let bad = client.admin("PUT", "/__admin/content/help", Some(json!([{"tag": "x", "title": {"mm": "…"}}]))).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{}", bad.json);
    assert!(bad.json["message"].as_str().unwrap().contains("unknown field `mm`"), "{}", bad.json);
}
