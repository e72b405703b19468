//! The points mall (spec 001 §3 "Points", §4 "Redeem statuses"): points accrue from valid bets at a
//! rate per game type and never expire; they are redeemed for rewards (reviewed: In Process, then
//! Approved or Rejected) or converted to money at a ratio per conversion type. Redeem and convert
//! are `passwordCheck` relays: encrypted, and checked with [`crate::wallet::check_password`].

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};

use super::inbox::notify;
use crate::base::{MemberId, money, now_ms};
use crate::calendar::{MINUTE_MS, compact_date, day_start, format_date};
use crate::events::Notice;
use crate::input::Payload;
use crate::input::{Query, required};
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;
use crate::wallet::period::ReportPeriod;
use crate::wallet::{catch_up, caught_up, caught_up_for_real_member, check_password, insufficient, localized, post};

/// How long a redemption waits for review.
pub const REVIEW_MS: i64 = 10 * MINUTE_MS;
/// The most of one reward in a single redemption.
pub const MAX_QUANTITY: u32 = 10;

/// What a reward is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RewardType {
    /// Money into the main wallet when approved.
    Cash,
    /// A physical or digital item: the member's remark must say where to deliver it.
    Item,
}

/// One reward in the mall.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MallReward {
    /// The reward's id, from the ledger's sequence.
    pub id: u64,
    /// Cash into the main wallet, or an item to deliver.
    pub reward_type: RewardType,
    /// The name in English.
    pub name_en: String,
    /// The name in Thai.
    pub name_th: String,
    /// The description in English.
    pub description_en: String,
    /// The description in Thai.
    pub description_th: String,
    /// Points one of it costs.
    pub points_required: i64,
    /// Money paid on top of the points (shipping), in hundredths.
    pub amount_required_cents: i64,
    /// What a cash reward pays.
    pub cash_value_cents: i64,
    /// Left in stock; `None` is unlimited.
    pub stock: Option<u32>,
    /// File name under `/assets/rewards/`.
    pub art: String,
}

/// A way to turn points into money.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Conversion {
    /// `CASH` (main wallet, a point conversion) or `BONUS` (main wallet, booked as a bonus).
    pub conversion_type: String,
    /// This many points …
    pub points: i64,
    /// … give this much money, in hundredths.
    pub amount_cents: i64,
    /// The fewest points one conversion takes.
    pub min_points: i64,
}

/// Where a redemption is in its review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RedeemStatus {
    /// Points taken, waiting for the review (10 minutes).
    InProcess,
    /// Approved: a cash reward's value is credited as a bonus, an item is sent.
    Approved,
    /// Refused (an item without delivery details): points, money and stock are returned.
    Rejected,
}

/// One redemption.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Redemption {
    /// The redemption's id, from the ledger's sequence.
    pub id: u64,
    /// The reference members quote: `R`, the Bangkok date `YYMMDD`, the id in six digits.
    pub reference: String,
    /// Who redeemed.
    pub member_id: MemberId,
    /// The reward redeemed.
    pub reward_id: u64,
    /// The reward's type, kept as it was at the redemption.
    pub reward_type: RewardType,
    /// The reward's name in English, kept as it was.
    pub name_en: String,
    /// The reward's name in Thai, kept as it was.
    pub name_th: String,
    /// How many, 1 to 10.
    pub quantity: u32,
    /// Points taken for the whole quantity.
    pub points: i64,
    /// Money taken on top of the points for the whole quantity, in hundredths.
    pub amount_cents: i64,
    /// Where the review stands.
    pub status: RedeemStatus,
    /// When it was made, milliseconds since the epoch.
    pub applied_ms: i64,
    /// When the review decided it, milliseconds since the epoch.
    pub decided_ms: Option<i64>,
    /// The member's delivery details.
    pub delivery: String,
    /// The review's note.
    pub remark: String,
}

/// What moved points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PointKind {
    /// Points from valid bets, one entry per member and day.
    Earn,
    /// Points taken by a redemption.
    Redeem,
    /// Points given back by a rejected redemption.
    Refund,
    /// Points turned into money.
    Convert,
    /// Points granted outside the earning rules (the seed's welcome points).
    Adjust,
}

