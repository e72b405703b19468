//! The game catalogue every merchant shares: vendors, their lanes, and some 850 games with distinct
//! names, built once at start from word lists (deterministic, so ids and names never change between
//! runs) and indexed so a page of the game list costs a lookup and a filter, not a scan of everything.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use super::view::GameView;
use crate::state::Mock;

use super::names::{self, Word};

/// A game type: the upstream's lanes and the product's categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum GameType {
    /// Slots and other machine games.
    #[serde(rename = "RNG")]
    Rng,
    /// Live dealer tables.
    #[serde(rename = "LIVE")]
    Live,
    /// Fishing games.
    #[serde(rename = "FISH")]
    Fish,
    /// Card and tile games played against other players (rooms).
    #[serde(rename = "PVP")]
    Pvp,
    /// Sports betting (the upstream's lane also holds e-sports and cockfight vendors).
    #[serde(rename = "SPORTS")]
    Sports,
    /// E-sports: the product's category for e-sports vendors' games of the SPORTS lane.
    #[serde(rename = "ESPORTS")]
    Esports,
    /// Cockfight: the product's category for cockfight vendors' games of the SPORTS lane.
    #[serde(rename = "COCKFIGHT")]
    Cockfight,
    /// Lotteries (the lottery gateway's games among them).
    #[serde(rename = "LOTT")]
    Lott,
    /// Electronic lotteries.
    #[serde(rename = "ELOTT")]
    Elott,
    /// Anything else (instant games).
    #[serde(rename = "OTHER")]
    Other,
}

impl GameType {
    /// Every type, in menu order.
    pub const ALL: [GameType; 10] = [
        GameType::Rng,
        GameType::Live,
        GameType::Fish,
        GameType::Pvp,
        GameType::Sports,
        GameType::Esports,
        GameType::Cockfight,
        GameType::Lott,
        GameType::Elott,
        GameType::Other,
    ];

    /// The type as the wire spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            GameType::Rng => "RNG",
            GameType::Live => "LIVE",
            GameType::Fish => "FISH",
            GameType::Pvp => "PVP",
            GameType::Sports => "SPORTS",
            GameType::Esports => "ESPORTS",
            GameType::Cockfight => "COCKFIGHT",
            GameType::Lott => "LOTT",
            GameType::Elott => "ELOTT",
            GameType::Other => "OTHER",
        }
    }

    /// A type from its wire spelling (any case).
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str().eq_ignore_ascii_case(text.trim()))
    }
}

/// What a vendor of the SPORTS lane really offers: the front splits e-sports and cockfight vendors
/// out of SPORTS by their codes (spec 001 §4), the upstream lists them all as sports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VendorKind {
    /// Any other vendor: its games' category is their lane's type.
    Casino,
    /// An e-sports vendor of the SPORTS lane.
    Esports,
    /// A cockfight vendor of the SPORTS lane.
    Cockfight,
}

/// A game vendor (`vassalage`).
#[derive(Debug)]
pub struct Vendor {
    /// The vendor's code (`vassalage`), e.g. `PG`.
    pub code: &'static str,
    /// The vendor's name for people, e.g. `PG Soft`.
    pub name: &'static str,
    /// Shown with a "hot" mark in the vendor bar (`isHot: 1`).
    pub hot: bool,
    /// Whether the vendor is an e-sports or cockfight one of the SPORTS lane.
    pub kind: VendorKind,
    /// The lanes the vendor appears in, with how many games it has there (generated types) or 0 for
    /// types whose games are listed by name ([`NAMED_GAMES`]).
    pub lanes: &'static [(GameType, u32)],
}

const fn vendor(code: &'static str, name: &'static str, hot: bool, lanes: &'static [(GameType, u32)]) -> Vendor {
    Vendor { code, name, hot, kind: VendorKind::Casino, lanes }
}

const fn sports(code: &'static str, name: &'static str, kind: VendorKind) -> Vendor {
    Vendor { code, name, hot: false, kind, lanes: &[(GameType::Sports, 0)] }
}

use GameType::*;

