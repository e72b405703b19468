import { isReplayGuarded, newActionKey } from './action';
import type { BffCall } from './call';
import { member } from './calls';
import { interpretAnswer, networkError } from './envelope';
import { REPLAY_GUARD } from './generated';
import type { Balance, Session } from './types';

const TIMEOUT_MS = 15_000;

export interface SendOptions {
  /**
   * A money submit's key for one user action (`useActionKey`): every request sent with it is that one
   * action, and the BFF lets only the first reach the upstream. Default: a fresh key per `send`.
   */
  actionKey?: string;
}

/** A call's request as the browser sends it: headers (CSRF proof, the action key) and the encoded body. */
function request(call: BffCall<unknown>, options: SendOptions): { headers: Record<string, string>; body: string | undefined } {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The BFF refuses state-changing calls without this header (a cross-site form cannot add it).
  if (call.method !== 'GET') headers['X-CSRF'] = '1';
  // And money submits without a key naming the user action (the catalogue's replayGuard).
  if (isReplayGuarded(call)) headers[REPLAY_GUARD.header] = options.actionKey ?? newActionKey();
  const form = call.encoding === 'form';
  if (call.body !== undefined) headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  const body = call.body === undefined ? undefined : form ? new URLSearchParams(call.body as Record<string, string>).toString() : JSON.stringify(call.body);
  return { headers, body };
}

/** Sends one call to the BFF from the browser (same origin; the session cookie rides along). Throws BffError. */
export async function send<T>(call: BffCall<T>, options: SendOptions = {}): Promise<T> {
  const { headers, body } = request(call, options);
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.path, {
      method: call.method,
      headers,
      body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
    });
    text = await response.text();
  } catch (err) {
    throw networkError(err);
  }
  return interpretAnswer({ status: response.status, retryAfter: response.headers.get('Retry-After'), body: text }, call.parse, call.bare);
}

/** How long an upload (images as Base64, up to 24 MB) may take. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * `send` for a large body (images): the same request, through XMLHttpRequest, whose upload reports its
 * progress (fetch cannot), as a fraction from 0 to 1.
 */
export function sendWithProgress<T>(call: BffCall<T>, onProgress: (fraction: number) => void, options: SendOptions = {}): Promise<T> {
  const { headers, body } = request(call, options);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, call.path);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const failed = () => reject(networkError(new Error(xhr.statusText || 'upload failed')));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.onload = () => {
      onProgress(1);
      try {
        resolve(interpretAnswer({ status: xhr.status, retryAfter: xhr.getResponseHeader('Retry-After'), body: xhr.responseText }, call.parse, call.bare));
      } catch (err) {
        reject(err);
      }
    };
    xhr.send(body ?? null);
  });
}

export const getSession = (): Promise<Session> => send(member.session());
export const getBalance = (): Promise<Balance> => send(member.balance());
export const logout = async (): Promise<void> => {
  await send(member.logout());
};

/** SWR keys for the member's data (so components share one cache entry each). */
export const SWR_KEYS = { session: 'bff:session', balance: 'bff:balance' } as const;
