'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import { DateRangeFilter, useRangeChoice } from '@/components/member/DateRangeFilter';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { OptionSelect } from '@/components/ui/OptionSelect';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { send } from '@/lib/bff/browser';
import { mall } from '@/lib/bff/calls';
import { POINT_KINDS, REDEEM_STATUSES, type PointKind, type PointMovement, type RedeemStatus, type Redemption } from '@/lib/bff/calls/mall';
import { noPointlessRetry } from '@/lib/hooks/use-member';
import { usePaged } from '@/lib/hooks/use-paged';
import styles from './PointMall.module.css';

const PAGE_SIZE = 10;

/** A member's redeem history and points details (spec 001 §2 "points mall with redeem history and points details"). */
export function MallRecords() {
  const t = useTranslations('mall');
  return (
    <section aria-labelledby="mall-records-title" className={styles.section} data-testid="mall-records">
      <h2 id="mall-records-title" className={styles.sectionTitle}>
        {t('records_title')}
      </h2>
      <Tabs
        label={t('records_title')}
        items={[
          { value: 'history', label: t('history_title'), panel: <RedeemHistory />, testId: 'mall-tab-history' },
          { value: 'details', label: t('details_title'), panel: <PointDetails />, testId: 'mall-tab-details' },
        ]}
        testId="mall-records-tabs"
      />
    </section>
  );
}

/** A record list's read: the rows, or its empty, failed and loading states. */
function RecordList<T>({
  swrKey,
  load,
  children,
  testId,
}: {
  swrKey: unknown[];
  load: () => Promise<T[]>;
  children: (rows: T[]) => React.ReactNode;
  testId: string;
}) {
  const t = useTranslations('mall');
  const list = useSWR(swrKey, load, { onErrorRetry: noPointlessRetry });
  if (list.error && !list.data) return <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} testId={`${testId}-error`} />;
  if (!list.data) return <Skeleton lines={5} />;
  if (list.data.length === 0) return <EmptyState title={t('records_empty')} testId={`${testId}-empty`} />;
  return <>{children(list.data)}</>;
}

function Paged<T>({ rows, render, testId }: { rows: T[]; render: (row: T) => React.ReactNode; testId: string }) {
  const paged = usePaged(rows, PAGE_SIZE);
  return (
    <>
      <ul className={styles.records} data-testid={testId}>
        {paged.items.map(render)}
      </ul>
      <Pagination page={paged.page} pageCount={paged.pageCount} onPageChange={paged.setPage} testId={`${testId}-pages`} />
    </>
  );
}

function RedeemHistory() {
  const t = useTranslations('mall');
  const format = useFormatter();
  const [range, setRange] = useRangeChoice('thisMonth');
  const [status, setStatus] = useState<RedeemStatus | ''>('');
  const { startDate, endDate } = range;
  return (
    <div className={styles.recordPanel}>
      <div className={styles.filters}>
        <DateRangeFilter value={range} onChange={setRange} testId="mall-history-range" />
        <OptionSelect
          label={t('status')}
          value={status}
          onChange={setStatus}
          allLabel={t('status_all')}
          options={REDEEM_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) }))}
          testId="mall-history-status"
        />
      </div>
      <RecordList<Redemption>
        swrKey={['mall:history', startDate, endDate, status]}
        load={() => send(mall.redeemHistory({ startDate, endDate }, status || null))}
        testId="mall-history"
      >
        {(rows) => (
          <Paged
            rows={rows}
            testId="mall-history"
            render={(r) => (
              <li key={r.referenceNo} className={styles.record} data-testid="mall-history-row">
                <span className={styles.recordMain}>
                  <strong>{r.name}</strong> × {r.quantity}
                  <span className={styles.note}>
                    {r.referenceNo} · <DateText value={r.applyTime} withTime noSeconds />
                  </span>
                  {r.remark && <span className={styles.note}>{r.remark}</span>}
                </span>
                <span className={styles.recordSide}>
                  <span>{t('points_count', { points: format.number(-r.pointsRequired) })}</span>
                  <span className={styles.status} data-status={r.status} data-testid="mall-history-status-text">
                    {t(`status_${r.status}`)}
                  </span>
                </span>
              </li>
            )}
          />
        )}
      </RecordList>
    </div>
  );
}

function PointDetails() {
  const t = useTranslations('mall');
  const format = useFormatter();
  const [range, setRange] = useRangeChoice('last7Days');
  const [kind, setKind] = useState<PointKind | ''>('');
  const { startDate, endDate } = range;
  return (
    <div className={styles.recordPanel}>
      <div className={styles.filters}>
        <DateRangeFilter value={range} onChange={setRange} testId="mall-details-range" />
        <OptionSelect
          label={t('kind')}
          value={kind}
          onChange={setKind}
          allLabel={t('status_all')}
          options={POINT_KINDS.map((k) => ({ value: k, label: t(`kind_${k}`) }))}
          testId="mall-details-kind"
        />
      </div>
      <RecordList<PointMovement>
        swrKey={['mall:details', startDate, endDate, kind]}
        load={() => send(mall.pointDetails({ startDate, endDate }, kind || null))}
        testId="mall-details"
      >
        {(rows) => (
          <Paged
            rows={rows}
            testId="mall-details"
            render={(m) => (
              <li key={m.id} className={styles.record} data-testid="mall-details-row">
                <span className={styles.recordMain}>
                  <strong>{t(`kind_${m.type}`)}</strong>
                  <span className={styles.note}>
                    <DateText value={m.time} withTime noSeconds />
                  </span>
                  {m.remark && <span className={styles.note}>{m.remark}</span>}
                </span>
                <span className={styles.recordSide}>
                  <strong data-negative={m.changedPoints < 0 || undefined} className={styles.change}>
                    {m.changedPoints > 0 ? '+' : ''}
                    {format.number(m.changedPoints)}
                  </strong>
                  <span className={styles.note}>{t('balance_after', { points: format.number(m.balanceAfter) })}</span>
                </span>
              </li>
            )}
          />
        )}
      </RecordList>
    </div>
  );
}
