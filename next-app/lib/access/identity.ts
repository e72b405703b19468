/**
 * Third-party sign-in's rules that are not drawing (spec 000 §7 "Third-party login", §8 "Phone auth
 * messages", "Popup blocked"; docs/interfaces.md "Third-party sign-in"): which channels a brand offers,
 * the per-attempt state, which pop-up message to trust, and the text for each Firebase error code.
 */
import type { Bootstrap, Channel, SwitchName } from '../bff/generated';
import { isObj } from '../bff/parse';

/** The provider buttons' channels, in the spec's order (sms is the registration's SMS step). */
export const PROVIDERS = ['google', 'facebook', 'line'] as const satisfies readonly Channel[];
export type Provider = (typeof PROVIDERS)[number];

/** Each channel's feature switch (the BFF has applied its parent, third-party sign-in, already). */
const SWITCH: Record<Channel, SwitchName> = { google: 'google_login', facebook: 'facebook_login', line: 'line_login', sms: 'firebase_sms' };

/** A channel is offered when the brand has an identity page for it and its switch is on. */
export function offeredChannels(site: Pick<Bootstrap, 'features' | 'brand'>): Channel[] {
  return site.brand.identity.filter((channel) => site.features[SWITCH[channel]]);
}

/** What the identity pop-up came back with. */
export type IdentityAnswer = { kind: 'token'; idToken: string } | { kind: 'error'; code: string };

/** The return page's message type (`bff/src/identity.rs`). */
export const MESSAGE_TYPE = 'veneer-identity';
/** A token longer than this is not a Firebase ID token; the upstream would refuse it anyway. */
const MAX_TOKEN_LENGTH = 8192;

/**
 * The answer in a `message` event, or null when it is not ours to trust: sent from another origin, not the
 * return page's shape, or for another attempt (another state).
 */
export function readIdentityMessage(event: { origin: string; data: unknown }, expected: { origin: string; state: string }): IdentityAnswer | null {
  if (event.origin !== expected.origin || !isObj(event.data)) return null;
  const { type, state, idToken, error } = event.data;
  if (type !== MESSAGE_TYPE || typeof state !== 'string' || state === '' || state !== expected.state) return null;
  if (typeof idToken === 'string' && idToken !== '' && idToken.length <= MAX_TOKEN_LENGTH) return { kind: 'token', idToken };
  return { kind: 'error', code: typeof error === 'string' && error !== '' ? error : 'auth/internal-error' };
}

/** A fresh per-attempt state: 32 URL-safe characters from the browser's secure random source. */
export function newState(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(random(new Uint8Array(32)), (byte) => alphabet[byte % 64]).join('');
}

/** The BFF path the pop-up opens (docs/interfaces.md): the number too, for the sms channel. */
export function identityPath(channel: Channel, state: string, phone?: { mobileNum: string; countryDialingCode: string }): string {
  const query = new URLSearchParams({ state });
  if (phone) {
    query.set('mobile', phone.mobileNum);
    query.set('countryDialingCode', phone.countryDialingCode);
  }
  return `/bff/identity/${channel}?${query}`;
}

/** Keys of the `identity` namespace for the failures the pop-up can end in. */
export type IdentityErrorKey =
  | 'invalid_phone'
  | 'missing_phone'
  | 'too_many_requests'
  | 'unknown'
  | 'invalid_code'
  | 'missing_code'
  | 'captcha_failed'
  | 'quota_exceeded'
  | 'operation_not_allowed'
  | 'code_expired'
  | 'popup_closed'
  | 'popup_blocked';

/** Spec 000 §8 "Phone auth messages" and the pop-up's own failures, by Firebase error code. */
export const IDENTITY_ERRORS: Readonly<Record<string, IdentityErrorKey>> = {
  'auth/invalid-phone-number': 'invalid_phone',
  'auth/missing-phone-number': 'missing_phone',
  'auth/too-many-requests': 'too_many_requests',
  'auth/invalid-verification-code': 'invalid_code',
  'auth/missing-verification-code': 'missing_code',
  'auth/captcha-check-failed': 'captcha_failed',
  'auth/quota-exceeded': 'quota_exceeded',
  'auth/operation-not-allowed': 'operation_not_allowed',
  'auth/code-expired': 'code_expired',
  'auth/popup-closed-by-user': 'popup_closed',
  'auth/cancelled-popup-request': 'popup_closed',
  'auth/user-cancelled': 'popup_closed',
  'auth/popup-blocked': 'popup_blocked',
};

/** The message key for a Firebase error code ("An unknown error occured." for any other). */
export function identityErrorKey(code: string): IdentityErrorKey {
  return (Object.hasOwn(IDENTITY_ERRORS, code) && IDENTITY_ERRORS[code]) || 'unknown';
}