/// One movement of points.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PointEntry {
    /// The movement's id, from the ledger's sequence.
    pub id: u64,
    /// Whose points moved.
    pub member_id: MemberId,
    /// What moved them.
    pub kind: PointKind,
    /// Points added (positive) or taken (negative).
    pub points: i64,
    /// The member's points after the movement.
    pub balance_after: i64,
    /// When it happened, milliseconds since the epoch.
    pub time_ms: i64,
    /// What the movement was, in words.
    pub remark: String,
}

/// Balances, the movement log, the mall and the rules.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct PointBook {
    /// Each member's current points.
    pub balances: HashMap<MemberId, i64>,
    /// Every point movement, oldest first.
    pub log: Vec<PointEntry>,
    /// Valid bet (hundredths of the currency) per point, by game type; `OTHER` for the rest.
    pub earn_rates: BTreeMap<String, i64>,
    /// Points earned so far in hundredths of a point, so no fraction is lost between bets.
    pub accrued_centipoints: HashMap<MemberId, i64>,
    /// The last ledger bet already counted, per member.
    pub last_bet_id: HashMap<MemberId, u64>,
    /// The ways to turn points into money (`CASH`, `BONUS`).
    pub conversions: Vec<Conversion>,
    /// The rewards in the mall.
    pub rewards: Vec<MallReward>,
    /// Every redemption, oldest first.
    pub redemptions: Vec<Redemption>,
}

impl Default for PointBook {
    fn default() -> Self {
        let rates = [("RNG", 500), ("FISH", 500), ("OTHER", 1_000)];
        Self {
            balances: HashMap::new(),
            log: Vec::new(),
            earn_rates: rates.into_iter().map(|(t, r)| (t.to_owned(), r)).collect(),
            accrued_centipoints: HashMap::new(),
            last_bet_id: HashMap::new(),
            conversions: vec![
                Conversion { conversion_type: "CASH".into(), points: 100, amount_cents: 100, min_points: 1_000 },
                Conversion { conversion_type: "BONUS".into(), points: 80, amount_cents: 100, min_points: 800 },
            ],
            rewards: Vec::new(),
            redemptions: Vec::new(),
        }
    }
}

impl PointBook {
    /// A member's current points (0 when none were ever earned).
    pub fn balance(&self, member_id: MemberId) -> i64 {
        self.balances.get(&member_id).copied().unwrap_or_default()
    }

    /// Moves points (refusing to go below zero) and logs it.
    pub fn post(
        &mut self,
        id: u64,
        member_id: MemberId,
        kind: PointKind,
        points: i64,
        remark: &str,
        time_ms: i64,
    ) -> Result<i64, Fail> {
        let balance = self.balances.entry(member_id).or_default();
        if *balance + points < 0 {
            return Err(Fail::business(refusal::INSUFFICIENT_POINTS, "Not enough points"));
        }
        *balance += points;
        let after = *balance;
        self.log.push(PointEntry { id, member_id, kind, points, balance_after: after, time_ms, remark: remark.into() });
        Ok(after)
    }

    fn rate_of(&self, game_type: &str) -> i64 {
        let rate = self.earn_rates.get(game_type).or_else(|| self.earn_rates.get("OTHER"));
        rate.copied().unwrap_or(1_000).max(1)
    }
}

/// Points refusals beyond the wallet's.
mod refusal {
    pub use crate::wallet::refusal::*;
    /// The member has fewer points than the redemption takes.
    pub const INSUFFICIENT_POINTS: &str = "insufficient_points";
    /// Fewer of the reward are left than asked for.
    pub const OUT_OF_STOCK: &str = "reward_out_of_stock";
}

