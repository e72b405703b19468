//! The mock's state: its settings, its RSA key, and one database per merchant.

use std::collections::{BTreeSet, HashMap, HashSet, VecDeque};
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use parking_lot::{Mutex, RwLock};
use serde::{Deserialize, Serialize};
use upstream_protocol::crypto::{RsaKeyPair, SessionKey};

pub use crate::base::{Member, MemberId, customer_type, masked_user_name, money, now_ms, replace_entry, replace_rows};
use crate::seed;
pub use crate::switches::SystemSwitches;

/// How the mock was started.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Base URL the mock's own files (banner and game art) are served from, as browsers reach it.
    pub public_url: String,
    /// Merchant codes the mock answers for; any other `Merchant` is refused.
    pub merchants: Vec<String>,
    /// Secret for `/__admin`.
    pub admin_token: String,
    /// A session token dies after this long without use.
    pub session_idle: Duration,
    /// How many requests the journal keeps.
    pub journal_size: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            public_url: "http://127.0.0.1:9090".into(),
            merchants: vec![seed::DEMO_MERCHANT.into()],
            admin_token: "mock-admin".into(),
            session_idle: Duration::from_secs(30 * 60),
            journal_size: crate::journal::DEFAULT_SIZE,
        }
    }
}

/// The whole mock, shared by every handler.
pub struct Mock {
    /// How the mock was started.
    pub settings: Settings,
    keys: RwLock<Arc<RsaKeyPair>>,
    /// Session keys already seen: reusing one is a replay.
    seen_session_keys: Mutex<SeenKeys>,
    /// The switches flipped through `/__admin` (maintenance, region blocks, …).
    pub switches: RwLock<SystemSwitches>,
    /// The faults to inject: latency, error answers, refused and reset connections (shared with the
    /// listener, which refuses and resets connections by them).
    pub faults: Arc<RwLock<crate::faults::Faults>>,
    /// How the mock speaks: as shipped, or as another upstream would ([`crate::dialect`]).
    pub dialect: RwLock<crate::dialect::Dialect>,
    /// System status's shared part, rendered once per merchant and language.
    pub info_cache: crate::system::InfoCache,
    /// Bumped by every change through `/__admin`: the site's configuration may have changed.
    config_generation: std::sync::atomic::AtomicU64,
    /// Set by every call: the data may have changed (see [`crate::persist`]).
    pub dirty: crate::persist::Dirty,
    /// Lets the admin reset open connections.
    pub connections: crate::faults::ConnectionGeneration,
    /// The game catalogue, shared by every merchant.
    pub games: crate::games::GameCatalogue,
    merchants: HashMap<String, Mutex<Db>>,
    /// What reached the upstream's surface (`/__admin/requests`).
    pub journal: Arc<crate::journal::Journal>,
    /// The scenario last carried out (`/__admin/scenario`).
    pub scenario: RwLock<Option<crate::scenario::Scenario>>,
}

impl Mock {
    /// A mock with a fresh RSA key and freshly seeded merchants.
    pub fn new(settings: Settings) -> Arc<Self> {
        Self::with_key(settings, RsaKeyPair::generate())
    }

    /// A mock holding the given RSA key (tests use the shared vectors' key).
    pub fn with_key(settings: Settings, key: RsaKeyPair) -> Arc<Self> {
        Self::restore(settings, key, HashMap::new())
    }

    /// A mock holding the given key and databases; merchants without a database get a seeded one.
    pub fn restore(settings: Settings, key: RsaKeyPair, mut saved: HashMap<String, Db>) -> Arc<Self> {
        let merchants = settings
            .merchants
            .iter()
            .map(|code| (code.clone(), Mutex::new(saved.remove(code).unwrap_or_else(seed::database))))
            .collect();
        let journal = Arc::new(crate::journal::Journal::with_size(settings.journal_size));
        Arc::new(Self {
            settings,
            keys: RwLock::new(Arc::new(key)),
            seen_session_keys: Mutex::new(SeenKeys::default()),
            switches: RwLock::new(SystemSwitches::default()),
            faults: Default::default(),
            dialect: RwLock::new(crate::dialect::Dialect::default()),
            connections: Default::default(),
            dirty: Default::default(),
            info_cache: Default::default(),
            config_generation: Default::default(),
            games: crate::games::GameCatalogue::generate(),
            merchants,
            journal,
            scenario: RwLock::new(None),
        })
    }

