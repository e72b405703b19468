/**
 * The agent's team and its reports (spec 001 §2 "Agent centre"; upstream-mocks/docs/agent.md): team management
 * (members by level and parent, search), the transfer to a downline, team betting records, user profit and loss,
 * the agent's own income, and downline transaction details. Dates go as Bangkok days (`YYYY-MM-DD`), which the
 * upstream takes for `startTime`/`endTime` (`endTime` covering its whole day).
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, num, str, type Obj } from '../parse';
import { pageOf, recordPage, type RecordPage } from '../page';
import type { BetTotals, Period } from './records';

/** Direct downlines only, or the whole team (every level down). */
export const TEAM_LEVELS = ['direct', 'all'] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];

/** Which part of the team a list covers: its level, under which sub-agent (`''`: the agent itself), and a name search. */
export interface TeamScope {
  level: TeamLevel | '';
  /** A sub-agent's user name, or '' for the agent's own team. */
  parent: string;
  /** Part of a user name (case-insensitive), or ''. */
  username: string;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

function scopeQuery(s: TeamScope) {
  return { level: s.level, parent: s.parent.trim(), username: s.username.trim() };
}

function periodQuery(p: Period) {
  return { startTime: p.startDate, endTime: p.endDate };
}

/** Money and counts: a row missing one of its figures is dropped rather than shown as 0. */
function figures<K extends string>(o: Obj, keys: readonly K[]): Record<K, number> | null {
  const out = {} as Record<K, number>;
  for (const key of keys) {
    const value = num(o[key]);
    if (value === null) return null;
    out[key] = value;
  }
  return out;
}

// ---- Team management ------------------------------------------------------------------------------

export interface TeamMember {
  id: number;
  userName: string;
  nickname: string;
  isAgent: boolean;
  /** 1 for a direct downline, 2 under a sub-agent, … */
  level: number;
  uplineName: string;
  balance: number;
  currency: string;
  regDate: number | null;
  lastLoginTime: number | null;
  online: boolean;
  directDownlines: number;
  teamSize: number;
}

function teamMember(o: Obj): TeamMember | null {
  const id = num(o.id);
  const userName = str(o.userName);
  const balance = num(o.balance);
  if (id === null || !userName || balance === null) return null;
  return {
    id,
    userName,
    nickname: str(o.nickname),
    isAgent: o.isAgent === true,
    level: num(o.level) ?? 1,
    uplineName: str(o.uplineName),
    balance,
    currency: str(o.currency),
    regDate: num(o.regDate),
    lastLoginTime: num(o.lastLoginTime),
    online: o.online === true,
    directDownlines: num(o.directDownlines) ?? 0,
    teamSize: num(o.teamSize) ?? 0,
  };
}

/** Team management (`downlineManagmentView`): members newest first; `parent` outside the team gets `agent.not.downline`. */
export function teamMembers(q: TeamScope & Paging): BffCall<RecordPage<TeamMember>> {
  return getCall('/wps/agent/team/members', { ...scopeQuery(q), pageNo: q.pageNo, pageSize: q.pageSize }, (value) => pageOf(value, teamMember));
}

/** The smallest and largest transfer to a downline the upstream takes. */
export const TRANSFER_LIMITS = { min: 1, max: 1_000_000 } as const;
/** The longest remark of a transfer. */
export const TRANSFER_REMARK_MAX = 140;

export interface DownlineTransfer {
  transactionId: number;
  userName: string;
  amount: number;
  /** The agent's balance after. */
  balance: number;
  /** The downline's balance after. */
  downlineBalance: number;
  time: number;
}

/**
 * Sends a team member (any level) money from the agent's balance, confirmed by the agent's login password. The
 * BFF encrypts the body and guards it against replays (one action key per confirmation).
 */
export function transferToDownline(input: { username: string; amount: number; password: string; remark: string }): BffCall<DownlineTransfer> {
  return bodyCall('POST', '/wps/agent/downline/transfer', { ...input, remark: input.remark.trim() }, (value) => {
    if (!isObj(value)) return null;
    const transactionId = num(value.transactionId);
    const amount = num(value.amount);
    const balance = num(value.balance);
    const downlineBalance = num(value.downlineBalance);
    if (transactionId === null || amount === null || balance === null || downlineBalance === null) return null;
    return { transactionId, userName: str(value.userName), amount, balance, downlineBalance, time: num(value.time) ?? 0 };
  });
}

// ---- Team betting records -------------------------------------------------------------------------

const BET_FIGURES = ['betAmount', 'validBet', 'payout', 'winLoss'] as const;

export interface TeamBet extends Omit<BetTotals, 'betCount'> {
  betId: number;
  userName: string;
  level: number;
  gameType: string;
  vendor: string;
  gameName: string;
  betTime: number;
}

function teamBet(o: Obj): TeamBet | null {
  const betId = num(o.betId);
  const betTime = num(o.betTime);
  const amounts = figures(o, BET_FIGURES);
  if (betId === null || betTime === null || !amounts) return null;
  return {
    betId,
    userName: str(o.userName),
    level: num(o.level) ?? 1,
    gameType: str(o.gameType),
    vendor: str(o.vendor),
    gameName: str(o.gameName),
    betTime,
    ...amounts,
  };
}

function betTotals(o: Obj): BetTotals | null {
  const amounts = figures(o, BET_FIGURES);
  return amounts && { betCount: num(o.betCount) ?? 0, ...amounts };
}

export interface TeamBetQuery extends Period, TeamScope, Paging {
  /** A game type code (RNG, LIVE…), or ''. */
  gameType: string;
  /** A vendor code (PG, EVO…), or ''. */
  vendor: string;
}

/** Team betting records (`personalHistoryCopy`): newest first, `summary` over every matching bet. */
export function teamBets(q: TeamBetQuery): BffCall<RecordPage<TeamBet, BetTotals>> {
  return getCall(
    '/wps/agent/team/bets',
    { ...periodQuery(q), ...scopeQuery(q), gameType: q.gameType, vendor: q.vendor, pageNo: q.pageNo, pageSize: q.pageSize },
    (value) => recordPage(value, teamBet, betTotals),
  );
}

// ---- User profit and loss -------------------------------------------------------------------------

const PROFIT_FIGURES = [
  'betCount',
  'betAmount',
  'validBet',
  'payout',
  'winLoss',
  'deposit',
  'withdrawal',
  'bonus',
  'rebate',
  'commission',
  'profitLoss',
] as const;

/** One member's figures in the member's favour: `profitLoss = winLoss + bonus + rebate + commission`. */
export type ProfitLossFigures = Record<(typeof PROFIT_FIGURES)[number], number>;

export interface UserProfitLoss extends ProfitLossFigures {
  userName: string;
  isAgent: boolean;
  level: number;
}

function profitFigures(o: Obj): ProfitLossFigures | null {
  return figures(o, PROFIT_FIGURES);
}

function profitLossRow(o: Obj): UserProfitLoss | null {
  const f = profitFigures(o);
  const userName = str(o.userName);
  return f && userName ? { userName, isAgent: o.isAgent === true, level: num(o.level) ?? 1, ...f } : null;
}

export interface ReportQuery extends Period, TeamScope, Paging {}

/** User profit and loss (`palStatementsAgentCopy`): one line per member with activity, biggest bettors first. */
export function userProfitLoss(q: ReportQuery): BffCall<RecordPage<UserProfitLoss, ProfitLossFigures>> {
  return getCall('/wps/agent/report/profitLoss', { ...periodQuery(q), ...scopeQuery(q), pageNo: q.pageNo, pageSize: q.pageSize }, (value) =>
    recordPage(value, profitLossRow, profitFigures),
  );
}

// ---- My income ------------------------------------------------------------------------------------

const INCOME_FIGURES = ['dividend', 'dailyWages', 'hourlySalary', 'realtimeSalary', 'paidToDownlines', 'netIncome'] as const;

/** The agent's own dividends and salaries; `paidToDownlines` is negative (what it paid its downline agents). */
export type IncomeFigures = Record<(typeof INCOME_FIGURES)[number], number>;

export interface IncomeDay extends IncomeFigures {
  /** `YYYY-MM-DD`, a Bangkok day. */
  date: string;
}

function incomeFigures(o: Obj): IncomeFigures | null {
  return figures(o, INCOME_FIGURES);
}

/** My income report (`agentRevenueReport`): per Bangkok day, newest first. */
export function income(q: Period & Paging): BffCall<RecordPage<IncomeDay, IncomeFigures>> {
  return getCall('/wps/agent/report/income', { ...periodQuery(q), pageNo: q.pageNo, pageSize: q.pageSize }, (value) =>
    recordPage(
      value,
      (o) => {
        const f = incomeFigures(o);
        const date = str(o.date);
        return f && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date, ...f } : null;
      },
      incomeFigures,
    ),
  );
}

