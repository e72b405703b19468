'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DateRangeFilter, useRangeChoice } from '@/components/member/DateRangeFilter';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { useErrorText } from '@/components/access/use-error-text';
import { isBffError } from '@/lib/bff/errors';
import { OptionSelect } from '@/components/ui/OptionSelect';
import { Pagination } from '@/components/ui/Pagination';
import { Field } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { send } from '@/lib/bff/browser';
import type { BffCall } from '@/lib/bff/call';
import type { Period } from '@/lib/bff/calls/records';
import type { RecordPage } from '@/lib/bff/page';
import { downloadCsv, toCsv, type CsvCell } from '@/lib/format/csv';
import { useMemberResource } from '@/lib/hooks/use-member';
import { MAX_RANGE_DAYS, type RangePreset } from '@/lib/member/date-range';
import { RecordCards } from './RecordCards';
import { RecordTable, RecordTotals, type RecordColumn, type RecordTotal } from './RecordTable';
import styles from './RecordList.module.css';

/** A choice filter the call accepts (game type, vendor, record type, status): '' is "all". */
export interface ChoiceFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
  search?: never;
}

/** A typed filter (a user name): asked for once the typing pauses, or on Enter; '' is "all". */
export interface SearchFilter {
  key: string;
  label: string;
  search: true;
  options?: never;
}

export type RecordFilter = ChoiceFilter | SearchFilter;

/** How long typing in a search filter pauses before the list asks (the lobby's search waits as long). */
export const SEARCH_PAUSE_MS = 500;

/** What a record list asks for: the period, each filter's value, and the page. */
export interface RecordQuery extends Period {
  filters: Record<string, string>;
  pageNo: number;
  pageSize: number;
}

/** How the rows show: columns as data (a table, cards on a phone), or a card of the list's own making per row. */
type RecordLayout<Row> = { columns: readonly RecordColumn<Row>[]; card?: never } | { card: (row: Row) => ReactNode; columns?: never };

export type RecordListProps<Row, Summary> = RecordLayout<Row> & {
  /** The list's accessible name (the page's name, or the list's heading). */
  title: string;
  /** Show the title as the list's heading, where the list shares its page with other blocks (a money form). */
  headed?: boolean;
  /**
   * Test ids: `<testId>` (the list), `<testId>-row`, `<testId>-total-<key>`, `<testId>-empty`, `<testId>-error`,
   * `<testId>-pages`, `<testId>-range-…`, `<testId>-filter-<key>`.
   */
  testId: string;
  /** The call for a query (one function of `lib/bff/calls/`). */
  load: (query: RecordQuery) => BffCall<RecordPage<Row, Summary>>;
  rowKey: (row: Row) => string | number;
  /** The totals over every matching entry, for a list whose page has a summary. */
  totals?: (summary: Summary) => readonly RecordTotal[];
  /** The filters beside the period; a filter's options may depend on the others' values (vendors of a game type). */
  filters?: (values: Record<string, string>) => readonly RecordFilter[];
  /** The period the list opens on (default the last 7 days). */
  initialPreset?: RangePreset;
  pageSize?: number;
  /** Ask again every 5 s while it answers true for the page shown (records waiting for a decision). */
  pollWhile?: (page: RecordPage<Row, Summary>) => boolean;
  /** Each fresh page (the money pages' notices of decided records). */
  onPage?: (page: RecordPage<Row, Summary>) => void;
  /** Changes when the page submits a new record: the list asks again. */
  revision?: number;
  /** The longest custom period (days) the call answers; default the member records' 90. */
  maxDays?: number;
  /** A button saving the rows shown (and the totals) as a CSV file `<fileName>-<from>-<to>.csv` (columns with `csv`). */
  exportAs?: { fileName: string; label: string };
};

const POLL_MS = 5_000;

/**
 * The one building block of the centre's record lists (betting record, account record, profit and loss, bonus
 * details, deposits, withdrawals): the period (presets and custom days), the call's own filters, totals over every
 * matching entry, the rows as a table or as cards, paging, and the empty and failed states. A change of period or
 * filter goes back to page 1; the page on show stays while the next one loads.
 */
