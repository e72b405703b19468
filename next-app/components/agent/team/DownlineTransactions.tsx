'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/member/records/hooks';
import { RecordList, type RecordFilter } from '@/components/member/records/RecordList';
import { DateText } from '@/components/ui/DateText';
import { useTimeZone } from '@/components/ui/settings';
import { agentTeam } from '@/lib/bff/calls';
import { DOWNLINE_TRANSACTION_TYPES, type DownlineTransaction, type TransactionTotals } from '@/lib/bff/calls/agent-team';
import { csvMoney } from '@/lib/format/csv';
import { formatDateTime } from '@/lib/format/date';
import { scopeOf, useMemberColumn, useReportList, useScopeFilters } from './report-parts';

/**
 * Downline transaction details (`?agent=agentDownlineTransactionDetailsCopy`; also the spec's "team transaction"
 * and "transaction details" screens): every movement of the covered members' wallets, by type, with money in and out.
 */
export function DownlineTransactions() {
  const t = useTranslations('agent.reports');
  const tm = useTranslations('member');
  const money = useMoney();
  const zone = useTimeZone();
  const scope = useScopeFilters();
  const memberColumn = useMemberColumn<DownlineTransaction>();
  const typeLabel = (type: string) =>
    (DOWNLINE_TRANSACTION_TYPES as readonly string[]).includes(type) ? tm(`records_tx_${type as (typeof DOWNLINE_TRANSACTION_TYPES)[number]}`) : type;
  const type: RecordFilter = {
    key: 'type',
    label: tm('records_type'),
    options: DOWNLINE_TRANSACTION_TYPES.map((value) => ({ value, label: typeLabel(value) })),
  };
  return (
    <RecordList<DownlineTransaction, TransactionTotals>
      title={t('transactions_title')}
      testId="agent-transactions"
      {...useReportList('downline-transactions')}
      load={(q) => agentTeam.downlineTransactions({ ...scopeOf(q), type: q.filters.type ?? '' })}
      filters={() => [type, ...scope]}
      rowKey={(r) => r.id}
      columns={[
        { key: 'time', label: tm('records_time'), cell: (r) => <DateText value={r.time} withTime />, csv: (r) => formatDateTime(r.time, zone) },
        memberColumn,
        { key: 'type', label: tm('records_type'), cell: (r) => typeLabel(r.type), csv: (r) => typeLabel(r.type) },
        { key: 'amount', label: tm('records_amount'), numeric: true, cell: (r) => money(r.amount), csv: (r) => csvMoney(r.amount) },
        { key: 'balanceAfter', label: tm('records_balance_after'), numeric: true, cell: (r) => money(r.balanceAfter), csv: (r) => csvMoney(r.balanceAfter) },
        { key: 'remark', label: tm('records_remark'), cell: (r) => r.remark, csv: (r) => r.remark },
      ]}
      totals={(s) => [
        { key: 'count', label: t('count'), value: s.count.toLocaleString('en-US'), csv: s.count },
        { key: 'totalIn', label: tm('records_total_in'), value: money(s.totalIn), csv: csvMoney(s.totalIn) },
        { key: 'totalOut', label: tm('records_total_out'), value: money(s.totalOut), csv: csvMoney(s.totalOut) },
        { key: 'deposit', label: tm('records_deposit'), value: money(s.deposit), csv: csvMoney(s.deposit) },
        { key: 'withdrawal', label: tm('records_withdrawal'), value: money(s.withdrawal), csv: csvMoney(s.withdrawal) },
      ]}
    />
  );
}
