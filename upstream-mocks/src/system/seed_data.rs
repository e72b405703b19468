//! The demo brand's site configuration: domains, social links and downloads, customer service,
//! help centre and text templates (Thai and English, the brand being Thai; the help centre and
//! templates also in Lao, Khmer and Myanmar).

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
    // Each text in English, Thai, Lao, Khmer and Myanmar.
    let t = Localized::of::<&str>;
    let mut terms = article(
        "term",
        t(["Terms and Conditions", "ข้อกำหนดและเงื่อนไข", "ຂໍ້ກຳນົດ ແລະ ເງື່ອນໄຂ", "លក្ខខណ្ឌ និងការកំណត់", "စည်းမျဉ်းနှင့် စည်းကမ်းချက်များ"]),
        t([
            "<p>By opening an account you accept these terms. Please read them carefully.</p>",
            "<p>การเปิดบัญชีถือว่าท่านยอมรับข้อกำหนดเหล่านี้ โปรดอ่านอย่างละเอียด</p>",
            "<p>ການເປີດບັນຊີຖືວ່າທ່ານຍອມຮັບຂໍ້ກຳນົດເຫຼົ່ານີ້ ກະລຸນາອ່ານຢ່າງລະອຽດ</p>",
            "<p>ការបើកគណនីមានន័យថាអ្នកយល់ព្រមលើលក្ខខណ្ឌទាំងនេះ។ សូមអានដោយយកចិត្តទុកដាក់។</p>",
            "<p>အကောင့်ဖွင့်ခြင်းဖြင့် ဤစည်းမျဉ်းများကို သင်လက်ခံပါသည်။ ကျေးဇူးပြု၍ သေချာစွာ ဖတ်ရှုပါ။</p>",
        ]),
        "#1f2a44",
    );
    terms.children = vec![
        article(
            "term-general",
            t(["General", "ทั่วไป", "ທົ່ວໄປ", "ទូទៅ", "အထွေထွေ"]),
            t([
                "<p>These terms apply to every product of the site. We may change them; the version shown here applies.</p>",
                "<p>ข้อกำหนดนี้ใช้กับทุกผลิตภัณฑ์ของเว็บไซต์ เราอาจเปลี่ยนแปลงได้ โดยฉบับที่แสดงที่นี่มีผลบังคับใช้</p>",
                "<p>ຂໍ້ກຳນົດນີ້ໃຊ້ກັບທຸກຜະລິດຕະພັນຂອງເວັບໄຊ ພວກເຮົາອາດປ່ຽນແປງໄດ້ ໂດຍສະບັບທີ່ສະແດງຢູ່ນີ້ມີຜົນບັງຄັບໃຊ້</p>",
                "<p>លក្ខខណ្ឌទាំងនេះអនុវត្តចំពោះគ្រប់ផលិតផលនៃគេហទំព័រ។ យើងអាចផ្លាស់ប្ដូរវាបាន ហើយកំណែដែលបង្ហាញនៅទីនេះមានសុពលភាព។</p>",
                "<p>ဤစည်းမျဉ်းများသည် ဝက်ဘ်ဆိုက်၏ ထုတ်ကုန်အားလုံးနှင့် သက်ဆိုင်ပါသည်။ ကျွန်ုပ်တို့ ပြောင်းလဲနိုင်ပြီး ဤနေရာတွင် ပြသထားသော ဗားရှင်းသည် အကျုံးဝင်ပါသည်။</p>",
            ]),
            "#1f2a44",
        ),
        article(
            "term-account",
            t(["Accounts", "บัญชีผู้ใช้", "ບັນຊີຜູ້ໃຊ້", "គណនី", "အကောင့်များ"]),
            t([
                "<ul><li>You must be 18 or older.</li><li>One account per person, household and address.</li><li>Keep your password secret; you are responsible for bets made with it.</li></ul>",
                "<ul><li>ท่านต้องมีอายุ 18 ปีขึ้นไป</li><li>หนึ่งบัญชีต่อหนึ่งบุคคล ครัวเรือน และที่อยู่</li><li>เก็บรหัสผ่านเป็นความลับ ท่านต้องรับผิดชอบการเดิมพันที่ทำด้วยรหัสผ่านนั้น</li></ul>",
                "<ul><li>ທ່ານຕ້ອງມີອາຍຸ 18 ປີຂຶ້ນໄປ</li><li>ໜຶ່ງບັນຊີຕໍ່ໜຶ່ງບຸກຄົນ ຄົວເຮືອນ ແລະ ທີ່ຢູ່</li><li>ເກັບລະຫັດຜ່ານເປັນຄວາມລັບ ທ່ານຕ້ອງຮັບຜິດຊອບການເດີມພັນທີ່ເຮັດດ້ວຍລະຫັດຜ່ານນັ້ນ</li></ul>",
                "<ul><li>អ្នកត្រូវមានអាយុចាប់ពី 18 ឆ្នាំឡើងទៅ។</li><li>មួយគណនីសម្រាប់មនុស្សម្នាក់ គ្រួសារមួយ និងអាសយដ្ឋានមួយ។</li><li>រក្សាពាក្យសម្ងាត់របស់អ្នកជាការសម្ងាត់ អ្នកទទួលខុសត្រូវចំពោះការភ្នាល់ដែលធ្វើឡើងដោយប្រើវា។</li></ul>",
                "<ul><li>အသက် 18 နှစ်နှင့်အထက် ဖြစ်ရပါမည်။</li><li>လူတစ်ဦး၊ အိမ်ထောင်စုတစ်ခုနှင့် လိပ်စာတစ်ခုလျှင် အကောင့်တစ်ခုသာ ဖွင့်နိုင်ပါသည်။</li><li>သင့်စကားဝှက်ကို လျှို့ဝှက်ထားပါ၊ ၎င်းဖြင့် ပြုလုပ်သော လောင်းကြေးများအတွက် သင်တာဝန်ရှိပါသည်။</li></ul>",
            ]),
            "#1f2a44",
        ),
        article(
            "term-betting",
            t(["Bets", "การเดิมพัน", "ການເດີມພັນ", "ការភ្នាល់", "လောင်းကြေးများ"]),
            t([
                "<p>A bet is final once confirmed. Results are those of the game provider or the official draw.</p>",
                "<p>การเดิมพันถือเป็นที่สิ้นสุดเมื่อได้รับการยืนยัน ผลลัพธ์เป็นไปตามผู้ให้บริการเกมหรือผลการออกรางวัลอย่างเป็นทางการ</p>",
                "<p>ການເດີມພັນຖືເປັນທີ່ສິ້ນສຸດເມື່ອໄດ້ຮັບການຢືນຢັນ ຜົນເປັນໄປຕາມຜູ້ໃຫ້ບໍລິການເກມ ຫຼື ຜົນການອອກລາງວັນຢ່າງເປັນທາງການ</p>",
                "<p>ការភ្នាល់ត្រូវចាត់ទុកជាស្ថាពរនៅពេលបានបញ្ជាក់។ លទ្ធផលគឺតាមអ្នកផ្ដល់ហ្គេម ឬការចាប់ឆ្នោតផ្លូវការ។</p>",
                "<p>အတည်ပြုပြီးသည်နှင့် လောင်းကြေးသည် အပြီးသတ် ဖြစ်ပါသည်။ ရလဒ်များသည် ဂိမ်းဝန်ဆောင်မှုပေးသူ သို့မဟုတ် တရားဝင် ထီဖွင့်ပွဲ၏ ရလဒ်များ ဖြစ်ပါသည်။</p>",
            ]),
            "#1f2a44",
        ),
        article(
            "term-bonus",
            t(["Promotions and bonuses", "โปรโมชั่นและโบนัส", "ໂປຣໂມຊັນ ແລະ ໂບນັດ", "ប្រូម៉ូសិន និងបូណូស", "ပရိုမိုးရှင်းနှင့် ဘောနပ်စ်များ"]),
            t([
                "<p>Each promotion has its own turnover requirement. Abuse voids the bonus and its winnings.</p>",
                "<p>โปรโมชั่นแต่ละรายการมีเงื่อนไขยอดเทิร์นโอเวอร์ของตนเอง การใช้โปรโมชั่นในทางที่ผิดจะทำให้โบนัสและเงินรางวัลเป็นโมฆะ</p>",
                "<p>ແຕ່ລະໂປຣໂມຊັນມີເງື່ອນໄຂຍອດເທີນໂອເວີຂອງຕົນເອງ ການໃຊ້ໂປຣໂມຊັນໃນທາງທີ່ຜິດຈະເຮັດໃຫ້ໂບນັດ ແລະ ເງິນລາງວັນເປັນໂມຄະ</p>",
                "<p>ប្រូម៉ូសិននីមួយៗមានលក្ខខណ្ឌវេនភ្នាល់ផ្ទាល់ខ្លួន។ ការរំលោភបំពាននឹងធ្វើឱ្យបូណូស និងប្រាក់ឈ្នះរបស់វាទុកជាមោឃៈ។</p>",
                "<p>ပရိုမိုးရှင်းတစ်ခုစီတွင် ကိုယ်ပိုင် လောင်းကြေးပမာဏ လိုအပ်ချက် ရှိပါသည်။ အလွဲသုံးစားပြုပါက ဘောနပ်စ်နှင့် ၎င်းမှရသော အနိုင်ငွေများ ပျက်ပြယ်ပါမည်။</p>",
            ]),
            "#1f2a44",
        ),
    ];
    let mut faq = article(
        "faq",
        t([
            "Frequently asked questions",
            "คำถามที่พบบ่อย",
            "ຄຳຖາມທີ່ພົບເລື້ອຍ",
            "សំណួរដែលសួរញឹកញាប់",
            "မကြာခဏ မေးလေ့ရှိသော မေးခွန်းများ",
        ]),
        t([
            "<p>Answers to the questions we hear most.</p>",
            "<p>คำตอบสำหรับคำถามที่พบบ่อยที่สุด</p>",
            "<p>ຄຳຕອບສຳລັບຄຳຖາມທີ່ພົບເລື້ອຍທີ່ສຸດ</p>",
            "<p>ចម្លើយចំពោះសំណួរដែលយើងទទួលបានញឹកញាប់បំផុត។</p>",
            "<p>အများဆုံး မေးလေ့ရှိသော မေးခွန်းများအတွက် အဖြေများ။</p>",
        ]),
        "#203a2e",
    );
    faq.children = vec![
        article(
            "faq-register",
            t(["How do I register?", "สมัครสมาชิกอย่างไร", "ສະໝັກສະມາຊິກແນວໃດ", "តើខ្ញុំចុះឈ្មោះដោយរបៀបណា?", "မည်သို့ စာရင်းသွင်းရမည်နည်း"]),
            t([
                "<p>Press <b>Register</b>, choose a user name (6–13 letters and digits) and a password (6–12), or register with your mobile number.</p>",
                "<p>กด <b>สมัครสมาชิก</b> ตั้งชื่อผู้ใช้ (ตัวอักษรและตัวเลข 6–13 ตัว) และรหัสผ่าน (6–12 ตัว) หรือสมัครด้วยเบอร์โทรศัพท์</p>",
                "<p>ກົດ <b>ສະໝັກສະມາຊິກ</b> ຕັ້ງຊື່ຜູ້ໃຊ້ (ຕົວອັກສອນ ແລະ ຕົວເລກ 6–13 ຕົວ) ແລະ ລະຫັດຜ່ານ (6–12 ຕົວ) ຫຼື ສະໝັກດ້ວຍເບີໂທລະສັບ</p>",
                "<p>ចុច <b>ចុះឈ្មោះ</b> ជ្រើសរើសឈ្មោះអ្នកប្រើ (អក្សរ និងលេខ 6–13 តួ) និងពាក្យសម្ងាត់ (6–12 តួ) ឬចុះឈ្មោះដោយលេខទូរស័ព្ទរបស់អ្នក។</p>",
                "<p><b>စာရင်းသွင်းရန်</b> ကိုနှိပ်ပြီး အသုံးပြုသူအမည် (စာလုံးနှင့် ဂဏန်း 6–13 လုံး) နှင့် စကားဝှက် (6–12 လုံး) ကို သတ်မှတ်ပါ၊ သို့မဟုတ် ဖုန်းနံပါတ်ဖြင့် စာရင်းသွင်းပါ။</p>",
            ]),
            "#203a2e",
        ),
        article(
            "faq-deposit",
            t([
                "How long does a deposit take?",
                "ฝากเงินใช้เวลานานเท่าไร",
                "ຝາກເງິນໃຊ້ເວລາດົນປານໃດ",
                "តើការដាក់ប្រាក់ចំណាយពេលប៉ុន្មាន?",
                "ငွေသွင်းရန် အချိန်မည်မျှ ကြာသနည်း",
            ]),
            t([
                "<p>Bank transfers and PromptPay are credited within 1–3 minutes.</p>",
                "<p>การโอนผ่านธนาคารและพร้อมเพย์จะเข้าบัญชีภายใน 1–3 นาที</p>",
                "<p>ການໂອນຜ່ານທະນາຄານ ແລະ PromptPay ຈະເຂົ້າບັນຊີພາຍໃນ 1–3 ນາທີ</p>",
                "<p>ការផ្ទេរតាមធនាគារ និង PromptPay ចូលគណនីក្នុងរយៈពេល 1–3 នាទី។</p>",
                "<p>ဘဏ်ငွေလွှဲနှင့် PromptPay ကို 1–3 မိနစ်အတွင်း အကောင့်ထဲ ထည့်သွင်းပေးပါသည်။</p>",
            ]),
            "#203a2e",
        ),
        article(
            "faq-withdraw",
            t(["How do I withdraw?", "ถอนเงินอย่างไร", "ຖອນເງິນແນວໃດ", "តើខ្ញុំដកប្រាក់ដោយរបៀបណា?", "မည်သို့ ငွေထုတ်ရမည်နည်း"]),
            t([
                "<p>Open <b>My wallet → Withdraw</b>. Withdrawals go to the bank account in your name.</p>",
                "<p>ไปที่ <b>กระเป๋าเงิน → ถอนเงิน</b> เงินจะโอนเข้าบัญชีธนาคารที่เป็นชื่อของท่าน</p>",
                "<p>ໄປທີ່ <b>ກະເປົາເງິນ → ຖອນເງິນ</b> ເງິນຈະໂອນເຂົ້າບັນຊີທະນາຄານທີ່ເປັນຊື່ຂອງທ່ານ</p>",
                "<p>បើក <b>កាបូបរបស់ខ្ញុំ → ដកប្រាក់</b>។ ប្រាក់ដែលដកនឹងផ្ទេរទៅគណនីធនាគារក្នុងឈ្មោះរបស់អ្នក។</p>",
                "<p><b>ကျွန်ုပ်၏ ပိုက်ဆံအိတ် → ငွေထုတ်ရန်</b> ကို ဖွင့်ပါ။ ငွေထုတ်ယူမှုများကို သင့်အမည်ဖြင့် ဖွင့်ထားသော ဘဏ်အကောင့်သို့ လွှဲပေးပါသည်။</p>",
            ]),
            "#203a2e",
        ),
        article(
            "faq-password",
            t(["I forgot my password", "ลืมรหัสผ่าน", "ລືມລະຫັດຜ່ານ", "ខ្ញុំភ្លេចពាក្យសម្ងាត់", "စကားဝှက် မေ့သွားပါသည်"]),
            t([
                "<p>Use <b>Forgot password</b> on the login form: we send a code to your mobile number or a link to your e-mail.</p>",
                "<p>ใช้ <b>ลืมรหัสผ่าน</b> ในหน้าล็อกอิน เราจะส่งรหัสไปยังเบอร์โทรศัพท์หรือส่งลิงก์ไปยังอีเมลของท่าน</p>",
                "<p>ໃຊ້ <b>ລືມລະຫັດຜ່ານ</b> ໃນໜ້າເຂົ້າສູ່ລະບົບ ພວກເຮົາຈະສົ່ງລະຫັດໄປຫາເບີໂທລະສັບ ຫຼື ສົ່ງລິ້ງໄປຫາອີເມວຂອງທ່ານ</p>",
                "<p>ប្រើ <b>ភ្លេចពាក្យសម្ងាត់</b> នៅលើទម្រង់ចូល៖ យើងនឹងផ្ញើលេខកូដទៅលេខទូរស័ព្ទរបស់អ្នក ឬតំណទៅអ៊ីមែលរបស់អ្នក។</p>",
                "<p>ဝင်ရောက်ရန် ပုံစံရှိ <b>စကားဝှက် မေ့နေပါသလား</b> ကို အသုံးပြုပါ- သင့်ဖုန်းနံပါတ်သို့ ကုဒ် သို့မဟုတ် သင့်အီးမေးလ်သို့ လင့်ခ် ပို့ပေးပါမည်။</p>",
            ]),
            "#203a2e",
        ),
    ];
    let mut app = article(
        "app",
        t(["Install the app", "ติดตั้งแอป", "ຕິດຕັ້ງແອັບ", "ដំឡើងកម្មវិធី", "အက်ပ်ကို ထည့်သွင်းပါ"]),
        t([
            "<p>Android: download the APK and allow installs from this source. iOS: install the profile, then trust it under Settings → General → VPN &amp; Device Management.</p>",
            "<p>Android: ดาวน์โหลดไฟล์ APK และอนุญาตการติดตั้งจากแหล่งนี้ iOS: ติดตั้งโปรไฟล์ แล้วกดเชื่อถือที่ การตั้งค่า → ทั่วไป → VPN และการจัดการอุปกรณ์</p>",
            "<p>Android: ດາວໂຫຼດໄຟລ໌ APK ແລະ ອະນຸຍາດການຕິດຕັ້ງຈາກແຫຼ່ງນີ້ iOS: ຕິດຕັ້ງໂປຣໄຟລ໌ ແລ້ວກົດເຊື່ອຖືທີ່ ການຕັ້ງຄ່າ → ທົ່ວໄປ → VPN &amp; ການຈັດການອຸປະກອນ</p>",
            "<p>Android៖ ទាញយក APK ហើយអនុញ្ញាតការដំឡើងពីប្រភពនេះ។ iOS៖ ដំឡើងប្រូហ្វាល់ រួចជឿទុកចិត្តវានៅក្នុង ការកំណត់ → ទូទៅ → VPN &amp; ការគ្រប់គ្រងឧបករណ៍។</p>",
            "<p>Android- APK ကို ဒေါင်းလုဒ်လုပ်ပြီး ဤရင်းမြစ်မှ ထည့်သွင်းခွင့်ပြုပါ။ iOS- ပရိုဖိုင်ကို ထည့်သွင်းပြီး ဆက်တင်များ → အထွေထွေ → VPN &amp; စက်ပစ္စည်း စီမံခန့်ခွဲမှု တွင် ယုံကြည်ကြောင်း သတ်မှတ်ပါ။</p>",
        ]),
        "#3a2440",
    );
    app.devices = vec![Device::H5];
    let mut browsers = article(
        "browser",
        t(["Supported browsers", "เบราว์เซอร์ที่รองรับ", "ບຣາວເຊີທີ່ຮອງຮັບ", "កម្មវិធីរុករកដែលគាំទ្រ", "ပံ့ပိုးထားသော ဘရောက်ဇာများ"]),
        t([
            "<p>The latest Chrome, Edge, Firefox and Safari.</p>",
            "<p>Chrome, Edge, Firefox และ Safari รุ่นล่าสุด</p>",
            "<p>Chrome, Edge, Firefox ແລະ Safari ລຸ້ນລ່າສຸດ</p>",
            "<p>Chrome, Edge, Firefox និង Safari ជំនាន់ចុងក្រោយ។</p>",
            "<p>နောက်ဆုံးထွက် Chrome၊ Edge၊ Firefox နှင့် Safari။</p>",
        ]),
        "#3a2440",
    );
    browsers.devices = vec![Device::Web];
    let mut agent_terms = article(
        "agent-term",
        t(["Agent terms", "ข้อกำหนดสำหรับตัวแทน", "ຂໍ້ກຳນົດສຳລັບຕົວແທນ", "លក្ខខណ្ឌសម្រាប់ភ្នាក់ងារ", "ကိုယ်စားလှယ် စည်းမျဉ်းများ"]),
        t([
            "<p>Commission is paid on the net loss of active downline members, per the agent's contract.</p>",
            "<p>ค่าคอมมิชชั่นจ่ายจากยอดเสียสุทธิของสมาชิกใต้สายที่ยังใช้งาน ตามสัญญาของตัวแทน</p>",
            "<p>ຄ່າຄອມມິດຊັນຈ່າຍຈາກຍອດເສຍສຸດທິຂອງສະມາຊິກໃຕ້ສາຍທີ່ຍັງໃຊ້ງານ ຕາມສັນຍາຂອງຕົວແທນ</p>",
            "<p>កម្រៃជើងសារត្រូវបានបង់លើការខាតសុទ្ធរបស់សមាជិកក្រោមខ្សែដែលសកម្ម តាមកិច្ចសន្យារបស់ភ្នាក់ងារ។</p>",
            "<p>ကိုယ်စားလှယ်၏ စာချုပ်အရ လှုပ်ရှားနေသော အောက်လိုင်းအဖွဲ့ဝင်များ၏ အသားတင်ရှုံးငွေအပေါ် ကော်မရှင် ပေးချေပါသည်။</p>",
        ]),
        "#1f2a44",
    );
    agent_terms.display = false;
    let contact_en =
        format!("<p>Live chat 24/7, LINE @veneerdemo, or e-mail <a href=\"mailto:{email}\">{email}</a>.</p>");
    let contact_th = format!("<p>แชทสด 24 ชั่วโมง ไลน์ @veneerdemo หรืออีเมล <a href=\"mailto:{email}\">{email}</a></p>");
    let contact_lo = format!("<p>ແຊັດສົດ 24 ຊົ່ວໂມງ LINE @veneerdemo ຫຼື ອີເມວ <a href=\"mailto:{email}\">{email}</a></p>");
    let contact_km = format!("<p>ជជែកផ្ទាល់ 24/7 LINE @veneerdemo ឬអ៊ីមែល <a href=\"mailto:{email}\">{email}</a>។</p>");
    let contact_my =
        format!("<p>24/7 တိုက်ရိုက်ချတ်၊ LINE @veneerdemo သို့မဟုတ် အီးမေးလ် <a href=\"mailto:{email}\">{email}</a>။</p>");
    vec![
        article(
            "about",
            t(["About us", "เกี่ยวกับเรา", "ກ່ຽວກັບພວກເຮົາ", "អំពីយើង", "ကျွန်ုပ်တို့အကြောင်း"]),
            t([
                "<p>Veneer Demo offers live casino, slots, fish games, card games, sports, e-sports, lottery and cockfight in one wallet.</p>",
                "<p>Veneer Demo รวมคาสิโนสด สล็อต เกมยิงปลา เกมไพ่ กีฬา อีสปอร์ต หวย และไก่ชน ไว้ในกระเป๋าเงินเดียว</p>",
                "<p>Veneer Demo ລວມຄາສິໂນສົດ ສະລັອດ ເກມຍິງປາ ເກມໄພ່ ກິລາ ອີສະປອດ ຫວຍ ແລະ ຕີໄກ່ ໄວ້ໃນກະເປົາເງິນດຽວ</p>",
                "<p>Veneer Demo ផ្ដល់ជូនកាស៊ីណូផ្សាយផ្ទាល់ ស្លុត ហ្គេមបាញ់ត្រី ហ្គេមបៀ កីឡា អ៊ីស្ពត ឆ្នោត និងជល់មាន់ ក្នុងកាបូបតែមួយ។</p>",
                "<p>Veneer Demo သည် တိုက်ရိုက်ကာစီနို၊ စလော့၊ ငါးပစ်ဂိမ်း၊ ဖဲဂိမ်း၊ အားကစား၊ အီးစပို့၊ ထီနှင့် ကြက်တိုက်ကို ပိုက်ဆံအိတ်တစ်ခုတည်းဖြင့် ပေးဆောင်ပါသည်။</p>",
            ]),
            "#2b2f3a",
        ),
        terms,
        article(
            "privacy",
            t(["Privacy policy", "นโยบายความเป็นส่วนตัว", "ນະໂຍບາຍຄວາມເປັນສ່ວນຕົວ", "គោលការណ៍ឯកជនភាព", "ကိုယ်ရေးအချက်အလက် မူဝါဒ"]),
            t([
                "<p>We keep your personal data only to run your account and never sell it.</p>",
                "<p>เราเก็บข้อมูลส่วนบุคคลของท่านเพื่อใช้ดำเนินการบัญชีเท่านั้น และจะไม่ขายข้อมูลให้ผู้อื่น</p>",
                "<p>ພວກເຮົາເກັບຂໍ້ມູນສ່ວນບຸກຄົນຂອງທ່ານເພື່ອໃຊ້ດຳເນີນການບັນຊີເທົ່ານັ້ນ ແລະ ຈະບໍ່ຂາຍຂໍ້ມູນໃຫ້ຜູ້ອື່ນ</p>",
                "<p>យើងរក្សាទុកទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នកសម្រាប់តែដំណើរការគណនីរបស់អ្នកប៉ុណ្ណោះ ហើយមិនដែលលក់វាឡើយ។</p>",
                "<p>သင့်အကောင့်ကို လည်ပတ်ရန်အတွက်သာ သင့်ကိုယ်ရေးအချက်အလက်များကို သိမ်းဆည်းထားပြီး ဘယ်တော့မှ ရောင်းချမည် မဟုတ်ပါ။</p>",
            ]),
            "#2b2f3a",
        ),
        article(
            "responsible",
            t([
                "Responsible gaming",
                "การเล่นอย่างรับผิดชอบ",
                "ການຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ",
                "ការលេងដោយទំនួលខុសត្រូវ",
                "တာဝန်ယူမှုရှိသော ကစားခြင်း",
            ]),
            t([
                "<p>Play for fun, set limits and take breaks. Players under 18 are not allowed.</p>",
                "<p>เล่นเพื่อความบันเทิง กำหนดวงเงิน และพักเป็นระยะ ไม่อนุญาตให้ผู้ที่มีอายุต่ำกว่า 18 ปีเล่น</p>",
                "<p>ຫຼິ້ນເພື່ອຄວາມບັນເທີງ ກຳນົດວົງເງິນ ແລະ ພັກເປັນໄລຍະ ບໍ່ອະນຸຍາດໃຫ້ຜູ້ທີ່ມີອາຍຸຕ່ຳກວ່າ 18 ປີຫຼິ້ນ</p>",
                "<p>លេងដើម្បីការកម្សាន្ត កំណត់ដែនកំណត់ ហើយសម្រាកជាប្រចាំ។ មិនអនុញ្ញាតឱ្យអ្នកលេងអាយុក្រោម 18 ឆ្នាំទេ។</p>",
                "<p>ဖျော်ဖြေမှုအတွက် ကစားပါ၊ ကန့်သတ်ချက်များ သတ်မှတ်ပြီး အနားယူပါ။ အသက် 18 နှစ်အောက် ကစားသူများကို ခွင့်မပြုပါ။</p>",
            ]),
            "#402a1f",
        ),
        faq,
        app,
        browsers,
        article(
            "contact",
            t(["Contact us", "ติดต่อเรา", "ຕິດຕໍ່ພວກເຮົາ", "ទាក់ទងមកយើង", "ကျွန်ုပ်တို့ကို ဆက်သွယ်ပါ"]),
            t([&contact_en, &contact_th, &contact_lo, &contact_km, &contact_my]),
            "#2b2f3a",
        ),
        agent_terms,
    ]
}

