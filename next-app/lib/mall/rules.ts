/**
 * The points mall's input rules, checked before a call (spec 001 §5: redeem and convert are password-checked; the
 * mock's rules in upstream-mocks/docs/rewards.md "Points mall"): redeem quantity 1–10, converted points at least the
 * type's minimum and in whole steps, never more than the member has; the contact bonus's number ID.
 */
import type { Conversion, MallReward } from '../bff/calls/mall';

/** The most of one reward in a single redemption. */
export const MAX_QUANTITY = 10;

export type Checked<P> = { ok: true; value: number } | { ok: false; problem: P; limit?: number };

const WHOLE = /^\d+$/;

export type QuantityProblem = 'required' | 'not_whole' | 'out_of_range';

export function checkQuantity(text: string): Checked<QuantityProblem> {
  const raw = text.trim();
  if (!raw) return { ok: false, problem: 'required' };
  if (!WHOLE.test(raw)) return { ok: false, problem: 'not_whole' };
  const value = Number(raw);
  return value >= 1 && value <= MAX_QUANTITY ? { ok: true, value } : { ok: false, problem: 'out_of_range', limit: MAX_QUANTITY };
}

/** What a redemption of `quantity` costs, in points and money. */
export function redeemCost(reward: Pick<MallReward, 'pointsRequired' | 'amountRequired'>, quantity: number) {
  return { points: reward.pointsRequired * quantity, amount: Math.round(reward.amountRequired * quantity * 100) / 100 };
}

export type ConvertProblem = 'required' | 'not_whole' | 'below_min' | 'not_step' | 'above_points';

export function checkConvert(text: string, rule: Conversion, available: number): Checked<ConvertProblem> {
  const raw = text.trim().replace(/,/g, '');
  if (!raw) return { ok: false, problem: 'required' };
  if (!WHOLE.test(raw)) return { ok: false, problem: 'not_whole' };
  const value = Number(raw);
  if (value < rule.minPoints) return { ok: false, problem: 'below_min', limit: rule.minPoints };
  if (value % rule.points !== 0) return { ok: false, problem: 'not_step', limit: rule.points };
  if (value > available) return { ok: false, problem: 'above_points', limit: available };
  return { ok: true, value };
}

/** The money `points` give at the type's ratio (whole steps only). */
export function convertedAmount(points: number, rule: Conversion): number {
  return Math.round(Math.floor(points / rule.points) * rule.amount * 100) / 100;
}

export type ContactProblem = 'required' | 'invalid';

/** A Zalo / WhatsApp number ID: 8 to 15 digits, an optional leading `+`, spaces allowed. */
export function checkContactId(text: string): { ok: true; value: string } | { ok: false; problem: ContactProblem } {
  const compact = text.replace(/\s+/g, '');
  if (!compact) return { ok: false, problem: 'required' };
  return /^\+?\d{8,15}$/.test(compact) ? { ok: true, value: compact } : { ok: false, problem: 'invalid' };
}
