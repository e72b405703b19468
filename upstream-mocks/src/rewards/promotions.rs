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
//! can still be claimed). "Now" is the rewards area's clock ([`super::clock`]).

use serde::{Deserialize, Serialize};

use super::inbox::notify;
use super::tickets::{self, Prize, RaffleType, Ticket, TicketKind, TicketStatus};
use super::{clock, clock_for_real_member};
use crate::base::{MemberId, money};
use crate::calendar::{MINUTE_MS, day_start};
use crate::events::Notice;
use crate::input::Payload;
use crate::input::{Query, required};
use crate::ledger::{Page, TxKind};
use crate::locale::{Lang, Localized};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;
use crate::wallet::uploads::{self, MAX_IMAGE_BYTES, MAX_IMAGES, StoredImage};
use crate::wallet::{localized, post, refusal};

/// The longest application remark (spec 001 §4).
pub const REMARK_MAX_CHARS: usize = 140;

/// How a promotion works.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PromoKind {
    /// Applications are decided `review_minutes` after they were sent.
    Apply {
        /// Whether an application without a proof image is rejected.
        requires_proof: bool,
        /// The bonus an approved application issues to the reward centre, in hundredths.
        bonus_cents: i64,
        /// Minutes after the application that the review decides it.
        review_minutes: i64,
    },
    /// Joined, then paid once the member's valid bets since joining reach a target.
    Turnover {
        /// Game types whose valid bets count (every type when empty).
        game_types: Vec<String>,
        /// Valid bets to reach, in hundredths.
        target_cents: i64,
        /// What the promotion pays once the target is reached, in hundredths.
        bonus_cents: i64,
    },
    /// A daily check-in that pays a bonus each day the member signs in.
    SignIn {
        /// What each day's sign-in pays, in hundredths.
        bonus_cents: i64,
    },
    /// Chances to draw a prize, earned from deposits or given by the seed.
    Raffle {
        /// How the draw is shown (wheel, egg, envelope, slot machine).
        raffle_type: RaffleType,
        /// The prizes, drawn by weight.
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
    /// The promotion's id, from the ledger's sequence.
    pub id: u64,
    /// `NEW_MEMBER`, `DAILY`, `SLOTS`, `LIVE`, `SPORTS`, `FISH`, `VIP`, `FESTIVAL`.
    pub category: String,
    /// The title in each language.
    pub title: Localized,
    /// The one-line summary in each language.
    pub summary: Localized,
    /// The rules in each language, as HTML.
    pub content: Localized,
    /// When it starts, milliseconds since the epoch; `COMING_SOON` before.
    pub start_ms: i64,
    /// When it ends, milliseconds since the epoch; `CLOSED` from then.
    pub end_ms: i64,
    /// How it works, with that kind's terms.
    pub kind: PromoKind,
    /// File name under `/assets/offers/`.
    pub art: String,
    /// Position in the list, lowest first.
    pub sort: u32,
}

/// Where a member stands in a promotion they took part in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EntryState {
    /// Applied; the application waits for review.
    Applying,
    /// The review refused the application.
    Rejected,
    /// Approved; the bonus waits in the reward centre.
    Issued,
    /// The bonus has been paid.
    Claimed,
    /// Joined a turnover promotion.
    Joined,
    /// Signed in to a check-in promotion (on the days in `signed_days`).
    Signed,
}

/// A member's entry in a promotion.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    /// Whose entry it is.
    pub member_id: MemberId,
    /// The promotion entered.
    pub promotion_id: u64,
    /// Where the entry stands.
    pub state: EntryState,
    /// When the member applied, joined or first signed, milliseconds since the epoch.
    pub applied_ms: i64,
    /// When the review decided an application, or the bonus was paid, milliseconds since the epoch.
    pub decided_ms: Option<i64>,
    /// The member's remark with an application, at most 140 characters.
    pub remark: String,
    /// The proof images sent with an application (described, not kept).
    pub images: Vec<StoredImage>,
    /// The review's note (`Approved`, or why it was rejected).
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
    /// The member may apply or join (a visitor without a token sees this for running promotions).
    Join,
    /// A turnover target is reached, or raffle chances are left: there is something to claim.
    Claim,
    /// An application waits for review.
    Applying,
    /// The promotion has ended.
    Closed,
    /// The application was refused.
    Rejected,
    /// Approved: the bonus waits in the reward centre.
    Issued,
    /// The bonus was taken, or the raffle chances are used up.
    Claimed,
    /// Turnover is under way, below the target.
    Process,
    /// Joined a turnover promotion, no valid bets yet.
    Joined,
    /// Checked in today.
    Signed,
    /// Not started yet.
    ComingSoon,
}

