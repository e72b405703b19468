'use client';

/**
 * The member's favourite games (spec 001 §4 "Favouriting toggles"): their node ids, one SWR entry shared by
 * every heart of the page, fetched only for a real member (visitors and trial accounts have none).
 */
import useSWR, { useSWRConfig } from 'swr';
import { useCallback, useMemo } from 'react';
import { send } from '../bff/browser';
import { games } from '../bff/calls';
import type { Game } from '../games/game';
import { isTrialAccount } from '../access/account';
import { noPointlessRetry, useSession } from './use-member';

export const FAVOURITE_IDS_KEY = 'games:favourite-ids';

/** SWR keys of the favourites lists (every page, every type): refreshed after a toggle. */
const isFavouriteListKey = (key: unknown) => typeof key === 'string' && key.startsWith('/wps/relay/MCSFE_getFavoriteGamesList');

export function useFavourites() {
  const session = useSession().data;
  const member = session?.loggedIn === true && !isTrialAccount(session);
  const { mutate } = useSWRConfig();
  const ids = useSWR(member ? FAVOURITE_IDS_KEY : null, () => send(games.favouriteIds()), { onErrorRetry: noPointlessRetry });

  /** Already a favourite: removed; else added. Then the ids and the lists are read again. */
  const toggle = useCallback(
    async (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>, isFavourite: boolean) => {
      await send(isFavourite ? games.removeFavourite(game) : games.addFavourite(game));
      const next = (ids.data ?? []).filter((id) => id !== game.nodeId);
      await Promise.all([ids.mutate(isFavourite ? next : [game.nodeId, ...next]), mutate(isFavouriteListKey)]);
    },
    [ids, mutate],
  );

  // One set per answer (not per render): the hearts' context changes only when the favourites do.
  const set = useMemo(() => new Set(ids.data ?? []), [ids.data]);
  return { ids: set, toggle };
}
