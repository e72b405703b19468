//! The agent's team: the downline tree, team overview, team management, registering a downline and
//! sending a downline money.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::params::{self, AgentQuery, Level, Range};
use super::{Caller, code, is_agent_type, open_agent};
use crate::base::{Member, MemberId, customer_type, money};
use crate::input::Payload;
use crate::ledger::{Page, TxKind};
use crate::reply::{Answer, Fail, Reply};
use crate::state::Ctx;
use crate::state::Db;
use upstream_protocol::envelope::code as wire;

/// Each member's direct downlines.
pub fn children(db: &Db) -> HashMap<MemberId, Vec<MemberId>> {
    let mut map: HashMap<MemberId, Vec<MemberId>> = HashMap::new();
    for member in db.members.values() {
        if let Some(upline) = member.upline {
            map.entry(upline).or_default().push(member.id);
        }
    }
    map
}

/// Everyone below a member, each with its level (1 = direct downline).
#[derive(Debug, Clone, Default)]
pub struct Team(BTreeMap<MemberId, u32>);

impl Team {
    /// Everyone below `root` in the member record's uplines, with their levels.
    pub fn of(db: &Db, root: MemberId) -> Self {
        Self::below(&children(db), root)
    }

    /// Everyone below `root` in an upline-to-downlines map made by [`children`].
    pub fn below(children: &HashMap<MemberId, Vec<MemberId>>, root: MemberId) -> Self {
        let mut levels = BTreeMap::new();
        let mut frontier = vec![root];
        let mut level = 0;
        while !frontier.is_empty() {
            level += 1;
            let mut next = Vec::new();
            for id in frontier {
                for &child in children.get(&id).into_iter().flatten() {
                    // A cycle in hand-edited data must not loop forever.
                    if child != root && !levels.contains_key(&child) {
                        levels.insert(child, level);
                        next.push(child);
                    }
                }
            }
            frontier = next;
        }
        Self(levels)
    }

    /// Whether the member is in the team.
    pub fn contains(&self, id: MemberId) -> bool {
        self.0.contains_key(&id)
    }

    /// The member's level in the team (1 = direct downline), if in it.
    pub fn level(&self, id: MemberId) -> Option<u32> {
        self.0.get(&id).copied()
    }

    /// How many are in the team.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The members `keep` accepts.
    pub fn filter(self, keep: impl Fn(MemberId) -> bool) -> Team {
        Team(self.0.into_iter().filter(|(id, _)| keep(*id)).collect())
    }

    /// Each member of the team with its level, by member id.
    pub fn iter(&self) -> impl Iterator<Item = (MemberId, u32)> + '_ {
        self.0.iter().map(|(id, level)| (*id, *level))
    }

    /// The part of the team a list covers: `level` below `parent` (a team member given by user name)
    /// or below the agent itself. Levels stay relative to the agent.
    pub fn scoped(&self, db: &Db, me: MemberId, level: Level, parent: Option<&str>) -> Result<Team, Fail> {
        let base = match parent {
            None => me,
            Some(name) => {
                let member = db.member_by_name(name).filter(|m| m.id == me || self.contains(m.id));
                member.map(|m| m.id).ok_or_else(|| not_downline(name))?
            }
        };
        let below = if base == me { self.clone() } else { Team::of(db, base) };
        Ok(Team(
            below
                .iter()
                .filter(|(_, relative)| level == Level::All || *relative == 1)
                .filter_map(|(id, _)| self.level(id).map(|l| (id, l)))
                .collect(),
        ))
    }
}

/// The refusal for a user name that is not in the caller's team.
pub fn not_downline(name: &str) -> Fail {
    Fail::business(code::NOT_DOWNLINE, format!("{name} is not your downline"))
}