/// Turns bets the ledger gained since the last look into points: one entry per member and day.
pub fn settle_due(db: &mut Db, now: i64) {
    let members: Vec<MemberId> = db.members.keys().copied().collect();
    for member_id in members {
        let last = db.rewards.points.last_bet_id.get(&member_id).copied().unwrap_or_default();
        let mut new: Vec<(u64, i64, i64, String)> = db
            .ledger
            .bets
            .iter()
            .filter(|b| b.member_id == member_id && b.id > last)
            .map(|b| (b.id, b.time_ms, b.valid_bet_cents, b.game_type.to_ascii_uppercase()))
            .collect();
        if new.is_empty() {
            continue;
        }
        new.sort_by_key(|b| b.1);
        let book = &mut db.rewards.points;
        let mut accrued = book.accrued_centipoints.get(&member_id).copied().unwrap_or_default();
        let mut by_day: BTreeMap<i64, (i64, i64, i64)> = BTreeMap::new();
        for (_, time, valid, game_type) in &new {
            let before = accrued / 100;
            accrued += valid * 100 / book.rate_of(game_type);
            let day = by_day.entry(day_start(*time)).or_default();
            day.0 += accrued / 100 - before;
            day.1 += valid;
            day.2 = day.2.max(*time);
        }
        book.accrued_centipoints.insert(member_id, accrued);
        book.last_bet_id.insert(member_id, new.iter().map(|b| b.0).max().unwrap_or(last).max(last));
        for (day, (points, valid, last_time)) in by_day {
            if points > 0 {
                let id = db.ledger.next_id();
                let remark = format!("Valid bets {:.2} on {}", money(valid), format_date(day));
                let _ = db.rewards.points.post(id, member_id, PointKind::Earn, points, &remark, last_time);
            }
        }
    }
    settle_redemptions(db, now);
}

/// Decides redemptions whose review is due: an item without delivery details is rejected (points
/// and money back), everything else approved (cash rewards pay out).
fn settle_redemptions(db: &mut Db, now: i64) {
    for i in 0..db.rewards.points.redemptions.len() {
        let r = db.rewards.points.redemptions[i].clone();
        if r.status != RedeemStatus::InProcess || r.applied_ms + REVIEW_MS > now {
            continue;
        }
        let at = r.applied_ms + REVIEW_MS;
        let reject = r.reward_type == RewardType::Item && r.delivery.trim().is_empty();
        let (status, remark) = if reject {
            let id = db.ledger.next_id();
            let note = format!("Refund of redemption {}", r.reference);
            let _ = db.rewards.points.post(id, r.member_id, PointKind::Refund, r.points, &note, at);
            if r.amount_cents > 0 {
                let _ = post(db, r.member_id, TxKind::Adjustment, r.amount_cents, &note, at);
            }
            if let Some(reward) = db.rewards.points.rewards.iter_mut().find(|w| w.id == r.reward_id)
                && let Some(stock) = reward.stock.as_mut()
            {
                *stock += r.quantity;
            }
            let notice = Notice::RedeemRejected {
                reference: r.reference.clone(),
                name_en: r.name_en.clone(),
                name_th: r.name_th.clone(),
                points: r.points,
            };
            notify(db, r.member_id, notice, at);
            (RedeemStatus::Rejected, "No delivery details were given")
        } else {
            if r.reward_type == RewardType::Cash {
                let cash = db.rewards.points.rewards.iter().find(|w| w.id == r.reward_id).map(|w| w.cash_value_cents);
                let cash = cash.unwrap_or_default() * i64::from(r.quantity);
                if cash > 0 {
                    let _ = post(db, r.member_id, TxKind::Bonus, cash, &format!("Points mall: {}", r.name_en), at);
                }
            }
            let notice = Notice::RedeemApproved {
                reference: r.reference.clone(),
                name_en: r.name_en.clone(),
                name_th: r.name_th.clone(),
            };
            notify(db, r.member_id, notice, at);
            let remark = if r.reward_type == RewardType::Cash { "Credited to your main wallet" } else { "Sent to you" };
            (RedeemStatus::Approved, remark)
        };
        let record = &mut db.rewards.points.redemptions[i];
        record.status = status;
        record.decided_ms = Some(at);
        record.remark = remark.into();
    }
}

