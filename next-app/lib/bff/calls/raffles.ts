/**
 * The raffles (spec 001: the red envelope, the golden egg and the prize wheel; upstream-mocks/docs/rewards.md):
 * a draw with one of the member's chances, and the member's standing in a raffle with their past draws. A draw
 * names its prize by its place in the raffle's prize table (`prizeIndex`), so a wheel lands on the segment the
 * upstream chose. The draw is replay-guarded: one request per user action reaches the upstream.
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { isObj, listOf, num, str } from '../parse';
import { pageOf, type RecordPage } from '../page';
import { PROMO_STATUSES, type PromoStatus } from './promotions';

export interface RafflePrize {
  /** Its place in the prize table, from 0 (what a draw names). */
  index: number;
  name: string;
  amount: number;
}

/** One of the member's past draws. */
export interface RaffleDraw {
  id: number;
  time: number;
  /** Null for a draw the upstream recorded without its place in the table. */
  prizeIndex: number | null;
  prize: string;
  amount: number;
}

export interface RaffleStatus {
  promotionId: number;
  title: string;
  /** PRIZE_WHEEL, GOLDEN_EGG, RED_ENVELOPE, SLOT_MACHINE (or another the upstream adds). */
  raffleType: string;
  status: PromoStatus;
  startTime: number;
  endTime: number;
  chancesLeft: number;
  chancesTotal: number;
  prizes: RafflePrize[];
  /** Newest first. */
  draws: RecordPage<RaffleDraw>;
}

/** What a claim paid: the amount, a raffle's prize, and the main wallet's balance after. */
export interface Claimed {
  amount: number;
  prize: string | null;
  balance: number | null;
  chancesLeft: number | null;
}

/** Reads a claim's answer: a reward-centre claim's (`records.ts`) or a draw's. */
export function claimed(value: unknown): Claimed | null {
  if (!isObj(value)) return null;
  const amount = num(value.amount);
  if (amount === null) return null;
  return {
    amount,
    prize: typeof value.prize === 'string' && value.prize ? value.prize : null,
    balance: num(value.balance),
    chancesLeft: num(value.chancesLeft),
  };
}

/** What a draw paid, and which prize of the table it was. */
export interface Drawn extends Claimed {
  prizeIndex: number | null;
  time: number | null;
}

function drawn(value: unknown): Drawn | null {
  const paid = claimed(value);
  if (!paid || !isObj(value)) return null;
  return { ...paid, prizeIndex: num(value.prizeIndex), time: num(value.claimTime) };
}

/** Draws a prize with the member's oldest chance in the raffle. */
export function drawRaffle(promotionId: number): BffCall<Drawn> {
  return bodyCall('POST', '/wps/relay/MCSFE_claimRafflePromotion', { promotionId }, drawn);
}

/** The member's chances, the prizes and page `pageNo` of their draws (10 a page) in one raffle. */
export function raffleStatus(promotionId: number, pageNo = 1): BffCall<RaffleStatus> {
  return getCall('/wps/relay/MCSFE_getRafflePromotionStatus', { promotionId, pageNo, pageSize: 10 }, (v) => {
    if (!isObj(v)) return null;
    const id = num(v.promotionId);
    const status = PROMO_STATUSES.find((s) => s === v.status);
    const draws = pageOf(v.draws, (o) => {
      const drawId = num(o.transactionId);
      const time = num(o.drawTime);
      const amount = num(o.amount);
      return drawId === null || time === null || amount === null ? null : { id: drawId, time, prizeIndex: num(o.prizeIndex), prize: str(o.prize), amount };
    });
    if (id === null || !status || !draws) return null;
    return {
      promotionId: id,
      title: str(v.title),
      raffleType: str(v.raffleType),
      status,
      startTime: num(v.startTime) ?? 0,
      endTime: num(v.endTime) ?? 0,
      chancesLeft: num(v.chancesLeft) ?? 0,
      chancesTotal: num(v.chancesTotal) ?? 0,
      prizes: listOf(v.prizes, (p) => {
        const index = num(p.prizeIndex);
        const amount = num(p.amount);
        return index === null || amount === null ? null : { index, name: str(p.name), amount };
      }),
      draws,
    };
  });
}
