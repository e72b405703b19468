import { describe, expect, it } from 'vitest';
import { isReplayGuarded } from '../lib/bff/action';
import { raffles, records } from '../lib/bff/calls';
import { activityOf, isActivityType } from '../lib/activities/kinds';
import { MAX_STRAY, landingIndex, landingRotation, segmentAngle, segmentAt, segmentCentre, wheelFace } from '../lib/activities/wheel';

describe('the prize wheel lands on the prize drawn', () => {
  it('brings every segment under the pointer, forward from any rotation, after the whole turns asked for', () => {
    for (const count of [2, 3, 5, 8]) {
      for (const from of [0, 17.5, 359, 1800 + 123]) {
        for (let index = 0; index < count; index++) {
          const to = landingRotation(index, count, from);
          expect(segmentAt(to, count)).toBe(index);
          expect(to).toBeGreaterThanOrEqual(from + 5 * 360);
          expect(to).toBeLessThan(from + 6 * 360);
        }
      }
    }
  });

  it('lands on the centre of the segment, or strays from it no further than the allowed share, never over its edge', () => {
    const count = 5;
    // Segment 2 of 5 spans 144°–216° of the wheel; its centre is 180°, so the wheel turns to 180° (mod 360).
    expect(segmentCentre(2, count)).toBe(180);
    expect(landingRotation(2, count, 0) % 360).toBe(180);
    for (const stray of [-1, -0.5, 0.5, 1, 7, -7]) {
      const to = landingRotation(2, count, 0, { stray });
      const offCentre = Math.abs((to % 360) - 180);
      expect(offCentre).toBeLessThanOrEqual(MAX_STRAY * (segmentAngle(count) / 2) + 1e-9);
      expect(segmentAt(to, count)).toBe(2);
    }
  });

  it('stands still on the prize without motion (no whole turns) and turns forward from where it stopped', () => {
    const first = landingRotation(1, 4, 0, { turns: 0 });
    expect(first).toBeLessThan(360);
    expect(segmentAt(first, 4)).toBe(1);
    const second = landingRotation(1, 4, first, { turns: 0 });
    expect(second).toBe(first);
    const third = landingRotation(3, 4, first, { turns: 0 });
    expect(third).toBeGreaterThan(first);
    expect(segmentAt(third, 4)).toBe(3);
  });

  it('reads which segment is under the pointer at any rotation, negative too', () => {
    expect(segmentAt(0, 4)).toBe(0); // the pointer sits on the first segment's start: it belongs to it
    expect(segmentAt(-10, 4)).toBe(0);
    expect(segmentAt(10, 4)).toBe(3);
    expect(segmentAt(360 * 7 + 100, 4)).toBe(2);
  });

  it('paints one slice per prize in two alternating colours', () => {
    expect(wheelFace(3, ['red', 'blue'])).toBe('conic-gradient(red 0deg 120deg, blue 120deg 240deg, red 240deg 360deg)');
  });
});

describe('the segment a draw lands on', () => {
  const prizes = [
    { index: 0, name: '฿8', amount: 8 },
    { index: 1, name: '฿18', amount: 18 },
    { index: 2, name: '฿88', amount: 88 },
  ];
  it('is the place the upstream named when the name agrees', () => {
    expect(landingIndex(prizes, { prizeIndex: 2, prize: '฿88', amount: 88 })).toBe(2);
    expect(landingIndex(prizes, { prizeIndex: 1, prize: null, amount: 18 })).toBe(1);
  });
  it('is found by name and amount when the place is missing or disagrees, and is none when unsure', () => {
    expect(landingIndex(prizes, { prizeIndex: null, prize: '฿18', amount: 18 })).toBe(1);
    expect(landingIndex(prizes, { prizeIndex: 0, prize: '฿88', amount: 88 })).toBe(2);
    expect(landingIndex(prizes, { prizeIndex: 9, prize: 'Mystery', amount: 5 })).toBeNull();
    const twice = [...prizes, { index: 3, name: '฿8', amount: 8 }];
    expect(landingIndex(twice, { prizeIndex: null, prize: '฿8', amount: 8 })).toBeNull();
  });
  it('is a position in the list even when a prize was dropped while reading the table', () => {
    expect(landingIndex([prizes[0]!, prizes[2]!], { prizeIndex: 2, prize: '฿88', amount: 88 })).toBe(1);
  });
});

describe('activities and their calls', () => {
  it('plays the red envelope, the golden egg and the prize wheel; the slot machine keeps its plain draw', () => {
    expect(activityOf(622, 'RED_ENVELOPE', 'Red envelope')).toEqual({ promotionId: 622, type: 'RED_ENVELOPE', title: 'Red envelope' });
    expect(activityOf(621, 'GOLDEN_EGG', 'Golden egg')?.type).toBe('GOLDEN_EGG');
    expect(activityOf(620, 'PRIZE_WHEEL', 'Lucky wheel')?.type).toBe('PRIZE_WHEEL');
    expect(activityOf(623, 'SLOT_MACHINE', 'Jackpot')).toBeNull();
    expect(activityOf(null, 'PRIZE_WHEEL', 'A ticket outside any promotion')).toBeNull();
    expect(isActivityType('BONUS')).toBe(false);
  });

  it('draws with an idempotency key, as a ticket claim does', () => {
    expect(isReplayGuarded(raffles.drawRaffle(620))).toBe(true);
    expect(isReplayGuarded(records.claimTicket(681))).toBe(true);
    expect(isReplayGuarded(raffles.raffleStatus(620))).toBe(false);
  });

  it("reads a draw's prize and its place in the table", () => {
    const won = raffles
      .drawRaffle(620)
      .parse({ transactionId: 685, amount: 88, prize: '฿88', prizeIndex: 2, claimTime: 1795304519275, balance: 11233.67, chancesLeft: 1 });
    expect(won).toEqual({ amount: 88, prize: '฿88', prizeIndex: 2, time: 1795304519275, balance: 11233.67, chancesLeft: 1 });
    expect(raffles.drawRaffle(620).parse({ prize: '฿88' })).toBeNull();
  });

  it("reads a raffle's status: chances, prizes and the draws, dropping malformed rows", () => {
    const call = raffles.raffleStatus(620, 2);
    expect(call.path).toBe('/wps/relay/MCSFE_getRafflePromotionStatus?promotionId=620&pageNo=2&pageSize=10');
    const status = call.parse({
      promotionId: 620,
      title: 'Lucky wheel',
      raffleType: 'PRIZE_WHEEL',
      status: 'CLAIM',
      startTime: 1,
      endTime: 2,
      serverTime: 1,
      chancesLeft: 2,
      chancesTotal: 3,
      prizes: [{ prizeIndex: 0, name: '฿8', amount: 8 }, { name: 'no place' }],
      draws: {
        list: [{ transactionId: 683, drawTime: 1794488700000, prizeIndex: 2, prize: '฿88', amount: 88 }, { transactionId: 1 }],
        pageNo: 2,
        pageSize: 10,
        totalCount: 11,
        totalPages: 2,
      },
    });
    expect(status).toMatchObject({
      promotionId: 620,
      raffleType: 'PRIZE_WHEEL',
      status: 'CLAIM',
      chancesLeft: 2,
      chancesTotal: 3,
      prizes: [{ index: 0, name: '฿8', amount: 8 }],
      draws: { rows: [{ id: 683, time: 1794488700000, prizeIndex: 2, prize: '฿88', amount: 88 }], pageNo: 2, totalCount: 11, totalPages: 2 },
    });
    expect(call.parse({ promotionId: 620, status: 'CLAIM' })).toBeNull();
  });
});
