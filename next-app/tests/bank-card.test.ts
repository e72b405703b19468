import { describe, expect, it } from 'vitest';
import type { Bank } from '../lib/bff/calls/community';
import { checkBankCard, sameName, tidyBankCard } from '../lib/member/bank-card';

const BANKS: Bank[] = [
  { code: 'KTB', name: 'ธนาคารกรุงไทย (KTB)', accountLength: 10 },
  { code: 'GSB', name: 'ธนาคารออมสิน (GSB)', accountLength: 12 },
];
const fields = (problems: ReturnType<typeof checkBankCard>) => problems.map((p) => `${p.field}:${p.problem}`);

describe('checkBankCard', () => {
  it('accepts a card as the bank writes it, spaces and dashes in the number tidied', () => {
    expect(checkBankCard({ bankCode: 'KTB', accountNo: '555-000 1234', accountName: ' ทดสอบ เดโม ' }, BANKS, 'ทดสอบ  เดโม')).toEqual([]);
    expect(tidyBankCard({ bankCode: 'KTB', accountNo: '555-000 1234', accountName: ' ทดสอบ เดโม ' })).toEqual({
      bankCode: 'KTB',
      accountNo: '5550001234',
      accountName: 'ทดสอบ เดโม',
    });
    expect(checkBankCard({ bankCode: 'GSB', accountNo: '020123456789', accountName: 'Somchai Jaidee' }, BANKS, null)).toEqual([]);
  });

  it('refuses a missing bank, a number of the wrong length or with letters, and says the length', () => {
    expect(fields(checkBankCard({ bankCode: '', accountNo: '', accountName: '' }, BANKS, null))).toEqual([
      'bankCode:required',
      'accountNo:required',
      'accountName:required',
    ]);
    const short = checkBankCard({ bankCode: 'GSB', accountNo: '1234567890', accountName: 'Somchai' }, BANKS, null);
    expect(short).toEqual([{ field: 'accountNo', problem: 'digits', length: 12 }]);
    expect(fields(checkBankCard({ bankCode: 'KTB', accountNo: '12345abcde', accountName: 'Somchai' }, BANKS, null))).toEqual(['accountNo:digits']);
  });

  it('refuses a name too short or long, or not the real name on file', () => {
    expect(fields(checkBankCard({ bankCode: 'KTB', accountNo: '5550001234', accountName: 'x' }, BANKS, null))).toEqual(['accountName:length']);
    expect(fields(checkBankCard({ bankCode: 'KTB', accountNo: '5550001234', accountName: 'x'.repeat(51) }, BANKS, null))).toEqual(['accountName:length']);
    expect(fields(checkBankCard({ bankCode: 'KTB', accountNo: '5550001234', accountName: 'Someone Else' }, BANKS, 'Somchai Jaidee'))).toEqual([
      'accountName:mismatch',
    ]);
    expect(sameName('SOMCHAI  jaidee', 'Somchai Jaidee')).toBe(true);
  });
});