/// A member's status in a promotion, with turnover progress and raffle chances where they apply.
pub struct Standing {
    /// The status the member sees.
    pub status: PromoStatus,
    /// Valid bets counted toward a turnover target, in hundredths (joined turnover promotions only).
    pub progress_cents: Option<i64>,
    /// Raffle chances left (raffles only).
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
                title_en: promo.title.en,
                title_th: promo.title.th,
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
                name_en: promo.title.en.clone(),
                name_th: promo.title.th.clone(),
                amount_cents: bonus_cents,
                status: TicketStatus::Available,
                created_ms: at,
                claimed_ms: None,
                prize_en: None,
                prize_th: None,
                prize_index: None,
            });
            let record = &mut db.rewards.entries[i];
            record.state = EntryState::Issued;
            record.decided_ms = Some(at);
            record.review_remark = "Approved".into();
            record.ticket_id = Some(ticket_id);
            notify(
                db,
                entry.member_id,
                Notice::ApplicationApproved { title_en: promo.title.en, title_th: promo.title.th },
                at,
            );
        }
    }
}

/// Turnover progress of a joined turnover promotion.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// Valid bets counted so far, up to the target, two decimals.
    pub current: f64,
    /// Valid bets to reach, two decimals.
    pub target: f64,
    /// Progress in percent, 0 to 100.
    pub percent: u32,
}

/// A promotion as the list shows it, with the caller's status.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PromotionView {
    /// The promotion's id.
    pub promotion_id: u64,
    /// `NEW_MEMBER`, `DAILY`, `SLOTS`, `LIVE`, `SPORTS`, `FISH`, `VIP` or `FESTIVAL`.
    pub category: String,
    /// `APPLY`, `TURNOVER`, `SIGN_IN` or `RAFFLE`.
    pub kind: &'static str,
    /// The title in the request's language (Thai, Lao, Khmer or Myanmar for `TH`, `LO`, `KM`, `MM`, else
    /// English).
    pub title: String,
    /// The one-line summary in the request's language.
    pub summary: String,
    /// Address of the promotion's art under `/assets/offers/`.
    pub image_url: String,
    /// When it starts, milliseconds since the epoch.
    pub start_time: i64,
    /// When it ends, milliseconds since the epoch.
    pub end_time: i64,
    /// The caller's status (visitors: `JOIN`, `COMING_SOON` or `CLOSED`).
    pub status: PromoStatus,
    /// What it pays, two decimals (per day for check-ins); `null` for raffles.
    pub bonus_amount: Option<f64>,
    /// Turnover progress, for a joined turnover promotion.
    pub progress: Option<Progress>,
    /// How a raffle's draw is shown; `null` for other kinds.
    pub raffle_type: Option<RaffleType>,
    /// Raffle chances left; `null` for other kinds.
    pub chances_left: Option<usize>,
    /// The reward-centre ticket to claim an issued bonus with.
    pub transaction_id: Option<u64>,
}

fn view(ctx: &Ctx, db: &Db, promo: &Promotion, now: i64) -> PromotionView {
    let lang = Lang::from_code(&ctx.language);
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
        title: promo.title.get(lang).to_owned(),
        summary: promo.summary.get(lang).to_owned(),
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
    let (db, now) = clock(&ctx);
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

/// How to apply to an application promotion.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ApplyRules {
    /// The longest remark, in characters (140).
    pub remark_max_length: usize,
    /// The most proof images (3).
    pub max_images: usize,
    /// The largest proof image in bytes, decoded (5 MB).
    pub max_image_size: usize,
    /// The image formats accepted: `png`, `jpg`.
    pub image_types: [&'static str; 2],
    /// Whether an application without an image is rejected.
    pub proof_required: bool,
    /// Minutes until the review decides an application.
    pub review_minutes: i64,
}

/// A raffle prize as the detail shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PrizeView {
    /// The prize's name in the request's language.
    pub name: String,
    /// What it pays, two decimals.
    pub amount: f64,
}

