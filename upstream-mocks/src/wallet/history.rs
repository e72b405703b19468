//! The wallet's seed: deposit channels, bank cards, payment passwords, game wallets, and two months
//! of realistic history for demo01 (deposits and withdrawals in every state, bets across game types
//! and vendors, daily game settlements, transfers, rebates). Amounts come from a fixed-seed random
//! generator, so every fresh mock tells the same story; times are relative to now.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::deposit::{Deposit, DepositChannel, DepositStatus};
use super::uploads::StoredImage;
use super::withdraw::{BankCard, Confirmation, WithdrawStatus, Withdrawal};
use super::{GAME_WALLETS, baht, restate_balances};
use crate::base::{MemberId, now_ms};
use crate::calendar::{DAY_MS, MINUTE_MS, compact_date, day_start};
use crate::events::{Notice, notify};
use crate::ledger::{Bet, TxKind};
use crate::state::Db;

/// Games demo01 plays: game type, vendor, game name.
const GAMES: &[(&str, &str, &str)] = &[
    ("RNG", "PG", "Mahjong Ways 2"),
    ("RNG", "PG", "Fortune Tiger"),
    ("RNG", "PG", "Treasures of Aztec"),
    ("RNG", "JL", "Super Ace"),
    ("RNG", "JL", "Fortune Gems"),
    ("RNG", "PP", "Gates of Olympus"),
    ("RNG", "PP", "Sweet Bonanza"),
    ("FISH", "JL", "Jackpot Fishing"),
    ("LIVE", "EG4", "Baccarat A"),
    ("LIVE", "EG4", "Dragon Tiger"),
    ("SPORTS", "SPB", "Premier League: Arsenal vs Chelsea"),
    ("SPORTS", "SPB", "Thai League 1: Buriram vs Port FC"),
    ("PVP", "KM", "Thai Hi-Lo"),
    ("PVP", "KM", "Pok Deng"),
];

pub fn seed(db: &mut Db) {
    seed_channels(db);
    let now = now_ms();
    let Some(demo) = db.member_by_name("demo01").map(|m| m.id) else { return };
    let agent = db.member_by_name("agent01").map(|m| m.id);
    if let Some(member) = db.members.get_mut(&demo)
        && member.upline.is_none()
    {
        member.upline = agent;
    }
    add_card(db, demo, "KBANK", "ธนาคารกสิกรไทย (KBank)", "ทดสอบ เดโม", "0123456789", true);
    add_card(db, demo, "SCB", "ธนาคารไทยพาณิชย์ (SCB)", "ทดสอบ เดโม", "4071234567", false);
    if let Some(agent) = agent {
        add_card(db, agent, "BBL", "ธนาคารกรุงเทพ (BBL)", "เอเจนต์ เดโม", "1234567890", true);
        agent_history(db, agent, now);
        restate_balances(db, agent);
    }
    demo_history(db, demo, now);
    restate_balances(db, demo);
}

fn seed_channels(db: &mut Db) {
    let channel = |id: u32, kind: &str, en: &str, th: &str, bank: Option<(&str, &str, &str)>, min: i64, max: i64| {
        DepositChannel {
            channel_id: id,
            channel_type: kind.into(),
            name_en: en.into(),
            name_th: th.into(),
            bank_name: bank.map(|b| b.0.into()),
            account_name: bank.map(|b| b.1.into()),
            account_no: bank.map(|b| b.2.into()),
            min_cents: min * 100,
            max_cents: max * 100,
            enabled: true,
        }
    };
    let company = Some(("ธนาคารไทยพาณิชย์ (SCB)", "บจก. วีเนียร์ เดโม", "407-1-23456-7"));
    db.wallet.deposit_channels = vec![
        channel(1, "BANK_TRANSFER", "Bank transfer", "โอนผ่านธนาคาร", company, 100, 200_000),
        channel(2, "QR_PROMPTPAY", "Thai QR PromptPay", "พร้อมเพย์ QR", None, 100, 50_000),
        channel(3, "TRUEMONEY", "TrueMoney Wallet", "ทรูมันนี่ วอลเล็ท", None, 50, 30_000),
        DepositChannel {
            enabled: false,
            ..channel(4, "BANK_TRANSFER", "KBank auto deposit", "ฝากอัตโนมัติ กสิกรไทย", None, 300, 100_000)
        },
    ];
}