    /// The RSA key in force.
    pub fn key(&self) -> Arc<RsaKeyPair> {
        self.keys.read().clone()
    }

    /// Replaces the RSA key: clients holding the old modulus are refused from now on.
    pub fn rotate_key(&self) -> Arc<RsaKeyPair> {
        let key = Arc::new(RsaKeyPair::generate());
        *self.keys.write() = key.clone();
        key
    }

    /// Records a session key; false when it was used before (a replay).
    pub fn first_use_of(&self, key: &SessionKey) -> bool {
        self.seen_session_keys.lock().insert(key.clone())
    }

    /// The database of a merchant the mock serves.
    pub fn db(&self, merchant: &str) -> Option<&Mutex<Db>> {
        self.merchants.get(merchant)
    }

    /// Every merchant's database.
    pub fn databases(&self) -> impl Iterator<Item = (&String, &Mutex<Db>)> {
        self.merchants.iter()
    }

    /// How many times the configuration may have changed (see [`crate::system::InfoCache`]).
    pub fn config_generation(&self) -> u64 {
        self.config_generation.load(std::sync::atomic::Ordering::Acquire)
    }

    /// Notes a possible configuration change (every admin call that is not a read).
    pub fn config_changed(&self) {
        self.config_generation.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
    }

    /// Ends the sessions idle longer than [`Settings::session_idle`] in every merchant's database (the
    /// data changed when any did); returns how many.
    pub fn end_idle_sessions(&self) -> usize {
        let now = now_ms();
        let ended: usize =
            self.databases().map(|(_, db)| db.lock().end_idle_sessions(self.settings.session_idle, now)).sum();
        if ended > 0 {
            self.dirty.mark();
        }
        ended
    }

    /// An absolute URL for one of the mock's own files.
    pub fn asset_url(&self, path: &str) -> String {
        format!("{}/assets/{}", self.settings.public_url.trim_end_matches('/'), path.trim_start_matches('/'))
    }
}

/// The dialect's admin calls take the mock as the dialect in force.
impl AsRef<RwLock<crate::dialect::Dialect>> for Mock {
    fn as_ref(&self) -> &RwLock<crate::dialect::Dialect> {
        &self.dialect
    }
}

/// The journal's admin calls take the mock as its journal.
impl AsRef<crate::journal::Journal> for Mock {
    fn as_ref(&self) -> &crate::journal::Journal {
        &self.journal
    }
}

/// A scenario is carried out on the merchants, with the admin secret and the key of this mock, and
/// kept in it.
impl crate::scenario::Stage for Mock {
    fn merchants(&self) -> &[String] {
        &self.settings.merchants
    }

    fn admin_token(&self) -> &str {
        &self.settings.admin_token
    }

    fn key(&self) -> Arc<RsaKeyPair> {
        Mock::key(self)
    }

    fn scenario(&self) -> &RwLock<Option<crate::scenario::Scenario>> {
        &self.scenario
    }
}

/// The data file keeps every merchant's database and the key.
impl crate::persist::Saved for Mock {
    type Db = Db;

    fn dirty(&self) -> &crate::persist::Dirty {
        &self.dirty
    }

    fn key(&self) -> Arc<RsaKeyPair> {
        Mock::key(self)
    }

    fn merchants_data(&self) -> HashMap<String, Db> {
        self.databases().map(|(code, db)| (code.clone(), db.lock().clone())).collect()
    }
}

