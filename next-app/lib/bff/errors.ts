/**
 * What went wrong with a BFF call, in terms the UI can act on:
 * - `unauthenticated`: no session or it has ended (HTTP 401 or a session error code): show logged out;
 * - `throttled`: too many attempts (HTTP 429); `retryAfterSeconds` says when to try again;
 * - `forbidden`: refused by the BFF's request checks (e.g. `csrf.rejected`);
 * - `rejected`: the upstream said no (`success:false`); `message` is its text, for the user;
 * - `network`: no answer at all (offline, timeout, connection refused), or the BFF could not reach the upstream;
 * - `invalid-response`: an answer that is not the expected envelope.
 */
export type BffErrorKind = 'unauthenticated' | 'throttled' | 'forbidden' | 'rejected' | 'network' | 'invalid-response';

export class BffError extends Error {
  readonly kind: BffErrorKind;
  /** HTTP status, 0 when there was no answer. */
  readonly status: number;
  readonly errorCode: string;
  readonly retryAfterSeconds: number | null;
  /** The envelope's own `message` (already in the visitor's language), '' when it gave none. */
  readonly serverMessage: string;
  /** The envelope's `value` of a refusal (e.g. `{captcha:true}`, a field name, what a verification needs), else null. */
  readonly value: unknown;

  constructor(
    kind: BffErrorKind,
    message: string,
    opts: { status?: number; errorCode?: string; retryAfterSeconds?: number | null; serverMessage?: string; value?: unknown; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'BffError';
    this.kind = kind;
    this.status = opts.status ?? 0;
    this.errorCode = opts.errorCode ?? '';
    this.retryAfterSeconds = opts.retryAfterSeconds ?? null;
    this.serverMessage = opts.serverMessage ?? '';
    this.value = opts.value ?? null;
  }
}

export function isBffError(value: unknown): value is BffError {
  return value instanceof BffError;
}