fn templates(brand: &str, email: &str) -> Vec<Template> {
    // English, Thai, Lao, Khmer and Myanmar.
    let template = |code: &str, value: Option<i64>, text: [String; 5]| Template {
        code: code.into(),
        value,
        text: Localized::of(text),
    };
    let texts = |texts: [&str; 5]| texts.map(str::to_owned);
    vec![
        template(
            "AGE_AGREEMENT",
            Some(18),
            texts([
                "I am over 18 years old and I have read and agree to the Terms and Conditions.",
                "ข้าพเจ้ามีอายุเกิน 18 ปี และได้อ่านและยอมรับข้อกำหนดและเงื่อนไขแล้ว",
                "ຂ້າພະເຈົ້າມີອາຍຸເກີນ 18 ປີ ແລະ ໄດ້ອ່ານ ແລະ ຍອມຮັບຂໍ້ກຳນົດ ແລະ ເງື່ອນໄຂແລ້ວ",
                "ខ្ញុំមានអាយុលើសពី 18 ឆ្នាំ ហើយបានអាន និងយល់ព្រមលើលក្ខខណ្ឌ និងការកំណត់។",
                "ကျွန်ုပ်သည် အသက် 18 နှစ်ကျော်ပြီး စည်းမျဉ်းနှင့် စည်းကမ်းချက်များကို ဖတ်ရှုပြီး သဘောတူပါသည်။",
            ]),
        ),
        template(
            "BIRTHDAY_AGE",
            Some(21),
            texts([
                "Date of birth: you must be 21 or older.",
                "วันเกิด: ท่านต้องมีอายุ 21 ปีขึ้นไป",
                "ວັນເກີດ: ທ່ານຕ້ອງມີອາຍຸ 21 ປີຂຶ້ນໄປ",
                "ថ្ងៃខែឆ្នាំកំណើត៖ អ្នកត្រូវមានអាយុចាប់ពី 21 ឆ្នាំឡើងទៅ។",
                "မွေးသက္ကရာဇ်- အသက် 21 နှစ်နှင့်အထက် ဖြစ်ရပါမည်။",
            ]),
        ),
        template(
            "FOOTER_COPYRIGHT",
            Some(2025),
            [
                format!("Copyright © 2025 {brand}. All rights reserved."),
                format!("สงวนลิขสิทธิ์ © 2025 {brand}"),
                format!("ສະຫງວນລິຂະສິດ © 2025 {brand}"),
                format!("រក្សាសិទ្ធិគ្រប់យ៉ាង © 2025 {brand}"),
                format!("မူပိုင်ခွင့် © 2025 {brand}။ မူပိုင်ခွင့်အားလုံး ရယူထားသည်။"),
            ],
        ),
        template(
            "FOOTER_CONTACT",
            None,
            [
                format!("Contact us: {email}"),
                format!("ติดต่อเรา: {email}"),
                format!("ຕິດຕໍ່ພວກເຮົາ: {email}"),
                format!("ទាក់ទងមកយើង៖ {email}"),
                format!("ဆက်သွယ်ရန်- {email}"),
            ],
        ),
        template(
            "MAINTENANCE",
            None,
            texts([
                "The site is under maintenance. Please come back later or contact customer service.",
                "ระบบกำลังปิดปรับปรุง กรุณากลับมาใหม่ภายหลังหรือติดต่อฝ่ายบริการลูกค้า",
                "ລະບົບກຳລັງປິດປັບປຸງ ກະລຸນາກັບມາໃໝ່ພາຍຫຼັງ ຫຼື ຕິດຕໍ່ຝ່າຍບໍລິການລູກຄ້າ",
                "គេហទំព័រកំពុងថែទាំ។ សូមត្រឡប់មកវិញពេលក្រោយ ឬទាក់ទងសេវាអតិថិជន។",
                "ဝက်ဘ်ဆိုက်ကို ပြုပြင်ထိန်းသိမ်းနေပါသည်။ နောက်မှ ပြန်လာပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။",
            ]),
        ),
        template(
            "REGION_BLOCKED",
            None,
            texts([
                "Access restricted by location or IP.",
                "ไม่สามารถเข้าใช้งานได้จากพื้นที่หรือ IP ของท่าน",
                "ບໍ່ສາມາດເຂົ້າໃຊ້ງານໄດ້ຈາກພື້ນທີ່ ຫຼື IP ຂອງທ່ານ",
                "ការចូលប្រើត្រូវបានកម្រិតដោយទីតាំង ឬ IP។",
                "တည်နေရာ သို့မဟုတ် IP အရ ဝင်ရောက်ခွင့် ကန့်သတ်ထားပါသည်။",
            ]),
        ),
    ]
}