/// The answer of `MCSFE_getPointBalance`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PointBalance {
    /// Points the member has now.
    pub current_points: i64,
    /// Points ever earned or granted (earnings and adjustments).
    pub total_earned: i64,
    /// Points taken by redemptions, less those given back.
    pub total_redeemed: i64,
    /// Points turned into money.
    pub total_converted: i64,
    /// Points never expire (spec 001 §4).
    pub never_expires: bool,
}

/// `GET /wps/relay/MCSFE_getPointBalance`.
pub async fn balance(ctx: Ctx) -> Reply<PointBalance> {
    let id = ctx.member()?;
    let (db, _) = caught_up(&ctx);
    let book = &db.rewards.points;
    let sum = |kinds: &[PointKind]| -> i64 {
        book.log.iter().filter(|e| e.member_id == id && kinds.contains(&e.kind)).map(|e| e.points).sum()
    };
    Ok(Answer(PointBalance {
        current_points: book.balance(id),
        total_earned: sum(&[PointKind::Earn, PointKind::Adjust]),
        total_redeemed: -sum(&[PointKind::Redeem, PointKind::Refund]),
        total_converted: -sum(&[PointKind::Convert]),
        never_expires: true,
    }))
}

/// A mall reward as `MCSFE_getPointReward` lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RewardView {
    /// The reward's id, to redeem it.
    pub reward_id: u64,
    /// `CASH` or `ITEM`.
    pub reward_type: RewardType,
    /// The name in the request's language (Thai for `TH`, else English).
    pub name: String,
    /// The description in the request's language.
    pub description: String,
    /// Points one of it costs.
    pub points_required: i64,
    /// Money paid on top of the points (shipping), two decimals.
    pub amount_required: f64,
    /// What a cash reward pays, two decimals; 0 for items.
    pub cash_value: f64,
    /// How many are left; `null` when unlimited.
    pub stock: Option<u32>,
    /// Address of the reward's art under `/assets/rewards/`.
    pub image_url: String,
    /// With a token: whether the member has the points for one.
    pub affordable: Option<bool>,
}

/// `GET /wps/relay/MCSFE_getPointReward?rewardType&pageNo&pageSize` (public; personalised with a token).
pub async fn rewards(ctx: Ctx, query: Query) -> Reply<Page<RewardView>> {
    let kind: Option<RewardType> = query
        .text("rewardType")
        .map(|t| {
            serde_json::from_value(serde_json::Value::String(t.to_ascii_uppercase()))
                .map_err(|_| Fail::bad_param(format!("rewardType must be CASH or ITEM, not {t:?}")))
        })
        .transpose()?;
    let (page, size) = query.paging()?;
    let (db, _) = caught_up(&ctx);
    let points = ctx.member.map(|id| db.rewards.points.balance(id));
    let views: Vec<RewardView> = db
        .rewards
        .points
        .rewards
        .iter()
        .filter(|r| kind.is_none_or(|k| r.reward_type == k))
        .map(|r| RewardView {
            reward_id: r.id,
            reward_type: r.reward_type,
            name: localized(&ctx, &r.name_en, &r.name_th).to_owned(),
            description: localized(&ctx, &r.description_en, &r.description_th).to_owned(),
            points_required: r.points_required,
            amount_required: money(r.amount_required_cents),
            cash_value: money(r.cash_value_cents),
            stock: r.stock,
            image_url: ctx.mock.asset_url(&format!("rewards/{}", r.art)),
            affordable: points.map(|p| p >= r.points_required),
        })
        .collect();
    Ok(Answer(Page::of(views, page, size)))
}

/// How a game type's valid bets earn points.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EarnRateView {
    /// The game type, e.g. `RNG`; `OTHER` for every type not listed.
    pub game_type: String,
    /// Valid bet per point.
    pub valid_bet_per_point: f64,
}