/// Every vendor, in the order lanes list them.
pub static VENDORS: &[Vendor] = &[
    vendor("PG", "PG Soft", true, &[(Rng, 90)]),
    vendor("PP", "Pragmatic Play", true, &[(Rng, 90), (Live, 18)]),
    vendor("JL", "JILI", true, &[(Rng, 85), (Fish, 14), (Pvp, 12)]),
    vendor("JDB", "JDB Gaming", false, &[(Rng, 75), (Fish, 12)]),
    vendor("CQ9", "CQ9 Gaming", false, &[(Rng, 75), (Fish, 10)]),
    vendor("EG4", "EG Gaming", false, &[(Rng, 65)]),
    vendor("FC", "Fa Chai", false, &[(Rng, 65), (Fish, 10)]),
    vendor("RSG", "Royal Slot Gaming", false, &[(Rng, 50)]),
    vendor("EVO", "Evolution", true, &[(Live, 24)]),
    vendor("SA", "SA Gaming", true, &[(Live, 16)]),
    vendor("AES", "AE Sexy", false, &[(Live, 14)]),
    vendor("DG", "Dream Gaming", false, &[(Live, 12)]),
    vendor("KM", "Kingmaker", true, &[(Pvp, 20)]),
    vendor("V8", "V8 Poker", false, &[(Pvp, 18)]),
    vendor("KY", "Kaiyuan Gaming", false, &[(Pvp, 16)]),
    Vendor { code: "SBO", name: "SBOBET", hot: true, kind: VendorKind::Casino, lanes: &[(Sports, 0)] },
    sports("SABA", "SABA Sports", VendorKind::Casino),
    sports("TF", "TF Gaming", VendorKind::Esports),
    sports("IA", "IA E-Sports", VendorKind::Esports),
    sports("AV", "AV E-Sports", VendorKind::Esports),
    sports("IMES", "IM E-Sports", VendorKind::Esports),
    sports("SV3", "SV388", VendorKind::Cockfight),
    sports("WGB", "WGB Cockfight", VendorKind::Cockfight),
    sports("DIG", "Digmaan", VendorKind::Cockfight),
    sports("WS168", "WS168", VendorKind::Cockfight),
    vendor("TCG_LOTTO", "TCG Lottery", true, &[(Lott, 0), (Elott, 0)]),
    vendor("TCG_SEA", "TCG SEA Lottery", true, &[(Lott, 0)]),
    vendor("TCG_LOTTO_VN", "TCG Vietnam Lottery", false, &[(Elott, 0)]),
    vendor("SPB", "Spribe", true, &[(Other, 20)]),
];

/// The lanes of the vendor list, in order. ESPORTS and COCKFIGHT vendors are in SPORTS (spec 001 §4).
pub const LANES: [GameType; 8] = [Rng, Live, Fish, Pvp, Sports, Lott, Elott, Other];

