import { describe, expect, it } from 'vitest';
import { validateLogin } from '../lib/validation/login';

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
    expect(ok.values).toEqual({ username: 'demo01', password: 'abc123' });
  });
});