/// A way to turn points into money, as the point config shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConversionView {
    /// `CASH` (a point conversion) or `BONUS` (booked as a bonus).
    pub conversion_type: String,
    /// This many points …
    pub points: i64,
    /// … give this much money, two decimals.
    pub amount: f64,
    /// `points:amount`, e.g. `100:1`.
    pub ratio: String,
    /// The fewest points one conversion takes.
    pub min_points: i64,
}

/// The answer of `MCSFE_getPointConfig`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PointConfig {
    /// Points never expire: always `true`.
    pub never_expires: bool,
    /// How each game type earns points.
    pub earn_rates: Vec<EarnRateView>,
    /// The ways to turn points into money.
    pub conversions: Vec<ConversionView>,
}

/// `GET /wps/relay/MCSFE_getPointConfig`.
pub async fn config(ctx: Ctx) -> Reply<PointConfig> {
    ctx.member()?;
    let db = ctx.db().lock();
    let book = &db.rewards.points;
    Ok(Answer(PointConfig {
        never_expires: true,
        earn_rates: book
            .earn_rates
            .iter()
            .map(|(t, r)| EarnRateView { game_type: t.clone(), valid_bet_per_point: money(*r) })
            .collect(),
        conversions: book
            .conversions
            .iter()
            .map(|c| ConversionView {
                conversion_type: c.conversion_type.clone(),
                points: c.points,
                amount: money(c.amount_cents),
                ratio: format!("{}:{}", c.points, money(c.amount_cents)),
                min_points: c.min_points,
            })
            .collect(),
    }))
}

/// The body of `passwordCheck/MCSFE_redeemPointReward` (encrypted).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct RedeemRequest {
    /// The reward to redeem, a number or a numeric string.
    #[serde(deserialize_with = "crate::input::id")]
    pub reward_id: Option<u64>,
    /// How many, 1 to 10; 1 when absent.
    pub quantity: Option<u32>,
    /// The payment password when the member has one, else the login password.
    pub password: Option<String>,
    /// Delivery details for items (at most 140 characters).
    pub remark: Option<String>,
}

/// `POST /wps/relay/passwordCheck/MCSFE_redeemPointReward` (encrypted)
/// `{rewardId, quantity?, password, remark?}`: takes the points (and any amount required) now; the
/// redemption is In Process until reviewed.
pub async fn redeem(ctx: Ctx, Payload(req): Payload<RedeemRequest>) -> Reply<RedemptionView> {
    let id = ctx.member()?;
    let reward_id = required(req.reward_id, "rewardId")?;
    let quantity = req.quantity.unwrap_or(1);
    if !(1..=MAX_QUANTITY).contains(&quantity) {
        return Err(Fail::bad_param(format!("quantity must be 1 to {MAX_QUANTITY}")));
    }
    let delivery = req.remark.unwrap_or_default().trim().to_owned();
    if delivery.chars().count() > 140 {
        return Err(Fail::business(refusal::TEXT_TOO_LONG, "The remark is longer than 140 characters"));
    }
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    check_password(&db, id, req.password.as_deref())?;
    let reward = db
        .rewards
        .points
        .rewards
        .iter()
        .find(|r| r.id == reward_id)
        .cloned()
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Reward {reward_id} does not exist")))?;
    if reward.stock.is_some_and(|s| s < quantity) {
        return Err(Fail::business(refusal::OUT_OF_STOCK, "Not enough of this reward is left"));
    }
    let points = reward.points_required * i64::from(quantity);
    let amount = reward.amount_required_cents * i64::from(quantity);
    if db.rewards.points.balance(id) < points {
        return Err(Fail::business(refusal::INSUFFICIENT_POINTS, "Not enough points"));
    }
    if db.members.get(&id).is_none_or(|m| m.balance_cents < amount) {
        return Err(insufficient());
    }
    let redemption_id = db.ledger.next_id();
    let reference = format!("R{}{redemption_id:06}", compact_date(now));
    let remark = format!("Redemption {reference}: {} x{quantity}", reward.name_en);
    db.rewards.points.post(redemption_id, id, PointKind::Redeem, -points, &remark, now)?;
    if amount > 0 {
        post(&mut db, id, TxKind::Adjustment, -amount, &format!("Points mall {reference}: amount required"), now)?;
    }
    if let Some(stock) = db.rewards.points.rewards.iter_mut().find(|r| r.id == reward_id).and_then(|r| r.stock.as_mut())
    {
        *stock -= quantity;
    }
    let redemption = Redemption {
        id: redemption_id,
        reference,
        member_id: id,
        reward_id,
        reward_type: reward.reward_type,
        name_en: reward.name_en.clone(),
        name_th: reward.name_th.clone(),
        quantity,
        points,
        amount_cents: amount,
        status: RedeemStatus::InProcess,
        applied_ms: now,
        decided_ms: None,
        delivery,
        remark: String::new(),
    };
    let view = redemption_view(&ctx, &redemption);
    db.rewards.points.redemptions.push(redemption);
    Ok(Answer(view))
}

