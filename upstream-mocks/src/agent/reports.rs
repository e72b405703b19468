//! Team reports computed from the shared ledger over a date range: team betting records, user profit
//! and loss statements, the agent's own income report and its downlines' transaction details.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::contracts::ContractKind;
use super::params::{AgentQuery, Level, Range};
use super::team::Team;
use super::{is_agent_type, open_agent};
use crate::base::{Member, MemberId, money};
use crate::calendar;
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;

/// A page with totals over every matching row (not just the page).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Listing<T, S> {
    /// The page of rows and its paging fields, flattened into the answer.
    #[serde(flatten)]
    pub page: Page<T>,
    /// The range covered (`startTime`, `endTime`), flattened into the answer.
    #[serde(flatten)]
    pub range: Range,
    /// Totals over every matching row, not only the page.
    pub summary: S,
}

/// The team members a report covers, each with its level, after `level`, `parent` and `username`.
fn covered(db: &Db, me: MemberId, query: &AgentQuery) -> Result<Team, Fail> {
    let team = Team::of(db, me);
    let scoped = team.scoped(db, me, query.level(Level::All)?, query.parent())?;
    let Some(search) = query.username() else { return Ok(scoped) };
    Ok(scoped.filter(|id| db.members.get(&id).is_some_and(|m| m.username.to_ascii_lowercase().contains(&search))))
}

fn username(db: &Db, id: MemberId) -> String {
    db.members.get(&id).map(|m| m.username.clone()).unwrap_or_default()
}

/// A team member's bet as the team betting record lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TeamBet {
    /// The bet's id in the ledger.
    pub bet_id: u64,
    /// The member's user name.
    pub user_name: String,
    /// The member's level below the agent (1 = direct downline).
    pub level: u32,
    /// The game type, e.g. `LIVE`, `RNG`.
    pub game_type: String,
    /// The vendor's code, e.g. `EVO`.
    pub vendor: String,
    /// The game's name.
    pub game_name: String,
    /// Amount staked, two decimals.
    pub bet_amount: f64,
    /// The part of the stake that counts for turnover, two decimals.
    pub valid_bet: f64,
    /// Amount paid back to the member, two decimals.
    pub payout: f64,
    /// The member's win (positive) or loss (negative).
    pub win_loss: f64,
    /// When it was placed, milliseconds since the epoch.
    pub bet_time: i64,
}

/// Totals of the team betting record over every matching bet.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BetSummary {
    /// How many bets.
    pub bet_count: usize,
    /// Sum of the stakes, two decimals.
    pub bet_amount: f64,
    /// Sum of the valid bets, two decimals.
    pub valid_bet: f64,
    /// Sum of the payouts, two decimals.
    pub payout: f64,
    /// Payouts less stakes, two decimals (negative when the team lost).
    pub win_loss: f64,
}

/// `GET /wps/agent/team/bets?startTime&endTime&level&parent&username&gameType&vendor&pageNo&pageSize`.
pub async fn team_bets(ctx: Ctx, query: AgentQuery) -> Reply<Listing<TeamBet, BetSummary>> {
    let (db, me) = open_agent(&ctx)?;
    let range = query.range(me.now, 7)?;
    let team = covered(&db, me.id, &query)?;
    let game_type = AgentQuery::upper(query.game_type.as_deref());
    let vendor = AgentQuery::upper(query.vendor.as_deref());
    let (mut bet, mut valid, mut payout) = (0, 0, 0);
    let mut rows: Vec<TeamBet> = db
        .ledger
        .bets
        .iter()
        .filter(|b| range.contains(b.time_ms) && team.contains(b.member_id))
        .filter(|b| game_type.as_ref().is_none_or(|g| b.game_type.eq_ignore_ascii_case(g)))
        .filter(|b| vendor.as_ref().is_none_or(|v| b.vendor.eq_ignore_ascii_case(v)))
        .inspect(|b| {
            bet += b.bet_cents;
            valid += b.valid_bet_cents;
            payout += b.payout_cents;
        })
        .map(|b| TeamBet {
            bet_id: b.id,
            user_name: username(&db, b.member_id),
            level: team.level(b.member_id).unwrap_or_default(),
            game_type: b.game_type.clone(),
            vendor: b.vendor.clone(),
            game_name: b.game_name.clone(),
            bet_amount: money(b.bet_cents),
            valid_bet: money(b.valid_bet_cents),
            payout: money(b.payout_cents),
            win_loss: money(b.profit_cents()),
            bet_time: b.time_ms,
        })
        .collect();
    rows.sort_by(|a, b| b.bet_time.cmp(&a.bet_time).then(b.bet_id.cmp(&a.bet_id)));
    let summary = BetSummary {
        bet_count: rows.len(),
        bet_amount: money(bet),
        valid_bet: money(valid),
        payout: money(payout),
        win_loss: money(payout - bet),
    };
    Ok(Answer(Listing { page: query.page(rows, 20)?, range, summary }))
}

