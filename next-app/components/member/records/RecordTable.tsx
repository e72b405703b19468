// biome-ignore-all lint/a11y/noRedundantRoles: on a phone the table is drawn as cards (display changed), which drops its table semantics in some browsers; the roles keep it a table
import type { ReactNode } from 'react';
import type { CsvCell } from '@/lib/format/csv';
import styles from './RecordTable.module.css';

/** One column of a record list, as data: its heading and how a row shows in it. */
export interface RecordColumn<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts: aligned to the end, digits of one width. */
  numeric?: boolean;
  /** The cell in a CSV export (plain numbers for amounts); a column without it is left out of the file. */
  csv?: (row: Row) => CsvCell;
}

/** One total of a record list (label, shown value), over every matching entry. */
export interface RecordTotal {
  key: string;
  label: string;
  value: ReactNode;
  /** The total in a CSV export; a total without it is left out of the file. */
  csv?: CsvCell;
}

/**
 * A record list's rows as a table: one row per entry, columns as data. Where the list is narrow (a phone) each
 * row becomes a card of label and value pairs, so nothing overflows sideways; the roles keep it a table for
 * assistive technology either way.
 */
export function RecordTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  testId: string;
}) {
  return (
    <div className={styles.frame}>
      <table className={styles.table} role="table" data-testid={`${testId}-table`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.key} scope="col" role="columnheader" className={c.numeric ? styles.numeric : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={styles.row} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <td key={c.key} role="cell" data-label={c.label} className={c.numeric ? styles.numeric : undefined} data-testid={`${testId}-${c.key}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A record list's totals: label over value, in a row that wraps. */
export function RecordTotals({ label, totals, testId }: { label: string; totals: readonly RecordTotal[]; testId: string }) {
  return (
    <dl className={styles.totals} aria-label={label} data-testid={`${testId}-totals`}>
      {totals.map((total) => (
        <div key={total.key} className={styles.total}>
          <dt>{total.label}</dt>
          <dd data-testid={`${testId}-total-${total.key}`}>{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}