/// The body of `passwordCheck/MCSFE_convertPoint` (encrypted).
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ConvertRequest {
    /// Points to convert: at least the type's minimum, in steps of its `points`.
    pub points: Option<i64>,
    /// `CASH` (the default) or `BONUS`.
    #[serde(rename = "type")]
    pub conversion_type: Option<String>,
    /// The payment password when the member has one, else the login password.
    pub password: Option<String>,
}

/// The answer of a point conversion.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Converted {
    /// Points converted.
    pub points: i64,
    /// Money credited, two decimals.
    pub amount: f64,
    /// Points left.
    pub current_points: i64,
    /// The main wallet balance after the credit, two decimals.
    pub balance: f64,
}

/// `POST /wps/relay/passwordCheck/MCSFE_convertPoint` (encrypted) `{points, type?, password}`:
/// points (at least the minimum, a whole number of the type's steps) become money at its ratio.
pub async fn convert(ctx: Ctx, Payload(req): Payload<ConvertRequest>) -> Reply<Converted> {
    let id = ctx.member()?;
    let points = required(req.points, "points")?;
    let kind = req.conversion_type.unwrap_or_else(|| "CASH".into()).to_ascii_uppercase();
    let (mut db, now) = caught_up_for_real_member(&ctx, id)?;
    check_password(&db, id, req.password.as_deref())?;
    let rule = db
        .rewards
        .points
        .conversions
        .iter()
        .find(|c| c.conversion_type == kind)
        .cloned()
        .ok_or_else(|| Fail::bad_param(format!("type {kind:?} is not a conversion type")))?;
    if points < rule.min_points || points % rule.points != 0 {
        return Err(Fail::business(
            refusal::AMOUNT_OUT_OF_RANGE,
            format!("Convert at least {} points, in steps of {}", rule.min_points, rule.points),
        ));
    }
    let amount = points / rule.points * rule.amount_cents;
    let entry = db.ledger.next_id();
    let remark = format!("{points} points converted ({kind} {}:{})", rule.points, money(rule.amount_cents));
    let current = db.rewards.points.post(entry, id, PointKind::Convert, -points, &remark, now)?;
    let tx_kind = if kind == "BONUS" { TxKind::Bonus } else { TxKind::PointConversion };
    let balance = post(&mut db, id, tx_kind, amount, &remark, now)?;
    Ok(Answer(Converted { points, amount: money(amount), current_points: current, balance: money(balance) }))
}

/// A redemption as the member sees it (redeem answer and `MCSFE_getRedeemPointList`).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RedemptionView {
    /// The reference to quote: `R`, the Bangkok date `YYMMDD`, the id in six digits.
    pub reference_no: String,
    /// When it was made, milliseconds since the epoch.
    pub apply_time: i64,
    /// `CASH` or `ITEM`, sent as `type`.
    #[serde(rename = "type")]
    pub reward_type: RewardType,
    /// The reward's name in the request's language.
    pub name: String,
    /// How many were redeemed.
    pub quantity: u32,
    /// Points taken for the whole quantity.
    pub points_required: i64,
    /// Money taken on top of the points for the whole quantity, two decimals.
    pub amount_required: f64,
    /// `IN_PROCESS`, `APPROVED` or `REJECTED`.
    pub status: RedeemStatus,
    /// The review's note; empty while in process.
    pub remark: String,
    /// The member's delivery details.
    pub delivery: String,
    /// When the review decided it, milliseconds since the epoch; `null` while in process.
    pub decide_time: Option<i64>,
}

