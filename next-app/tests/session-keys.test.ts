import { describe, expect, it } from 'vitest';
import { MERCHANT_KEY, USERNAME_KEY, writeSessionKeys } from '../lib/shell/effects';

const store = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};

describe('session storage of spec 000 §3', () => {
  it('holds the merchant always and the user name while a member is logged in', () => {
    const s = store();
    writeSessionKeys(s, 'demo', undefined);
    expect(Object.fromEntries(s.map)).toEqual({ [MERCHANT_KEY]: 'demo' });
    writeSessionKeys(s, 'demo', 'demo01');
    expect(Object.fromEntries(s.map)).toEqual({ [MERCHANT_KEY]: 'demo', [USERNAME_KEY]: 'demo01' });
    // The session not known yet (a page load): the name stays.
    writeSessionKeys(s, 'demo', undefined);
    expect(s.map.get(USERNAME_KEY)).toBe('demo01');
    // Nobody logged in (a session that ended elsewhere): the name goes, the merchant stays.
    writeSessionKeys(s, 'demo', null);
    expect(Object.fromEntries(s.map)).toEqual({ [MERCHANT_KEY]: 'demo' });
  });
});
