/**
 * Registering a downline (spec 001 §2 "Agent centre", upstream-mocks/docs/agent.md): the fields are the
 * registration payload's, checked by the same rules and messages as every access form (lib/access/validation.ts).
 */
import { checkConfirmation, checkValue, type Problem, type RegisterField, type Rule } from '../access/validation';

export interface DownlineForm {
  username: string;
  password: string;
  confirmPassword: string;
  nickname: string;
  /** A sub-agent of the agent's own type; else a member. */
  isAgent: boolean;
}

export const DOWNLINE_PASSWORDS = ['password', 'confirmPassword'] as const;

/** The upstream's longest nickname for a downline, whatever the registration settings allow. */
export const DOWNLINE_NICKNAME_MAX = 30;

/**
 * The form's problems by field (none: it can be sent). User name and password are required, with the brand's
 * registration rules; the confirmation must match; a nickname is optional, at most 30 characters.
 */
export function checkDownline(form: DownlineForm, rules: Record<RegisterField, Rule>): Partial<Record<keyof DownlineForm, Problem>> {
  const nickname: Rule = { ...rules.nickname, minLength: 0, maxLength: Math.min(rules.nickname.maxLength, DOWNLINE_NICKNAME_MAX) };
  const problems: Partial<Record<keyof DownlineForm, Problem | null>> = {
    username: checkValue(rules.username, form.username.trim(), true),
    password: checkValue(rules.password, form.password, true),
    confirmPassword: checkConfirmation('confirmPassword', form.confirmPassword, form.password),
    nickname: checkValue(nickname, form.nickname.trim(), false),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== null)) as Partial<Record<keyof DownlineForm, Problem>>;
}