/// `GET /wps/agent/team/overview`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Overview {
    /// The range covered, flattened into the answer.
    #[serde(flatten)]
    pub range: Range,
    /// Everyone below the agent, every level.
    pub team_size: usize,
    /// Direct downlines (level 1).
    pub direct_members: usize,
    /// Agents in the team, every level.
    pub sub_agents: usize,
    /// Team members who registered in the range.
    pub new_members: usize,
    /// Team members with a valid bet in the range.
    pub active_members: usize,
    /// Team members with a live session now.
    pub online_members: usize,
    /// Team members whose first deposit ever falls in the range.
    pub first_deposit_members: usize,
    /// Deposits credited to the team in the range.
    pub deposit_count: usize,
    /// Sum of those deposits, two decimals.
    pub deposit_amount: f64,
    /// Withdrawals the team made in the range (refunds not counted).
    pub withdrawal_count: usize,
    /// Sum of the team's withdrawals less their refunds, two decimals.
    pub withdrawal_amount: f64,
    /// Bets the team placed in the range.
    pub bet_count: usize,
    /// Sum of their stakes, two decimals.
    pub bet_amount: f64,
    /// Sum of their valid bets, two decimals.
    pub valid_bet: f64,
    /// Sum of their payouts, two decimals.
    pub payout: f64,
    /// The team's own win (positive) or loss (negative) on its bets.
    pub profit_loss: f64,
    /// The agent's net salaries and dividends over the range (after paying its downlines).
    pub income: f64,
    /// Sum of the team members' main wallet balances now, two decimals.
    pub team_balance: f64,
}

/// `GET /wps/agent/team/overview?startTime&endTime`: the whole team's figures over the range (default today, Bangkok).
pub async fn overview(ctx: Ctx, query: AgentQuery) -> Reply<Overview> {
    let (db, me) = open_agent(&ctx)?;
    let range = query.range(me.now, 1)?;
    let team = Team::of(&db, me.id);
    let members = || team.iter().filter_map(|(id, _)| db.members.get(&id));
    let mut active = std::collections::BTreeSet::new();
    let (mut bet_count, mut bet, mut valid, mut payout) = (0, 0, 0, 0);
    for b in db.ledger.bets.iter().filter(|b| team.contains(b.member_id) && range.contains(b.time_ms)) {
        bet_count += 1;
        bet += b.bet_cents;
        valid += b.valid_bet_cents;
        payout += b.payout_cents;
        if b.valid_bet_cents > 0 {
            active.insert(b.member_id);
        }
    }
    let (mut deposits, mut deposit_count, mut withdrawals, mut withdrawal_count) = (0, 0, 0, 0);
    let mut depositors = std::collections::BTreeSet::new();
    for t in db.ledger.transactions.iter().filter(|t| team.contains(t.member_id) && range.contains(t.time_ms)) {
        match t.kind {
            TxKind::Deposit => {
                deposits += t.amount_cents;
                deposit_count += 1;
                depositors.insert(t.member_id);
            }
            TxKind::Withdrawal => {
                withdrawals -= t.amount_cents;
                withdrawal_count += usize::from(t.amount_cents < 0);
            }
            _ => {}
        }
    }
    // A first deposit: the member's earliest deposit ever falls in the range.
    let first_deposits = depositors
        .iter()
        .filter(|id| {
            let first = db.ledger.transactions.iter().filter(|t| t.member_id == **id && t.kind == TxKind::Deposit);
            first.map(|t| t.time_ms).min().is_some_and(|t| range.contains(t))
        })
        .count();
    let income: i64 = db
        .ledger
        .transactions
        .iter()
        .filter(|t| t.member_id == me.id && matches!(t.kind, TxKind::Salary | TxKind::Dividend))
        .filter(|t| range.contains(t.time_ms))
        .map(|t| t.amount_cents)
        .sum();
    let online: std::collections::BTreeSet<MemberId> =
        db.sessions.values().map(|s| s.member_id).filter(|id| team.contains(*id)).collect();
    Ok(Answer(Overview {
        range,
        team_size: team.len(),
        direct_members: team.iter().filter(|(_, l)| *l == 1).count(),
        sub_agents: members().filter(|m| is_agent_type(m.customer_type)).count(),
        new_members: members().filter(|m| range.contains(m.reg_date_ms)).count(),
        active_members: active.len(),
        online_members: online.len(),
        first_deposit_members: first_deposits,
        deposit_count,
        deposit_amount: money(deposits),
        withdrawal_count,
        withdrawal_amount: money(withdrawals),
        bet_count,
        bet_amount: money(bet),
        valid_bet: money(valid),
        payout: money(payout),
        profit_loss: money(payout - bet),
        income: money(income),
        team_balance: money(members().map(|m| m.balance_cents).sum()),
    }))
}