/// One member's statement line; every amount is in the member's own favour.
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfitLossRow {
    /// The member's user name, or `TOTAL` on the summary line.
    pub user_name: String,
    /// The member's customer type: 0 a member, 1, 2, 41 or 42 an agent.
    pub customer_type: i32,
    /// Whether the customer type is an agent's.
    pub is_agent: bool,
    /// The member's level below the agent (1 = direct downline).
    pub level: u32,
    /// How many bets in the range.
    pub bet_count: usize,
    /// Sum of the stakes, two decimals.
    pub bet_amount: f64,
    /// Sum of the valid bets, two decimals.
    pub valid_bet: f64,
    /// Sum of the payouts, two decimals.
    pub payout: f64,
    /// Payouts less stakes, two decimals.
    pub win_loss: f64,
    /// Deposits credited in the range, two decimals.
    pub deposit: f64,
    /// Withdrawals in the range less their refunds, two decimals.
    pub withdrawal: f64,
    /// Bonuses credited in the range, two decimals.
    pub bonus: f64,
    /// Rebates credited in the range, two decimals.
    pub rebate: f64,
    /// Salaries and dividends (sub-agents), after what they paid their own downlines.
    pub commission: f64,
    /// win/loss + bonus + rebate + commission.
    pub profit_loss: f64,
}

/// Hundredths, summed per member before turning into money.
#[derive(Debug, Default, Clone, Copy)]
struct Sums {
    bets: usize,
    bet: i64,
    valid: i64,
    payout: i64,
    deposit: i64,
    withdrawal: i64,
    bonus: i64,
    rebate: i64,
    commission: i64,
}

impl Sums {
    fn add(&mut self, other: &Sums) {
        self.bets += other.bets;
        self.bet += other.bet;
        self.valid += other.valid;
        self.payout += other.payout;
        self.deposit += other.deposit;
        self.withdrawal += other.withdrawal;
        self.bonus += other.bonus;
        self.rebate += other.rebate;
        self.commission += other.commission;
    }

    fn row(&self, member: Option<&Member>, level: u32) -> ProfitLossRow {
        let win_loss = self.payout - self.bet;
        ProfitLossRow {
            user_name: member.map(|m| m.username.clone()).unwrap_or_default(),
            customer_type: member.map_or(0, |m| m.customer_type),
            is_agent: member.is_some_and(|m| is_agent_type(m.customer_type)),
            level,
            bet_count: self.bets,
            bet_amount: money(self.bet),
            valid_bet: money(self.valid),
            payout: money(self.payout),
            win_loss: money(win_loss),
            deposit: money(self.deposit),
            withdrawal: money(self.withdrawal),
            bonus: money(self.bonus),
            rebate: money(self.rebate),
            commission: money(self.commission),
            profit_loss: money(win_loss + self.bonus + self.rebate + self.commission),
        }
    }
}

