//! The demo brand's site configuration: domains, social links and downloads, customer service,
//! help centre and text templates (Thai and English; the brand is Thai).

use rand::Rng;
use rand::distributions::Alphanumeric;

use super::{CsType, CustomerService, DomainRoute, HelpArticle, Resource, RouteType, SystemState, Template};
use crate::locale::{Device, Localized};

const MAIN_DOMAIN: &str = "www.veneer.example";

/// Fills a fresh merchant's site configuration (white-label switches are left as they are).
pub fn seed(site: &mut SystemState) {
    site.brand_name = "Veneer Demo".into();
    site.market_country = "TH".into();
    site.email = "support@veneer.example".into();
    // No analytics id: the demo's pages would ask Google's host for the tag, which fails offline (a console
    // error on every page). An integrator sets one through /__admin/content/site to try the tag.
    site.gtag_id = String::new();
    site.app_version = "3.8.2".into();
    site.cs_key = rand::thread_rng().sample_iter(&Alphanumeric).take(8).map(char::from).collect();
    site.domains = [
        (MAIN_DOMAIN, RouteType::Main),
        ("m.veneer.example", RouteType::Mirror),
        ("veneer1.example", RouteType::Mirror),
        ("veneer2.example", RouteType::Mirror),
        ("app.veneer.example", RouteType::App),
        ("localhost", RouteType::Dev),
        ("127.0.0.1", RouteType::Dev),
    ]
    .into_iter()
    .map(|(domain, route_type)| DomainRoute { domain: domain.into(), route_type })
    .collect();
    site.resources = resources();
    site.customer_service = vec![
        CustomerService {
            cs_type: CsType::Livechat,
            url: "https://chat.veneer.example/livechat?merchant=veneerdemo".into(),
        },
        CustomerService { cs_type: CsType::Vip, url: "https://chat.veneer.example/vip?merchant=veneerdemo".into() },
        CustomerService { cs_type: CsType::Line, url: "https://line.me/R/ti/p/@veneerdemo".into() },
    ];
    site.help = help(&site.email);
    site.templates = templates(&site.brand_name, &site.email);
}

fn resources() -> Vec<Resource> {
    let item = |kind: &str, url: &str, en: &str, th: &str, with_qr: bool| Resource {
        resource_type: kind.into(),
        url: url.into(),
        label: Localized::new(en, th),
        with_qr,
    };
    vec![
        item("LINE", "https://line.me/R/ti/p/@veneerdemo", "LINE @veneerdemo", "ไลน์ @veneerdemo", true),
        item("LINE", "https://line.me/R/ti/p/@veneerdemo2", "LINE @veneerdemo2", "ไลน์ @veneerdemo2", true),
        item("LINE", "https://line.me/R/ti/p/@veneervip", "LINE VIP @veneervip", "ไลน์ VIP @veneervip", true),
        item("TELEGRAM", "https://t.me/veneerdemo", "Telegram", "เทเลแกรม", false),
        item("FACEBOOK", "https://www.facebook.com/veneerdemo", "Facebook", "เฟซบุ๊ก", false),
        item("TIKTOK", "https://www.tiktok.com/@veneerdemo", "TikTok", "ติ๊กต็อก", false),
        item("TWITTER", "https://x.com/veneerdemo", "X (Twitter)", "X (ทวิตเตอร์)", false),
        item("YOUTUBE", "https://www.youtube.com/@veneerdemo", "YouTube", "ยูทูบ", false),
        item("INSTAGRAM", "https://www.instagram.com/veneerdemo", "Instagram", "อินสตาแกรม", false),
        item("ZALO", "https://zalo.me/veneerdemo", "Zalo", "ซาโล", false),
        item(
            "IOS",
            "itms-services://?action=download-manifest&url=https://dl.veneer.example/ios/manifest.plist",
            "iOS app",
            "แอป iOS",
            true,
        ),
        item(
            "IOS-LITE-APP",
            "https://dl.veneer.example/ios/veneerdemo.mobileconfig",
            "iOS lite app (profile)",
            "แอป iOS แบบโปรไฟล์",
            true,
        ),
        item("ANDROID", "https://dl.veneer.example/android/veneerdemo.apk", "Android app", "แอป Android", true),
    ]
}

fn article(tag: &str, title: Localized, content: Localized, bg_color: &str) -> HelpArticle {
    HelpArticle {
        tag: tag.into(),
        title,
        content,
        bg_color: bg_color.into(),
        devices: Vec::new(),
        display: true,
        children: Vec::new(),
    }
}