/// Games listed by name rather than generated: sports products. (Lotteries come from the lottery
/// gateway's own catalogue, so a lottery launched from a game card is one the gateway knows.)
const NAMED_GAMES: &[(&str, GameType, Word, &str)] = &[
    ("SBO", Sports, ("SBOBET Sportsbook", "สปอร์ตบุ๊ค SBOBET"), "SPORTSBOOK"),
    ("SBO", Sports, ("SBOBET Virtual Football", "ฟุตบอลเสมือน SBOBET"), "VIRTUAL"),
    ("SBO", Sports, ("SBOBET Virtual Basketball", "บาสเกตบอลเสมือน SBOBET"), "VIRTUAL"),
    ("SBO", Sports, ("SBOBET Number Game", "นัมเบอร์เกม SBOBET"), "VIRTUAL"),
    ("SABA", Sports, ("SABA Sportsbook", "สปอร์ตบุ๊ค SABA"), "SPORTSBOOK"),
    ("SABA", Sports, ("SABA Virtual Sports", "กีฬาเสมือน SABA"), "VIRTUAL"),
    ("SABA", Sports, ("SABA Soccer Live", "ฟุตบอลสด SABA"), "SPORTSBOOK"),
    ("TF", Sports, ("TF Gaming E-Sports", "อีสปอร์ต TF Gaming"), "ESPORTS"),
    ("TF", Sports, ("TF Gaming Virtual Arena", "เวอร์ชวลอารีน่า TF Gaming"), "ESPORTS"),
    ("IA", Sports, ("IA E-Sports Arena", "อีสปอร์ตอารีน่า IA"), "ESPORTS"),
    ("IA", Sports, ("IA E-Sports Live", "อีสปอร์ตสด IA"), "ESPORTS"),
    ("AV", Sports, ("AV E-Sports Book", "อีสปอร์ตบุ๊ค AV"), "ESPORTS"),
    ("IMES", Sports, ("IM E-Sports Book", "อีสปอร์ตบุ๊ค IM"), "ESPORTS"),
    ("IMES", Sports, ("IM E-Sports Live", "อีสปอร์ตสด IM"), "ESPORTS"),
    ("SV3", Sports, ("SV388 Cockfight", "ไก่ชน SV388"), "COCKFIGHT"),
    ("WGB", Sports, ("WGB Cockfight Arena", "สังเวียนไก่ชน WGB"), "COCKFIGHT"),
    ("DIG", Sports, ("Digmaan Sabong", "ไก่ชนดิกมาน"), "COCKFIGHT"),
    ("WS168", Sports, ("WS168 Sabong Live", "ไก่ชนสด WS168"), "COCKFIGHT"),
];

/// Classifications (`gameClassify`): key, English and Thai display names, in display order.
pub const CLASSES: &[(&str, &str, &str)] = &[
    ("SLOT", "Slots", "สล็อต"),
    ("JACKPOT", "Jackpot", "แจ็คพอต"),
    ("TABLE", "Table Games", "เกมโต๊ะ"),
    ("ARCADE", "Arcade Games", "เกมอาร์เคด"),
    ("BINGO", "Bingo", "บิงโก"),
    ("BACCARAT", "Baccarat", "บาคาร่า"),
    ("DRAGON_TIGER", "Dragon Tiger", "เสือมังกร"),
    ("ROULETTE", "Roulette", "รูเล็ต"),
    ("SICBO", "Sic Bo", "ไฮโล"),
    ("BLACKJACK", "Blackjack", "แบล็คแจ็ค"),
    ("FANTAN", "Fan Tan", "ฝานทาน"),
    ("POKER", "Poker", "โป๊กเกอร์"),
    ("FISH", "Fishing", "ยิงปลา"),
    ("CARD", "Card Games", "เกมไพ่"),
    ("TILE", "Tile Games", "เกมไพ่ตัวต่อ"),
    ("SPORTSBOOK", "Sportsbook", "กีฬา"),
    ("VIRTUAL", "Virtual Sports", "กีฬาเสมือน"),
    ("ESPORTS", "E-Sports", "อีสปอร์ต"),
    ("COCKFIGHT", "Cockfight", "ไก่ชน"),
    ("LOTTERY", "Lottery", "หวย"),
    ("STOCK", "Stock Lottery", "หวยหุ้น"),
    ("QUICK", "Quick Draw", "หวยด่วน"),
    ("CARDS", "Lottery Cards", "ล็อตเตอรี่การ์ด"),
    ("INSTANT", "Instant Games", "เกมด่วน"),
];

/// The display name of a classification.
pub fn class_name(key: &str, thai: bool) -> &'static str {
    CLASSES.iter().find(|c| c.0 == key).map_or("", |c| if thai { c.2 } else { c.1 })
}

/// The minimum bets of slots, fish and instant games (spec 001 §5), in hundredths.
pub const SMALL_MIN_BETS: [i64; 5] = [1, 5, 10, 50, 75];

