/**
 * The registration settings' validation engine (spec 000 §5 "Registration", "Pattern catalogue",
 * "Messages"), shared by registration, the password flows and the SMS sign-in.
 *
 * The upstream sends one rule per field of the registration payload (`enabled`, `required`, `minLength`,
 * `maxLength`, `patternId`, `acceptedPattern`; the BFF passes them in `/bff/bootstrap` `register`). A value
 * must match the pattern (a JavaScript regular expression without flags; `*` means any text) and lie
 * between the bounds, counted in characters. A problem is data (`Problem`); `problemMessage` turns it into
 * the translated text: the pattern's own message (`register.reg_pattern_<id>`) with the bounds in it, one
 * number when they are equal; "<field> cannot be empty"; "inconsistent twice" for a confirmation; the
 * region's digit count for a mobile number of the wrong length.
 *
 * One rule of our own on top of the upstream's: a value that opens a markup tag (`<script`, `</`, `<!`) is
 * refused in every field, with that field's message, even where the pattern is the wildcard: nothing a
 * browser could run is ever sent upstream (issue 9 "Bad input").
 */
import { PATTERN_COUNT, REGISTER_FIELDS, type RegisterField, type RegisterRule } from '@/lib/bff/generated';

/** The fields of the registration payload (spec 000 §3) in the order the form shows them, and the pattern catalogue's
 * size (ids 0…21, spec 000 §5): generated from upstream-protocol's `registration`. */
export { PATTERN_COUNT, REGISTER_FIELDS };
export type { RegisterField };
/** The wildcard `acceptedPattern`: any text, only the length counts. */
export const ANY_PATTERN = '*';
/** Spec 000 §5: the verification code is required, from 0 to 255 characters, whatever the settings say. */
export const VERIFICATION_CODE_BOUNDS = { min: 0, max: 255 } as const;

/** A field's rule with every part filled in. */
export interface Rule {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  patternId: number;
  acceptedPattern: string;
}

/** What is wrong with a value (null: nothing). */
export type Problem =
  | { kind: 'required'; field: string }
  | { kind: 'format'; field: string; patternId: number; min: number; max: number; outOfBounds?: true }
  | { kind: 'phone_length'; field: string; min: number; max: number }
  | { kind: 'mismatch'; field: string };

/** A rule as the upstream sent it, completed: missing bounds mean 0…255, a missing pattern any text. */
export function completeRule(key: string, raw: RegisterRule | undefined): Rule {
  const min = raw?.minLength ?? 0;
  const max = raw?.maxLength ?? 255;
  return {
    key,
    enabled: raw?.enabled ?? false,
    required: raw?.required ?? false,
    minLength: Math.max(0, min),
    maxLength: Math.max(min, max),
    patternId: raw?.patternId ?? 0,
    acceptedPattern: raw?.acceptedPattern || ANY_PATTERN,
  };
}

/** Every payload field's completed rule (a field the settings leave out is hidden). */
export function registerRules(settings: Record<string, RegisterRule>): Record<RegisterField, Rule> {
  return Object.fromEntries(REGISTER_FIELDS.map((field) => [field, completeRule(field, settings[field])])) as Record<RegisterField, Rule>;
}

const compiled = new Map<string, RegExp | null>();

/** The pattern as a regular expression, compiled once; null when it does not compile. */
function regex(source: string): RegExp | null {
  if (!compiled.has(source)) {
    let value: RegExp | null;
    try {
      value = new RegExp(source);
    } catch {
      value = null;
    }
    compiled.set(source, value);
  }
  return compiled.get(source) ?? null;
}

/**
 * Whether `value` matches the accepted pattern. A pattern that does not compile accepts (the upstream
 * still checks: a broken setting must not lock every visitor out of the form).
 */
export function matchesPattern(acceptedPattern: string, value: string): boolean {
  if (acceptedPattern === ANY_PATTERN) return true;
  const pattern = regex(acceptedPattern);
  return pattern === null || pattern.test(value);
}

/** A tag opening (`<script`, `</b`, `<!--`, `<?xml`): what markup needs, whatever the field allows. */
const MARKUP = /<[a-zA-Z!/?]/;

/** Length in characters as the upstream counts them (code points, so a Thai or emoji character is one). */
export const charLength = (value: string) => [...value].length;

/**
 * Checks one value against its rule. `required` overrides the rule's own (a register variant, or a field
 * the spec always requires). An empty optional value passes.
 */
export function checkValue(rule: Rule, value: string, required: boolean = rule.required): Problem | null {
  if (value === '') return required ? { kind: 'required', field: rule.key } : null;
  const length = charLength(value);
  if (length < rule.minLength || length > rule.maxLength) {
    if (rule.key === 'mobileNum') return { kind: 'phone_length', field: rule.key, min: rule.minLength, max: rule.maxLength };
    return format(rule, true);
  }
  if (MARKUP.test(value) || !matchesPattern(rule.acceptedPattern, value)) return format(rule);
  return null;
}

