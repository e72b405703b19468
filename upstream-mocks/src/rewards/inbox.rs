//! The mailbox ("platform information", `messageV2`): the member's messages, the unread count (a
//! bare number, protocol §5), marking read and deleting. Other areas send notices as
//! [`crate::events::Event::Notice`], which end in [`notify`]; each message keeps English and Thai
//! text and is shown in the request's language.

use serde::{Deserialize, Serialize};

use super::RewardsState;
use crate::base::{MemberId, now_ms};
use crate::events::{Category, Notice};
use crate::input::Payload;
use crate::input::{Query, required};
use crate::ledger::Page;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;
use crate::wallet::{catch_up, format_money, localized, refusal};

/// One message.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    /// The message's id, from the ledger's sequence.
    pub id: u64,
    /// Whose mailbox it is in.
    pub member_id: MemberId,
    /// `SYSTEM`, `PROMOTION` or `TRANSACTION`.
    pub category: Category,
    /// The title in English.
    pub title_en: String,
    /// The title in Thai.
    pub title_th: String,
    /// The text in English.
    pub content_en: String,
    /// The text in Thai.
    pub content_th: String,
    /// When it was sent, milliseconds since the epoch.
    pub time_ms: i64,
    /// Whether the member has read it.
    pub read: bool,
}