/// One game.
#[derive(Debug)]
pub struct Game {
    /// The game's node id, `10001` on, the same for every merchant.
    pub node_id: u32,
    /// The vendor's own code for the game.
    pub game_id: String,
    /// The upstream's lane the game is in.
    pub game_type: GameType,
    /// Its vendor.
    pub vendor: &'static Vendor,
    /// The name in English (distinct over the catalogue).
    pub name_en: String,
    /// The name in Thai.
    pub name_th: String,
    search_en: String,
    /// Its classification key (`SLOT`, `BACCARAT`, `FISH`, …).
    pub classify: &'static str,
    /// The smallest stake, in hundredths.
    pub min_bet_cents: i64,
    /// Paylines of a slot or jackpot game; 1 for other games.
    pub min_line_num: u32,
    /// A free trial exists (`supportPlay: 0`).
    pub trial: bool,
    /// Shown as new (`isNew: 1`).
    pub is_new: bool,
    /// A fixed base popularity (0–1150); launches on a merchant add to it.
    pub popularity: u32,
}

impl Game {
    /// The name in the visitor's language (Thai for `TH`, English otherwise).
    pub fn name(&self, thai: bool) -> &str {
        if thai { &self.name_th } else { &self.name_en }
    }

    /// The product category: the type, except that sports of e-sports and cockfight vendors are
    /// ESPORTS and COCKFIGHT, as the front splits them.
    pub fn category(&self) -> GameType {
        match (self.game_type, self.vendor.kind) {
            (Sports, VendorKind::Esports) => Esports,
            (Sports, VendorKind::Cockfight) => Cockfight,
            (other, _) => other,
        }
    }

    /// Whether a search text (already lower-case) is in the game's English or Thai name.
    pub fn matches_name(&self, needle: &str) -> bool {
        self.search_en.contains(needle) || self.name_th.contains(needle)
    }
}

/// What the game list filters by; `None` means "any".
#[derive(Debug, Default, Clone)]
pub struct Filter<'a> {
    /// One lane (`gameType`).
    pub game_type: Option<GameType>,
    /// Upper-case vendor code.
    pub vendor: Option<&'a str>,
    /// Upper-case classification key.
    pub classify: Option<&'a str>,
    /// An exact minimum bet, in hundredths.
    pub min_bet_cents: Option<i64>,
    /// An exact number of paylines.
    pub min_line_num: Option<u32>,
    /// Only games marked new (`isNew=1`).
    pub only_new: bool,
    /// Lower-case search text.
    pub name: Option<&'a str>,
}

/// A lane of the vendor list: its vendors and classification counts.
#[derive(Debug)]
pub struct Lane {
    /// The lane's type.
    pub game_type: GameType,
    /// The vendors in the lane.
    pub vendors: Vec<&'static Vendor>,
    /// The lane's classification keys with how many games each has.
    pub classes: Vec<(&'static str, usize)>,
}

/// The game catalogue, the same for every merchant.
#[derive(Debug, Default)]
pub struct GameCatalogue {
    /// Every game, in node id order.
    games: Vec<Game>,
    by_node: HashMap<u32, usize>,
    /// Positions into `games`, most popular first.
    everything: Vec<usize>,
    by_type: HashMap<GameType, Vec<usize>>,
    by_vendor: HashMap<&'static str, Vec<usize>>,
    by_type_vendor: HashMap<(GameType, &'static str), Vec<usize>>,
    /// By product category (ESPORTS and COCKFIGHT apart from SPORTS), in node id order.
    by_category: HashMap<GameType, Vec<usize>>,
    lanes: Vec<Lane>,
    /// Classification counts per (type, vendor), for the vendor game types.
    vendor_classes: HashMap<(GameType, &'static str), Vec<(&'static str, usize)>>,
    /// Each game's list JSON, rendered on first use, in English and in Thai (by position in
    /// `games`): a page of the game list is then a copy of ready bytes.
    rendered: Vec<[OnceLock<Box<RawValue>>; 2]>,
}

/// The first node id; ids are contiguous from here.
const FIRST_NODE_ID: u32 = 10_001;

impl GameCatalogue {
    /// Builds the catalogue (about a millisecond; done once per mock).
    pub fn generate() -> Self {
        let mut builder = Builder::default();
        for vendor in VENDORS {
            for &(game_type, count) in vendor.lanes {
                builder.fill(vendor, game_type, count);
            }
        }
        Self::index(builder.games)
    }

