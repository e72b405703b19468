import { describe, expect, it } from 'vitest';
import {
  addBankCard,
  banks,
  deleteMail,
  inbox,
  invitations,
  markMailRead,
  missionLeaderboard,
  missions,
  referralDetails,
  removeBankCard,
} from '../lib/bff/calls/community';

describe('community calls', () => {
  it('referral details: the code (made on first ask) and the count', () => {
    const call = referralDetails();
    expect(call.path).toBe('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true');
    expect(call.parse({ referralCode: 'DEMO01TH', totalInvitations: 2 })).toEqual({ code: 'DEMO01TH', invitations: 2 });
    expect(call.parse({ referralCode: null, totalInvitations: 0 })).toEqual({ code: null, invitations: 0 });
  });

  it('invitations: a page as the upstream pages it, entries without a time dropped', () => {
    const call = invitations(2, 10);
    expect(call.path).toBe('/wps/relay/MCSFE_getReferralInvitations?pageNo=2&pageSize=10');
    const page = call.parse({
      list: [{ account: 'ne***01', registerTime: 1790200000000, firstDepositTime: null }, { account: 'x' }],
      pageNo: 2,
      totalCount: 11,
      totalPages: 2,
    });
    expect(page).toEqual({ items: [{ account: 'ne***01', registerTime: 1790200000000, firstDepositTime: null }], page: 2, totalPages: 2, totalCount: 11 });
    expect(call.parse({ nothing: true })).toBeNull();
  });

  it('missions: money metrics are amounts, counts are not; unknown states are dropped; the counts come along', () => {
    const call = missions('F', 1, 5);
    expect(call.path).toBe('/wps/relay/MCSFE_getMissionSummaryDetails?status=F&page=1&size=5');
    const page = call.parse({
      list: [
        {
          missionId: 628,
          title: 'Live table regular',
          period: 'DAILY',
          periodEnd: 1,
          metric: 'VALID_BET',
          targetValue: 1000,
          reachedValue: 1000,
          percent: 100,
          status: 'FINISHED',
          reward: 15,
        },
        {
          missionId: 629,
          title: 'Ten bets',
          period: 'DAILY',
          metric: 'BET_COUNT',
          targetValue: 10,
          reachedValue: 3,
          percent: 30,
          status: 'IN_PROGRESS',
          reward: 10,
        },
        { missionId: 630, status: 'EXPIRED' },
      ],
      pageNo: 1,
      totalPages: 1,
      totalCount: 3,
      finishedCount: 3,
      claimedCount: 1,
    });
    expect(page?.items.map((m) => [m.id, m.isMoney, m.status])).toEqual([
      [628, true, 'FINISHED'],
      [629, false, 'IN_PROGRESS'],
    ]);
    expect([page?.finishedCount, page?.claimedCount]).toEqual([3, 1]);
  });

  it('leaderboard: the rows and the member’s own row (rank 0 off the board)', () => {
    const board = missionLeaderboard(628).parse({
      list: [{ rank: 1, playerName: 'so***ai', reachedValue: 1200 }],
      footer: { rank: 0, playerName: 'de***01', reachedValue: 0 },
    });
    expect(board).toEqual({ rows: [{ rank: 1, playerName: 'so***ai', reached: 1200 }], mine: { rank: 0, playerName: 'de***01', reached: 0 } });
    expect(missionLeaderboard(628).parse({ list: [] })).toBeNull();
  });

  it('mailbox: filters only when chosen; unknown categories kept without one; actions answer the unread count', () => {
    expect(inbox({ category: null, isRead: null }, 1, 10).path).toBe('/wps/relay/EMFE_getInboxList?pageNo=1&pageSize=10');
    const call = inbox({ category: 'TRANSACTION', isRead: false }, 2, 10);
    expect(call.path).toBe('/wps/relay/EMFE_getInboxList?category=TRANSACTION&isRead=false&pageNo=2&pageSize=10');
    const page = call.parse({
      list: [
        { id: 90, category: 'TRANSACTION', title: 'Withdrawal approved', content: 'Paid out.', createTime: 5, isRead: false },
        { id: 91, category: 'NEWS', title: 'x' },
      ],
      pageNo: 2,
      totalPages: 2,
      totalCount: 12,
      unreadCount: 3,
    });
    expect(page?.items.map((m) => [m.id, m.category, m.isRead])).toEqual([
      [90, 'TRANSACTION', false],
      [91, null, false],
    ]);
    expect(page?.unreadCount).toBe(3);

    const read = markMailRead({ ids: [90] });
    expect([read.method, read.path, read.body]).toEqual(['POST', '/wps/relay/EMFE_markInboxRead', { ids: [90] }]);
    const all = deleteMail({ all: true });
    expect([all.method, all.path, all.body]).toEqual(['DELETE', '/wps/relay/EMFE_deleteInbox', { all: true }]);
    expect(all.parse(2)).toBe(2);
    expect(all.parse('x')).toBeNull();
  });

  it('bank cards: the bank list with account lengths; add answers the card, remove the cards left, in the settings shape', () => {
    expect(banks().parse([{ bankCode: 'GSB', bankName: 'ธนาคารออมสิน (GSB)', accountLength: 12 }, { bankCode: 'X' }])).toEqual([
      { code: 'GSB', name: 'ธนาคารออมสิน (GSB)', accountLength: 12 },
    ]);
    const add = addBankCard({ bankCode: 'KTB', accountNo: '5550001234', accountName: 'ทดสอบ เดโม' });
    expect([add.method, add.path]).toEqual(['POST', '/wps/relay/MCSFE_addBankCard']);
    const card = { bankCardId: 715, bankCode: 'KTB', bankName: 'ธนาคารกรุงไทย (KTB)', accountName: 'ทดสอบ เดโม', accountNo: '******1234', isDefault: false };
    expect(add.parse(card)).toEqual({ id: 715, bankName: 'ธนาคารกรุงไทย (KTB)', accountName: 'ทดสอบ เดโม', accountNo: '******1234', isDefault: false });
    const remove = removeBankCard(715);
    expect(remove.body).toEqual({ bankCardId: 715 });
    expect(remove.parse([{ ...card, isDefault: true }])?.[0]?.isDefault).toBe(true);
    expect(remove.parse({})).toBeNull();
  });
});
