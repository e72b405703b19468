/**
 * The points mall (spec 001 §3 "Points", §4 "Redeem statuses", §7 "Points", §8 "Redeem bonus prompts"; module
 * PTSYS3; point movements MEMTRANS3). Redeem and convert are password-checked: the BFF encrypts their bodies.
 */
import { bodyCall, getCall, type BffCall } from '../call';
import { rangeQuery, type DateRange } from '../../member/date-range';
import { isObj, listOf, num, str, type Obj } from '../parse';

/** Lists are fetched whole (the mall and a member's records are short) and paged on screen. */
const WHOLE = 200;

export interface PointBalance {
  currentPoints: number;
  totalEarned: number;
  totalRedeemed: number;
  totalConverted: number;
  /** Points never expire (spec 001 §4); the upstream says so too. */
  neverExpires: boolean;
}

export function pointBalance(): BffCall<PointBalance> {
  return getCall('/wps/relay/MCSFE_getPointBalance', {}, (v) => {
    const current = isObj(v) ? num(v.currentPoints) : null;
    if (!isObj(v) || current === null) return null;
    return {
      currentPoints: current,
      totalEarned: num(v.totalEarned) ?? 0,
      totalRedeemed: num(v.totalRedeemed) ?? 0,
      totalConverted: num(v.totalConverted) ?? 0,
      neverExpires: v.neverExpires !== false,
    };
  });
}

export type RewardType = 'CASH' | 'ITEM';
export const REWARD_TYPES: readonly RewardType[] = ['CASH', 'ITEM'];

export interface MallReward {
  rewardId: number;
  rewardType: RewardType;
  name: string;
  description: string;
  pointsRequired: number;
  /** Money paid on top of the points (shipping). */
  amountRequired: number;
  cashValue: number;
  /** Left in stock; null is unlimited. */
  stock: number | null;
  imageUrl: string;
  /** Whether the member can afford it; null for a visitor. */
  affordable: boolean | null;
}

function parseReward(o: Obj): MallReward | null {
  const id = num(o.rewardId);
  const points = num(o.pointsRequired);
  if (id === null || points === null || (o.rewardType !== 'CASH' && o.rewardType !== 'ITEM')) return null;
  return {
    rewardId: id,
    rewardType: o.rewardType,
    name: str(o.name),
    description: str(o.description),
    pointsRequired: points,
    amountRequired: num(o.amountRequired) ?? 0,
    cashValue: num(o.cashValue) ?? 0,
    stock: num(o.stock),
    imageUrl: str(o.imageUrl),
    affordable: typeof o.affordable === 'boolean' ? o.affordable : null,
  };
}

const listIn =
  <T>(item: (o: Obj) => T | null) =>
  (v: unknown): T[] | null =>
    isObj(v) && Array.isArray(v.list) ? listOf(v.list, item) : null;

/** Every reward of the mall (token optional: a visitor sees them too). */
export function pointRewards(): BffCall<MallReward[]> {
  return getCall('/wps/relay/MCSFE_getPointReward', { pageNo: 1, pageSize: WHOLE }, listIn(parseReward));
}

/** A way to turn points into money: `points` points give `amount`, at least `minPoints`, in steps of `points`. */
export interface Conversion {
  conversionType: string;
  points: number;
  amount: number;
  /** As the upstream writes it, e.g. "100:1". */
  ratio: string;
  minPoints: number;
}

export function pointConfig(): BffCall<Conversion[]> {
  return getCall('/wps/relay/MCSFE_getPointConfig', {}, (v) =>
    isObj(v) && Array.isArray(v.conversions)
      ? listOf(v.conversions, (o) => {
          const points = num(o.points);
          const amount = num(o.amount);
          if (points === null || points <= 0 || amount === null) return null;
          return { conversionType: str(o.conversionType), points, amount, ratio: str(o.ratio) || `${points}:${amount}`, minPoints: num(o.minPoints) ?? points };
        })
      : null,
  );
}

