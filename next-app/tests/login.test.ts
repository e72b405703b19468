import { describe, expect, it } from 'vitest';
import { captchaRefreshAllowed, loginRefusal, readRemembered, rememberCookies, runsFirstLogin, sendsCode, type Verification } from '../lib/access/login';
import { areaDecision } from '../lib/access/guards';
import { loginOptions } from '../lib/access/options';
import { BffError } from '../lib/bff/errors';
import type { Session } from '../lib/bff/types';
import { features } from './fixtures/features';
import { codeProblem, mobileProblem, validateLogin, validateSmsLogin } from '../lib/validation/login';

describe('validateLogin', () => {
  it('requires a user name, with the phone-number-limit message key', () => {
    const r = validateLogin({ username: '', password: 'abc123' });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual({ username: 'error_phone_number_limit' });
  });

  it('requires a password', () => {
    const r = validateLogin({ username: 'demo01', password: '' });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual({ password: 'error_password_required' });
  });

  it('trims inputs, so blanks count as empty', () => {
    const blank = validateLogin({ username: '   ', password: ' \t ' });
    expect(blank.errors).toEqual({ username: 'error_phone_number_limit', password: 'error_password_required' });
    const ok = validateLogin({ username: '  demo01 ', password: ' abc123 ' });
    expect(ok.valid).toBe(true);
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ username: 'demo01', password: 'abc123', captcha: '' });
  });
});

describe('validateLogin with the captcha shown', () => {
  it('requires the captcha only while it is shown, trimmed', () => {
    expect(validateLogin({ username: 'demo01', password: 'abc123', captcha: ' ' }, false).valid).toBe(true);
    expect(validateLogin({ username: 'demo01', password: 'abc123', captcha: ' ' }, true).errors).toEqual({ captcha: 'error_captcha_required' });
    expect(validateLogin({ username: 'demo01', password: 'abc123', captcha: ' ab3d ' }, true).values.captcha).toBe('ab3d');
  });
});

const mobileRule = { key: 'mobileNum', acceptedPattern: '^[0-9]+$', minLength: 9, maxLength: 10, patternId: 6 };

describe('validateSmsLogin', () => {
  const format = { kind: 'format', field: 'mobileNum', patternId: 6, min: 9, max: 10 };

  it('needs a mobile number that passes the mobile rule, and a code, trimmed (the shared engine problems)', () => {
    expect(validateSmsLogin({ mobileNum: ' ', code: '' }, mobileRule).errors).toEqual({
      mobileNum: { kind: 'required', field: 'mobileNum' },
      code: { kind: 'required', field: 'verificationCode' },
    });
    expect(validateSmsLogin({ mobileNum: '08123', code: '1' }, mobileRule).errors).toEqual({
      mobileNum: { kind: 'phone_length', field: 'mobileNum', min: 9, max: 10 },
    });
    expect(validateSmsLogin({ mobileNum: '08123456ab', code: '1' }, mobileRule).errors).toEqual({ mobileNum: format });
    expect(validateSmsLogin({ mobileNum: '<script>1', code: '1' }, mobileRule).errors).toEqual({ mobileNum: format });
    const ok = validateSmsLogin({ mobileNum: ' 0812345678 ', code: ' 482913 ' }, mobileRule);
    expect(ok).toEqual({ values: { mobileNum: '0812345678', code: '482913' }, errors: {}, valid: true });
  });

  it('refuses a code longer than 255 characters', () => {
    expect(codeProblem('1'.repeat(256))).toMatchObject({ kind: 'format', field: 'verificationCode' });
    expect(codeProblem('1'.repeat(255))).toBeNull();
    expect(mobileProblem('0812345678', { acceptedPattern: '*', minLength: 9, maxLength: 10 })).toBeNull();
  });
});

describe('remember me', () => {
  const cookies = (jar: Record<string, string>) => (name: string) => jar[name];

  it('keeps the user name, the flag and the SMS number for 24 hours, never a password', () => {
    const none = readRemembered(cookies({}));
    const written = rememberCookies(true, { type: 'username', username: 'demo01' }, none);
    expect(written).toEqual([
      { name: 'loginRemember', value: 'true', maxAge: 86400 },
      { name: 'username', value: 'demo01', maxAge: 86400 },
      { name: 'loginTypeSms', value: '', maxAge: 0 },
    ]);
    const sms = rememberCookies(true, { type: 'sms', mobileNum: '0812345678', countryDialingCode: '66' }, { remember: true, username: 'demo01', sms: null });
    expect(sms).toContainEqual({ name: 'loginTypeSms', value: '66 0812345678', maxAge: 86400 });
    expect(sms).toContainEqual({ name: 'username', value: 'demo01', maxAge: 86400 });
    expect(JSON.stringify([written, sms])).not.toMatch(/password|abc123/i);
  });

  it('forgets everything when not ticked, and reads nothing without the flag', () => {
    expect(rememberCookies(false, { type: 'username', username: 'demo01' }, readRemembered(cookies({}))).every((c) => c.maxAge === 0)).toBe(true);
    expect(readRemembered(cookies({ username: 'demo01' }))).toEqual({ remember: false, username: '', sms: null });
    expect(readRemembered(cookies({ loginRemember: 'true', username: 'demo01', loginTypeSms: '66 0812345678' }))).toEqual({
      remember: true,
      username: 'demo01',
      sms: { countryDialingCode: '66', mobileNum: '0812345678' },
    });
    expect(readRemembered(cookies({ loginRemember: 'true', loginTypeSms: '66 <b>' })).sms).toBeNull();
  });
});

