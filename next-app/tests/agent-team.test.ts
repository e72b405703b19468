import { describe, expect, it } from 'vitest';
import { isReplayGuarded } from '../lib/bff/action';
import { agentTeam } from '../lib/bff/calls';

const period = { startDate: '2026-11-16', endDate: '2026-11-22' };
const everyone = { level: '' as const, parent: '', username: '' };

describe('agent team calls', () => {
  it('asks team members by level, parent and name and reads them, dropping rows without a name or balance', () => {
    const call = agentTeam.teamMembers({ level: 'all', parent: 'agent01a', username: ' nar ', pageNo: 2, pageSize: 20 });
    expect(call.path).toBe('/wps/agent/team/members?level=all&parent=agent01a&username=nar&pageNo=2&pageSize=20');
    expect(agentTeam.teamMembers({ ...everyone, level: 'direct', pageNo: 1, pageSize: 20 }).path).toBe(
      '/wps/agent/team/members?level=direct&pageNo=1&pageSize=20',
    );
    const parsed = call.parse({
      list: [
        {
          id: 19,
          userName: 'narong99',
          nickname: 'narong99',
          customerType: 0,
          isAgent: false,
          level: 3,
          uplineName: 'agent01b',
          balance: 1900.54,
          currency: 'THB',
          regDate: 1785078084510,
          lastLoginTime: null,
          online: false,
          directDownlines: 0,
          teamSize: 0,
        },
        { id: 20, userName: '', balance: 1 },
        { id: 21, userName: 'x', balance: 'lots' },
      ],
      pageNo: 2,
      pageSize: 20,
      totalCount: 21,
      totalPages: 2,
    });
    expect(parsed?.rows).toEqual([
      {
        id: 19,
        userName: 'narong99',
        nickname: 'narong99',
        isAgent: false,
        level: 3,
        uplineName: 'agent01b',
        balance: 1900.54,
        currency: 'THB',
        regDate: 1785078084510,
        lastLoginTime: null,
        online: false,
        directDownlines: 0,
        teamSize: 0,
      },
    ]);
    expect(parsed).toMatchObject({ pageNo: 2, totalCount: 21, totalPages: 2 });
    expect(call.parse({ items: [] })).toBeNull();
  });

  it('sends a downline transfer with its remark trimmed, guarded against replays, and reads both balances', () => {
    const call = agentTeam.transferToDownline({ username: 'agent01a', amount: 500, password: 'abc123', remark: ' ทุน ' });
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/wps/agent/downline/transfer');
    expect(call.body).toEqual({ username: 'agent01a', amount: 500, password: 'abc123', remark: 'ทุน' });
    // The BFF refuses it without an idempotency key, so `send` must add one.
    expect(isReplayGuarded(call)).toBe(true);
    expect(call.parse({ transactionId: 6283, userName: 'agent01a', amount: 500, balance: 57259.82, downlineBalance: 500, time: 1795307612996 })).toEqual({
      transactionId: 6283,
      userName: 'agent01a',
      amount: 500,
      balance: 57259.82,
      downlineBalance: 500,
      time: 1795307612996,
    });
    expect(call.parse({ transactionId: 1, amount: 500, balance: 1 })).toBeNull();
  });

  it('asks team bets for the period as Bangkok days with every filter, and reads rows and summary', () => {
    const call = agentTeam.teamBets({ ...period, ...everyone, level: 'direct', gameType: 'LIVE', vendor: 'EVO', pageNo: 1, pageSize: 20 });
    expect(call.path).toBe('/wps/agent/team/bets?startTime=2026-11-16&endTime=2026-11-22&level=direct&gameType=LIVE&vendor=EVO&pageNo=1&pageSize=20');
    const parsed = call.parse({
      list: [
        {
          betId: 2515,
          userName: 'prasert66',
          level: 2,
          gameType: 'LIVE',
          vendor: 'EVO',
          gameName: 'Baccarat A',
          betAmount: 20,
          validBet: 20,
          payout: 37.54,
          winLoss: 17.54,
          betTime: 1795285500000,
        },
        { betId: 2516, userName: 'x', betTime: 1, betAmount: 20 },
      ],
      pageNo: 1,
      totalCount: 45,
      totalPages: 3,
      summary: { betCount: 45, betAmount: 4890, validBet: 4710, payout: 2328.37, winLoss: -2561.63 },
    });
    expect(parsed?.rows).toHaveLength(1);
    expect(parsed?.rows[0]).toMatchObject({ betId: 2515, userName: 'prasert66', vendor: 'EVO', winLoss: 17.54 });
    expect(parsed?.summary).toEqual({ betCount: 45, betAmount: 4890, validBet: 4710, payout: 2328.37, winLoss: -2561.63 });
    // A list without its totals is not a report.
    expect(call.parse({ list: [], totalCount: 0 })).toBeNull();
  });

  it('reads user profit and loss with its TOTAL summary', () => {
    const call = agentTeam.userProfitLoss({ ...period, level: '', parent: 'agent01a', username: '', pageNo: 1, pageSize: 20 });
    expect(call.path).toBe('/wps/agent/report/profitLoss?startTime=2026-11-16&endTime=2026-11-22&parent=agent01a&pageNo=1&pageSize=20');
    const row = {
      betCount: 11,
      betAmount: 9120,
      validBet: 9120,
      payout: 7032.34,
      winLoss: -2087.66,
      deposit: 0,
      withdrawal: 5100,
      bonus: 0,
      rebate: 0,
      commission: 0,
      profitLoss: -2087.66,
    };
    const parsed = call.parse({
      list: [{ userName: 'thanawat5', isAgent: false, level: 2, ...row }],
      totalCount: 1,
      totalPages: 1,
      summary: { userName: 'TOTAL', ...row, commission: 200.96, profitLoss: -1886.7 },
    });
    expect(parsed?.rows).toEqual([{ userName: 'thanawat5', isAgent: false, level: 2, ...row }]);
    expect(parsed?.summary).toEqual({ ...row, commission: 200.96, profitLoss: -1886.7 });
  });

  it('reads the income report per day and refuses days that are not dates', () => {
    const call = agentTeam.income({ ...period, pageNo: 1, pageSize: 31 });
    expect(call.path).toBe('/wps/agent/report/income?startTime=2026-11-16&endTime=2026-11-22&pageNo=1&pageSize=31');
    const day = { dividend: 0, dailyWages: 118.8, hourlySalary: 0, realtimeSalary: 0.45, paidToDownlines: -44.58, netIncome: 74.67 };
    const parsed = call.parse({
      list: [
        { date: '2026-11-22', ...day },
        { date: 'TOTAL', ...day },
      ],
      totalCount: 1,
      totalPages: 1,
      summary: { date: 'TOTAL', ...day },
    });
    expect(parsed?.rows).toEqual([{ date: '2026-11-22', ...day }]);
    expect(parsed?.summary).toEqual(day);
  });

  it('asks downline transactions by type and reads money in and out', () => {
    const call = agentTeam.downlineTransactions({ ...period, ...everyone, type: 'DEPOSIT', pageNo: 1, pageSize: 20 });
    expect(call.path).toBe('/wps/agent/downline/transactions?startTime=2026-11-16&endTime=2026-11-22&type=DEPOSIT&pageNo=1&pageSize=20');
    const parsed = call.parse({
      list: [
        {
          id: 6182,
          userName: 'supaporn4',
          level: 3,
          type: 'DEPOSIT',
          amount: 5200,
          balanceAfter: 5494.62,
          time: 1795267380000,
          remark: 'Bank transfer deposit (KBank)',
        },
      ],
      totalCount: 3,
      totalPages: 1,
      summary: { count: 3, totalIn: 8600, totalOut: 0, deposit: 8600, withdrawal: 0 },
    });
    expect(parsed?.rows[0]).toEqual({
      id: 6182,
      userName: 'supaporn4',
      level: 3,
      type: 'DEPOSIT',
      amount: 5200,
      balanceAfter: 5494.62,
      time: 1795267380000,
      remark: 'Bank transfer deposit (KBank)',
    });
    expect(parsed?.summary).toEqual({ count: 3, totalIn: 8600, totalOut: 0, deposit: 8600, withdrawal: 0 });
  });
});