fn add_card(db: &mut Db, member_id: MemberId, code: &str, bank: &str, name: &str, no: &str, is_default: bool) {
    let id = db.ledger.next_id();
    db.wallet.bank_cards.push(BankCard {
        id,
        member_id,
        bank_code: code.into(),
        bank_name: bank.into(),
        account_name: name.into(),
        account_no: no.into(),
        is_default,
    });
}

/// Writes a historical movement; balances are restated once the history is complete.
fn record(db: &mut Db, member_id: MemberId, kind: TxKind, cents: i64, remark: &str, time_ms: i64) {
    db.ledger.record_at(member_id, kind, cents, 0, remark, time_ms);
}

fn demo_history(db: &mut Db, demo: MemberId, now: i64) {
    let mut rng = StdRng::seed_from_u64(20_250_101);
    let today = day_start(now);
    let at = |days_ago: i64, hour: i64, minute: i64| today - days_ago * DAY_MS + hour * 3_600_000 + minute * MINUTE_MS;

    // Deposits: (days ago, hour, amount, channel); amounts ending .99 were rejected, .98 failed.
    let deposits: &[(i64, i64, i64, u32)] = &[
        (58, 19, baht(5_000), 1),
        (54, 20, baht(3_000), 2),
        (50, 21, baht(2_000) + 99, 2),
        (50, 21, baht(2_000), 2),
        (45, 18, baht(5_000), 1),
        (41, 22, baht(1_500), 3),
        (37, 20, baht(4_000), 1),
        (33, 19, baht(3_000), 2),
        (28, 21, baht(5_000), 1),
        (24, 20, baht(2_500), 2),
        (20, 18, baht(1_000) + 98, 3),
        (16, 22, baht(3_000), 2),
        (12, 20, baht(5_000), 1),
        (9, 21, baht(2_000), 2),
        (6, 19, baht(3_500), 1),
        (3, 20, baht(2_000), 2),
        (1, 21, baht(3_000), 1),
    ];
    for &(days, hour, cents, channel) in deposits {
        let submitted = at(days, hour, rng.gen_range(0..50));
        seed_deposit(db, demo, channel, cents, submitted);
    }

    // Withdrawals: (days ago, hour, amount, outcome).
    let withdrawals: &[(i64, i64, i64, WithdrawStatus, Option<Confirmation>)] = &[
        (47, 23, baht(8_000), WithdrawStatus::Approved, Some(Confirmation::Received)),
        (40, 22, baht(4_000), WithdrawStatus::Approved, Some(Confirmation::Received)),
        (35, 22, baht(6_000), WithdrawStatus::Approved, Some(Confirmation::ForciblyReceived)),
        (26, 23, baht(3_000) + 99, WithdrawStatus::Rejected, None),
        (22, 23, baht(3_000), WithdrawStatus::Approved, Some(Confirmation::Received)),
        (18, 22, baht(5_000), WithdrawStatus::Approved, Some(Confirmation::PartlyReceived)),
        (11, 23, baht(9_000), WithdrawStatus::Approved, Some(Confirmation::Received)),
        (5, 22, baht(3_000), WithdrawStatus::Approved, Some(Confirmation::NotReceived)),
    ];
    for &(days, hour, cents, status, confirmation) in withdrawals {
        let submitted = at(days, hour, rng.gen_range(0..50));
        seed_withdrawal(db, demo, cents, submitted, status, confirmation);
    }
    // The latest payout was approved a few minutes ago (today) and waits for demo01's confirmation.
    let latest = (now - 6 * MINUTE_MS).max(today);
    seed_withdrawal(db, demo, baht(1_500), latest, WithdrawStatus::Approved, Some(Confirmation::Unconfirmed));

    // Money moved into two game wallets: it left the main wallet, so the total stays the seeded
    // balance.
    for (days, type_id, cents) in [(30, 12, baht(500)), (8, 15, baht(1_000)), (2, 12, -baht(250))] {
        let vendor = GAME_WALLETS.iter().find(|w| w.0 == type_id).map(|w| w.1).unwrap_or_default();
        let remark = if cents > 0 { format!("Main wallet → {vendor}") } else { format!("{vendor} → Main wallet") };
        record(db, demo, TxKind::WalletTransfer, -cents, &remark, at(days, 20, 5));
        *db.wallet.game_wallets.entry(demo).or_default().entry(type_id).or_default() += cents;
        if let Some(member) = db.members.get_mut(&demo) {
            member.balance_cents -= cents;
        }
    }

    // Bets: most days, a handful of games; today a fixed set the missions are built around.
    for days in (1..=58).rev() {
        if rng.gen_bool(0.3) {
            continue;
        }
        let count = rng.gen_range(4..=12);
        let start = at(days, 19, 0);
        let bets: Vec<Bet> = (0..count)
            .map(|n| {
                let game = GAMES[rng.gen_range(0..GAMES.len())];
                let time = start + n * 17 * MINUTE_MS + rng.gen_range(0..10) * MINUTE_MS;
                random_bet(&mut rng, demo, game, time)
            })
            .collect();
        settle_day(db, demo, bets);
    }
    let elapsed = (now - today).max(MINUTE_MS);
    let todays: &[(usize, i64, i64)] = &[
        (0, baht(100), 0),
        (0, baht(100), baht(250)),
        (0, baht(200), 0),
        (3, baht(50), baht(120)),
        (3, baht(50), 0),
        (5, baht(200), 0),
        (8, baht(500), baht(1_000)),
        (8, baht(500), 0),
        (10, baht(300), 0),
    ];
    let bets: Vec<Bet> = todays
        .iter()
        .enumerate()
        .map(|(n, &(game, bet, payout))| {
            let (game_type, vendor, name) = GAMES[game];
            Bet {
                id: 0,
                member_id: demo,
                game_type: game_type.into(),
                vendor: vendor.into(),
                game_name: name.into(),
                bet_cents: bet,
                valid_bet_cents: bet,
                payout_cents: payout,
                time_ms: today + elapsed * (n as i64 + 1) / (todays.len() as i64 + 2),
            }
        })
        .collect();
    settle_day(db, demo, bets);

    // Rebates claimed by hand every week or so; the last claim was 3 days ago.
    for days in [52, 44, 37, 30, 23, 16, 10, 3] {
        let since = at(days + 7, 0, 0);
        let until = at(days, 12, 0);
        let valid: i64 = db
            .ledger
            .bets_of(demo)
            .filter(|b| b.time_ms > since && b.time_ms <= until)
            .map(|b| {
                b.valid_bet_cents * db.wallet.rebate.rates_bp.get(&b.game_type).copied().unwrap_or_default() / 10_000
            })
            .sum();
        if valid > 0 {
            record(db, demo, TxKind::Rebate, valid, "Manual rebate", until);
        }
        db.wallet.rebate.last_claim_ms.insert(demo, until);
    }
}

