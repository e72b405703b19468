import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegisterRule } from '../lib/bff/generated';
import {
  checkForm,
  isRequired,
  payloadFields,
  registerSwitches,
  registerTabs,
  registrationOffered,
  shownFields,
  type RegisterSwitches,
} from '../lib/access/register';
import { arrivalCodes } from '../lib/access/register-entry';
import { registerRules } from '../lib/access/validation';
import { features } from './fixtures/features';

const settings = JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'register-settings.json'), 'utf8')) as Record<string, RegisterRule>;
const rules = registerRules(settings);
const ALL: RegisterSwitches = { username_registration: true, mobile_registration: true, registration_sms: true, mobile_password_registration: true };

describe('registration tabs (spec 000 §2)', () => {
  it('are offered while either switch is on, none without', () => {
    const none = { ...ALL, username_registration: false, mobile_registration: false };
    expect(registerTabs(none)).toEqual([]);
    expect(registrationOffered(none)).toBe(false);
    expect(registrationOffered({ ...none, mobile_registration: true })).toBe(true);
  });
  it('show both when user name and mobile registration are on, user name first', () => {
    expect(registerTabs(ALL)).toEqual(['username', 'mobile']);
  });
  it('follow the username-registration switch as the spec names it, not the settings', () => {
    expect(registerTabs({ ...ALL, username_registration: false })).toEqual(['mobile']);
    expect(registerTabs({ ...ALL, mobile_registration: false })).toEqual(['username']);
    const noUsernameField = registerRules({ ...settings, username: { ...settings.username, enabled: false } });
    expect(shownFields('username', { rules: noUsernameField, switches: ALL, affiliateShown: false })).toContain('username');
  });
  it("take only the registration switches of the brand's features", () => {
    expect(registerSwitches(features({ mobile_registration: true, agent_centre: true }))).toEqual({
      username_registration: false,
      mobile_registration: true,
      registration_sms: false,
      mobile_password_registration: false,
    });
  });
});

describe('the fields each form shows', () => {
  const context = { rules, switches: ALL, affiliateShown: true };
  it('by user name: every enabled field, the code with registration_sms, never the domain', () => {
    expect(shownFields('username', context)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'mobileNum',
      'verificationCode',
      'affiliateCode',
      'line',
      'referralCode',
    ]);
    expect(shownFields('username', { ...context, switches: { ...ALL, registration_sms: false } })).not.toContain('verificationCode');
    expect(shownFields('username', { ...context, affiliateShown: false })).not.toContain('affiliateCode');
  });
  it('by mobile number: no user name; mobile_password_registration keeps it to the number, the password and the code', () => {
    expect(shownFields('mobile', context)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'referralCode']);
    expect(shownFields('mobile', { ...context, switches: { ...ALL, mobile_password_registration: false } })).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'affiliateCode',
      'line',
      'referralCode',
    ]);
  });
  it('the captcha when the settings show it', () => {
    const withCaptcha = registerRules({ ...settings, captcha: { ...settings.captcha, enabled: true } });
    expect(shownFields('username', { ...context, rules: withCaptcha })).toContain('captcha');
    expect(shownFields('mobile', { ...context, rules: withCaptcha })).toContain('captcha');
  });
  it('required: user name, passwords and code always; the rest per setting, only the mobile form minimum on mobile', () => {
    expect(isRequired('username', 'username', rules)).toBe(true);
    expect(isRequired('username', 'verificationCode', rules)).toBe(true);
    expect(isRequired('username', 'email', rules)).toBe(false);
    expect(isRequired('username', 'mobileNum', rules)).toBe(true);
    const emailRequired = registerRules({ ...settings, email: { ...settings.email, required: true } });
    expect(isRequired('username', 'email', emailRequired)).toBe(true);
    expect(isRequired('mobile', 'email', emailRequired)).toBe(false);
  });
});

describe('checking and sending', () => {
  const fields = shownFields('username', { rules, switches: ALL, affiliateShown: true });
  const good = { username: 'newuser01', password: 'pass1234', confirmPassword: 'pass1234', mobileNum: '0871112222', verificationCode: '123456' };

  it('a good form has no problem; each bad field has its own', () => {
    expect(checkForm('username', fields, good, rules)).toEqual({});
    const problems = checkForm('username', fields, { ...good, username: '1abc', confirmPassword: 'other1', email: 'nope', line: '<script>x</script>' }, rules);
    expect(Object.keys(problems).sort()).toEqual(['confirmPassword', 'email', 'line', 'username']);
    expect(problems.confirmPassword).toEqual({ kind: 'mismatch', field: 'confirmPassword' });
  });

  it('trims what is typed, but never a password', () => {
    const out = payloadFields(
      'username',
      fields,
      { ...good, username: '  newuser01 ', password: ' pass1234' },
      { countryDialingCode: '66', referralCode: null, affiliateCode: null },
    );
    expect(out.username).toBe('newuser01');
    expect(out.password).toBe(' pass1234');
    expect(out.confirmPassword).toBe(' pass1234');
  });

  it('sends the shown fields with values, the dialing code, and the codes from the address', () => {
    const out = payloadFields('username', fields, { ...good, email: '' }, { countryDialingCode: '84', referralCode: 'DEMO01TH', affiliateCode: 'AG0001' });
    expect(out).toEqual({ ...good, countryDialingCode: '84', referralCode: 'DEMO01TH', affiliateCode: 'AG0001' });
  });

  it('a mobile registration uses the number as the user name', () => {
    const mobileFields = shownFields('mobile', { rules, switches: ALL, affiliateShown: true });
    const out = payloadFields(
      'mobile',
      mobileFields,
      { mobileNum: '0877778888', password: 'pass1234', confirmPassword: 'pass1234', verificationCode: '1' },
      { countryDialingCode: '66', referralCode: null, affiliateCode: null },
    );
    expect(out.username).toBe('0877778888');
    expect(out.mobileNum).toBe('0877778888');
  });
});

describe('the codes a visitor arrives with (spec 000 §2 referralCode, §5 affiliate code)', () => {
  const memory = () => {
    const kept = new Map<string, string>();
    return { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };
  };

  it('are read from the address and kept for the visit, so a later address without them still has them', () => {
    const storage = memory();
    expect(arrivalCodes('?affiliateCode=%20AG0001%20&x=1', storage)).toEqual({ referralCode: null, affiliateCode: 'AG0001' });
    expect(arrivalCodes('', storage)).toEqual({ referralCode: null, affiliateCode: 'AG0001' });
    expect(arrivalCodes('?referralCode=DEMO01TH', storage)).toEqual({ referralCode: 'DEMO01TH', affiliateCode: 'AG0001' });
  });

  it('a code in the address replaces a kept one; a blank one does not', () => {
    const storage = memory();
    arrivalCodes('?referralCode=FIRST', storage);
    expect(arrivalCodes('?referralCode=SECOND', storage).referralCode).toBe('SECOND');
    expect(arrivalCodes('?referralCode=%20', storage).referralCode).toBe('SECOND');
  });

  it('without storage (or storage that throws), the address alone', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(arrivalCodes('?referralCode=DEMO01TH', broken)).toEqual({ referralCode: 'DEMO01TH', affiliateCode: null });
    expect(arrivalCodes('?affiliateCode=AG0001', undefined)).toEqual({ referralCode: null, affiliateCode: 'AG0001' });
  });
});
