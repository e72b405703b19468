import { describe, expect, it } from 'vitest';
import {
  accept,
  contracts,
  contractTypeOf,
  kindOfContractType,
  offer,
  parseAnswered,
  parseContracts,
  parsePayRecords,
  parseRequested,
  payRecords,
  reject,
  requestTermination,
  terminate,
  type Contract,
  type Contracts,
} from '../lib/bff/calls/agent-pay';
import { acceptEffect, awaitingFirst, cardActions, endedByChain, formatRate, PAY_PAGES, periodText, rateProblem } from '../lib/agent/pay';
import { AGENT_PAGES } from '../lib/agent/centre';

// Shapes from upstream-mocks/docs/agent.md.
const realtimeRow = {
  id: 6249,
  contractId: 4,
  type: 'REALTIME_SALARY',
  periodType: 'FIVE_MINUTES',
  periodLabel: '2026-11-22 01:25–01:30',
  periodStart: 1795285500000,
  periodEnd: 1795285800000,
  userName: 'agent01',
  payer: 'PLATFORM',
  activeMembers: 1,
  betAmount: 20.0,
  validBet: 20.0,
  profitLoss: 17.54,
  rate: 0.3,
  amount: 0.06,
  status: 'PAID',
  note: '',
  settledTime: 1795285800000,
};

function contractJson(over: Record<string, unknown> = {}) {
  return {
    id: 19,
    type: 'HOURLY_SALARY',
    typeName: 'Hourly salary',
    uplineType: 'AGENT',
    upline: 'agent01',
    downline: 'agent01a',
    rate: 0.4,
    period: 'HOURLY',
    activeMembers: 1,
    periodValidBet: null,
    periodProfitLoss: null,
    betAmount: 200.0,
    betAmountPer: 'HOUR',
    state: 'PENDING',
    requestType: 'NEW',
    requestedBy: 'agent01',
    requestedTime: 1795235612936,
    awaitingMe: true,
    actions: ['ACCEPT', 'REJECT'],
    createdTime: 1795235612936,
    activeFrom: null,
    endedTime: null,
    endReason: null,
    replaces: null,
    remark: 'Hourly salary for the Bang Na team',
    ...over,
  };
}

const parsed = (over: Record<string, unknown> = {}): Contract => parseContracts({ withUpline: [contractJson(over)], withDownlines: [] })!.withUpline[0]!;

describe('pay record calls', () => {
  it('ask each kind its own path with the period, scope and page', () => {
    const q = { startDate: '2026-11-01', endDate: '2026-11-22', scope: 'downlines' as const, pageNo: 2, pageSize: 10 };
    expect(payRecords('dividend', q).path).toBe('/wps/agent/dividends?startTime=2026-11-01&endTime=2026-11-22&scope=downlines&pageNo=2&pageSize=10');
    expect(payRecords('daily', q).path.startsWith('/wps/agent/salary/daily?')).toBe(true);
    expect(payRecords('hourly', q).path.startsWith('/wps/agent/salary/hourly?')).toBe(true);
    expect(payRecords('realtime', { ...q, username: 'agent01a' }).path).toContain(
      '/wps/agent/salary/realtime?startTime=2026-11-01&endTime=2026-11-22&scope=downlines&username=agent01a',
    );
  });

  it('read the rows, the summary and the period length, dropping rows they cannot read', () => {
    const page = parsePayRecords({
      list: [realtimeRow, { ...realtimeRow, id: 6250, status: 'UNPAID', note: 'UPLINE_BALANCE', amount: 0 }, { id: 'x' }, { ...realtimeRow, status: 'MAYBE' }],
      pageNo: 1,
      pageSize: 10,
      totalCount: 41,
      totalPages: 5,
      summary: { periods: 41, paidPeriods: 40, totalAmount: 35.49, validBet: 11830.0 },
      contract: { id: 4 },
      periodMinutes: 5,
    });
    expect(page?.rows.map((r) => [r.id, r.status, r.note])).toEqual([
      [6249, 'PAID', ''],
      [6250, 'UNPAID', 'UPLINE_BALANCE'],
    ]);
    expect(page?.rows[0]).toMatchObject({ payer: 'PLATFORM', rate: 0.3, amount: 0.06, validBet: 20, profitLoss: 17.54, activeMembers: 1 });
    expect(page?.summary).toEqual({ periods: 41, paidPeriods: 40, totalAmount: 35.49, validBet: 11830 });
    expect(page?.periodMinutes).toBe(5);
    expect(page?.totalPages).toBe(5);
    expect(parsePayRecords({ nope: true })).toBeNull();
    expect(parsePayRecords(null)).toBeNull();
  });
});

