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

/** A public feed, read once per page (the BFF keeps it): undefined while it comes, null when it failed (or no call). */
function useFeed<T>(call: BffCall<T> | null): T | null | undefined {
  const { data, error } = useSWR(call?.path ?? null, () => send(call!), { revalidateOnFocus: false, revalidateOnReconnect: false });
  return call && !error ? data : null;
}

function Block({ feed, title, language, category }: { feed: Feed; title: string; language: string; category?: string }) {
  const t = useTranslations('home');
  const marks = vendorMarks(useFeed(vendors(language)) ?? []);
  const winners = useFeed(feed === 'winners' ? winnerBoard(language, category) : null);
  const matches = useFeed(feed === 'hot-matches' ? hotMatches(language) : null);
  const games = useFeed(feed === 'hot-slots' ? homePopular(language, 'RNG') : feed === 'hot-pvp' ? homePopular(language, 'PVP') : null);
  const list = feed === 'winners' ? winners : feed === 'hot-matches' ? matches : games;
  if (list === undefined) return <FeedPlaceholder feed={feed} title={title} />;
  // Emptied or failing since the page was drawn: the block goes, as the server leaves such a block out.
  if (list === null || list.length === 0) return null;
  if (feed === 'winners' && winners) return <WinnersTicker winners={winners} />;
  if (feed === 'hot-matches' && matches) return <HotMatches matches={matches} />;
  if (games) return <GameRow id={feed} title={t(feed === 'hot-slots' ? 'hot_slots' : 'hot_pvp')} games={games} vendors={marks} />;
  return null;
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