impl Notice {
    /// Category, English and Thai title, English and Thai content.
    fn render(self, symbol: &str) -> (Category, String, String, String, String) {
        let m = |cents: i64| format_money(symbol, cents);
        use Category::Transaction as T;
        match self {
            Notice::DepositCredited { reference, amount_cents } => (
                T,
                "Deposit credited".into(),
                "ฝากเงินสำเร็จ".into(),
                format!(
                    "Your deposit {reference} of {} has been approved and credited to your main wallet.",
                    m(amount_cents)
                ),
                format!("รายการฝาก {reference} จำนวน {} ได้รับการอนุมัติและเข้ากระเป๋าหลักแล้ว", m(amount_cents)),
            ),
            Notice::DepositRejected { reference, amount_cents } => (
                T,
                "Deposit rejected".into(),
                "รายการฝากถูกปฏิเสธ".into(),
                format!(
                    "Your deposit {reference} of {} was rejected: the payment could not be matched to your account. Please contact customer service.",
                    m(amount_cents)
                ),
                format!(
                    "รายการฝาก {reference} จำนวน {} ถูกปฏิเสธ เนื่องจากไม่พบยอดโอนที่ตรงกับบัญชีของคุณ กรุณาติดต่อฝ่ายบริการลูกค้า",
                    m(amount_cents)
                ),
            ),
            Notice::DepositFailed { reference, amount_cents } => (
                T,
                "Deposit failed".into(),
                "ฝากเงินไม่สำเร็จ".into(),
                format!(
                    "Your deposit {reference} of {} failed: the payment channel did not confirm it.",
                    m(amount_cents)
                ),
                format!("รายการฝาก {reference} จำนวน {} ไม่สำเร็จ ช่องทางชำระเงินไม่ยืนยันรายการ", m(amount_cents)),
            ),
            Notice::WithdrawApproved { reference, amount_cents } => (
                T,
                "Withdrawal approved".into(),
                "อนุมัติการถอนเงิน".into(),
                format!(
                    "Your withdrawal {reference} of {} has been paid out. Please confirm whether you received it.",
                    m(amount_cents)
                ),
                format!("รายการถอน {reference} จำนวน {} ได้โอนออกแล้ว กรุณายืนยันการได้รับเงิน", m(amount_cents)),
            ),
            Notice::WithdrawRejected { reference, amount_cents } => (
                T,
                "Withdrawal rejected".into(),
                "รายการถอนถูกปฏิเสธ".into(),
                format!(
                    "Your withdrawal {reference} of {} was rejected and the amount returned to your main wallet.",
                    m(amount_cents)
                ),
                format!("รายการถอน {reference} จำนวน {} ถูกปฏิเสธ และคืนยอดเข้ากระเป๋าหลักแล้ว", m(amount_cents)),
            ),
            Notice::WithdrawFailed { reference, amount_cents } => (
                T,
                "Withdrawal failed".into(),
                "ถอนเงินไม่สำเร็จ".into(),
                format!(
                    "Your withdrawal {reference} of {} failed at the bank and the amount was returned to your main wallet.",
                    m(amount_cents)
                ),
                format!("รายการถอน {reference} จำนวน {} ไม่สำเร็จ และคืนยอดเข้ากระเป๋าหลักแล้ว", m(amount_cents)),
            ),
            Notice::WithdrawForciblyReceived { reference, amount_cents } => (
                T,
                "Withdrawal confirmed automatically".into(),
                "ยืนยันการถอนเงินอัตโนมัติ".into(),
                format!(
                    "Your withdrawal {reference} of {} was not confirmed in time and now counts as received.",
                    m(amount_cents)
                ),
                format!(
                    "รายการถอน {reference} จำนวน {} ไม่ได้รับการยืนยันภายในเวลาที่กำหนด ระบบถือว่าได้รับเงินแล้ว",
                    m(amount_cents)
                ),
            ),
            Notice::WithdrawUnderInvestigation { reference, remaining_cents } => (
                T,
                "We are checking your withdrawal".into(),
                "กำลังตรวจสอบรายการถอนเงิน".into(),
                format!(
                    "Thank you for your report on {reference}. We are checking the missing {} with the bank.",
                    m(remaining_cents)
                ),
                format!(
                    "ขอบคุณสำหรับการแจ้งรายการ {reference} เรากำลังตรวจสอบยอด {} ที่ยังไม่ได้รับกับธนาคาร",
                    m(remaining_cents)
                ),
            ),
            Notice::TransferFromDownline { username, amount_cents } => (
                T,
                "Transfer received".into(),
                "ได้รับเงินโอน".into(),
                format!("Your downline {username} sent you {}.", m(amount_cents)),
                format!("ดาวน์ไลน์ {username} โอนเงินให้คุณ {}", m(amount_cents)),
            ),
            Notice::RedeemApproved { reference, name_en, name_th } => (
                Category::Promotion,
                "Redemption approved".into(),
                "อนุมัติการแลกของรางวัล".into(),
                format!("Your redemption {reference} ({name_en}) has been approved."),
                format!("การแลกของรางวัล {reference} ({name_th}) ได้รับการอนุมัติแล้ว"),
            ),
            Notice::RedeemRejected { reference, name_en, name_th, points } => (
                Category::Promotion,
                "Redemption rejected".into(),
                "การแลกของรางวัลถูกปฏิเสธ".into(),
                format!("Your redemption {reference} ({name_en}) was rejected; {points} points were returned."),
                format!("การแลกของรางวัล {reference} ({name_th}) ถูกปฏิเสธ คืน {points} คะแนนแล้ว"),
            ),
            Notice::ApplicationApproved { title_en, title_th } => (
                Category::Promotion,
                "Promotion approved".into(),
                "อนุมัติโปรโมชั่น".into(),
                format!("Your application for \"{title_en}\" was approved. Claim your bonus in the reward centre."),
                format!("การสมัครโปรโมชั่น \"{title_th}\" ได้รับการอนุมัติ รับโบนัสได้ที่ศูนย์รางวัล"),
            ),
            Notice::ApplicationRejected { title_en, title_th, reason } => (
                Category::Promotion,
                "Promotion application rejected".into(),
                "การสมัครโปรโมชั่นถูกปฏิเสธ".into(),
                format!("Your application for \"{title_en}\" was rejected: {reason}."),
                format!("การสมัครโปรโมชั่น \"{title_th}\" ถูกปฏิเสธ: {reason}"),
            ),
            Notice::Text { category, title_en, title_th, content_en, content_th } => {
                (category, title_en, title_th, content_en, content_th)
            }
        }
    }
}

/// Puts a notice in a member's inbox, unread.
pub fn notify(db: &mut Db, member_id: MemberId, notice: Notice, time_ms: i64) {
    let symbol = db.members.get(&member_id).map(|m| m.currency_symbol.clone()).unwrap_or_default();
    let (category, title_en, title_th, content_en, content_th) = notice.render(&symbol);
    let id = db.ledger.next_id();
    db.rewards.inbox.push(Message {
        id,
        member_id,
        category,
        title_en,
        title_th,
        content_en,
        content_th,
        time_ms,
        read: false,
    });
}

/// A member's unread messages.
pub fn unread_count(state: &RewardsState, member_id: MemberId) -> usize {
    state.inbox.iter().filter(|m| m.member_id == member_id && !m.read).count()
}

/// A message as the inbox list shows it, in the request's language.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageView {
    /// The message's id, to mark read or delete.
    pub id: u64,
    /// `SYSTEM`, `PROMOTION` or `TRANSACTION`.
    pub category: Category,
    /// The title in the request's language (Thai for `TH`, else English).
    pub title: String,
    /// The text in the request's language.
    pub content: String,
    /// When it was sent, milliseconds since the epoch.
    pub create_time: i64,
    /// Whether the member has read it.
    pub is_read: bool,
}