/// One row of team management.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TeamMember {
    /// The member's id.
    pub id: MemberId,
    /// The member's user name.
    pub user_name: String,
    /// The member's nickname.
    pub nickname: String,
    /// The member's customer type: 0 a member, 1, 2, 41 or 42 an agent.
    pub customer_type: i32,
    /// Whether the customer type is an agent's.
    pub is_agent: bool,
    /// 1 = the agent's direct downline.
    pub level: u32,
    /// User name of the member's upline.
    pub upline_name: String,
    /// Main wallet balance, two decimals.
    pub balance: f64,
    /// The member's currency code, e.g. `THB`.
    pub currency: String,
    /// When the member registered, milliseconds since the epoch.
    pub reg_date: i64,
    /// When the member last logged in, milliseconds since the epoch; `null` when never seen.
    pub last_login_time: Option<i64>,
    /// Whether the member has a live session now.
    pub online: bool,
    /// How many members have this one as their upline.
    pub direct_downlines: usize,
    /// Everyone below this member, every level.
    pub team_size: usize,
}

/// `GET /wps/agent/team/members?level=direct|all&parent=&username=&pageNo&pageSize`.
pub async fn members(ctx: Ctx, query: AgentQuery) -> Reply<Page<TeamMember>> {
    let (db, me) = open_agent(&ctx)?;
    let team = Team::of(&db, me.id);
    let scoped = team.scoped(&db, me.id, query.level(Level::Direct)?, query.parent())?;
    let search = query.username();
    let tree = children(&db);
    let name_of = |id: Option<MemberId>| id.and_then(|id| db.members.get(&id)).map(|m| m.username.clone());
    let mut rows: Vec<TeamMember> = scoped
        .iter()
        .filter_map(|(id, level)| db.members.get(&id).map(|m| (m, level)))
        .filter(|(m, _)| search.as_ref().is_none_or(|s| m.username.to_ascii_lowercase().contains(s)))
        .map(|(m, level)| TeamMember {
            id: m.id,
            user_name: m.username.clone(),
            nickname: m.nickname.clone(),
            customer_type: m.customer_type,
            is_agent: is_agent_type(m.customer_type),
            level,
            upline_name: name_of(m.upline).unwrap_or_default(),
            balance: money(m.balance_cents),
            currency: m.currency.clone(),
            reg_date: m.reg_date_ms,
            last_login_time: db.agent.last_login_ms.get(&m.id).copied(),
            online: db.sessions.values().any(|s| s.member_id == m.id),
            direct_downlines: tree.get(&m.id).map_or(0, Vec::len),
            team_size: Team::below(&tree, m.id).len(),
        })
        .collect();
    // Newest members first, as a team list is usually read.
    rows.sort_by(|a, b| b.reg_date.cmp(&a.reg_date).then(a.user_name.cmp(&b.user_name)));
    Ok(Answer(query.page(rows, 20)?))
}