fn help(email: &str) -> Vec<HelpArticle> {
    let t = Localized::new;
    let mut terms = article(
        "term",
        t("Terms and Conditions", "ข้อกำหนดและเงื่อนไข"),
        t(
            "<p>By opening an account you accept these terms. Please read them carefully.</p>",
            "<p>การเปิดบัญชีถือว่าท่านยอมรับข้อกำหนดเหล่านี้ โปรดอ่านอย่างละเอียด</p>",
        ),
        "#1f2a44",
    );
    terms.children = vec![
        article(
            "term-general",
            t("General", "ทั่วไป"),
            t(
                "<p>These terms apply to every product of the site. We may change them; the version shown here applies.</p>",
                "<p>ข้อกำหนดนี้ใช้กับทุกผลิตภัณฑ์ของเว็บไซต์ เราอาจเปลี่ยนแปลงได้ โดยฉบับที่แสดงที่นี่มีผลบังคับใช้</p>",
            ),
            "#1f2a44",
        ),
        article(
            "term-account",
            t("Accounts", "บัญชีผู้ใช้"),
            t(
                "<ul><li>You must be 18 or older.</li><li>One account per person, household and address.</li><li>Keep your password secret; you are responsible for bets made with it.</li></ul>",
                "<ul><li>ท่านต้องมีอายุ 18 ปีขึ้นไป</li><li>หนึ่งบัญชีต่อหนึ่งบุคคล ครัวเรือน และที่อยู่</li><li>เก็บรหัสผ่านเป็นความลับ ท่านต้องรับผิดชอบการเดิมพันที่ทำด้วยรหัสผ่านนั้น</li></ul>",
            ),
            "#1f2a44",
        ),
        article(
            "term-betting",
            t("Bets", "การเดิมพัน"),
            t(
                "<p>A bet is final once confirmed. Results are those of the game provider or the official draw.</p>",
                "<p>การเดิมพันถือเป็นที่สิ้นสุดเมื่อได้รับการยืนยัน ผลลัพธ์เป็นไปตามผู้ให้บริการเกมหรือผลการออกรางวัลอย่างเป็นทางการ</p>",
            ),
            "#1f2a44",
        ),
        article(
            "term-bonus",
            t("Promotions and bonuses", "โปรโมชั่นและโบนัส"),
            t(
                "<p>Each promotion has its own turnover requirement. Abuse voids the bonus and its winnings.</p>",
                "<p>โปรโมชั่นแต่ละรายการมีเงื่อนไขยอดเทิร์นโอเวอร์ของตนเอง การใช้โปรโมชั่นในทางที่ผิดจะทำให้โบนัสและเงินรางวัลเป็นโมฆะ</p>",
            ),
            "#1f2a44",
        ),
    ];
    let mut faq = article(
        "faq",
        t("Frequently asked questions", "คำถามที่พบบ่อย"),
        t("<p>Answers to the questions we hear most.</p>", "<p>คำตอบสำหรับคำถามที่พบบ่อยที่สุด</p>"),
        "#203a2e",
    );
    faq.children = vec![
        article(
            "faq-register",
            t("How do I register?", "สมัครสมาชิกอย่างไร"),
            t(
                "<p>Press <b>Register</b>, choose a user name (6–13 letters and digits) and a password (6–12), or register with your mobile number.</p>",
                "<p>กด <b>สมัครสมาชิก</b> ตั้งชื่อผู้ใช้ (ตัวอักษรและตัวเลข 6–13 ตัว) และรหัสผ่าน (6–12 ตัว) หรือสมัครด้วยเบอร์โทรศัพท์</p>",
            ),
            "#203a2e",
        ),
        article(
            "faq-deposit",
            t("How long does a deposit take?", "ฝากเงินใช้เวลานานเท่าไร"),
            t(
                "<p>Bank transfers and PromptPay are credited within 1–3 minutes.</p>",
                "<p>การโอนผ่านธนาคารและพร้อมเพย์จะเข้าบัญชีภายใน 1–3 นาที</p>",
            ),
            "#203a2e",
        ),
        article(
            "faq-withdraw",
            t("How do I withdraw?", "ถอนเงินอย่างไร"),
            t(
                "<p>Open <b>My wallet → Withdraw</b>. Withdrawals go to the bank account in your name.</p>",
                "<p>ไปที่ <b>กระเป๋าเงิน → ถอนเงิน</b> เงินจะโอนเข้าบัญชีธนาคารที่เป็นชื่อของท่าน</p>",
            ),
            "#203a2e",
        ),
        article(
            "faq-password",
            t("I forgot my password", "ลืมรหัสผ่าน"),
            t(
                "<p>Use <b>Forgot password</b> on the login form: we send a code to your mobile number or a link to your e-mail.</p>",
                "<p>ใช้ <b>ลืมรหัสผ่าน</b> ในหน้าล็อกอิน เราจะส่งรหัสไปยังเบอร์โทรศัพท์หรือส่งลิงก์ไปยังอีเมลของท่าน</p>",
            ),
            "#203a2e",
        ),
    ];
    let mut app = article(
        "app",
        t("Install the app", "ติดตั้งแอป"),
        t(
            "<p>Android: download the APK and allow installs from this source. iOS: install the profile, then trust it under Settings → General → VPN &amp; Device Management.</p>",
            "<p>Android: ดาวน์โหลดไฟล์ APK และอนุญาตการติดตั้งจากแหล่งนี้ iOS: ติดตั้งโปรไฟล์ แล้วกดเชื่อถือที่ การตั้งค่า → ทั่วไป → VPN และการจัดการอุปกรณ์</p>",
        ),
        "#3a2440",
    );
    app.devices = vec![Device::H5];
    let mut browsers = article(
        "browser",
        t("Supported browsers", "เบราว์เซอร์ที่รองรับ"),
        t("<p>The latest Chrome, Edge, Firefox and Safari.</p>", "<p>Chrome, Edge, Firefox และ Safari รุ่นล่าสุด</p>"),
        "#3a2440",
    );
    browsers.devices = vec![Device::Web];
    let mut agent_terms = article(
        "agent-term",
        t("Agent terms", "ข้อกำหนดสำหรับตัวแทน"),
        t(
            "<p>Commission is paid on the net loss of active downline members, per the agent's contract.</p>",
            "<p>ค่าคอมมิชชั่นจ่ายจากยอดเสียสุทธิของสมาชิกใต้สายที่ยังใช้งาน ตามสัญญาของตัวแทน</p>",
        ),
        "#1f2a44",
    );
    agent_terms.display = false;
    vec![
        article(
            "about",
            t("About us", "เกี่ยวกับเรา"),
            t(
                "<p>Veneer Demo offers live casino, slots, fish games, card games, sports, e-sports, lottery and cockfight in one wallet.</p>",
                "<p>Veneer Demo รวมคาสิโนสด สล็อต เกมยิงปลา เกมไพ่ กีฬา อีสปอร์ต หวย และไก่ชน ไว้ในกระเป๋าเงินเดียว</p>",
            ),
            "#2b2f3a",
        ),
        terms,
        article(
            "privacy",
            t("Privacy policy", "นโยบายความเป็นส่วนตัว"),
            t(
                "<p>We keep your personal data only to run your account and never sell it.</p>",
                "<p>เราเก็บข้อมูลส่วนบุคคลของท่านเพื่อใช้ดำเนินการบัญชีเท่านั้น และจะไม่ขายข้อมูลให้ผู้อื่น</p>",
            ),
            "#2b2f3a",
        ),
        article(
            "responsible",
            t("Responsible gaming", "การเล่นอย่างรับผิดชอบ"),
            t(
                "<p>Play for fun, set limits and take breaks. Players under 18 are not allowed.</p>",
                "<p>เล่นเพื่อความบันเทิง กำหนดวงเงิน และพักเป็นระยะ ไม่อนุญาตให้ผู้ที่มีอายุต่ำกว่า 18 ปีเล่น</p>",
            ),
            "#402a1f",
        ),
        faq,
        app,
        browsers,
        article(
            "contact",
            t("Contact us", "ติดต่อเรา"),
            t(
                &format!("<p>Live chat 24/7, LINE @veneerdemo, or e-mail <a href=\"mailto:{email}\">{email}</a>.</p>"),
                &format!("<p>แชทสด 24 ชั่วโมง ไลน์ @veneerdemo หรืออีเมล <a href=\"mailto:{email}\">{email}</a></p>"),
            ),
            "#2b2f3a",
        ),
        agent_terms,
    ]
}

