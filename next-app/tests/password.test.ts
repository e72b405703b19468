import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RegisterRule } from '../lib/bff/generated';
import { checkChange, checkForgotEmail, checkForgotPhone, forgotMethods } from '../lib/access/password';
import { registerRules } from '../lib/access/validation';

const rules = registerRules(JSON.parse(readFileSync(path.join(__dirname, 'fixtures', 'register-settings.json'), 'utf8')) as Record<string, RegisterRule>);

describe('change password (spec 000 §5)', () => {
  it('asks for the old password only when it is asked', () => {
    const input = { oldPassword: '', newPassword: 'newpass1', confirmNewPassword: 'newpass1' };
    expect(checkChange(input, rules, true)).toEqual({ oldPassword: { kind: 'required', field: 'oldPassword' } });
    expect(checkChange(input, rules, false)).toEqual({});
  });
  it('the new password follows the password rule; the confirmation must match', () => {
    const problems = checkChange({ oldPassword: 'x', newPassword: 'ab', confirmNewPassword: 'abc' }, rules, true);
    expect(problems.newPassword).toMatchObject({ kind: 'format', patternId: 4, min: 6, max: 12 });
    expect(problems.confirmNewPassword).toEqual({ kind: 'mismatch', field: 'confirmNewPassword' });
    expect(checkChange({ oldPassword: 'x', newPassword: '', confirmNewPassword: '' }, rules, true).newPassword).toEqual({
      kind: 'required',
      field: 'newPassword',
    });
  });
});

describe('forgot password (spec 000 §5)', () => {
  it('by e-mail: the user name valid per its rule, the e-mail required and valid', () => {
    expect(checkForgotEmail({ username: ' demo01 ', email: ' demo01@veneer.example ' }, rules)).toEqual({});
    const problems = checkForgotEmail({ username: '1demo', email: '' }, rules);
    expect(problems.username).toMatchObject({ kind: 'format', patternId: 1 });
    expect(problems.email).toEqual({ kind: 'required', field: 'email' });
    expect(checkForgotEmail({ username: 'demo01', email: 'demo01@' }, rules).email).toMatchObject({ kind: 'format', patternId: 3 });
  });
  it('by phone: the number by its rule, the code required, the new password twice', () => {
    const good = { mobileNum: '0812345678', verificationCode: '123456', newPassword: 'phone123', confirmNewPassword: 'phone123' };
    expect(checkForgotPhone(good, rules)).toEqual({});
    const problems = checkForgotPhone({ mobileNum: '08', verificationCode: '', newPassword: 'phone123', confirmNewPassword: 'other123' }, rules);
    expect(problems.mobileNum).toMatchObject({ kind: 'phone_length' });
    expect(problems.verificationCode).toEqual({ kind: 'required', field: 'verificationCode' });
    expect(problems.confirmNewPassword).toEqual({ kind: 'mismatch', field: 'confirmNewPassword' });
  });
  it('offers e-mail first, each method only with its switch', () => {
    expect(forgotMethods({ reset_by_email: true, reset_by_phone: true })).toEqual(['email', 'phone']);
    expect(forgotMethods({ reset_by_email: false, reset_by_phone: true })).toEqual(['phone']);
    expect(forgotMethods({ reset_by_email: false, reset_by_phone: false })).toEqual([]);
  });
});