/// The decrypted body of `PUT /wps/agent/downline/register`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterDownline {
    /// The new account's user name: a letter first, then letters and digits, 6 to 13.
    pub username: Option<String>,
    /// The new account's password: letters and digits, 6 to 12.
    pub password: Option<String>,
    /// The password again; when given it must match.
    pub confirm_password: Option<String>,
    /// The new account's nickname, at most 30 characters; the user name when absent.
    pub nickname: Option<String>,
    /// Register a sub-agent (of the agent's own customer type) instead of a member.
    #[serde(default)]
    pub is_agent: bool,
}

/// The answer of `PUT /wps/agent/downline/register`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Registered {
    /// The new account's member id.
    pub customer_id: MemberId,
    /// The new account's user name.
    pub user_name: String,
    /// The new account's customer type: 0 a member, or the agent's own type for a sub-agent.
    pub customer_type: i32,
    /// The agent's user name, the new account's upline.
    pub upline: String,
}

/// User names as registration takes them: a letter first, then letters and digits, 6 to 13 long.
pub fn valid_username(name: &str) -> bool {
    (6..=13).contains(&name.len())
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Passwords as registration takes them: letters and digits, 6 to 12 long.
pub fn valid_password(password: &str) -> bool {
    (6..=12).contains(&password.len()) && password.chars().all(|c| c.is_ascii_alphanumeric())
}

/// `PUT /wps/agent/downline/register` (encrypted): a new member (or sub-agent) under the agent.
pub async fn register(ctx: Ctx, Payload(body): Payload<RegisterDownline>) -> Reply<Registered> {
    let (mut db, me) = open_agent(&ctx)?;
    let username = body.username.as_deref().map(str::trim).unwrap_or_default();
    let password = body.password.as_deref().unwrap_or_default();
    if username.is_empty() || password.is_empty() {
        return Err(Fail::business(wire::REQUEST_PARAM_ERR, "Please enter the username and password"));
    }
    if !valid_username(username) {
        return Err(Fail::business(
            wire::REQUEST_PARAM_ERR,
            "Account format is incorrect: 6-13 letters and digits, starting with a letter",
        ));
    }
    if !valid_password(password) {
        return Err(Fail::business(wire::REQUEST_PARAM_ERR, "Password format is incorrect: 6-12 letters and digits"));
    }
    if body.confirm_password.as_deref().is_some_and(|c| c != password) {
        return Err(Fail::business(wire::REQUEST_PARAM_ERR, "Confirmation password is not correct"));
    }
    let nickname = body.nickname.as_deref().map(str::trim).filter(|n| !n.is_empty()).unwrap_or(username);
    if nickname.chars().count() > 30 {
        return Err(Fail::business(wire::REQUEST_PARAM_ERR, "The nickname may have at most 30 characters"));
    }
    if db.member_by_name(username).is_some() {
        return Err(Fail::business(code::USERNAME_TAKEN, "Username already exists"));
    }
    let agent = db.members.get(&me.id).cloned().ok_or_else(Fail::not_logged_in)?;
    let customer_type = if body.is_agent { agent.customer_type } else { customer_type::MEMBER };
    let id = db.add_member(Member {
        nickname: nickname.to_owned(),
        country_dialing_code: agent.country_dialing_code.clone(),
        // The agent chose the password: the member is asked to change it at first login.
        first_time_login: true,
        currency: agent.currency.clone(),
        currency_symbol: agent.currency_symbol.clone(),
        upline: Some(me.id),
        language: agent.language.clone(),
        ..Member::new(username, password, customer_type, me.now)
    });
    Ok(Answer(Registered { customer_id: id, user_name: username.to_owned(), customer_type, upline: agent.username }))
}

/// The decrypted body of `POST /wps/agent/downline/transfer`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TransferToDownline {
    /// The downline's user name.
    pub username: Option<String>,
    /// Amount to send, a number or numeric string with up to two decimals, 1.00 to 1,000,000.00.
    pub amount: Option<Value>,
    /// The agent's own login password, confirming the transfer.
    pub password: Option<String>,
    /// A note for both sides' records, at most 140 characters.
    pub remark: Option<String>,
}

