'use client';

import { useTranslations } from 'next-intl';
import { useGameTypeFilter, useGameTypeName, useMoney, useVendorFilter } from '@/components/member/records/hooks';
import { RecordList, type RecordFilter, type RecordQuery } from '@/components/member/records/RecordList';
import { betAmountColumns, betTotals, gameColumn } from '@/components/member/records/RecordPages';
import type { RecordColumn, RecordTotal } from '@/components/member/records/RecordTable';
import { DateText } from '@/components/ui/DateText';
import { useTimeZone } from '@/components/ui/settings';
import { agentTeam } from '@/lib/bff/calls';
import {
  DOWNLINE_TRANSACTION_TYPES,
  REPORT_MAX_DAYS,
  type DownlineTransaction,
  type IncomeDay,
  type IncomeFigures,
  type ProfitLossFigures,
  type TeamBet,
  type TeamScope,
  type TransactionTotals,
  type UserProfitLoss as UserProfitLossRow,
} from '@/lib/bff/calls/agent-team';
import type { BetTotals } from '@/lib/bff/calls/records';
import { csvMoney } from '@/lib/format/csv';
import { formatDate, formatDateTime } from '@/lib/format/date';
import styles from './Reports.module.css';

const PAGE_SIZE = 20;

/** The team part a report covers, from its filters ('' everywhere: the whole team). */
function scopeOf(q: RecordQuery): TeamScope & { pageNo: number; pageSize: number; startDate: string; endDate: string } {
  const level = q.filters.level === 'direct' ? 'direct' : '';
  return { startDate: q.startDate, endDate: q.endDate, level, parent: q.filters.parent ?? '', username: q.filters.username ?? '', pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Level (direct downlines, or all: the default), under which sub-agent, and a user-name search. */
function useScopeFilters(): RecordFilter[] {
  const t = useTranslations('agent');
  return [
    { key: 'level', label: t('reports.level'), options: [{ value: 'direct', label: t('team.level_direct') }] },
    { key: 'parent', label: t('reports.parent'), search: true },
    { key: 'username', label: t('reports.username'), search: true },
  ];
}

/** The member column of a team report: user name, and the level under the agent. */
function useMemberColumn<Row extends { userName: string; level: number }>(): RecordColumn<Row> {
  const t = useTranslations('agent.reports');
  return {
    key: 'member',
    label: t('member'),
    cell: (r) => (
      <span className={styles.member}>
        <span>{r.userName}</span>
        <span className={styles.level}>{t('level_n', { level: r.level })}</span>
      </span>
    ),
    csv: (r) => r.userName,
  };
}

/** What every report passes the shared list: the agents' 62-day limit, the page size, and the export's file name. */
function useReportList(fileName: string) {
  const t = useTranslations('agent.reports');
  return { maxDays: REPORT_MAX_DAYS, pageSize: PAGE_SIZE, exportAs: { fileName, label: t('export') } };
}

/** Team betting records (`?agent=personalHistoryCopy`): the team's bets by game type and vendor, with their totals. */
export function TeamBets() {
  const t = useTranslations('agent.reports');
  const tm = useTranslations('member');
  const money = useMoney();
  const zone = useTimeZone();
  const scope = useScopeFilters();
  const memberColumn = useMemberColumn<TeamBet>();
  const gameType = useGameTypeFilter();
  const vendorOf = useVendorFilter();
  const typeName = useGameTypeName();
  return (
    <RecordList<TeamBet, BetTotals>
      title={t('bets_title')}
      testId="agent-bets"
      {...useReportList('team-bets')}
      load={(q) => agentTeam.teamBets({ ...scopeOf(q), gameType: q.filters.gameType ?? '', vendor: q.filters.vendor ?? '' })}
      filters={(values) => [gameType, vendorOf(values.gameType ?? ''), ...scope]}
      rowKey={(r) => r.betId}
      columns={[
        { key: 'time', label: tm('records_time'), cell: (r) => <DateText value={r.betTime} withTime />, csv: (r) => formatDateTime(r.betTime, zone) },
        memberColumn,
        gameColumn(tm, typeName),
        ...betAmountColumns(tm, money),
      ]}
      totals={(s) => betTotals(tm, money, s)}
    />
  );
}

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
      totals={(s) => [{ key: 'betCount', label: tm('records_bet_count'), value: s.betCount.toLocaleString('en-US'), csv: s.betCount }, ...figures.map((f) => f.total(s))]}
    />
  );
}

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
        ...keys.map((key) => ({ key, label: labels[key], numeric: true, cell: (r: IncomeFigures) => money(r[key]), csv: (r: IncomeFigures) => csvMoney(r[key]) })),
      ]}
      totals={(s) => keys.map((key) => ({ key, label: labels[key], value: money(s[key]), csv: csvMoney(s[key]) }))}
    />
  );
}

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
  const typeLabel = (type: string) => ((DOWNLINE_TRANSACTION_TYPES as readonly string[]).includes(type) ? tm(`records_tx_${type as (typeof DOWNLINE_TRANSACTION_TYPES)[number]}`) : type);
  const type: RecordFilter = { key: 'type', label: tm('records_type'), options: DOWNLINE_TRANSACTION_TYPES.map((value) => ({ value, label: typeLabel(value) })) };
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
