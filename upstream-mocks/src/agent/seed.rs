//! The agency's demo data: agents of types 1, 2, 41 and 42, each with a downline tree (direct members,
//! sub-agents and their members), contracts that differ between them, five weeks of team history in
//! the shared ledger (deposits, withdrawals, transfers, bets across game types and vendors) and the
//! salaries and dividends those bets earned, replayed in time order so every balance and every
//! `balanceAfter` is consistent. Deterministic: the same seed gives the same data (times are relative
//! to when the database was created).
//!
//! Every seeded account's password is `abc123`.

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::announcements::Announcement;
use super::contracts::{Contract, ContractKind, ContractState, EndReason, Terms};
use super::period::Period;
use super::settlement::{self, Settlement};
use crate::base::{Member, MemberId, customer_type, now_ms};
use crate::calendar::{self, DAY_MS, HOUR_MS, MINUTE_MS};
use crate::ledger::{Bet, TxKind};
use crate::state::Db;

const PASSWORD: &str = "abc123";
/// How far back the team history goes.
const HISTORY_DAYS: i64 = 35;

/// An agent and its downlines: members by user name, and sub-agents with their own trees.
struct Tree {
    username: &'static str,
    nickname: &'static str,
    customer_type: i32,
    /// Opening balance in baht, before the seeded history.
    opening_baht: i64,
    members: &'static [&'static str],
    sub_agents: &'static [Tree],
}

const TREES: &[Tree] = &[
    Tree {
        username: "agent01",
        nickname: "Demo Agent",
        customer_type: 1,
        opening_baht: 56_000,
        members: &[
            "somchai88",
            "nidnoi22",
            "kittipong7",
            "pimchanok9",
            "wanchai55",
            "siriporn3",
            "anucha77",
            "jiraporn1",
        ],
        sub_agents: &[Tree {
            username: "agent01a",
            nickname: "ทีมบางนา",
            customer_type: 1,
            opening_baht: 15_000,
            members: &["thanawat5", "malee1990", "prasert66", "kanokwan8"],
            sub_agents: &[Tree {
                username: "agent01b",
                nickname: "ทีมลาดพร้าว",
                customer_type: 1,
                opening_baht: 8_000,
                members: &["chaiyaphum", "supaporn4", "narong99"],
                sub_agents: &[],
            }],
        }],
    },
    Tree {
        username: "agent02",
        nickname: "เอเจนต์เชียงใหม่",
        customer_type: 2,
        opening_baht: 32_000,
        members: &["boonmee12", "ratana56", "sakda2024", "orawan11", "phichit3", "yupin777"],
        sub_agents: &[Tree {
            username: "agent02a",
            nickname: "ทีมนิมมาน",
            customer_type: 2,
            opening_baht: 6_000,
            members: &["kamol888", "duangjai5", "thongchai1"],
            sub_agents: &[],
        }],
    },
    Tree {
        username: "agent41",
        nickname: "Pattaya Partners",
        customer_type: 41,
        opening_baht: 45_000,
        members: &["apinya41", "surachai8", "wilai2023", "ekkachai6", "pornthip2", "manop555", "chalerm9"],
        sub_agents: &[Tree {
            username: "agent41a",
            nickname: "ทีมจอมเทียน",
            customer_type: 41,
            opening_baht: 9_000,
            members: &["apichart1", "sunisa77", "weerapong", "lamai123"],
            sub_agents: &[],
        }],
    },
    Tree {
        username: "agent42",
        nickname: "Khon Kaen Club",
        customer_type: 42,
        opening_baht: 28_000,
        members: &["nattapon2", "rungnapa6", "sombat42", "tipawan8", "yodsawat"],
        sub_agents: &[Tree {
            username: "agent42a",
            nickname: "ทีมมหาวิทยาลัย",
            customer_type: 42,
            opening_baht: 5_000,
            members: &["kritsada7", "usa2030"],
            sub_agents: &[],
        }],
    },
];

