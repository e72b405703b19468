//! The mock's leaf utilities: time, member ids and records, customer types, money and row
//! replacement, and the demo accounts. This module imports nothing else of the crate, so any module
//! may use it without depending on the mock's state or its areas (`tests/it/areas.rs` keeps it so).

use std::collections::{BTreeSet, HashMap};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

/// Milliseconds since the epoch, the upstream's time format.
pub fn now_ms() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or_default()
}

/// A member id.
pub type MemberId = u64;

/// Customer types (spec: agents 1, 2, 41, 42; trial 4; ordinary members 0).
pub mod customer_type {
    /// An ordinary member.
    pub const MEMBER: i32 = 0;
    /// An agent of type 1 (types 2, 41 and 42 are agents too).
    pub const AGENT: i32 = 1;
    /// A trial account: demo balance, no real-money actions.
    pub const TRIAL: i32 = 4;

    /// Customer types that may use the agent centre.
    pub const AGENT_TYPES: [i32; 4] = [1, 2, 41, 42];

    /// Whether a customer type is an agent's.
    pub fn is_agent_type(customer_type: i32) -> bool {
        AGENT_TYPES.contains(&customer_type)
    }
}

/// A member (or agent, or trial account).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    /// The member's id, unique within the merchant.
    pub id: MemberId,
    /// The user name, as registered (logins compare it without case).
    pub username: String,
    /// The login password, as set (the mock keeps it plain).
    pub password: String,
    /// The nickname shown in the site's header.
    pub nickname: String,
    /// The customer type: 0 a member, 1, 2, 41 or 42 an agent, 4 a trial account.
    pub customer_type: i32,
    /// The mobile number as given, without the dialing code.
    pub mobile: Option<String>,
    /// The mobile number's country dialing code, e.g. `66`.
    pub country_dialing_code: Option<String>,
    /// The e-mail address.
    pub email: Option<String>,
    /// When the member registered, milliseconds since the epoch.
    pub reg_date_ms: i64,
    /// Whether the member must change the password chosen for them at the next login.
    pub first_time_login: bool,
    /// Whether the password has expired and must be changed at the next login.
    pub password_expired: bool,
    /// The member's currency code, e.g. `THB`.
    pub currency: String,
    /// The currency's sign for display, e.g. `฿`.
    pub currency_symbol: String,
    /// Main wallet balance in hundredths, so sums stay exact.
    pub balance_cents: i64,
    /// The VIP level's name, e.g. `VIP 0`.
    pub vip_label: String,
    /// The VIP level's rank, from 0.
    pub rank_level: u32,
    /// The member's upline (agent), if any.
    pub upline: Option<MemberId>,
    /// Who invited the member with their referral code (invite a friend); the access area sets it at
    /// registration, the referral calls count and list it.
    #[serde(default)]
    pub referrer: Option<MemberId>,
    /// The member's language code, e.g. `TH`.
    pub language: String,
    /// The withdrawal PIN, when the member has set one.
    #[serde(default)]
    pub payment_password: Option<String>,
}

impl Member {
    /// A new account with the market's defaults (Thai baht, Thai, no VIP rank, no balance); the
    /// caller sets what differs with struct update syntax.
    pub fn new(username: &str, password: &str, customer_type: i32, reg_date_ms: i64) -> Self {
        Self {
            id: 0,
            username: username.to_owned(),
            password: password.to_owned(),
            nickname: username.to_owned(),
            customer_type,
            mobile: None,
            country_dialing_code: None,
            email: None,
            reg_date_ms,
            first_time_login: false,
            password_expired: false,
            currency: "THB".into(),
            currency_symbol: "฿".into(),
            balance_cents: 0,
            vip_label: "VIP 0".into(),
            rank_level: 0,
            upline: None,
            referrer: None,
            language: "TH".into(),
            payment_password: None,
        }
    }

    /// A masked mobile number as the upstream shows it (`0812345****`).
    pub fn masked_mobile(&self) -> Option<String> {
        self.mobile.as_ref().map(|mobile| {
            let keep = mobile.len().saturating_sub(4);
            format!("{}****", &mobile[..keep])
        })
    }
}

/// A user name as public lists show it (winners, leaderboards): `demo01` → `de***01`.
pub fn masked_user_name(username: &str) -> String {
    let chars: Vec<char> = username.chars().collect();
    if chars.len() <= 4 {
        return format!("{}***", chars.first().map(ToString::to_string).unwrap_or_default());
    }
    let head: String = chars[..2].iter().collect();
    let tail: String = chars[chars.len() - 2..].iter().collect();
    format!("{head}***{tail}")
}

/// An amount in hundredths as the upstream's JSON number.
pub fn money(cents: i64) -> f64 {
    cents as f64 / 100.0
}

/// Replaces some members' rows of a list with those members' rows of another (a fresh seed's), for
/// the admin resets; other members' rows keep their place.
pub fn replace_rows<T>(
    rows: &mut Vec<T>,
    fresh: Vec<T>,
    members: &BTreeSet<MemberId>,
    owner: impl Fn(&T) -> Option<MemberId>,
) {
    let ours = |row: &T| owner(row).is_some_and(|id| members.contains(&id));
    rows.retain(|row| !ours(row));
    rows.extend(fresh.into_iter().filter(ours));
}

/// As [`replace_rows`], for a map keyed by member.
pub fn replace_entry<V>(map: &mut HashMap<MemberId, V>, mut fresh: HashMap<MemberId, V>, members: &BTreeSet<MemberId>) {
    for id in members {
        match fresh.remove(id) {
            Some(value) => map.insert(*id, value),
            None => map.remove(id),
        };
    }
}

/// The demo merchant and accounts every merchant's seed starts with (also `crate::seed`'s).
pub mod demo {
    /// The demo brand's merchant code.
    pub const DEMO_MERCHANT: &str = "veneerdemo";

    /// The demo accounts, printed by `make run`: (user name, password, what it is).
    pub const DEMO_ACCOUNTS: &[(&str, &str, &str)] = &[
        ("demo01", "abc123", "member, ฿12,345.67, in agent01's team"),
        ("agent01", "abc123", "agent (type 1) with a team, salaries and dividends"),
        ("agent02", "abc123", "agent (type 2), daily wages only"),
        ("agent41", "abc123", "agent (type 41), dividends and real-time salary"),
        ("agent42", "abc123", "agent (type 42), hourly and real-time salary"),
        ("newbie01", "123456", "first login with the insecure default password"),
        ("expired01", "abc123", "password expired"),
        ("secure01", "abc123", "asks for an SMS code from a new address"),
        ("secure02", "abc123", "asks for a mailed code from a new address"),
        ("secure03", "abc123", "asks for the bank account name (SOMSRI JAIDEE) from a new address"),
        ("secure04", "abc123", "asks for a Google Authenticator code from a new address"),
    ];

    /// demo01's payment password, which guards withdrawals and point conversions.
    pub const DEMO_PAYMENT_PASSWORD: &str = "112233";
}