fn templates(brand: &str, email: &str) -> Vec<Template> {
    let template = |code: &str, value: Option<i64>, en: String, th: String| Template {
        code: code.into(),
        value,
        text: Localized::new(en, th),
    };
    vec![
        template(
            "AGE_AGREEMENT",
            Some(18),
            "I am over 18 years old and I have read and agree to the Terms and Conditions.".into(),
            "ข้าพเจ้ามีอายุเกิน 18 ปี และได้อ่านและยอมรับข้อกำหนดและเงื่อนไขแล้ว".into(),
        ),
        template(
            "BIRTHDAY_AGE",
            Some(21),
            "Date of birth: you must be 21 or older.".into(),
            "วันเกิด: ท่านต้องมีอายุ 21 ปีขึ้นไป".into(),
        ),
        template(
            "FOOTER_COPYRIGHT",
            Some(2025),
            format!("Copyright © 2025 {brand}. All rights reserved."),
            format!("สงวนลิขสิทธิ์ © 2025 {brand}"),
        ),
        template("FOOTER_CONTACT", None, format!("Contact us: {email}"), format!("ติดต่อเรา: {email}")),
        template(
            "MAINTENANCE",
            None,
            "The site is under maintenance. Please come back later or contact customer service.".into(),
            "ระบบกำลังปิดปรับปรุง กรุณากลับมาใหม่ภายหลังหรือติดต่อฝ่ายบริการลูกค้า".into(),
        ),
        template(
            "REGION_BLOCKED",
            None,
            "Access restricted by location or IP.".into(),
            "ไม่สามารถเข้าใช้งานได้จากพื้นที่หรือ IP ของท่าน".into(),
        ),
    ]
}
