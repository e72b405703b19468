//! Invite friends (spec 001 §2 "referral"): who registered with the member's referral code. The code itself
//! and the count come from `MCSFE_getReferralDetails` (`crate::access::member`); the upstream's list call was not
//! seen, so path and fields are the mock's.

use serde::Serialize;

use crate::base::{masked_user_name, now_ms};
use crate::input::Query;
use crate::ledger::Page;
use crate::reply::{Answer, Reply};
use crate::state::Ctx;
use crate::wallet::deposit::first_credited_ms;
use crate::wallet::{catch_up, real_member};

/// One member who registered with the caller's referral code.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InvitationView {
    /// Masked as public lists show a user name (`ne***01`).
    pub account: String,
    /// When the invitee registered, milliseconds since the epoch.
    pub register_time: i64,
    /// The invitee's first credited deposit, if any: the usual condition of a referral bonus.
    pub first_deposit_time: Option<i64>,
}

/// `GET /wps/relay/MCSFE_getReferralInvitations?pageNo&pageSize`: the members the caller invited, newest
/// first. Trial accounts: `in_need_true_account`.
pub async fn invitations(ctx: Ctx, query: Query) -> Reply<Page<InvitationView>> {
    let id = ctx.member()?;
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now_ms());
    real_member(&db, id)?;
    let mut invited: Vec<InvitationView> = db
        .members
        .values()
        .filter(|invitee| invitee.referrer == Some(id))
        .map(|m| InvitationView {
            account: masked_user_name(&m.username),
            register_time: m.reg_date_ms,
            first_deposit_time: first_credited_ms(&db, m.id),
        })
        .collect();
    invited.sort_by_key(|i| std::cmp::Reverse(i.register_time));
    Ok(Answer(Page::of(invited, page, size)))
}
