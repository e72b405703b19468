/**
 * The game-type menu and home navigation tiles (spec 000 §2 "Game type menu and home", spec 001 §2
 * "Game-type menu"): a Recommend tab plus one tab per game type, each leading to its page.
 */
import type { IconName } from '@/components/icons/Icon';

/** A navigation item (spec 000 §3 "Navigation item": name, gameType, page). */
export interface NavItem {
  gameType: GameType;
  /** The page it leads to. */
  page: string;
  icon: IconName;
}

export const GAME_TYPES = ['RNG', 'FISH', 'PVP', 'LIVE', 'LOTT', 'ELOTT', 'OTHER', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;
export type GameType = (typeof GAME_TYPES)[number] | 'RECOMMEND';

/**
 * Where each type leads. LOTT (lottery) goes to the spec's lobby route for it (`/lobby?lobbyType=lott`, spec
 * 001 §2 "Lobbies") and ELOTT to the lottery and electronic-lottery category page (banner group w_lott).
 */
const PAGES: Record<GameType, string> = {
  RECOMMEND: '/',
  RNG: '/rng',
  FISH: '/fish',
  PVP: '/pvp',
  LIVE: '/live',
  LOTT: '/lobby?lobbyType=lott',
  ELOTT: '/elott',
  OTHER: '/other',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
};

const item = (gameType: GameType): NavItem => ({ gameType, page: PAGES[gameType], icon: gameType });

/** The menu: Recommend, then the ten types. */
export const GAME_TYPE_MENU: readonly NavItem[] = (['RECOMMEND', ...GAME_TYPES] as const).map(item);

/** Home navigation tiles: RNG and SPORTS on the sides; PVP, LIVE, FISH and LOTT in the middle. */
export const HOME_TILES = {
  start: item('RNG'),
  middle: (['PVP', 'LIVE', 'FISH', 'LOTT'] as const).map(item),
  end: item('SPORTS'),
} as const;

/**
 * Whether a tab is active on a path: SPORTS on /sports; any other type when the path contains its
 * lower-case name (so LOTT is also active on /elott, as the spec's rule says); Recommend on home.
 */
export function isActive(gameType: GameType, pathname: string): boolean {
  if (gameType === 'RECOMMEND') return pathname === '/';
  if (gameType === 'SPORTS') return pathname === '/sports';
  return pathname.toLowerCase().includes(gameType.toLowerCase());
}

/** Clicking a tab goes to its page unless that is already the current path. */
export function shouldNavigate(item: NavItem, pathname: string): boolean {
  return item.page !== pathname;
}
