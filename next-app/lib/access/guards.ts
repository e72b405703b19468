/**
 * Who may open the member and agent areas (spec 000 §6 "Roles and permissions"), as one pure decision the
 * shell's `AreaGuard` carries out when the address asks for one (`?member=…`, `?agent=…`).
 */
import type { Session } from '../bff/types';
import { isTrialAccount } from './account';

export type Area = 'member' | 'agent';

/**
 * `login`: a visitor (the login window, "You are not logged in, please login"); `real-account-needed`: a
 * trial account (`in_need_true_account`); `not-agent`: a member who is not an agent ("Non-agents cannot log in").
 */
export type AreaDecision = 'open' | 'login' | 'real-account-needed' | 'not-agent' | 'wait';

export function areaDecision(area: Area, session: Session | undefined): AreaDecision {
  if (session === undefined) return 'wait';
  if (!session.loggedIn) return 'login';
  if (isTrialAccount(session)) return 'real-account-needed';
  if (area === 'agent' && !session.isAgent) return 'not-agent';
  return 'open';
}