describe('contract calls', () => {
  it('list contracts (of one type) and read both sides', () => {
    expect(contracts().path).toBe('/wps/agent/contracts');
    expect(contracts('HOURLY_SALARY').path).toBe('/wps/agent/contracts?type=HOURLY_SALARY');
    const list = parseContracts({
      awaitingMe: 1,
      withUpline: [contractJson(), { id: 1, type: 'SOMETHING', rate: 1 }],
      withDownlines: [
        contractJson({ id: 17, upline: 'agent01a', downline: 'agent01b', rate: 0.7, state: 'TERMINATED', endReason: 'UPLINE_RATE_LOWERED', actions: ['FLY'] }),
      ],
    });
    expect(list?.awaitingMe).toBe(1);
    expect(list?.withUpline).toHaveLength(1);
    expect(list?.withUpline[0]).toMatchObject({
      id: 19,
      type: 'HOURLY_SALARY',
      rate: 0.4,
      requestType: 'NEW',
      awaitingMe: true,
      actions: ['ACCEPT', 'REJECT'],
      betAmount: 200,
      betAmountPer: 'HOUR',
    });
    expect(list?.withDownlines[0]).toMatchObject({ downline: 'agent01b', endReason: 'UPLINE_RATE_LOWERED', actions: [] });
    expect(parsed({ upline: null, uplineType: 'PLATFORM' }).upline).toBeNull();
    expect([parsed({ betAmountPer: 'HOUR_MS' }).betAmountPer, parsed({ betAmountPer: 'FIVE_MINUTES' }).betAmountPer]).toEqual(['HOUR', 'FIVE_MINUTES']);
    expect(parseContracts({ withUpline: [] })).toBeNull();
  });

  it('send offers, termination requests and answers with the bodies the upstream takes', () => {
    const o = offer({ type: 'HOURLY_SALARY', downline: 'agent01a', rate: 0.3, remark: 'ลดอัตรา' });
    expect([o.method, o.path, o.body]).toEqual([
      'POST',
      '/wps/agent/contracts/request',
      { requestType: 'NEW', type: 'HOURLY_SALARY', downline: 'agent01a', rate: 0.3, remark: 'ลดอัตรา' },
    ]);
    expect(requestTermination(17).body).toEqual({ requestType: 'TERMINATION', contractId: 17, remark: undefined });
    expect([accept(19).path, accept(19).body]).toEqual(['/wps/agent/contracts/accept', { contractId: 19, remark: undefined }]);
    expect(reject(19, 'no').body).toEqual({ contractId: 19, remark: 'no' });
    expect([terminate(17).path, terminate(17).body]).toEqual(['/wps/agent/contracts/terminate', { contractId: 17 }]);
  });

  it('read what an offer would end and what an answer ended', () => {
    const requested = parseRequested({
      contract: contractJson({ id: 6285, replaces: 6 }),
      wouldTerminate: [{ id: 17, downline: 'agent01b', rate: 0.7 }, { bad: 1 }],
    });
    expect(requested?.contract.replaces).toBe(6);
    expect(requested?.wouldTerminate).toEqual([{ id: 17, downline: 'agent01b', rate: 0.7 }]);
    const answered = parseAnswered({ contract: contractJson({ state: 'ACTIVE' }), automaticallyEnded: [{ id: 17, downline: 'agent01b', rate: 0.7 }] });
    expect(answered?.automaticallyEnded.map((c) => c.downline)).toEqual(['agent01b']);
    expect(parseAnswered({ automaticallyEnded: [] })).toBeNull();
    expect(parseRequested({ contract: { id: 1 } })).toBeNull();
  });

  it('map kinds to contract types and back', () => {
    expect(contractTypeOf('realtime')).toBe('REALTIME_SALARY');
    expect(kindOfContractType('DAILY_SALARY')).toBe('daily');
    expect(kindOfContractType('DAILY')).toBeNull();
  });
});

