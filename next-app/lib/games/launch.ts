/**
 * What "play" does with a game (spec 001 §4 "Login guard before a game launch", "Launch routing by
 * vendor kind"), as a pure decision the game tiles' launcher carries out:
 * - an item flagged `VASSALAGE` opens the game pop-up listing the vendor's sub-games;
 * - a visitor gets the login window; a trial account the "register a real account" warning;
 * - lottery vendors go to their lottery pages; everything else is launched.
 */
import { withQuery } from '../bff/call';
import type { Session } from '../bff/types';
import type { LaunchTarget } from './game';

/** Customer type of a trial (demo) account (spec 001 §6 "Trial account (isAgent 4)"). */
export const TRIAL_CUSTOMER_TYPE = 4;

export type LaunchPlan =
  | { kind: 'vendor-games' }
  | { kind: 'login' }
  | { kind: 'real-account-needed' }
  | { kind: 'page'; href: string }
  | { kind: 'launch' };

export function isTrialAccount(session: Extract<Session, { loggedIn: true }>): boolean {
  return session.isTrial || session.customerType === TRIAL_CUSTOMER_TYPE;
}

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

/**
 * The guard of a member's action (launch, favourites, recent games; spec 001 §4, §8): a visitor is asked to
 * log in, a trial account to register a real one; `null` lets a real member through.
 */
export function memberGuard(session: Session): Extract<LaunchPlan, { kind: 'login' | 'real-account-needed' }> | null {
  if (!session.loggedIn) return { kind: 'login' };
  if (isTrialAccount(session)) return { kind: 'real-account-needed' };
  return null;
}

/** What pressing "play" (or "bet") on `game` does for a visitor in `session`. */
export function launchPlan(game: LaunchTarget, session: Session): LaunchPlan {
  if (game.isGame?.toUpperCase() === 'VASSALAGE') return { kind: 'vendor-games' };
  const guard = memberGuard(session);
  if (guard) return guard;
  const page = lotteryPage(game);
  return page ? { kind: 'page', href: page } : { kind: 'launch' };
}
