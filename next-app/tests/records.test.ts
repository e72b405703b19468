import { describe, expect, it } from 'vitest';
import { raffles, records } from '../lib/bff/calls';
import { claimables } from '../lib/member/rewards';
import { features } from './fixtures/features';
import { centrePage } from '../lib/member/centre';

const period = { startDate: '2026-11-01', endDate: '2026-11-22' };

describe('record calls', () => {
  it('asks the betting record with its filters and reads rows and totals, dropping malformed rows', () => {
    const call = records.betHistory({ ...period, gameType: 'RNG', vendor: 'PG', pageNo: 2, pageSize: 10 });
    expect(call.path).toBe('/wps/relay/MCSFE_getBetHistory?startDate=2026-11-01&endDate=2026-11-22&gameType=RNG&vassalage=PG&pageNo=2&pageSize=10');
    const parsed = call.parse({
      list: [
        {
          betId: 586,
          betTime: 1795286959135,
          gameType: 'RNG',
          vassalage: 'PG',
          gameName: 'Mahjong Ways 2',
          betAmount: 200,
          validBet: 200,
          payout: 0,
          winLoss: -200,
        },
        { betId: 'x' },
      ],
      pageNo: 2,
      pageSize: 10,
      totalCount: 17,
      totalPages: 2,
      summary: { betCount: 17, betAmount: 490, validBet: 490, payout: 306.04, winLoss: -183.96 },
    });
    expect(parsed?.rows).toEqual([
      { id: 586, time: 1795286959135, gameType: 'RNG', vendor: 'PG', gameName: 'Mahjong Ways 2', betAmount: 200, validBet: 200, payout: 0, winLoss: -200 },
    ]);
    expect(parsed).toMatchObject({ pageNo: 2, totalCount: 17, totalPages: 2, summary: { betCount: 17, winLoss: -183.96 } });
    expect(call.parse({ list: [] })).toBeNull();
  });

  it('leaves empty filters out of the account record and bonus details', () => {
    expect(records.transactionHistory({ ...period, type: '', pageNo: 1, pageSize: 20 }).path).toBe(
      '/wps/relay/MCSFE_getTransactionHistory?startDate=2026-11-01&endDate=2026-11-22&pageNo=1&pageSize=20',
    );
    const bonus = records.bonusDetails({ ...period, type: 'REBATE', pageNo: 1, pageSize: 20 });
    expect(bonus.path).toContain('/wps/relay/MCSFE_getBonusDetails?');
    expect(bonus.path).toContain('type=REBATE');
    const parsed = bonus.parse({
      list: [{ transactionId: 692, transactionType: 'BONUS', transactionTypeName: 'Bonus', amount: 30, remark: 'Mission: Vendor tour', transactionTime: 5 }],
      totalCount: 13,
      totalPages: 1,
      summary: { totalBonus: 213, totalRebate: 107.41, total: 320.41 },
    });
    expect(parsed?.rows[0]).toEqual({ id: 692, time: 5, type: 'BONUS', typeName: 'Bonus', amount: 30, balanceAfter: null, remark: 'Mission: Vendor tour' });
    expect(parsed?.summary).toEqual({ totalBonus: 213, totalRebate: 107.41, total: 320.41 });
  });

  it('reads the profit and loss per game type with the money of the period', () => {
    const call = records.profitLoss({ ...period, gameType: '' });
    expect(call.path).toBe('/wps/relay/MCSFE_getProfitLoss?startDate=2026-11-01&endDate=2026-11-22');
    const parsed = call.parse({
      rows: [{ gameType: 'FISH', betCount: 9, betAmount: 660, validBet: 660, payout: 250.46, winLoss: -409.54 }],
      total: { betCount: 9, betAmount: 660, validBet: 660, payout: 250.46, winLoss: -409.54 },
      deposit: 18500,
      withdrawal: 19500,
      bonus: 193,
      rebate: 71.87,
    });
    expect(parsed?.rows).toEqual([{ gameType: 'FISH', betCount: 9, betAmount: 660, validBet: 660, payout: 250.46, winLoss: -409.54 }]);
    expect(parsed).toMatchObject({ deposit: 18500, withdrawal: 19500, bonus: 193, rebate: 71.87 });
    expect(call.parse({ rows: [] })).toBeNull();
  });
});

