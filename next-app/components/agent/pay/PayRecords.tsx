'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { RecordList } from '@/components/member/records/RecordList';
import type { RecordColumn } from '@/components/member/records/RecordTable';
import { useMoney } from '@/components/member/records/hooks';
import { Icon } from '@/components/icons/Icon';
import { ToggleChip } from '@/components/ui/ToggleChip';
import { useTimeZone } from '@/components/ui/settings';
import { agentPay } from '@/lib/bff/calls';
import type { PayKind, PayRecord, PayScope } from '@/lib/bff/calls/agent-pay';
import { AGENT_RANGE_DAYS } from '@/lib/agent/centre';
import { formatRate, periodText, type PayPageKey } from '@/lib/agent/pay';
import type { RangePreset } from '@/lib/member/date-range';
import { NoUplineContract } from '../contracts/ContractsPanel';
import styles from './PayRecords.module.css';

const SCOPES: readonly PayScope[] = ['self', 'downlines'];

/**
 * The settled periods of one kind of pay: what the agent earned, or what it paid its downline agents; period,
 * rate, active members, valid bet, the team's profit and loss, amount and status (a period not paid says why, an
 * UNPAID one stands out), with the totals over the whole range. Real-time salary asks again on its own while shown.
 */
export function PayRecords({ page, kind, live, initialPreset }: { page: PayPageKey; kind: PayKind; live: boolean; initialPreset: RangePreset }) {
  const t = useTranslations('agent.pay');
  const pages = useTranslations('agent');
  const money = useMoney();
  const zone = useTimeZone();
  const [scope, setScope] = useState<PayScope>('self');

  const status = (r: PayRecord) => {
    const reason = r.note ? t(`note_${scope === 'downlines' && r.note === 'UPLINE_BALANCE' ? 'MY_BALANCE' : r.note}` as Parameters<typeof t>[0]) : '';
    return (
      <span className={styles.status} data-status={r.status} data-testid="agent-pay-status">
        {r.status === 'UNPAID' && <Icon name="INFORMATION" size={14} />}
        <span className={styles.statusName}>{t(`status_${r.status}`)}</span>
        {reason && <span className={styles.reason}>{reason}</span>}
      </span>
    );
  };

  const columns: RecordColumn<PayRecord>[] = [
    {
      key: 'period',
      label: t('col_period'),
      cell: (r) => (
        <span dir="ltr" className={styles.period}>
          {periodText(r.periodType, r.periodStart, r.periodEnd, zone)}
        </span>
      ),
    },
    ...(scope === 'downlines' ? [{ key: 'agent', label: t('col_agent'), cell: (r: PayRecord) => r.userName }] : []),
    { key: 'rate', label: t('col_rate'), numeric: true, cell: (r) => formatRate(r.rate) },
    { key: 'active', label: t('col_active'), numeric: true, cell: (r) => r.activeMembers.toLocaleString('en-US') },
    { key: 'validBet', label: t('col_valid_bet'), numeric: true, cell: (r) => money(r.validBet) },
    { key: 'profitLoss', label: t('col_profit_loss'), numeric: true, cell: (r) => money(r.profitLoss) },
    { key: 'amount', label: t('col_amount'), numeric: true, cell: (r) => money(r.amount) },
    { key: 'status', label: t('col_status'), cell: status },
  ];

  return (
    <div className={styles.records}>
      {scope === 'self' && <NoUplineContract kind={kind} />}
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons named as one (the WAI-ARIA group), not a form's fieldset */}
      <div className={styles.scopes} role="group" aria-label={t('scope_label')}>
        {SCOPES.map((s) => (
          <ToggleChip key={s} pressed={scope === s} onClick={() => setScope(s)} testId={`agent-pay-scope-${s}`}>
            {t(`scope_${s}`)}
          </ToggleChip>
        ))}
      </div>
      {live && <p className={styles.live}>{t('live')}</p>}
      <RecordList
        // A new scope is a new list: back to page 1, its own columns.
        key={scope}
        title={pages(`page_${page}`)}
        testId="agent-pay-records"
        initialPreset={initialPreset}
        maxDays={AGENT_RANGE_DAYS}
        // What the agent paid can be narrowed to one downline agent; what it earned is its own.
        filters={scope === 'downlines' ? () => [{ key: 'username', label: pages('reports.username'), search: true }] : undefined}
        load={(q) =>
          agentPay.payRecords(kind, {
            startDate: q.startDate,
            endDate: q.endDate,
            scope,
            username: q.filters.username || undefined,
            pageNo: q.pageNo,
            pageSize: q.pageSize,
          })
        }
        rowKey={(r) => r.id}
        columns={columns}
        pollWhile={live ? () => true : undefined}
        totals={(s) => [
          { key: 'periods', label: t('total_periods'), value: s.periods.toLocaleString('en-US') },
          { key: 'paid', label: t('total_paid'), value: s.paidPeriods.toLocaleString('en-US') },
          { key: 'validBet', label: t('total_valid_bet'), value: money(s.validBet) },
          { key: 'amount', label: t('total_amount'), value: money(s.totalAmount) },
        ]}
      />
    </div>
  );
}