/// The answer of `PROMOFE_getPromotionDetail`: the list's fields and the rules, prizes and the caller's entry.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PromotionDetail {
    /// The promotion as the list shows it, flattened into the answer.
    #[serde(flatten)]
    pub promotion: PromotionView,
    /// The rules in the request's language, as HTML.
    pub content: String,
    /// How to apply, for application promotions; `null` otherwise.
    pub apply_rules: Option<ApplyRules>,
    /// A raffle's prizes; empty for other kinds.
    pub prizes: Vec<PrizeView>,
    /// When the caller applied or joined, milliseconds since the epoch.
    pub applied_time: Option<i64>,
    /// The caller's remark with the application.
    pub remark: Option<String>,
    /// Proof images the caller sent.
    pub image_count: usize,
    /// The review's note; `null` until there is one.
    pub review_remark: Option<String>,
    /// Days signed this month (sign-in promotions).
    pub signed_days_this_month: Option<usize>,
}

/// `GET /wps/relay/PROMOFE_getPromotionDetail?promotionId=`.
pub async fn detail(ctx: Ctx, query: Query) -> Reply<PromotionDetail> {
    let promotion_id: u64 = required(query.number("promotionId")?, "promotionId")?;
    let (db, now) = clock(&ctx);
    let promo = find(&db, promotion_id)?;
    let lang = Lang::from_code(&ctx.language);
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
        content: promo.content.get(lang).to_owned(),
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

/// The body of `PROMOFE_applyPromotion`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ApplyRequest {
    /// The promotion to apply to or join, a number or a numeric string.
    #[serde(deserialize_with = "crate::input::id")]
    pub promotion_id: Option<u64>,
    /// A remark for the review, at most 140 characters.
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
    let (mut db, now) = clock_for_real_member(&ctx, id)?;
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
            post(&mut db, id, TxKind::Bonus, *bonus_cents, &format!("Promotion: {}", promo.title.en), now)?;
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

/// The body of `MCSFE_claimIssuedPromotion`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimRequest {
    /// The promotion whose bonus to take, a number or a numeric string.
    #[serde(default, deserialize_with = "crate::input::id")]
    pub promotion_id: Option<u64>,
}

/// The answer of `MCSFE_claimIssuedPromotion`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ClaimedBonus {
    /// The promotion paid.
    pub promotion_id: u64,
    /// Bonus paid, two decimals.
    pub amount: f64,
    /// The main wallet balance after the bonus, two decimals.
    pub balance: f64,
}

/// `POST /wps/relay/MCSFE_claimIssuedPromotion` `{promotionId}`: pays an issued bonus, or a turnover
/// promotion whose target is reached.
pub async fn claim(ctx: Ctx, Payload(req): Payload<ClaimRequest>) -> Reply<ClaimedBonus> {
    let id = ctx.member()?;
    let promotion_id = required(req.promotion_id, "promotionId")?;
    let (mut db, now) = clock_for_real_member(&ctx, id)?;
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
                post(&mut db, id, TxKind::Bonus, *bonus_cents, &format!("Promotion: {}", promo.title.en), now)?;
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
    /// The promotion as the list shows it (status now), flattened into the row.
    #[serde(flatten)]
    pub promotion: PromotionView,
    /// When the member applied, joined or first signed, milliseconds since the epoch.
    pub applied_time: i64,
    /// When the review decided, or the bonus was paid, milliseconds since the epoch.
    pub decided_time: Option<i64>,
    /// The member's remark with the application.
    pub remark: String,
    /// Proof images sent with the application.
    pub image_count: usize,
    /// The review's note; empty until there is one.
    pub review_remark: String,
}

/// `GET /wps/relay/PROMOFE_getParticipation?status&pageNo&pageSize`: the promotions the member
/// applied to, joined or signed in to, newest first, each with its status now.
pub async fn participation(ctx: Ctx, query: Query) -> Reply<Page<Participation>> {
    let id = ctx.member()?;
    let status = status_filter(&query)?;
    let (page, size) = query.paging()?;
    let (db, now) = clock(&ctx);
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
