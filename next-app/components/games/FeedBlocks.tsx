'use client';

import { useAfterLoad } from '@/lib/client/after-load';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';
import styles from './FeedBlocks.module.css';

/** The blocks fed by the upstream below a page's first screen; each is shown only when its feed had something. */
export const FEEDS = ['winners', 'hot-matches', 'hot-slots', 'hot-pvp'] as const;
export type Feed = (typeof FEEDS)[number];

export interface FeedBlocksProps {
  /** The blocks to show, in order (their feeds were not empty when the page was drawn), each with its heading. */
  blocks: { feed: Feed; title: string }[];
  /** The upstream's code of the page's language (the feeds' `language`). */
  language: string;
  /** The winners of this game category (a category page's), else of all (home's). */
  category?: string;
}

/** A block before its feed has arrived: its heading and the room it will take (no shift when it comes). */
export function FeedPlaceholder({ feed, title }: { feed: Feed; title: string }) {
  return (
    <section className={`${styles.pending} ${styles[feed]}`} aria-busy="true" aria-labelledby={`${feed}-title`} data-testid={feed}>
      <h2 id={`${feed}-title`} className={styles.title}>
        {title}
      </h2>
    </section>
  );
}

const placeholdersOf = ({ blocks }: FeedBlocksProps) => blocks.map((b) => <FeedPlaceholder key={b.feed} {...b} />);

const LiveFeeds = lazyWithMessages(['home', 'games', 'lobby', 'play', 'winners', 'game_types'], () => import('./FeedBlocksLive').then((m) => m.FeedBlocksLive), {
  fallback: placeholdersOf,
});

/**
 * The blocks below a page's first screen (home, spec 000 §2: the latest winners, popular football matches, hot
 * slots and card games; a category page: its latest winners): the page's HTML carries their headings only; once
 * the page has loaded and is idle, their code, their texts and their feeds (the BFF keeps them) are fetched and
 * they are drawn in place. So the first screen is smaller to send and to make live, and a phone is not made to
 * hydrate forty game tiles it has not scrolled to.
 */
export function FeedBlocks(props: FeedBlocksProps) {
  return useAfterLoad() ? <LiveFeeds {...props} /> : <>{placeholdersOf(props)}</>;
}
