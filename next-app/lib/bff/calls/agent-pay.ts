/**
 * The agent centre's pay and contracts calls (spec 001 §3 "Contracts", §4, §7 "Agent, contracts and salary";
 * upstream-mocks/docs/agent.md "Dividends and salaries", "contracts"): the settled periods of dividends, daily
 * wages, hourly and real-time salary, the contracts with the upline and with downline agents, and the contract
 * actions (offer or ask to end, accept, reject, terminate or withdraw).
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str, type Obj } from '../parse';
import { pageOf, type RecordPage } from '../page';

// ---- Kinds ------------------------------------------------------------------------------------------------

/** The four kinds of pay, each with its records call and its contract type. */
export const PAY_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type PayKind = (typeof PAY_KINDS)[number];

/** The upstream's contract types, in the kinds' order. */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

const RECORD_PATHS: Record<PayKind, string> = {
  dividend: '/wps/agent/dividends',
  daily: '/wps/agent/salary/daily',
  hourly: '/wps/agent/salary/hourly',
  realtime: '/wps/agent/salary/realtime',
};

const CONTRACT_TYPE_OF: Record<PayKind, ContractType> = {
  dividend: 'DIVIDEND',
  daily: 'DAILY_SALARY',
  hourly: 'HOURLY_SALARY',
  realtime: 'REALTIME_SALARY',
};

export function contractTypeOf(kind: PayKind): ContractType {
  return CONTRACT_TYPE_OF[kind];
}

export function kindOfContractType(type: string): PayKind | null {
  return PAY_KINDS.find((kind) => CONTRACT_TYPE_OF[kind] === type) ?? null;
}

// ---- Settled periods --------------------------------------------------------------------------------------

/** How a period ended: paid, missed a condition (`note` says which) or not covered by the paying upline. */
export type SettlementStatus = 'PAID' | 'NOT_QUALIFIED' | 'UNPAID';
const STATUSES: readonly SettlementStatus[] = ['PAID', 'NOT_QUALIFIED', 'UNPAID'];

/** One settled period of one contract. */
export interface PayRecord {
  id: number;
  contractId: number;
  /** DAILY, WEEKLY, SEMIMONTHLY, MONTHLY, HOURLY, FIVE_MINUTES. */
  periodType: string;
  /** The upstream's own label, e.g. `2026-11-09 – 2026-11-15` (kept for periods the front cannot name). */
  periodLabel: string;
  periodStart: number;
  periodEnd: number;
  /** The contract holder (the earner). */
  userName: string;
  /** `PLATFORM` or the paying upline's user name. */
  payer: string;
  activeMembers: number;
  betAmount: number;
  validBet: number;
  /** The team's own result in the period (negative: the team lost). */
  profitLoss: number;
  /** Per cent. */
  rate: number;
  amount: number;
  status: SettlementStatus;
  /** Why it did not pay: ACTIVE_MEMBERS, VALID_BET, TEAM_WON, PERIOD_LOSS, NOTHING_DUE, UPLINE_BALANCE. */
  note: string;
}

export interface PaySummary {
  periods: number;
  paidPeriods: number;
  totalAmount: number;
  validBet: number;
}

export interface PayRecords extends RecordPage<PayRecord, PaySummary> {
  /** The length of one period, minutes (5 for real-time salary). */
  periodMinutes: number;
}

function payRecord(o: Obj): PayRecord | null {
  const id = num(o.id);
  const periodStart = num(o.periodStart);
  const periodEnd = num(o.periodEnd);
  const status = str(o.status) as SettlementStatus;
  if (id === null || periodStart === null || periodEnd === null || !STATUSES.includes(status)) return null;
  return {
    id,
    contractId: num(o.contractId) ?? 0,
    periodType: str(o.periodType),
    periodLabel: str(o.periodLabel),
    periodStart,
    periodEnd,
    userName: str(o.userName),
    payer: str(o.payer),
    activeMembers: num(o.activeMembers) ?? 0,
    betAmount: num(o.betAmount) ?? 0,
    validBet: num(o.validBet) ?? 0,
    profitLoss: num(o.profitLoss) ?? 0,
    rate: num(o.rate) ?? 0,
    amount: num(o.amount) ?? 0,
    status,
    note: str(o.note),
  };
}

