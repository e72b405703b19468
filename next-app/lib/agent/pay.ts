/**
 * The rules of the agent centre's pay pages (dividends, daily wages, hourly and real-time salary) and their
 * contracts, kept out of the components so they can be tested: which page shows which kind, the period each
 * list opens on, what a contract action changes down the rate chain, and which offered rates may be sent.
 */
import type { ChainedContract, Contract, ContractAction, Contracts, PayKind } from '../bff/calls/agent-pay';
import { formatDate, formatDateTime } from '../format/date';
import type { RangePreset } from '../member/date-range';

/** One pay page: its kind, and the period its records open on (the upstream's own default span). */
export interface PayPageConfig {
  kind: PayKind;
  initialPreset: RangePreset;
  /** Ask again on its own while shown (real-time salary settles every 5 minutes). */
  live: boolean;
}

export const PAY_PAGES = {
  agentDividendRecordCopy2: { kind: 'dividend', initialPreset: 'lastMonth', live: false },
  agentDailyWages2: { kind: 'daily', initialPreset: 'last7Days', live: false },
  agentHourSalary: { kind: 'hourly', initialPreset: 'last7Days', live: false },
  agentRealtimeSalary: { kind: 'realtime', initialPreset: 'today', live: true },
} as const satisfies Record<string, PayPageConfig>;

export type PayPageKey = keyof typeof PAY_PAGES;

/** An open request waiting for this agent first, then the rest as the upstream ordered them. */
export function awaitingFirst(list: readonly Contract[]): Contract[] {
  return [...list.filter((c) => c.awaitingMe), ...list.filter((c) => !c.awaitingMe)];
}

/** Contracts still binding or being decided (the others are history). */
export function isLive(c: Contract): boolean {
  return c.state === 'ACTIVE' || c.state === 'PENDING' || c.state === 'TERMINATION_PENDING';
}

/** Ended by the rate chain rather than by either party (shown as such). */
export function endedByChain(c: Contract): boolean {
  return c.endReason === 'UPLINE_RATE_LOWERED' || c.endReason === 'UPLINE_CONTRACT_ENDED';
}

/** An action as its button says it: the upline's TERMINATE of its own pending offer withdraws it. */
export type CardAction = ContractAction | 'WITHDRAW';

export function cardActions(c: Contract): CardAction[] {
  return c.actions.map((a) => (a === 'TERMINATE' && c.state === 'PENDING' ? 'WITHDRAW' : a));
}

/** What answering `request` (a request waiting for me) ends, as far as I can see from my own contracts. */
export interface AcceptEffect {
  /** The contract a revised offer replaces. */
  replaced: Contract | null;
  /** My contracts with my downlines of that kind that end (the rate chain). */
  ends: ChainedContract[];
  /** My open offers of that kind that are voided. */
  voided: ChainedContract[];
  /** The request ends a contract between me and my downline, whose own downline contracts of the kind end too. */
  downlineChainEnds: string | null;
}

const asChained = (c: Contract): ChainedContract => ({ id: c.id, downline: c.downline, rate: c.rate });

/**
 * What accepting `request` ends. An offer from my upline at a lower rate ends my contracts paying more
 * (UPLINE_RATE_LOWERED) and voids my offers above it; a termination of my own upline contract ends every contract
 * of that kind I pay (UPLINE_CONTRACT_ENDED); a termination my downline asked for ends that contract and, below
 * it, whatever that downline pays for the kind.
 */
export function acceptEffect(request: Contract, mine: Contracts, me: string): AcceptEffect {
  const sameKind = mine.withDownlines.filter((c) => c.type === request.type && c.id !== request.id);
  const iAmDownline = request.downline === me;
  if (!iAmDownline) {
    return { replaced: null, ends: [], voided: [], downlineChainEnds: request.requestType === 'TERMINATION' ? request.downline : null };
  }
  if (request.requestType === 'TERMINATION') {
    return {
      replaced: null,
      ends: sameKind.filter((c) => c.state === 'ACTIVE' || c.state === 'TERMINATION_PENDING').map(asChained),
      voided: sameKind.filter((c) => c.state === 'PENDING').map(asChained),
      downlineChainEnds: null,
    };
  }
  return {
    replaced: request.replaces === null ? null : (mine.withUpline.find((c) => c.id === request.replaces) ?? null),
    ends: sameKind.filter((c) => (c.state === 'ACTIVE' || c.state === 'TERMINATION_PENDING') && c.rate > request.rate).map(asChained),
    voided: sameKind.filter((c) => c.state === 'PENDING' && c.rate > request.rate).map(asChained),
    downlineChainEnds: null,
  };
}

/** Why an offered rate cannot be sent; a key of the `agent.contracts` texts' `rate_` group. */
export type RateProblem = 'missing' | 'format' | 'range';

/**
 * Checks the form of an offered rate (per cent) before the call: a number above 0 and at most 100 with at most 2
 * decimals. Whether it exceeds the agent's own rate is the upstream's rule: its `agent.contract.rate` message is
 * shown as it is (the form shows the own rate beside the field).
 */
export function rateProblem(typed: string): RateProblem | null {
  const text = typed.trim();
  if (text === '') return 'missing';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'format';
  const rate = Number(text);
  if (rate <= 0 || rate > 100) return 'range';
  return null;
}

/** A rate as the contracts show it: 2 decimals and a per cent sign (0.7 → "0.70%"). */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/**
 * A settled period as the lists show it, in the brand's zone: a day (`DD-MM-YYYY`), a span of days
 * (`DD-MM-YYYY – DD-MM-YYYY`, the end day inclusive) or a span within a day (`DD-MM-YYYY HH:mm–HH:mm`).
 */
export function periodText(periodType: string, start: number, end: number, timeZone?: string): string {
  switch (periodType) {
    case 'DAILY':
      return formatDate(start, timeZone);
    case 'HOURLY':
    case 'FIVE_MINUTES':
      return `${formatDateTime(start, timeZone, false)}–${formatDateTime(end, timeZone, false).slice(-5)}`;
    default:
      // The end is the next period's first moment: the last day is the one before it.
      return `${formatDate(start, timeZone)} – ${formatDate(end - 1, timeZone)}`;
  }
}