    fn index(games: Vec<Game>) -> Self {
        let mut everything: Vec<usize> = (0..games.len()).collect();
        everything.sort_by_key(|&i| (std::cmp::Reverse(games[i].popularity), games[i].node_id));
        let mut catalogue = Self { by_node: HashMap::new(), everything, ..Self::default() };
        for &i in &catalogue.everything {
            let game = &games[i];
            catalogue.by_node.insert(game.node_id, i);
            catalogue.by_type.entry(game.game_type).or_default().push(i);
            catalogue.by_vendor.entry(game.vendor.code).or_default().push(i);
            catalogue.by_type_vendor.entry((game.game_type, game.vendor.code)).or_default().push(i);
        }
        for (i, game) in games.iter().enumerate() {
            catalogue.by_category.entry(game.category()).or_default().push(i);
        }
        let count_classes = |list: &[usize]| {
            CLASSES
                .iter()
                .map(|c| (c.0, list.iter().filter(|&&i| games[i].classify == c.0).count()))
                .filter(|(_, n)| *n > 0)
                .collect::<Vec<_>>()
        };
        for (&key, list) in &catalogue.by_type_vendor {
            catalogue.vendor_classes.insert(key, count_classes(list));
        }
        catalogue.lanes = LANES
            .iter()
            .map(|&game_type| Lane {
                game_type,
                vendors: VENDORS.iter().filter(|v| v.lanes.iter().any(|l| l.0 == game_type)).collect(),
                classes: count_classes(catalogue.by_type.get(&game_type).map(Vec::as_slice).unwrap_or_default()),
            })
            .collect();
        catalogue.rendered = games.iter().map(|_| Default::default()).collect();
        catalogue.games = games;
        catalogue
    }

    /// A game's JSON as lists show it ([`GameView`]), rendered once per language.
    #[expect(clippy::expect_used, reason = "a GameView is plain fields with no map keys that could fail to serialise")]
    pub fn rendered(&self, game: &Game, mock: &Mock, thai: bool) -> &RawValue {
        let slot = &self.rendered[(game.node_id - FIRST_NODE_ID) as usize][usize::from(thai)];
        slot.get_or_init(|| {
            serde_json::value::to_raw_value(&GameView::of(game, mock, thai)).expect("a game serialises")
        })
    }

    /// Every game, in node id order.
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// The game with this node id.
    pub fn game(&self, node_id: u32) -> Option<&Game> {
        self.by_node.get(&node_id).map(|&i| &self.games[i])
    }

    /// The game a vendor knows by this code.
    pub fn game_by_code(&self, vendor: &str, game_id: &str) -> Option<&Game> {
        let list = self.by_vendor.get(vendor.to_ascii_uppercase().as_str())?;
        list.iter().map(|&i| &self.games[i]).find(|g| g.game_id.eq_ignore_ascii_case(game_id))
    }

    /// The vendor with this code (any case).
    pub fn vendor(&self, code: &str) -> Option<&'static Vendor> {
        VENDORS.iter().find(|v| v.code.eq_ignore_ascii_case(code))
    }

    /// The vendor lanes.
    pub fn lanes(&self) -> &[Lane] {
        &self.lanes
    }

