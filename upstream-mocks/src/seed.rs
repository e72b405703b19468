//! The demo data every merchant starts with.

use crate::state::{Db, Member, customer_type, now_ms};

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

/// A freshly seeded database.
pub fn database() -> Db {
    let mut db = Db::default();
    let day = 86_400_000;
    db.add_member(Member {
        nickname: "Demo Member".into(),
        mobile: Some("0812345678".into()),
        country_dialing_code: Some("66".into()),
        email: Some("demo01@veneer.example".into()),
        balance_cents: 1_234_567,
        vip_label: "VIP 2".into(),
        rank_level: 2,
        payment_password: Some(DEMO_PAYMENT_PASSWORD.into()),
        ..Member::new("demo01", "abc123", customer_type::MEMBER, now_ms() - 90 * day)
    });
    db.add_member(Member {
        nickname: "Demo Agent".into(),
        mobile: Some("0898765432".into()),
        country_dialing_code: Some("66".into()),
        email: Some("agent01@veneer.example".into()),
        balance_cents: 5_600_000,
        vip_label: "VIP 5".into(),
        rank_level: 5,
        ..Member::new("agent01", "abc123", customer_type::AGENT, now_ms() - 400 * day)
    });
    // Each area adds its own seed data to the members above.
    crate::access::seed(&mut db);
    crate::system::seed(&mut db);
    crate::content::seed(&mut db.content);
    crate::games::seed(&mut db);
    crate::lottery::seed(&mut db);
    crate::wallet::seed(&mut db);
    crate::rewards::seed(&mut db);
    crate::agent::seed(&mut db);
    db
}
