'use client';

import { memo } from 'react';
import { useTranslations } from 'next-intl';
import { Img } from '@/components/ui/Img';
import type { Game } from '@/lib/games/game';
import { FavouriteButton } from './FavouriteButton';
import { LaunchButton } from './LaunchButton';
import type { VendorMark } from './launcher';
import styles from './GameTile.module.css';

/**
 * A game tile (spec 001 §2 "Game tile"): the game's picture in a square box (lazy, from one of the brand's
 * image CDNs, its vendor's default art or the default image when it fails), name and vendor logo, the
 * favourite heart, a play-now button, and a free-trial button only when `supportPlay` is 0. A game with no
 * name shows its code (or "Game"), with no picture the default image: still a tile that plays. A client
 * component, so a row of them costs the page its games' data rather than their whole markup twice; needs a
 * `<GameLauncherProvider>` above it and the `games` and `lobby` messages.
 */
/** A further button of the tile (a card game's rooms). */
export interface TileAction {
  label: string;
  onPress: () => void;
  testId: string;
}

// Memoised: a lobby that re-renders (its controls come alive, a filter changes) leaves unchanged tiles alone.
export const GameTile = memo(function GameTile({ game, vendor, action }: { game: Game; vendor?: VendorMark; action?: TileAction }) {
  const t = useTranslations('games');
  const tLobby = useTranslations('lobby');
  const name = game.name || tLobby('untitled_game');
  const target = { ...game, name };
  return (
    <article className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <div className={styles.art}>
        <Img
          src={game.image}
          fallbackSrc={game.defaultImage || undefined}
          alt=""
          width={160}
          height={160}
          className={styles.picture}
          testId="game-tile-image"
        />
        {vendor?.logo && <Img src={vendor.logo} alt={vendor.name} width={72} height={24} fit="contain" className={styles.vendor} testId="game-tile-vendor" />}
        <FavouriteButton game={target} />
      </div>
      <h3 className={styles.name} data-testid="game-tile-name" title={name}>
        {name}
      </h3>
      <div className={styles.actions}>
        <LaunchButton game={target} vendor={vendor} label={t('play_label', { game: name })} className={`button ${styles.button}`} testId="game-tile-play">
          {t('play_now')}
        </LaunchButton>
        {game.supportPlay === 0 && (
          <LaunchButton
            game={target}
            mode="trial"
            label={t('trial_label', { game: name })}
            className={`button button-ghost ${styles.button}`}
            testId="game-tile-trial"
          >
            {t('free_trial')}
          </LaunchButton>
        )}
        {action && (
          <button type="button" className={`button button-ghost ${styles.button}`} onClick={action.onPress} data-testid={action.testId}>
            {action.label}
          </button>
        )}
      </div>
    </article>
  );
});
