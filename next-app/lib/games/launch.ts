/**
 * What "play" does with a game (spec 001 §4 "Login guard before a game launch", "Launch routing by
 * vendor kind"), as a pure decision the game tiles' launcher carries out:
 * - an item flagged `VASSALAGE` opens the game pop-up listing the vendor's sub-games;
 * - a visitor gets the login window; a trial account the "register a real account" warning;
 * - lottery vendors go to their lottery pages; a vendor card (no game of its own) to the slot lobby with its
 *   vendor; everything else is launched;
 * and, once launched, where the game opens: framed in `/game` when its host is one of the brand's launch hosts
 * (the only ones the page's CSP lets a frame load), else in a new tab.
 */
import { withQuery } from '../bff/call';
import { ERROR_NEED_TRUE_ACCOUNT, ERROR_PREVIOUS_GAME_NOT_FINISHED, ERROR_SYSTEM_BUSY } from '../bff/generated';
import type { Session } from '../bff/types';
import { memberGuard } from '../access/account';
import type { LaunchTarget } from './game';
import { safeHref } from '../safe-href';

export { isTrialAccount, memberGuard, TRIAL_CUSTOMER_TYPE } from '../access/account';

export type LaunchPlan = { kind: 'vendor-games' } | { kind: 'login' } | { kind: 'real-account-needed' } | { kind: 'page'; href: string } | { kind: 'launch' };

/**
 * The lottery page a game opens in, if it is a lottery: Vietnam lottery (`TCG_LOTTO_VN`) at /vnLottery,
 * the South-East Asian one (`TCG_SEA`) at /seaLottery, any other lottery or electronic lottery at /lottery
 * with its vendor and play type.
 */
export function lotteryPage(game: LaunchTarget): string | null {
  const vendor = game.vassalage.toUpperCase();
  const gameCode = game.gameId;
  if (vendor === 'TCG_LOTTO_VN') return withQuery('/vnLottery', { gameCode });
  if (vendor === 'TCG_SEA') return withQuery('/seaLottery', { gameCode });
  if (['LOTT', 'ELOTT'].includes(game.gameType.toUpperCase()) || ['LOTT', 'ELOTT'].includes(vendor)) {
    return withQuery('/lottery', { gameCode, vendor: game.vassalage, playType: game.defaultPlayType });
  }
  return null;
}

/** Node id 0 is the upstream's "no node": an item that names a vendor only. */
const NO_NODE = '0';

/**
 * The lobby a vendor card opens (an item naming a vendor but no game of its own: no game id, node id none or
 * 0): the slot lobby, which reads the vendor from `?vassalage=` (spec 001 §4 "other vassalage goes to /rng
 * after the vassalage is stored").
 */
export function vendorLobbyPage(game: LaunchTarget): string | null {
  if ((game.nodeId && game.nodeId !== NO_NODE) || game.gameId || !game.vassalage) return null;
  return withQuery('/rng', { vassalage: game.vassalage });
}

/** What pressing "play" (or "bet") on `game` does for a visitor in `session`. */
export function launchPlan(game: LaunchTarget, session: Session): LaunchPlan {
  if (game.isGame?.toUpperCase() === 'VASSALAGE') return { kind: 'vendor-games' };
  const guard = memberGuard(session);
  if (guard) return guard;
  const page = lotteryPage(game) ?? vendorLobbyPage(game);
  return page ? { kind: 'page', href: page } : { kind: 'launch' };
}

/** How the launcher answers a refusal of the launch call (upstream protocol §2.3, mock games.md "Launch"). */
export type LaunchRefusal = 'system-busy' | 'previous-game-open' | 'maintenance' | 'real-account-needed' | 'other';

export function launchRefusal(errorCode: string): LaunchRefusal {
  switch (errorCode) {
    case ERROR_SYSTEM_BUSY:
      return 'system-busy';
    case ERROR_PREVIOUS_GAME_NOT_FINISHED:
      return 'previous-game-open';
    case 'game.maintenance':
      return 'maintenance';
    case ERROR_NEED_TRUE_ACCOUNT:
      return 'real-account-needed';
    default:
      return 'other';
  }
}

/**
 * The absolute address of a launched game: an absolute http(s) URL as it is, a path on one of the brand's
 * launch hosts chosen at random (spec 001 §9 "launch CDN chosen at random from lists"); null when neither.
 */
export function resolveGameUrl(raw: string, launchHosts: readonly string[], random: () => number = Math.random): string | null {
  const href = safeHref(raw, { external: true });
  if (!href) return null;
  const base = href.startsWith('/') ? launchHosts[Math.floor(random() * launchHosts.length)] : undefined;
  if (href.startsWith('/') && !base) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether `/game` may frame `url`: its origin is one of the brand's launch hosts (`https://host[:port]` or `*.domain`). */
export function canFrame(url: string, launchHosts: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  return launchHosts.some((host) => {
    const wildcard = host.match(/^(?:(https?):\/\/)?\*\.([^/]+)$/i);
    if (wildcard) {
      const [, scheme, domain = ''] = wildcard;
      return (!scheme || `${scheme.toLowerCase()}:` === target.protocol) && target.hostname.endsWith(`.${domain.toLowerCase()}`);
    }
    try {
      return new URL(host).origin === target.origin;
    } catch {
      return false;
    }
  });
}

/** Where a launched game is kept for `/game` (session storage: the game's ticket never goes into an address). */
export const GAME_STORAGE_KEY = 'veneer.game';

/** A launched game as `/game` shows it, and the page (path and query) it was started from. */
export interface LaunchedGame {
  url: string;
  name: string;
  from: string;
}

export function parseLaunchedGame(text: string | null): LaunchedGame | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { url, name, from } = value as Record<string, unknown>;
    if (typeof url !== 'string' || typeof name !== 'string') return null;
    // Only a path of this site (not `//host`, `/\host`): the back button leads there.
    return { url, name, from: safeHref(from) ?? '/' };
  } catch {
    return null;
  }
}
