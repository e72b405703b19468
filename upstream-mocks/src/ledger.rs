//! The money and bet ledger every area writes to: the wallet's deposits and transfers, the agent's
//! salaries and downline transfers, the games' bets. One place, so a member's account record,
//! betting record and an agent's team reports all agree.

use serde::{Deserialize, Serialize};

use crate::base::MemberId;
use crate::input::MAX_PAGE_SIZE;

/// What moved money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TxKind {
    /// A deposit credited to the main wallet.
    Deposit,
    /// A withdrawal taken from the main wallet (negative), or its refund (positive).
    Withdrawal,
    /// Between the member's own wallets.
    WalletTransfer,
    /// Sent to the member's upline (negative).
    TransferToUpline,
    /// Received from a downline (positive).
    TransferFromDownline,
    /// An agent's transfer to a team member (negative).
    TransferToDownline,
    /// Received from the member's agent (positive).
    TransferFromUpline,
    /// A bonus: from a promotion, a mission, a raffle, a cash reward, the contact bonus, ….
    Bonus,
    /// The manual rebate claimed.
    Rebate,
    /// Points converted to money.
    PointConversion,
    /// An agent's salary (negative: paid to a downline agent).
    Salary,
    /// An agent's dividend (negative: paid to a downline agent).
    Dividend,
    /// The net result of a vendor's bets (a game round, or a day's bets in the seed).
    BetSettlement,
    /// Any other movement: a trial account's demo balance, the opening balance of a member the admin adds, the money a
    /// points reward asks for on top of its points (and its refund).
    Adjustment,
}

/// One money movement on a member's main wallet.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Transaction {
    /// The movement's id, from the ledger's sequence.
    pub id: u64,
    /// Whose main wallet moved.
    pub member_id: MemberId,
    /// What moved it.
    pub kind: TxKind,
    /// Signed: credits are positive.
    pub amount_cents: i64,
    /// The main wallet balance after the movement, in hundredths.
    pub balance_after_cents: i64,
    /// When it happened, milliseconds since the epoch.
    pub time_ms: i64,
    /// What the movement was, in words (reference, vendor, counterpart).
    pub remark: String,
}

/// One settled bet.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Bet {
    /// The bet's id, from the ledger's sequence.
    pub id: u64,
    /// Who bet.
    pub member_id: MemberId,
    /// RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT, OTHER.
    pub game_type: String,
    /// The vendor's code, e.g. `PG`.
    pub vendor: String,
    /// The game's name.
    pub game_name: String,
    /// Amount staked, in hundredths.
    pub bet_cents: i64,
    /// The part of the stake that counts for turnover, rebates, points and missions, in hundredths.
    pub valid_bet_cents: i64,
    /// What the bet paid back (0 for a loss).
    pub payout_cents: i64,
    /// When it was placed (and settled), milliseconds since the epoch.
    pub time_ms: i64,
}

impl Bet {
    /// The member's win (positive) or loss (negative).
    pub fn profit_cents(&self) -> i64 {
        self.payout_cents - self.bet_cents
    }
}

/// The ledger of one merchant.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Ledger {
    /// Every money movement of every member, oldest first.
    pub transactions: Vec<Transaction>,
    /// Every settled bet of every member, oldest first.
    pub bets: Vec<Bet>,
    next_id: u64,
}

impl Ledger {
    /// A fresh id for a transaction, a bet or anything else the areas number.
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Records a movement whose effect on the balance the caller has already applied, at `time_ms` (now,
    /// or a past moment when seeding history).
    pub fn record_at(
        &mut self,
        member_id: MemberId,
        kind: TxKind,
        amount_cents: i64,
        balance_after_cents: i64,
        remark: &str,
        time_ms: i64,
    ) -> u64 {
        let id = self.next_id();
        self.transactions.push(Transaction {
            id,
            member_id,
            kind,
            amount_cents,
            balance_after_cents,
            time_ms,
            remark: remark.into(),
        });
        id
    }

    /// Records a settled bet (its money effect is the caller's, like [`Ledger::record_at`]).
    pub fn record_bet(&mut self, mut bet: Bet) -> u64 {
        bet.id = self.next_id();
        let id = bet.id;
        self.bets.push(bet);
        id
    }

    /// Replaces some members' transactions and bets with `fresh`'s (admin resets). Ids stay unique:
    /// the fresh seed numbered the same seeded rows alike, and the counter never goes back.
    pub fn replace_members(&mut self, fresh: Ledger, members: &std::collections::BTreeSet<MemberId>) {
        self.next_id = self.next_id.max(fresh.next_id);
        crate::base::replace_rows(&mut self.transactions, fresh.transactions, members, |t| Some(t.member_id));
        crate::base::replace_rows(&mut self.bets, fresh.bets, members, |b| Some(b.member_id));
        self.transactions.sort_by_key(|t| t.time_ms);
        self.bets.sort_by_key(|b| b.time_ms);
    }

    /// A member's transactions, newest first.
    pub fn transactions_of(&self, member_id: MemberId) -> impl Iterator<Item = &Transaction> {
        self.transactions.iter().rev().filter(move |t| t.member_id == member_id)
    }

    /// A member's bets, newest first.
    pub fn bets_of(&self, member_id: MemberId) -> impl Iterator<Item = &Bet> {
        self.bets.iter().rev().filter(move |b| b.member_id == member_id)
    }
}

/// A page of a list in the shape most relays use: `{list, pageNo, pageSize, totalCount, totalPages}`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Page<T> {
    /// The page's rows.
    pub list: Vec<T>,
    /// The page asked for, from 1.
    pub page_no: usize,
    /// Rows a page holds.
    pub page_size: usize,
    /// Rows over every page.
    pub total_count: usize,
    /// Pages over every row.
    pub total_pages: usize,
}

impl<T> Page<T> {
    /// Page `page_no` (from 1) of `items`, `page_size` a page (clamped to 1..=[`MAX_PAGE_SIZE`]; the
    /// input kit refuses what is out of range before this).
    pub fn of(items: impl IntoIterator<Item = T>, page_no: Option<usize>, page_size: Option<usize>) -> Self {
        let page_size = page_size.unwrap_or(20).clamp(1, MAX_PAGE_SIZE);
        let page_no = page_no.unwrap_or(1).max(1);
        let items: Vec<T> = items.into_iter().collect();
        let total_count = items.len();
        let list = items.into_iter().skip((page_no - 1).saturating_mul(page_size)).take(page_size).collect();
        Self { list, page_no, page_size, total_count, total_pages: total_count.div_ceil(page_size) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_count_and_clamp() {
        let page = Page::of(1..=45, Some(3), Some(20));
        assert_eq!((page.list, page.total_count, page.total_pages), (vec![41, 42, 43, 44, 45], 45, 3));
        let page = Page::of(1..=5, Some(0), Some(0));
        assert_eq!((page.page_no, page.page_size, page.total_pages), (1, 1, 5));
    }
}
