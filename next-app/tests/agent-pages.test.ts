import { describe, expect, it } from 'vitest';
import { OVERVIEW_GROUPS, isAmount, overviewCharts } from '../lib/agent/overview';
import { checkDownline, DOWNLINE_NICKNAME_MAX, type DownlineForm } from '../lib/agent/register';
import { registerRules } from '../lib/access/validation';
import { announcements, OVERVIEW_FIELDS, parseOverview, registerDownline, teamOverview } from '../lib/bff/calls/agent';

/** The mock's overview answer (upstream-mocks/docs/agent.md). */
const OVERVIEW = {
  startTime: 1794762000000,
  endTime: 1795366800000,
  teamSize: 17,
  directMembers: 9,
  subAgents: 2,
  newMembers: 2,
  activeMembers: 13,
  onlineMembers: 1,
  firstDepositMembers: 2,
  depositCount: 3,
  depositAmount: 8600.0,
  withdrawalCount: 1,
  withdrawalAmount: 5100.0,
  betCount: 208,
  betAmount: 35340.0,
  validBet: 35160.0,
  payout: 25176.17,
  profitLoss: -10163.83,
  income: 427.18,
  teamBalance: 50438.12,
};

describe('the team overview', () => {
  it('asks for whole days and reads every figure', () => {
    const call = teamOverview({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(call.path).toBe('/wps/agent/team/overview?startTime=2026-11-16&endTime=2026-11-22');
    expect(call.parse(OVERVIEW)).toMatchObject({ teamSize: 17, depositAmount: 8600, profitLoss: -10163.83, teamBalance: 50438.12 });
  });

  it('refuses an answer missing a figure rather than showing 0', () => {
    const { payout: _gone, ...withoutPayout } = OVERVIEW;
    expect(parseOverview(withoutPayout)).toBeNull();
    expect(parseOverview('x')).toBeNull();
  });

  it('shows every figure once, amounts as money, and charts money in/out and bets against the result', () => {
    const shown = OVERVIEW_GROUPS.flatMap((g) => g.fields as readonly string[]);
    expect([...shown].sort()).toEqual([...OVERVIEW_FIELDS].sort());
    expect(isAmount('depositAmount')).toBe(true);
    expect(isAmount('depositCount')).toBe(false);
    const charts = overviewCharts(parseOverview(OVERVIEW)!);
    expect(charts.map((c) => c.bars.map((b) => `${b.field}:${b.tone}`))).toEqual([
      ['depositAmount:in', 'withdrawalAmount:out'],
      ['betAmount:bet', 'validBet:bet', 'payout:bet', 'profitLoss:loss'],
    ]);
    expect(overviewCharts({ ...parseOverview(OVERVIEW)!, profitLoss: 12 })[1]!.bars[3]!.tone).toBe('gain');
  });
});

describe('the announcements', () => {
  it('read pinned, personal and operator notices and drop a row without an id', () => {
    const call = announcements(2, 10);
    expect(call.path).toBe('/wps/agent/announcements?pageNo=2&pageSize=10');
    const page = call.parse({
      list: [
        { id: 1, title: 'Schedule', content: '<p>x</p>', startDate: 1792715612936, endDate: null, top: true, type: 'SYSTEM' },
        { id: 2, title: 'Offer', content: 'y', startDate: 1792715600000, top: false, type: 'PERSONAL' },
        { title: 'no id' },
      ],
      pageNo: 2,
      pageSize: 10,
      totalCount: 12,
      totalPages: 2,
    });
    expect(page?.rows.map((n) => [n.id, n.pinned, n.kind])).toEqual([
      [1, true, 'SYSTEM'],
      [2, false, 'PERSONAL'],
    ]);
    expect(page?.totalPages).toBe(2);
  });
});

describe('registering a downline', () => {
  // The registration settings' rules as the mock sends them (user name: a letter, then letters and digits).
  const rules = registerRules({
    username: { key: 'username', enabled: true, required: true, minLength: 6, maxLength: 13, patternId: 1, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
    password: { key: 'password', enabled: true, required: true, minLength: 6, maxLength: 12, patternId: 2, acceptedPattern: '^[a-zA-Z0-9]*$' },
  });
  const good: DownlineForm = { username: 'lek2025', password: 'pass99', confirmPassword: 'pass99', nickname: 'เล็ก', isAgent: false };

  it('passes a good form and sends it as the upstream takes it', () => {
    expect(checkDownline(good, rules)).toEqual({});
    const call = registerDownline(good);
    expect([call.method, call.path, call.body]).toEqual(['PUT', '/wps/agent/downline/register', good]);
    expect(call.parse({ customerId: 53, userName: 'lek2025', customerType: 0, upline: 'agent01' })).toEqual({
      userName: 'lek2025',
      customerType: 0,
      upline: 'agent01',
    });
  });

  it('refuses, field by field, what the registration rules refuse', () => {
    const problems = checkDownline(
      { username: '9lives', password: 'abc', confirmPassword: 'abd', nickname: 'x'.repeat(DOWNLINE_NICKNAME_MAX + 1), isAgent: true },
      rules,
    );
    expect(problems.username).toMatchObject({ kind: 'format', patternId: 1 });
    expect(problems.password).toMatchObject({ kind: 'format', patternId: 2 });
    expect(problems.confirmPassword).toEqual({ kind: 'mismatch', field: 'confirmPassword' });
    expect(problems.nickname).toMatchObject({ kind: 'format', field: 'nickname' });
    expect(checkDownline({ ...good, username: ' ', password: '' }, rules)).toMatchObject({ username: { kind: 'required' }, password: { kind: 'required' } });
    // Markup is refused in every field, even the free-text nickname.
    expect(checkDownline({ ...good, nickname: '<script>' }, rules).nickname).toMatchObject({ kind: 'format' });
  });
});
