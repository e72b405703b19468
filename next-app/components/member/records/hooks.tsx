'use client';

import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { Money } from '@/components/ui/Money';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import type { BffCall } from '@/lib/bff/call';
import { games } from '@/lib/bff/calls';
import { isBffError } from '@/lib/bff/errors';
import { formatMoney } from '@/lib/format/money';
import { GAME_TYPES } from '@/lib/games/types';
import { KEYS, useBalance } from '@/lib/hooks/use-member';
import { upstreamLanguageCode } from '@/lib/i18n/upstream-language';
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

/** The vendor filter of a bet list: the site's vendors of the chosen game type (of every type for ''). */
export function useVendorFilter(): (gameType: string) => RecordFilter {
  const t = useTranslations('member');
  const language = upstreamLanguageCode(useLocale());
  const vendors = useSWR(['records:vendors', language], () => send(games.vendors(language)));
  return (gameType) => {
    const seen = new Map<string, string>();
    for (const v of vendors.data ?? []) if ((!gameType || v.gameType === gameType) && !seen.has(v.vassalage)) seen.set(v.vassalage, v.name || v.vassalage);
    return { key: 'vendor', label: t('records_vendor'), options: [...seen].map(([value, label]) => ({ value, label })) };
  };
}

/**
 * A claim of money (a reward, the manual rebate): one call however often it is clicked, then the header's balance,
 * the wallets and `refresh` are asked again and a dialog says what was paid; a refusal shows the upstream's message
 * (and `refresh` is asked again too, since the list may have moved on).
 */
export function useClaim(refresh: readonly string[]) {
  const t = useTranslations('member');
  const ui = useUi();
  const errorText = useErrorText();
  const { mutate } = useSWRConfig();
  const balance = useBalance().data;
  const [busy, setBusy] = useState(false);
  // A second click before React re-renders the disabled button claims nothing more.
  const sending = useRef(false);

  async function claim(call: BffCall<{ amount: number; prize?: string | null }>, title: string) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const paid = await send(call);
      await Promise.all([KEYS.balance, KEYS.wallets, ...refresh].map((key) => mutate(key)));
      const amount = formatMoney(paid.amount, balance?.currencySymbol, balance?.currency);
      await ui.dialog({ title, icon: 'success', message: paid.prize ? t('rewards_done_prize', { prize: paid.prize }) : t('rewards_done_amount', { amount }) });
    } catch (err) {
      void ui.warn(errorText(isBffError(err) ? err : null));
      await Promise.all(refresh.map((key) => mutate(key)));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }
  return { busy, claim };
}
