//! The demo brand's banners (every route group of spec 000 §2) and notices of every type, with
//! display windows and audiences that exercise the answers' rules.

use super::{Audience, BannerRecord, ContentState, NoticeRecord, NoticeType};
use crate::base::now_ms;
use crate::locale::Localized;

/// Banner titles and links per group, in art order.
const BANNERS: &[(&str, &str, &str, Option<&str>)] = &[
    ("w_home", "Welcome bonus 100% up to ฿5,000", "โบนัสต้อนรับ 100% สูงสุด ฿5,000", Some("/promotions")),
    ("w_home", "Daily cashback 5%", "คืนยอดเสียรายวัน 5%", Some("/promotions")),
    ("w_home", "Lottery every minute", "หวยออกผลทุกนาที", Some("/lottery")),
    ("w_home", "Songkran festival", "เทศกาลสงกรานต์", Some("/promotions")),
    ("w_rng", "New slots every week", "สล็อตใหม่ทุกสัปดาห์", Some("/rng")),
    ("w_rng", "Jackpot festival", "เทศกาลแจ็กพอต", None),
    ("w_live", "Live baccarat 24/7", "บาคาร่าสด 24 ชั่วโมง", Some("/live")),
    ("w_live", "VIP tables", "โต๊ะวีไอพี", None),
    ("w_fish", "Fishing frenzy", "ยิงปลามันส์ทุกวัน", Some("/fish")),
    ("w_pvp", "Card games tournament", "ทัวร์นาเมนต์เกมไพ่", Some("/pvp")),
    ("w_sports", "Premier League odds boost", "เพิ่มค่าน้ำพรีเมียร์ลีก", Some("/sports")),
    ("w_sports", "Parlay insurance", "ประกันบอลสเต็ป", None),
    ("w_esports", "Esports world series", "อีสปอร์ตเวิลด์ซีรีส์", Some("/esports")),
    ("w_lott", "Thai lottery pays 900×", "หวยไทยจ่ายสูงสุด 900 เท่า", Some("/lottery")),
    ("w_down", "Get the app", "ดาวน์โหลดแอป", Some("/down")),
    ("w_promotion", "Refer a friend", "ชวนเพื่อนรับโบนัส", Some("/promoDetail?id=3")),
    ("w_promotion", "Birthday bonus", "โบนัสวันเกิด", None),
    ("w_promotion", "New year lucky draw", "ลุ้นโชคปีใหม่", None),
    ("w_shop", "Points mall", "แลกของรางวัลด้วยแต้ม", Some("/pointMall")),
    ("w_help", "Support 24/7", "บริการลูกค้า 24 ชั่วโมง", Some("/help")),
    ("w_cockfight", "Cockfight live", "ไก่ชนถ่ายทอดสด", Some("/cockfight")),
];

/// Seeds the demo brand's banners and notices.
pub fn seed(content: &mut ContentState) {
    seed_banners(content);
    seed_notices(content);
}

/// The demo banners, one that has not started and one that has ended among them.
pub fn seed_banners(content: &mut ContentState) {
    let now = now_ms();
    let day = 86_400_000;
    let mut art = std::collections::HashMap::<&str, u32>::new();
    content.banners = BANNERS
        .iter()
        .enumerate()
        .map(|(i, &(group, en, th, link))| {
            let n = art.entry(group).and_modify(|n| *n += 1).or_insert(1);
            // One banner that has not started yet and one that has ended: both stay hidden.
            let (start_ms, end_ms) = match (group, *n) {
                ("w_home", 4) => (now + day, Some(now + 30 * day)),
                ("w_promotion", 3) => (now - 60 * day, Some(now - day)),
                _ => (now - 30 * day, None),
            };
            BannerRecord {
                id: i as u32 + 1,
                group: group.into(),
                art: *n,
                title: Localized::new(en, th),
                linkage_type: link.map(|_| "URL".to_owned()),
                linkage_url: link.map(str::to_owned),
                sort: *n,
                start_ms,
                end_ms,
                image_url: None,
            }
        })
        .collect();
}

/// The demo notices of every type and audience, one that has ended among them.
pub fn seed_notices(content: &mut ContentState) {
    content.notices = notices(now_ms());
}

