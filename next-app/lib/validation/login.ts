import type { RegisterRule } from '../bff/generated';

export interface LoginInput {
  username: string;
  password: string;
  /** The captcha's text; checked only while the captcha is shown. */
  captcha?: string;
}

/** Error translation keys in the `login` namespace. */
export type LoginFieldError =
  | 'error_phone_number_limit'
  | 'error_password_required'
  | 'error_captcha_required'
  | 'error_mobile_required'
  | 'error_mobile_invalid'
  | 'error_code_required'
  | 'error_code_invalid';

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
  errors: Partial<Record<keyof SmsLoginInput, LoginFieldError>>;
  valid: boolean;
}

/**
 * Whether a mobile number passes the brand's mobile rule (registration setting `mobileNum`): its pattern
 * (`*` is anything) and its length. Null when it does.
 */
export function mobileProblem(value: string, rule: RegisterRule | undefined): LoginFieldError | null {
  if (value === '') return 'error_mobile_required';
  const min = rule?.minLength ?? 1;
  const max = rule?.maxLength ?? 20;
  if (value.length < min || value.length > max) return 'error_mobile_invalid';
  const pattern = rule?.acceptedPattern && rule.acceptedPattern !== '*' ? rule.acceptedPattern : '^\\d+$';
  let accepts: boolean;
  try {
    accepts = new RegExp(pattern, 'u').test(value);
  } catch {
    // A pattern this browser cannot read: only digits are a phone number.
    accepts = /^\d+$/.test(value);
  }
  return accepts ? null : 'error_mobile_invalid';
}

/** The verification code: required, at most 255 characters (spec 000 §5 "Registration"). */
export function codeProblem(value: string): LoginFieldError | null {
  if (value === '') return 'error_code_required';
  return value.length > 255 ? 'error_code_invalid' : null;
}

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
