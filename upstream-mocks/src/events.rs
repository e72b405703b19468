//! The one path for effects that cross areas. An area that does something another area reacts to
//! emits an [`Event`]; [`emit`] hands it to every handler registered for it, so areas never call
//! each other for it (a credited deposit grants the wheel promotion's ticket and a mailbox notice, a
//! moved wallet clock settles the rewards area's reviews). This module knows no area: the areas that
//! react register their handlers at the composition root (`lib.rs`, [`Routes`] for the merchant's
//! database), and this module knows the database only as what those handlers are given.

use serde::{Deserialize, Serialize};

use crate::base::MemberId;

/// Something that happened in one area, for the others.
#[derive(Debug, Clone)]
pub enum Event {
    /// A notice for a member's mailbox.
    Notice {
        /// Whose mailbox.
        member_id: MemberId,
        /// What it says.
        notice: Notice,
        /// When it was sent, milliseconds since the epoch.
        time_ms: i64,
    },
    /// A deposit reached the member's main wallet.
    DepositCredited {
        /// Whose deposit.
        member_id: MemberId,
        /// Amount credited, in hundredths.
        amount_cents: i64,
        /// When it was credited, milliseconds since the epoch.
        time_ms: i64,
    },
    /// The clock reached `now`: rules that fell due apply.
    ClockPassed {
        /// The moment reached, milliseconds since the epoch.
        now: i64,
    },
}

/// An area's reaction to events: it looks at every event and acts on those it cares about, in the
/// merchant's database `Db`.
pub type Handler<Db> = fn(&mut Db, &Event);

/// Where events go: the composition root implements it for the merchant's database, listing the
/// handlers the areas register, in the order they run.
pub trait Routes: Sized + 'static {
    /// The handlers, in the order they run.
    const HANDLERS: &'static [Handler<Self>];
}

/// Hands an event to every registered handler.
pub fn emit<Db: Routes>(db: &mut Db, event: Event) {
    for handler in Db::HANDLERS {
        handler(db, &event);
    }
}

/// Sends a notice to a member's mailbox.
pub fn notify<Db: Routes>(db: &mut Db, member_id: MemberId, notice: Notice, time_ms: i64) {
    emit(db, Event::Notice { member_id, notice, time_ms });
}

/// What a message is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Category {
    /// About the site or the account.
    System,
    /// About a promotion or a reward.
    Promotion,
    /// About money: deposits, withdrawals, transfers.
    Transaction,
}

/// Notices the platform sends (spec 001 §4: credited, approved, rejected and failed deposits and
/// withdrawals, and the rewards area's outcomes).
#[derive(Debug, Clone)]
pub enum Notice {
    /// A deposit was credited to the main wallet.
    DepositCredited {
        /// The deposit's reference (`D…`).
        reference: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// A deposit was rejected by the review.
    DepositRejected {
        /// The deposit's reference (`D…`).
        reference: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// A deposit failed: the channel did not confirm it.
    DepositFailed {
        /// The deposit's reference (`D…`).
        reference: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// A withdrawal was paid out; the member is asked to confirm it.
    WithdrawApproved {
        /// The withdrawal's reference (`W…`).
        reference: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// A withdrawal was rejected and refunded.
    WithdrawRejected {
        /// The withdrawal's reference (`W…`).
        reference: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// A withdrawal failed at the bank and was refunded.
    WithdrawFailed {
        /// The withdrawal's reference (`W…`).
        reference: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// A payout was not confirmed in time and counts as received.
    WithdrawForciblyReceived {
        /// The withdrawal's reference (`W…`).
        reference: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// The member reported a payout not (fully) received; it is being checked.
    WithdrawUnderInvestigation {
        /// The withdrawal's reference (`W…`).
        reference: String,
        /// Amount not received, in hundredths.
        remaining_cents: i64,
    },
    /// A downline sent the member money.
    TransferFromDownline {
        /// The downline's user name.
        username: String,
        /// Amount, in hundredths.
        amount_cents: i64,
    },
    /// A points redemption was approved.
    RedeemApproved {
        /// The redemption's reference (`R…`).
        reference: String,
        /// The reward's name in English.
        name_en: String,
        /// The reward's name in Thai.
        name_th: String,
    },
    /// A points redemption was rejected and its points returned.
    RedeemRejected {
        /// The redemption's reference (`R…`).
        reference: String,
        /// The reward's name in English.
        name_en: String,
        /// The reward's name in Thai.
        name_th: String,
        /// Points returned.
        points: i64,
    },
    /// A promotion application was approved; the bonus waits in the reward centre.
    ApplicationApproved {
        /// The promotion's title in English.
        title_en: String,
        /// The promotion's title in Thai.
        title_th: String,
    },
    /// A promotion application was rejected.
    ApplicationRejected {
        /// The promotion's title in English.
        title_en: String,
        /// The promotion's title in Thai.
        title_th: String,
        /// Why it was rejected.
        reason: String,
    },
    /// Free text (welcome and promotion messages).
    Text {
        /// What the message is about.
        category: Category,
        /// The title in English.
        title_en: String,
        /// The title in Thai.
        title_th: String,
        /// The text in English.
        content_en: String,
        /// The text in Thai.
        content_th: String,
    },
}
