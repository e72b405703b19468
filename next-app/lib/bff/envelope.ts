import { BffError } from './errors';
import { SESSION_GONE_CODES, UNREACHABLE_CODES, type Envelope } from './generated';

/** The upstream's (and the BFF's) answer shape, generated from upstream-protocol's `Envelope`. */
export type { Envelope };

/** Error codes meaning "this session is gone" (upstream protocol §2.3), from the BFF's own list. */
const SESSION_GONE: ReadonlySet<string> = new Set(SESSION_GONE_CODES);
/** The BFF's codes for "the upstream could not be reached": to the visitor, the network is at fault. */
const UNREACHABLE: ReadonlySet<string> = new Set(UNREACHABLE_CODES);

export const NETWORK_MESSAGE = 'Network link is abnormal, please try again';

function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.success === 'boolean' && 'value' in v;
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date), or null. */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** A raw answer from the BFF, whichever transport got it. */
export interface RawAnswer {
  status: number;
  retryAfter: string | null;
  body: string;
}

/**
 * Turns a raw answer into the envelope's `value` (checked by `parse`) or a typed BffError.
 * Every BFF call goes through here, so error handling is the same in the browser and on the server.
 */
export function interpretAnswer<T>(answer: RawAnswer, parse: (value: unknown) => T | null, bare = false): T {
  let json: unknown;
  try {
    json = answer.body === '' ? undefined : JSON.parse(answer.body);
  } catch {
    json = undefined;
  }
  const envelope = isEnvelope(json) ? json : null;
  if (bare && !envelope) return interpretBare(answer, json, parse);
  const message = envelope && typeof envelope.message === 'string' ? envelope.message : '';
  const errorCode = envelope && typeof envelope.errorCode === 'string' ? envelope.errorCode : '';
  const opts = { status: answer.status, errorCode, serverMessage: message, value: envelope?.value ?? null };

  if (answer.status === 401 || SESSION_GONE.has(errorCode)) {
    return fail('unauthenticated', message || 'You are not logged in, please login', opts);
  }
  if (answer.status === 429) {
    return fail('throttled', message || 'Too many requests', {
      ...opts,
      retryAfterSeconds: parseRetryAfter(answer.retryAfter),
    });
  }
  if (answer.status === 403 && envelope) return fail('forbidden', message || 'Forbidden', opts);
  if (UNREACHABLE.has(errorCode)) return fail('network', NETWORK_MESSAGE, opts);
  if (!envelope) {
    return fail('invalid-response', `Unexpected answer (HTTP ${answer.status})`, opts);
  }
  if (!envelope.success || answer.status >= 400) {
    return fail('rejected', message || `Request failed (HTTP ${answer.status})`, opts);
  }
  const value = parse(envelope.value);
  if (value === null) return fail('invalid-response', 'Unexpected answer shape', opts);
  return value;
}

/**
 * A bare answer (the lottery gateway): the JSON itself on success; its error object `{status, error, message}`
 * (HTTP 400) is a refusal with that message. Refusals made before the gateway's handlers keep the envelope
 * and are read as any other answer.
 */
function interpretBare<T>(answer: RawAnswer, json: unknown, parse: (value: unknown) => T | null): T {
  const opts = { status: answer.status };
  if (answer.status === 401) return fail('unauthenticated', 'You are not logged in, please login', opts);
  if (answer.status === 429) return fail('throttled', 'Too many requests', { ...opts, retryAfterSeconds: parseRetryAfter(answer.retryAfter) });
  if (answer.status >= 400) {
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
    const message = typeof body.message === 'string' ? body.message : '';
    const errorCode = typeof body.error === 'string' ? body.error : '';
    return fail(answer.status >= 500 ? 'network' : 'rejected', message || `Request failed (HTTP ${answer.status})`, {
      ...opts,
      errorCode,
      serverMessage: message,
    });
  }
  const value = json === undefined ? null : parse(json);
  if (value === null) return fail('invalid-response', 'Unexpected answer shape', opts);
  return value;
}

function fail(kind: BffError['kind'], message: string, opts: ConstructorParameters<typeof BffError>[2]): never {
  throw new BffError(kind, message, opts);
}

/** The error for "no answer at all". */
export function networkError(cause: unknown): BffError {
  return new BffError('network', NETWORK_MESSAGE, { cause });
}