/// (game type, vendor, game name, chance to win, payout multiple on a win).
const GAMES: &[(&str, &str, &str, f64, f64)] = &[
    // Slots pay a rare big win on top (see `simulate_member`), so their base odds are lower.
    ("RNG", "PG", "Mahjong Ways 2", 0.33, 2.45),
    ("RNG", "PG", "Fortune Ox", 0.30, 2.65),
    ("RNG", "PP", "Gates of Olympus", 0.26, 3.1),
    ("RNG", "PP", "Sweet Bonanza", 0.28, 2.9),
    ("RNG", "JL", "Super Ace", 0.35, 2.3),
    ("LIVE", "EVO", "Baccarat A", 0.49, 1.95),
    ("LIVE", "SEXY", "Sexy Baccarat", 0.49, 1.95),
    ("LIVE", "EVO", "Lightning Roulette", 0.47, 2.0),
    ("FISH", "JL", "Jackpot Fishing", 0.42, 2.2),
    ("FISH", "JDB", "Fishing Disco", 0.40, 2.3),
    ("PVP", "KM", "Pok Deng", 0.48, 1.95),
    ("PVP", "KM", "Thai Hi-Lo", 0.46, 2.0),
    ("SPORTS", "SBO", "Football: Premier League", 0.46, 1.98),
    ("SPORTS", "SABA", "Football: Thai League 1", 0.45, 2.02),
    ("ESPORTS", "TF", "Dota 2", 0.46, 1.96),
    ("LOTT", "TCG_SEA", "Thai Government Lottery", 0.011, 85.0),
    ("ELOTT", "TCG", "Yeekee 5 minutes", 0.30, 3.05),
    ("COCKFIGHT", "WS168", "Cockfight Arena", 0.48, 1.9),
];

/// Something that happened to a balance, replayed in time order.
enum Event {
    Deposit(MemberId, i64),
    Withdrawal(MemberId, i64),
    /// An agent sends a downline money.
    Transfer {
        from: MemberId,
        to: MemberId,
        amount: i64,
    },
    /// A recorded bet's money effect: (member, bet id, payout − stake, label).
    Bet(MemberId, u64, i64, String),
    Settle(Box<Settlement>),
}

struct Timed {
    time: i64,
    seq: usize,
    event: Event,
}

/// Seeds the agency's part of a fresh merchant database (`agent01`, id 2, exists already).
pub fn seed(db: &mut Db) {
    let now = now_ms();
    let mut rng = StdRng::seed_from_u64(0x5EED_A6E7);
    let mut agents: Vec<(MemberId, MemberId)> = Vec::new(); // (agent, its upline or 0)
    let mut players: Vec<(MemberId, MemberId)> = Vec::new(); // (member, its agent)
    for tree in TREES {
        plant(db, tree, None, now, &mut rng, &mut agents, &mut players);
    }
    let by_name: std::collections::HashMap<String, MemberId> =
        db.members.values().map(|m| (m.username.clone(), m.id)).collect();
    let ids = |name: &str| by_name.get(name).copied().unwrap_or_default();
    seed_contracts(db, now, &ids);

    // Each member's history, simulated on its own balance; agents' transfers checked at replay.
    let mut events = Vec::new();
    let mut bets = Vec::new();
    for (i, &(member, agent)) in players.iter().enumerate() {
        simulate_member(db, member, agent, i, now, &mut rng, &mut events, &mut bets);
    }
    bets.sort_by_key(|(time, _, _)| *time);
    for (time, bet, label) in bets {
        let (member, delta) = (bet.member_id, bet.payout_cents - bet.bet_cents);
        let id = db.ledger.record_bet(bet);
        events.push(Timed { time, seq: 0, event: Event::Bet(member, id, delta, label) });
    }
    for draft in settlement::due(db, now) {
        events.push(Timed { time: draft.period_end_ms, seq: 0, event: Event::Settle(Box::new(draft)) });
    }
    for (i, e) in events.iter_mut().enumerate() {
        e.seq = i;
    }
    events.sort_by_key(|e| (e.time, e.seq));
    for e in events {
        replay(db, e);
    }
    for (agent, _) in agents {
        db.agent.last_login_ms.insert(agent, now - rng.gen_range(HOUR_MS..20 * HOUR_MS));
    }
    seed_announcements(db, now, &ids);
}

