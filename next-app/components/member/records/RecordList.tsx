'use client';

import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { DateRangeFilter, useRangeChoice } from '@/components/member/DateRangeFilter';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Field } from '@/components/ui/Field';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { send } from '@/lib/bff/browser';
import type { BffCall } from '@/lib/bff/call';
import type { Period, RecordPage } from '@/lib/bff/calls/records';
import { noPointlessRetry } from '@/lib/hooks/use-member';
import type { RangePreset } from '@/lib/member/date-range';
import { RecordTable, RecordTotals, type RecordColumn, type RecordTotal } from './RecordTable';
import styles from './RecordList.module.css';

/** A choice filter the call accepts (game type, vendor, record type): '' is "all". */
export interface RecordFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** What a record list asks for: the period, each filter's value, and the page. */
export interface RecordQuery extends Period {
  filters: Record<string, string>;
  pageNo: number;
  pageSize: number;
}

export interface RecordListProps<Row, Summary> {
  /** The list's accessible name (the page's name). */
  title: string;
  /** Test ids: `<testId>-row`, `<testId>-total-<key>`, `<testId>-empty`, `<testId>-range-…`, `<testId>-filter-<key>`. */
  testId: string;
  /** The call for a query (one function of `lib/bff/calls/records.ts`). */
  load: (query: RecordQuery) => BffCall<RecordPage<Row, Summary>>;
  columns: readonly RecordColumn<Row>[];
  rowKey: (row: Row) => string | number;
  totals: (summary: Summary) => readonly RecordTotal[];
  /** The filters beside the period; a filter's options may depend on the others' values (vendors of a game type). */
  filters?: (values: Record<string, string>) => readonly RecordFilter[];
  /** The period the list opens on (default the last 7 days). */
  initialPreset?: RangePreset;
  pageSize?: number;
}

/**
 * The one building block of the centre's record pages (betting record, account record, profit and loss, bonus
 * details): the period (presets and custom days), the call's own filters, totals over every matching entry, the
 * rows as a table (cards on a phone), paging, and the empty and failed states. A change of period or filter goes
 * back to page 1; the page on show stays while the next one loads.
 */
export function RecordList<Row, Summary>({
  title,
  testId,
  load,
  columns,
  rowKey,
  totals,
  filters,
  initialPreset = 'last7Days',
  pageSize = 10,
}: RecordListProps<Row, Summary>) {
  const t = useTranslations('member');
  const [range, setRange] = useRangeChoice(initialPreset);
  const [values, setValues] = useState<Record<string, string>>({});
  const [pageNo, setPageNo] = useState(1);
  const call = load({ startDate: range.startDate, endDate: range.endDate, filters: values, pageNo, pageSize });
  const list = useSWR(['records', call.path], () => send(call), { keepPreviousData: true, onErrorRetry: noPointlessRetry });
  const shownFilters = filters?.(values) ?? [];

  const setFilter = (key: string, value: string) => {
    setValues((before) => ({ ...before, [key]: value }));
    setPageNo(1);
  };

  let body: ReactNode;
  // An error is the current query's: the previous query's rows (kept while loading) must not stand in for it.
  if (list.error) {
    body = <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} testId={`${testId}-error`} />;
  } else if (!list.data) {
    body = <Skeleton lines={6} />;
  } else {
    const page = list.data;
    body = (
      <>
        <RecordTotals label={t('records_totals')} totals={totals(page.summary)} testId={testId} />
        {page.rows.length === 0 ? (
          <EmptyState title={t('records_empty')} description={t('records_empty_hint')} testId={`${testId}-empty`} />
        ) : (
          <RecordTable caption={title} columns={columns} rows={page.rows} rowKey={rowKey} testId={testId} />
        )}
        <Pagination page={Math.min(pageNo, page.totalPages)} pageCount={page.totalPages} onPageChange={setPageNo} testId={`${testId}-pages`} />
      </>
    );
  }

  return (
    <div className={styles.list} aria-busy={list.isLoading || undefined}>
      <div className={styles.filters}>
        <DateRangeFilter
          value={range}
          onChange={(choice) => {
            setRange(choice);
            setPageNo(1);
          }}
          testId={`${testId}-range`}
        />
        {shownFilters.length > 0 && (
          <div className={styles.selects}>
            {shownFilters.map((f) => (
              <Field key={f.key} label={f.label} testId={`${testId}-filter-${f.key}-field`}>
                {(control) => (
                  <select {...control} value={values[f.key] ?? ''} onChange={(e) => setFilter(f.key, e.target.value)} data-testid={`${testId}-filter-${f.key}`}>
                    <option value="">{t('records_all')}</option>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ))}
          </div>
        )}
      </div>
      {body}
    </div>
  );
}
