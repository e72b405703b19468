/** Games on the home page and in the header (spec 001 §7 "Games", "Home and common"). */
import { getCall, type BffCall } from '../call';
import { isObj, listOf, num, str } from '../parse';
import { parseGame, parseHotMatch, parseVendor, parseWin, type Game, type HotMatch, type LaunchTarget, type Vendor, type Win } from '../../games/game';

const listIn = <T>(item: Parameters<typeof listOf<T>>[1]) => (value: unknown) => (isObj(value) ? listOf(value.list, item) : null);

/** The latest wins: every category, limit 20 (spec 000 §7 "Winner board"). */
export function winnerBoard(upstreamLanguage: string): BffCall<Win[]> {
  return getCall('/wps/relay/ODSFE2_getWinnerBoard', { gameCategory: 'ALL', language: upstreamLanguage, limitNum: 20 }, listIn(parseWin));
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
}

/** Games per page of a game list (spec 001 §9). */
export const GAME_PAGE_SIZE = 24;

/**
 * A page of a vendor's games (spec 001 §3 "Game list query"): the game pop-up of an item flagged
 * `VASSALAGE` lists them. The merchant code is the BFF's to add.
 */
export function gameList(query: { vassalage: string; gameType?: string; upstreamLanguage: string; pageNo?: number; pageSize?: number }): BffCall<GamePage> {
  return getCall(
    '/wps/relay/GCSGAME_gameList',
    {
      clientType: 3,
      platform: 'html5-desktop',
      gameType: query.gameType,
      vassalage: query.vassalage,
      language: query.upstreamLanguage,
      pageNo: query.pageNo ?? 1,
      pageSize: query.pageSize ?? GAME_PAGE_SIZE,
    },
    (value) => (isObj(value) && Array.isArray(value.games) ? { games: listOf(value.games, parseGame), totalPages: Math.max(1, num(value.totalPages) ?? 1) } : null),
  );
}

/** Launches a game with demo credits, no account needed (games whose `supportPlay` is 0): the URL to open. */
export function trialLaunchGame(game: Pick<Game, 'nodeId'>, upstreamLanguage: string): BffCall<string> {
  return getCall('/wps/game/launchGame/trial', { nodeId: game.nodeId, language: upstreamLanguage }, launchUrl);
}

/**
 * Launches a game for real money (protocol §5 "Launch"), always with a `launchMode`: the URL to open. The vendor
 * named is the item's account type when it has one (spec 001 §3 "Launch items").
 */
export function launchGame(game: Pick<LaunchTarget, 'nodeId' | 'gameId' | 'vassalage' | 'accountTypeName'>, upstreamLanguage: string): BffCall<string> {
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
export function launchLotteryLobby(query: { prizeMode: string; gameCode: string; view: LotteryView; backUrl: string; upstreamLanguage: string }): BffCall<string> {
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
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
