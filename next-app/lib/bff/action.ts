/**
 * Money submits and their idempotency keys (the BFF's replay guard, docs/interfaces.md): a call the
 * catalogue marks `replayGuard` carries a key naming one user action; the BFF lets the first request with
 * a key reach the upstream and refuses the same key again (409 `request.replayed`).
 */
import { useRef } from 'react';
import type { BffCall } from './call';
import { isBffError } from './errors';
import { REPLAY_GUARD, REPLAY_GUARDED_PATHS, type CataloguePath } from './generated';

/** Whether the BFF wants an idempotency key on this call. */
export function isReplayGuarded(call: Pick<BffCall<unknown>, 'path'>): boolean {
  const path = call.path.split('?', 1)[0] as CataloguePath;
  return REPLAY_GUARDED_PATHS.includes(path);
}

/** A new random key (128 bits, hex; `getRandomValues` works outside secure contexts too). */
export function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The BFF refused a request as a repeat of an action already sent: nothing to show, the first request answers. */
export function isReplayed(err: unknown): boolean {
  return isBffError(err) && err.errorCode === REPLAY_GUARD.replayed;
}

/**
 * One key per user action of a form: `key()` is the same until `done()` (call it once the action's
 * answer came, success or refusal), so a repeated submit of the same action is refused by the BFF
 * even if the button were not disabled.
 */
export function useActionKey(): { key: () => string; done: () => void } {
  const current = useRef<string | null>(null);
  return {
    key: () => (current.current ??= newActionKey()),
    done: () => {
      current.current = null;
    },
  };
}
