import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import th from '../../locales/th.json';
import { IDENTITY_ERRORS, identityErrorKey, identityPath, MESSAGE_TYPE, newState, offeredChannels, readIdentityMessage } from '../lib/access/identity';
import { features } from './fixtures/features';
import type { Bootstrap } from '../lib/bff/generated';

const enT = createTranslator({ locale: 'en', messages: en, namespace: 'identity' });
const thT = createTranslator({ locale: 'th', messages: th, namespace: 'identity' });

describe('phone-auth and pop-up messages (spec 000 §8)', () => {
  // Every message of the spec's "Phone auth messages", by the Firebase code that produces it.
  const spec: [string, string][] = [
    ['auth/invalid-phone-number', 'Invalid phone number format.'],
    ['auth/missing-phone-number', 'Please enter a valid phone number.'],
    ['auth/too-many-requests', 'Too many requests, please try again after 5 minutes.'],
    ['auth/invalid-verification-code', 'Verification code is not valid'],
    ['auth/missing-verification-code', 'Verification code is missing'],
    ['auth/captcha-check-failed', 'Invalid reCaptcha input, or if this method was called from a non-whitelisted domain.'],
    ['auth/quota-exceeded', 'Quota not sufficient, please contact customer service.'],
    ['auth/operation-not-allowed', 'Not enabled function, please contact customer service.'],
    ['auth/code-expired', 'Verification code has expired, please send again.'],
    ['auth/popup-closed-by-user', 'Login failure. Please try again.'],
    ['auth/popup-blocked', 'Popup blocked. Please allow popups and try again'],
  ];

  it.each(spec)('%s reads "%s" in English and has its own Thai text', (code, text) => {
    const key = identityErrorKey(code);
    expect(enT(key)).toBe(text);
    expect(thT(key)).not.toBe(text);
    expect(thT(key)).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('gives the unknown message for any other code, including names of object properties', () => {
    for (const code of ['auth/something-new', '', 'constructor', '__proto__', 'toString']) {
      expect(enT(identityErrorKey(code))).toBe('An unknown error occured.');
    }
  });

  it('maps only codes to keys that exist in both languages', () => {
    for (const key of new Set(Object.values(IDENTITY_ERRORS))) {
      expect(Object.keys(en.identity)).toContain(key);
      expect(Object.keys(th.identity)).toContain(key);
    }
  });
});

describe('the pop-up message check', () => {
  const expected = { origin: 'https://brand.example', state: 'a'.repeat(32) };
  const data = (over: Record<string, unknown> = {}) => ({ type: MESSAGE_TYPE, state: expected.state, idToken: 'fb.token', error: '', ...over });

  it('takes the token from this origin for this attempt', () => {
    expect(readIdentityMessage({ origin: expected.origin, data: data() }, expected)).toEqual({ kind: 'token', idToken: 'fb.token' });
    expect(readIdentityMessage({ origin: expected.origin, data: data({ idToken: '', error: 'auth/popup-closed-by-user' }) }, expected)).toEqual({
      kind: 'error',
      code: 'auth/popup-closed-by-user',
    });
  });

  it('ignores a message from another origin, with another or no state, or of another shape', () => {
    for (const origin of ['https://evil.example', 'http://brand.example', 'https://brand.example:8443', 'null']) {
      expect(readIdentityMessage({ origin, data: data() }, expected)).toBeNull();
    }
    for (const state of ['b'.repeat(32), '', undefined, 7, `${expected.state}x`]) {
      expect(readIdentityMessage({ origin: expected.origin, data: data({ state }) }, expected)).toBeNull();
    }
    for (const bad of [null, 'fb.token', [], { ...data(), type: 'other' }]) {
      expect(readIdentityMessage({ origin: expected.origin, data: bad }, expected)).toBeNull();
    }
  });

  it('treats an over-long or non-text token as a failure, never as a token', () => {
    expect(readIdentityMessage({ origin: expected.origin, data: data({ idToken: 'x'.repeat(9000) }) }, expected)).toEqual({
      kind: 'error',
      code: 'auth/internal-error',
    });
    expect(readIdentityMessage({ origin: expected.origin, data: data({ idToken: { a: 1 } }) }, expected)?.kind).toBe('error');
  });
});

describe('the pop-up address and state', () => {
  it('makes 32 URL-safe characters from the secure random source', () => {
    const state = newState();
    expect(state).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newState()).not.toBe(state);
    expect(newState((b) => b.fill(63))).toBe('_'.repeat(32));
  });

  it('opens the BFF path, with the number for the sms channel', () => {
    expect(identityPath('google', 'S'.repeat(20))).toBe(`/bff/identity/google?state=${'S'.repeat(20)}`);
    expect(identityPath('sms', 'S'.repeat(20), { mobileNum: '0877778888', countryDialingCode: '66' })).toBe(
      `/bff/identity/sms?state=${'S'.repeat(20)}&mobile=0877778888&countryDialingCode=66`,
    );
  });
});

describe('which channels are offered', () => {
  const site = (on: Parameters<typeof features>[0], identity: Bootstrap['brand']['identity'] = ['google', 'facebook', 'line', 'sms']) =>
    ({ features: features(on), brand: { identity } }) as unknown as Pick<Bootstrap, 'features' | 'brand'>;
  const all = { google_login: true, facebook_login: true, line_login: true, firebase_sms: false };

  it('needs the channel switch and an identity page', () => {
    expect(offeredChannels(site(all))).toEqual(['google', 'facebook', 'line']);
    expect(offeredChannels(site({ firebase_sms: true }))).toEqual(['sms']);
    expect(offeredChannels(site({ ...all, facebook_login: false, firebase_sms: true }))).toEqual(['google', 'line', 'sms']);
    expect(offeredChannels(site(all, ['line']))).toEqual(['line']);
  });
});
