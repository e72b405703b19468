/**
 * The lottery gateway (spec 001 §7 "Games"; upstream-mocks/docs/lottery.md): bare JSON answers, none of them
 * cached by the BFF (they carry live countdowns), so the lottery pages ask for them in the browser.
 */
import { bareCall, type BffCall } from '../call';
import { parseLotteryList, parseMenus, parseResults, type DrawResult, type Lottery, type LotteryMenu, type PrizeMode } from '../../games/lottery';

/** The device the lottery calls name (spec 001 §3 "Client config": device WEB). */
const DEVICE = 'WEB';
/** Spec 001 §9: popular lotteries 20, recent lotteries 100, Vietnam numbers 100. */
export const POPULAR_COUNT = 20;
export const RECENT_COUNT = 100;
export const VN_NUMBERS_COUNT = 100;

/** The menus of a prize mode, by tag, each lottery with its open draw. */
export function gameMenus(prizeMode: PrizeMode): BffCall<LotteryMenu[]> {
  return bareCall('/lgw/games/game_menus', { prizeMode, device: DEVICE }, parseMenus);
}

/** The Vietnam lottery menus (by region, and what draws today). */
export function vnGameMenus(prizeMode: PrizeMode): BffCall<LotteryMenu[]> {
  return bareCall('/lgw/vn/games/game_menu', { prizeMode, device: DEVICE }, parseMenus);
}

/** The most played lotteries. */
export function popular(prizeMode: PrizeMode, upstreamLanguage: string): BffCall<Lottery[]> {
  return bareCall('/lgw/games/popular', { count: POPULAR_COUNT, prizeMode, device: DEVICE, language: upstreamLanguage }, parseLotteryList);
}

/** The lotteries the member opened, newest first (token). */
export function vnRecent(prizeMode: PrizeMode): BffCall<Lottery[]> {
  return bareCall('/lgw/vn/games/game_menu/recent', { prizeMode, device: DEVICE, recentCount: RECENT_COUNT }, parseLotteryList);
}

/** The latest results of one Vietnam lottery (up to 100). */
export function vnOpenedNumbers(gameId: string): BffCall<DrawResult[]> {
  return bareCall('/lgw/vn/numeros/opened/game', { count: VN_NUMBERS_COUNT, gameId }, (value) => parseResults(value, gameId));
}

/** The latest results of any lottery (up to 100). */
export function openedNumbers(gameId: string): BffCall<DrawResult[]> {
  return bareCall('/lotto/lgw/games/opened/numero', { gameId, count: VN_NUMBERS_COUNT }, (value) => parseResults(value, gameId));
}
