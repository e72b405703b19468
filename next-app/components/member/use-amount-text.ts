'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { AmountProblem } from '@/lib/validation/amount';

/** The field's message for a refused amount, limits money-formatted in the wallet's currency. */
export function useAmountText(currencySymbol: string, currency: string): (problem: AmountProblem, limit?: number) => string {
  const t = useTranslations('member');
  return (problem, limit) =>
    problem === 'above_balance' || problem === 'below_min' || problem === 'above_max'
      ? t(`amount_${problem}`, { limit: formatMoney(limit ?? 0, currencySymbol, currency) })
      : t(`amount_${problem}`);
}
