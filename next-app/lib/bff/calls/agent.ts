/**
 * The agent centre's own calls (spec 001 §2 "Agent centre", §7 "Agent, contracts and salary";
 * upstream-mocks/docs/agent.md): the consolidated contract settings that gate its menu, the announcements, the
 * team overview and registering a downline. Team management and reports are in `agent-team.ts`, pay and
 * contracts in `agent-pay.ts`.
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, num, str, type Obj } from '../parse';
import { pageOf, type RecordPage } from '../page';
import type { Period } from './records';
import { AGENT_FLAGS, type AgentFlags, type FlagValue } from '../../agent/centre';

// ---- Consolidated contract settings ---------------------------------------------------------------

/** One contract in force for the agent (null fields when it has none of that kind). */
export interface ContractInForce {
  contractId: number;
  /** Per cent. */
  rate: number;
  /** DAILY, WEEKLY, SEMIMONTHLY, MONTHLY, HOURLY, FIVE_MINUTES. */
  period: string;
  state: string;
}

/** What the consolidated settings say about the agent besides the flags. */
export interface AgentInfo {
  isAgent: boolean;
  customerType: number;
  uplineName: string | null;
  directDownlines: number;
  teamSize: number;
  /** Contract offers waiting for this agent's answer. */
  pendingContractRequests: number;
  canRegisterDownline: boolean;
  canTransferToDownline: boolean;
  sumBalance: number;
  currency: string;
  dividend: ContractInForce | null;
  dailySalary: ContractInForce | null;
  hourlySalary: ContractInForce | null;
  realtimeSalary: ContractInForce | null;
}

export interface Consolidated {
  flags: AgentFlags;
  info: AgentInfo;
}

/** A flag as 0, 1 or 2; anything else reads as 0 (no page rather than a page the upstream did not offer). */
function flagValue(v: unknown): FlagValue {
  const n = num(v);
  return n === 1 || n === 2 ? n : 0;
}

function contract(v: unknown): ContractInForce | null {
  if (!isObj(v)) return null;
  const contractId = num(v.contractId);
  const rate = num(v.rate);
  if (contractId === null || rate === null) return null;
  return { contractId, rate, period: str(v.period), state: str(v.state) };
}

function agentInfo(o: Obj): AgentInfo {
  return {
    isAgent: o.isAgent === true,
    customerType: num(o.customerType) ?? 0,
    uplineName: str(o.uplineName) || null,
    directDownlines: num(o.directDownlines) ?? 0,
    teamSize: num(o.teamSize) ?? 0,
    pendingContractRequests: num(o.pendingContractRequests) ?? 0,
    canRegisterDownline: o.canRegisterDownline === true,
    canTransferToDownline: o.canTransferToDownline === true,
    sumBalance: num(o.sumBalance) ?? 0,
    currency: str(o.currency),
    dividend: contract(o.dividend),
    dailySalary: contract(o.dailySalary),
    hourlySalary: contract(o.hourlySalary),
    realtimeSalary: contract(o.realtimeSalary),
  };
}

export function parseConsolidated(value: unknown): Consolidated | null {
  if (!isObj(value)) return null;
  const flags = Object.fromEntries(AGENT_FLAGS.map((f) => [f, flagValue(value[f])])) as Record<(typeof AGENT_FLAGS)[number], FlagValue>;
  return { flags, info: agentInfo(isObj(value.info) ? value.info : {}) };
}

/** The consolidated contract settings: the four flags of the agent centre's pay pages, and the agent's info. */
export function consolidated(): BffCall<Consolidated> {
  return getCall('/wps/member/info/funds/consolidated', {}, parseConsolidated);
}

// ---- Announcements --------------------------------------------------------------------------------

/** An agent announcement: an operator notice for the agent's type, or a personal one (contract news). */
export interface AgentNotice {
  id: number;
  title: string;
  /** HTML, sanitised by the BFF. */
  content: string;
  /** Epoch ms. */
  startDate: number | null;
  /** Pinned notices come first. */
  pinned: boolean;
  kind: 'SYSTEM' | 'PERSONAL';
}

function notice(o: Obj): AgentNotice | null {
  const id = num(o.id);
  if (id === null) return null;
  return {
    id,
    title: str(o.title),
    content: str(o.content),
    startDate: num(o.startDate),
    pinned: o.top === true,
    kind: o.type === 'PERSONAL' ? 'PERSONAL' : 'SYSTEM',
  };
}

/** The agent's announcements, pinned first, then newest (the upstream's order). */
export function announcements(pageNo: number, pageSize: number): BffCall<RecordPage<AgentNotice>> {
  return getCall('/wps/agent/announcements', { pageNo, pageSize }, (value) => pageOf(value, notice));
}

// ---- Team overview --------------------------------------------------------------------------------

/** The whole team's figures over a range (every level). */
export interface TeamOverview {
  teamSize: number;
  directMembers: number;
  subAgents: number;
  newMembers: number;
  activeMembers: number;
  onlineMembers: number;
  firstDepositMembers: number;
  depositCount: number;
  depositAmount: number;
  withdrawalCount: number;
  withdrawalAmount: number;
  betCount: number;
  betAmount: number;
  validBet: number;
  payout: number;
  /** The team's own result on its bets (negative: the team lost). */
  profitLoss: number;
  /** The agent's salaries and dividends after what it paid its downline agents. */
  income: number;
  teamBalance: number;
}

export const OVERVIEW_FIELDS = [
  'teamSize',
  'directMembers',
  'subAgents',
  'newMembers',
  'activeMembers',
  'onlineMembers',
  'firstDepositMembers',
  'depositCount',
  'depositAmount',
  'withdrawalCount',
  'withdrawalAmount',
  'betCount',
  'betAmount',
  'validBet',
  'payout',
  'profitLoss',
  'income',
  'teamBalance',
] as const satisfies readonly (keyof TeamOverview)[];

/** Null when a figure is missing: the page shows an error rather than a wrong 0. */
export function parseOverview(value: unknown): TeamOverview | null {
  if (!isObj(value)) return null;
  const out: Partial<Record<keyof TeamOverview, number>> = {};
  for (const field of OVERVIEW_FIELDS) {
    const n = num(value[field]);
    if (n === null) return null;
    out[field] = n;
  }
  return out as TeamOverview;
}

/** The team overview for whole Bangkok days (`YYYY-MM-DD`, both inclusive). */
export function teamOverview(period: Period): BffCall<TeamOverview> {
  return getCall('/wps/agent/team/overview', { startTime: period.startDate, endTime: period.endDate }, parseOverview);
}

// ---- Register a downline --------------------------------------------------------------------------

export interface DownlineInput {
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  /** A sub-agent of the agent's own type; else a member. */
  isAgent: boolean;
}

export interface RegisteredDownline {
  userName: string;
  customerType: number;
  upline: string;
}

/** Registers an account under the agent (encrypted by the BFF); a taken name is `agent.username.exists`. */
export function registerDownline(input: DownlineInput): BffCall<RegisteredDownline> {
  return bodyCall('PUT', '/wps/agent/downline/register', input, (value) =>
    isObj(value) && str(value.userName) ? { userName: str(value.userName), customerType: num(value.customerType) ?? 0, upline: str(value.upline) } : null,
  );
}
