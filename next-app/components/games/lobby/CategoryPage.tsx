import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Messages } from '@/components/shell/Messages';
import { PageHead } from '@/components/shell/PageHead';
import { games } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import {
  TAGALOG_UPSTREAM_CODES,
  bannerPath,
  categoryPath,
  listOf,
  parseLobbyState,
  prizeMode,
  slotClassifications,
  upstreamGameType,
  vendorsOf,
  type LobbyCategory,
} from '@/lib/games/lobby';
import { listCall, swrKeyOf } from '@/lib/games/lobby-calls';
import { pageContext, upstreamLanguage, type BrandLocaleParams, type PageContext } from '@/lib/page/context';
import { pageMetadata, type MetaPage } from '@/lib/page/metadata';
import { GameLauncherProvider } from '../GameLauncherProvider';
import { FeedBlocks } from '../FeedBlocks';
import { GameTypeMenu } from '../GameTypeMenu';
import { Lobby } from './Lobby';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The URL's query as URLSearchParams (a repeated name keeps its first value). */
export async function queryOf(searchParams: SearchParams): Promise<URLSearchParams> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  return query;
}

/** Whether the brand offers Tagalog (the slot filter's bingo, spec 001 §5). */
function offersTagalog(ctx: PageContext): boolean {
  return ctx.site.languages.some((l) => l.code === 'tl' || TAGALOG_UPSTREAM_CODES.includes(l.upstream.toUpperCase()));
}

/**
 * A category's lobby as the server draws it (spec 001 §2 "Game category pages"): the top of the page with
 * the category's banners, the game-type menu with its tab active, the lobby with the URL's state and its
 * first page of games already in the HTML (from the BFF's cached catalogue), and the category's latest
 * winners. `path` is the page's own path; `keep` the query the lobby route keeps (`lobbyType`).
 */
export async function CategoryLobby({
  ctx,
  category,
  path,
  query,
  keep,
}: {
  ctx: PageContext;
  category: LobbyCategory;
  path: string;
  query: URLSearchParams;
  keep?: Record<string, string>;
}) {
  const language = upstreamLanguage(ctx);
  const [allVendors, winners, tTypes, tWinners] = await Promise.all([
    fetchFeed(games.vendors(language), ctx),
    fetchFeed(games.winnerBoard(language, category), ctx),
    getTranslations({ locale: ctx.locale, namespace: 'game_types' }),
    getTranslations({ locale: ctx.locale, namespace: 'winners' }),
  ]);
  const vendors = vendorsOf(allVendors ?? [], category);
  const gameType = category === 'ELOTT' ? prizeMode(allVendors ?? []) : upstreamGameType(category);
  const state = parseLobbyState(query);
  const source = { category, gameType, vendors };
  // Only public lists are drawn on the server (the member's come after first paint, in the browser).
  const call = listOf(state, category) === 'all' ? listCall(source, state, language, false) : null;
  // The classification filter's options for the vendor shown (all but RNG, whose are fixed): drawn with the page, so
  // the filter row does not grow under the visitor's eyes when they arrive (a layout shift on /live).
  const vendor = state.vendor || vendors[0]?.vassalage || '';
  const classesCall = category !== 'RNG' && vendor ? games.vendorGameTypes(vendor, language) : null;
  const [page, classes] = await Promise.all([call ? fetchFeed(call, ctx) : null, classesCall ? fetchFeed(classesCall, ctx) : null]);
  return (
    <main data-testid="category-page" data-category={category}>
      <PageHead ctx={ctx} path={bannerPath(category)} title={tTypes(category)} icon={category} />
      <Messages namespaces={['lobby', 'games', 'play', 'game_types', 'errors']}>
        <GameLauncherProvider>
          <GameTypeMenu path={categoryPath(category)} locale={ctx.locale} />
          <Lobby
            category={category}
            gameType={gameType}
            path={path}
            keep={keep}
            vendors={vendors}
            upstreamLanguage={language}
            slotClassifications={category === 'RNG' ? slotClassifications(offersTagalog(ctx)) : null}
            initial={call && page ? { key: swrKeyOf(call), page } : null}
            initialClasses={classesCall && classes ? { key: classesCall.path, types: classes } : null}
          />
        </GameLauncherProvider>
      </Messages>
      {/* Below the lobby: drawn in the browser once the page has loaded (its heading is in the HTML). */}
      {winners && winners.length > 0 && <FeedBlocks blocks={[{ feed: 'winners', title: tWinners('title') }]} language={language} category={category} />}
    </main>
  );
}

type PageProps = { params: BrandLocaleParams; searchParams: SearchParams };

/** A category page (`/rng`, `/live`…): its metadata and its lobby. */
export function categoryPage(category: LobbyCategory, meta: MetaPage) {
  const path = categoryPath(category);
  return {
    generateMetadata: async ({ params }: PageProps): Promise<Metadata> => pageMetadata(await pageContext(params), meta, { path }),
    // biome-ignore lint/correctness/noComponentHookFactories: each category's page module calls this once when it loads
    Page: async function CategoryPage({ params, searchParams }: PageProps) {
      const ctx = await pageContext(params);
      return <CategoryLobby ctx={ctx} category={category} path={path} query={await queryOf(searchParams)} />;
    },
  };
}
