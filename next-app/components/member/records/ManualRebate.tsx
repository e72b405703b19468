'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { useTimeZone } from '@/components/ui/settings';
import { send } from '@/lib/bff/browser';
import { records } from '@/lib/bff/calls';
import type { RebateRow } from '@/lib/bff/calls/records';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { noPointlessRetry, useBalance } from '@/lib/hooks/use-member';
import { useClaim, useGameTypeName, useMoney } from './hooks';
import { RecordTable, RecordTotals } from './RecordTable';
import styles from './ManualRebate.module.css';

const KEY = 'records:manualRebate';

/**
 * Manual rebate (`?member=manualRebate`, only with module MANPLAYREB3): the rebate on valid bets since the last claim,
 * per game type with its rate, and the claim (from the minimum the upstream sets). After a claim the header's balance
 * and the amounts here are asked again.
 */
export function ManualRebate() {
  const t = useTranslations('member');
  const typeName = useGameTypeName();
  const balance = useBalance().data;
  const zone = useTimeZone();
  const rebate = useSWR(KEY, () => send(records.manualRebate()), { onErrorRetry: noPointlessRetry });
  const { busy, claim } = useClaim([KEY]);
  const money = (amount: number) => formatMoney(amount, balance?.currencySymbol, balance?.currency);
  const cell = useMoney();

  if (rebate.error && !rebate.data) return <ErrorState onRetry={() => void rebate.mutate()} retrying={rebate.isValidating} testId="rebate-error" />;
  const data = rebate.data;
  if (!data) return <Skeleton lines={5} />;

  return (
    <div className={styles.rebate}>
      <p className={styles.since} data-testid="rebate-since">
        {data.lastClaimTime !== null ? t('rebate_since', { time: formatDateTime(data.lastClaimTime, zone, false) }) : t('rebate_never')}
      </p>
      <RecordTotals
        label={t('rebate_totals')}
        testId="rebate"
        totals={[
          { key: 'validBet', label: t('records_valid_bet'), value: cell(data.totalValidBet) },
          { key: 'rebate', label: t('rebate_amount'), value: cell(data.totalRebate) },
        ]}
      />
      {data.rows.length === 0 ? (
        <EmptyState title={t('rebate_none')} testId="rebate-empty" />
      ) : (
        <RecordTable<RebateRow>
          caption={t('page_manualRebate')}
          testId="rebate"
          rowKey={(r) => r.gameType}
          rows={data.rows}
          columns={[
            { key: 'gameType', label: t('records_game_type'), cell: (r) => typeName(r.gameType) },
            { key: 'validBet', label: t('records_valid_bet'), numeric: true, cell: (r) => cell(r.validBet) },
            { key: 'rate', label: t('rebate_rate'), numeric: true, cell: (r) => `${r.rate.toFixed(2)}%` },
            { key: 'rebate', label: t('rebate_amount'), numeric: true, cell: (r) => cell(r.rebate) },
          ]}
        />
      )}
      <div className={styles.claim}>
        <p className={styles.minimum}>{t('rebate_minimum', { amount: money(data.minimumClaim) })}</p>
        <button
          type="button"
          className="button"
          disabled={busy || !data.claimable}
          aria-busy={busy || undefined}
          onClick={() => void claim(records.claimManualRebate(), t('rebate_done_title'))}
          data-testid="rebate-claim"
        >
          {t('rebate_claim')}
        </button>
      </div>
    </div>
  );
}
