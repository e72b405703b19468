/**
 * CSV of a list as shown (the agent reports' export): RFC 4180 (fields with a comma, quote or line break are
 * quoted, quotes doubled, CRLF between records), led by a UTF-8 byte order mark so Excel reads Thai and every other
 * script as UTF-8. A text cell that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) gets
 * a leading apostrophe (OWASP "CSV injection"): a remark or a user name is data, never a formula. Numbers, and
 * texts that are plain numbers (`-1234.50`), are written as they are, so they stay numbers.
 */

export type CsvCell = string | number | null | undefined;

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
export const UTF8_BOM = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The records as CSV text (without the byte order mark), each record on its own line. */
export function toCsv(records: readonly (readonly CsvCell[])[]): string {
  return `${records.map((record) => record.map(field).join(',')).join('\r\n')}\r\n`;
}

/** An amount as a CSV number: 2 decimals, no grouping, no symbol (`-1234.50`). */
export function csvMoney(amount: number): string {
  return amount.toFixed(2);
}

/** A file name's characters: letters, digits, dot, dash and underscore (the rest become `-`). */
export function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '') || 'export';
}

/** Has the browser save `csv` as `fileName` (a real download: an object URL on a `download` link). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is let go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
