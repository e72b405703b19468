/** Games on the home page and in the header (spec 001 §7 "Games", "Home and common"). */
import { bodyCall, getCall, type BffCall } from '../call';
import { anything, isObj, listOf, num, str } from '../parse';
import {
  parseGame,
  parseHotMatch,
  parsePvpRoom,
  parseVendor,
  parseWin,
  type Game,
  type HotMatch,
  type LaunchTarget,
  type PvpRoom,
  type Vendor,
  type Win,
} from '../../games/game';
import { safeHref } from '../../safe-href';

const listIn =
  <T>(item: Parameters<typeof listOf<T>>[1]) =>
  (value: unknown) =>
    isObj(value) ? listOf(value.list, item) : null;

/** The latest wins of a category (every one by default), limit 20 (spec 000 §7 "Winner board"). */
export function winnerBoard(upstreamLanguage: string, gameCategory = 'ALL'): BffCall<Win[]> {
  return getCall('/wps/relay/ODSFE2_getWinnerBoard', { gameCategory, language: upstreamLanguage, limitNum: 20 }, listIn(parseWin));
}

/** The biggest wins of a category (the rank list relay). */
export function rankList(upstreamLanguage: string, gameCategory = 'ALL', limitNum = 20): BffCall<Win[]> {
  return getCall('/wps/relay/GCSGAME_getRankList', { gameCategory, language: upstreamLanguage, limitNum }, listIn(parseWin));
}

/** The brand's most played games of a type (home's hot slot and PvP rows). */
export function homePopular(upstreamLanguage: string, gameType: string, limitNum = 20): BffCall<Game[]> {
  return getCall('/wps/relay/GCSGAME_getHomePopular', { gameType, language: upstreamLanguage, limitNum }, listIn(parseGame));
}

/** Upcoming popular football matches. */
export function hotMatches(upstreamLanguage: string): BffCall<HotMatch[]> {
  return getCall('/wps/relay/GCSGAME_getHotMatches', { language: upstreamLanguage }, listIn(parseHotMatch));
}

/** Vendors per category lane (`RNG`, `LIVE`, …), in the upstream's order. */
export function vendors(upstreamLanguage: string): BffCall<Vendor[]> {
  return getCall('/wps/relay/GCSGAME_newGameVendor', { platform: 'html5-desktop', clientType: 3, language: upstreamLanguage }, (value) => {
    const lanes = isObj(value) && isObj(value.data) && Array.isArray(value.data.lanes) ? value.data.lanes : null;
    if (!lanes) return null;
    return lanes.filter(isObj).flatMap((lane) => listOf(lane.cards, (card) => parseVendor(card, str(lane.title))));
  });
}

/** One page of a game list. */
export interface GamePage {
  games: Game[];
  totalPages: number;
  /** Games in the whole list. */
  total: number;
}

/** Games per page of a game list (spec 001 §9). */
export const GAME_PAGE_SIZE = 24;

/** The game-list query constants (spec 001 §3 "Game list query"). */
const LIST_CLIENT = { clientType: 3, platform: 'flash,html5-desktop' } as const;

/** The filters of a game list (spec 001 §3 "Game list query"); empty ones are left out. */
export interface GameListQuery {
  vassalage?: string;
  gameType?: string;
  upstreamLanguage: string;
  gameName?: string;
  gameClassify?: string;
  minBet?: string;
  minLineNum?: number | null;
  pageNo?: number;
  pageSize?: number;
}

const pageOf = (games: Game[], totalPages: unknown, total: unknown): GamePage => ({
  games,
  totalPages: Math.max(1, num(totalPages) ?? 1),
  total: num(total) ?? games.length,
});

/**
 * A page of games (spec 001 §3 "Game list query"): a lobby's list, or the game pop-up of an item flagged
 * `VASSALAGE`. The merchant code is the BFF's to add. A search by name is sent without `language` (the
 * upstream finds nothing when both are given; the names then come in the page's language).
 */
export function gameList(query: GameListQuery): BffCall<GamePage> {
  return getCall(
    '/wps/relay/GCSGAME_gameList',
    {
      ...LIST_CLIENT,
      gameType: query.gameType,
      vassalage: query.vassalage,
      language: query.gameName ? undefined : query.upstreamLanguage,
      gameName: query.gameName,
      gameClassify: query.gameClassify,
      minBet: query.minBet,
      minLineNum: query.minLineNum,
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? GAME_PAGE_SIZE,
    },
    (value) => (isObj(value) && Array.isArray(value.games) ? pageOf(listOf(value.games, parseGame), value.totalPages, value.totalCount) : null),
  );
}

/**
 * The hot games of a vendor and type (spec 001 §7 "Hot game list": a GET): 20 at most, hottest first. The BFF falls
 * back to the observed POST with the same fields in a JSON body for an upstream that wants it.
 */
export function hotGames(query: { vassalage?: string; gameType: string; upstreamLanguage: string }): BffCall<Game[]> {
  return getCall(
    '/wps/relay/GCSGAME_hotGamesV2',
    { isPlatform: 2, vassalage: query.vassalage || undefined, gameType: query.gameType, platform: LIST_CLIENT.platform, language: query.upstreamLanguage },
    listIn(parseGame),
  );
}