/** A format problem; `outOfBounds` when the length is what fails (the password forms say so in their own words). */
const format = (rule: Rule, outOfBounds?: true): Problem => ({
  kind: 'format',
  field: rule.key,
  patternId: rule.patternId,
  min: rule.minLength,
  max: rule.maxLength,
  ...(outOfBounds && { outOfBounds }),
});

/** The verification code's rule (spec 000 §5): required, 0–255 characters, the settings' pattern. */
export function verificationCodeRule(rule: Rule): Rule {
  return { ...rule, required: true, minLength: VERIFICATION_CODE_BOUNDS.min, maxLength: VERIFICATION_CODE_BOUNDS.max };
}

/** A confirmation (password twice): required, then equal to what it confirms. */
export function checkConfirmation(field: string, value: string, confirms: string): Problem | null {
  if (value === '') return { kind: 'required', field };
  return value === confirms ? null : { kind: 'mismatch', field };
}

/** The bounds as the messages show them: "6 - 13", or "6" when both are the same. */
export function boundsText(min: number, max: number): string {
  return min === max ? String(min) : `${min} - ${max}`;
}

/** Whether someone born on `birthDate` (yyyy-MM-dd or MM-dd-yyyy, pattern 11) is `years` old on `today`. */
export function isOldEnough(birthDate: string, years: number, today: Date): boolean | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(birthDate);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return null;
  const born = { y: Number(year), m: Number(month), d: Number(day) };
  const check = new Date(Date.UTC(born.y, born.m - 1, born.d));
  if (check.getUTCMonth() !== born.m - 1 || check.getUTCDate() !== born.d) return null;
  const now = { y: today.getFullYear(), m: today.getMonth() + 1, d: today.getDate() };
  const age = now.y - born.y - (now.m < born.m || (now.m === born.m && now.d < born.d) ? 1 : 0);
  return age >= years;
}

/** A translator of the `register` namespace (next-intl's `useTranslations('register')` or `createTranslator`). */
export type RegisterTranslator = (key: string, values?: Record<string, string | number>) => string;

/** The field's name as the messages show it (`register.field_<name>`). */
export function fieldLabel(t: RegisterTranslator, field: string): string {
  return t(`field_${field}`);
}

/** The translated message of a problem (spec 000 §5 "Messages"). */
export function problemMessage(t: RegisterTranslator, problem: Problem): string {
  switch (problem.kind) {
    case 'required':
      return t('not_empty', { field: fieldLabel(t, problem.field) });
    case 'mismatch':
      return t('inconsistent_twice');
    case 'phone_length':
      return t('phone_length_region', { digits: boundsText(problem.min, problem.max) });
    case 'format': {
      const id = problem.patternId >= 0 && problem.patternId < PATTERN_COUNT ? problem.patternId : 0;
      return t(`reg_pattern_${id}`, { range: boundsText(problem.min, problem.max) });
    }
  }
}

/**
 * The texts spec 000 §5 "Messages" names for the sign-in and password forms' fields (registration shows each
 * pattern's own message instead): by field, then by what is wrong (`length`: a format problem of the bounds).
 */
const FORM_MESSAGES: Readonly<Record<string, Partial<Record<Problem['kind'] | 'length', string>>>> = {
  username: { format: 'account_format', length: 'account_format' },
  email: { format: 'email_format', length: 'email_format' },
  mobileNum: { required: 'mobile_required', format: 'phone_format' },
  verificationCode: { required: 'code_invalid', format: 'code_invalid', length: 'code_invalid' },
  newPassword: { format: 'password_format', length: 'password_range' },
  confirmNewPassword: { mismatch: 'confirm_password_wrong' },
  payeeName: { format: 'real_name_format', length: 'real_name_format' },
};

/** The translated message of a problem in the login, new-address and password forms. */
export function formProblemMessage(t: RegisterTranslator, problem: Problem): string {
  const what = problem.kind === 'format' && problem.outOfBounds ? 'length' : problem.kind;
  const key = FORM_MESSAGES[problem.field]?.[what];
  if (!key) return problemMessage(t, problem);
  return problem.kind === 'format' ? t(key, { range: boundsText(problem.min, problem.max) }) : t(key);
}

/** The values a form holds, by field. */
export type Values = Partial<Record<string, string>>;

/** Checks several fields at once: the first problem of each, by field. */
export function checkAll(checks: ReadonlyArray<readonly [string, Problem | null]>): Record<string, Problem> {
  const problems: Record<string, Problem> = {};
  for (const [field, problem] of checks) if (problem && !problems[field]) problems[field] = problem;
  return problems;
}