describe('reward calls', () => {
  it('lists tickets of one status and claims one by id', () => {
    const list = records.claimTickets('AVAILABLE');
    expect(list.path).toBe('/wps/relay/PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE');
    expect(
      list.parse([
        {
          transactionId: 681,
          name: 'Birthday gift',
          ticketType: 'BONUS',
          amount: 300,
          status: 'AVAILABLE',
          promotionId: 616,
          createTime: 1,
          claimTime: null,
          prize: null,
        },
        { transactionId: 682, status: 'LOST' },
      ]),
    ).toEqual([
      { id: 681, name: 'Birthday gift', ticketType: 'BONUS', amount: 300, status: 'AVAILABLE', promotionId: 616, createTime: 1, claimTime: null, prize: null },
    ]);
    expect(list.parse({ list: [] })).toBeNull();
    const claim = records.claimTicket(681);
    expect(claim).toMatchObject({ method: 'POST', path: '/wps/relay/PROMOFE_claimTicket', body: { transactionId: 681, isApp: 'N' } });
    expect(claim.parse({ transactionId: 681, amount: 300, prize: null, balance: 11458.67, chancesLeft: null })).toEqual({
      amount: 300,
      prize: null,
      balance: 11458.67,
      chancesLeft: null,
    });
  });

  it('keeps only promotions in the asked status and claims issued and raffle ones by their own calls', () => {
    const call = records.promotionsToClaim('CLAIM');
    expect(call.path).toBe('/wps/relay/PROMOFE_getPromotions?status=CLAIM&pageNo=1&pageSize=50');
    const parsed = call.parse({
      list: [
        { promotionId: 620, title: 'Lucky wheel', status: 'CLAIM', bonusAmount: null, raffleType: 'PRIZE_WHEEL', chancesLeft: 2, imageUrl: 'w.svg' },
        { promotionId: 621, title: 'Sports starter', status: 'CLAIM', bonusAmount: 100, raffleType: null, chancesLeft: null, imageUrl: '' },
        { promotionId: 622, title: 'Other', status: 'JOIN' },
      ],
    });
    expect(parsed?.map((p) => [p.id, p.raffleType])).toEqual([
      [620, 'PRIZE_WHEEL'],
      [621, null],
    ]);
    expect(records.claimIssuedPromotion(621)).toMatchObject({ method: 'POST', path: '/wps/relay/MCSFE_claimIssuedPromotion', body: { promotionId: 621 } });
    expect(raffles.drawRaffle(620)).toMatchObject({ method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', body: { promotionId: 620 } });
  });

  it('reads the manual rebate and its claim', () => {
    const parsed = records.manualRebate().parse({
      lastClaimTime: 1795064400000,
      rows: [{ gameType: 'FISH', validBet: 360, rate: 0.8, rebate: 2.88 }, { gameType: 'LIVE' }],
      totalValidBet: 6690,
      totalRebate: 40.12,
      minimumClaim: 1,
      claimable: true,
    });
    expect(parsed).toEqual({
      lastClaimTime: 1795064400000,
      rows: [{ gameType: 'FISH', validBet: 360, rate: 0.8, rebate: 2.88 }],
      totalValidBet: 6690,
      totalRebate: 40.12,
      minimumClaim: 1,
      claimable: true,
    });
    const claim = records.claimManualRebate();
    expect(claim).toMatchObject({ method: 'POST', path: '/wps/relay/MCSFE_claimManualRebate', body: {} });
    expect(claim.parse({ amount: 40.12, balance: 9885.79, claimTime: 1 })).toEqual({ amount: 40.12, balance: 9885.79 });
  });
});

describe('what the reward centre offers to claim', () => {
  const ticket = (id: number, ticketType: string, promotionId: number | null, status: 'AVAILABLE' | 'CLAIMED' = 'AVAILABLE') => ({
    id,
    name: `T${id}`,
    ticketType,
    amount: ticketType === 'BONUS' ? 300 : 0,
    status,
    promotionId,
    createTime: id,
    claimTime: null,
    prize: null,
  });
  const promotion = (id: number, status: 'ISSUED' | 'CLAIM', raffleType: string | null, chancesLeft: number | null = null) => ({
    id,
    title: `P${id}`,
    status,
    bonusAmount: raffleType ? null : 50,
    raffleType,
    chancesLeft,
    imageUrl: '',
  });

  it('shows each waiting ticket, and a promotion only when no waiting ticket claims it', () => {
    const items = claimables(
      [ticket(1, 'BONUS', 616), ticket(2, 'PRIZE_WHEEL', 620), ticket(3, 'GOLDEN_EGG', 630, 'CLAIMED'), ticket(4, 'MYSTERY_BOX', null)],
      [
        promotion(616, 'ISSUED', null),
        promotion(620, 'CLAIM', 'PRIZE_WHEEL', 2),
        promotion(621, 'CLAIM', null),
        promotion(630, 'CLAIM', 'GOLDEN_EGG', 1),
        promotion(631, 'CLAIM', 'RED_ENVELOPE', 0),
      ],
    );
    expect(items.map((i) => [i.kind, i.id, i.promotionId, i.type, i.raffle, i.amount, i.chancesLeft])).toEqual([
      ['ticket', 1, 616, 'BONUS', false, 300, null],
      ['ticket', 2, 620, 'PRIZE_WHEEL', true, null, null],
      // An unknown ticket kind is offered as a bonus.
      ['ticket', 4, null, 'BONUS', false, 0, null],
      ['promotion', 621, 621, 'BONUS', false, 50, null],
      // The golden egg's ticket was claimed already: its chance left is drawn through the promotion.
      ['promotion', 630, 630, 'GOLDEN_EGG', true, null, 1],
    ]);
  });

  it('lists a promotion once when both lists carry it', () => {
    expect(claimables([], [promotion(621, 'CLAIM', null), promotion(621, 'CLAIM', null)])).toHaveLength(1);
  });
});

describe('the centre offers the records and rewards pages', () => {
  it('lists the four records and the reward centre, and manual rebate only with its switch', () => {
    for (const key of ['personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails']) expect(centrePage(key, features())?.key).toBe(key);
    expect(centrePage('rewardCenter', features({ reward_centre: true }))?.key).toBe('rewardCenter');
    expect(centrePage('manualRebate', features({ reward_centre: true }))).toBeNull();
    expect(centrePage('manualRebate', features({ manual_rebate: true }))?.key).toBe('manualRebate');
  });
});
