'use client';

import { useDeferredValue } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { HotMatches } from '@/components/home/HotMatches';
import { WinnersTicker } from '@/components/home/WinnersTicker';
import { send } from '@/lib/bff/browser';
import type { BffCall } from '@/lib/bff/call';
import { homePopular, hotMatches, vendors, winnerBoard } from '@/lib/bff/calls/games';
import { vendorMarks } from '@/lib/games/game';
import { FeedPlaceholder, type LiveFeedBlockProps } from './FeedBlocks';
import { GameLauncherProvider } from './GameLauncherProvider';
import { GameRow } from './GameRow';

/**
 * A public feed, read once per page (the BFF keeps it): undefined while it comes, null when it failed (or no call).
 * Deferred: the block is drawn in a render React may interrupt, so a row of twenty tiles does not hold a phone's
 * main thread in one piece.
 */
function useFeed<T>(call: BffCall<T> | null): T | null | undefined {
  const { data, error } = useSWR(call?.path ?? null, () => send(call!), { revalidateOnFocus: false, revalidateOnReconnect: false });
  return useDeferredValue(call && !error ? data : null);
}

/** One feed block, live: its feed fetched and drawn in its placeholder's place, with the launch rules for its games. */
export function LiveFeedBlock({ feed, title, language, category }: LiveFeedBlockProps) {
  const t = useTranslations('home');
  const marks = vendorMarks(useFeed(vendors(language)) ?? []);
  const winners = useFeed(feed === 'winners' ? winnerBoard(language, category) : null);
  const matches = useFeed(feed === 'hot-matches' ? hotMatches(language) : null);
  const games = useFeed(feed === 'hot-slots' ? homePopular(language, 'RNG') : feed === 'hot-pvp' ? homePopular(language, 'PVP') : null);
  const list = feed === 'winners' ? winners : feed === 'hot-matches' ? matches : games;
  if (list === undefined) return <FeedPlaceholder feed={feed} title={title} />;
  // Emptied or failing since the page was drawn: the block goes, as the server leaves such a block out.
  if (list === null || list.length === 0) return null;
  return (
    <GameLauncherProvider>
      {feed === 'winners' && winners && <WinnersTicker winners={winners} />}
      {feed === 'hot-matches' && matches && <HotMatches matches={matches} />}
      {(feed === 'hot-slots' || feed === 'hot-pvp') && games && (
        <GameRow id={feed} title={t(feed === 'hot-slots' ? 'hot_slots' : 'hot_pvp')} games={games} vendors={marks} />
      )}
    </GameLauncherProvider>
  );
}
