'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Game } from '@/lib/games/game';
import { useFavourites } from '@/lib/hooks/use-favourites';
import { useGameLauncher } from './launcher';

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
 * One owner for every favourite heart below it (spec 001 §2 "Game tile", §4, §8): the member's favourites are read
 * here once, not by each of a lobby's tiles (a page of 24 hearts with three subscriptions each was a good part of
 * hydrating `/rng`), and a press goes through the page's launcher, whose code for it (the login window for a
 * visitor, the real-account warning, the call under the loading overlay) comes at the first press
 * (`launch-actions.ts`). Mounted by `<GameLauncherProvider>`.
 */
export function FavouriteHeartsProvider({ children }: { children: ReactNode }) {
  const launcher = useGameLauncher();
  const favourites = useFavourites();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // The press reads the favourites current when it runs: hearts keep one stable function, so memoised tiles stay put.
  const toggle = useRef(favourites.toggle);
  toggle.current = favourites.toggle;
  const press = useCallback(
    (game: HeartGame, isFavourite: boolean) =>
      launcher.favourite(
        game,
        isFavourite,
        (g, on) => toggle.current(g, on),
        (on) =>
          setBusy((ids) => {
            const next = new Set(ids);
            if (on) next.add(game.nodeId);
            else next.delete(game.nodeId);
            return next;
          }),
      ),
    [launcher],
  );
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
