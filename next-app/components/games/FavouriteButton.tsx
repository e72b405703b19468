'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import { useFavouriteHearts, type HeartGame } from './favourite-hearts';
import styles from './GameTile.module.css';

/**
 * A game's favourite heart (spec 001 §2 "Game tile", §4, §8): filled when the game is a favourite, busy while a
 * press is with the upstream. What a press does is the page's `<FavouriteHeartsProvider>`'s (./favourite-hearts).
 */
export function FavouriteButton({ game }: { game: HeartGame }) {
  const t = useTranslations('lobby');
  const hearts = useFavouriteHearts();
  const isFavourite = hearts.ids.has(game.nodeId);
  const busy = hearts.busy.has(game.nodeId);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={isFavourite}
      aria-busy={busy || undefined}
      disabled={busy}
      aria-label={t(isFavourite ? 'favourite_remove' : 'favourite_add', { game: game.name })}
      onClick={() => void hearts.press(game, isFavourite)}
      data-testid="game-tile-favourite"
      data-favourite={isFavourite ? 'yes' : 'no'}
    >
      <Icon name="HEART" size={20} />
    </button>
  );
}