#[allow(clippy::too_many_arguments)]
fn plant(
    db: &mut Db,
    tree: &Tree,
    upline: Option<MemberId>,
    now: i64,
    rng: &mut StdRng,
    agents: &mut Vec<(MemberId, MemberId)>,
    players: &mut Vec<(MemberId, MemberId)>,
) {
    let agent = match db.member_by_name(tree.username).map(|m| m.id) {
        // agent01 comes from the common seed; it gets its tree and history here.
        Some(id) => id,
        None => {
            let reg = now - rng.gen_range(if upline.is_some() { 60..200 } else { 300..420 }) * DAY_MS;
            db.add_member(Member {
                nickname: tree.nickname.into(),
                customer_type: tree.customer_type,
                balance_cents: tree.opening_baht * 100,
                vip_label: "VIP 4".into(),
                rank_level: 4,
                upline,
                ..member(tree.username, reg, rng)
            })
        }
    };
    agents.push((agent, upline.unwrap_or_default()));
    for (i, name) in tree.members.iter().enumerate() {
        // Every fourth member joined in the last ten days: the overview's "new members".
        let days = if i % 4 == 3 { rng.gen_range(1..10) } else { rng.gen_range(40..160) };
        let reg = now - days * DAY_MS - rng.gen_range(0..DAY_MS);
        let id = db.add_member(Member { upline: Some(agent), ..member(name, reg, rng) });
        players.push((id, agent));
    }
    for sub in tree.sub_agents {
        plant(db, sub, Some(agent), now, rng, agents, players);
    }
}

fn member(username: &str, reg_date_ms: i64, rng: &mut StdRng) -> Member {
    let rank = rng.gen_range(0..4);
    Member {
        mobile: Some(format!("08{:08}", rng.gen_range(0..100_000_000))),
        country_dialing_code: Some("66".into()),
        vip_label: format!("VIP {rank}"),
        rank_level: rank,
        ..Member::new(username, PASSWORD, customer_type::MEMBER, reg_date_ms)
    }
}

/// One member's five weeks: sessions of bets on favourite games, deposits (or a transfer from the
/// agent) when the balance runs low, and a withdrawal now and then after a good day.
#[allow(clippy::too_many_arguments)]
fn simulate_member(
    db: &mut Db,
    member: MemberId,
    agent: MemberId,
    index: usize,
    now: i64,
    rng: &mut StdRng,
    events: &mut Vec<Timed>,
    bets: &mut Vec<(i64, Bet, String)>,
) {
    let reg = db.members.get(&member).map_or(now, |m| m.reg_date_ms);
    let activity = [0.55, 0.35, 0.25, 0.45, 0.15][index % 5];
    let (stake_min, stake_max) = [(10, 100), (50, 500), (20, 200), (200, 2_000), (10, 60)][index % 5];
    let favourites: Vec<usize> = (0..3).map(|_| rng.gen_range(0..GAMES.len())).collect();
    let mut balance: i64 = 0;
    let mut last_seen = reg;
    let mut push = |time: i64, event: Event| events.push(Timed { time, seq: 0, event });
    let first_day = calendar::day_start(reg.max(now - HISTORY_DAYS * DAY_MS));
    let mut day = first_day;
    while day < now {
        if rng.gen_bool(activity) {
            // Mostly afternoons and evenings, sometimes after midnight.
            let hour = if rng.gen_bool(0.15) { rng.gen_range(0..3) } else { rng.gen_range(10..24) };
            let mut t = day + hour * HOUR_MS + rng.gen_range(0..60) * MINUTE_MS;
            t = t.max(reg + 10 * MINUTE_MS);
            if t + 30 * MINUTE_MS >= now {
                break;
            }
            for _ in 0..rng.gen_range(2..11) {
                if t >= now - MINUTE_MS {
                    break;
                }
                let game =
                    if rng.gen_bool(0.75) { favourites[rng.gen_range(0..3)] } else { rng.gen_range(0..GAMES.len()) };
                let (game_type, vendor, name, chance, multiple) = GAMES[game];
                let mut stake = rng.gen_range(stake_min..=stake_max) / 10 * 1_000;
                // Lottery numbers are bought small, and nobody spins slots at high-roller stakes.
                match game_type {
                    "LOTT" => stake = stake.min(10_000),
                    "RNG" => stake = stake.min(50_000),
                    _ => {}
                }
                if balance < stake {
                    let top_up = ((stake * 5).max(50_000) / 10_000 + rng.gen_range(0..20)) * 10_000;
                    let event = if rng.gen_bool(0.2) {
                        Event::Transfer { from: agent, to: member, amount: top_up }
                    } else {
                        Event::Deposit(member, top_up)
                    };
                    push(t - 2 * MINUTE_MS, event);
                    balance += top_up;
                }
                let (payout, valid) = if game_type == "LIVE" && rng.gen_bool(0.08) {
                    (stake, 0) // a tie: the stake comes back and does not count as valid bet
                } else if rng.gen_bool(chance) {
                    let swing = if game_type == "RNG" && rng.gen_bool(0.02) { 8.0 } else { rng.gen_range(0.8..1.2) };
                    ((stake as f64 * multiple * swing).round() as i64, stake)
                } else {
                    (0, stake)
                };
                balance += payout - stake;
                let bet = Bet {
                    id: 0,
                    member_id: member,
                    game_type: game_type.into(),
                    vendor: vendor.into(),
                    game_name: name.into(),
                    bet_cents: stake,
                    valid_bet_cents: valid,
                    payout_cents: payout,
                    time_ms: t,
                };
                bets.push((t, bet, format!("{game_type} {vendor} {name}")));
                last_seen = t;
                t += rng.gen_range(1..5) * MINUTE_MS;
            }
            if balance > 800_000 && rng.gen_bool(0.4) {
                let amount = balance * rng.gen_range(5..9) / 10 / 10_000 * 10_000;
                push(t + 5 * MINUTE_MS, Event::Withdrawal(member, amount));
                balance -= amount;
            }
        }
        day += DAY_MS;
    }
    let login = (last_seen - rng.gen_range(5..40) * MINUTE_MS).max(reg + rng.gen_range(2..30) * MINUTE_MS);
    db.agent.last_login_ms.insert(member, login.min(now - MINUTE_MS));
}