    /// Classification counts of one vendor in one lane.
    pub fn vendor_classes(&self, game_type: GameType, vendor: &str) -> &[(&'static str, usize)] {
        let Some(vendor) = self.vendor(vendor) else { return &[] };
        self.vendor_classes.get(&(game_type, vendor.code)).map(Vec::as_slice).unwrap_or_default()
    }

    /// The games matching a filter, most popular first. Starts from the narrowest index.
    pub fn search(&self, filter: &Filter) -> Vec<&Game> {
        self.search_positions(filter).iter().map(|&i| &self.games[i]).collect()
    }

    /// As [`GameCatalogue::search`], as positions for [`GameCatalogue::at`]. A filter by type and
    /// vendor alone is one of the precomputed indexes, borrowed as it is: a page of the game list
    /// then costs no pass over the catalogue.
    pub fn search_positions(&self, filter: &Filter) -> Cow<'_, [usize]> {
        let vendor = match filter.vendor {
            Some(code) => match self.vendor(code) {
                Some(vendor) => Some(vendor.code),
                None => return Cow::Borrowed(&[]),
            },
            None => None,
        };
        let base: &[usize] = match (filter.game_type, vendor) {
            (Some(t), Some(v)) => self.by_type_vendor.get(&(t, v)).map_or(&[], Vec::as_slice),
            (Some(t), None) => self.by_type.get(&t).map_or(&[], Vec::as_slice),
            (None, Some(v)) => self.by_vendor.get(v).map_or(&[], Vec::as_slice),
            (None, None) => &self.everything,
        };
        let narrows = filter.classify.is_some()
            || filter.min_bet_cents.is_some()
            || filter.min_line_num.is_some()
            || filter.only_new
            || filter.name.is_some();
        if !narrows {
            return Cow::Borrowed(base);
        }
        Cow::Owned(
            base.iter()
                .copied()
                .filter(|&i| {
                    let g = &self.games[i];
                    filter.classify.is_none_or(|c| g.classify == c)
                        && filter.min_bet_cents.is_none_or(|m| g.min_bet_cents == m)
                        && filter.min_line_num.is_none_or(|m| g.min_line_num == m)
                        && (!filter.only_new || g.is_new)
                        && filter.name.is_none_or(|n| g.matches_name(n))
                })
                .collect(),
        )
    }

    /// The game at a position [`GameCatalogue::search_positions`] gave.
    pub fn at(&self, position: usize) -> &Game {
        &self.games[position]
    }

    /// A game of a product category chosen by `seed` (for simulated play).
    pub fn pick_in_category(&self, category: GameType, seed: u64) -> Option<&Game> {
        let list = self.by_category.get(&category)?;
        list.get((seed % list.len().max(1) as u64) as usize).map(|&i| &self.games[i])
    }

