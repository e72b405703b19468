/**
 * An amount a member types (spec 001 §9: money has 2 decimals; issue 11 "Bad input"): refused before any call
 * when empty, not a plain number, with more than 2 decimals, outside the limits, or above what the source holds.
 * Compared in hundredths, so 0.1 + 0.2 never decides anything.
 */

export type AmountProblem = 'required' | 'not_number' | 'too_many_decimals' | 'below_min' | 'above_max' | 'above_balance';

export interface AmountRules {
  /** Smallest amount allowed (inclusive); a positive amount is always required. */
  min?: number;
  /** Largest amount allowed (inclusive). */
  max?: number;
  /** What the source wallet holds. */
  available?: number;
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; problem: AmountProblem; limit?: number };

const PLAIN_NUMBER = /^\d+(?:\.(\d+))?$/;
const cents = (amount: number) => Math.round(amount * 100);

export function checkAmount(text: string, rules: AmountRules = {}): AmountCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'required' };
  const match = PLAIN_NUMBER.exec(typed);
  if (!match) return { ok: false, problem: 'not_number' };
  if ((match[1]?.length ?? 0) > 2) return { ok: false, problem: 'too_many_decimals' };
  const amount = Number(typed);
  const value = cents(amount);
  const min = rules.min ?? 0.01;
  if (value < cents(min)) return { ok: false, problem: 'below_min', limit: min };
  if (rules.max !== undefined && value > cents(rules.max)) return { ok: false, problem: 'above_max', limit: rules.max };
  if (rules.available !== undefined && value > cents(rules.available)) return { ok: false, problem: 'above_balance', limit: rules.available };
  return { ok: true, amount: value / 100 };
}