describe('pay pages and contract rules', () => {
  it('configure the four pay pages of the centre table, real-time refreshing on its own', () => {
    const gated = AGENT_PAGES.filter((p) => 'flag' in p).map((p) => p.key);
    expect(Object.keys(PAY_PAGES)).toEqual(gated);
    expect(
      Object.entries(PAY_PAGES)
        .filter(([, c]) => c.live)
        .map(([k]) => k),
    ).toEqual(['agentRealtimeSalary']);
  });

  it('put requests waiting for me first and tell chain endings apart', () => {
    const list = [parsed({ id: 1, awaitingMe: false }), parsed({ id: 2, awaitingMe: true }), parsed({ id: 3, awaitingMe: false })];
    expect(awaitingFirst(list).map((c) => c.id)).toEqual([2, 1, 3]);
    expect(endedByChain(parsed({ endReason: 'UPLINE_RATE_LOWERED' }))).toBe(true);
    expect(endedByChain(parsed({ endReason: 'UPLINE_CONTRACT_ENDED' }))).toBe(true);
    expect(endedByChain(parsed({ endReason: 'TERMINATED_BY_UPLINE' }))).toBe(false);
    // The upline's TERMINATE of its own pending offer is a withdrawal; of an active contract, an ending.
    expect(cardActions(parsed({ state: 'PENDING', actions: ['TERMINATE'] }))).toEqual(['WITHDRAW']);
    expect(cardActions(parsed({ state: 'ACTIVE', actions: ['TERMINATE'] }))).toEqual(['TERMINATE']);
  });

  it('work out what accepting a request ends down the rate chain', () => {
    const mine = (withDownlines: Contract[], withUpline: Contract[] = []): Contracts => ({ awaitingMe: 1, withUpline, withDownlines });
    const paysB = parsed({ id: 17, upline: 'agent01a', downline: 'agent01b', rate: 0.35, state: 'ACTIVE', awaitingMe: false });
    const paysC = parsed({ id: 18, upline: 'agent01a', downline: 'agent01c', rate: 0.2, state: 'ACTIVE', awaitingMe: false });
    const offerToD = parsed({ id: 20, upline: 'agent01a', downline: 'agent01d', rate: 0.38, state: 'PENDING', awaitingMe: false });
    const otherKind = parsed({ id: 21, type: 'DAILY_SALARY', upline: 'agent01a', downline: 'agent01b', rate: 0.9, state: 'ACTIVE' });
    const current = parsed({ id: 6, rate: 0.4, state: 'ACTIVE', awaitingMe: false });
    const cut = parsed({ id: 30, rate: 0.3, replaces: 6 });
    const effect = acceptEffect(cut, mine([paysB, paysC, offerToD, otherKind], [current, cut]), 'agent01a');
    expect(effect.replaced?.id).toBe(6);
    expect(effect.ends).toEqual([{ id: 17, downline: 'agent01b', rate: 0.35 }]);
    expect(effect.voided).toEqual([{ id: 20, downline: 'agent01d', rate: 0.38 }]);
    // My upline asks to end my contract: everything I pay of that kind ends.
    const ending = parsed({ id: 6, rate: 0.4, state: 'TERMINATION_PENDING', requestType: 'TERMINATION' });
    expect(acceptEffect(ending, mine([paysB, paysC, otherKind]), 'agent01a').ends.map((c) => c.id)).toEqual([17, 18]);
    // My downline asks to end the contract I pay it: its own contracts of the kind end below it.
    const theirs = parsed({ id: 17, upline: 'agent01a', downline: 'agent01b', state: 'TERMINATION_PENDING', requestType: 'TERMINATION' });
    expect(acceptEffect(theirs, mine([theirs]), 'agent01a')).toEqual({ replaced: null, ends: [], voided: [], downlineChainEnds: 'agent01b' });
    // A higher offer ends nothing.
    expect(acceptEffect(parsed({ id: 31, rate: 0.5 }), mine([paysB]), 'agent01a').ends).toEqual([]);
  });

  it('check the form of an offered rate before the call', () => {
    expect(['', ' ', 'abc', '0.123', '-1', '1e2', '0', '100.01'].map((r) => rateProblem(r))).toEqual([
      'missing',
      'missing',
      'format',
      'format',
      'format',
      'format',
      'range',
      'range',
    ]);
    expect(['0.3', '35', '100', ' 0.25 '].map((r) => rateProblem(r))).toEqual([null, null, null, null]);
    expect(formatRate(0.7)).toBe('0.70%');
    expect(formatRate(35)).toBe('35.00%');
  });
});

describe('period labels', () => {
  const zone = 'Asia/Bangkok';
  // 2026-11-22 01:25 to 01:30 in Bangkok (UTC+7).
  const start = Date.UTC(2026, 10, 21, 18, 25);
  it('name a day, a span of days and a span within a day in the brand zone', () => {
    expect(periodText('FIVE_MINUTES', start, start + 300_000, zone)).toBe('22-11-2026 01:25–01:30');
    expect(periodText('HOURLY', Date.UTC(2026, 10, 21, 17), Date.UTC(2026, 10, 21, 18), zone)).toBe('22-11-2026 00:00–01:00');
    expect(periodText('DAILY', Date.UTC(2026, 10, 21, 17), Date.UTC(2026, 10, 22, 17), zone)).toBe('22-11-2026');
    expect(periodText('WEEKLY', Date.UTC(2026, 10, 8, 17), Date.UTC(2026, 10, 15, 17), zone)).toBe('09-11-2026 – 15-11-2026');
  });
});
