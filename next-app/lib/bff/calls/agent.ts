/**
 * The agent centre's own calls (spec 001 §2 "Agent centre", §7 "Agent, contracts and salary";
 * upstream-mocks/docs/agent.md): the consolidated contract settings that gate its menu, the announcements, the
 * team overview and registering a downline. Team management and reports are in `agent-team.ts`, pay and
 * contracts in `agent-pay.ts`.
 */
import { getCall, type BffCall } from '../call';
import { isObj, num, str, type Obj } from '../parse';
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
