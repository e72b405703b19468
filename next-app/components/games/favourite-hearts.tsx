'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useErrorText } from '@/components/access/use-error-text';
import { useUi } from '@/components/ui/UiProvider';
import { memberGuard } from '@/lib/access/account';
import { isBffError } from '@/lib/bff/errors';
import type { Game } from '@/lib/games/game';
import { useFavourites } from '@/lib/hooks/use-favourites';
import { useSessionNow } from '@/lib/hooks/use-member';

/** A game as its heart names it to the upstream. */
export type HeartGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'name'>;

/** The page's favourite hearts: which games are favourites, which hearts are busy, and a press. */
export interface FavouriteHearts {
  ids: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  press: (game: HeartGame, isFavourite: boolean) => Promise<void>;
}

const FavouriteHeartsContext = createContext<FavouriteHearts | null>(null);

/**
 * One owner for every favourite heart below it (spec 001 §2 "Game tile", §4, §8): the member's favourites, the
 * session and the windows are read here once, not by each of a lobby's tiles (a page of 24 hearts with three
 * subscriptions each was a good part of hydrating `/rng`). A visitor's press opens the login window ("You are
 * not logged in, please login"), a trial account's the real-account warning; a member's adds or removes the
 * game, its heart busy (and the loading overlay shown) until the upstream answers. Mounted by
 * `<GameLauncherProvider>`.
 */
export function FavouriteHeartsProvider({ children }: { children: ReactNode }) {
  const tGames = useTranslations('games');
  const ui = useUi();
  const errorText = useErrorText();
  const openLogin = useLoginWindow();
  const sessionNow = useSessionNow();
  const favourites = useFavourites();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // The press reads what is current when it runs: hearts keep one stable function, so memoised tiles stay put.
  const current = useRef({ tGames, ui, errorText, openLogin, sessionNow, toggle: favourites.toggle });
  current.current = { tGames, ui, errorText, openLogin, sessionNow, toggle: favourites.toggle };

  const press = useCallback(async (game: HeartGame, isFavourite: boolean) => {
    const { tGames, ui, errorText, openLogin, sessionNow, toggle } = current.current;
    const guard = memberGuard(await sessionNow());
    if (guard?.kind === 'login') return openLogin('required');
    if (guard?.kind === 'real-account-needed') return ui.warn(tGames('in_need_true_account'));
    setBusy((ids) => new Set(ids).add(game.nodeId));
    try {
      await ui.loading(() => toggle(game, isFavourite));
    } catch (err) {
      await ui.warn(errorText(isBffError(err) ? err : null));
    } finally {
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(game.nodeId);
        return next;
      });
    }
  }, []);

  const ids = favourites.ids;
  const value = useMemo(() => ({ ids, busy, press }), [ids, busy, press]);
  return <FavouriteHeartsContext.Provider value={value}>{children}</FavouriteHeartsContext.Provider>;
}

/** The hearts of the page's `<FavouriteHeartsProvider>`. */
export function useFavouriteHearts(): FavouriteHearts {
  const hearts = useContext(FavouriteHeartsContext);
  if (!hearts) throw new Error('useFavouriteHearts() needs a <GameLauncherProvider> above it.');
  return hearts;
}