fn agent_history(db: &mut Db, agent: MemberId, now: i64) {
    let today = day_start(now);
    seed_deposit(db, agent, 1, baht(20_000), today - 40 * DAY_MS + 11 * 3_600_000);
    seed_deposit(db, agent, 2, baht(10_000), today - 12 * DAY_MS + 15 * 3_600_000);
    seed_withdrawal(
        db,
        agent,
        baht(8_000),
        today - 20 * DAY_MS + 16 * 3_600_000,
        WithdrawStatus::Approved,
        Some(Confirmation::Received),
    );
}

/// A bet with a realistic outcome for its game type.
fn random_bet(rng: &mut StdRng, member_id: MemberId, game: (&str, &str, &str), time_ms: i64) -> Bet {
    let (game_type, vendor, name) = game;
    let stake: i64 = match game_type {
        "SPORTS" => [100, 200, 300, 500, 1_000][rng.gen_range(0..5)],
        "LIVE" => [100, 200, 500][rng.gen_range(0..3)],
        _ => [10, 20, 50, 100, 200][rng.gen_range(0..5)],
    } * 100;
    let roll: f64 = rng.r#gen();
    // (payout as a multiple of the stake, whether the bet counts as valid turnover)
    let (multiple, valid) = match game_type {
        "LIVE" | "PVP" if roll < 0.05 => (1.0, false),
        "LIVE" | "PVP" if roll < 0.52 => (1.95, true),
        "LIVE" | "PVP" => (0.0, true),
        "SPORTS" if roll < 0.03 => (1.0, false),
        "SPORTS" if roll < 0.47 => (rng.gen_range(1.75..2.15), true),
        "SPORTS" => (0.0, true),
        _ if roll < 0.60 => (0.0, true),
        _ if roll < 0.88 => (rng.gen_range(0.3..1.5), true),
        _ if roll < 0.98 => (rng.gen_range(1.5..5.0), true),
        _ => (rng.gen_range(5.0..30.0), true),
    };
    Bet {
        id: 0,
        member_id,
        game_type: game_type.into(),
        vendor: vendor.into(),
        game_name: name.into(),
        bet_cents: stake,
        valid_bet_cents: if valid { stake } else { 0 },
        payout_cents: (stake as f64 * multiple).round() as i64,
        time_ms,
    }
}

