'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useErrorText } from '@/components/access/use-error-text';
import { Icon } from '@/components/icons/Icon';
import { useUi } from '@/components/ui/UiProvider';
import { isBffError } from '@/lib/bff/errors';
import type { Game } from '@/lib/games/game';
import { memberGuard } from '@/lib/access/account';
import { useFavourites } from '@/lib/hooks/use-favourites';
import { useSessionNow } from '@/lib/hooks/use-member';
import styles from './GameTile.module.css';

/**
 * A game's favourite heart (spec 001 §2 "Game tile", §4, §8): filled when the game is a favourite. A visitor
 * gets the login window ("You are not logged in, please login"), a trial account the real-account warning;
 * a member's press adds or removes it, busy (and the loading overlay shown) until the upstream answers.
 */
export function FavouriteButton({ game }: { game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'name'> }) {
  const t = useTranslations('lobby');
  const tGames = useTranslations('games');
  const ui = useUi();
  const errorText = useErrorText();
  const openLogin = useLoginWindow();
  const sessionNow = useSessionNow();
  const favourites = useFavourites();
  const [busy, setBusy] = useState(false);
  const isFavourite = favourites.ids.has(game.nodeId);

  const press = async () => {
    const guard = memberGuard(await sessionNow());
    if (guard?.kind === 'login') return openLogin('required');
    if (guard?.kind === 'real-account-needed') return ui.warn(tGames('in_need_true_account'));
    setBusy(true);
    try {
      await ui.loading(() => favourites.toggle(game, isFavourite));
    } catch (err) {
      await ui.warn(errorText(isBffError(err) ? err : null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={isFavourite}
      aria-busy={busy || undefined}
      disabled={busy}
      aria-label={t(isFavourite ? 'favourite_remove' : 'favourite_add', { game: game.name })}
      onClick={() => void press()}
      data-testid="game-tile-favourite"
      data-favourite={isFavourite ? 'yes' : 'no'}
    >
      <Icon name="HEART" size={20} />
    </button>
  );
}
