//! The lotteries the mock runs, the same for every merchant: electronic fast draws, China-style
//! daily games, the South-East Asian lotteries of `TCG_SEA` and the Vietnamese provincial lotteries
//! of `TCG_LOTTO_VN`, each with its prize modes (`Lott`, `ZY`, `Elott`, `SEA`), menu tag and
//! draw schedule. Times are local to the market (GMT+7, Bangkok and Ho Chi Minh City).

use serde::Serialize;

use crate::locale::Lang;

/// The prize modes the front asks menus for (spec 001 §3 "Client config").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum PrizeMode {
    /// `Lott`: most fast, lucky-time and daily-digit lotteries, and the Vietnamese provinces.
    Lott,
    /// `ZY`: some fast lotteries and the lucky-time ones.
    #[serde(rename = "ZY")]
    Zy,
    /// `Elott`: the fast lotteries and the Vietnamese ones.
    Elott,
    /// `SEA`: the Thai, Lao and 4D lotteries.
    #[serde(rename = "SEA")]
    Sea,
}

impl PrizeMode {
    /// Every mode, in menu order.
    pub const ALL: [PrizeMode; 4] = [PrizeMode::Lott, PrizeMode::Zy, PrizeMode::Elott, PrizeMode::Sea];

    /// Case-insensitive (`Lott`, `LOTT`, `ELOTT`…), as the front sends both spellings.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|mode| mode.as_str().eq_ignore_ascii_case(text.trim()))
    }

    /// The mode as the wire spells it: `Lott`, `ZY`, `Elott` or `SEA`.
    pub fn as_str(self) -> &'static str {
        match self {
            PrizeMode::Lott => "Lott",
            PrizeMode::Zy => "ZY",
            PrizeMode::Elott => "Elott",
            PrizeMode::Sea => "SEA",
        }
    }
}

/// When a lottery draws.
#[derive(Debug, Clone, Copy)]
pub enum Schedule {
    /// Every `secs` seconds from local midnight (`secs` divides a day).
    Every {
        /// Seconds between draws.
        secs: i64,
    },
    /// On these ISO weekdays (1 = Monday … 7 = Sunday) at a local time.
    Weekly {
        /// The ISO weekdays it draws on.
        days: &'static [u8],
        /// The draw's hour, Bangkok time.
        hour: u32,
        /// The draw's minute.
        minute: u32,
    },
    /// On these days of the month at a local time.
    Monthly {
        /// The days of the month it draws on.
        days: &'static [u8],
        /// The draw's hour, Bangkok time.
        hour: u32,
        /// The draw's minute.
        minute: u32,
    },
}

/// One lottery.
#[derive(Debug)]
pub struct LotteryGame {
    /// The lottery's id (`gameId`), e.g. `4201`.
    pub id: u32,
    /// The code the lobby launches with (`lottoGameCode`).
    pub code: &'static str,
    /// The vendor kind the front routes by: `TCG_LOTTO`, `TCG_LOTTO_VN` (→ /vnLottery) or `TCG_SEA`
    /// (→ /seaLottery).
    pub vassalage: &'static str,
    /// The name in English (Vietnamese provinces by their Vietnamese names).
    pub name_en: &'static str,
    /// The name in Thai.
    pub name_th: &'static str,
    /// The menu it belongs to (`gameMenuTag`).
    pub tag: &'static str,
    /// The prize modes whose menus list it.
    pub modes: &'static [PrizeMode],
    /// When it draws.
    pub schedule: Schedule,
    /// Betting closes this many seconds before the draw.
    pub lock_secs: i64,
    /// Winning digits per draw (at most 6).
    pub digits: usize,
}

impl LotteryGame {
    /// The name in a language: Thai for Thai, English for every other (lotteries have no Lao, Khmer or
    /// Myanmar names).
    pub fn name(&self, lang: Lang) -> &'static str {
        if lang == Lang::Th { self.name_th } else { self.name_en }
    }

    /// Whether the menus of `mode` list it.
    pub fn in_mode(&self, mode: PrizeMode) -> bool {
        self.modes.contains(&mode)
    }

    /// Whether it is one of the Vietnamese lotteries (`TCG_LOTTO_VN`).
    pub fn is_vietnamese(&self) -> bool {
        self.vassalage == VN
    }
}

