import { getDeviceId } from '../client/device';
import { interpretAnswer, networkError } from './envelope';
import { ENDPOINTS } from './endpoints';
import { parseAnything, parseBalance, parseLoginResult, parseSession, type Balance, type LoginResult, type Session } from './types';

const TIMEOUT_MS = 15_000;

type Method = 'GET' | 'POST';

/** One call to the BFF from the browser (same origin; the session cookie rides along). */
async function call<T>(method: Method, path: string, parse: (value: unknown) => T | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The BFF refuses state-changing calls without this header (a cross-site form cannot add it).
  if (method !== 'GET') headers['X-CSRF'] = '1';
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
    });
    text = await response.text();
  } catch (err) {
    throw networkError(err);
  }
  return interpretAnswer({ status: response.status, retryAfter: response.headers.get('Retry-After'), body: text }, parse);
}

export function getSession(): Promise<Session> {
  return call('GET', ENDPOINTS.session, parseSession);
}

export function getBalance(): Promise<Balance> {
  return call('GET', ENDPOINTS.balance, parseBalance);
}

export function login(credentials: { username: string; password: string }): Promise<LoginResult> {
  return call('POST', ENDPOINTS.login, parseLoginResult, {
    username: credentials.username,
    password: credentials.password,
    captcha: null,
    type: 'username',
    loginDeviceId: getDeviceId(),
    isSms: false,
    isOfficialAppLogin: false,
  });
}

export async function logout(): Promise<void> {
  await call('POST', ENDPOINTS.logout, parseAnything, {});
}

/** SWR keys for the member's data (so components share one cache entry each). */
export const SWR_KEYS = { session: 'bff:session', balance: 'bff:balance' } as const;