fn replay(db: &mut Db, e: Timed) {
    let book = |db: &mut Db, member: MemberId, kind: TxKind, amount: i64, remark: &str| {
        let m = db.members.get_mut(&member)?;
        m.balance_cents += amount;
        let after = m.balance_cents;
        Some(db.ledger.record_at(member, kind, amount, after, remark, e.time))
    };
    match e.event {
        Event::Deposit(member, amount) => {
            book(db, member, TxKind::Deposit, amount, "Bank transfer deposit (KBank)");
        }
        Event::Withdrawal(member, amount) => {
            book(db, member, TxKind::Withdrawal, -amount, "Withdrawal to bank account");
        }
        Event::Transfer { from, to, amount } => {
            let agent = db.members.get(&from).map(|m| (m.username.clone(), m.balance_cents));
            let to_name = db.members.get(&to).map(|m| m.username.clone()).unwrap_or_default();
            match agent {
                Some((name, balance)) if balance >= amount => {
                    book(db, from, TxKind::TransferToDownline, -amount, &format!("To downline {to_name}"));
                    book(db, to, TxKind::TransferFromUpline, amount, &format!("From upline {name}"));
                }
                // The agent could not cover it: the member deposited instead.
                _ => {
                    book(db, to, TxKind::Deposit, amount, "Bank transfer deposit (KBank)");
                }
            }
        }
        Event::Bet(member, bet_id, delta, label) => {
            book(db, member, TxKind::BetSettlement, delta, &format!("{label} #{bet_id}"));
        }
        Event::Settle(draft) => settlement::apply(db, *draft),
    }
}

fn terms(rate_bp: i64, period: Period, active_members: u32, min_valid_baht: i64, min_loss_baht: i64) -> Terms {
    Terms {
        rate_bp,
        period,
        active_members,
        min_valid_bet_cents: min_valid_baht * 100,
        min_loss_cents: min_loss_baht * 100,
    }
}

