//! The reward centre: tickets waiting to be claimed (`PROMOFE_getClaimTicketList`, a bare array as
//! public scripts read it) and claiming one (`PROMOFE_claimTicket {transactionId, isApp:"N"}`).
//!
//! A bonus ticket pays its amount; a raffle ticket is one chance on a wheel, golden egg, red
//! envelope or slot machine: claiming it draws a prize by weight ([`claim_ticket`]), paid into the
//! main wallet, and the ticket keeps what it drew (the raffle's record, [`super::raffles`]). A raffle
//! ticket is refused outside its raffle's window, as the raffle's own draw is.

use rand::Rng;
use serde::{Deserialize, Serialize};

use super::clock_for_real_member;
use super::promotions::{EntryState, PromoKind};
use crate::base::{MemberId, money};
use crate::input::Payload;
use crate::input::{Query, required};
use crate::ledger::TxKind;
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;
use crate::wallet::{caught_up, localized, post, refusal};

/// A credited deposit of at least this much earns one chance on the running prize wheel.
pub const WHEEL_TICKET_DEPOSIT_CENTS: i64 = 50_000;

/// How a raffle's draw is shown to the member.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RaffleType {
    /// A prize wheel.
    PrizeWheel,
    /// A golden egg to crack.
    GoldenEgg,
    /// A red envelope to open.
    RedEnvelope,
    /// A slot machine; its last chance is claimed as a ticket, not drawn.
    SlotMachine,
}

/// One prize of a raffle, drawn with probability `weight / sum of weights`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Prize {
    /// The prize's name in English (`฿8`).
    pub name_en: String,
    /// The prize's name in Thai.
    pub name_th: String,
    /// What it pays, in hundredths.
    pub amount_cents: i64,
    /// Its share of the draw, relative to the other prizes' weights.
    pub weight: u32,
}

/// What a reward-centre ticket holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TicketKind {
    /// A bonus of a set amount.
    Bonus,
    /// One raffle chance: claiming it draws a prize.
    Raffle,
}

/// Whether a ticket can still be claimed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TicketStatus {
    /// Waiting to be claimed.
    Available,
    /// Claimed (paid, or drawn).
    Claimed,
}

/// A reward waiting in the reward centre.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Ticket {
    /// The ticket's id, sent as `transactionId`.
    pub id: u64,
    /// Whose ticket it is.
    pub member_id: MemberId,
    /// The promotion it came from; `None` for bonuses outside any promotion (VIP).
    pub promotion_id: Option<u64>,
    /// A bonus, or a raffle chance.
    pub kind: TicketKind,
    /// The name in English (the promotion's title, or the bonus's name).
    pub name_en: String,
    /// The name in Thai.
    pub name_th: String,
    /// What a bonus ticket pays.
    pub amount_cents: i64,
    /// Whether it can still be claimed.
    pub status: TicketStatus,
    /// When it arrived in the reward centre, milliseconds since the epoch.
    pub created_ms: i64,
    /// When it was claimed, milliseconds since the epoch.
    pub claimed_ms: Option<i64>,
    /// The prize a raffle ticket won.
    pub prize_en: Option<String>,
    /// The prize a raffle ticket won, in Thai.
    pub prize_th: Option<String>,
    /// Which of its raffle's prizes a raffle ticket won: the prize's place in the raffle's table, from 0.
    #[serde(default)]
    pub prize_index: Option<usize>,
}

/// A member's raffle chances in a promotion: (left, ever had).
pub fn chances(db: &Db, member_id: MemberId, promotion_id: u64) -> (usize, usize) {
    let of_promo = || {
        db.rewards.tickets.iter().filter(move |t| {
            t.member_id == member_id && t.promotion_id == Some(promotion_id) && t.kind == TicketKind::Raffle
        })
    };
    (of_promo().filter(|t| t.status == TicketStatus::Available).count(), of_promo().count())
}