/// A lottery menu (`gameGroupCode` / `tag`).
#[derive(Debug)]
pub struct Tag {
    /// The menu's code (`FAST`, `THAI`, `SOUTH`, …).
    pub code: &'static str,
    /// The menu's name in English.
    pub name_en: &'static str,
    /// The menu's name in Thai.
    pub name_th: &'static str,
}

impl Tag {
    /// The menu's name in a language: Thai for Thai, English for every other.
    pub fn name(&self, lang: Lang) -> &'static str {
        if lang == Lang::Th { self.name_th } else { self.name_en }
    }
}

const TCG: &str = "TCG_LOTTO";
/// The vendor kind of the Vietnamese lotteries, which the front routes to its Vietnamese lottery page.
pub const VN: &str = "TCG_LOTTO_VN";
const SEA: &str = "TCG_SEA";

use PrizeMode::{Elott, Lott, Sea, Zy};

/// The menus, in display order.
pub const TAGS: &[Tag] = &[
    Tag { code: "FAST", name_en: "Fast lotto", name_th: "หวยด่วน" },
    Tag { code: "SSC", name_en: "Lucky time", name_th: "หวยเวลา" },
    Tag { code: "3D", name_en: "Daily digits", name_th: "หวยรายวัน" },
    Tag { code: "THAI", name_en: "Thai lotteries", name_th: "หวยไทย" },
    Tag { code: "LAO", name_en: "Lao lottery", name_th: "หวยลาว" },
    Tag { code: "4D", name_en: "4D lotteries", name_th: "หวย 4D" },
    Tag { code: "NORTH", name_en: "Northern Vietnam", name_th: "เวียดนามเหนือ" },
    Tag { code: "CENTRAL", name_en: "Central Vietnam", name_th: "เวียดนามกลาง" },
    Tag { code: "SOUTH", name_en: "Southern Vietnam", name_th: "เวียดนามใต้" },
    Tag { code: "VNFAST", name_en: "Vietnam fast", name_th: "เวียดนามด่วน" },
];

/// The Vietnam menu of provinces that draw today (computed from the lottery clock).
pub const TODAY: Tag = Tag { code: "TODAY", name_en: "Drawing today", name_th: "ออกผลวันนี้" };

const fn every(secs: i64) -> Schedule {
    Schedule::Every { secs }
}

const fn weekly(days: &'static [u8], hour: u32, minute: u32) -> Schedule {
    Schedule::Weekly { days, hour, minute }
}

const DAILY: &[u8] = &[1, 2, 3, 4, 5, 6, 7];

/// One row of [`GAMES`].
#[allow(clippy::too_many_arguments)]
const fn game(
    id: u32,
    code: &'static str,
    vassalage: &'static str,
    (name_en, name_th): (&'static str, &'static str),
    tag: &'static str,
    modes: &'static [PrizeMode],
    schedule: Schedule,
    lock_secs: i64,
    digits: usize,
) -> LotteryGame {
    LotteryGame { id, code, vassalage, name_en, name_th, tag, modes, schedule, lock_secs, digits }
}

