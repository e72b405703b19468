/**
 * The call behind a lobby's list for a state (spec 001 §2 "Lobbies", §7 "Games"), shared by the server
 * (first paint) and the lobby island (every change after it), so both name the same SWR key.
 */
import type { BffCall } from '../bff/call';
import { games } from '../bff/calls';
import type { GamePage } from '../bff/calls/games';
import type { Vendor } from './game';
import { listOf, pageSizeOf, type LobbyCategory, type LobbyState } from './lobby';

/** A call's SWR key: its path (and body). One key per state, so the list shown is always the last state's. */
export const swrKeyOf = (call: BffCall<unknown>): string => (call.body === undefined ? call.path : `${call.method} ${call.path} ${JSON.stringify(call.body)}`);

export interface ListSource {
  category: LobbyCategory;
  /** The `gameType` games are listed under. */
  gameType: string;
  vendors: readonly Pick<Vendor, 'vassalage'>[];
}

/**
 * The call listing `state`'s games: the game list with its filters (all), the vendor's hot games, or the
 * member's favourites or recent games of the category; null for those two without a real member.
 */
export function listCall(source: ListSource, state: LobbyState, language: string, member: boolean): BffCall<GamePage> | null {
  const vassalage = state.vendor || source.vendors[0]?.vassalage || undefined;
  const pageSize = pageSizeOf(source.category);
  // Favourites and recent games know e-sports and cockfight as categories of their own.
  const memberType = source.category === 'ELOTT' ? source.gameType : source.category;
  switch (listOf(state, source.category)) {
    case 'hot': {
      const hot = games.hotGames({ vassalage, gameType: source.gameType, upstreamLanguage: language });
      return {
        ...hot,
        parse: (value) => {
          const list = hot.parse(value);
          return list && { games: list, totalPages: 1, total: list.length };
        },
      };
    }
    case 'fav':
      return member ? games.favouriteList({ gameType: memberType, upstreamLanguage: language, page: state.page, size: pageSize }) : null;
    case 'recent':
      return member ? games.recentGames({ gameType: memberType, upstreamLanguage: language, pageNo: state.page, pageSize }) : null;
    default:
      return games.gameList({
        vassalage,
        gameType: source.gameType,
        upstreamLanguage: language,
        gameName: state.name || undefined,
        gameClassify: state.classify || undefined,
        minBet: state.minBet || undefined,
        minLineNum: state.minLine,
        pageNo: state.page,
        pageSize,
      });
  }
}