export type RedeemStatus = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
export const REDEEM_STATUSES: readonly RedeemStatus[] = ['IN_PROCESS', 'APPROVED', 'REJECTED'];

/** One redemption (spec 001 §3 "Redeem record"). */
export interface Redemption {
  referenceNo: string;
  applyTime: number;
  type: string;
  name: string;
  quantity: number;
  pointsRequired: number;
  amountRequired: number;
  status: RedeemStatus;
  remark: string;
}

function parseRedemption(o: Obj): Redemption | null {
  const status = REDEEM_STATUSES.find((s) => s === o.status);
  const time = num(o.applyTime);
  if (!status || time === null) return null;
  return {
    referenceNo: str(o.referenceNo),
    applyTime: time,
    type: str(o.type),
    name: str(o.name),
    quantity: num(o.quantity) ?? 1,
    pointsRequired: num(o.pointsRequired) ?? 0,
    amountRequired: num(o.amountRequired) ?? 0,
    status,
    remark: str(o.remark),
  };
}

/** Redeems `quantity` of a reward; `remark` carries delivery details for an item. Password-checked. */
export function redeemReward(input: { rewardId: number; quantity: number; password: string; remark?: string }): BffCall<Redemption> {
  return bodyCall('POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', input, (v) => (isObj(v) ? parseRedemption(v) : null));
}

export interface Converted {
  points: number;
  amount: number;
  currentPoints: number;
  balance: number;
}

/** Converts points to money at the type's ratio. Password-checked. */
export function convertPoints(input: { points: number; type: string; password: string }): BffCall<Converted> {
  return bodyCall('POST', '/wps/relay/passwordCheck/MCSFE_convertPoint', input, (v) => {
    if (!isObj(v)) return null;
    const amount = num(v.amount);
    const current = num(v.currentPoints);
    return amount === null || current === null ? null : { points: num(v.points) ?? 0, amount, currentPoints: current, balance: num(v.balance) ?? 0 };
  });
}

export function redeemHistory(range: DateRange, status: RedeemStatus | null): BffCall<Redemption[]> {
  return getCall('/wps/relay/MCSFE_getRedeemPointList', { ...rangeQuery(range), status, pageNo: 1, pageSize: WHOLE }, listIn(parseRedemption));
}

export const POINT_KINDS = ['EARN', 'REDEEM', 'REFUND', 'CONVERT', 'ADJUST'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

/** One point movement (member transaction detail). */
export interface PointMovement {
  id: number;
  time: number;
  type: PointKind;
  changedPoints: number;
  balanceAfter: number;
  remark: string;
}

export function pointDetails(range: DateRange, type: PointKind | null): BffCall<PointMovement[]> {
  return getCall(
    '/wps/relay/ODSFE2_MemTransDet',
    { ...rangeQuery(range), type, pageNo: 1, pageSize: WHOLE },
    listIn((o) => {
      const kind = POINT_KINDS.find((k) => k === o.type);
      const id = num(o.id);
      const time = num(o.time);
      const changed = num(o.changedPoints);
      if (!kind || id === null || time === null || changed === null) return null;
      return { id, time, type: kind, changedPoints: changed, balanceAfter: num(o.balanceAfter) ?? 0, remark: str(o.remark) };
    }),
  );
}

/** The messenger of the contact bonus: Zalo, or WhatsApp on Indonesian sites (spec 001 §8). */
export type ContactChannel = 'ZALO' | 'WHATSAPP';

export function contactChannelFor(locale: string): ContactChannel {
  return locale === 'id' ? 'WHATSAPP' : 'ZALO';
}

/** Redeems the one-off bonus with a Zalo / WhatsApp number ID; answers what was paid. */
export function redeemContactBonus(channel: ContactChannel, contactId: string): BffCall<{ amount: number; balance: number }> {
  return bodyCall('POST', '/wps/relay/PROMOFE_redeemContactBonus', { channel, contactId }, (v) => {
    const amount = isObj(v) ? num(v.amount) : null;
    return isObj(v) && amount !== null ? { amount, balance: num(v.balance) ?? 0 } : null;
  });
}