    /// The sportsbook the hot matches' bet buttons open.
    pub fn sportsbook(&self) -> Option<&Game> {
        self.by_type_vendor.get(&(Sports, "SBO"))?.iter().map(|&i| &self.games[i]).find(|g| g.classify == "SPORTSBOOK")
    }
}

/// A shuffled supply of distinct names (English, Thai, classification).
struct Pool {
    names: Vec<(String, String, &'static str)>,
    next: usize,
}

impl Pool {
    fn new(mut names: Vec<(String, String, &'static str)>) -> Self {
        names.sort_by_key(|(en, _, _)| mix(hash_str(en)));
        Self { names, next: 0 }
    }

    fn combine(
        firsts: &[Word],
        seconds: &[Word],
        class: &'static str,
        compose: impl Fn(Word, Word) -> (String, String),
    ) -> Self {
        let names = firsts
            .iter()
            .flat_map(|&a| seconds.iter().map(move |&b| (a, b)))
            .map(|(a, b)| {
                let (en, th) = compose(a, b);
                (en, th, class)
            })
            .collect();
        Self::new(names)
    }

    /// The next name no other game has yet.
    fn take(&mut self, used: &mut HashSet<String>) -> Option<(String, String, &'static str)> {
        while let Some(entry) = self.names.get(self.next) {
            self.next += 1;
            if used.insert(entry.0.clone()) {
                return Some(entry.clone());
            }
        }
        None
    }
}

struct Builder {
    games: Vec<Game>,
    used: HashSet<String>,
    pools: HashMap<&'static str, Pool>,
    per_vendor: HashMap<&'static str, u32>,
}

impl Default for Builder {
    fn default() -> Self {
        use names::*;
        let mut pools = HashMap::new();
        pools.insert(
            "SLOT",
            Pool::combine(ADJECTIVES, NOUNS, "SLOT", |a, n| (format!("{} {}", a.0, n.0), format!("{}{}", n.1, a.1))),
        );
        pools.insert(
            "JACKPOT",
            Pool::combine(ADJECTIVES, NOUNS, "JACKPOT", |a, n| {
                (format!("{} {} Jackpot", a.0, n.0), format!("แจ็คพอต{}{}", n.1, a.1))
            }),
        );
        pools.insert(
            "TABLE",
            Pool::combine(TABLE_KINDS, TABLE_QUALIFIERS, "TABLE", |k, q| {
                (format!("{} {}", k.0, q.0), format!("{} {}", k.1, q.1))
            }),
        );
        pools.insert(
            "ARCADE",
            Pool::combine(ADJECTIVES, ARCADE_KINDS, "ARCADE", |a, k| {
                (format!("{} {}", a.0, k.0), format!("{}{}", k.1, a.1))
            }),
        );
        let mut bingo: Vec<_> =
            NOUNS.iter().map(|n| (format!("{} Bingo", n.0), format!("บิงโก{}", n.1), "BINGO")).collect();
        bingo.extend(ADJECTIVES.iter().map(|a| (format!("Bingo {}", a.0), format!("บิงโก{}", a.1), "BINGO")));
        pools.insert("BINGO", Pool::new(bingo));
        pools.insert(
            "FISH",
            Pool::combine(ADJECTIVES, FISH_KINDS, "FISH", |a, f| {
                (format!("{} {}", a.0, f.0), format!("{}{}", f.1, a.1))
            }),
        );
        let live = LIVE_KINDS
            .iter()
            .flat_map(|&(k, class)| {
                GEMS.iter().map(move |g| (format!("{} {}", k.0, g.0), format!("{} {}", k.1, g.1), class))
            })
            .collect();
        pools.insert("LIVE", Pool::new(live));
        let pvp = PVP_KINDS
            .iter()
            .flat_map(|&(k, class)| {
                PVP_QUALIFIERS.iter().map(move |q| (format!("{} {}", k.0, q.0), format!("{} {}", k.1, q.1), class))
            })
            .collect();
        pools.insert("PVP", Pool::new(pvp));
        // Instant games keep their list order: each is one title.
        let instant = INSTANT_GAMES.iter().map(|w| (w.0.to_owned(), w.1.to_owned(), "INSTANT")).collect();
        pools.insert("INSTANT", Pool { names: instant, next: 0 });
        Self { games: Vec::new(), used: HashSet::new(), pools, per_vendor: HashMap::new() }
    }
}

impl Builder {
    fn fill(&mut self, vendor: &'static Vendor, game_type: GameType, count: u32) {
        if count == 0 {
            for &(code, t, (en, th), class) in NAMED_GAMES {
                if code == vendor.code && t == game_type && self.used.insert(en.to_owned()) {
                    self.push(vendor, game_type, (en.to_owned(), th.to_owned(), class));
                }
            }
            self.fill_lotteries(vendor, game_type);
            return;
        }
        for _ in 0..count {
            let node_id = self.next_node_id();
            let pool = match game_type {
                Rng => match mix(u64::from(node_id) ^ 0x5107) % 100 {
                    0..60 => "SLOT",
                    60..75 => "JACKPOT",
                    75..85 => "TABLE",
                    85..95 => "ARCADE",
                    _ => "BINGO",
                },
                Fish => "FISH",
                Live => "LIVE",
                Pvp => "PVP",
                _ => "INSTANT",
            };
            // A class whose names ran out falls back to plain slots.
            let name = self.pools.get_mut(pool).and_then(|p| p.take(&mut self.used));
            let name = name.or_else(|| self.pools.get_mut("SLOT").and_then(|p| p.take(&mut self.used)));
            if let Some(name) = name {
                self.push(vendor, game_type, name);
            }
        }
    }

