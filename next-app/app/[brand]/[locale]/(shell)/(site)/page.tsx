import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GameLauncherProvider } from '@/components/games/GameLauncherProvider';
import { GameRow } from '@/components/games/GameRow';
import { GameTypeMenu } from '@/components/games/GameTypeMenu';
import { HomeTiles } from '@/components/home/HomeTiles';
import { HotMatches } from '@/components/home/HotMatches';
import { PublicityAnnouncements } from '@/components/home/PublicityAnnouncements';
import { WinnersTicker } from '@/components/home/WinnersTicker';
import { Messages } from '@/components/shell/Messages';
import { PageHead } from '@/components/shell/PageHead';
import { Hydrate } from '@/components/ui/Hydrate';
import { Skeleton } from '@/components/ui/Skeleton';
import { games, site } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { vendorMarks } from '@/lib/games/game';
import { pageContext, upstreamLanguage, type BrandLocaleParams, type PageContext } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import styles from './page.module.css';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'home');
}

/**
 * The blocks of home fed by the upstream: the latest winners, popular football matches, hot slots and card
 * games, and the publicity announcements. Every feed is public and drawn on the server; a block whose feed is
 * empty or failing is left out.
 */
async function HomeFeeds({ ctx }: { ctx: PageContext }) {
  const tHome = await getTranslations({ locale: ctx.locale, namespace: 'home' });
  const language = upstreamLanguage(ctx);
  const [winners, matches, slots, cardGames, vendors, announcements] = await Promise.all([
    fetchFeed(games.winnerBoard(language), ctx),
    fetchFeed(games.hotMatches(language), ctx),
    fetchFeed(games.homePopular(language, 'RNG'), ctx),
    fetchFeed(games.homePopular(language, 'PVP'), ctx),
    fetchFeed(games.vendors(language), ctx),
    fetchFeed(site.announcements(), ctx),
  ]);
  const marks = vendorMarks(vendors ?? []);
  const publicity = announcements?.popup ?? [];
  return (
    <>
      {/* Below the fold: each block stays as the server drew it until it nears the screen (or is touched). */}
      {winners && winners.length > 0 && (
        <Hydrate when="visible">
          <WinnersTicker winners={winners} />
        </Hydrate>
      )}
      {matches && matches.length > 0 && (
        <Hydrate when="visible">
          <HotMatches matches={matches} />
        </Hydrate>
      )}
      {slots && slots.length > 0 && (
        <Hydrate when="visible">
          <GameRow id="hot-slots" title={tHome('hot_slots')} games={slots} vendors={marks} />
        </Hydrate>
      )}
      {cardGames && cardGames.length > 0 && (
        <Hydrate when="visible">
          <GameRow id="hot-pvp" title={tHome('hot_pvp')} games={cardGames} vendors={marks} />
        </Hydrate>
      )}
      {/* The pop-up opens once the page has loaded and is idle, not in the way of the first screen. */}
      {publicity.length > 0 && (
        <Hydrate when="idle">
          <PublicityAnnouncements notices={publicity} />
        </Hydrate>
      )}
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
 * then the blocks fed by the upstream, which stream in after the top of the page (the banner is the largest
 * thing on first paint and need not wait for them).
 */
export default async function HomePage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'meta' });
  return (
    <main>
      <h1 className="visually-hidden">{t('home_title', { brand: ctx.brand.name })}</h1>
      <PageHead ctx={ctx} path="/" />
      <Messages namespaces={['home', 'games', 'lobby', 'play', 'winners', 'game_types', 'notices', 'errors']}>
        <GameLauncherProvider>
          <Hydrate when="idle">
            <GameTypeMenu path="/" locale={ctx.locale} />
            <HomeTiles path="/" locale={ctx.locale} />
          </Hydrate>
          <Suspense fallback={<HomeFeedsPending />}>
            <HomeFeeds ctx={ctx} />
          </Suspense>
        </GameLauncherProvider>
      </Messages>
    </main>
  );
}
