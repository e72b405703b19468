import { describe, expect, it } from 'vitest';
import { formatMoney } from '../lib/format/money';

describe('formatMoney', () => {
  it('prefixes the currency symbol, groups thousands with commas and shows 2 decimals', () => {
    expect(formatMoney(12345.67, '฿', 'THB')).toBe('฿12,345.67');
    expect(formatMoney(1234567.891, '฿')).toBe('฿1,234,567.89');
    expect(formatMoney(1000000, '$')).toBe('$1,000,000.00');
  });

  it('pads whole and small amounts to 2 decimals', () => {
    expect(formatMoney(0, '฿')).toBe('฿0.00');
    expect(formatMoney(5, '฿')).toBe('฿5.00');
    expect(formatMoney(0.5, '฿')).toBe('฿0.50');
  });

  it('puts the sign before the symbol and never shows -0.00', () => {
    expect(formatMoney(-1234.5, '฿')).toBe('-฿1,234.50');
    expect(formatMoney(-0.001, '฿')).toBe('฿0.00');
  });

  it('falls back to the currency code, then to no prefix', () => {
    expect(formatMoney(5, '', 'THB')).toBe('THB 5.00');
    expect(formatMoney(5, null, null)).toBe('5.00');
  });

  it('does not print NaN or Infinity', () => {
    expect(formatMoney(Number.NaN, '฿')).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY, '฿')).toBe('—');
  });
});
