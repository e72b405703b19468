/**
 * The game lobbies' rules (spec 001 §2 "Game category pages", "Lobbies", §4, §5, §9), as pure functions
 * the category pages (server) and the lobby island (browser) share:
 * - which vendors a category shows (e-sports and cockfight vendors split out of SPORTS);
 * - the lobby's state as it lives in the URL (`?type=hot&vassalage=JL&name=…`), read leniently;
 * - the prize mode of the lottery pages.
 */
import type { Vendor } from './game';
import { GAME_TYPE_MENU, GAME_TYPES } from './types';

/** Every game type has a lobby (ESPORTS and COCKFIGHT included, after SPORTS in the menu). */
export const LOBBY_CATEGORIES = GAME_TYPES;
export type LobbyCategory = (typeof GAME_TYPES)[number];

/** Client config (spec 001 §3): the e-sports and cockfight vendors, listed by the upstream under SPORTS. */
export const ESPORTS_VENDORS: readonly string[] = ['TF', 'IA', 'AV', 'IMES'];
export const COCKFIGHT_VENDORS: readonly string[] = ['SV3', 'WGB', 'DIG', 'WS168'];

/** Hot-game types (spec 001 §9): the game types with a hot list. */
export const HOT_GAME_TYPES: readonly string[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'];

/** Games a page (spec 001 §9): 24, 12 for card games. */
export function pageSizeOf(category: LobbyCategory): number {
  return category === 'PVP' ? 12 : 24;
}

/** The category a vendor card belongs to: its lane, but e-sports and cockfight vendors of SPORTS get their own. */
export function categoryOf(vendor: Pick<Vendor, 'vassalage' | 'gameType'>): string {
  const code = vendor.vassalage.toUpperCase();
  if (vendor.gameType === 'SPORTS' && ESPORTS_VENDORS.includes(code)) return 'ESPORTS';
  if (vendor.gameType === 'SPORTS' && COCKFIGHT_VENDORS.includes(code)) return 'COCKFIGHT';
  return vendor.gameType;
}

/** The vendors of a category, in the upstream's order (the first one is the lobby's current vendor). */
export function vendorsOf(vendors: readonly Vendor[], category: LobbyCategory): Vendor[] {
  return vendors.filter((v) => categoryOf(v) === category);
}

/** The `gameType` the upstream files a category's games under (e-sports and cockfight are SPORTS games). */
export function upstreamGameType(category: LobbyCategory): string {
  return category === 'ESPORTS' || category === 'COCKFIGHT' ? 'SPORTS' : category;
}

/** Vietnam lottery vendor and the lottery gateway's own cards (spec 001 §4 "Prize mode"). */
const VIETNAM_LOTTERY = 'TCG_LOTTO_VN';
const LOTTERY_CARDS = 'TCG_LOTTO';

/**
 * Prize mode (spec 001 §4): ELOTT when the electronic lottery category holds the Vietnam lottery or
 * lottery cards, otherwise LOTT. The /elott lobby lists the games of that type.
 */
export function prizeMode(vendors: readonly Vendor[]): 'ELOTT' | 'LOTT' {
  const elott = vendorsOf(vendors, 'ELOTT').map((v) => v.vassalage.toUpperCase());
  return elott.includes(VIETNAM_LOTTERY) || elott.includes(LOTTERY_CARDS) ? 'ELOTT' : 'LOTT';
}

/** List types (spec 001 §2 "Lobbies"). */
export const LIST_TYPES = ['all', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Minimum-bet filter options (spec 001 §5); '' is "all". */
export const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Slot classifications (spec 001 §5); bingo only when the brand offers Tagalog. */
export function slotClassifications(tagalogSupported: boolean): string[] {
  return tagalogSupported ? ['JACKPOT', 'TABLE', 'ARCADE', 'BINGO'] : ['JACKPOT', 'TABLE', 'ARCADE'];
}

/** The list types a category's lobby offers: hot only for the hot-game types (e-sports and cockfight are SPORTS). */
export function listTypesOf(category: LobbyCategory): ListType[] {
  const hot = HOT_GAME_TYPES.includes(upstreamGameType(category));
  return LIST_TYPES.filter((type) => type !== 'hot' || hot);
}

/** The list a state shows in a category: one the category does not offer is its all list. */
export function listOf(state: LobbyState, category: LobbyCategory): ListType {
  return listTypesOf(category).includes(state.list) ? state.list : 'all';
}

/** A lobby's state: what the URL says, every part optional and checked. */
export interface LobbyState {
  list: ListType;
  /** The vendor code; '' = the category's first vendor. */
  vendor: string;
  /** Part of a game's name. */
  name: string;
  /** One of {@link MIN_BETS}, or '' (all). */
  minBet: string;
  /** A classification key (`JACKPOT`…), or ''. */
  classify: string;
  /** Minimum paylines, or null. */
  minLine: number | null;
  /** 1-based. */
  page: number;
}

export const DEFAULT_STATE: LobbyState = { list: 'all', vendor: '', name: '', minBet: '', classify: '', minLine: null, page: 1 };

/** What a search may hold: a name, no more than 50 characters. */
const MAX_NAME = 50;
const VENDOR_CODE = /^[A-Z0-9_]{1,20}$/;
const CLASS_KEY = /^[A-Z_]{1,30}$/;

type Params = Pick<URLSearchParams, 'get'>;

function positiveInt(text: string | null, max: number): number | null {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

/**
 * The lobby's state from the URL. Names (`type`, `vassalage`, `name`, `minBet`, `classify`, `minLine`,
 * `page`) are the spec's where it has them; anything unknown or malformed is ignored (the default holds).
 * `type=vassalage` (the spec's lobby route) is the all list of the named vendor.
 */
export function parseLobbyState(params: Params): LobbyState {
  const type = (params.get('type') ?? '').toLowerCase();
  const vendor = (params.get('vassalage') ?? '').trim().toUpperCase();
  const minBet = params.get('minBet') ?? '';
  const classify = (params.get('classify') ?? '').trim().toUpperCase();
  return {
    list: (LIST_TYPES as readonly string[]).includes(type) ? (type as ListType) : 'all',
    vendor: VENDOR_CODE.test(vendor) ? vendor : '',
    name: (params.get('name') ?? '').trim().slice(0, MAX_NAME),
    minBet: (MIN_BETS as readonly string[]).includes(minBet) ? minBet : '',
    classify: CLASS_KEY.test(classify) ? classify : '',
    minLine: positiveInt(params.get('minLine'), 1000),
    page: positiveInt(params.get('page'), 10_000) ?? 1,
  };
}

/** The query string of a state (defaults left out, so the plain lobby has a plain URL); '' or `?…`. */
export function lobbySearch(state: LobbyState, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(keep);
  if (state.list !== 'all') params.set('type', state.list);
  if (state.vendor) params.set('vassalage', state.vendor);
  if (state.name) params.set('name', state.name);
  if (state.minBet) params.set('minBet', state.minBet);
  if (state.classify) params.set('classify', state.classify);
  if (state.minLine !== null) params.set('minLine', String(state.minLine));
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The lobby route's `lobbyType` (spec 001 §2): fish … elott, lott or empty (RNG); the games route: empty or rng. */
export function lobbyCategory(lobbyType: string | null, allowed: readonly LobbyCategory[] = LOBBY_CATEGORIES): LobbyCategory {
  const upper = (lobbyType ?? '').trim().toUpperCase();
  return (allowed as readonly string[]).includes(upper) ? (upper as LobbyCategory) : 'RNG';
}

/** The games route's categories. */
export const GAMES_ROUTE_CATEGORIES: readonly LobbyCategory[] = ['RNG'];

/** A category's page: its own path (`/rng`…), or the lobby route for LOTT, as the game-type menu leads. */
export function categoryPath(category: LobbyCategory): string {
  return GAME_TYPE_MENU.find((item) => item.gameType === category)?.page ?? '/';
}

/** A link to a category's lobby showing one vendor (the header's vendor lists). */
export function vendorLobbyHref(category: LobbyCategory, vassalage: string): string {
  const [path = '/', query = ''] = categoryPath(category).split('?');
  return `${path}${lobbySearch({ ...DEFAULT_STATE, vendor: vassalage }, Object.fromEntries(new URLSearchParams(query)))}`;
}

/** The path whose banner group a category's lobby shows (LOTT shares /elott's w_lott). */
export function bannerPath(category: LobbyCategory): string {
  return category === 'LOTT' ? categoryPath('ELOTT') : categoryPath(category);
}

/** The upstream's codes of Tagalog (as the brand lists its languages). */
export const TAGALOG_UPSTREAM_CODES: readonly string[] = ['TY', 'TL', 'FIL', 'TG'];