/// Records a day's bets and one game settlement per vendor.
fn settle_day(db: &mut Db, member_id: MemberId, bets: Vec<Bet>) {
    let mut by_vendor: std::collections::BTreeMap<String, (i64, i64)> = Default::default();
    for bet in bets {
        let entry = by_vendor.entry(bet.vendor.clone()).or_default();
        entry.0 += bet.profit_cents();
        entry.1 = entry.1.max(bet.time_ms);
        db.ledger.record_bet(bet);
    }
    for (vendor, (profit, last)) in by_vendor {
        if profit != 0 {
            record(db, member_id, TxKind::BetSettlement, profit, &format!("Game settlement {vendor}"), last + 1_000);
        }
    }
}

fn seed_deposit(db: &mut Db, member_id: MemberId, channel_id: u32, cents: i64, submitted_ms: i64) {
    let id = db.ledger.next_id();
    let deposit = Deposit {
        id,
        reference: format!("D{}{id:06}", compact_date(submitted_ms)),
        member_id,
        channel_id,
        amount_cents: cents,
        status: DepositStatus::Pending,
        submitted_ms,
        decided_ms: None,
        payer_name: "ทดสอบ เดโม".into(),
        remark: String::new(),
        review_remark: String::new(),
    };
    let verdict = deposit.verdict();
    let at = deposit.due_ms();
    let (notice, remark) = match verdict {
        DepositStatus::Credited => {
            let channel = db.wallet.deposit_channels.iter().find(|c| c.channel_id == channel_id);
            let channel = channel.map(|c| c.name_en.clone()).unwrap_or_default();
            record(db, member_id, TxKind::Deposit, cents, &format!("Deposit {} via {channel}", deposit.reference), at);
            (Notice::DepositCredited { reference: deposit.reference.clone(), amount_cents: cents }, "")
        }
        DepositStatus::Rejected => (
            Notice::DepositRejected { reference: deposit.reference.clone(), amount_cents: cents },
            "The payment could not be matched to your account",
        ),
        _ => (
            Notice::DepositFailed { reference: deposit.reference.clone(), amount_cents: cents },
            "The payment channel did not confirm the payment",
        ),
    };
    notify(db, member_id, notice, at);
    db.wallet.deposits.push(Deposit { status: verdict, decided_ms: Some(at), review_remark: remark.into(), ..deposit });
}

