//! The rewards seed: the points mall, promotions, missions and their rivals, and demo01's part in
//! them, chosen so that every promotion status of spec 001 §4 shows for demo01 (Join, Claim,
//! Applying, Closed, Rejected, Issued, Claimed, Process, Joined, Signed, Coming soon), the reward
//! centre, missions and mailbox have badges, and the points history has every movement. Promotions'
//! texts are in English, Thai, Lao, Khmer and Myanmar; the rest in English and Thai.

use super::inbox::notify;
use super::missions::{Metric, Mission, MissionClaim, Period, Rival};
use super::points::{self, MallReward, PointEntry, PointKind, RedeemStatus, Redemption, RewardType};
use super::promotions::{Entry, EntryState, PromoKind, Promotion};
use super::tickets::{Prize, RaffleType, Ticket, TicketKind, TicketStatus, raffle_ticket};
use crate::base::{MemberId, now_ms};
use crate::calendar::{DAY_MS, MINUTE_MS, compact_date, day_start, week_start};
use crate::events::{Category, Notice};
use crate::ledger::TxKind;
use crate::locale::Localized;
use crate::state::Db;
use crate::wallet::uploads::StoredImage;
use crate::wallet::{baht, restate_balances};

/// Seeds the rewards area: the points mall, promotions, missions with their rivals, and demo01's rewards history.
pub fn seed(db: &mut Db) {
    let now = now_ms();
    seed_mall(db);
    seed_promotions(db, now);
    seed_missions(db);
    points::settle_due(db, now);
    if let Some(demo) = db.member_by_name("demo01").map(|m| m.id) {
        demo_rewards(db, demo, now);
        restate_balances(db, demo);
        restate_points(db, demo);
    }
    for member in db.members.keys().copied().collect::<Vec<_>>() {
        let welcome = Notice::Text {
            category: Category::System,
            title_en: "Welcome to Veneer Demo".into(),
            title_th: "ยินดีต้อนรับสู่ Veneer Demo".into(),
            content_en: "Thank you for joining. Check the promotions page for your welcome bonus and earn points with every valid bet.".into(),
            content_th: "ขอบคุณที่ร่วมเป็นสมาชิก ดูโบนัสต้อนรับได้ที่หน้าโปรโมชั่น และสะสมคะแนนจากทุกยอดเดิมพันที่ถูกต้อง".into(),
        };
        let joined = db.members.get(&member).map_or(now, |m| m.reg_date_ms);
        notify(db, member, welcome, joined);
    }
    // Older messages have been read; the last two days' are new.
    for message in &mut db.rewards.inbox {
        message.read = message.time_ms < now - 2 * DAY_MS;
    }
}

fn mall_reward(reward_type: RewardType, name: [&str; 2], description: [&str; 2], points: i64, art: &str) -> MallReward {
    MallReward {
        id: 0,
        reward_type,
        name_en: name[0].into(),
        name_th: name[1].into(),
        description_en: description[0].into(),
        description_th: description[1].into(),
        points_required: points,
        amount_required_cents: 0,
        cash_value_cents: 0,
        stock: None,
        art: art.into(),
    }
}

fn seed_mall(db: &mut Db) {
    let to_wallet = ["Credited to your main wallet.", "เข้ากระเป๋าหลักทันทีเมื่ออนุมัติ"];
    let rewards = [
        MallReward {
            cash_value_cents: baht(20),
            ..mall_reward(RewardType::Cash, ["Cash ฿20", "เงินสด ฿20"], to_wallet, 1_500, "cash-20.svg")
        },
        MallReward {
            cash_value_cents: baht(100),
            ..mall_reward(RewardType::Cash, ["Cash ฿100", "เงินสด ฿100"], to_wallet, 7_000, "cash-100.svg")
        },
        MallReward {
            stock: Some(20),
            ..mall_reward(
                RewardType::Item,
                ["Starbucks ฿100 e-voucher", "บัตรกำนัลสตาร์บัคส์ ฿100"],
                ["Sent to the e-mail or LINE ID in your remark.", "ส่งทางอีเมลหรือไลน์ไอดีที่ระบุในหมายเหตุ"],
                6_000,
                "starbucks-voucher.svg",
            )
        },
        MallReward {
            stock: Some(50),
            ..mall_reward(
                RewardType::Item,
                ["TrueMoney ฿50 card", "บัตรทรูมันนี่ ฿50"],
                ["Sent to the mobile number in your remark.", "ส่งไปยังเบอร์มือถือที่ระบุในหมายเหตุ"],
                4_000,
                "truemoney-card.svg",
            )
        },
        MallReward {
            amount_required_cents: baht(49),
            stock: Some(100),
            ..mall_reward(
                RewardType::Item,
                ["Veneer T-shirt", "เสื้อยืด Veneer"],
                ["Shipped to the address in your remark; ฿49 shipping.", "จัดส่งตามที่อยู่ในหมายเหตุ ค่าส่ง ฿49"],
                3_000,
                "veneer-tshirt.svg",
            )
        },
        MallReward {
            amount_required_cents: baht(99),
            stock: Some(5),
            ..mall_reward(
                RewardType::Item,
                ["Bluetooth earbuds", "หูฟังบลูทูธ"],
                ["Shipped to the address in your remark; ฿99 shipping.", "จัดส่งตามที่อยู่ในหมายเหตุ ค่าส่ง ฿99"],
                25_000,
                "bluetooth-earbuds.svg",
            )
        },
        MallReward {
            amount_required_cents: baht(990),
            stock: Some(1),
            ..mall_reward(
                RewardType::Item,
                ["iPhone 16 Pro 256 GB", "ไอโฟน 16 โปร 256 GB"],
                [
                    "Shipped to the address in your remark; ฿990 insured shipping.",
                    "จัดส่งตามที่อยู่ในหมายเหตุ ค่าส่งพร้อมประกัน ฿990",
                ],
                900_000,
                "iphone-16-pro.svg",
            )
        },
    ];
    for reward in rewards {
        let id = db.ledger.next_id();
        db.rewards.points.rewards.push(MallReward { id, ..reward });
    }
}

