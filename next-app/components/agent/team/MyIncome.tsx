'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/member/records/hooks';
import { RecordList } from '@/components/member/records/RecordList';
import { DateText } from '@/components/ui/DateText';
import { agentTeam } from '@/lib/bff/calls';
import type { IncomeDay, IncomeFigures } from '@/lib/bff/calls/agent-team';
import { csvMoney } from '@/lib/format/csv';
import { formatDate } from '@/lib/format/date';
import { useReportList } from './report-parts';

/** My income report (`?agent=agentRevenueReport`): the agent's own dividends and salaries per day, and what it paid on. */
export function MyIncome() {
  const t = useTranslations('agent.reports');
  const money = useMoney();
  const labels: Record<keyof IncomeFigures, string> = {
    dividend: t('dividend'),
    dailyWages: t('daily_wages'),
    hourlySalary: t('hourly_salary'),
    realtimeSalary: t('realtime_salary'),
    paidToDownlines: t('paid_to_downlines'),
    netIncome: t('net_income'),
  };
  const keys = Object.keys(labels) as (keyof IncomeFigures)[];
  return (
    <RecordList<IncomeDay, IncomeFigures>
      title={t('income_title')}
      testId="agent-income"
      {...useReportList('my-income')}
      pageSize={31}
      load={(q) => agentTeam.income({ startDate: q.startDate, endDate: q.endDate, pageNo: q.pageNo, pageSize: q.pageSize })}
      rowKey={(r) => r.date}
      columns={[
        { key: 'date', label: t('date'), cell: (r) => <DateText value={r.date} />, csv: (r) => formatDate(r.date) },
        ...keys.map((key) => ({
          key,
          label: labels[key],
          numeric: true,
          cell: (r: IncomeFigures) => money(r[key]),
          csv: (r: IncomeFigures) => csvMoney(r[key]),
        })),
      ]}
      totals={(s) => keys.map((key) => ({ key, label: labels[key], value: money(s[key]), csv: csvMoney(s[key]) }))}
    />
  );
}