/// The answer of `EMFE_getInboxList`: a page of messages and the unread count.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InboxPage {
    /// The page of messages and its paging fields, flattened into the answer.
    #[serde(flatten)]
    pub page: Page<MessageView>,
    /// Unread messages of the member over the whole mailbox.
    pub unread_count: usize,
}

/// `GET /wps/relay/EMFE_getInboxList?category&isRead&pageNo&pageSize`, newest first.
pub async fn list(ctx: Ctx, query: Query) -> Reply<InboxPage> {
    let id = ctx.member()?;
    let category: Option<Category> = query
        .text("category")
        .map(|c| {
            serde_json::from_value(serde_json::Value::String(c.to_ascii_uppercase()))
                .map_err(|_| Fail::bad_param(format!("category must be SYSTEM, PROMOTION or TRANSACTION, not {c:?}")))
        })
        .transpose()?;
    let read = match query.text("isRead") {
        None => None,
        Some("true" | "Y" | "1") => Some(true),
        Some("false" | "N" | "0") => Some(false),
        Some(other) => return Err(Fail::bad_param(format!("isRead must be true or false, not {other:?}"))),
    };
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now_ms());
    let mut rows: Vec<&Message> = db
        .rewards
        .inbox
        .iter()
        .filter(|m| m.member_id == id && category.is_none_or(|c| m.category == c) && read.is_none_or(|r| m.read == r))
        .collect();
    rows.sort_by_key(|m| std::cmp::Reverse((m.time_ms, m.id)));
    let views = rows.into_iter().map(|m| MessageView {
        id: m.id,
        category: m.category,
        title: localized(&ctx, &m.title_en, &m.title_th).to_owned(),
        content: localized(&ctx, &m.content_en, &m.content_th).to_owned(),
        create_time: m.time_ms,
        is_read: m.read,
    });
    Ok(Answer(InboxPage { page: Page::of(views, page, size), unread_count: unread_count(&db.rewards, id) }))
}

/// `GET /wps/relay/EMFE_getInboxUnreadCount` → `value` is a bare number.
pub async fn unread(ctx: Ctx) -> Reply<usize> {
    let id = ctx.member()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now_ms());
    Ok(Answer(unread_count(&db.rewards, id)))
}

/// The body of `EMFE_markInboxRead` and `EMFE_deleteInbox`: some messages, or all.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct Selection {
    /// Ids of the member's messages to act on.
    pub ids: Option<Vec<u64>>,
    /// Every message of the member.
    pub all: bool,
}

/// The member's messages a selection names; unknown ids are refused as a whole.
fn selected(state: &RewardsState, member_id: MemberId, selection: &Selection) -> Result<Vec<u64>, Fail> {
    let own = |id: u64| state.inbox.iter().any(|m| m.id == id && m.member_id == member_id);
    if selection.all {
        return Ok(state.inbox.iter().filter(|m| m.member_id == member_id).map(|m| m.id).collect());
    }
    let ids = required(selection.ids.clone().filter(|ids| !ids.is_empty()), "ids (or all: true)")?;
    if let Some(unknown) = ids.iter().find(|id| !own(**id)) {
        return Err(Fail::business(refusal::NOT_FOUND, format!("Message {unknown} does not exist")));
    }
    Ok(ids)
}

/// `POST /wps/relay/EMFE_markInboxRead` `{ids:[…]}` or `{all:true}` → the new unread count.
pub async fn mark_read(ctx: Ctx, Payload(selection): Payload<Selection>) -> Reply<usize> {
    let id = ctx.member()?;
    let mut db = ctx.db().lock();
    let ids = selected(&db.rewards, id, &selection)?;
    for message in db.rewards.inbox.iter_mut().filter(|m| ids.contains(&m.id)) {
        message.read = true;
    }
    Ok(Answer(unread_count(&db.rewards, id)))
}

/// `DELETE /wps/relay/EMFE_deleteInbox` `{ids:[…]}` or `{all:true}` → the new unread count.
pub async fn delete(ctx: Ctx, Payload(selection): Payload<Selection>) -> Reply<usize> {
    let id = ctx.member()?;
    let mut db = ctx.db().lock();
    let ids = selected(&db.rewards, id, &selection)?;
    db.rewards.inbox.retain(|m| !ids.contains(&m.id));
    Ok(Answer(unread_count(&db.rewards, id)))
}
