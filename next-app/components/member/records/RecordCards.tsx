import type { ReactNode } from 'react';
import styles from './RecordCards.module.css';

/**
 * A record list's rows as cards of the list's own making (deposits, withdrawals: lines of what it is, then its
 * amount, status and actions), for rows whose content does not fit columns. One list item per row.
 */
export function RecordCards<Row>({
  label,
  rows,
  rowKey,
  row,
  testId,
}: {
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  row: (row: Row) => ReactNode;
  testId: string;
}) {
  return (
    <ul className={styles.cards} aria-label={label} data-testid={`${testId}-cards`}>
      {rows.map((r) => (
        <li key={rowKey(r)} className={styles.card} data-testid={`${testId}-row`}>
          {row(r)}
        </li>
      ))}
    </ul>
  );
}

/** How a record's status reads at a glance. */
export type StatusTone = 'waiting' | 'good' | 'bad';

/** One card's content: what it is (lines on the start side), and its amount, status and actions on the end side. */
export function RecordRow({
  children,
  amount,
  status,
  tone,
  statusTestId,
  actions,
}: {
  children: ReactNode;
  amount: ReactNode;
  status: string;
  tone: StatusTone;
  statusTestId: string;
  actions?: ReactNode;
}) {
  return (
    <>
      <span className={styles.what}>{children}</span>
      <span className={styles.figures}>
        {amount}
        <span className={styles.chip} data-tone={tone} data-testid={statusTestId}>
          {status}
        </span>
        {actions}
      </span>
    </>
  );
}

/** A quieter line of a card. */
export function RecordNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className={styles.muted} data-testid={testId}>
      {children}
    </span>
  );
}