/// The settings make a seeded mock, or one restored from the data file.
impl crate::persist::Restore for Settings {
    type Mock = Mock;
    type Db = Db;

    fn seeded(self) -> Arc<Mock> {
        Mock::new(self)
    }

    fn restore(self, key: RsaKeyPair, merchants: HashMap<String, Db>) -> Arc<Mock> {
        Mock::restore(self, key, merchants)
    }
}

/// The context every area's handler is given: what the gateway learnt of the call, on this mock.
pub type Ctx = crate::gateway::Ctx<Mock>;

/// The gateway admits calls on this mock: its merchants' databases, faults, dialect, switches, keys and
/// sessions.
impl crate::gateway::Upstream for Mock {
    fn db(&self, merchant: &str) -> Option<&Mutex<Db>> {
        Mock::db(self, merchant)
    }

    fn faults(&self) -> &RwLock<crate::faults::Faults> {
        &self.faults
    }

    fn dialect(&self) -> &RwLock<crate::dialect::Dialect> {
        &self.dialect
    }

    fn switches(&self) -> &RwLock<SystemSwitches> {
        &self.switches
    }

    fn first_use_of(&self, key: &SessionKey) -> bool {
        Mock::first_use_of(self, key)
    }

    fn session_idle(&self) -> Duration {
        self.settings.session_idle
    }

    fn touch_session(db: &mut Db, token: &str, idle: Duration) -> Option<MemberId> {
        db.touch_session(token, idle)
    }

    fn keep_newest_sessions(db: &mut Db) {
        db.keep_newest_sessions();
    }

    fn is_trial(db: &Db, id: MemberId) -> bool {
        db.members.get(&id).is_some_and(|m| m.customer_type == customer_type::TRIAL)
    }
}

/// A bounded memory of used session keys (the oldest are forgotten first).
#[derive(Default)]
struct SeenKeys {
    set: HashSet<SessionKey>,
    order: VecDeque<SessionKey>,
}

impl SeenKeys {
    const CAPACITY: usize = 100_000;

    fn insert(&mut self, key: SessionKey) -> bool {
        if !self.set.insert(key.clone()) {
            return false;
        }
        self.order.push_back(key);
        if self.order.len() > Self::CAPACITY
            && let Some(old) = self.order.pop_front()
        {
            self.set.remove(&old);
        }
        true
    }
}

/// One merchant's data.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Db {
    /// Every member, agent and trial account, by id.
    pub members: HashMap<MemberId, Member>,
    /// The id the next member gets.
    pub next_member_id: MemberId,
    /// Live sessions by token.
    pub sessions: HashMap<String, LiveSession>,
    /// Money movements and bets, shared by every area.
    pub ledger: crate::ledger::Ledger,
    // Each area keeps its own state under its own name; the area's module defines it. Data files
    // from before that naming (`site`, `play`, `agency`) still load.
    /// The access area's state: member records, captchas, SMS codes, third-party sign-in.
    pub access: crate::access::AccessState,
    /// The system area's state: white-label modules, domains, resources, help, templates.
    #[serde(alias = "site")]
    pub system: crate::system::SystemState,
    /// The content area's state: banners and notices.
    pub content: crate::content::ContentState,
    /// The games area's state: favourites, recent games, game sessions, wins, maintenance.
    #[serde(alias = "play")]
    pub games: crate::games::GamesState,
    /// The lottery area's state: its clock, popularity and recent lotteries.
    pub lottery: crate::lottery::LotteryState,
    /// The wallet area's state: game wallets, cards, deposits, withdrawals, rebates.
    pub wallet: crate::wallet::WalletState,
    /// The rewards area's state: points, promotions, tickets, missions, mailbox, feedback.
    pub rewards: crate::rewards::RewardsState,
    /// The agent area's state: contracts, settlements, announcements, last logins.
    #[serde(alias = "agency")]
    pub agent: crate::agent::AgentState,
}