/// The answer of `POST /wps/agent/downline/transfer`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Transferred {
    /// Id of the ledger movement that debited the agent.
    pub transaction_id: u64,
    /// The downline's user name.
    pub user_name: String,
    /// Amount sent, two decimals.
    pub amount: f64,
    /// The agent's balance after the transfer.
    pub balance: f64,
    /// The downline's main wallet balance after the transfer, two decimals.
    pub downline_balance: f64,
    /// When the transfer was made, milliseconds since the epoch (the agency clock).
    pub time: i64,
}

/// Smallest and largest single transfer to a downline.
pub const MIN_TRANSFER_CENTS: i64 = 100;
/// The largest single transfer, in hundredths (1,000,000.00).
pub const MAX_TRANSFER_CENTS: i64 = 100_000_000;

/// `POST /wps/agent/downline/transfer` (encrypted): moves money from the agent to a team member.
pub async fn transfer(ctx: Ctx, Payload(body): Payload<TransferToDownline>) -> Reply<Transferred> {
    let (mut db, me) = open_agent(&ctx)?;
    let username = body.username.as_deref().map(str::trim).filter(|u| !u.is_empty());
    let username = username.ok_or_else(|| Fail::bad_param("username is required"))?;
    let amount = params::amount_cents(body.amount.as_ref(), "amount")?;
    if !(MIN_TRANSFER_CENTS..=MAX_TRANSFER_CENTS).contains(&amount) {
        return Err(Fail::business(
            wire::REQUEST_PARAM_ERR,
            format!("The amount must be between {:.2} and {:.2}", money(MIN_TRANSFER_CENTS), money(MAX_TRANSFER_CENTS)),
        ));
    }
    let remark = body.remark.as_deref().map(str::trim).unwrap_or_default();
    if remark.chars().count() > 140 {
        return Err(Fail::business(wire::REQUEST_PARAM_ERR, "The remark may have at most 140 characters"));
    }
    let agent = db.members.get(&me.id).cloned().ok_or_else(Fail::not_logged_in)?;
    if body.password.as_deref() != Some(agent.password.as_str()) {
        return Err(Fail::business(code::WRONG_PASSWORD, "Incorrect password"));
    }
    let team = Team::of(&db, me.id);
    let downline = db.member_by_name(username).filter(|m| team.contains(m.id)).cloned();
    let downline = downline.ok_or_else(|| not_downline(username))?;
    if agent.balance_cents < amount {
        return Err(Fail::business(code::INSUFFICIENT_BALANCE, "Insufficient balance"));
    }
    Ok(Answer(move_money(&mut db, &me, &agent, &downline, amount, remark)))
}

fn move_money(db: &mut Db, me: &Caller, agent: &Member, downline: &Member, amount: i64, remark: &str) -> Transferred {
    let agent_after = agent.balance_cents - amount;
    let downline_after = downline.balance_cents + amount;
    if let Some(m) = db.members.get_mut(&agent.id) {
        m.balance_cents = agent_after;
    }
    if let Some(m) = db.members.get_mut(&downline.id) {
        m.balance_cents = downline_after;
    }
    let note = |text: String| if remark.is_empty() { text } else { format!("{text}: {remark}") };
    let id = db.ledger.record_at(
        agent.id,
        TxKind::TransferToDownline,
        -amount,
        agent_after,
        &note(format!("To downline {}", downline.username)),
        me.now,
    );
    db.ledger.record_at(
        downline.id,
        TxKind::TransferFromUpline,
        amount,
        downline_after,
        &note(format!("From upline {}", agent.username)),
        me.now,
    );
    Transferred {
        transaction_id: id,
        user_name: downline.username.clone(),
        amount: money(amount),
        balance: money(agent_after),
        downline_balance: money(downline_after),
        time: me.now,
    }
}
