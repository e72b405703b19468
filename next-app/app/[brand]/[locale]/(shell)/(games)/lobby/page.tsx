import type { Metadata } from 'next';
import { CategoryLobby, queryOf, type SearchParams } from '@/components/games/lobby/CategoryPage';
import { lobbyCategory } from '@/lib/games/lobby';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

type Props = { params: BrandLocaleParams; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'lobby', { path: '/lobby' });
}

/**
 * The spec's lobby route (spec 001 §2 "Lobbies"): `lobbyType` fish, live, sports, esports, cockfight, pvp,
 * other, elott, lott or empty (slots) picks the category; `type` and `vassalage` are the lobby's own state.
 */
export default async function LobbyPage({ params, searchParams }: Props) {
  const ctx = await pageContext(params);
  const query = await queryOf(searchParams);
  const lobbyType = query.get('lobbyType') ?? '';
  const category = lobbyCategory(lobbyType);
  return <CategoryLobby ctx={ctx} category={category} path="/lobby" query={query} keep={lobbyType ? { lobbyType: lobbyType.toLowerCase() } : {}} />;
}
