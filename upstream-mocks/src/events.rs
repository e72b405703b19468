//! The one path for effects that cross areas. An area that does something another area reacts to
//! emits an [`Event`]; [`emit`] hands it to every handler registered for it, so areas never call
//! each other for it (a credited deposit grants the wheel promotion's ticket and a mailbox notice, a
//! moved wallet clock settles the rewards area's reviews). This module knows no area: the areas that
//! react register their handlers at the composition root (`lib.rs`, [`Routes`] for [`Db`]).

use serde::{Deserialize, Serialize};

use crate::base::MemberId;
use crate::state::Db;

/// Something that happened in one area, for the others.
#[derive(Debug, Clone)]
pub enum Event {
    /// A notice for a member's mailbox.
    Notice { member_id: MemberId, notice: Notice, time_ms: i64 },
    /// A deposit reached the member's main wallet.
    DepositCredited { member_id: MemberId, amount_cents: i64, time_ms: i64 },
    /// The clock reached `now`: rules that fell due apply.
    ClockPassed { now: i64 },
}

/// An area's reaction to events: it looks at every event and acts on those it cares about.
pub type Handler = fn(&mut Db, &Event);

/// Where events go: the composition root implements it for [`Db`], listing the handlers the areas
/// register, in the order they run.
pub trait Routes {
    const HANDLERS: &'static [Handler];
}

/// Hands an event to every registered handler.
pub fn emit(db: &mut Db, event: Event) {
    for handler in <Db as Routes>::HANDLERS {
        handler(db, &event);
    }
}

/// Sends a notice to a member's mailbox.
pub fn notify(db: &mut Db, member_id: MemberId, notice: Notice, time_ms: i64) {
    emit(db, Event::Notice { member_id, notice, time_ms });
}

/// What a message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Category {
    System,
    Promotion,
    Transaction,
}

/// Notices the platform sends (spec 001 §4: credited, approved, rejected and failed deposits and
/// withdrawals, and the rewards area's outcomes).
#[derive(Debug, Clone)]
pub enum Notice {
    DepositCredited {
        reference: String,
        amount_cents: i64,
    },
    DepositRejected {
        reference: String,
        amount_cents: i64,
    },
    DepositFailed {
        reference: String,
        amount_cents: i64,
    },
    WithdrawApproved {
        reference: String,
        amount_cents: i64,
    },
    WithdrawRejected {
        reference: String,
        amount_cents: i64,
    },
    WithdrawFailed {
        reference: String,
        amount_cents: i64,
    },
    WithdrawForciblyReceived {
        reference: String,
        amount_cents: i64,
    },
    WithdrawUnderInvestigation {
        reference: String,
        remaining_cents: i64,
    },
    TransferFromDownline {
        username: String,
        amount_cents: i64,
    },
    RedeemApproved {
        reference: String,
        name_en: String,
        name_th: String,
    },
    RedeemRejected {
        reference: String,
        name_en: String,
        name_th: String,
        points: i64,
    },
    ApplicationApproved {
        title_en: String,
        title_th: String,
    },
    ApplicationRejected {
        title_en: String,
        title_th: String,
        reason: String,
    },
    /// Free text (welcome and promotion messages).
    Text {
        category: Category,
        title_en: String,
        title_th: String,
        content_en: String,
        content_th: String,
    },
}