/// One promotion's texts: title, summary and rules, each in English, Thai, Lao, Khmer and Myanmar.
struct Texts<'a> {
    title: [&'a str; 5],
    summary: [&'a str; 5],
    rules: [&'a str; 5],
}

fn add_promotion(db: &mut Db, category: &str, texts: Texts, window: (i64, i64), kind: PromoKind, art: &str) -> u64 {
    let id = db.ledger.next_id();
    let sort = db.rewards.promotions.len() as u32 + 1;
    let content: [String; 5] =
        std::array::from_fn(|i| format!("<h3>{}</h3><ul>{}</ul>", texts.title[i], texts.rules[i]));
    db.rewards.promotions.push(Promotion {
        id,
        category: category.into(),
        title: Localized::of(texts.title),
        summary: Localized::of(texts.summary),
        content: Localized::of(content),
        start_ms: window.0,
        end_ms: window.1,
        kind,
        art: art.into(),
        sort,
    });
    id
}

fn prize(en: &str, th: &str, whole: i64, weight: u32) -> Prize {
    Prize { name_en: en.into(), name_th: th.into(), amount_cents: baht(whole), weight }
}

fn seed_promotions(db: &mut Db, now: i64) {
    let today = day_start(now);
    let running = (today - 60 * DAY_MS, today + 60 * DAY_MS);
    let turnover_rule = [
        "<li>Join first; valid bets placed after joining count.</li><li>Claim the bonus once the target is reached.</li>",
        "<li>กดเข้าร่วมก่อน ยอดเดิมพันที่ถูกต้องหลังเข้าร่วมจึงนับ</li><li>รับโบนัสได้เมื่อถึงเป้าหมาย</li>",
        "<li>ກົດເຂົ້າຮ່ວມກ່ອນ ຍອດເດີມພັນທີ່ຖືກຕ້ອງຫຼັງຈາກເຂົ້າຮ່ວມຈຶ່ງຈະຖືກນັບ</li><li>ຮັບໂບນັດໄດ້ເມື່ອບັນລຸເປົ້າໝາຍ</li>",
        "<li>ចុចចូលរួមជាមុនសិន ការភ្នាល់ត្រឹមត្រូវដែលធ្វើឡើងក្រោយពេលចូលរួមទើបត្រូវបានរាប់។</li><li>ទទួលបូណូសបាននៅពេលឈានដល់គោលដៅ។</li>",
        "<li>ဦးစွာ ပါဝင်ရန် နှိပ်ပါ၊ ပါဝင်ပြီးနောက် လောင်းသော အကျုံးဝင်လောင်းကြေးများကိုသာ ရေတွက်ပါမည်။</li><li>ပစ်မှတ်ပြည့်သည်နှင့် ဘောနပ်စ်ကို ရယူနိုင်ပါသည်။</li>",
    ];
    let apply_rule = [
        "<li>Apply with a remark of up to 140 characters and up to 3 PNG or JPG screenshots (5 MB each).</li><li>Applications are usually decided within minutes; some take up to a day.</li>",
        "<li>สมัครพร้อมหมายเหตุไม่เกิน 140 ตัวอักษร และรูปภาพ PNG หรือ JPG ไม่เกิน 3 รูป (รูปละไม่เกิน 5 MB)</li><li>โดยปกติพิจารณาภายในไม่กี่นาที บางโปรโมชั่นอาจใช้เวลาถึง 1 วัน</li>",
        "<li>ສະໝັກພ້ອມໝາຍເຫດບໍ່ເກີນ 140 ຕົວອັກສອນ ແລະ ຮູບໜ້າຈໍ PNG ຫຼື JPG ບໍ່ເກີນ 3 ຮູບ (ຮູບລະບໍ່ເກີນ 5 MB)</li><li>ໂດຍປົກກະຕິຈະພິຈາລະນາພາຍໃນບໍ່ເທົ່າໃດນາທີ ບາງໂປຣໂມຊັນອາດໃຊ້ເວລາເຖິງ 1 ມື້</li>",
        "<li>ដាក់ពាក្យជាមួយកំណត់សម្គាល់មិនលើសពី 140 តួអក្សរ និងរូបថតអេក្រង់ PNG ឬ JPG មិនលើសពី 3 សន្លឹក (សន្លឹកនីមួយៗមិនលើសពី 5 MB)។</li><li>ជាធម្មតាពាក្យស្នើសុំត្រូវបានសម្រេចក្នុងរយៈពេលប៉ុន្មាននាទី ខ្លះអាចចំណាយពេលរហូតដល់មួយថ្ងៃ។</li>",
        "<li>စာလုံးရေ 140 အထိ မှတ်ချက်နှင့် PNG သို့မဟုတ် JPG ဖန်သားပြင်ဓာတ်ပုံ 3 ပုံအထိ (တစ်ပုံလျှင် 5 MB အထိ) ဖြင့် လျှောက်ထားပါ။</li><li>လျှောက်လွှာများကို များသောအားဖြင့် မိနစ်ပိုင်းအတွင်း ဆုံးဖြတ်ပေးပြီး အချို့မှာ တစ်ရက်အထိ ကြာနိုင်ပါသည်။</li>",
    ];
    let raffle_rule = [
        "<li>Every deposit of ฿500 or more gives one chance.</li><li>Prizes are credited to your main wallet at once.</li>",
        "<li>ฝากครบ ฿500 ขึ้นไปรับสิทธิ์ 1 ครั้ง</li><li>รางวัลเข้ากระเป๋าหลักทันที</li>",
        "<li>ຝາກຄົບ ฿500 ຂຶ້ນໄປ ຮັບສິດ 1 ຄັ້ງ</li><li>ລາງວັນເຂົ້າກະເປົາຫຼັກທັນທີ</li>",
        "<li>រាល់ការដាក់ប្រាក់ចាប់ពី ฿500 ឡើងទៅ ទទួលបានឱកាស 1 ដង។</li><li>រង្វាន់ត្រូវបានបញ្ចូលទៅកាបូបមេរបស់អ្នកភ្លាមៗ។</li>",
        "<li>฿500 နှင့်အထက် ငွေသွင်းတိုင်း အခွင့်အရေး 1 ကြိမ် ရရှိပါမည်။</li><li>ဆုငွေများကို သင်၏ ပင်မပိုက်ဆံအိတ်ထဲသို့ ချက်ချင်း ထည့်သွင်းပေးပါမည်။</li>",
    ];
    let t = |title: [&'static str; 5], summary: [&'static str; 5], rules: [&'static str; 5]| Texts {
        title,
        summary,
        rules,
    };
    add_promotion(
        db,
        "NEW_MEMBER",
        t(
            ["Welcome bonus 100%", "โบนัสต้อนรับ 100%", "ໂບນັດຕ້ອນຮັບ 100%", "បូណូសស្វាគមន៍ 100%", "ကြိုဆိုရေး ဘောနပ်စ် 100%"],
            [
                "Bet ฿5,000 after joining and get ฿500.",
                "เดิมพันครบ ฿5,000 หลังเข้าร่วม รับ ฿500",
                "ເດີມພັນຄົບ ฿5,000 ຫຼັງເຂົ້າຮ່ວມ ຮັບ ฿500",
                "ភ្នាល់គ្រប់ ฿5,000 ក្រោយចូលរួម ទទួលបាន ฿500។",
                "ပါဝင်ပြီးနောက် ฿5,000 လောင်းပြီး ฿500 ရယူပါ။",
            ],
            turnover_rule,
        ),
        (today - 120 * DAY_MS, today + 240 * DAY_MS),
        PromoKind::Turnover { game_types: vec![], target_cents: baht(5_000), bonus_cents: baht(500) },
        "welcome-bonus.svg",
    );
    add_promotion(
        db,
        "DAILY",
        t(
            ["Daily check-in", "เช็คอินรายวัน", "ເຊັກອິນປະຈຳວັນ", "ឆែកអ៊ីនប្រចាំថ្ងៃ", "နေ့စဉ် ချက်အင်"],
            [
                "Check in every day for ฿5.",
                "เช็คอินทุกวันรับ ฿5",
                "ເຊັກອິນທຸກມື້ ຮັບ ฿5",
                "ឆែកអ៊ីនរៀងរាល់ថ្ងៃ ទទួលបាន ฿5។",
                "နေ့တိုင်း ချက်အင်လုပ်ပြီး ฿5 ရယူပါ။",
            ],
            [
                "<li>One check-in a day (Bangkok time).</li><li>฿5 is credited at once.</li>",
                "<li>เช็คอินได้วันละ 1 ครั้ง (เวลาประเทศไทย)</li><li>รับ ฿5 ทันที</li>",
                "<li>ເຊັກອິນໄດ້ມື້ລະ 1 ຄັ້ງ (ເວລາບາງກອກ)</li><li>ຮັບ ฿5 ທັນທີ</li>",
                "<li>ឆែកអ៊ីនបានម្ដងក្នុងមួយថ្ងៃ (ម៉ោងបាងកក)។</li><li>ទទួលបាន ฿5 ភ្លាមៗ។</li>",
                "<li>တစ်နေ့လျှင် တစ်ကြိမ် ချက်အင်လုပ်နိုင်ပါသည် (ဘန်ကောက်စံတော်ချိန်)။</li><li>฿5 ကို ချက်ချင်း ထည့်သွင်းပေးပါမည်။</li>",
            ],
        ),
        running,
        PromoKind::SignIn { bonus_cents: baht(5) },
        "daily-check-in.svg",
    );
    add_promotion(
        db,
        "SLOTS",
        t(
            ["Slots cashback 5%", "คืนยอดเสียสล็อต 5%", "ຄືນຍອດເສຍສະລັອດ 5%", "ប្រាក់ត្រឡប់វិញស្លុត 5%", "စလော့ ငွေပြန်အမ်း 5%"],
            [
                "Send a screenshot of your slot losses for ฿200 back.",
                "ส่งภาพยอดเสียสล็อต รับคืน ฿200",
                "ສົ່ງຮູບຍອດເສຍສະລັອດ ຮັບຄືນ ฿200",
                "ផ្ញើរូបថតអេក្រង់នៃការចាញ់ស្លុតរបស់អ្នក ដើម្បីទទួលបាន ฿200 វិញ។",
                "စလော့တွင် ရှုံးထားသည့် ဖန်သားပြင်ဓာတ်ပုံ ပို့ပြီး ฿200 ပြန်ရယူပါ။",
            ],
            apply_rule,
        ),
        running,
        PromoKind::Apply { requires_proof: true, bonus_cents: baht(200), review_minutes: 24 * 60 },
        "slots-cashback.svg",
    );
    add_promotion(
        db,
        "LIVE",
        t(
            ["Live casino weekend", "คาสิโนสดสุดสัปดาห์", "ຄາສິໂນສົດທ້າຍອາທິດ", "កាស៊ីណូផ្សាយផ្ទាល់ចុងសប្ដាហ៍", "တိုက်ရိုက်ကာစီနို စနေ၊ တနင်္ဂနွေ"],
            [
                "Show a weekend winning streak for ฿300.",
                "แสดงภาพชนะติดต่อกันช่วงสุดสัปดาห์ รับ ฿300",
                "ສະແດງຮູບຊະນະຕິດຕໍ່ກັນໃນທ້າຍອາທິດ ຮັບ ฿300",
                "បង្ហាញការឈ្នះជាប់ៗគ្នានៅចុងសប្ដាហ៍ ដើម្បីទទួលបាន ฿300។",
                "စနေ၊ တနင်္ဂနွေ ဆက်တိုက် အနိုင်ရမှုကို ပြသပြီး ฿300 ရယူပါ။",
            ],
            apply_rule,
        ),
        running,
        PromoKind::Apply { requires_proof: true, bonus_cents: baht(300), review_minutes: 10 },
        "live-weekend.svg",
    );
    add_promotion(
        db,
        "VIP",
        t(
            ["Birthday gift", "ของขวัญวันเกิด", "ຂອງຂວັນວັນເກີດ", "កាដូថ្ងៃកំណើត", "မွေးနေ့ လက်ဆောင်"],
            [
                "Apply in your birthday month for ฿300.",
                "สมัครในเดือนเกิดรับ ฿300",
                "ສະໝັກໃນເດືອນເກີດ ຮັບ ฿300",
                "ដាក់ពាក្យក្នុងខែកំណើតរបស់អ្នក ដើម្បីទទួលបាន ฿300។",
                "သင့်မွေးလတွင် လျှောက်ထားပြီး ฿300 ရယူပါ။",
            ],
            apply_rule,
        ),
        running,
        PromoKind::Apply { requires_proof: false, bonus_cents: baht(300), review_minutes: 10 },
        "birthday-gift.svg",
    );
    add_promotion(
        db,
        "DAILY",
        t(
            [
                "Deposit turnover challenge",
                "ภารกิจยอดเทิร์นโอเวอร์",
                "ພາລະກິດຍອດເທີນໂອເວີ",
                "បេសកកម្មទឹកប្រាក់ភ្នាល់",
                "လောင်းကြေးပမာဏ စိန်ခေါ်မှု",
            ],
            [
                "Reach ฿20,000 in valid bets for ฿388.",
                "ทำยอดเดิมพัน ฿20,000 รับ ฿388",
                "ເຮັດຍອດເດີມພັນ ฿20,000 ຮັບ ฿388",
                "ភ្នាល់ត្រឹមត្រូវគ្រប់ ฿20,000 ដើម្បីទទួលបាន ฿388។",
                "အကျုံးဝင်လောင်းကြေး ฿20,000 ပြည့်အောင် လောင်းပြီး ฿388 ရယူပါ။",
            ],
            turnover_rule,
        ),
        running,
        PromoKind::Turnover { game_types: vec![], target_cents: baht(20_000), bonus_cents: baht(388) },
        "turnover-challenge.svg",
    );
    add_promotion(
        db,
        "FISH",
        t(
            ["Fish hunter", "นักล่าปลา", "ນັກລ່າປາ", "អ្នកប្រមាញ់ត្រី", "ငါးမုဆိုး"],
            [
                "Bet ฿3,000 on fish games for ฿88.",
                "เดิมพันเกมยิงปลา ฿3,000 รับ ฿88",
                "ເດີມພັນເກມຍິງປາ ฿3,000 ຮັບ ฿88",
                "ភ្នាល់ហ្គេមបាញ់ត្រីគ្រប់ ฿3,000 ដើម្បីទទួលបាន ฿88។",
                "ငါးပစ်ဂိမ်းတွင် ฿3,000 လောင်းပြီး ฿88 ရယူပါ။",
            ],
            turnover_rule,
        ),
        running,
        PromoKind::Turnover { game_types: vec!["FISH".into()], target_cents: baht(3_000), bonus_cents: baht(88) },
        "fish-hunter.svg",
    );
    add_promotion(
        db,
        "SPORTS",
        t(
            ["Sports starter", "เริ่มต้นกีฬา", "ເລີ່ມຕົ້ນກິລາ", "ចាប់ផ្ដើមកីឡា", "အားကစား စတင်သူ"],
            [
                "Bet ฿300 on sports for ฿50.",
                "เดิมพันกีฬา ฿300 รับ ฿50",
                "ເດີມພັນກິລາ ฿300 ຮັບ ฿50",
                "ភ្នាល់កីឡាគ្រប់ ฿300 ដើម្បីទទួលបាន ฿50។",
                "အားကစားတွင် ฿300 လောင်းပြီး ฿50 ရယူပါ။",
            ],
            turnover_rule,
        ),
        running,
        PromoKind::Turnover { game_types: vec!["SPORTS".into()], target_cents: baht(300), bonus_cents: baht(50) },
        "sports-starter.svg",
    );
    add_promotion(
        db,
        "FESTIVAL",
        t(
            ["Lucky wheel", "วงล้อนำโชค", "ວົງລໍ້ນຳໂຊກ", "កង់សំណាង", "ကံစမ်းဘီး"],
            ["Spin for up to ฿888.", "หมุนลุ้นสูงสุด ฿888", "ໝູນລຸ້ນສູງສຸດ ฿888", "បង្វិលឈ្នះរហូតដល់ ฿888។", "လှည့်ပြီး ฿888 အထိ ကံစမ်းပါ။"],
            raffle_rule,
        ),
        running,
        PromoKind::Raffle {
            raffle_type: RaffleType::PrizeWheel,
            prizes: vec![
                prize("฿8", "฿8", 8, 50),
                prize("฿18", "฿18", 18, 30),
                prize("฿88", "฿88", 88, 15),
                prize("฿288", "฿288", 288, 4),
                prize("฿888", "฿888", 888, 1),
            ],
        },
        "lucky-wheel.svg",
    );
    add_promotion(
        db,
        "FESTIVAL",
        t(
            ["Golden egg", "ไข่ทองคำ", "ໄຂ່ຄຳ", "ពងមាស", "ရွှေဥ"],
            [
                "Crack an egg for up to ฿500.",
                "ทุบไข่ลุ้นสูงสุด ฿500",
                "ຕີໄຂ່ລຸ້ນສູງສຸດ ฿500",
                "វាយពងឈ្នះរហូតដល់ ฿500។",
                "ဥကိုခွဲပြီး ฿500 အထိ ကံစမ်းပါ။",
            ],
            raffle_rule,
        ),
        running,
        PromoKind::Raffle {
            raffle_type: RaffleType::GoldenEgg,
            prizes: vec![prize("฿10", "฿10", 10, 60), prize("฿50", "฿50", 50, 35), prize("฿500", "฿500", 500, 5)],
        },
        "golden-egg.svg",
    );
    add_promotion(
        db,
        "FESTIVAL",
        t(
            ["Red envelope", "อั่งเปา", "ອັ່ງເປົາ", "អាំងប៉ាវ", "စာအိတ်နီ"],
            [
                "Open a red envelope for up to ฿168.",
                "เปิดอั่งเปาลุ้นสูงสุด ฿168",
                "ເປີດອັ່ງເປົາລຸ້ນສູງສຸດ ฿168",
                "បើកអាំងប៉ាវឈ្នះរហូតដល់ ฿168។",
                "စာအိတ်နီကို ဖွင့်ပြီး ฿168 အထိ ကံစမ်းပါ။",
            ],
            raffle_rule,
        ),
        running,
        PromoKind::Raffle {
            raffle_type: RaffleType::RedEnvelope,
            prizes: vec![prize("฿6", "฿6", 6, 50), prize("฿16", "฿16", 16, 35), prize("฿168", "฿168", 168, 15)],
        },
        "red-envelope.svg",
    );
    add_promotion(
        db,
        "SLOTS",
        t(
            ["Jackpot slot machine", "สล็อตแจ็คพอต", "ສະລັອດແຈັກພອດ", "ម៉ាស៊ីនស្លុតជែកផត", "ဂျက်ပေါ့ စလော့စက်"],
            [
                "Pull the lever for up to ฿1,000; the final spin is claimed in the reward centre.",
                "ลุ้นสูงสุด ฿1,000 ครั้งสุดท้ายกดรับที่ศูนย์รางวัล",
                "ດຶງຄັນໂຍກລຸ້ນສູງສຸດ ฿1,000 ຄັ້ງສຸດທ້າຍກົດຮັບທີ່ສູນລາງວັນ",
                "ទាញដងឈ្នះរហូតដល់ ฿1,000 ការបង្វិលចុងក្រោយត្រូវទទួលនៅមជ្ឈមណ្ឌលរង្វាន់។",
                "လက်တံကိုဆွဲပြီး ฿1,000 အထိ ကံစမ်းပါ၊ နောက်ဆုံးအလှည့်ကို ဆုလာဘ်စင်တာတွင် ရယူပါ။",
            ],
            raffle_rule,
        ),
        running,
        PromoKind::Raffle {
            raffle_type: RaffleType::SlotMachine,
            prizes: vec![
                prize("฿5", "฿5", 5, 55),
                prize("฿25", "฿25", 25, 35),
                prize("฿100", "฿100", 100, 9),
                prize("฿1,000", "฿1,000", 1_000, 1),
            ],
        },
        "jackpot-slot-machine.svg",
    );
    add_promotion(
        db,
        "FESTIVAL",
        t(
            ["Songkran festival", "เทศกาลสงกรานต์", "ບຸນສົງການ", "ពិធីបុណ្យសង្ក្រាន្ត", "သင်္ကြန်ပွဲတော်"],
            [
                "Splash bonuses all week long.",
                "โบนัสสาดความสุขตลอดสัปดาห์",
                "ໂບນັດສາດຄວາມສຸກຕະຫຼອດອາທິດ",
                "បូណូសបាញ់ទឹកពេញមួយសប្ដាហ៍។",
                "တစ်ပတ်လုံး ဘောနပ်စ်များ ရေပက်ပေးနေပါပြီ။",
            ],
            apply_rule,
        ),
        (today + 12 * DAY_MS, today + 19 * DAY_MS),
        PromoKind::Apply { requires_proof: false, bonus_cents: baht(168), review_minutes: 10 },
        "songkran-festival.svg",
    );
    add_promotion(
        db,
        "FESTIVAL",
        t(
            ["New Year countdown", "นับถอยหลังปีใหม่", "ນັບຖອຍຫຼັງປີໃໝ່", "រាប់ថយក្រោយឆ្នាំថ្មី", "နှစ်သစ် နောက်ပြန်ရေတွက်ခြင်း"],
            [
                "Celebrated with a ฿100 bonus.",
                "ฉลองปีใหม่รับโบนัส ฿100",
                "ສະຫຼອງປີໃໝ່ຮັບໂບນັດ ฿100",
                "អបអរឆ្នាំថ្មីជាមួយបូណូស ฿100។",
                "฿100 ဘောနပ်စ်ဖြင့် နှစ်သစ်ကို ကြိုဆိုခဲ့ပါသည်။",
            ],
            apply_rule,
        ),
        (today - 50 * DAY_MS, today - 20 * DAY_MS),
        PromoKind::Apply { requires_proof: false, bonus_cents: baht(100), review_minutes: 10 },
        "new-year-countdown.svg",
    );
    add_promotion(
        db,
        "NEW_MEMBER",
        t(
            ["Refer a friend", "ชวนเพื่อนรับโบนัส", "ຊວນໝູ່ຮັບໂບນັດ", "ណែនាំមិត្តភក្តិ", "သူငယ်ချင်းကို မိတ်ဆက်ပါ"],
            [
                "Send a screenshot of your friend's first deposit for ฿100.",
                "ส่งภาพยอดฝากแรกของเพื่อน รับ ฿100",
                "ສົ່ງຮູບຍອດຝາກທຳອິດຂອງໝູ່ ຮັບ ฿100",
                "ផ្ញើរូបថតអេក្រង់នៃការដាក់ប្រាក់លើកដំបូងរបស់មិត្តអ្នក ដើម្បីទទួលបាន ฿100។",
                "သူငယ်ချင်း၏ ပထမဆုံး ငွေသွင်းမှု ဖန်သားပြင်ဓာတ်ပုံ ပို့ပြီး ฿100 ရယူပါ။",
            ],
            apply_rule,
        ),
        running,
        PromoKind::Apply { requires_proof: true, bonus_cents: baht(100), review_minutes: 10 },
        "refer-a-friend.svg",
    );
}

fn mission(
    title: [&str; 2],
    description: [&str; 2],
    period: Period,
    metric: Metric,
    target: i64,
    reward: i64,
) -> Mission {
    Mission {
        id: 0,
        title_en: title[0].into(),
        title_th: title[1].into(),
        description_en: description[0].into(),
        description_th: description[1].into(),
        period,
        metric,
        target,
        reward_cents: reward,
    }
}

fn seed_missions(db: &mut Db) {
    let slots = Metric::ValidBet { game_type: Some("RNG".into()) };
    let live = Metric::ValidBet { game_type: Some("LIVE".into()) };
    let sports = Metric::BetCount { game_type: Some("SPORTS".into()) };
    let missions = [
        mission(
            ["Slot spinner", "นักปั่นสล็อต"],
            ["Bet ฿2,000 on slots today.", "เดิมพันสล็อตครบ ฿2,000 ภายในวันนี้"],
            Period::Daily,
            slots,
            baht(2_000),
            baht(20),
        ),
        mission(
            ["Live table regular", "ขาประจำโต๊ะสด"],
            ["Bet ฿1,000 at live tables today.", "เดิมพันคาสิโนสดครบ ฿1,000 ภายในวันนี้"],
            Period::Daily,
            live,
            baht(1_000),
            baht(15),
        ),
        mission(
            ["Ten bets a day", "วันละสิบตา"],
            ["Place 10 bets today.", "วางเดิมพัน 10 ครั้งภายในวันนี้"],
            Period::Daily,
            Metric::BetCount { game_type: None },
            10,
            baht(10),
        ),
        mission(
            ["Vendor tour", "ทัวร์ค่ายเกม"],
            ["Play games from 3 vendors this week.", "เล่นเกมจาก 3 ค่ายภายในสัปดาห์นี้"],
            Period::Weekly,
            Metric::DistinctVendors,
            3,
            baht(30),
        ),
        mission(
            ["Weekly deposit", "ฝากประจำสัปดาห์"],
            ["Deposit ฿5,000 this week.", "ฝากเงินครบ ฿5,000 ภายในสัปดาห์นี้"],
            Period::Weekly,
            Metric::Deposits,
            baht(5_000),
            baht(50),
        ),
        mission(
            ["Sports fan", "แฟนพันธุ์แท้กีฬา"],
            ["Place 5 sports bets this week.", "เดิมพันกีฬา 5 ครั้งภายในสัปดาห์นี้"],
            Period::Weekly,
            sports,
            5,
            baht(25),
        ),
    ];
    let names =
        ["so***ai", "no***k9", "pa***88", "ki***ty", "ta***on", "ja***ew", "be***um", "mi***ow", "po***pp", "ch***ai"];
    for (i, mission) in missions.into_iter().enumerate() {
        let id = db.ledger.next_id();
        let target = mission.target;
        db.rewards.missions.push(Mission { id, ..mission });
        for (n, name) in names.iter().enumerate().skip(i % 3).take(8) {
            // Paces from 3× down to a third of the target over a whole period.
            let pace = target * (30 - 3 * n as i64) / 10;
            db.rewards.rivals.push(Rival { mission_id: id, player_name: (*name).into(), pace: pace.max(1) });
        }
    }
}

fn promotion_id(db: &Db, title_en: &str) -> Option<u64> {
    db.rewards.promotions.iter().find(|p| p.title.en == title_en).map(|p| p.id)
}

fn entry(member_id: MemberId, promotion_id: u64, state: EntryState, applied_ms: i64) -> Entry {
    Entry {
        member_id,
        promotion_id,
        state,
        applied_ms,
        decided_ms: None,
        remark: String::new(),
        images: Vec::new(),
        review_remark: String::new(),
        ticket_id: None,
        signed_days: Vec::new(),
    }
}

/// A seeded raffle: title (English, Thai), chances left, and the prize of the chance used (if any):
/// its names, what it paid and its place in the raffle's prize table.
type RaffleSeed = (&'static str, &'static str, usize, Option<(&'static str, &'static str, i64, usize)>);

/// Writes a historical money movement (balances are restated afterwards).
fn money_event(db: &mut Db, member_id: MemberId, kind: TxKind, cents: i64, remark: &str, time_ms: i64) {
    db.ledger.record_at(member_id, kind, cents, 0, remark, time_ms);
}

fn demo_rewards(db: &mut Db, demo: MemberId, now: i64) {
    let today = day_start(now);
    let day = |n: i64| today - n * DAY_MS + 20 * 3_600_000;
    let elapsed = (now - today).max(MINUTE_MS);
    let mut entries = Vec::new();

    // Claimed: the welcome bonus, long ago.
    if let Some(id) = promotion_id(db, "Welcome bonus 100%") {
        entries.push(Entry { decided_ms: Some(day(55)), ..entry(demo, id, EntryState::Claimed, day(58)) });
        money_event(db, demo, TxKind::Bonus, baht(500), "Promotion: Welcome bonus 100%", day(55));
    }
    // Signed: checked in today and on a few earlier days.
    if let Some(id) = promotion_id(db, "Daily check-in") {
        let signed = [6, 4, 3, 1, 0].map(|n| today - n * DAY_MS);
        for (i, signed_day) in signed.iter().enumerate() {
            let time = if i == signed.len() - 1 { today + elapsed / 20 } else { signed_day + 9 * 3_600_000 };
            money_event(db, demo, TxKind::Bonus, baht(5), "Promotion: Daily check-in", time);
        }
        entries.push(Entry { signed_days: signed.to_vec(), ..entry(demo, id, EntryState::Signed, today - 6 * DAY_MS) });
    }
    // Applying: applied two minutes ago with a screenshot; this promotion is reviewed within a day.
    if let Some(id) = promotion_id(db, "Slots cashback 5%") {
        let image = StoredImage { format: "jpg".into(), bytes: 412_880, fingerprint: "9a2e61f03c7d4b85".into() };
        entries.push(Entry {
            remark: "เสียสล็อต PG เมื่อวาน / Lost on PG slots yesterday".into(),
            images: vec![image],
            ..entry(demo, id, EntryState::Applying, now - 2 * MINUTE_MS)
        });
    }
    // Rejected: applied without the required proof.
    if let Some(id) = promotion_id(db, "Live casino weekend") {
        entries.push(Entry {
            decided_ms: Some(day(8) + 10 * MINUTE_MS),
            remark: "ชนะ 5 ตาติด / Five wins in a row".into(),
            review_remark: "no proof image was attached".into(),
            ..entry(demo, id, EntryState::Rejected, day(8))
        });
    }
    // Issued: approved, the bonus waits in the reward centre.
    if let Some(id) = promotion_id(db, "Birthday gift") {
        let ticket_id = db.ledger.next_id();
        db.rewards.tickets.push(Ticket {
            id: ticket_id,
            member_id: demo,
            promotion_id: Some(id),
            kind: TicketKind::Bonus,
            name_en: "Birthday gift".into(),
            name_th: "ของขวัญวันเกิด".into(),
            amount_cents: baht(300),
            status: TicketStatus::Available,
            created_ms: day(1) + 10 * MINUTE_MS,
            claimed_ms: None,
            prize_en: None,
            prize_th: None,
            prize_index: None,
        });
        entries.push(Entry {
            decided_ms: Some(day(1) + 10 * MINUTE_MS),
            remark: "เกิดเดือนนี้ / My birthday is this month".into(),
            review_remark: "Approved".into(),
            ticket_id: Some(ticket_id),
            ..entry(demo, id, EntryState::Issued, day(1))
        });
        let notice = Notice::ApplicationApproved {
            title_en: "Birthday gift".into(), title_th: "ของขวัญวันเกิด".into()
        };
        notify(db, demo, notice, day(1) + 10 * MINUTE_MS);
    }
    // Process, Joined and Claim: turnover promotions at different stages.
    if let Some(id) = promotion_id(db, "Deposit turnover challenge") {
        entries.push(entry(demo, id, EntryState::Joined, today - 3 * DAY_MS));
    }
    if let Some(id) = promotion_id(db, "Fish hunter") {
        entries.push(entry(demo, id, EntryState::Joined, now - MINUTE_MS));
    }
    if let Some(id) = promotion_id(db, "Sports starter") {
        entries.push(entry(demo, id, EntryState::Joined, today - DAY_MS));
    }
    db.rewards.entries.extend(entries);

    // Raffle chances: two wheel spins left (one used), two golden eggs left (one cracked), three red
    // envelopes, two slot pulls.
    let raffles: [RaffleSeed; 4] = [
        ("Lucky wheel", "วงล้อนำโชค", 2, Some(("฿88", "฿88", baht(88), 2))),
        ("Golden egg", "ไข่ทองคำ", 2, Some(("฿50", "฿50", baht(50), 1))),
        ("Red envelope", "อั่งเปา", 3, None),
        ("Jackpot slot machine", "สล็อตแจ็คพอต", 2, None),
    ];
    for (title_en, title_th, left, used) in raffles {
        let Some(id) = promotion_id(db, title_en) else { continue };
        if let Some((prize_en, prize_th, cents, prize_index)) = used {
            let ticket_id = db.ledger.next_id();
            let mut ticket = raffle_ticket(ticket_id, demo, id, title_en, title_th, day(10));
            ticket.status = TicketStatus::Claimed;
            ticket.claimed_ms = Some(day(10) + 5 * MINUTE_MS);
            ticket.amount_cents = cents;
            ticket.prize_en = Some(prize_en.into());
            ticket.prize_th = Some(prize_th.into());
            ticket.prize_index = Some(prize_index);
            db.rewards.tickets.push(ticket);
            money_event(db, demo, TxKind::Bonus, cents, &format!("{title_en}: {prize_en}"), day(10) + 5 * MINUTE_MS);
        }
        for n in 0..left {
            let ticket_id = db.ledger.next_id();
            db.rewards.tickets.push(raffle_ticket(
                ticket_id,
                demo,
                id,
                title_en,
                title_th,
                day(3) + n as i64 * MINUTE_MS,
            ));
        }
    }
    // A VIP bonus waiting in the reward centre, outside any promotion.
    let ticket_id = db.ledger.next_id();
    db.rewards.tickets.push(Ticket {
        id: ticket_id,
        member_id: demo,
        promotion_id: None,
        kind: TicketKind::Bonus,
        name_en: "VIP 2 weekly bonus".into(),
        name_th: "โบนัสประจำสัปดาห์ VIP 2".into(),
        amount_cents: baht(100),
        status: TicketStatus::Available,
        created_ms: week_start(now) + 60 * MINUTE_MS,
        claimed_ms: None,
        prize_en: None,
        prize_th: None,
        prize_index: None,
    });

    // Missions: the vendor tour was claimed this week once three vendors were played.
    if let Some(mission) = db.rewards.missions.iter().find(|m| m.title_en == "Vendor tour").cloned() {
        let claimed = today + elapsed * 21 / 22;
        db.rewards.mission_claims.push(MissionClaim {
            member_id: demo,
            mission_id: mission.id,
            period_start_ms: week_start(now),
            claimed_ms: claimed,
            reward_cents: mission.reward_cents,
        });
        money_event(db, demo, TxKind::Bonus, mission.reward_cents, "Mission: Vendor tour", claimed);
    }

    // Points: a welcome grant, redemptions in every state, one conversion.
    let reg_date = db.members.get(&demo).map_or(now, |m| m.reg_date_ms);
    point_event(db, demo, PointKind::Adjust, 5_000, "Welcome points", reg_date + DAY_MS);
    let redemptions: [(&str, i64, RedeemStatus, &str); 4] = [
        ("Cash ฿20", day(25), RedeemStatus::Approved, ""),
        ("Veneer T-shirt", day(12), RedeemStatus::Approved, "99/1 ถ.สุขุมวิท แขวงคลองเตย กรุงเทพฯ 10110"),
        ("TrueMoney ฿50 card", day(6), RedeemStatus::Rejected, ""),
        ("Cash ฿20", now - 3 * MINUTE_MS, RedeemStatus::InProcess, ""),
    ];
    for (name, applied, status, delivery) in redemptions {
        let Some(reward) = db.rewards.points.rewards.iter().find(|r| r.name_en == name).cloned() else { continue };
        let id = db.ledger.next_id();
        let reference = format!("R{}{id:06}", compact_date(applied));
        let decided = applied + points::REVIEW_MS;
        let remark = format!("Redemption {reference}: {} x1", reward.name_en);
        point_event(db, demo, PointKind::Redeem, -reward.points_required, &remark, applied);
        if status != RedeemStatus::Rejected
            && let Some(stock) =
                db.rewards.points.rewards.iter_mut().find(|r| r.id == reward.id).and_then(|r| r.stock.as_mut())
        {
            *stock -= 1;
        }
        if reward.amount_required_cents > 0 {
            let note = format!("Points mall {reference}: amount required");
            money_event(db, demo, TxKind::Adjustment, -reward.amount_required_cents, &note, applied);
        }
        let review = match status {
            RedeemStatus::Approved if reward.reward_type == RewardType::Cash => {
                let note = format!("Points mall: {}", reward.name_en);
                money_event(db, demo, TxKind::Bonus, reward.cash_value_cents, &note, decided);
                "Credited to your main wallet"
            }
            RedeemStatus::Approved => "Sent to you",
            RedeemStatus::Rejected => {
                let note = format!("Refund of redemption {reference}");
                point_event(db, demo, PointKind::Refund, reward.points_required, &note, decided);
                "No delivery details were given"
            }
            RedeemStatus::InProcess => "",
        };
        if status != RedeemStatus::InProcess {
            let (reference, name_en, name_th) = (reference.clone(), reward.name_en.clone(), reward.name_th.clone());
            let notice = match status {
                RedeemStatus::Approved => Notice::RedeemApproved { reference, name_en, name_th },
                _ => Notice::RedeemRejected { reference, name_en, name_th, points: reward.points_required },
            };
            notify(db, demo, notice, decided);
        }
        db.rewards.points.redemptions.push(Redemption {
            id,
            reference,
            member_id: demo,
            reward_id: reward.id,
            reward_type: reward.reward_type,
            name_en: reward.name_en.clone(),
            name_th: reward.name_th.clone(),
            quantity: 1,
            points: reward.points_required,
            amount_cents: reward.amount_required_cents,
            status,
            applied_ms: applied,
            decided_ms: (status != RedeemStatus::InProcess).then_some(decided),
            delivery: delivery.into(),
            remark: review.into(),
        });
    }
    let remark = "1000 points converted (CASH 100:1)";
    point_event(db, demo, PointKind::Convert, -1_000, remark, day(9));
    money_event(db, demo, TxKind::PointConversion, baht(10), remark, day(9));
}

/// Writes a historical point movement (the running balance is restated afterwards).
fn point_event(db: &mut Db, member_id: MemberId, kind: PointKind, points: i64, remark: &str, time_ms: i64) {
    let id = db.ledger.next_id();
    let entry = PointEntry { id, member_id, kind, points, balance_after: 0, time_ms, remark: remark.into() };
    db.rewards.points.log.push(entry);
}

/// Puts a member's point log in time order and recomputes its running balance.
fn restate_points(db: &mut Db, member_id: MemberId) {
    let book = &mut db.rewards.points;
    book.log.sort_by_key(|e| (e.time_ms, e.id));
    let mut balance = 0;
    for entry in book.log.iter_mut().filter(|e| e.member_id == member_id) {
        balance += entry.points;
        entry.balance_after = balance;
    }
    book.balances.insert(member_id, balance);
}

#[cfg(test)]
mod tests {
    #[test]
    fn demo_points_never_go_negative_and_allow_a_redemption() {
        let db = crate::seed::database();
        let demo = db.member_by_name("demo01").unwrap().id;
        let log: Vec<_> = db.rewards.points.log.iter().filter(|e| e.member_id == demo).collect();
        let lowest = log.iter().min_by_key(|e| e.balance_after).unwrap();
        assert!(
            lowest.balance_after >= 0,
            "points went negative: {lowest:?} of {:?}",
            log.iter().map(|e| (e.kind, e.points, e.balance_after)).collect::<Vec<_>>()
        );
        assert!(db.rewards.points.balance(demo) >= 1_500, "too few points: {}", db.rewards.points.balance(demo));
        assert_eq!(log.last().unwrap().balance_after, db.rewards.points.balance(demo));
        let redeemed = log.iter().filter(|e| e.kind == super::PointKind::Redeem).count();
        assert_eq!(redeemed, db.rewards.points.redemptions.len());
    }
}