export function RecordList<Row, Summary>(props: RecordListProps<Row, Summary>) {
  const {
    title,
    headed,
    testId,
    load,
    rowKey,
    totals,
    filters,
    initialPreset = 'last7Days',
    pageSize = 10,
    pollWhile,
    onPage,
    revision = 0,
    maxDays = MAX_RANGE_DAYS,
    exportAs,
  } = props;
  const t = useTranslations('member');
  const errorText = useErrorText();
  const headingId = useId();
  const [range, setRange] = useRangeChoice(initialPreset);
  const [values, setValues] = useState<Record<string, string>>({});
  const [pageNo, setPageNo] = useState(1);
  const call = load({ startDate: range.startDate, endDate: range.endDate, filters: values, pageNo, pageSize });
  const key = `records:${call.path}:${revision}`;
  // The answer carries its key: while a new query loads, the previous query's page stays on show.
  const list = useMemberResource(
    key,
    async () => {
      const page = await send(call);
      onPage?.(page);
      return { key, page };
    },
    { keepPreviousData: true, refreshInterval: (answer) => (answer && pollWhile?.(answer.page) ? POLL_MS : 0) },
  );
  const shownFilters = filters?.(values) ?? [];

  const setFilter = (filter: string, value: string) => {
    setValues((before) => ({ ...before, [filter]: value }));
    setPageNo(1);
  };

  let body: ReactNode;
  // A failed read of the current query shows as failed: another query's rows must not stand in for it. A failed
  // poll of the rows on show keeps them.
  if (list.error && list.data?.key !== key) {
    // A refusal (e.g. a name that is not the agent's downline) says why in the upstream's words; a failed read
    // keeps the general message.
    const refusal = isBffError(list.error) && list.error.kind === 'rejected' ? errorText(list.error) : undefined;
    body = <ErrorState message={refusal} onRetry={() => void list.mutate()} retrying={list.isValidating} testId={`${testId}-error`} />;
  } else if (!list.data) {
    body = <Skeleton lines={6} />;
  } else {
    const page = list.data.page;
    const shownTotals = totals?.(page.summary);
    const exportShown = () => {
      const columns = (props.columns ?? []).filter((c) => c.csv);
      const records: CsvCell[][] = [columns.map((c) => c.label), ...page.rows.map((row) => columns.map((c) => c.csv?.(row)))];
      const totalsShown = (shownTotals ?? []).filter((total) => total.csv !== undefined);
      if (totalsShown.length > 0) records.push([], [t('records_totals')], ...totalsShown.map((total) => [total.label, total.csv]));
      downloadCsv(`${exportAs?.fileName}-${range.startDate}-${range.endDate}.csv`, toCsv(records));
    };
    body = (
      <>
        {shownTotals && <RecordTotals label={t('records_totals')} totals={shownTotals} testId={testId} />}
        {exportAs && props.columns && page.rows.length > 0 && (
          <button type="button" className={`button button-ghost ${styles.export}`} onClick={exportShown} data-testid={`${testId}-export`}>
            {exportAs.label}
          </button>
        )}
        {page.rows.length === 0 ? (
          <EmptyState title={t('records_empty')} description={t('records_empty_hint')} testId={`${testId}-empty`} />
        ) : props.columns ? (
          <RecordTable caption={title} columns={props.columns} rows={page.rows} rowKey={rowKey} testId={testId} />
        ) : (
          <RecordCards label={title} rows={page.rows} rowKey={rowKey} row={props.card} testId={testId} />
        )}
        <Pagination page={Math.min(pageNo, page.totalPages)} pageCount={page.totalPages} onPageChange={setPageNo} testId={`${testId}-pages`} />
      </>
    );
  }

  return (
    <section
      className={styles.list}
      data-headed={headed || undefined}
      aria-label={headed ? undefined : title}
      aria-labelledby={headed ? headingId : undefined}
      aria-busy={list.isLoading || undefined}
      data-testid={testId}
    >
      {headed && (
        <h3 id={headingId} className={styles.title}>
          {title}
        </h3>
      )}
      <div className={styles.filters}>
        <DateRangeFilter
          value={range}
          onChange={(choice) => {
            setRange(choice);
            setPageNo(1);
          }}
          maxDays={maxDays}
          testId={`${testId}-range`}
        />
        {shownFilters.length > 0 && (
          <div className={styles.selects}>
            {shownFilters.map((f) =>
              f.search ? (
                <SearchInput
                  key={f.key}
                  label={f.label}
                  value={values[f.key] ?? ''}
                  onChange={(value) => setFilter(f.key, value)}
                  testId={`${testId}-filter-${f.key}`}
                />
              ) : (
                <OptionSelect
                  key={f.key}
                  label={f.label}
                  value={values[f.key] ?? ''}
                  onChange={(value) => setFilter(f.key, value)}
                  options={f.options}
                  allLabel={t('records_all')}
                  testId={`${testId}-filter-${f.key}`}
                />
              ),
            )}
          </div>
        )}
      </div>
      {body}
    </section>
  );
}

/** A search filter's field: the list asks once typing pauses (or on Enter), not on every key. */
export function SearchInput({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId: string }) {
  const [typed, setTyped] = useState(value);
  // The list's handler is new on every render: the pause counts from the last key, not the last render.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (typed.trim() === value) return;
    const timer = setTimeout(() => latest.current(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <Field label={label} testId={`${testId}-field`}>
      {(control) => (
        <input
          {...control}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange(typed.trim());
          }}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
