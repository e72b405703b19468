'use client';

import { createElement, type ReactNode } from 'react';
import { formatMoney } from '@/lib/format/money';
import { useBalance } from '@/lib/hooks/use-member';

/** Amounts as text in the agent's currency (for sentences). */
export function useMoneyText(): (amount: number | null) => string {
  const balance = useBalance().data;
  return (amount) => formatMoney(amount ?? 0, balance?.currencySymbol, balance?.currency);
}

/** Sentences as one dialog message, a paragraph each. */
export function sentences(lines: readonly string[], testId: string): ReactNode {
  return createElement(
    'div',
    { 'data-testid': testId },
    lines.map((line, i) => createElement('p', { key: i }, line)),
  );
}