/// Different setups per agent, so the consolidated flags differ: agent01 holds all four kinds,
/// agent02 only daily wages, agent41 dividends and real-time salary, agent42 hourly and real-time.
fn seed_contracts(db: &mut Db, now: i64, ids: &dyn Fn(&str) -> MemberId) {
    use ContractKind::*;
    use Period::*;
    let ago = |days: i64| now - days * DAY_MS;
    let (a01, a01a, a01b) = (ids("agent01"), ids("agent01a"), ids("agent01b"));
    let (a02, a02a, a41, a41a, a42, a42a) =
        (ids("agent02"), ids("agent02a"), ids("agent41"), ids("agent41a"), ids("agent42"), ids("agent42a"));
    let active: Vec<(ContractKind, Option<MemberId>, MemberId, Terms, i64)> = vec![
        (Dividend, None, a01, terms(3_500, Weekly, 3, 5_000, 500), ago(60)),
        (DailySalary, None, a01, terms(120, Daily, 2, 2_000, 0), ago(60)),
        (HourlySalary, None, a01, terms(60, Hourly, 1, 300, 0), ago(40)),
        (RealtimeSalary, None, a01, terms(30, FiveMinutes, 1, 0, 0), ago(3)),
        (Dividend, Some(a01), a01a, terms(2_500, Weekly, 2, 3_000, 300), ago(50)),
        (DailySalary, Some(a01), a01a, terms(90, Daily, 2, 1_000, 0), ago(50)),
        (RealtimeSalary, Some(a01), a01a, terms(20, FiveMinutes, 1, 0, 0), ago(3)),
        (DailySalary, None, a02, terms(100, Daily, 2, 1_500, 0), ago(90)),
        (DailySalary, Some(a02), a02a, terms(60, Daily, 1, 500, 0), ago(45)),
        (Dividend, None, a41, terms(4_000, Semimonthly, 3, 5_000, 1_000), ago(90)),
        (RealtimeSalary, None, a41, terms(25, FiveMinutes, 1, 0, 0), ago(3)),
        (Dividend, Some(a41), a41a, terms(3_000, Semimonthly, 2, 2_000, 500), ago(45)),
        (HourlySalary, None, a42, terms(50, Hourly, 1, 200, 0), ago(40)),
        (RealtimeSalary, None, a42, terms(30, FiveMinutes, 1, 0, 0), ago(3)),
        (HourlySalary, Some(a42), a42a, terms(30, Hourly, 1, 100, 0), ago(30)),
    ];
    for (kind, upline, downline, terms, from) in active {
        let id = db.ledger.next_id();
        db.agent.contracts.push(Contract::active(id, kind, upline, downline, terms, from));
    }
    // agent01b's daily wages were revised upwards three weeks ago.
    let old = db.ledger.next_id();
    let mut first = Contract::active(old, DailySalary, Some(a01a), a01b, terms(50, Daily, 1, 500, 0), ago(40));
    first.state = ContractState::Terminated;
    first.end_reason = Some(EndReason::Replaced);
    first.ended_ms = Some(ago(21));
    db.agent.contracts.push(first);
    let id = db.ledger.next_id();
    let revised = Contract::active(id, DailySalary, Some(a01a), a01b, terms(70, Daily, 1, 500, 0), ago(21));
    db.agent.contracts.push(Contract { replaces: Some(old), ..revised });
    // agent02a turned down a cut of its daily wages.
    let id = db.ledger.next_id();
    db.agent.contracts.push(Contract {
        state: ContractState::Rejected,
        active_from_ms: None,
        ended_ms: Some(ago(9)),
        end_reason: Some(EndReason::Rejected),
        remark: "ขอคงอัตราเดิม".into(),
        ..Contract::active(id, DailySalary, Some(a02), a02a, terms(50, Daily, 1, 500, 0), ago(10))
    });
    // Open requests: an hourly-salary offer for agent01a, and agent41a asking to end its real-time salary.
    let id = db.ledger.next_id();
    db.agent.contracts.push(Contract {
        state: ContractState::Pending,
        requested_by: Some(a01),
        requested_ms: Some(now - 20 * HOUR_MS),
        active_from_ms: None,
        remark: "Hourly salary for the Bang Na team".into(),
        ..Contract::active(id, HourlySalary, Some(a01), a01a, terms(40, Hourly, 1, 200, 0), now - 20 * HOUR_MS)
    });
    let id = db.ledger.next_id();
    db.agent.contracts.push(Contract {
        state: ContractState::TerminationPending,
        requested_by: Some(a41a),
        requested_ms: Some(now - 6 * HOUR_MS),
        remark: "ทีมเน้นปันผลอย่างเดียว".into(),
        ..Contract::active(id, RealtimeSalary, Some(a41), a41a, terms(20, FiveMinutes, 1, 0, 0), ago(3))
    });
}