/// Every lottery.
pub const GAMES: &[LotteryGame] = &[
    // Electronic fast draws.
    game(1001, "TCG1M", TCG, ("1-minute lotto", "หวย 1 นาที"), "FAST", &[Lott, Zy, Elott], every(60), 10, 5),
    game(1002, "TCG3M", TCG, ("3-minute lotto", "หวย 3 นาที"), "FAST", &[Lott, Elott], every(180), 20, 5),
    game(1003, "TCG5M", TCG, ("5-minute lotto", "หวย 5 นาที"), "FAST", &[Lott, Zy, Elott], every(300), 30, 5),
    game(1004, "YEEKEE", TCG, ("Yeekee", "หวยยี่กี"), "FAST", &[Elott], every(900), 60, 5),
    // China-style games.
    game(2001, "CQSSC", TCG, ("Chongqing lucky time", "ฉงชิ่ง"), "SSC", &[Lott, Zy], every(1200), 60, 5),
    game(2002, "TJSSC", TCG, ("Tianjin lucky time", "เทียนจิน"), "SSC", &[Lott, Zy], every(1200), 90, 5),
    game(2003, "FC3D", TCG, ("Welfare 3D", "สวัสดิการ 3D"), "3D", &[Lott], weekly(DAILY, 20, 15), 900, 3),
    game(2004, "PL5", TCG, ("Arrangement 5", "เรียงห้า"), "3D", &[Lott], weekly(DAILY, 20, 30), 900, 5),
    // South-East Asia (TCG_SEA).
    game(
        3001,
        "THGOV",
        SEA,
        ("Thai government lottery", "หวยรัฐบาลไทย"),
        "THAI",
        &[Sea],
        Schedule::Monthly { days: &[1, 16], hour: 16, minute: 0 },
        1800,
        6,
    ),
    game(
        3002,
        "THSTOCK",
        SEA,
        ("Thai stock lottery", "หวยหุ้นไทย"),
        "THAI",
        &[Sea],
        weekly(&[1, 2, 3, 4, 5], 16, 30),
        600,
        3,
    ),
    game(3003, "LAO", SEA, ("Lao development lottery", "หวยลาวพัฒนา"), "LAO", &[Sea], weekly(&[1, 4], 20, 30), 900, 6),
    game(3004, "MY4D", SEA, ("Malaysia 4D", "หวยมาเลย์ 4D"), "4D", &[Sea], weekly(&[3, 6, 7], 18, 0), 900, 4),
    game(3005, "SG4D", SEA, ("Singapore 4D", "หวยสิงคโปร์ 4D"), "4D", &[Sea], weekly(&[3, 6, 7], 17, 30), 900, 4),
    // Vietnam (TCG_LOTTO_VN): the north draws daily at 18:15, the centre at 17:15, the south at 16:15.
    game(
        4001,
        "VNMB",
        VN,
        ("Miền Bắc (Hà Nội)", "เวียดนามเหนือ (ฮานอย)"),
        "NORTH",
        &[Lott, Elott],
        weekly(DAILY, 18, 15),
        900,
        5,
    ),
    game(4101, "VNDNG", VN, ("Đà Nẵng", "ดานัง"), "CENTRAL", &[Lott, Elott], weekly(&[3, 6], 17, 15), 900, 6),
    game(4102, "VNKH", VN, ("Khánh Hòa", "คั้ญฮหว่า"), "CENTRAL", &[Lott, Elott], weekly(&[3, 7], 17, 15), 900, 6),
    game(
        4103,
        "VNTTH",
        VN,
        ("Thừa Thiên Huế", "เถื่อเทียนเว้"),
        "CENTRAL",
        &[Lott, Elott],
        weekly(&[1, 7], 17, 15),
        900,
        6,
    ),
    game(4104, "VNGL", VN, ("Gia Lai", "ซาลาย"), "CENTRAL", &[Lott, Elott], weekly(&[5], 17, 15), 900, 6),
    game(4105, "VNBDI", VN, ("Bình Định", "บิ่ญดิ่ญ"), "CENTRAL", &[Lott, Elott], weekly(&[4], 17, 15), 900, 6),
    game(4106, "VNDLK", VN, ("Đắk Lắk", "ดั๊กลัก"), "CENTRAL", &[Lott, Elott], weekly(&[2], 17, 15), 900, 6),
    game(4201, "VNHCM", VN, ("TP. Hồ Chí Minh", "โฮจิมินห์"), "SOUTH", &[Lott, Elott], weekly(&[1, 6], 16, 15), 900, 6),
    game(4202, "VNDT", VN, ("Đồng Tháp", "ด่งท้าป"), "SOUTH", &[Lott, Elott], weekly(&[1], 16, 15), 900, 6),
    game(4203, "VNBTR", VN, ("Bến Tre", "เบ๊นแจ"), "SOUTH", &[Lott, Elott], weekly(&[2], 16, 15), 900, 6),
    game(4204, "VNDN", VN, ("Đồng Nai", "ด่งนาย"), "SOUTH", &[Lott, Elott], weekly(&[3], 16, 15), 900, 6),
    game(4205, "VNCT", VN, ("Cần Thơ", "เกิ่นเทอ"), "SOUTH", &[Lott, Elott], weekly(&[3], 16, 15), 900, 6),
    game(4206, "VNTN", VN, ("Tây Ninh", "เต็ยนิญ"), "SOUTH", &[Lott, Elott], weekly(&[4], 16, 15), 900, 6),
    game(4207, "VNAG", VN, ("An Giang", "อานซาง"), "SOUTH", &[Lott, Elott], weekly(&[4], 16, 15), 900, 6),
    game(4208, "VNVL", VN, ("Vĩnh Long", "หวิญลอง"), "SOUTH", &[Lott, Elott], weekly(&[5], 16, 15), 900, 6),
    game(4209, "VNTG", VN, ("Tiền Giang", "เตี่ยนซาง"), "SOUTH", &[Lott, Elott], weekly(&[7], 16, 15), 900, 6),
    game(4301, "VN1M", VN, ("Vietnam 1-minute", "เวียดนาม 1 นาที"), "VNFAST", &[Elott], every(60), 10, 6),
    game(4302, "VN5M", VN, ("Vietnam 5-minute", "เวียดนาม 5 นาที"), "VNFAST", &[Elott], every(300), 30, 6),
];