/// `GET /wps/agent/report/profitLoss?startTime&endTime&level&parent&username&pageNo&pageSize`: one line
/// per team member with activity in the range, biggest bettors first, and the team's totals.
pub async fn profit_loss(ctx: Ctx, query: AgentQuery) -> Reply<Listing<ProfitLossRow, ProfitLossRow>> {
    let (db, me) = open_agent(&ctx)?;
    let range = query.range(me.now, 7)?;
    let team = covered(&db, me.id, &query)?;
    let mut per: BTreeMap<MemberId, Sums> = BTreeMap::new();
    for b in db.ledger.bets.iter().filter(|b| range.contains(b.time_ms) && team.contains(b.member_id)) {
        let s = per.entry(b.member_id).or_default();
        s.bets += 1;
        s.bet += b.bet_cents;
        s.valid += b.valid_bet_cents;
        s.payout += b.payout_cents;
    }
    for t in db.ledger.transactions.iter().filter(|t| range.contains(t.time_ms) && team.contains(t.member_id)) {
        let s = per.entry(t.member_id).or_default();
        match t.kind {
            TxKind::Deposit => s.deposit += t.amount_cents,
            TxKind::Withdrawal => s.withdrawal -= t.amount_cents,
            TxKind::Bonus => s.bonus += t.amount_cents,
            TxKind::Rebate => s.rebate += t.amount_cents,
            TxKind::Salary | TxKind::Dividend => s.commission += t.amount_cents,
            _ => {}
        }
    }
    let mut total = Sums::default();
    let mut rows: Vec<(i64, ProfitLossRow)> = per
        .iter()
        .map(|(id, sums)| {
            total.add(sums);
            (sums.bet, sums.row(db.members.get(id), team.level(*id).unwrap_or_default()))
        })
        .collect();
    rows.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.user_name.cmp(&b.1.user_name)));
    let rows = rows.into_iter().map(|(_, row)| row).collect();
    let mut summary = total.row(None, 0);
    summary.user_name = "TOTAL".into();
    Ok(Answer(Listing { page: query.page(rows, 20)?, range, summary }))
}

/// One day of the agent's own income.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct IncomeDay {
    /// `YYYY-MM-DD`, Bangkok time.
    pub date: String,
    /// Dividends the agent earned that day, two decimals.
    pub dividend: f64,
    /// Daily wages the agent earned that day, two decimals.
    pub daily_wages: f64,
    /// Hourly salary the agent earned that day, two decimals.
    pub hourly_salary: f64,
    /// Real-time salary the agent earned that day, two decimals.
    pub realtime_salary: f64,
    /// Dividends and salaries the agent paid its downline agents (negative).
    pub paid_to_downlines: f64,
    /// What the agent earned less what it paid its downlines, two decimals.
    pub net_income: f64,
}

#[derive(Debug, Default, Clone, Copy)]
struct IncomeSums {
    earned: [i64; 4],
    paid: i64,
}

impl IncomeSums {
    fn row(&self, date: String) -> IncomeDay {
        let net = self.earned.iter().sum::<i64>() + self.paid;
        IncomeDay {
            date,
            dividend: money(self.earned[0]),
            daily_wages: money(self.earned[1]),
            hourly_salary: money(self.earned[2]),
            realtime_salary: money(self.earned[3]),
            paid_to_downlines: money(self.paid),
            net_income: money(net),
        }
    }
}

/// `GET /wps/agent/report/income?startTime&endTime&pageNo&pageSize`: the agent's dividends and
/// salaries per day (newest first), from its ledger entries, with totals.
pub async fn income(ctx: Ctx, query: AgentQuery) -> Reply<Listing<IncomeDay, IncomeDay>> {
    let (db, me) = open_agent(&ctx)?;
    let range = query.range(me.now, 7)?;
    // Which contract kind each of the agent's ledger entries came from.
    let mut kind_of: HashMap<u64, ContractKind> = HashMap::new();
    for s in &db.agent.settlements {
        for tx in [s.tx_id, s.payer_tx_id].into_iter().flatten() {
            kind_of.insert(tx, s.kind);
        }
    }
    let mut days: BTreeMap<i64, IncomeSums> = BTreeMap::new();
    let entries = db.ledger.transactions.iter().filter(|t| t.member_id == me.id && range.contains(t.time_ms));
    for t in entries.filter(|t| matches!(t.kind, TxKind::Salary | TxKind::Dividend)) {
        let day = days.entry(calendar::day_start(t.time_ms)).or_default();
        if t.amount_cents < 0 {
            day.paid += t.amount_cents;
            continue;
        }
        let kind = kind_of.get(&t.id).copied().unwrap_or(match t.kind {
            TxKind::Dividend => ContractKind::Dividend,
            _ => ContractKind::DailySalary,
        });
        let slot = ContractKind::ALL.iter().position(|k| *k == kind).unwrap_or(1);
        day.earned[slot] += t.amount_cents;
    }
    let mut total = IncomeSums::default();
    let rows: Vec<IncomeDay> = days
        .iter()
        .rev()
        .map(|(day, sums)| {
            for (sum, add) in total.earned.iter_mut().zip(sums.earned) {
                *sum += add;
            }
            total.paid += sums.paid;
            sums.row(calendar::format_date(*day))
        })
        .collect();
    let summary = total.row("TOTAL".into());
    Ok(Answer(Listing { page: query.page(rows, 31)?, range, summary }))
}

