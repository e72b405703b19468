'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { Icon } from '@/components/icons/Icon';
import { EmptyState } from '@/components/ui/EmptyState';
import { useFrameHosts } from '@/components/ui/settings';
import { GAME_STORAGE_KEY, canFrame, parseLaunchedGame, type LaunchedGame } from '@/lib/games/launch';
import { KEYS } from '@/lib/hooks/use-member';
import styles from './GameFrame.module.css';

/**
 * The game page's island (spec 000 §2 "/game"): the game the launcher kept in session storage, in an
 * embedded frame when its host is one of the brand's launch hosts (the page's CSP allows no other), with a
 * way back to the page it was started from (not the history: the frame's own pages are in it); the balance
 * is asked again on the way out, since rounds played in the frame moved it.
 */
export function GameFrame() {
  const t = useTranslations('play');
  const frameHosts = useFrameHosts();
  const { mutate } = useSWRConfig();
  // Session storage exists only in the browser: read after the first render (which shows the loading state).
  const [game, setGame] = useState<LaunchedGame | null | undefined>(undefined);
  useEffect(() => {
    setGame(parseLaunchedGame(sessionStorage.getItem(GAME_STORAGE_KEY)));
  }, []);
  useEffect(() => () => void mutate(KEYS.balance), [mutate]);

  if (game === undefined) return <p className={styles.status}>{t('loading')}</p>;
  if (!game || !canFrame(game.url, frameHosts)) {
    return (
      <EmptyState
        title={t('no_game')}
        action={
          <a className="button" href="/">
            {t('choose_game')}
          </a>
        }
        testId="game-none"
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="game-title" data-testid="game-page">
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.back}
          onClick={() => {
            void mutate(KEYS.balance);
            window.location.assign(game.from);
          }}
          data-testid="game-back"
        >
          <Icon name="CHEVRON_START" />
          {t('back')}
        </button>
        <h1 id="game-title" className={styles.title}>
          {game.name}
        </h1>
      </div>
      <iframe
        className={styles.frame}
        src={game.url}
        title={game.name}
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        data-testid="game-frame"
      />
    </section>
  );
}
