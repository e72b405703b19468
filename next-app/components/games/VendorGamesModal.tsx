'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Modal } from '@/components/ui/Modal';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { send } from '@/lib/bff/browser';
import { games } from '@/lib/bff/calls';
import type { LaunchTarget } from '@/lib/games/game';
import { noPointlessRetry } from '@/lib/hooks/use-member';
import { upstreamLanguageCode } from '@/lib/i18n/upstream-language';
import { GameTile } from './GameTile';
import type { VendorMark } from './launcher';
import styles from './VendorGamesModal.module.css';

const SKELETON_TILES = 6;

/**
 * The game pop-up (spec 000 §2 "Modals", spec 001 §4): an item flagged `VASSALAGE` stands for a vendor,
 * and this lists the vendor's games, a page at a time, to pick one to play.
 */
export function VendorGamesModal({ item, vendor, onClose }: { item: LaunchTarget; vendor?: VendorMark; onClose: () => void }) {
  const t = useTranslations('games');
  const language = upstreamLanguageCode(useLocale());
  const [pageNo, setPageNo] = useState(1);
  const call = games.gameList({ vassalage: item.vassalage, gameType: item.gameType || undefined, upstreamLanguage: language, pageNo });
  const list = useSWR(call.path, () => send(call), { onErrorRetry: noPointlessRetry, keepPreviousData: true, revalidateOnFocus: false });
  const page = list.data;
  return (
    <Modal open onClose={onClose} title={t('vendor_games', { vendor: vendor?.name || item.name })} size="xl" testId="vendor-games-modal">
      <div className={styles.body} aria-busy={list.isLoading}>
        {list.error && !page ? (
          <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} testId="vendor-games-error" />
        ) : !page ? (
          <ul className={styles.grid}>
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while the games load: no data, nothing to tell apart
              <li key={i}>
                <Skeleton height={200} />
              </li>
            ))}
          </ul>
        ) : page.games.length === 0 ? (
          <EmptyState title={t('no_games')} testId="vendor-games-empty" />
        ) : (
          <>
            <ul className={styles.grid} data-testid="vendor-games">
              {page.games.map((game) => (
                <li key={game.nodeId}>
                  <GameTile game={game} vendor={vendor} />
                </li>
              ))}
            </ul>
            <Pagination page={pageNo} pageCount={page.totalPages} onPageChange={setPageNo} testId="vendor-games-pagination" />
          </>
        )}
      </div>
    </Modal>
  );
}
