/**
 * What kind of account a session is (a module of its own: the shell's guard needs only this, not the launch rules).
 */
import type { Session } from '../bff/types';

/** Customer type of a trial (demo) account (spec 001 §6 "Trial account (isAgent 4)"). */
export const TRIAL_CUSTOMER_TYPE = 4;

export function isTrialAccount(session: Extract<Session, { loggedIn: true }>): boolean {
  return session.isTrial || session.customerType === TRIAL_CUSTOMER_TYPE;
}

/** What stops a visitor or a trial account at a member's action. */
export type MemberRefusal = { kind: 'login' } | { kind: 'real-account-needed' };

/**
 * The guard of a member's action (launch, favourites, recent games; spec 001 §4, §8): a visitor is asked to
 * log in, a trial account to register a real one; `null` lets a real member through.
 */
export function memberGuard(session: Session): MemberRefusal | null {
  if (!session.loggedIn) return { kind: 'login' };
  if (isTrialAccount(session)) return { kind: 'real-account-needed' };
  return null;
}
