import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GameTypeMenu } from '@/components/games/GameTypeMenu';
import { FeedBlocks } from '@/components/games/FeedBlocks';
import { HomeTiles } from '@/components/home/HomeTiles';
import { PublicityMount } from '@/components/home/PublicityMount';
import { PageHead } from '@/components/shell/PageHead';
import { Hydrate } from '@/components/ui/Hydrate';
import { Skeleton } from '@/components/ui/Skeleton';
import { games, site } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { pageContext, upstreamLanguage, type BrandLocaleParams, type PageContext } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import styles from './page.module.css';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'home');
}

/**
 * The blocks of home fed by the upstream: the latest winners, popular football matches, hot slots and card
 * games, and the publicity announcements. The server reads each feed (the BFF keeps them) only to know which
 * blocks to show and draws their headings; a block whose feed is empty or failing is left out. Their content is
 * drawn in the browser once the page has loaded (components/games/FeedBlocks): it is below the first screen.
 */
async function Feeds({ ctx }: { ctx: PageContext }) {
  const [tHome, tWinners] = await Promise.all([getTranslations({ locale: ctx.locale, namespace: 'home' }), getTranslations({ locale: ctx.locale, namespace: 'winners' })]);
  const language = upstreamLanguage(ctx);
  const [winners, matches, slots, cardGames, announcements] = await Promise.all([
    fetchFeed(games.winnerBoard(language), ctx),
    fetchFeed(games.hotMatches(language), ctx),
    fetchFeed(games.homePopular(language, 'RNG'), ctx),
    fetchFeed(games.homePopular(language, 'PVP'), ctx),
    fetchFeed(site.announcements(), ctx),
  ]);
  const shown = (list: unknown[] | null | undefined) => (list?.length ?? 0) > 0;
  const blocks = [
    shown(winners) && { feed: 'winners' as const, title: tWinners('title') },
    shown(matches) && { feed: 'hot-matches' as const, title: tHome('hot_matches') },
    shown(slots) && { feed: 'hot-slots' as const, title: tHome('hot_slots') },
    shown(cardGames) && { feed: 'hot-pvp' as const, title: tHome('hot_pvp') },
  ].filter((b) => b !== false);
  return (
    <>
      {blocks.length > 0 && <FeedBlocks blocks={blocks} language={language} />}
      {/* The pop-up opens once the page has loaded and is idle, its notices fetched then (not in the page's HTML). */}
      {shown(announcements?.popup) && <PublicityMount />}
    </>
  );
}

/**
 * Where the feeds will be, until they stream in: a screen's height, so the footer is not in view meanwhile and
 * does not jump away when they arrive (no layout shift).
 */
function HomeFeedsPending() {
  return (
    <div className={styles.pending} aria-busy="true">
      <Skeleton height={260} />
    </div>
  );
}

/**
 * Home (spec 000 §2, spec 001 §2): banners and the notice strip, the game-type menu and navigation tiles,
 * then the blocks fed by the upstream, whose headings stream in after the top of the page (the banner is the
 * largest thing on first paint and need not wait for them) and whose content the browser draws after load.
 */
export default async function HomePage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'meta' });
  return (
    <main>
      <h1 className="visually-hidden">{t('home_title', { brand: ctx.brand.name })}</h1>
      <PageHead ctx={ctx} path="/" />
      <Hydrate when="idle">
        <GameTypeMenu path="/" locale={ctx.locale} />
        <HomeTiles path="/" locale={ctx.locale} />
      </Hydrate>
      <Suspense fallback={<HomeFeedsPending />}>
        <Feeds ctx={ctx} />
      </Suspense>
    </main>
  );
}
