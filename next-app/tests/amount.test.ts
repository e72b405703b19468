import { describe, expect, it } from 'vitest';
import { checkAmount } from '../lib/validation/amount';

describe('checkAmount', () => {
  it('accepts plain amounts with up to 2 decimals', () => {
    expect(checkAmount('100')).toEqual({ ok: true, amount: 100 });
    expect(checkAmount(' 12.5 ')).toEqual({ ok: true, amount: 12.5 });
    expect(checkAmount('0.01')).toEqual({ ok: true, amount: 0.01 });
    expect(checkAmount('11095.67', { available: 11095.67 })).toEqual({ ok: true, amount: 11095.67 });
  });

  it('refuses empty, non-numeric and signed input', () => {
    expect(checkAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('   ')).toEqual({ ok: false, problem: 'required' });
    for (const text of ['abc', '1e3', '-5', '+5', '1,000', '1.', '.5', '0x10', 'Infinity', 'NaN', '١٠٠']) {
      expect(checkAmount(text), text).toEqual({ ok: false, problem: 'not_number' });
    }
  });

  it('refuses more than 2 decimals', () => {
    expect(checkAmount('1.001')).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(checkAmount('10.000')).toEqual({ ok: false, problem: 'too_many_decimals' });
  });

  it('checks the limits and the balance in hundredths', () => {
    expect(checkAmount('0')).toEqual({ ok: false, problem: 'below_min', limit: 0.01 });
    expect(checkAmount('99.99', { min: 100 })).toEqual({ ok: false, problem: 'below_min', limit: 100 });
    expect(checkAmount('100', { min: 100 })).toEqual({ ok: true, amount: 100 });
    expect(checkAmount('50000.01', { max: 50000 })).toEqual({ ok: false, problem: 'above_max', limit: 50000 });
    expect(checkAmount('0.3', { available: 0.1 + 0.2 })).toEqual({ ok: true, amount: 0.3 });
    expect(checkAmount('250.01', { available: 250 })).toEqual({ ok: false, problem: 'above_balance', limit: 250 });
  });
});
