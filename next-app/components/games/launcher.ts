'use client';

import { createContext, useContext } from 'react';
import type { Game, LaunchTarget, VendorMark } from '@/lib/games/game';

export type { VendorMark };

/** Starts games: a play (or bet) button, and a free-trial button. */
export interface GameLauncher {
  /** Plays `game` through the launch rules (spec 001 §4); `vendor` titles the game pop-up of a vendor item. */
  play: (game: LaunchTarget, vendor?: VendorMark) => Promise<void>;
  /** Opens `game` with demo credits (games whose `supportPlay` is 0); no account needed. */
  trial: (game: Pick<LaunchTarget, 'nodeId' | 'name'>) => Promise<void>;
  /**
   * Launches something other than a game tile (the lottery lobby) behind the same guards (login window, trial
   * warning) and opens what `request` answers as a launched game named `name`.
   */
  launchWith: (name: string, request: () => Promise<string>) => Promise<void>;
  /** A favourite heart's press: the same guards, then `toggle` (the page's favourites), `busy` around the call. */
  favourite: (
    game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>,
    isFavourite: boolean,
    toggle: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>, isFavourite: boolean) => Promise<void>,
    busy: (on: boolean) => void,
  ) => Promise<void>;
}

export const GameLauncherContext = createContext<GameLauncher | null>(null);

/** The launcher of the page's `<GameLauncherProvider>`. */
export function useGameLauncher(): GameLauncher {
  const launcher = useContext(GameLauncherContext);
  if (!launcher) throw new Error('useGameLauncher() needs a <GameLauncherProvider> above it.');
  return launcher;
}
