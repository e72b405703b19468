'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DateRangeFilter, useRangeChoice } from '@/components/member/DateRangeFilter';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { send } from '@/lib/bff/browser';
import type { BffCall } from '@/lib/bff/call';
import type { RecordPage, RecordQuery } from '@/lib/bff/calls/money';
import { useMemberResource } from '@/lib/hooks/use-member';
import { rangeQuery } from '@/lib/member/date-range';
import styles from './RecordList.module.css';

const PAGE_SIZE = 10;

export interface RecordListProps<T> {
  /** Test ids start with it (`<area>-records`, `<area>-record-<id>`…), and so does the SWR key. */
  area: string;
  title: string;
  /** The call for one page of the period, by status ('' for all). */
  call: (query: RecordQuery) => BffCall<RecordPage<T>>;
  statuses: readonly string[];
  statusLabel: (status: string) => string;
  /** One record's row: an `<li>`'s content. */
  row: (record: T) => ReactNode;
  id: (record: T) => number;
  /** Ask again this often (ms) while it answers true for the page shown (records waiting for a decision). */
  pollWhile?: (page: RecordPage<T>) => boolean;
  /** Each fresh page, for the page's notices. */
  onPage?: (page: RecordPage<T>) => void;
  /** Changes when the page submits a new record: the list asks again. */
  revision?: number;
}

/**
 * A period's records (deposits, withdrawals): the period filter (presets and custom), a status filter,
 * one page at a time from the upstream, empty and failed states. Newest first, as the upstream lists them.
 */
export function RecordList<T>({ area, title, call, statuses, statusLabel, row, id, pollWhile, onPage, revision = 0 }: RecordListProps<T>) {
  const t = useTranslations('member');
  const [range, setRange] = useRangeChoice('last7Days');
  const [status, setStatus] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const query: RecordQuery = { ...rangeQuery(range), pageNo, pageSize: PAGE_SIZE, ...(status ? { status } : {}) };
  const records = useMemberResource(`${area}:records:${JSON.stringify(query)}:${revision}`, async () => {
    const page = await send(call(query));
    onPage?.(page);
    return page;
  }, { refreshInterval: (page) => (page && pollWhile?.(page) ? 5_000 : 0) });
  const page = records.data;

  return (
    <section className={styles.records} aria-labelledby={`${area}-records-title`} data-testid={`${area}-records`}>
      <h3 id={`${area}-records-title`} className={styles.title}>
        {title}
      </h3>
      <div className={styles.filters}>
        <DateRangeFilter value={range} onChange={(choice) => { setRange(choice); setPageNo(1); }} testId={`${area}-range`} />
        <Field label={t('money_status')} className={styles.statusFilter} testId={`${area}-status-field`}>
          {(control) => (
            <select {...control} value={status} onChange={(e) => { setStatus(e.target.value); setPageNo(1); }} data-testid={`${area}-status`}>
              <option value="">{t('money_status_all')}</option>
              {statuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {records.error && !page ? (
        <ErrorState onRetry={() => void records.mutate()} retrying={records.isValidating} testId={`${area}-records-error`} />
      ) : !page ? (
        <Skeleton lines={4} />
      ) : page.list.length === 0 ? (
        <EmptyState title={t('money_records_empty')} testId={`${area}-records-empty`} />
      ) : (
        <>
          <ul className={styles.list}>
            {page.list.map((record) => (
              <li key={id(record)} className={styles.row} data-testid={`${area}-record-${id(record)}`}>
                {row(record)}
              </li>
            ))}
          </ul>
          <Pagination page={page.pageNo} pageCount={page.totalPages} onPageChange={setPageNo} testId={`${area}-pagination`} />
        </>
      )}
    </section>
  );
}

/** How a record's status reads at a glance. */
export type StatusTone = 'waiting' | 'good' | 'bad';

/**
 * One record's row: what it is (lines on the start side), and its amount, status and actions on the end
 * side.
 */
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

/** A quieter line of a row. */
export function RecordNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <span className={styles.muted} data-testid={testId}>
      {children}
    </span>
  );
}
