import type { Bootstrap, SessionView } from './generated';
import { isObj } from './parse';

/**
 * `/bff/session` as the page uses it: the generated `SessionView` (the BFF's own type) with every field of a
 * logged-in session filled in by `parseSession`, so a field the BFF adds is a compile error here until it is read.
 */
export type Session = { loggedIn: false } | ({ [K in keyof SessionView]-?: Exclude<SessionView[K], null | undefined> } & { loggedIn: true });

export function parseSession(value: unknown): Session | null {
  if (!isObj(value) || typeof value.loggedIn !== 'boolean') return null;
  if (!value.loggedIn) return { loggedIn: false };
  if (typeof value.userName !== 'string') return null;
  return {
    loggedIn: true,
    userName: value.userName,
    customerType: typeof value.customerType === 'number' ? value.customerType : 0,
    isAgent: value.isAgent === true,
    isTrial: value.isTrial === true,
    mustChangePassword: value.mustChangePassword === true,
    firstTimeLogin: value.firstTimeLogin === true,
  };
}

export interface Balance {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
}

export function parseBalance(value: unknown): Balance | null {
  if (!isObj(value)) return null;
  const sum = typeof value.sumBalance === 'string' ? Number(value.sumBalance) : value.sumBalance;
  if (typeof sum !== 'number' || !Number.isFinite(sum)) return null;
  return {
    sumBalance: sum,
    currency: typeof value.currency === 'string' ? value.currency : '',
    currencySymbol: typeof value.currencySymbol === 'string' ? value.currencySymbol : '',
  };
}

export interface LoginResult {
  id: number | string | null;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
}

export function parseLoginResult(value: unknown): LoginResult | null {
  if (!isObj(value)) return null;
  return {
    id: typeof value.id === 'number' || typeof value.id === 'string' ? value.id : null,
    userName: typeof value.userName === 'string' ? value.userName : '',
    customerType: typeof value.customerType === 'number' ? value.customerType : 0,
    firstTimeLogin: value.firstTimeLogin === true,
  };
}

/**
 * The bootstrap answer. It is the BFF's own (typed on both sides from one OpenAPI document), so only its
 * outline is checked here: a brand with a theme, and the lists the page iterates.
 */
export function parseBootstrap(value: unknown): Bootstrap | null {
  if (!isObj(value) || !isObj(value.brand) || !isObj(value.brand.theme) || !Array.isArray(value.languages)) return null;
  for (const list of ['resources', 'customerService', 'imageCDNs', 'launchGameCDNs', 'domains'] as const) {
    if (!Array.isArray(value[list])) return null;
  }
  if (!isObj(value.features) || !isObj(value.register)) return null;
  return value as unknown as Bootstrap;
}