/** Classifications per game type of a vendor (spec 001 §7 "Vendor game type"): `{ RNG: [{key, name}] }`. */
export function vendorGameTypes(vassalage: string, upstreamLanguage: string): BffCall<Record<string, { key: string; name: string }[]>> {
  return getCall('/wps/relay/GCSGAME_getVassGameType', { typeId: 1, vassalage, language: upstreamLanguage }, (value) => {
    if (!isObj(value) || !isObj(value.content)) return null;
    const out: Record<string, { key: string; name: string }[]> = {};
    for (const [type, byVendor] of Object.entries(value.content)) {
      const list = isObj(byVendor) ? byVendor[vassalage] : null;
      out[type.toUpperCase()] = listOf(list, (o) => (str(o.key) ? { key: str(o.key).toUpperCase(), name: str(o.displayName) || str(o.key) } : null));
    }
    return out;
  });
}

/** Node ids of the member's favourite games (token). */
export function favouriteIds(): BffCall<string[]> {
  return getCall('/wps/relay/MCSFE_getFavoriteGameIds', {}, (value) => (Array.isArray(value) ? value.map(str).filter(Boolean) : null));
}

type FavouriteTarget = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;
const favouriteBody = (game: FavouriteTarget) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

/** Adds a favourite (V2, by node id; token). */
export function addFavourite(game: FavouriteTarget): BffCall<true> {
  return bodyCall('POST', '/wps/relay/MCSFE_addFavoriteGameV2', favouriteBody(game), anything);
}

/** Removes a favourite (V2, by node id; token). */
export function removeFavourite(game: FavouriteTarget): BffCall<true> {
  return bodyCall('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', favouriteBody(game), anything);
}

/** A page of the member's favourite games of a type (token): `value.content`, `value.totalPages`. */
export function favouriteList(query: { gameType: string; upstreamLanguage: string; page: number; size: number }): BffCall<GamePage> {
  return getCall(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { ...LIST_CLIENT, language: query.upstreamLanguage, gameType: query.gameType, page: query.page, size: query.size },
    (value) => (isObj(value) && Array.isArray(value.content) ? pageOf(listOf(value.content, parseGame), value.totalPages, value.totalElements) : null),
  );
}

/** A page of the member's recently played games (token): `value.list`, `value.totalPages`. */
export function recentGames(query: { gameType: string; vassalage?: string; upstreamLanguage: string; pageNo: number; pageSize: number }): BffCall<GamePage> {
  return getCall(
    '/wps/relay/GCSGAME_getRecentGames',
    {
      clientType: LIST_CLIENT.clientType,
      language: query.upstreamLanguage,
      gameType: query.gameType,
      vassalage: query.vassalage,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    },
    (value) => (isObj(value) && Array.isArray(value.list) ? pageOf(listOf(value.list, parseGame), value.totalPages, value.totalCount) : null),
  );
}

/** The rooms of a card game (spec 001 §7 "PVP rooms"): `value.content`. */
export function pvpRooms(game: Pick<Game, 'nodeId'>): BffCall<PvpRoom[]> {
  return getCall('/wps/relay/GCSGAME_getPvpRooms', { nodeId: game.nodeId }, (value) => (isObj(value) ? listOf(value.content, parsePvpRoom) : null));
}

/** Launches a game with demo credits, no account needed (games whose `supportPlay` is 0): the URL to open. */
export function trialLaunchGame(game: Pick<Game, 'nodeId'>, upstreamLanguage: string): BffCall<string> {
  return getCall('/wps/game/launchGame/trial', { nodeId: game.nodeId, language: upstreamLanguage }, launchUrl);
}

/**
 * Launches a game for real money (protocol §5 "Launch"), always with a `launchMode`: the URL to open. The vendor
 * named is the item's account type when it has one (spec 001 §3 "Launch items"); a card game's room when chosen.
 */
export function launchGame(
  game: Pick<LaunchTarget, 'nodeId' | 'gameId' | 'vassalage' | 'accountTypeName' | 'roomId'>,
  upstreamLanguage: string,
): BffCall<string> {
  return getCall(
    '/wps/game/launchGame',
    {
      launchMode: 'GLS',
      accountType: 1,
      platform: 'html5',
      clientType: 2,
      gameId: game.gameId,
      nodeId: game.nodeId,
      vassalage: game.accountTypeName || game.vassalage,
      roomId: game.roomId,
      language: upstreamLanguage,
      confirmTrans: 0,
      webView: false,
      isCoin: false,
    },
    launchUrl,
  );
}

/** Where the lottery lobby opens (spec 001 §7 "Lottery lobby launch"): `lottoView`. */
export type LotteryView = 'betting' | 'lobby';

/**
 * Launches the lottery lobby (spec 001 §7 "Lottery lobby launch"): area VN, launch mode LOTT, the prize mode,
 * the lottery's code, the betting or lobby view, the device, where "back" leads, the language.
 */
export function launchLotteryLobby(query: {
  prizeMode: string;
  gameCode: string;
  view: LotteryView;
  backUrl: string;
  upstreamLanguage: string;
}): BffCall<string> {
  return getCall(
    '/wps/game/launchGame',
    {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: query.prizeMode,
      lottoGameCode: query.gameCode,
      lottoView: query.view,
      device: 'WEB',
      backUrl: query.backUrl,
      language: query.upstreamLanguage,
    },
    launchUrl,
  );
}

/**
 * `value.content.game_url`, or an older build's `value.url|gameUrl|link|launchUrl`: an absolute http(s) URL, or a
 * path the launcher puts on one of the brand's launch hosts (`resolveGameUrl`); anything else is null.
 */
export function launchUrl(value: unknown): string | null {
  if (!isObj(value)) return null;
  const content = isObj(value.content) ? value.content : {};
  const url = [content.game_url, value.url, value.gameUrl, value.link, value.launchUrl].map(str).find(Boolean) ?? '';
  return safeHref(url, { external: true });
}
