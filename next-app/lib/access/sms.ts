/**
 * The SMS code button's rules (spec 000 §4 "SMS code button", §9): the countdown is the code's life,
 * `expiredMinutes × 60` seconds (one minute on the firebase channel); in the forgot-password flow it is
 * shortened by half the request's round trip (the code's life started when the upstream answered, about
 * half-way); clicks during the countdown are ignored and requests go at most once per second.
 */

/** At most one code request per this many milliseconds. */
export const SMS_REQUEST_GAP_MS = 1000;
/** The firebase channel's countdown. */
export const FIREBASE_COUNTDOWN_SECONDS = 60;

export interface CountdownInput {
  /** The upstream's `value.expiredMinutes`. */
  expiredMinutes: number;
  firebase?: boolean;
  /** The request's round trip, when the countdown is latency-adjusted (forgot password). */
  latencyMs?: number;
}

/** The countdown in whole seconds. */
export function countdownSeconds({ expiredMinutes, firebase = false, latencyMs }: CountdownInput): number {
  const full = firebase ? FIREBASE_COUNTDOWN_SECONDS : Math.max(0, Math.round(expiredMinutes * 60));
  const adjust = latencyMs === undefined ? 0 : Math.round(Math.max(0, latencyMs) / 2 / 1000);
  return Math.max(0, full - adjust);
}

/** Whether a click at `now` may send: not counting down, nothing in flight, the last request over a second ago. */
export function maySend(state: { endsAt: number; inFlight: boolean; lastRequestAt: number }, now: number): boolean {
  return !state.inFlight && now >= state.endsAt && now - state.lastRequestAt >= SMS_REQUEST_GAP_MS;
}
