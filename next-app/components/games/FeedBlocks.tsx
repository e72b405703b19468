'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { afterLoadIdle } from '@/lib/client/after-load';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';
import styles from './FeedBlocks.module.css';

/** The blocks fed by the upstream below a page's first screen; each is shown only when its feed had something. */
export const FEEDS = ['winners', 'hot-matches', 'hot-slots', 'hot-pvp'] as const;
export type Feed = (typeof FEEDS)[number];

export interface FeedBlock {
  feed: Feed;
  /** Its heading, drawn by the server. */
  title: string;
}

export interface FeedBlocksProps {
  /** The blocks to show, in order (their feeds were not empty when the page was drawn). */
  blocks: FeedBlock[];
  /** The upstream's code of the page's language (the feeds' `language`). */
  language: string;
  /** The winners of this game category (a category page's), else of all (home's). */
  category?: string;
}

/** How far ahead of the screen a block starts coming: a screen's height, so it is there when the visitor is. */
const AHEAD = '100% 0px';

/** A block before its feed has arrived: its heading and the room it will take (no shift when it comes). */
export function FeedPlaceholder({ feed, title }: FeedBlock) {
  return (
    <section className={`${styles.pending} ${styles[feed]}`} aria-busy="true" aria-labelledby={`${feed}-title`} data-testid={feed} data-feed-pending="">
      <h2 id={`${feed}-title`} className={styles.title}>
        {title}
      </h2>
    </section>
  );
}

export interface LiveFeedBlockProps extends FeedBlock {
  language: string;
  category?: string;
}

const LiveFeedBlock = lazyWithMessages(
  ['home', 'games', 'lobby', 'play', 'winners', 'game_types'],
  () => import('./FeedBlocksLive').then((m) => m.LiveFeedBlock),
  {
    fallback: (props: LiveFeedBlockProps) => <FeedPlaceholder feed={props.feed} title={props.title} />,
  },
);

/** True once the page has loaded and the element is within a screen's height of the viewport. */
function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    let observer: IntersectionObserver | null = null;
    const stop = afterLoadIdle(() => {
      if (typeof IntersectionObserver !== 'function') return setNear(true);
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
      observer.observe(element);
    });
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [ref, near]);
  return near;
}

function Block(props: LiveFeedBlockProps) {
  // A ref, not a state setter: setting state from the commit would render the block again at once, synchronously.
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNear(anchor);
  if (near) return <LiveFeedBlock {...props} />;
  return (
    <div ref={anchor}>
      <FeedPlaceholder feed={props.feed} title={props.title} />
    </div>
  );
}

/**
 * The blocks below a page's first screen (home, spec 000 §2: the latest winners, popular football matches, hot
 * slots and card games; a category page: its latest winners): the page's HTML carries their headings only; when a
 * block comes within a screen's height of the viewport (once the page has loaded), its code, its texts and its
 * feed (the BFF keeps them) are fetched and it is drawn in place. So the first screen is smaller to send and to
 * make live, and a phone does not render forty game tiles it has not scrolled to.
 */
export function FeedBlocks({ blocks, language, category }: FeedBlocksProps) {
  return blocks.map((block) => <Block key={block.feed} {...block} language={language} category={category} />);
}