// ---- Downline transaction details -----------------------------------------------------------------

/** The ledger kinds the downline transactions filter by (agent.md: an unknown one is refused). */
export const DOWNLINE_TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'BET_SETTLEMENT',
  'TRANSFER_FROM_UPLINE',
  'TRANSFER_TO_UPLINE',
  'TRANSFER_TO_DOWNLINE',
  'TRANSFER_FROM_DOWNLINE',
  'WALLET_TRANSFER',
  'BONUS',
  'REBATE',
  'POINT_CONVERSION',
  'SALARY',
  'DIVIDEND',
  'ADJUSTMENT',
] as const;

export interface DownlineTransaction {
  id: number;
  userName: string;
  level: number;
  type: string;
  /** Signed: money in is positive. */
  amount: number;
  balanceAfter: number;
  time: number;
  remark: string;
}

export interface TransactionTotals {
  count: number;
  totalIn: number;
  totalOut: number;
  deposit: number;
  withdrawal: number;
}

function downlineTransaction(o: Obj): DownlineTransaction | null {
  const id = num(o.id);
  const time = num(o.time);
  const f = figures(o, ['amount', 'balanceAfter'] as const);
  if (id === null || time === null || !f) return null;
  return { id, userName: str(o.userName), level: num(o.level) ?? 1, type: str(o.type), time, remark: str(o.remark), ...f };
}

export interface TransactionQuery extends ReportQuery {
  /** A ledger kind, or ''. */
  type: string;
}

/** Downline transaction details (`agentDownlineTransactionDetailsCopy`): every ledger entry of the covered members. */
export function downlineTransactions(q: TransactionQuery): BffCall<RecordPage<DownlineTransaction, TransactionTotals>> {
  return getCall('/wps/agent/downline/transactions', { ...periodQuery(q), ...scopeQuery(q), type: q.type, pageNo: q.pageNo, pageSize: q.pageSize }, (value) =>
    recordPage(value, downlineTransaction, (o) => figures(o, ['count', 'totalIn', 'totalOut', 'deposit', 'withdrawal'] as const)),
  );
}