/// A ledger entry of a team member, as the downline transaction details list it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DownlineTransaction {
    /// The entry's id in the ledger.
    pub id: u64,
    /// The member's user name.
    pub user_name: String,
    /// The member's level below the agent (1 = direct downline).
    pub level: u32,
    /// The ledger kind (`DEPOSIT`, `BET_SETTLEMENT`, `SALARY`, …), sent as `type`.
    #[serde(rename = "type")]
    pub kind: TxKind,
    /// Signed amount, two decimals: positive credits, negative debits.
    pub amount: f64,
    /// The member's main wallet balance after the entry, two decimals.
    pub balance_after: f64,
    /// When it happened, milliseconds since the epoch.
    pub time: i64,
    /// What the entry was, in words.
    pub remark: String,
}

/// Totals of the downline transaction details over every matching entry.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TransactionSummary {
    /// How many entries.
    pub count: usize,
    /// Sum of the credits, two decimals.
    pub total_in: f64,
    /// Sum of the debits as a positive amount, two decimals.
    pub total_out: f64,
    /// Sum of the deposits, two decimals.
    pub deposit: f64,
    /// Sum of the withdrawals less their refunds, two decimals.
    pub withdrawal: f64,
}

/// `GET /wps/agent/downline/transactions?startTime&endTime&level&parent&username&type&pageNo&pageSize`:
/// every ledger entry of the covered team members, newest first. `type` is a ledger kind such as
/// `DEPOSIT`, `WITHDRAWAL`, `BET_SETTLEMENT`, `TRANSFER_FROM_UPLINE`.
pub async fn transactions(ctx: Ctx, query: AgentQuery) -> Reply<Listing<DownlineTransaction, TransactionSummary>> {
    let (db, me) = open_agent(&ctx)?;
    let range = query.range(me.now, 7)?;
    let team = covered(&db, me.id, &query)?;
    let kind = query
        .kind()
        .map(|k| {
            serde_json::from_value::<TxKind>(serde_json::Value::String(k.to_ascii_uppercase()))
                .map_err(|_| Fail::bad_param(format!("Unknown transaction type {k}")))
        })
        .transpose()?;
    let (mut total_in, mut total_out, mut deposit, mut withdrawal) = (0, 0, 0, 0);
    let mut rows: Vec<DownlineTransaction> = db
        .ledger
        .transactions
        .iter()
        .filter(|t| range.contains(t.time_ms) && team.contains(t.member_id))
        .filter(|t| kind.is_none_or(|k| t.kind == k))
        .inspect(|t| {
            if t.amount_cents >= 0 {
                total_in += t.amount_cents;
            } else {
                total_out -= t.amount_cents;
            }
            match t.kind {
                TxKind::Deposit => deposit += t.amount_cents,
                TxKind::Withdrawal => withdrawal -= t.amount_cents,
                _ => {}
            }
        })
        .map(|t| DownlineTransaction {
            id: t.id,
            user_name: username(&db, t.member_id),
            level: team.level(t.member_id).unwrap_or_default(),
            kind: t.kind,
            amount: money(t.amount_cents),
            balance_after: money(t.balance_after_cents),
            time: t.time_ms,
            remark: t.remark.clone(),
        })
        .collect();
    rows.sort_by(|a, b| b.time.cmp(&a.time).then(b.id.cmp(&a.id)));
    let summary = TransactionSummary {
        count: rows.len(),
        total_in: money(total_in),
        total_out: money(total_out),
        deposit: money(deposit),
        withdrawal: money(withdrawal),
    };
    Ok(Answer(Listing { page: query.page(rows, 20)?, range, summary }))
}