fn notices(now: i64) -> Vec<NoticeRecord> {
    let hour = 3_600_000;
    let day = 24 * hour;
    let mut list = Vec::new();
    let mut add = |kind, en: &str, th: &str, body_en: &str, body_th: &str, age_hours: i64, audience, images: &[u32]| {
        list.push(NoticeRecord {
            id: list.len() as u32 + 1,
            kind,
            title: Localized::new(en, th),
            content: Localized::new(body_en, body_th),
            images: images.iter().map(|n| format!("promotions/{n}.svg")).collect(),
            start_ms: now - age_hours * hour,
            end_ms: None,
            audience,
        });
    };
    use Audience::*;
    use NoticeType::*;
    // Player notices: more than one modal page (9 a page).
    let player: [(&str, &str, &str, &str); 11] = [
        (
            "Welcome to Veneer Demo",
            "ยินดีต้อนรับสู่ Veneer Demo",
            "<p>Enjoy live casino, slots, sports and lottery in one wallet.</p>",
            "<p>สนุกกับคาสิโนสด สล็อต กีฬา และหวย ในกระเป๋าเงินเดียว</p>",
        ),
        (
            "Scheduled maintenance",
            "ปิดปรับปรุงระบบตามกำหนด",
            "<p>Sunday 02:00–04:00 (GMT+7). Your balance is safe.</p>",
            "<p>วันอาทิตย์ เวลา 02:00–04:00 น. ยอดเงินของท่านปลอดภัย</p>",
        ),
        (
            "New slots every week",
            "สล็อตใหม่ทุกสัปดาห์",
            "<p>Check the <b>RNG</b> lobby every Monday.</p>",
            "<p>พบเกมใหม่ในล็อบบี้ <b>สล็อต</b> ทุกวันจันทร์</p>",
        ),
        (
            "PromptPay deposits in 1 minute",
            "ฝากผ่านพร้อมเพย์ใน 1 นาที",
            "<p>PromptPay deposits are now credited within a minute.</p>",
            "<p>การฝากผ่านพร้อมเพย์เข้าบัญชีภายใน 1 นาที</p>",
        ),
        (
            "Thai government lottery",
            "หวยรัฐบาลไทย",
            "<p>Draws on the 1st and 16th of every month. Betting closes 30 minutes before the draw.</p>",
            "<p>ออกรางวัลทุกวันที่ 1 และ 16 ของเดือน ปิดรับแทง 30 นาทีก่อนออกผล</p>",
        ),
        (
            "Vietnam lottery results",
            "ผลหวยเวียดนาม",
            "<p>Southern provinces draw at 16:15, central at 17:15 and northern at 18:15.</p>",
            "<p>ภาคใต้ออกผล 16:15 น. ภาคกลาง 17:15 น. และภาคเหนือ 18:15 น.</p>",
        ),
        (
            "Responsible gaming",
            "การเล่นอย่างรับผิดชอบ",
            "<p>Set your limits and take breaks. Players under 18 are not allowed.</p>",
            "<p>กำหนดวงเงินและพักเป็นระยะ ไม่อนุญาตให้ผู้มีอายุต่ำกว่า 18 ปีเล่น</p>",
        ),
        (
            "Beware of fake sites",
            "ระวังเว็บไซต์ปลอม",
            "<p>We never ask for your password by chat. Use only our official domains.</p>",
            "<p>เราไม่เคยขอรหัสผ่านผ่านแชท โปรดใช้เฉพาะโดเมนทางการของเรา</p>",
        ),
        (
            "Bank maintenance: KBank",
            "ธนาคารกสิกรไทยปิดปรับปรุง",
            "<p>Withdrawals to KBank may be delayed on Saturday 23:00–01:00.</p>",
            "<p>การถอนเข้าธนาคารกสิกรไทยอาจล่าช้าในวันเสาร์ 23:00–01:00 น.</p>",
        ),
        (
            "New e-sports markets",
            "ตลาดอีสปอร์ตใหม่",
            "<p>Bet on Valorant and Mobile Legends tournaments.</p>",
            "<p>เดิมพันทัวร์นาเมนต์ Valorant และ Mobile Legends ได้แล้ว</p>",
        ),
        (
            "LINE support",
            "ติดต่อผ่านไลน์",
            "<p>Add <b>@veneerdemo</b> on LINE for quick help.</p>",
            "<p>เพิ่มเพื่อน <b>@veneerdemo</b> ทางไลน์เพื่อรับความช่วยเหลือ</p>",
        ),
    ];
    for (i, (en, th, body_en, body_th)) in player.iter().enumerate() {
        add(PL, en, th, body_en, body_th, 6 + 20 * i as i64, Everyone, &[]);
    }
    add(
        PU,
        "Welcome bonus 100%",
        "โบนัสต้อนรับ 100%",
        "<p>Deposit ฿100 or more and get 100% up to <b>฿5,000</b>. Turnover 10×.</p>",
        "<p>ฝากขั้นต่ำ ฿100 รับโบนัส 100% สูงสุด <b>฿5,000</b> ทำเทิร์น 10 เท่า</p>",
        12,
        Everyone,
        &[1],
    );
    add(
        PU,
        "Lottery every minute",
        "หวยออกผลทุกนาที",
        "<p>Fast lotto draws every 1, 3 and 5 minutes, Yeekee every 15.</p>",
        "<p>หวยด่วนออกผลทุก 1, 3 และ 5 นาที ยี่กีทุก 15 นาที</p>",
        30,
        Everyone,
        &[],
    );
    add(
        PU,
        "Your monthly gift is ready",
        "ของขวัญประจำเดือนพร้อมแล้ว",
        "<p>Open the reward centre to claim it.</p>",
        "<p>เปิดศูนย์รางวัลเพื่อรับของขวัญ</p>",
        2,
        Members,
        &[],
    );
    add(
        PU,
        "VIP host service",
        "บริการผู้ดูแลวีไอพี",
        "<p>Your personal host is available on LINE @veneervip.</p>",
        "<p>ผู้ดูแลส่วนตัวของท่านพร้อมให้บริการทางไลน์ @veneervip</p>",
        4,
        MinRank(5),
        &[],
    );
    add(
        PU,
        "Complete your profile",
        "กรอกข้อมูลส่วนตัวให้ครบ",
        "<p>Add your e-mail to receive 50 points.</p>",
        "<p>เพิ่มอีเมลของท่านเพื่อรับ 50 แต้ม</p>",
        1,
        Only(vec![1]),
        &[],
    );
    add(PR, "Welcome bonus 100%", "โบนัสต้อนรับ 100%", "", "", 48, Everyone, &[1]);
    add(PR, "Daily cashback 5%", "คืนยอดเสียรายวัน 5%", "", "", 72, Everyone, &[2, 3]);
    add(
        PR,
        "Refer a friend",
        "ชวนเพื่อนรับค่าแนะนำ",
        "<h3>Earn 0.5% of your friends' turnover</h3><p>Share your referral link from <b>Invite friends</b>. Paid every Monday.</p>",
        "<h3>รับ 0.5% จากยอดเล่นของเพื่อน</h3><p>แชร์ลิงก์จากเมนู <b>ชวนเพื่อน</b> จ่ายทุกวันจันทร์</p>",
        96,
        Everyone,
        &[],
    );
    add(
        PR,
        "Lottery 900× payout",
        "หวยจ่าย 900 เท่า",
        "<p>Three-digit straight bets on the Thai government lottery pay 900×.</p>",
        "<p>แทงสามตัวตรงหวยรัฐบาลไทย จ่ายสูงสุด 900 เท่า</p>",
        120,
        Everyone,
        &[4],
    );
    add(
        PR,
        "VIP weekly reload 10%",
        "โบนัสเติมเงินรายสัปดาห์ VIP 10%",
        "<p>VIP 2 and above: 10% on your first deposit of the week.</p>",
        "<p>สมาชิก VIP 2 ขึ้นไป รับ 10% จากยอดฝากแรกของสัปดาห์</p>",
        24,
        MinRank(2),
        &[5],
    );
    add(
        H,
        "Thai lottery draw on the 16th",
        "หวยรัฐบาลออกวันที่ 16",
        "<p>Results are posted right after the draw at 16:00.</p>",
        "<p>ประกาศผลทันทีหลังออกรางวัลเวลา 16:00 น.</p>",
        3,
        Everyone,
        &[],
    );
    add(
        H,
        "Bank transfers on public holidays",
        "การโอนเงินในวันหยุดนักขัตฤกษ์",
        "<p>Deposits are credited as usual; some banks delay withdrawals.</p>",
        "<p>การฝากเงินเป็นไปตามปกติ บางธนาคารอาจถอนล่าช้า</p>",
        50,
        Everyone,
        &[],
    );
    // A notice that has ended stays hidden.
    add(
        PL,
        "Songkran schedule (ended)",
        "ตารางช่วงสงกรานต์ (สิ้นสุดแล้ว)",
        "<p>Past.</p>",
        "<p>ผ่านไปแล้ว</p>",
        24 * 40,
        Everyone,
        &[],
    );
    if let Some(last) = list.last_mut() {
        last.end_ms = Some(now - day);
    }
    list
}