/// Gives a raffle chance on the wheel promotion running at `time_ms` for a large enough deposit.
pub fn grant_wheel_ticket_for_deposit(db: &mut Db, member_id: MemberId, amount_cents: i64, time_ms: i64) {
    if amount_cents < WHEEL_TICKET_DEPOSIT_CENTS {
        return;
    }
    let wheel = db.rewards.promotions.iter().find(|p| {
        matches!(p.kind, PromoKind::Raffle { raffle_type: RaffleType::PrizeWheel, .. })
            && (p.start_ms..p.end_ms).contains(&time_ms)
    });
    let Some((promotion_id, name_en, name_th)) = wheel.map(|p| (p.id, p.title.en.clone(), p.title.th.clone())) else {
        return;
    };
    let id = db.ledger.next_id();
    db.rewards.tickets.push(raffle_ticket(id, member_id, promotion_id, &name_en, &name_th, time_ms));
}

/// A fresh raffle chance.
pub fn raffle_ticket(
    id: u64,
    member_id: MemberId,
    promotion_id: u64,
    name_en: &str,
    name_th: &str,
    time_ms: i64,
) -> Ticket {
    Ticket {
        id,
        member_id,
        promotion_id: Some(promotion_id),
        kind: TicketKind::Raffle,
        name_en: name_en.into(),
        name_th: name_th.into(),
        amount_cents: 0,
        status: TicketStatus::Available,
        created_ms: time_ms,
        claimed_ms: None,
        prize_en: None,
        prize_th: None,
        prize_index: None,
    }
}

/// A ticket as `PROMOFE_getClaimTicketList` lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TicketView {
    /// The ticket's id, to claim it with.
    pub transaction_id: u64,
    /// The name in the request's language (Thai for `TH`, else English).
    pub name: String,
    /// `BONUS`, or the raffle's type (`PRIZE_WHEEL`, `GOLDEN_EGG`, `RED_ENVELOPE`, `SLOT_MACHINE`).
    pub ticket_type: String,
    /// What a bonus ticket pays, or what a claimed raffle ticket won, two decimals.
    pub amount: f64,
    /// `AVAILABLE` or `CLAIMED`.
    pub status: TicketStatus,
    /// The promotion it came from, if any.
    pub promotion_id: Option<u64>,
    /// When it arrived, milliseconds since the epoch.
    pub create_time: i64,
    /// When it was claimed, milliseconds since the epoch; `null` while available.
    pub claim_time: Option<i64>,
    /// The prize a raffle ticket won, in the request's language; `null` otherwise.
    pub prize: Option<String>,
}

/// The raffle a ticket is a chance of: its type, prizes and window (`None` for a bonus).
fn raffle_of<'a>(db: &'a Db, ticket: &Ticket) -> Option<(RaffleType, &'a [Prize], std::ops::Range<i64>)> {
    let promo = db.rewards.promotions.iter().find(|p| Some(p.id) == ticket.promotion_id)?;
    match &promo.kind {
        PromoKind::Raffle { raffle_type, prizes } => Some((*raffle_type, prizes, promo.start_ms..promo.end_ms)),
        _ => None,
    }
}

fn raffle_type_of(db: &Db, ticket: &Ticket) -> Option<RaffleType> {
    raffle_of(db, ticket).map(|(raffle_type, _, _)| raffle_type)
}

fn ticket_view(ctx: &Ctx, db: &Db, t: &Ticket) -> TicketView {
    let ticket_type = match (t.kind, raffle_type_of(db, t)) {
        (TicketKind::Raffle, Some(raffle)) => {
            serde_json::to_value(raffle).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
        }
        _ => "BONUS".into(),
    };
    let prize = match (&t.prize_en, &t.prize_th) {
        (Some(en), Some(th)) => Some(localized(ctx, en, th).to_owned()),
        _ => None,
    };
    TicketView {
        transaction_id: t.id,
        name: localized(ctx, &t.name_en, &t.name_th).to_owned(),
        ticket_type,
        amount: money(t.amount_cents),
        status: t.status,
        promotion_id: t.promotion_id,
        create_time: t.created_ms,
        claim_time: t.claimed_ms,
        prize,
    }
}

