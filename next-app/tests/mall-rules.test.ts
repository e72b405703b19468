import { describe, expect, it } from 'vitest';
import type { Conversion } from '../lib/bff/calls/mall';
import { checkContactId, checkConvert, checkQuantity, convertedAmount, redeemCost } from '../lib/mall/rules';
import { checkText, textLength } from '../lib/validation/text';

const cash: Conversion = { conversionType: 'CASH', points: 100, amount: 1, ratio: '100:1', minPoints: 1000 };

describe('points mall rules', () => {
  it('takes a quantity of 1 to 10 whole rewards', () => {
    expect(checkQuantity('3')).toEqual({ ok: true, value: 3 });
    expect(checkQuantity(' 10 ')).toEqual({ ok: true, value: 10 });
    expect(checkQuantity('')).toMatchObject({ ok: false, problem: 'required' });
    expect(checkQuantity('1.5')).toMatchObject({ ok: false, problem: 'not_whole' });
    expect(checkQuantity('-1')).toMatchObject({ ok: false, problem: 'not_whole' });
    expect(checkQuantity('0')).toMatchObject({ ok: false, problem: 'out_of_range' });
    expect(checkQuantity('11')).toMatchObject({ ok: false, problem: 'out_of_range', limit: 10 });
  });

  it('costs points and shipping times the quantity', () => {
    expect(redeemCost({ pointsRequired: 1500, amountRequired: 0 }, 2)).toEqual({ points: 3000, amount: 0 });
    expect(redeemCost({ pointsRequired: 900, amountRequired: 0.1 }, 3)).toEqual({ points: 2700, amount: 0.3 });
  });

  it('converts at least the minimum, in whole steps, never more than the member has', () => {
    expect(checkConvert('1,000', cash, 4007)).toEqual({ ok: true, value: 1000 });
    expect(checkConvert('', cash, 4007)).toMatchObject({ problem: 'required' });
    expect(checkConvert('10.5', cash, 4007)).toMatchObject({ problem: 'not_whole' });
    expect(checkConvert('abc', cash, 4007)).toMatchObject({ problem: 'not_whole' });
    expect(checkConvert('900', cash, 4007)).toMatchObject({ problem: 'below_min', limit: 1000 });
    expect(checkConvert('1050', cash, 4007)).toMatchObject({ problem: 'not_step', limit: 100 });
    expect(checkConvert('4100', cash, 4007)).toMatchObject({ problem: 'above_points', limit: 4007 });
    expect(convertedAmount(1000, cash)).toBe(10);
    expect(convertedAmount(880, { ...cash, points: 80, minPoints: 800 })).toBe(11);
  });

  it('takes a number ID of 8 to 15 digits', () => {
    expect(checkContactId('+84 912 345 678')).toEqual({ ok: true, value: '+84912345678' });
    expect(checkContactId('  ')).toEqual({ ok: false, problem: 'required' });
    expect(checkContactId('1234567')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkContactId('0812a45678')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkContactId('1234567890123456')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('140-character texts', () => {
  it('counts characters, not UTF-16 units, and refuses empty or longer text', () => {
    expect(textLength('😀ก')).toBe(2);
    expect(checkText('ก'.repeat(140))).toBeNull();
    expect(checkText('ก'.repeat(141))).toBe('too_long');
    expect(checkText('  ', { required: true })).toBe('required');
    expect(checkText('', {})).toBeNull();
  });
});
