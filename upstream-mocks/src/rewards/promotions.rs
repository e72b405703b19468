//! Promotions and activities with each member's status (spec 001 §4): Join, Claim, Applying,
//! Closed, Rejected, Issued, Claimed, Process, Joined, Signed and Coming soon, derived from the
//! promotion's dates, its kind and the member's entry:
//!
//! - apply (proof-based): Join → Applying → (review after the promotion's `review_minutes`) Issued
//!   or Rejected;
//!   Issued → Claimed. A promotion that requires proof rejects applications without images.
//! - turnover: Join → Joined → Process (valid bets of its game types since joining) → Claim
//!   (target reached) → Claimed.
//! - daily sign-in: Join → Signed for the rest of the day, with a small bonus each day.
//! - raffle (wheel, golden egg, red envelope, slot machine): Claim while the member has chances
//!   left, Claimed when they are used up; chances come from deposits and the reward centre.
//!
//! Before its start a promotion is Coming soon, after its end Closed (an issued or finished bonus
//! can still be claimed).

use serde::{Deserialize, Serialize};

use super::inbox::notify;
use super::tickets::{self, Prize, RaffleType, Ticket, TicketKind, TicketStatus};
use crate::base::{MemberId, money};
use crate::calendar::{MINUTE_MS, day_start};
use crate::events::Notice;
use crate::gateway::Ctx;
use crate::input::Payload;
use crate::input::{Query, required};
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Db;
use crate::wallet::uploads::{self, MAX_IMAGE_BYTES, MAX_IMAGES, StoredImage};
use crate::wallet::{caught_up, caught_up_for_real_member, localized, post, refusal};

/// The longest application remark (spec 001 §4).
pub const REMARK_MAX_CHARS: usize = 140;

/// How a promotion works.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PromoKind {
    /// Applications are decided `review_minutes` after they were sent.
    Apply {
        requires_proof: bool,
        bonus_cents: i64,
        review_minutes: i64,
    },
    Turnover {
        game_types: Vec<String>,
        target_cents: i64,
        bonus_cents: i64,
    },
    SignIn {
        bonus_cents: i64,
    },
    Raffle {
        raffle_type: RaffleType,
        prizes: Vec<Prize>,
    },
}

impl PromoKind {
    fn code(&self) -> &'static str {
        match self {
            PromoKind::Apply { .. } => "APPLY",
            PromoKind::Turnover { .. } => "TURNOVER",
            PromoKind::SignIn { .. } => "SIGN_IN",
            PromoKind::Raffle { .. } => "RAFFLE",
        }
    }
}

/// One promotion.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Promotion {
    pub id: u64,
    /// `NEW_MEMBER`, `DAILY`, `SLOTS`, `LIVE`, `SPORTS`, `FISH`, `VIP`, `FESTIVAL`.
    pub category: String,
    pub title_en: String,
    pub title_th: String,
    pub summary_en: String,
    pub summary_th: String,
    /// The rules, as HTML.
    pub content_en: String,
    pub content_th: String,
    pub start_ms: i64,
    pub end_ms: i64,
    pub kind: PromoKind,
    /// File name under `/assets/offers/`.
    pub art: String,
    pub sort: u32,
}

/// Where a member stands in a promotion they took part in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EntryState {
    Applying,
    Rejected,
    Issued,
    Claimed,
    Joined,
    Signed,
}

/// A member's entry in a promotion.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    pub member_id: MemberId,
    pub promotion_id: u64,
    pub state: EntryState,
    pub applied_ms: i64,
    pub decided_ms: Option<i64>,
    pub remark: String,
    pub images: Vec<StoredImage>,
    pub review_remark: String,
    /// The reward-centre ticket of an issued bonus.
    pub ticket_id: Option<u64>,
    /// Local midnights of the days a sign-in promotion was signed.
    pub signed_days: Vec<i64>,
}

/// The status a member sees.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PromoStatus {
    Join,
    Claim,
    Applying,
    Closed,
    Rejected,
    Issued,
    Claimed,
    Process,
    Joined,
    Signed,
    ComingSoon,
}

/// A member's status in a promotion, with turnover progress and raffle chances where they apply.
pub struct Standing {
    pub status: PromoStatus,
    pub progress_cents: Option<i64>,
    pub chances_left: Option<usize>,
}

/// Valid bets of the given game types (all when empty) since `since`, up to `until`.
fn turnover(db: &Db, member_id: MemberId, game_types: &[String], since: i64, until: i64) -> i64 {
    db.ledger
        .bets_of(member_id)
        .filter(|b| b.time_ms >= since && b.time_ms < until)
        .filter(|b| game_types.is_empty() || game_types.iter().any(|t| t.eq_ignore_ascii_case(&b.game_type)))
        .map(|b| b.valid_bet_cents)
        .sum()
}