fn check_is_app(value: Option<&str>) -> Result<(), Fail> {
    match value {
        None | Some("Y" | "N") => Ok(()),
        Some(other) => Err(Fail::bad_param(format!("isApp must be Y or N, not {other:?}"))),
    }
}

/// `GET /wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE` → `value` is an array,
/// newest first (no `status`: every ticket).
pub async fn list(ctx: Ctx, query: Query) -> Reply<Vec<TicketView>> {
    let id = ctx.member()?;
    check_is_app(query.text("isApp"))?;
    let status: Option<TicketStatus> = query
        .text("status")
        .map(|s| {
            serde_json::from_value(serde_json::Value::String(s.to_ascii_uppercase()))
                .map_err(|_| Fail::bad_param(format!("status must be AVAILABLE or CLAIMED, not {s:?}")))
        })
        .transpose()?;
    let (db, _) = caught_up(&ctx);
    let mut rows: Vec<&Ticket> =
        db.rewards.tickets.iter().filter(|t| t.member_id == id && status.is_none_or(|s| t.status == s)).collect();
    rows.sort_by_key(|t| std::cmp::Reverse((t.created_ms, t.id)));
    Ok(Answer(rows.into_iter().map(|t| ticket_view(&ctx, &db, t)).collect()))
}

/// What claiming a ticket gave.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Claimed {
    /// The ticket claimed.
    pub transaction_id: u64,
    /// Money paid, two decimals.
    pub amount: f64,
    /// The prize drawn, in the request's language; `null` for a bonus ticket.
    pub prize: Option<String>,
    /// Which of the raffle's prizes was drawn: its place in the raffle's prize table (the promotion
    /// detail's `prizes`), from 0; `null` for a bonus ticket.
    pub prize_index: Option<usize>,
    /// When it was claimed or drawn, milliseconds since the epoch.
    pub claim_time: i64,
    /// The main wallet balance after the payment, two decimals.
    pub balance: f64,
    /// Raffle chances left in the ticket's promotion.
    pub chances_left: Option<usize>,
}

/// Claims one available ticket of the member at `now`: pays a bonus, or draws a raffle prize (refused
/// outside the raffle's window).
pub fn claim_ticket(db: &mut Db, member_id: MemberId, ticket_id: u64, now: i64) -> Result<Claimed, Fail> {
    let index = db
        .rewards
        .tickets
        .iter()
        .position(|t| t.id == ticket_id && t.member_id == member_id)
        .ok_or_else(|| Fail::business(refusal::NOT_FOUND, format!("Ticket {ticket_id} does not exist")))?;
    let ticket = db.rewards.tickets[index].clone();
    if ticket.status != TicketStatus::Available {
        return Err(Fail::business(refusal::WRONG_STATE, "This reward has already been claimed"));
    }
    let (amount, prize) = match ticket.kind {
        TicketKind::Bonus => (ticket.amount_cents, None),
        TicketKind::Raffle => {
            let (_, prizes, window) = raffle_of(db, &ticket)
                .ok_or_else(|| Fail::business(refusal::WRONG_STATE, "This raffle has no prizes"))?;
            if !window.contains(&now) {
                return Err(not_running());
            }
            let (prize_index, prize) =
                draw(prizes).ok_or_else(|| Fail::business(refusal::WRONG_STATE, "This raffle has no prizes"))?;
            (prize.amount_cents, Some((prize_index, prize.clone())))
        }
    };
    let remark = match &prize {
        Some((_, p)) => format!("{}: {}", ticket.name_en, p.name_en),
        None => format!("Reward: {}", ticket.name_en),
    };
    let balance = if amount > 0 {
        post(db, member_id, TxKind::Bonus, amount, &remark, now)?
    } else {
        db.members.get(&member_id).map(|m| m.balance_cents).unwrap_or_default()
    };
    let record = &mut db.rewards.tickets[index];
    record.status = TicketStatus::Claimed;
    record.claimed_ms = Some(now);
    record.amount_cents = amount;
    record.prize_en = prize.as_ref().map(|(_, p)| p.name_en.clone());
    record.prize_th = prize.as_ref().map(|(_, p)| p.name_th.clone());
    record.prize_index = prize.as_ref().map(|(i, _)| *i);
    if ticket.kind == TicketKind::Bonus
        && let Some(entry) =
            db.rewards.entries.iter_mut().find(|e| e.ticket_id == Some(ticket_id) && e.state == EntryState::Issued)
    {
        entry.state = EntryState::Claimed;
    }
    let chances_left = match (ticket.kind, ticket.promotion_id) {
        (TicketKind::Raffle, Some(promotion_id)) => Some(chances(db, member_id, promotion_id).0),
        _ => None,
    };
    Ok(Claimed {
        transaction_id: ticket_id,
        amount: money(amount),
        prize_index: prize.as_ref().map(|(i, _)| *i),
        prize: prize.map(|(_, p)| p.name_en),
        claim_time: now,
        balance: money(balance),
        chances_left,
    })
}

