export interface LoginInput {
  username: string;
  password: string;
}

/** Error translation keys in the `login` namespace. */
export type LoginFieldError = 'error_phone_number_limit' | 'error_password_required';

export interface LoginValidation {
  /** The trimmed values to send. */
  values: LoginInput;
  errors: Partial<Record<keyof LoginInput, LoginFieldError>>;
  valid: boolean;
}

/** Spec 000 §5 "Login" (username type): inputs trimmed; username required; password required. */
export function validateLogin(input: LoginInput): LoginValidation {
  const values = { username: input.username.trim(), password: input.password.trim() };
  const errors: LoginValidation['errors'] = {};
  if (values.username === '') errors.username = 'error_phone_number_limit';
  if (values.password === '') errors.password = 'error_password_required';
  return { values, errors, valid: Object.keys(errors).length === 0 };
}
