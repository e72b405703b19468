/**
 * The password forms' rules (spec 000 §5 "Change password", "Forgot"; §4 "Forgot password"), over the same
 * registration settings as registration: the new password follows the `password` rule, the user name the
 * `username` rule, the e-mail the `email` rule and the number the `mobileNum` rule, each required here.
 */
import type { Features } from '../bff/generated';
import { checkAll, checkConfirmation, checkValue, verificationCodeRule, type Problem, type RegisterField, type Rule } from './validation';

type Rules = Record<RegisterField, Rule>;

const required = (rule: Rule, key: string, value: string) => checkValue({ ...rule, key }, value, true);

export interface ChangeInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password: the old password (only when it is asked: a forced change after login does not ask for
 * the password just typed, the BFF holds it), the new one by the password rule, the confirmation equal.
 */
export function checkChange(input: ChangeInput, rules: Rules, askOld: boolean): Record<string, Problem> {
  return checkAll([
    ['oldPassword', askOld && input.oldPassword === '' ? { kind: 'required', field: 'oldPassword' } : null],
    ['newPassword', required(rules.password, 'newPassword', input.newPassword)],
    ['confirmNewPassword', checkConfirmation('confirmNewPassword', input.confirmNewPassword, input.newPassword)],
  ]);
}

export interface ForgotEmailInput {
  username: string;
  email: string;
}

/** Forgot by e-mail: the user name valid per its rule, the e-mail required and valid (both trimmed). */
export function checkForgotEmail(input: ForgotEmailInput, rules: Rules): Record<string, Problem> {
  return checkAll([
    ['username', required(rules.username, 'username', input.username.trim())],
    ['email', required(rules.email, 'email', input.email.trim())],
  ]);
}

export interface ForgotPhoneInput {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The number alone, by its rule (it must validate before a code is asked for, spec 000 §5). */
export function checkMobile(mobileNum: string, rules: Rules): Problem | null {
  return required(rules.mobileNum, 'mobileNum', mobileNum.trim());
}

/** Forgot by phone: the number and the new password per their rules, the SMS code required. */
export function checkForgotPhone(input: ForgotPhoneInput, rules: Rules): Record<string, Problem> {
  return checkAll([
    ['mobileNum', checkMobile(input.mobileNum, rules)],
    ['verificationCode', checkValue(verificationCodeRule(rules.verificationCode), input.verificationCode.trim())],
    ['newPassword', required(rules.password, 'newPassword', input.newPassword)],
    ['confirmNewPassword', checkConfirmation('confirmNewPassword', input.confirmNewPassword, input.newPassword)],
  ]);
}

export type ForgotMethod = 'email' | 'phone';

/** The ways to recover a password (spec 000 §4): e-mail with `reset_by_email`, phone with `reset_by_phone`; e-mail first. */
export function forgotMethods(features: Pick<Features, 'reset_by_email' | 'reset_by_phone'>): ForgotMethod[] {
  return [...(features.reset_by_email ? (['email'] as const) : []), ...(features.reset_by_phone ? (['phone'] as const) : [])];
}