/// The refusal of a draw outside the raffle's window (before its start or from its end).
pub fn not_running() -> Fail {
    Fail::business(refusal::WRONG_STATE, "This raffle is not running")
}

/// A prize drawn with probability `weight / sum of weights`, with its place in `prizes`; `None` when
/// no prize has a weight.
pub fn draw(prizes: &[Prize]) -> Option<(usize, &Prize)> {
    let total: u32 = prizes.iter().map(|p| p.weight).sum();
    if total == 0 {
        return None;
    }
    pick(prizes, rand::thread_rng().gen_range(0..total))
}

/// The prize a roll in `0..sum of weights` lands on: the prizes' weights laid end to end.
fn pick(prizes: &[Prize], mut roll: u32) -> Option<(usize, &Prize)> {
    for (index, prize) in prizes.iter().enumerate() {
        if roll < prize.weight {
            return Some((index, prize));
        }
        roll -= prize.weight;
    }
    None
}

/// The body of `PROMOFE_claimTicket`.
#[derive(Debug, Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct ClaimRequest {
    /// The ticket to claim, a number or a numeric string.
    #[serde(deserialize_with = "crate::input::id")]
    pub transaction_id: Option<u64>,
    /// `Y` from the app, `N` from the web; anything else is a bad request.
    pub is_app: Option<String>,
}

/// `POST /wps/relay/PROMOFE_claimTicket` `{transactionId, isApp:"N"}`.
pub async fn claim(ctx: Ctx, Payload(req): Payload<ClaimRequest>) -> Reply<Claimed> {
    let id = ctx.member()?;
    let ticket_id = required(req.transaction_id, "transactionId")?;
    check_is_app(req.is_app.as_deref())?;
    let (mut db, now) = clock_for_real_member(&ctx, id)?;
    let mut claimed = claim_ticket(&mut db, id, ticket_id, now)?;
    localize_prize(&ctx, &db, &mut claimed, ticket_id);
    Ok(Answer(claimed))
}

/// Puts the drawn prize's name in the request's language into `claimed`.
pub fn localize_prize(ctx: &Ctx, db: &Db, claimed: &mut Claimed, ticket_id: u64) {
    if let Some(ticket) = db.rewards.tickets.iter().find(|t| t.id == ticket_id)
        && let (Some(en), Some(th)) = (&ticket.prize_en, &ticket.prize_th)
    {
        claimed.prize = Some(localized(ctx, en, th).to_owned());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prize(name: &str, weight: u32) -> Prize {
        Prize { name_en: name.into(), name_th: name.into(), amount_cents: 100, weight }
    }

    #[test]
    fn a_roll_lands_on_the_prize_whose_share_of_the_weights_holds_it() {
        let prizes = [prize("a", 3), prize("none", 0), prize("b", 1)];
        let landed: Vec<usize> = (0..4).map(|roll| pick(&prizes, roll).unwrap().0).collect();
        assert_eq!(landed, [0, 0, 0, 2], "a prize of weight 0 is never drawn");
        assert!(pick(&prizes, 4).is_none());
        assert!(draw(&[prize("none", 0)]).is_none());
    }
}