fn redemption_view(ctx: &Ctx, r: &Redemption) -> RedemptionView {
    RedemptionView {
        reference_no: r.reference.clone(),
        apply_time: r.applied_ms,
        reward_type: r.reward_type,
        name: localized(ctx, &r.name_en, &r.name_th).to_owned(),
        quantity: r.quantity,
        points_required: r.points,
        amount_required: money(r.amount_cents),
        status: r.status,
        remark: r.remark.clone(),
        delivery: r.delivery.clone(),
        decide_time: r.decided_ms,
    }
}

/// `GET /wps/relay/MCSFE_getRedeemPointList?status&startDate&endDate&pageNo&pageSize` (default the
/// last 90 days).
pub async fn redemptions(ctx: Ctx, query: Query) -> Reply<Page<RedemptionView>> {
    let id = ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 90)?;
    let status: Option<RedeemStatus> = query
        .text("status")
        .map(|s| {
            serde_json::from_value(serde_json::Value::String(s.to_ascii_uppercase()))
                .map_err(|_| Fail::bad_param(format!("status must be IN_PROCESS, APPROVED or REJECTED, not {s:?}")))
        })
        .transpose()?;
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    let mut rows: Vec<&Redemption> = db
        .rewards
        .points
        .redemptions
        .iter()
        .filter(|r| r.member_id == id && range.contains(r.applied_ms) && status.is_none_or(|s| r.status == s))
        .collect();
    rows.sort_by_key(|r| std::cmp::Reverse(r.applied_ms));
    Ok(Answer(Page::of(rows.into_iter().map(|r| redemption_view(&ctx, r)), page, size)))
}

/// A point movement as `ODSFE2_MemTransDet` lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PointEntryView {
    /// The movement's id.
    pub id: u64,
    /// When it happened, milliseconds since the epoch.
    pub time: i64,
    /// `EARN`, `REDEEM`, `REFUND`, `CONVERT` or `ADJUST`, sent as `type`.
    #[serde(rename = "type")]
    pub kind: PointKind,
    /// Points added (positive) or taken (negative).
    pub changed_points: i64,
    /// The member's points after the movement.
    pub balance_after: i64,
    /// What the movement was, in words.
    pub remark: String,
}

/// `GET /wps/relay/ODSFE2_MemTransDet?type&startDate&endDate&pageNo&pageSize` (member transaction
/// detail: point movements; default the last 30 days).
pub async fn transactions(ctx: Ctx, query: Query) -> Reply<Page<PointEntryView>> {
    let id = ctx.member()?;
    let now = now_ms();
    let range = query.range(now, 30)?;
    let kind: Option<PointKind> = query
        .text("type")
        .map(|s| {
            serde_json::from_value(serde_json::Value::String(s.to_ascii_uppercase())).map_err(|_| {
                Fail::bad_param(format!("type must be EARN, REDEEM, REFUND, CONVERT or ADJUST, not {s:?}"))
            })
        })
        .transpose()?;
    let (page, size) = query.paging()?;
    let mut db = ctx.db().lock();
    catch_up(&mut db, now);
    let mut rows: Vec<&PointEntry> = db
        .rewards
        .points
        .log
        .iter()
        .filter(|e| e.member_id == id && range.contains(e.time_ms) && kind.is_none_or(|k| e.kind == k))
        .collect();
    rows.sort_by_key(|e| std::cmp::Reverse((e.time_ms, e.id)));
    let views = rows.into_iter().map(|e| PointEntryView {
        id: e.id,
        time: e.time_ms,
        kind: e.kind,
        changed_points: e.points,
        balance_after: e.balance_after,
        remark: e.remark.clone(),
    });
    Ok(Answer(Page::of(views, page, size)))
}