impl Db {
    /// A freshly seeded database: every area's seed ([`seed::database`]), for the admin resets.
    pub fn seeded() -> Db {
        seed::database()
    }

    /// Replaces these members' part of `db` with their part of `fresh` (a fresh seed, where each id is
    /// the same member): the member record's balance and payment password here, and each area's records
    /// through its own `replace_members` (ledger, wallet, rewards).
    pub fn reset_members(&mut self, mut fresh: Db, ids: &BTreeSet<MemberId>) {
        for id in ids {
            if let (Some(member), Some(seeded)) = (self.members.get_mut(id), fresh.members.remove(id)) {
                member.balance_cents = seeded.balance_cents;
                member.payment_password = seeded.payment_password;
            }
        }
        self.ledger.replace_members(fresh.ledger, ids);
        self.wallet.replace_members(fresh.wallet, ids);
        self.rewards.replace_members(fresh.rewards, ids);
    }

    /// The member with this user name (case-insensitive, as the upstream treats user names).
    pub fn member_by_name(&self, username: &str) -> Option<&Member> {
        self.members.values().find(|m| m.username.eq_ignore_ascii_case(username))
    }

    /// Adds a member and returns its id.
    pub fn add_member(&mut self, mut member: Member) -> MemberId {
        self.next_member_id += 1;
        member.id = self.next_member_id;
        self.members.insert(member.id, member);
        self.next_member_id
    }

    /// Starts a session for a member and returns its token.
    pub fn start_session(&mut self, member_id: MemberId, ip: Option<IpAddr>) -> String {
        let token = uuid::Uuid::new_v4().simple().to_string();
        let now = now_ms();
        self.sessions.insert(token.clone(), LiveSession { member_id, started_ms: now, last_used_ms: now, ip });
        token
    }

    /// The member behind a token, if the session is alive; refreshes its idle timer.
    pub fn touch_session(&mut self, token: &str, idle: Duration) -> Option<MemberId> {
        let now = now_ms();
        let session = self.sessions.get_mut(token)?;
        if session.idle_past(idle, now) {
            self.sessions.remove(token);
            return None;
        }
        session.last_used_ms = now;
        Some(session.member_id)
    }

    /// Ends every session unused for longer than `idle` at `now`; returns how many.
    pub fn end_idle_sessions(&mut self, idle: Duration, now: i64) -> usize {
        let before = self.sessions.len();
        self.sessions.retain(|_, session| !session.idle_past(idle, now));
        before - self.sessions.len()
    }

    /// Keeps only each member's newest session (single-session mode).
    pub fn keep_newest_sessions(&mut self) {
        let mut newest: HashMap<MemberId, (i64, String)> = HashMap::new();
        for (token, session) in &self.sessions {
            let entry = newest.entry(session.member_id).or_insert((i64::MIN, String::new()));
            if (session.started_ms, token) > (entry.0, &entry.1) {
                *entry = (session.started_ms, token.clone());
            }
        }
        self.sessions.retain(|token, session| newest.get(&session.member_id).is_some_and(|(_, t)| t == token));
    }

    /// Ends every session of a member ("logged out from another device").
    pub fn kill_sessions_of(&mut self, member_id: MemberId) -> usize {
        let before = self.sessions.len();
        self.sessions.retain(|_, s| s.member_id != member_id);
        before - self.sessions.len()
    }
}

/// A logged-in session.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LiveSession {
    /// Whose session it is.
    pub member_id: MemberId,
    /// When it started (the login), milliseconds since the epoch.
    pub started_ms: i64,
    /// When a call last used it, milliseconds since the epoch.
    pub last_used_ms: i64,
    /// The address the login came from, when known.
    pub ip: Option<IpAddr>,
}

impl LiveSession {
    /// Whether the session has been unused for longer than `idle` at `now`: it is dead.
    fn idle_past(&self, idle: Duration, now: i64) -> bool {
        now - self.last_used_ms > idle.as_millis() as i64
    }
}