/// An operator notice: title and HTML in English and Thai, start, end, pinned, agent types (none: all).
type NoticeRow = (&'static str, &'static str, &'static str, &'static str, i64, Option<i64>, bool, &'static [i32]);

fn seed_announcements(db: &mut Db, now: i64, ids: &dyn Fn(&str) -> MemberId) {
    let rows: [NoticeRow; 6] = [
        (
            "Commission and salary schedule",
            "กำหนดการจ่ายค่าคอมมิชชั่นและเงินเดือน",
            "<p>Daily wages are paid after midnight (Bangkok time), hourly salary at the top of every hour, \
             real-time salary every 5 minutes, and dividends when their period (weekly, semimonthly or \
             monthly) closes.</p>",
            "<p>ค่าจ้างรายวันจ่ายหลังเที่ยงคืน (เวลากรุงเทพฯ) เงินเดือนรายชั่วโมงจ่ายทุกต้นชั่วโมง \
             เงินเดือนเรียลไทม์จ่ายทุก 5 นาที และเงินปันผลจ่ายเมื่อสิ้นรอบ (รายสัปดาห์ รายครึ่งเดือน หรือรายเดือน)</p>",
            now - 30 * DAY_MS,
            None,
            true,
            &[],
        ),
        (
            "The new agent centre is live",
            "ศูนย์ตัวแทนโฉมใหม่เปิดให้บริการแล้ว",
            "<p>Team overview, downline registration, transfers and contract requests are now in one place.</p>",
            "<p>ภาพรวมทีม การสมัครสมาชิกใต้สาย การโอนเงิน และคำขอสัญญา รวมอยู่ในที่เดียวแล้ว</p>",
            now - 20 * DAY_MS,
            None,
            false,
            &[],
        ),
        (
            "Real-time salary for partner agents",
            "เงินเดือนเรียลไทม์สำหรับตัวแทนพาร์ทเนอร์",
            "<p>Partner agents can now earn a real-time salary, settled every 5 minutes on the team's valid bet.</p>",
            "<p>ตัวแทนพาร์ทเนอร์สามารถรับเงินเดือนเรียลไทม์ได้แล้ว คำนวณจากยอดเดิมพันที่ถูกต้องของทีมทุก 5 นาที</p>",
            now - 3 * DAY_MS,
            None,
            false,
            &[41, 42],
        ),
        (
            "Songkran recruitment bonus",
            "โบนัสสงกรานต์สำหรับการหาสมาชิกใหม่",
            "<p>Every new downline who deposits ฿500 or more this month earns you a ฿100 bonus.</p>",
            "<p>สมาชิกใต้สายใหม่ที่ฝากตั้งแต่ ฿500 ขึ้นไปในเดือนนี้ รับโบนัส ฿100 ต่อคน</p>",
            now - 8 * DAY_MS,
            Some(now + 22 * DAY_MS),
            false,
            &[1, 2],
        ),
        (
            "Scheduled maintenance finished",
            "การปิดปรับปรุงระบบเสร็จสิ้นแล้ว",
            "<p>The maintenance window has passed.</p>",
            "<p>ช่วงปิดปรับปรุงระบบได้ผ่านไปแล้ว</p>",
            now - 15 * DAY_MS,
            Some(now - 14 * DAY_MS),
            false,
            &[],
        ),
        (
            "New dividend tiers next month",
            "อัตราเงินปันผลใหม่เดือนหน้า",
            "<p>New dividend tiers take effect next month.</p>",
            "<p>อัตราเงินปันผลใหม่จะมีผลในเดือนหน้า</p>",
            now + 3 * DAY_MS,
            None,
            false,
            &[],
        ),
    ];
    for (title_en, title_th, content_en, content_th, start_ms, end_ms, top, types) in rows {
        let id = db.ledger.next_id();
        db.agent.announcements.push(Announcement {
            id,
            title_en: title_en.into(),
            title_th: title_th.into(),
            content_en: content_en.into(),
            content_th: content_th.into(),
            start_ms,
            end_ms,
            top,
            agent_types: types.to_vec(),
            member_id: None,
        });
    }
    let personal = [
        (
            "agent01a",
            now - 20 * HOUR_MS,
            (
                "New Hourly salary contract offer",
                "agent01 offers you an Hourly salary contract at 0.40%. Please accept or reject.",
            ),
            ("ข้อเสนอสัญญาเงินเดือนรายชั่วโมงใหม่", "agent01 เสนอสัญญาเงินเดือนรายชั่วโมงในอัตรา 0.40% กรุณาตอบรับหรือปฏิเสธ"),
        ),
        (
            "agent41",
            now - 6 * HOUR_MS,
            (
                "Real-time salary contract: termination requested",
                "agent41a asks to end the Real-time salary contract. Please accept or reject.",
            ),
            ("คำขอยกเลิกสัญญาเงินเดือนเรียลไทม์", "agent41a ขอยกเลิกสัญญาเงินเดือนเรียลไทม์ กรุณาตอบรับหรือปฏิเสธ"),
        ),
    ];
    for (name, at, en, th) in personal {
        super::announcements::notify(db, ids(name), at, (en.0.into(), en.1.into()), (th.0.into(), th.1.into()));
    }
}