fn seed_withdrawal(
    db: &mut Db,
    member_id: MemberId,
    cents: i64,
    submitted_ms: i64,
    status: WithdrawStatus,
    confirmation: Option<Confirmation>,
) {
    let id = db.ledger.next_id();
    let Some(card) = db.wallet.bank_cards.iter().find(|c| c.member_id == member_id && c.is_default).cloned() else {
        return;
    };
    let mut w = Withdrawal::pending(id, member_id, &card, cents, submitted_ms);
    let reference = w.reference.clone();
    record(
        db,
        member_id,
        TxKind::Withdrawal,
        -cents,
        &format!("Withdrawal {reference} to {}", card.bank_name),
        submitted_ms,
    );
    let decided = submitted_ms + super::withdraw::REVIEW_MS;
    let confirm_window = db.wallet.withdraw_rules.auto_confirm_minutes * MINUTE_MS;
    w.status = status;
    w.confirmation = confirmation;
    w.decided_ms = Some(decided);
    match status {
        WithdrawStatus::Approved => {
            notify(db, member_id, Notice::WithdrawApproved { reference, amount_cents: cents }, decided);
        }
        _ => {
            w.review_remark = "The bank account name does not match your profile".into();
            let remark = format!("Refund of withdrawal {reference} ({})", w.review_remark);
            record(db, member_id, TxKind::Withdrawal, cents, &remark, decided);
            notify(db, member_id, Notice::WithdrawRejected { reference, amount_cents: cents }, decided);
        }
    }
    let (received, confirmed) = match confirmation {
        Some(Confirmation::Received) => (cents, decided + 12 * MINUTE_MS),
        Some(Confirmation::ForciblyReceived) => (cents, decided + confirm_window),
        Some(Confirmation::PartlyReceived) => (cents / 2, decided + 20 * MINUTE_MS),
        Some(Confirmation::NotReceived) => (0, decided + 25 * MINUTE_MS),
        Some(Confirmation::Unconfirmed) | None => {
            db.wallet.withdrawals.push(w);
            return;
        }
    };
    w.received_cents = Some(received);
    w.remaining_cents = Some(cents - received);
    w.confirmed_ms = Some(confirmed);
    match confirmation {
        Some(Confirmation::NotReceived) => {
            w.proof =
                vec![StoredImage { format: "png".into(), bytes: 284_311, fingerprint: "5f1c0a9e7b3d2c41".into() }];
            w.remark = "ยอดเงินยังไม่เข้าบัญชี / The money has not arrived".into();
        }
        Some(Confirmation::PartlyReceived) => w.remark = "ได้รับเงินเพียงครึ่งเดียว / Only half arrived".into(),
        _ => {}
    }
    if confirmation == Some(Confirmation::ForciblyReceived) {
        let notice = Notice::WithdrawForciblyReceived { reference: w.reference.clone(), amount_cents: cents };
        notify(db, member_id, notice, confirmed);
    }
    db.wallet.withdrawals.push(w);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_history_never_goes_below_zero_and_ends_at_the_balance() {
        let db = crate::seed::database();
        let demo = db.member_by_name("demo01").unwrap().id;
        let txs: Vec<_> = db.ledger.transactions.iter().filter(|t| t.member_id == demo).collect();
        assert!(txs.len() > 50, "a rich history: {}", txs.len());
        let lowest = txs.iter().min_by_key(|t| t.balance_after_cents).unwrap();
        let by_kind = |k: TxKind| txs.iter().filter(|t| t.kind == k).map(|t| t.amount_cents).sum::<i64>();
        assert!(
            lowest.balance_after_cents >= 0,
            "a balance went negative: {lowest:?}; deposits {} withdrawals {} bets {} bonus {}",
            by_kind(TxKind::Deposit),
            by_kind(TxKind::Withdrawal),
            by_kind(TxKind::BetSettlement),
            by_kind(TxKind::Bonus)
        );
        assert_eq!(txs.last().unwrap().balance_after_cents, db.members[&demo].balance_cents);
        assert!(txs.windows(2).all(|w| w[0].time_ms <= w[1].time_ms));
        let vendors: std::collections::BTreeSet<_> = db.ledger.bets_of(demo).map(|b| b.vendor.as_str()).collect();
        for vendor in ["JL", "PG", "PP", "EG4", "SPB", "KM"] {
            assert!(vendors.contains(vendor), "no {vendor} bets");
        }
    }
}
