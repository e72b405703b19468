'use client';

import { useTranslations } from 'next-intl';
import { Img } from '@/components/ui/Img';
import type { Game } from '@/lib/games/game';
import { LaunchButton } from './LaunchButton';
import type { VendorMark } from './launcher';
import styles from './GameTile.module.css';

/**
 * A game tile (spec 001 §2 "Game tile"): the game's picture (its vendor's default art when it fails),
 * name and vendor logo, a play-now button, and a free-trial button only when `supportPlay` is 0. A client
 * component, so a row of them costs the page its games' data rather than their whole markup twice; needs a
 * `<GameLauncherProvider>` above it.
 */
export function GameTile({ game, vendor }: { game: Game; vendor?: VendorMark }) {
  const t = useTranslations('games');
  return (
    <article className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <div className={styles.art}>
        <Img src={game.image} fallbackSrc={game.defaultImage || undefined} alt="" width={160} height={160} className={styles.picture} testId="game-tile-image" />
        {vendor?.logo && <Img src={vendor.logo} alt={vendor.name} width={72} height={24} fit="contain" className={styles.vendor} testId="game-tile-vendor" />}
      </div>
      <h3 className={styles.name} data-testid="game-tile-name">
        {game.name}
      </h3>
      <div className={styles.actions}>
        <LaunchButton game={game} vendor={vendor} label={t('play_label', { game: game.name })} className={`button ${styles.button}`} testId="game-tile-play">
          {t('play_now')}
        </LaunchButton>
        {game.supportPlay === 0 && (
          <LaunchButton game={game} mode="trial" label={t('trial_label', { game: game.name })} className={`button button-ghost ${styles.button}`} testId="game-tile-trial">
            {t('free_trial')}
          </LaunchButton>
        )}
      </div>
    </article>
  );
}
