/**
 * What kind of account a session is (a module of its own: the shell's guard needs only this, not the launch rules).
 */
import type { Session } from '../bff/types';

/** Customer type of a trial (demo) account (spec 001 §6 "Trial account (isAgent 4)"). */
export const TRIAL_CUSTOMER_TYPE = 4;

export function isTrialAccount(session: Extract<Session, { loggedIn: true }>): boolean {
  return session.isTrial || session.customerType === TRIAL_CUSTOMER_TYPE;
}
