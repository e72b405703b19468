import type { Metadata } from 'next';
import { CategoryLobby, queryOf, type SearchParams } from '@/components/games/lobby/CategoryPage';
import { GAMES_ROUTE_CATEGORIES, lobbyCategory } from '@/lib/games/lobby';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

type Props = { params: BrandLocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'games', { path: '/games' });
}

/** The spec's games route (spec 001 §2): `lobbyType` empty or rng, the slots lobby. */
export default async function GamesPage({ params, searchParams }: Props) {
  const ctx = await pageContext(params);
  const query = await queryOf(searchParams);
  return <CategoryLobby ctx={ctx} category={lobbyCategory(query.get('lobbyType'), GAMES_ROUTE_CATEGORIES)} path="/games" query={query} />;
}