/// Where `member` (or an anonymous visitor) stands in `promo` at `now`.
pub fn standing(db: &Db, promo: &Promotion, member: Option<MemberId>, now: i64) -> Standing {
    let mut standing = Standing { status: PromoStatus::Join, progress_cents: None, chances_left: None };
    if now < promo.start_ms {
        standing.status = PromoStatus::ComingSoon;
        return standing;
    }
    let ended = now >= promo.end_ms;
    let entry = member.and_then(|m| db.rewards.entries.iter().find(|e| e.member_id == m && e.promotion_id == promo.id));
    standing.status = match (&promo.kind, entry) {
        (PromoKind::Raffle { .. }, _) => {
            let (left, ever) = member.map(|m| tickets::chances(db, m, promo.id)).unwrap_or_default();
            standing.chances_left = Some(left);
            match (ended, left, ever) {
                (true, _, _) => PromoStatus::Closed,
                (false, 1.., _) => PromoStatus::Claim,
                (false, 0, 1..) => PromoStatus::Claimed,
                (false, 0, 0) => PromoStatus::Join,
            }
        }
        (PromoKind::SignIn { .. }, entry) => {
            let today = day_start(now);
            match (ended, entry.is_some_and(|e| e.signed_days.contains(&today))) {
                (true, _) => PromoStatus::Closed,
                (false, true) => PromoStatus::Signed,
                (false, false) => PromoStatus::Join,
            }
        }
        (_, None) if ended => PromoStatus::Closed,
        (_, None) => PromoStatus::Join,
        (PromoKind::Turnover { game_types, target_cents, .. }, Some(entry)) if entry.state == EntryState::Joined => {
            let progress = turnover(db, entry.member_id, game_types, entry.applied_ms, promo.end_ms.min(now + 1));
            standing.progress_cents = Some(progress);
            match progress {
                p if p >= *target_cents => PromoStatus::Claim,
                _ if ended => PromoStatus::Closed,
                0 => PromoStatus::Joined,
                _ => PromoStatus::Process,
            }
        }
        (_, Some(entry)) => match entry.state {
            EntryState::Applying => PromoStatus::Applying,
            EntryState::Rejected => PromoStatus::Rejected,
            EntryState::Issued => PromoStatus::Issued,
            EntryState::Claimed => PromoStatus::Claimed,
            EntryState::Joined => PromoStatus::Joined,
            EntryState::Signed => PromoStatus::Signed,
        },
    };
    standing
}

