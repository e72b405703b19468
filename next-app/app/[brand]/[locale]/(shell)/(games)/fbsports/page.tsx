import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LaunchPageBody } from '@/components/games/LaunchPageBody';
import { PageHead } from '@/components/shell/PageHead';
import { games } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { queryValue } from '@/lib/games/launch-page';
import { pageContext, upstreamLanguage, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'fbsports', { path: '/fbsports' });
}

/**
 * `/fbsports[?vassalage=SBO]` (spec 001 §2: "fbsports is a sports vendor launch page"): launches the sportsbook of
 * the sports vendor named, else of the first vendor of the SPORTS lane, as the vendor's first game. Vendors and
 * the game list are public and cached by the BFF.
 */
export default async function FbSportsPage({
  params,
  searchParams,
}: {
  params: BrandLocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [ctx, query] = await Promise.all([pageContext(params), searchParams]);
  const language = upstreamLanguage(ctx);
  const [t, vendors] = await Promise.all([getTranslations({ locale: ctx.locale, namespace: 'play' }), fetchFeed(games.vendors(language), ctx)]);
  const sports = (vendors ?? []).filter((v) => v.gameType === 'SPORTS');
  const wanted = queryValue(query, 'vassalage').toUpperCase();
  const vendor = sports.find((v) => v.vassalage.toUpperCase() === wanted) ?? sports[0];
  const list = vendor
    ? await fetchFeed(games.gameList({ vassalage: vendor.vassalage, gameType: 'SPORTS', upstreamLanguage: language, pageSize: 1 }), ctx)
    : null;
  const game = list?.games[0];
  return (
    <main>
      <PageHead ctx={ctx} path="/fbsports" title={vendor ? vendor.name : t('fbsports_title')} icon="SPORTS" />
      <LaunchPageBody game={game} />
    </main>
  );
}