/// A lottery by id.
pub fn by_id(id: u32) -> Option<&'static LotteryGame> {
    GAMES.iter().find(|g| g.id == id)
}

/// A lottery by code (case-insensitive).
pub fn by_code(code: &str) -> Option<&'static LotteryGame> {
    GAMES.iter().find(|g| g.code.eq_ignore_ascii_case(code))
}

/// A lottery by id (`4201`) or code (`VNHCM`).
pub fn find(text: &str) -> Option<&'static LotteryGame> {
    let text = text.trim();
    text.parse::<u32>().ok().and_then(by_id).or_else(|| by_code(text))
}

/// A menu by code.
pub fn tag(code: &str) -> Option<&'static Tag> {
    TAGS.iter().chain(std::iter::once(&TODAY)).find(|t| t.code.eq_ignore_ascii_case(code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_is_consistent() {
        let mut ids = std::collections::BTreeSet::new();
        for game in GAMES {
            assert!(ids.insert(game.id), "{} twice", game.id);
            assert!(TAGS.iter().any(|t| t.code == game.tag), "{} has an unknown tag", game.code);
            assert!((1..=6).contains(&game.digits));
            assert!(!game.modes.is_empty());
            match game.schedule {
                Schedule::Every { secs } => assert!(86_400 % secs == 0 && game.lock_secs < secs),
                Schedule::Weekly { days, .. } => assert!(days.iter().all(|d| (1..=7).contains(d))),
                Schedule::Monthly { days, .. } => assert!(days.iter().all(|d| (1..=28).contains(d))),
            }
        }
        for mode in PrizeMode::ALL {
            assert!(GAMES.iter().any(|g| g.in_mode(mode)), "{mode:?} has no lottery");
        }
        assert!(GAMES.iter().any(|g| g.vassalage == VN) && GAMES.iter().any(|g| g.vassalage == SEA));
        assert_eq!(find("vnhcm").map(|g| g.id), Some(4201));
        assert_eq!(find("4201").map(|g| g.code), Some("VNHCM"));
        assert_eq!(PrizeMode::parse("ELOTT"), Some(PrizeMode::Elott));
    }
}
