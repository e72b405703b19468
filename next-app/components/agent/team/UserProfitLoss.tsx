'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/member/records/hooks';
import { RecordList } from '@/components/member/records/RecordList';
import type { RecordTotal } from '@/components/member/records/RecordTable';
import { agentTeam } from '@/lib/bff/calls';
import type { ProfitLossFigures, UserProfitLoss as UserProfitLossRow } from '@/lib/bff/calls/agent-team';
import { csvMoney } from '@/lib/format/csv';
import { scopeOf, useMemberColumn, useReportList, useScopeFilters } from './report-parts';

/** User profit and loss (`?agent=palStatementsAgentCopy`): per member, in the member's favour, with the team total. */
export function UserProfitLoss() {
  const t = useTranslations('agent.reports');
  const tm = useTranslations('member');
  const money = useMoney();
  const scope = useScopeFilters();
  const memberColumn = useMemberColumn<UserProfitLossRow>();
  const amount = (key: 'betAmount' | 'validBet' | 'winLoss' | 'deposit' | 'withdrawal' | 'bonus' | 'rebate' | 'commission' | 'profitLoss', label: string) => ({
    column: { key, label, numeric: true, cell: (r: Record<typeof key, number>) => money(r[key]), csv: (r: Record<typeof key, number>) => csvMoney(r[key]) },
    total: (s: Record<typeof key, number>): RecordTotal => ({ key, label, value: money(s[key]), csv: csvMoney(s[key]) }),
  });
  const figures = [
    amount('betAmount', tm('records_bet_amount')),
    amount('validBet', tm('records_valid_bet')),
    amount('winLoss', tm('records_win_loss')),
    amount('deposit', tm('records_deposit')),
    amount('withdrawal', tm('records_withdrawal')),
    amount('bonus', tm('records_total_bonus')),
    amount('rebate', tm('records_total_rebate')),
    amount('commission', t('commission')),
    amount('profitLoss', t('profit_loss')),
  ];
  return (
    <RecordList<UserProfitLossRow, ProfitLossFigures>
      title={t('profit_title')}
      testId="agent-profit"
      {...useReportList('user-profit-loss')}
      load={(q) => agentTeam.userProfitLoss(scopeOf(q))}
      filters={() => scope}
      rowKey={(r) => r.userName}
      columns={[
        memberColumn,
        { key: 'betCount', label: tm('records_bet_count'), numeric: true, cell: (r) => r.betCount.toLocaleString('en-US'), csv: (r) => r.betCount },
        ...figures.map((f) => f.column),
      ]}
      totals={(s) => [
        { key: 'betCount', label: tm('records_bet_count'), value: s.betCount.toLocaleString('en-US'), csv: s.betCount },
        ...figures.map((f) => f.total(s)),
      ]}
    />
  );
}
