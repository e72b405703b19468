'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/Money';
import { GAME_TYPES } from '@/lib/games/types';
import { useBalance } from '@/lib/hooks/use-member';
import type { RecordFilter } from './RecordList';

/** Amounts in the member's currency (from the balance the header already holds). */
export function useMoney() {
  const balance = useBalance().data;
  return (amount: number) => <Money amount={amount} currencySymbol={balance?.currencySymbol} currency={balance?.currency} />;
}

/** A game type code as the site names game types (the code itself for one the site does not know). */
export function useGameTypeName() {
  const types = useTranslations('game_types');
  type Key = Parameters<typeof types>[0];
  return (code: string) => (types.has(code as Key) ? types(code as Key) : code);
}

/** The game type filter of a record list. */
export function useGameTypeFilter(): RecordFilter {
  const t = useTranslations('member');
  const name = useGameTypeName();
  return { key: 'gameType', label: t('records_game_type'), options: GAME_TYPES.map((g) => ({ value: g, label: name(g) })) };
}

