import { checkValue, completeRule, verificationCodeRule, type Problem } from '../access/validation';
import type { RegisterRule } from '../bff/generated';

export interface LoginInput {
  username: string;
  password: string;
  /** The captcha's text; checked only while the captcha is shown. */
  captcha?: string;
}

/** Error translation keys in the `login` namespace. */
export type LoginFieldError = 'error_phone_number_limit' | 'error_password_required' | 'error_captcha_required';

export interface LoginValidation {
  /** The trimmed values to send. */
  values: Required<LoginInput>;
  errors: Partial<Record<keyof LoginInput, LoginFieldError>>;
  valid: boolean;
}

/** Spec 000 §5 "Login" (username type): inputs trimmed; username required; password required; captcha when shown. */
export function validateLogin(input: LoginInput, captchaShown = false): LoginValidation {
  const values = { username: input.username.trim(), password: input.password.trim(), captcha: (input.captcha ?? '').trim() };
  const errors: LoginValidation['errors'] = {};
  if (values.username === '') errors.username = 'error_phone_number_limit';
  if (values.password === '') errors.password = 'error_password_required';
  if (captchaShown && values.captcha === '') errors.captcha = 'error_captcha_required';
  return { values, errors, valid: Object.keys(errors).length === 0 };
}

export interface SmsLoginInput {
  mobileNum: string;
  code: string;
}

export interface SmsLoginValidation {
  values: SmsLoginInput;
  /** Problems of the shared engine (`lib/access/validation.ts`), shown with its messages. */
  errors: Partial<Record<keyof SmsLoginInput, Problem>>;
  valid: boolean;
}

/** The mobile number against the brand's mobile rule (registration setting `mobileNum`); always required here. */
export const mobileProblem = (value: string, rule: RegisterRule | undefined): Problem | null => checkValue(completeRule('mobileNum', rule), value, true);

/** A verification code: required, 0–255 characters (spec 000 §5). */
export const codeProblem = (value: string): Problem | null => checkValue(verificationCodeRule(completeRule('verificationCode', undefined)), value);

/** The name on the member's bank account (a new address's proof): required, a name's characters, no markup. */
export const bankNameProblem = (value: string): Problem | null => checkValue({ ...completeRule('payeeName', undefined), required: true }, value);

/** Spec 000 §5 "Login" (SMS type): the mobile number passes the mobile rule; the code is required. Trimmed. */
export function validateSmsLogin(input: SmsLoginInput, mobileRule: RegisterRule | undefined): SmsLoginValidation {
  const values = { mobileNum: input.mobileNum.trim(), code: input.code.trim() };
  const errors: SmsLoginValidation['errors'] = {};
  const mobile = mobileProblem(values.mobileNum, mobileRule);
  if (mobile) errors.mobileNum = mobile;
  const code = codeProblem(values.code);
  if (code) errors.code = code;
  return { values, errors, valid: Object.keys(errors).length === 0 };
}
