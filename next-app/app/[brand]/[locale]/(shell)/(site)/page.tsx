import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GameTypeMenu } from '@/components/games/GameTypeMenu';
import { FeedBlocks } from '@/components/games/FeedBlocks';
import { HomeTiles } from '@/components/home/HomeTiles';
import { PublicityMount } from '@/components/home/PublicityMount';
import { PageHead } from '@/components/shell/PageHead';
import { games, site } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { pageContext, upstreamLanguage, type BrandLocaleParams, type PageContext } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

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
  const [tHome, tWinners] = await Promise.all([
    getTranslations({ locale: ctx.locale, namespace: 'home' }),
    getTranslations({ locale: ctx.locale, namespace: 'winners' }),
  ]);
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
 * Home (spec 000 §2, spec 001 §2): banners and the notice strip, the game-type menu and navigation tiles,
 * then the headings of the blocks fed by the upstream, whose content the browser draws when they near the screen.
 * The whole page comes in one piece (no streamed part): the BFF serves it from memory, and the first paint then
 * has the banner, the page's largest paint, instead of a loading state revealed a moment later.
 */
export default async function HomePage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'meta' });
  return (
    <main>
      <h1 className="visually-hidden">{t('home_title', { brand: ctx.brand.name })}</h1>
      <PageHead ctx={ctx} path="/" />
      <GameTypeMenu path="/" locale={ctx.locale} />
      <HomeTiles path="/" locale={ctx.locale} />
      <Feeds ctx={ctx} />
    </main>
  );
}