/// Decides applications whose review is due.
pub fn settle_due(db: &mut Db, now: i64) {
    for i in 0..db.rewards.entries.len() {
        let entry = db.rewards.entries[i].clone();
        if entry.state != EntryState::Applying {
            continue;
        }
        let Some(promo) = db.rewards.promotions.iter().find(|p| p.id == entry.promotion_id).cloned() else { continue };
        let PromoKind::Apply { requires_proof, bonus_cents, review_minutes } = promo.kind else { continue };
        let at = entry.applied_ms + review_minutes * MINUTE_MS;
        if at > now {
            continue;
        }
        if requires_proof && entry.images.is_empty() {
            let reason = "no proof image was attached";
            let record = &mut db.rewards.entries[i];
            record.state = EntryState::Rejected;
            record.decided_ms = Some(at);
            record.review_remark = reason.into();
            let notice = Notice::ApplicationRejected {
                title_en: promo.title_en,
                title_th: promo.title_th,
                reason: reason.into(),
            };
            notify(db, entry.member_id, notice, at);
        } else {
            let ticket_id = db.ledger.next_id();
            db.rewards.tickets.push(Ticket {
                id: ticket_id,
                member_id: entry.member_id,
                promotion_id: Some(promo.id),
                kind: TicketKind::Bonus,
                name_en: promo.title_en.clone(),
                name_th: promo.title_th.clone(),
                amount_cents: bonus_cents,
                status: TicketStatus::Available,
                created_ms: at,
                claimed_ms: None,
                prize_en: None,
                prize_th: None,
            });
            let record = &mut db.rewards.entries[i];
            record.state = EntryState::Issued;
            record.decided_ms = Some(at);
            record.review_remark = "Approved".into();
            record.ticket_id = Some(ticket_id);
            notify(
                db,
                entry.member_id,
                Notice::ApplicationApproved { title_en: promo.title_en, title_th: promo.title_th },
                at,
            );
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    pub current: f64,
    pub target: f64,
    pub percent: u32,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PromotionView {
    pub promotion_id: u64,
    pub category: String,
    pub kind: &'static str,
    pub title: String,
    pub summary: String,
    pub image_url: String,
    pub start_time: i64,
    pub end_time: i64,
    pub status: PromoStatus,
    pub bonus_amount: Option<f64>,
    pub progress: Option<Progress>,
    pub raffle_type: Option<RaffleType>,
    pub chances_left: Option<usize>,
    /// The reward-centre ticket to claim an issued bonus with.
    pub transaction_id: Option<u64>,
}

fn view(ctx: &Ctx, db: &Db, promo: &Promotion, now: i64) -> PromotionView {
    let standing = standing(db, promo, ctx.member, now);
    let entry =
        ctx.member.and_then(|m| db.rewards.entries.iter().find(|e| e.member_id == m && e.promotion_id == promo.id));
    let (bonus, target, raffle_type) = match &promo.kind {
        PromoKind::Apply { bonus_cents, .. } | PromoKind::SignIn { bonus_cents } => (Some(*bonus_cents), None, None),
        PromoKind::Turnover { bonus_cents, target_cents, .. } => (Some(*bonus_cents), Some(*target_cents), None),
        PromoKind::Raffle { raffle_type, .. } => (None, None, Some(*raffle_type)),
    };
    let progress = standing.progress_cents.zip(target).map(|(current, target)| Progress {
        current: money(current.min(target)),
        target: money(target),
        percent: (current.min(target) * 100 / target.max(1)) as u32,
    });
    let waiting_ticket = entry
        .and_then(|e| e.ticket_id)
        .filter(|id| db.rewards.tickets.iter().any(|t| t.id == *id && t.status == TicketStatus::Available));
    PromotionView {
        promotion_id: promo.id,
        category: promo.category.clone(),
        kind: promo.kind.code(),
        title: localized(ctx, &promo.title_en, &promo.title_th).to_owned(),
        summary: localized(ctx, &promo.summary_en, &promo.summary_th).to_owned(),
        image_url: ctx.mock.asset_url(&format!("offers/{}", promo.art)),
        start_time: promo.start_ms,
        end_time: promo.end_ms,
        status: standing.status,
        bonus_amount: bonus.map(money),
        progress,
        raffle_type,
        chances_left: standing.chances_left,
        transaction_id: waiting_ticket,
    }
}

/// `GET /wps/relay/PROMOFE_getPromotions?category&status&pageNo&pageSize` (public; a token adds the
/// member's status).
pub async fn list(ctx: Ctx, query: Query) -> Reply<Page<PromotionView>> {
    let category = query.text("category").map(str::to_ascii_uppercase);
    let status = status_filter(&query)?;
    let (page, size) = query.paging()?;
    let (db, now) = caught_up(&ctx);
    let mut promos: Vec<&Promotion> = db
        .rewards
        .promotions
        .iter()
        .filter(|p| category.as_deref().is_none_or(|c| c == "ALL" || p.category == c))
        .collect();
    promos.sort_by_key(|p| p.sort);
    let views: Vec<PromotionView> =
        promos.into_iter().map(|p| view(&ctx, &db, p, now)).filter(|v| status.is_none_or(|s| v.status == s)).collect();
    Ok(Answer(Page::of(views, page, size.or(Some(50)))))
}

/// The `status` a list is filtered by, if any.
fn status_filter(query: &Query) -> Result<Option<PromoStatus>, Fail> {
    query
        .text("status")
        .map(|s| {
            serde_json::from_value(serde_json::Value::String(s.to_ascii_uppercase()))
                .map_err(|_| Fail::bad_param(format!("{s:?} is not a promotion status")))
        })
        .transpose()
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ApplyRules {
    pub remark_max_length: usize,
    pub max_images: usize,
    pub max_image_size: usize,
    pub image_types: [&'static str; 2],
    pub proof_required: bool,
    pub review_minutes: i64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PrizeView {
    pub name: String,
    pub amount: f64,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PromotionDetail {
    #[serde(flatten)]
    pub promotion: PromotionView,
    pub content: String,
    pub apply_rules: Option<ApplyRules>,
    pub prizes: Vec<PrizeView>,
    pub applied_time: Option<i64>,
    pub remark: Option<String>,
    pub image_count: usize,
    pub review_remark: Option<String>,
    /// Days signed this month (sign-in promotions).
    pub signed_days_this_month: Option<usize>,
}

/// `GET /wps/relay/PROMOFE_getPromotionDetail?promotionId=`.
pub async fn detail(ctx: Ctx, query: Query) -> Reply<PromotionDetail> {
    let promotion_id: u64 = required(query.number("promotionId")?, "promotionId")?;
    let (db, now) = caught_up(&ctx);
    let promo = find(&db, promotion_id)?;
    let entry =
        ctx.member.and_then(|m| db.rewards.entries.iter().find(|e| e.member_id == m && e.promotion_id == promo.id));
    let prizes = match &promo.kind {
        PromoKind::Raffle { prizes, .. } => prizes
            .iter()
            .map(|p| PrizeView {
                name: localized(&ctx, &p.name_en, &p.name_th).to_owned(),
                amount: money(p.amount_cents),
            })
            .collect(),
        _ => Vec::new(),
    };
    let month_start =
        crate::calendar::parse_date(&format!("{}-01", &crate::calendar::format_date(now)[..7])).unwrap_or(now);
    Ok(Answer(PromotionDetail {
        promotion: view(&ctx, &db, promo, now),
        content: localized(&ctx, &promo.content_en, &promo.content_th).to_owned(),
        apply_rules: match promo.kind {
            PromoKind::Apply { requires_proof, review_minutes, .. } => Some(ApplyRules {
                remark_max_length: REMARK_MAX_CHARS,
                max_images: MAX_IMAGES,
                max_image_size: MAX_IMAGE_BYTES,
                image_types: ["png", "jpg"],
                proof_required: requires_proof,
                review_minutes,
            }),
            _ => None,
        },
        prizes,
        applied_time: entry.map(|e| e.applied_ms),
        remark: entry.map(|e| e.remark.clone()),
        image_count: entry.map(|e| e.images.len()).unwrap_or_default(),
        review_remark: entry.map(|e| e.review_remark.clone()).filter(|r| !r.is_empty()),
        signed_days_this_month: matches!(promo.kind, PromoKind::SignIn { .. })
            .then(|| entry.map(|e| e.signed_days.iter().filter(|d| **d >= month_start).count()).unwrap_or_default()),
    }))
}

fn find(db: &Db, promotion_id: u64) -> Result<&Promotion, Fail> {
    db.rewards
        .promotions
        .iter()
        .find(|p| p.id == promotion_id)
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Promotion {promotion_id} does not exist")))
}

#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ApplyRequest {
    #[serde(deserialize_with = "crate::input::id")]
    pub promotion_id: Option<u64>,
    pub remark: Option<String>,
    /// Base64 PNG/JPG (a `data:` URL prefix is allowed), at most 3 of at most 5 MB.
    pub images: Vec<String>,
}

/// `POST /wps/relay/PROMOFE_applyPromotion` `{promotionId, remark?, images?}`: applies, joins or
/// signs in, by the promotion's kind.
pub async fn apply(ctx: Ctx, Payload(req): Payload<ApplyRequest>) -> Reply<PromotionView> {
    let id = ctx.member()?;
    let promotion_id = required(req.promotion_id, "promotionId")?;
    let remark = req.remark.unwrap_or_default().trim().to_owned();
    if remark.chars().count() > REMARK_MAX_CHARS {
        return Err(Fail::business(refusal::TEXT_TOO_LONG, "The remark is longer than 140 characters"));
    }
    let images = uploads::check_images(&req.images)?;
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    let promo = find(&db, promotion_id)?.clone();
    match standing(&db, &promo, Some(id), now).status {
        PromoStatus::Join => {}
        PromoStatus::ComingSoon => {
            return Err(Fail::business(refusal::WRONG_STATE, "This promotion has not started yet"));
        }
        PromoStatus::Closed => return Err(Fail::business(refusal::WRONG_STATE, "This promotion has ended")),
        PromoStatus::Signed => return Err(Fail::business(refusal::WRONG_STATE, "You have already signed in today")),
        _ => return Err(Fail::business(refusal::WRONG_STATE, "You have already joined this promotion")),
    }
    let fresh = |state: EntryState| Entry {
        member_id: id,
        promotion_id,
        state,
        applied_ms: now,
        decided_ms: None,
        remark: remark.clone(),
        images: images.clone(),
        review_remark: String::new(),
        ticket_id: None,
        signed_days: Vec::new(),
    };
    match &promo.kind {
        PromoKind::Apply { .. } => db.rewards.entries.push(fresh(EntryState::Applying)),
        PromoKind::Turnover { .. } => db.rewards.entries.push(fresh(EntryState::Joined)),
        PromoKind::SignIn { bonus_cents } => {
            post(&mut db, id, TxKind::Bonus, *bonus_cents, &format!("Promotion: {}", promo.title_en), now)?;
            let today = day_start(now);
            match db.rewards.entries.iter_mut().find(|e| e.member_id == id && e.promotion_id == promotion_id) {
                Some(entry) => entry.signed_days.push(today),
                None => db.rewards.entries.push(Entry { signed_days: vec![today], ..fresh(EntryState::Signed) }),
            }
        }
        PromoKind::Raffle { .. } => {
            return Err(Fail::business(
                refusal::WRONG_STATE,
                "Raffle chances come from deposits and the reward centre; there is nothing to apply for",
            ));
        }
    }
    Ok(Answer(view(&ctx, &db, &promo, now)))
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimRequest {
    #[serde(default, deserialize_with = "crate::input::id")]
    pub promotion_id: Option<u64>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimedBonus {
    pub promotion_id: u64,
    pub amount: f64,
    pub balance: f64,
}

/// `POST /wps/relay/MCSFE_claimIssuedPromotion` `{promotionId}`: pays an issued bonus, or a turnover
/// promotion whose target is reached.
pub async fn claim(ctx: Ctx, Payload(req): Payload<ClaimRequest>) -> Reply<ClaimedBonus> {
    let id = ctx.member()?;
    let promotion_id = required(req.promotion_id, "promotionId")?;
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    let promo = find(&db, promotion_id)?.clone();
    let entry_index = db.rewards.entries.iter().position(|e| e.member_id == id && e.promotion_id == promotion_id);
    match (standing(&db, &promo, Some(id), now).status, &promo.kind, entry_index) {
        (PromoStatus::Issued, _, Some(index)) => {
            let ticket = db.rewards.entries[index].ticket_id.ok_or_else(nothing_to_claim)?;
            let claimed = tickets::claim_ticket(&mut db, id, ticket, now)?;
            Ok(Answer(ClaimedBonus { promotion_id, amount: claimed.amount, balance: claimed.balance }))
        }
        (PromoStatus::Claim, PromoKind::Turnover { bonus_cents, .. }, Some(index)) => {
            let balance =
                post(&mut db, id, TxKind::Bonus, *bonus_cents, &format!("Promotion: {}", promo.title_en), now)?;
            let entry = &mut db.rewards.entries[index];
            entry.state = EntryState::Claimed;
            entry.decided_ms = Some(now);
            Ok(Answer(ClaimedBonus { promotion_id, amount: money(*bonus_cents), balance: money(balance) }))
        }
        (PromoStatus::Claim, PromoKind::Raffle { .. }, _) => {
            Err(Fail::business(refusal::WRONG_STATE, "Use your raffle chances to draw a prize"))
        }
        _ => Err(nothing_to_claim()),
    }
}

fn nothing_to_claim() -> Fail {
    Fail::business(refusal::NOTHING_TO_CLAIM, "There is nothing to claim in this promotion")
}

/// A member's part in one promotion, as the participation list shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Participation {
    #[serde(flatten)]
    pub promotion: PromotionView,
    pub applied_time: i64,
    pub decided_time: Option<i64>,
    pub remark: String,
    pub image_count: usize,
    pub review_remark: String,
}

/// `GET /wps/relay/PROMOFE_getParticipation?status&pageNo&pageSize`: the promotions the member
/// applied to, joined or signed in to, newest first, each with its status now.
pub async fn participation(ctx: Ctx, query: Query) -> Reply<Page<Participation>> {
    let id = ctx.member()?;
    let status = status_filter(&query)?;
    let (page, size) = query.paging()?;
    let (db, now) = caught_up(&ctx);
    let mut entries: Vec<&Entry> = db.rewards.entries.iter().filter(|e| e.member_id == id).collect();
    entries.sort_by_key(|e| std::cmp::Reverse(e.applied_ms));
    let rows: Vec<Participation> = entries
        .into_iter()
        .filter_map(|e| {
            let promo = db.rewards.promotions.iter().find(|p| p.id == e.promotion_id)?;
            Some(Participation {
                promotion: view(&ctx, &db, promo, now),
                applied_time: e.applied_ms,
                decided_time: e.decided_ms,
                remark: e.remark.clone(),
                image_count: e.images.len(),
                review_remark: e.review_remark.clone(),
            })
        })
        .filter(|p| status.is_none_or(|s| p.promotion.status == s))
        .collect();
    Ok(Answer(Page::of(rows, page, size)))
}
