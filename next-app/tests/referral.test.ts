import { describe, expect, it } from 'vitest';
import { referralLink } from '../lib/member/referral';

describe('referralLink', () => {
  it('opens registration with the code as referralCode, on the site the member is on', () => {
    const link = new URL(referralLink('https://www.veneer.example', 'DEMO01TH'));
    expect(link.origin).toBe('https://www.veneer.example');
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('referralCode')).toBe('DEMO01TH');
  });

  it('escapes a code the address could misread', () => {
    const link = new URL(referralLink('http://localhost:3000', 'A&B C#1'));
    expect(link.searchParams.get('referralCode')).toBe('A&B C#1');
    expect(link.hash).toBe('');
  });
});
