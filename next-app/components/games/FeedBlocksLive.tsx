'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { GameLauncherProvider } from './GameLauncherProvider';
import { GameRow } from './GameRow';
import { send } from '@/lib/bff/browser';
import type { BffCall } from '@/lib/bff/call';
import { homePopular, hotMatches, vendors, winnerBoard } from '@/lib/bff/calls/games';
import { vendorMarks } from '@/lib/games/game';
import { HotMatches } from '@/components/home/HotMatches';
import { WinnersTicker } from '@/components/home/WinnersTicker';
import { FeedPlaceholder, type Feed, type FeedBlocksProps } from './FeedBlocks';

/** A public feed, read once per page (the BFF keeps it); null while it comes, when it failed, or without a call. */
function useFeed<T>(call: BffCall<T> | null): T | null {
  return useSWR(call?.path ?? null, () => send(call!), { revalidateOnFocus: false, revalidateOnReconnect: false }).data ?? null;
}

function Block({ feed, title, language, category }: { feed: Feed; title: string; language: string; category?: string }) {
  const t = useTranslations('home');
  const marks = vendorMarks(useFeed(vendors(language)) ?? []);
  const winners = useFeed(feed === 'winners' ? winnerBoard(language, category) : null);
  const matches = useFeed(feed === 'hot-matches' ? hotMatches(language) : null);
  const games = useFeed(feed === 'hot-slots' ? homePopular(language, 'RNG') : feed === 'hot-pvp' ? homePopular(language, 'PVP') : null);
  if (feed === 'winners' && winners && winners.length > 0) return <WinnersTicker winners={winners} />;
  if (feed === 'hot-matches' && matches && matches.length > 0) return <HotMatches matches={matches} />;
  if ((feed === 'hot-slots' || feed === 'hot-pvp') && games && games.length > 0) {
    return <GameRow id={feed} title={t(feed === 'hot-slots' ? 'hot_slots' : 'hot_pvp')} games={games} vendors={marks} />;
  }
  return <FeedPlaceholder feed={feed} title={title} />;
}

/** The feed blocks, live: each fetched and drawn in its placeholder's place, with the launch rules for their games. */
export function FeedBlocksLive({ blocks, language, category }: FeedBlocksProps) {
  return (
    <GameLauncherProvider>
      {blocks.map((b) => (
        <Block key={b.feed} feed={b.feed} title={b.title} language={language} category={category} />
      ))}
    </GameLauncherProvider>
  );
}
