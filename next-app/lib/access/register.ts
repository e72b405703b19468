/**
 * The registration form as data (spec 000 §2 "Registration modal", §4 "Registration flow", §5
 * "Registration"): which tabs, which fields each shows and requires, the checks, and the payload.
 *
 * Feature switches (`/bff/bootstrap`'s `features`; their module ids in upstream-protocol's switches) and
 * settings, as this front reads them:
 * - the user-name tab with `username_registration` (spec 000 §6 "username registration"), the mobile tab with
 *   `mobile_registration`; registration is offered when either is, tabs appear only when both are, and a
 *   mobile-only brand opens on the mobile form (spec 000 §2);
 * - `registration_sms` asks for the SMS code wherever the mobile number is asked;
 * - `mobile_password_registration` ("mobile number and password registration") makes the mobile form just that: the
 *   number, the password (twice) and the code; without it the mobile form also shows the other optional
 *   fields the settings enable;
 * - the slider human check runs before the SMS code and before the register call (after the affiliate check)
 *   whenever the brand runs it, whatever `GEETEST3` says (the BFF asks for it: docs/interfaces.md);
 * - the captcha shows when the settings enable the `captcha` field.
 */
import { REGISTER_FIELDS, checkAll, checkConfirmation, checkValue, verificationCodeRule, type Problem, type RegisterField, type Rule } from './validation';
import type { RegisterVia } from '@/lib/bff/calls/register';
import type { Features } from '@/lib/bff/generated';

export type { RegisterVia };
export { REGISTER_PATHS, registrationOffered } from './register-entry';

/** The feature switches registration reads. */
export const REGISTER_SWITCHES = ['username_registration', 'mobile_registration', 'registration_sms', 'mobile_password_registration'] as const;
export type RegisterSwitches = Pick<Features, (typeof REGISTER_SWITCHES)[number]>;

/** The registration switches of the brand's features (only these reach the registration window). */
export function registerSwitches(features: RegisterSwitches): RegisterSwitches {
  return Object.fromEntries(REGISTER_SWITCHES.map((name) => [name, features[name]])) as RegisterSwitches;
}

/** The registration forms offered, the default first (spec 000 §2: mobile first when it is the only one). */
export function registerTabs(switches: RegisterSwitches): RegisterVia[] {
  const tabs: RegisterVia[] = [];
  if (switches.username_registration) tabs.push('username');
  if (switches.mobile_registration) tabs.push('mobile');
  return tabs;
}

/** Fields filled by the page, never typed: the domain (and the user name of a mobile registration). */
const AUTOMATIC: ReadonlySet<RegisterField> = new Set(['domain']);
/** What a mobile registration must fill (the rest is optional there). */
const MOBILE_REQUIRED: ReadonlySet<RegisterField> = new Set(['mobileNum', 'password', 'confirmPassword', 'verificationCode']);
/** The mobile-number-and-password form (`mobile_password_registration`). */
const MOBILE_PASSWORD_FORM: ReadonlySet<RegisterField> = new Set([
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'captcha',
  'affiliateCode',
  'referralCode',
]);

export interface FormContext {
  rules: Record<RegisterField, Rule>;
  switches: RegisterSwitches;
  /** Whether the affiliate code field is shown (spec 000 §5: no valid code came with the address). */
  affiliateShown: boolean;
}

/** The fields a tab shows, in the payload's order (the mobile form starts with the number and its code). */
export function shownFields(via: RegisterVia, { rules, switches, affiliateShown }: FormContext): RegisterField[] {
  const shown = REGISTER_FIELDS.filter((field) => {
    if (AUTOMATIC.has(field)) return false;
    if (field === 'affiliateCode') return affiliateShown && rules.affiliateCode.enabled;
    if (field === 'verificationCode') return switches.registration_sms && rules.verificationCode.enabled && (via === 'mobile' || rules.mobileNum.enabled);
    if (field === 'confirmPassword') return true; // the password is always asked twice
    if (via === 'mobile') {
      if (field === 'username') return false;
      if (field === 'mobileNum' || field === 'password') return true;
      if (switches.mobile_password_registration && !MOBILE_PASSWORD_FORM.has(field)) return false;
    }
    if (field === 'username' || field === 'password') return true;
    return rules[field].enabled;
  });
  if (via === 'username') return shown;
  const first: RegisterField[] = shown.filter((field) => field === 'mobileNum' || field === 'verificationCode');
  return [...first, ...shown.filter((field) => !first.includes(field))];
}

/** Whether a shown field must be filled (spec 000 §5). */
export function isRequired(via: RegisterVia, field: RegisterField, rules: Record<RegisterField, Rule>): boolean {
  if (field === 'username' || field === 'password' || field === 'confirmPassword' || field === 'verificationCode' || field === 'paymentPassword') return true;
  if (via === 'mobile') return MOBILE_REQUIRED.has(field) || (field === 'captcha' && rules.captcha.required);
  return rules[field].required;
}

/** The form's values by field. */
export type FormValues = Partial<Record<RegisterField, string>>;

/** Passwords are sent as typed; every other value trimmed. */
const isSecret = (field: string) => field.toLowerCase().includes('password');
export const cleanValue = (field: string, value: string | undefined) => (isSecret(field) ? (value ?? '') : (value ?? '').trim());

/** The rule a field is checked by (the confirmation by the password's; the code by its fixed bounds). */
function ruleOf(field: RegisterField, rules: Record<RegisterField, Rule>): Rule {
  if (field === 'confirmPassword') return { ...rules.password, key: 'confirmPassword' };
  if (field === 'verificationCode') return verificationCodeRule(rules.verificationCode);
  return rules[field];
}

/** Checks one shown field (for checks as the visitor leaves it, and on submit). */
export function checkField(via: RegisterVia, field: RegisterField, values: FormValues, rules: Record<RegisterField, Rule>): Problem | null {
  const value = cleanValue(field, values[field]);
  // The confirmation: the password's own rule, then equal to it.
  if (field === 'confirmPassword')
    return checkValue(ruleOf(field, rules), value, true) ?? checkConfirmation(field, value, cleanValue('password', values.password));
  return checkValue(ruleOf(field, rules), value, isRequired(via, field, rules));
}

/** Every shown field's first problem. */
export function checkForm(via: RegisterVia, fields: readonly RegisterField[], values: FormValues, rules: Record<RegisterField, Rule>): Record<string, Problem> {
  return checkAll(fields.map((field) => [field, checkField(via, field, values, rules)] as const));
}

/**
 * The payload fields: every shown field that has a value (the confirmation set equal to the password, spec
 * 000 §3), the dialing code with a mobile number, the codes that came with the address, and for a mobile
 * registration the number as the user name (spec 000 §4).
 */
export function payloadFields(
  via: RegisterVia,
  fields: readonly RegisterField[],
  values: FormValues,
  extra: { countryDialingCode: string; referralCode: string | null; affiliateCode: string | null },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = cleanValue(field, values[field]);
    if (value !== '') out[field] = value;
  }
  if (out.password !== undefined) out.confirmPassword = out.password;
  if (out.mobileNum !== undefined) out.countryDialingCode = extra.countryDialingCode;
  if (extra.referralCode && out.referralCode === undefined) out.referralCode = extra.referralCode;
  if (extra.affiliateCode && out.affiliateCode === undefined) out.affiliateCode = extra.affiliateCode;
  if (via === 'mobile' && out.mobileNum !== undefined) out.username = out.mobileNum;
  return out;
}