    /// A lottery vendor's cards: the lottery gateway's games of that vendor in this lane's prize
    /// mode, with the lottery's code as `gameId` (what `lottoGameCode` launches).
    fn fill_lotteries(&mut self, vendor: &'static Vendor, game_type: GameType) {
        use crate::lottery::catalogue::{GAMES, PrizeMode};
        let in_lane = |modes: &[PrizeMode]| match game_type {
            Lott => modes.iter().any(|m| matches!(m, PrizeMode::Lott | PrizeMode::Sea)),
            Elott => modes.contains(&PrizeMode::Elott),
            _ => false,
        };
        for lottery in GAMES.iter().filter(|g| g.vassalage == vendor.code && in_lane(g.modes)) {
            if self.used.insert(lottery.name_en.to_owned()) {
                let class = if matches!(lottery.tag, "FAST" | "VNFAST" | "SSC") { "QUICK" } else { "LOTTERY" };
                self.push(vendor, game_type, (lottery.name_en.to_owned(), lottery.name_th.to_owned(), class));
                if let Some(game) = self.games.last_mut() {
                    game.game_id = lottery.code.to_owned();
                }
            }
        }
    }

    fn next_node_id(&self) -> u32 {
        FIRST_NODE_ID + self.games.len() as u32
    }

    fn push(&mut self, vendor: &'static Vendor, game_type: GameType, (en, th, class): (String, String, &'static str)) {
        let node_id = self.next_node_id();
        let h = mix(u64::from(node_id));
        let serial = self.per_vendor.entry(vendor.code).or_default();
        *serial += 1;
        let pick = |list: &[i64], shift: u32| list[((h >> shift) % list.len() as u64) as usize];
        let min_bet_cents = match game_type {
            Rng | Fish | Other => pick(&SMALL_MIN_BETS, 0),
            Live => pick(&[500, 1000, 2000, 5000, 10_000], 0),
            Pvp => pick(&[100, 500, 1000], 0),
            Sports | Esports | Cockfight => 1000,
            Lott | Elott => 100,
        };
        let min_line_num = match class {
            "SLOT" => pick(&[1, 5, 9, 10, 20, 25, 30, 40, 50, 243, 1024], 8) as u32,
            "JACKPOT" => pick(&[20, 25, 50], 8) as u32,
            _ => 1,
        };
        let trial = match game_type {
            Rng => class != "JACKPOT" && !(h >> 16).is_multiple_of(10),
            Fish | Other => true,
            _ => false,
        };
        let is_new = matches!(game_type, Rng | Fish | Other | Pvp) && (h >> 24) % 100 < 6;
        // Skewed towards low numbers, so a few games stand out; hot vendors' games get a lift.
        let r = ((h >> 32) % 1000) as u32;
        let popularity = r * r / 1000 + if vendor.hot { 150 } else { 0 };
        let game_id = format!("{}-{:04}", vendor.code.to_ascii_lowercase().replace('_', ""), serial);
        self.games.push(Game {
            node_id,
            game_id,
            game_type,
            vendor,
            search_en: en.to_lowercase(),
            name_en: en,
            name_th: th,
            classify: class,
            min_bet_cents,
            min_line_num,
            trial,
            is_new,
            popularity,
        });
    }
}

/// A 64-bit mixer (SplitMix64): deterministic pseudo-randomness for generation and simulation.
pub fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// FNV-1a of a string, for seeding [`mix`] from text.
pub fn hash_str(text: &str) -> u64 {
    text.bytes().fold(0xCBF2_9CE4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_is_large_distinct_and_deterministic() {
        let catalogue = GameCatalogue::generate();
        let games = catalogue.games();
        assert!(games.len() >= 800, "only {} games", games.len());
        let names: HashSet<_> = games.iter().map(|g| &g.name_en).collect();
        assert_eq!(names.len(), games.len());
        let again = GameCatalogue::generate();
        assert!(games.iter().zip(again.games()).all(|(a, b)| a.name_en == b.name_en && a.node_id == b.node_id));
        for class in ["SLOT", "JACKPOT", "TABLE", "ARCADE", "BINGO"] {
            assert!(games.iter().any(|g| g.classify == class), "no {class} game");
        }
        for bet in SMALL_MIN_BETS {
            assert!(games.iter().any(|g| g.game_type == Rng && g.min_bet_cents == bet));
        }
        assert!(VENDORS.len() >= 15);
        assert_eq!(catalogue.sportsbook().unwrap().vendor.code, "SBO");
    }
}
