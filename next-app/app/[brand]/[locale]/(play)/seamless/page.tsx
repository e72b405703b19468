import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LaunchPageBody } from '@/components/games/LaunchPageBody';
import { TitleBlock } from '@/components/shell/TitleBlock';
import { launchTargetOf } from '@/lib/games/launch-page';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return { ...(await pageMetadata(await pageContext(params), 'seamless', { path: '/seamless' })), robots: { index: false } };
}

/**
 * `/seamless?nodeId=…&gameId=…&vassalage=…` (spec 001 §2 "Game launch pages"): launches the game it names
 * through the launch rules, and is replaced by the game page (or the new tab, or the maintenance page). A game
 * page: header only, no banners.
 */
export default async function SeamlessPage({
  params,
  searchParams,
}: {
  params: BrandLocaleParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [ctx, query] = await Promise.all([pageContext(params), searchParams]);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'play' });
  const game = launchTargetOf(query);
  return (
    <main>
      <TitleBlock title={t('seamless_title')} icon="PLAY" />
      <LaunchPageBody game={game} />
    </main>
  );
}