export function parsePayRecords(value: unknown): PayRecords | null {
  const page = pageOf(value, payRecord);
  if (!page || !isObj(value)) return null;
  const s = isObj(value.summary) ? value.summary : {};
  return {
    ...page,
    summary: {
      periods: num(s.periods) ?? page.totalCount,
      paidPeriods: num(s.paidPeriods) ?? 0,
      totalAmount: num(s.totalAmount) ?? 0,
      validBet: num(s.validBet) ?? 0,
    },
    periodMinutes: num(value.periodMinutes) ?? 0,
  };
}

/** Whose pay a list shows: what the agent earned, or what it paid its downline agents. */
export type PayScope = 'self' | 'downlines';

export interface PayQuery {
  /** `YYYY-MM-DD` (Bangkok days, by period end; both inclusive). */
  startDate: string;
  endDate: string;
  scope: PayScope;
  /** One team member's (downlines scope). */
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** The settled periods of one kind of pay. */
export function payRecords(kind: PayKind, q: PayQuery): BffCall<PayRecords> {
  return getCall(
    RECORD_PATHS[kind],
    { startTime: q.startDate, endTime: q.endDate, scope: q.scope, username: q.username, pageNo: q.pageNo, pageSize: q.pageSize },
    parsePayRecords,
  );
}

// ---- Contracts --------------------------------------------------------------------------------------------

export type ContractState = 'PENDING' | 'ACTIVE' | 'TERMINATION_PENDING' | 'REJECTED' | 'TERMINATED' | 'CANCELLED';
export type ContractAction = 'ACCEPT' | 'REJECT' | 'TERMINATE' | 'REQUEST_TERMINATION';
const ACTIONS: readonly ContractAction[] = ['ACCEPT', 'REJECT', 'TERMINATE', 'REQUEST_TERMINATION'];

/** A contract (or an offer of one) as one party sees it. */
export interface Contract {
  id: number;
  type: ContractType;
  /** The paying upline's user name; null when the platform pays. */
  upline: string | null;
  downline: string;
  /** Per cent. */
  rate: number;
  period: string;
  /** Team members with a valid bet in the period, at least. */
  activeMembers: number;
  /** Dividends: the team's valid bet in the period, at least. */
  periodValidBet: number | null;
  /** Dividends: the team's profit and loss must be at or below this (a loss of at least its size). */
  periodProfitLoss: number | null;
  /** Salaries: the team's bet amount per `betAmountPer`, at least. */
  betAmount: number | null;
  /** DAY, HOUR, FIVE_MINUTES. */
  betAmountPer: string | null;
  state: ContractState;
  /** NEW or TERMINATION while a request is open. */
  requestType: 'NEW' | 'TERMINATION' | null;
  requestedBy: string | null;
  requestedTime: number | null;
  /** The open request waits for this agent's answer. */
  awaitingMe: boolean;
  /** What this agent may do now. */
  actions: ContractAction[];
  activeFrom: number | null;
  endedTime: number | null;
  /** REJECTED, WITHDRAWN, TERMINATION_ACCEPTED, TERMINATED_BY_UPLINE, REPLACED, UPLINE_RATE_LOWERED, UPLINE_CONTRACT_ENDED. */
  endReason: string | null;
  /** The contract a revised offer replaces once accepted. */
  replaces: number | null;
  remark: string;
}

function contract(o: Obj): Contract | null {
  const id = num(o.id);
  const rate = num(o.rate);
  const type = str(o.type) as ContractType;
  if (id === null || rate === null || !CONTRACT_TYPES.includes(type)) return null;
  const requestType = str(o.requestType);
  return {
    id,
    type,
    upline: str(o.upline) || null,
    downline: str(o.downline),
    rate,
    period: str(o.period),
    activeMembers: num(o.activeMembers) ?? 0,
    periodValidBet: num(o.periodValidBet),
    periodProfitLoss: num(o.periodProfitLoss),
    betAmount: num(o.betAmount),
    // The mock names the unit `HOUR_MS`/`DAY_MS` (and `FIVE_MINUTES`); the unit is what counts.
    betAmountPer: str(o.betAmountPer).replace(/_MS$/, '') || null,
    state: str(o.state) as ContractState,
    requestType: requestType === 'NEW' || requestType === 'TERMINATION' ? requestType : null,
    requestedBy: str(o.requestedBy) || null,
    requestedTime: num(o.requestedTime),
    awaitingMe: o.awaitingMe === true,
    actions: Array.isArray(o.actions) ? o.actions.filter((a): a is ContractAction => ACTIONS.includes(a as ContractAction)) : [],
    activeFrom: num(o.activeFrom),
    endedTime: num(o.endedTime),
    endReason: str(o.endReason) || null,
    replaces: num(o.replaces),
    remark: str(o.remark),
  };
}

export interface Contracts {
  /** Open requests waiting for this agent's answer. */
  awaitingMe: number;
  /** What the agent earns by (with its upline agent, or the platform). */
  withUpline: Contract[];
  /** What it pays its downline agents. */
  withDownlines: Contract[];
}

export function parseContracts(value: unknown): Contracts | null {
  if (!isObj(value) || !Array.isArray(value.withUpline) || !Array.isArray(value.withDownlines)) return null;
  return { awaitingMe: num(value.awaitingMe) ?? 0, withUpline: listOf(value.withUpline, contract), withDownlines: listOf(value.withDownlines, contract) };
}

/** The agent's contracts (of one type when given), open requests waiting for it first. */
export function contracts(type?: ContractType): BffCall<Contracts> {
  return getCall('/wps/agent/contracts', { type }, parseContracts);
}

/** A contract another one ends automatically (the rate chain): whose, and at which rate. */
export interface ChainedContract {
  id: number;
  downline: string;
  rate: number;
}

function chained(o: Obj): ChainedContract | null {
  const id = num(o.id);
  const rate = num(o.rate);
  return id === null || rate === null ? null : { id, downline: str(o.downline), rate };
}

export interface Requested {
  contract: Contract;
  /** The downline's own contracts that end if it accepts (an offer below what it pays them). */
  wouldTerminate: ChainedContract[];
}

export function parseRequested(value: unknown): Requested | null {
  if (!isObj(value) || !isObj(value.contract)) return null;
  const c = contract(value.contract);
  return c && { contract: c, wouldTerminate: listOf(value.wouldTerminate, chained) };
}

/** An offer's terms (conditions left out keep the upstream's defaults). */
export interface OfferTerms {
  type: ContractType;
  downline: string;
  /** Per cent, at most 2 decimals. */
  rate: number;
  /** Dividends: DAILY, WEEKLY, SEMIMONTHLY or MONTHLY (default the offerer's own). */
  period?: string;
  activeMembers?: number;
  periodValidBet?: number;
  periodProfitLoss?: number;
  betAmount?: number;
  remark?: string;
}

/** An upline offers a contract (or revised terms) to a direct downline agent. */
export function offer(terms: OfferTerms): BffCall<Requested> {
  return bodyCall('POST', '/wps/agent/contracts/request', { requestType: 'NEW', ...terms }, parseRequested);
}

/** Either party of an active contract between agents asks to end it. */
export function requestTermination(contractId: number, remark?: string): BffCall<Requested> {
  return bodyCall('POST', '/wps/agent/contracts/request', { requestType: 'TERMINATION', contractId, remark }, parseRequested);
}

export interface Answered {
  contract: Contract;
  /** Contracts further down the chain that ended (or offers voided) as a result. */
  automaticallyEnded: ChainedContract[];
}

export function parseAnswered(value: unknown): Answered | null {
  if (!isObj(value) || !isObj(value.contract)) return null;
  const c = contract(value.contract);
  return c && { contract: c, automaticallyEnded: listOf(value.automaticallyEnded, chained) };
}

/** The counterparty accepts an open request (an offer, or a termination request). */
export function accept(contractId: number, remark?: string): BffCall<Answered> {
  return bodyCall('POST', '/wps/agent/contracts/accept', { contractId, remark }, parseAnswered);
}

/** The counterparty rejects an open request. */
export function reject(contractId: number, remark?: string): BffCall<Answered> {
  return bodyCall('POST', '/wps/agent/contracts/reject', { contractId, remark }, parseAnswered);
}

/** The upline ends an active contract at once, or withdraws its own pending offer. */
export function terminate(contractId: number): BffCall<Answered> {
  return bodyCall('POST', '/wps/agent/contracts/terminate', { contractId }, parseAnswered);
}