describe('a refused login', () => {
  const refused = (errorCode: string, value: unknown) => new BffError('rejected', 'no', { errorCode, value });

  it('shows the captcha when the refusal asks for it', () => {
    expect(loginRefusal(refused('us_forbidden_login_error', { captcha: true }))).toEqual({ kind: 'retry', captcha: true });
    expect(loginRefusal(refused('us_forbidden_login_error', null))).toEqual({ kind: 'retry', captcha: false });
    expect(loginRefusal(null)).toEqual({ kind: 'retry', captcha: false });
  });

  it('leads to the new-address step with what it needs', () => {
    const r = loginRefusal(
      refused('login_verify_required', { verifyType: 'SMS', mobile: '086111****', countryDialingCode: '66', expiredMinutes: 5, codeSent: true }),
    );
    expect(r).toEqual({ kind: 'verify', verification: { method: 'SMS', mobile: '086111****', email: '', bankName: '', accountNo: '', expiredMinutes: 5 } });
    const verification = (value: unknown) => (loginRefusal(refused('login_verify_required', value)) as { verification: Verification }).verification;
    expect(verification({ verifyType: 'EMAIL', email: 'se***@veneer.example', expiredMinutes: 5 })).toMatchObject({
      method: 'EMAIL',
      email: 'se***@veneer.example',
    });
    expect(verification({ verifyType: 'BANK_NAME', bankName: 'Kasikorn Bank', accountNo: '******7788' })).toMatchObject({
      method: 'BANK_NAME',
      bankName: 'Kasikorn Bank',
    });
    expect(verification({ verifyType: 'GOOGLE' }).method).toBe('GOOGLE');
    // An unknown method is asked as a code by SMS (the upstream's default).
    expect(verification({}).method).toBe('SMS');
    expect(['SMS', 'EMAIL', 'BANK_NAME', 'GOOGLE'].map((m) => sendsCode(m as Verification['method']))).toEqual([true, true, false, false]);
  });

  it('lets the captcha picture be refreshed at most once a second', () => {
    expect(captchaRefreshAllowed(null, 5)).toBe(true);
    expect(captchaRefreshAllowed(1000, 1999)).toBe(false);
    expect(captchaRefreshAllowed(1000, 2000)).toBe(true);
  });
});

describe('login options', () => {
  const site = (on: Parameters<typeof features>[0], freePlayLogin: boolean) =>
    ({
      features: features(on),
      brand: { freePlayLogin, identity: ['google', 'facebook', 'line', 'sms'], minimumAge: 21 },
      register: { mobileNum: mobileRule },
    }) as unknown as Parameters<typeof loginOptions>[0];

  it('follow the feature switches and the brand setting', () => {
    expect(loginOptions(site({ sms_login: true, free_play: true, username_registration: true }, true))).toEqual({
      smsLogin: true,
      freePlay: true,
      register: true,
      mobileRule,
      identity: [],
      minimumAge: 21,
    });
    expect(loginOptions(site({ free_play: true }, false))).toMatchObject({ smsLogin: false, freePlay: false, register: false });
    expect(loginOptions(site({ free_play: false }, true)).freePlay).toBe(false);
    expect(loginOptions(site({ mobile_registration: true }, true)).register, 'mobile registration alone offers registration').toBe(true);
  });
});

describe('the first-login action', () => {
  const session = (over: Partial<Extract<Session, { loggedIn: true }>>): Session => ({
    loggedIn: true,
    userName: 'newbie01',
    customerType: 0,
    isAgent: false,
    isTrial: false,
    mustChangePassword: false,
    firstTimeLogin: false,
    ...over,
  });

  it('runs only when the session says it is the first login, once no password change is due', () => {
    expect(runsFirstLogin(session({ firstTimeLogin: true }))).toBe(true);
    expect(runsFirstLogin(session({}))).toBe(false);
    expect(runsFirstLogin(session({ firstTimeLogin: true, mustChangePassword: true }))).toBe(false);
    expect(runsFirstLogin({ loggedIn: false })).toBe(false);
    expect(runsFirstLogin(undefined)).toBe(false);
  });
});

describe('the member and agent areas', () => {
  const member = {
    loggedIn: true as const,
    userName: 'demo01',
    customerType: 0,
    isAgent: false,
    isTrial: false,
    mustChangePassword: false,
    firstTimeLogin: false,
  };

  it('send a visitor to the login window, a trial account away, and a member who is not an agent away from the agent area', () => {
    expect(areaDecision('member', undefined)).toBe('wait');
    expect(areaDecision('member', { loggedIn: false })).toBe('login');
    expect(areaDecision('agent', { loggedIn: false })).toBe('login');
    expect(areaDecision('member', { ...member, customerType: 4, isTrial: true })).toBe('real-account-needed');
    expect(areaDecision('agent', { ...member, customerType: 4, isTrial: false })).toBe('real-account-needed');
    expect(areaDecision('member', member)).toBe('open');
    expect(areaDecision('agent', member)).toBe('not-agent');
    expect(areaDecision('agent', { ...member, customerType: 1, isAgent: true })).toBe('open');
  });
});
