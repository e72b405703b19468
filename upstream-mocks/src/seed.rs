//! The demo data every merchant starts with.

pub use crate::base::demo::{DEMO_ACCOUNTS, DEMO_MERCHANT, DEMO_PAYMENT_PASSWORD};
use crate::base::{Member, customer_type, now_ms};
use crate::state::Db;

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
