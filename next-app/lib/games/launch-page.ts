/**
 * What the launch pages (`/seamless`, `/fbsports`) launch, from their address: the game named by
 * `nodeId` or `gameId` (with `vassalage`, `gameType` and `name`), each a short plain value; anything
 * else in the query is ignored.
 */
import type { LaunchTarget } from './game';

type Query = Record<string, string | string[] | undefined>;

/** The first value of a query parameter, trimmed, when it is a plausible code or name (≤ 100 characters). */
export function queryValue(query: Query, key: string): string {
  const raw = query[key];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return value.length <= 100 ? value : '';
}

/** The game a `/seamless` address names, or null when it names none. */
export function launchTargetOf(query: Query): LaunchTarget | null {
  const nodeId = queryValue(query, 'nodeId');
  const gameId = queryValue(query, 'gameId');
  if (nodeId && !/^\d+$/.test(nodeId)) return null;
  if (!nodeId && !gameId) return null;
  return {
    nodeId,
    gameId,
    vassalage: queryValue(query, 'vassalage').toUpperCase(),
    gameType: queryValue(query, 'gameType').toUpperCase(),
    name: queryValue(query, 'name') || gameId || nodeId,
  };
}
