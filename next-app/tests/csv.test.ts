import { describe, expect, it } from 'vitest';
import { UTF8_BOM, csvMoney, safeFileName, toCsv } from '../lib/format/csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks, and ends records with CRLF', () => {
    expect(
      toCsv([
        ['User', 'Remark'],
        ['somchai88', 'Bank transfer, "KBank"\nmorning'],
      ]),
    ).toBe('User,Remark\r\nsomchai88,"Bank transfer, ""KBank""\nmorning"\r\n');
  });

  it('keeps Thai text as it is and writes numbers plain, empty for missing cells', () => {
    expect(toCsv([['ทุนเริ่มต้น', 1234.5, null, undefined, Number.NaN]])).toBe('ทุนเริ่มต้น,1234.5,,,\r\n');
  });

  it('defuses texts a spreadsheet would run as formulas, but not negative amounts', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '@SUM(A1)', csvMoney(-2087.66), '-1+1']])).toBe(`"'=HYPERLINK(""x"")",'+1,'@SUM(A1),-2087.66,'-1+1\r\n`);
  });

  it('writes amounts with 2 decimals, no grouping or symbol', () => {
    expect(csvMoney(1234.5)).toBe('1234.50');
    expect(csvMoney(-0.1)).toBe('-0.10');
  });

  it('has a UTF-8 byte order mark for Excel and safe file names', () => {
    expect(new TextEncoder().encode(UTF8_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(safeFileName('team-bets-2026-11-16-2026-11-22.csv')).toBe('team-bets-2026-11-16-2026-11-22.csv');
    expect(safeFileName('../a b/c.csv')).toBe('..-a-b-c.csv');
  });
});
