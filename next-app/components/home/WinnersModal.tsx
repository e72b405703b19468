'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { send } from '@/lib/bff/browser';
import { games } from '@/lib/bff/calls';
import type { Win } from '@/lib/games/game';
import { GAME_TYPES } from '@/lib/games/types';
import { noPointlessRetry } from '@/lib/hooks/use-member';
import { upstreamLanguageCode } from '@/lib/i18n/upstream-language';
import { Money } from '@/components/ui/Money';
import styles from './WinnersModal.module.css';

/** The rank list's categories: every game, then each game type. */
const RANK_CATEGORIES = ['ALL', ...GAME_TYPES] as const;
/** As many entries as the winner board (spec 000 §9). */
const RANK_LIMIT = 20;

/** Wins as a table with the spec's labels: player, game name, prize, time. */
function WinsTable({ wins, testId }: { wins: Win[]; testId: string }) {
  const t = useTranslations('winners');
  if (wins.length === 0) return <EmptyState title={t('none')} testId={`${testId}-empty`} />;
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('player')}</th>
            <th scope="col">{t('game_name')}</th>
            <th scope="col" className={styles.end}>
              {t('prize')}
            </th>
            <th scope="col">{t('time')}</th>
          </tr>
        </thead>
        <tbody>
          {wins.map((win, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a win has no id (its name, game and amount may repeat); the rows hold no state
            <tr key={index}>
              <td>{win.customerName}</td>
              <td>{win.gameName}</td>
              <td className={styles.end}>
                <Money amount={win.winAmount} />
              </td>
              <td>
                <DateText value={win.winTime} withTime noSeconds />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The biggest wins of one category, fetched when its tab is chosen. */
function RankList({ category }: { category: string }) {
  const language = upstreamLanguageCode(useLocale());
  const call = games.rankList(language, category, RANK_LIMIT);
  const list = useSWR(call.path, () => send(call), { onErrorRetry: noPointlessRetry, revalidateOnFocus: false });
  if (list.error && !list.data) return <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} testId="rank-list-error" />;
  if (!list.data)
    return (
      <div aria-busy="true">
        <Skeleton lines={6} height={28} />
      </div>
    );
  return <WinsTable wins={list.data} testId="rank-list" />;
}

/**
 * The winners screen beside the home ticker (spec 000 §1, spec 001 §3 "Winner list entry"): the latest
 * winners, and the rank list of the biggest wins per game category.
 */
export function WinnersModal({ latest, onClose }: { latest: Win[]; onClose: () => void }) {
  const t = useTranslations('winners');
  const tTypes = useTranslations('game_types');
  const [category, setCategory] = useState<string>('ALL');
  const categories = RANK_CATEGORIES.map((value) => ({ value, label: value === 'ALL' ? t('all') : tTypes(value), testId: `rank-category-${value}` }));
  return (
    <Modal open onClose={onClose} title={t('screen_title')} size="lg" testId="winners-modal">
      <Tabs
        label={t('screen_title')}
        items={[
          { value: 'latest', label: t('latest_tab'), panel: <WinsTable wins={latest} testId="latest-winners" />, testId: 'winners-tab-latest' },
          {
            value: 'rank',
            label: t('rank_tab'),
            testId: 'winners-tab-rank',
            panel: (
              <Tabs label={t('categories_label')} items={categories} value={category} onValueChange={setCategory} testId="rank-categories">
                <RankList category={category} />
              </Tabs>
            ),
          },
        ]}
      />
    </Modal>
  );
}
