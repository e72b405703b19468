'use client';

import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/DateText';
import { records } from '@/lib/bff/calls';
import { csvMoney } from '@/lib/format/csv';
import { BONUS_TYPES, TRANSACTION_TYPES, type BetRow, type BetTotals, type ProfitLoss, type TransactionRow } from '@/lib/bff/calls/records';
import { useGameTypeFilter, useGameTypeName, useMoney, useVendorFilter } from './hooks';
import { RecordList, type RecordFilter } from './RecordList';
import type { RecordColumn, RecordTotal } from './RecordTable';
import styles from './RecordPages.module.css';

export type MemberT = ReturnType<typeof useTranslations<'member'>>;

/** The amounts every bet list shows, as columns. */
export function betAmountColumns<Row extends Omit<BetTotals, 'betCount'>>(t: MemberT, money: (n: number) => React.ReactNode): RecordColumn<Row>[] {
  return [
    { key: 'betAmount', label: t('records_bet_amount'), numeric: true, cell: (r) => money(r.betAmount), csv: (r) => csvMoney(r.betAmount) },
    { key: 'validBet', label: t('records_valid_bet'), numeric: true, cell: (r) => money(r.validBet), csv: (r) => csvMoney(r.validBet) },
    { key: 'payout', label: t('records_payout'), numeric: true, cell: (r) => money(r.payout), csv: (r) => csvMoney(r.payout) },
    { key: 'winLoss', label: t('records_win_loss'), numeric: true, cell: (r) => money(r.winLoss), csv: (r) => csvMoney(r.winLoss) },
  ];
}

/** The game of a bet: its name, over its type and vendor. */
export function gameColumn<Row extends { gameName: string; gameType: string; vendor: string }>(
  t: MemberT,
  typeName: (code: string) => string,
): RecordColumn<Row> {
  return {
    key: 'game',
    label: t('records_game'),
    cell: (r) => (
      <span className={styles.game}>
        <span>{r.gameName}</span>
        <span className={styles.sub}>
          {typeName(r.gameType)} · {r.vendor}
        </span>
      </span>
    ),
    csv: (r) => `${r.gameName} (${typeName(r.gameType)}, ${r.vendor})`,
  };
}

/** The totals of a set of bets. */
export function betTotals(t: MemberT, money: (n: number) => React.ReactNode, s: BetTotals): RecordTotal[] {
  return [
    { key: 'betCount', label: t('records_bet_count'), value: s.betCount.toLocaleString('en-US'), csv: s.betCount },
    { key: 'betAmount', label: t('records_bet_amount'), value: money(s.betAmount), csv: csvMoney(s.betAmount) },
    { key: 'validBet', label: t('records_valid_bet'), value: money(s.validBet), csv: csvMoney(s.validBet) },
    { key: 'payout', label: t('records_payout'), value: money(s.payout), csv: csvMoney(s.payout) },
    { key: 'winLoss', label: t('records_win_loss'), value: money(s.winLoss), csv: csvMoney(s.winLoss) },
  ];
}

/** Betting record (`?member=personalHistoryCopy`): bets by period, game type and vendor, with their totals. */
export function BettingRecord() {
  const t = useTranslations('member');
  const money = useMoney();
  const gameType = useGameTypeFilter();
  const vendorOf = useVendorFilter();
  const typeName = useGameTypeName();
  return (
    <RecordList<BetRow, BetTotals>
      title={t('page_personalHistoryCopy')}
      testId="records-bets"
      load={(q) => records.betHistory({ ...q, gameType: q.filters.gameType ?? '', vendor: q.filters.vendor ?? '' })}
      filters={(values) => [gameType, vendorOf(values.gameType ?? '')]}
      rowKey={(r) => r.id}
      columns={[
        { key: 'time', label: t('records_time'), cell: (r) => <DateText value={r.time} withTime /> },
        gameColumn(t, typeName),
        ...betAmountColumns(t, money),
      ]}
      totals={(s) => betTotals(t, money, s)}
    />
  );
}

/** The columns of a list of main-wallet movements. */
function movementColumns(t: MemberT, money: (n: number) => React.ReactNode, withBalance: boolean): RecordColumn<TransactionRow>[] {
  return [
    { key: 'time', label: t('records_time'), cell: (r) => <DateText value={r.time} withTime /> },
    { key: 'type', label: t('records_type'), cell: (r) => r.typeName || r.type },
    { key: 'amount', label: t('records_amount'), numeric: true, cell: (r) => money(r.amount) },
    ...(withBalance
      ? [
          {
            key: 'balanceAfter',
            label: t('records_balance_after'),
            numeric: true,
            cell: (r: TransactionRow) => (r.balanceAfter === null ? '' : money(r.balanceAfter)),
          },
        ]
      : []),
    { key: 'remark', label: t('records_remark'), cell: (r) => r.remark },
  ];
}

/** Account record (`?member=transactionHistory`): every movement of the main wallet, money in and out. */
export function AccountRecord() {
  const t = useTranslations('member');
  const money = useMoney();
  const type: RecordFilter = { key: 'type', label: t('records_type'), options: TRANSACTION_TYPES.map((v) => ({ value: v, label: t(`records_tx_${v}`) })) };
  return (
    <RecordList
      title={t('page_transactionHistory')}
      testId="records-account"
      load={(q) => records.transactionHistory({ ...q, type: q.filters.type ?? '' })}
      filters={() => [type]}
      rowKey={(r) => r.id}
      columns={movementColumns(t, money, true)}
      totals={(s) => [
        { key: 'totalIn', label: t('records_total_in'), value: money(s.totalIn) },
        { key: 'totalOut', label: t('records_total_out'), value: money(s.totalOut) },
      ]}
    />
  );
}

/** Bonus details (`?member=bonusDetails`): bonuses and rebates credited, with their totals. */
export function BonusDetails() {
  const t = useTranslations('member');
  const money = useMoney();
  const type: RecordFilter = { key: 'type', label: t('records_type'), options: BONUS_TYPES.map((v) => ({ value: v, label: t(`records_tx_${v}`) })) };
  return (
    <RecordList
      title={t('page_bonusDetails')}
      testId="records-bonus"
      load={(q) => records.bonusDetails({ ...q, type: q.filters.type ?? '' })}
      filters={() => [type]}
      rowKey={(r) => r.id}
      columns={movementColumns(t, money, false)}
      totals={(s) => [
        { key: 'totalBonus', label: t('records_total_bonus'), value: money(s.totalBonus) },
        { key: 'totalRebate', label: t('records_total_rebate'), value: money(s.totalRebate) },
        { key: 'total', label: t('records_total'), value: money(s.total) },
      ]}
    />
  );
}

/** Personal profit and loss (`?member=personalProfit`): per game type, and the period's money in and out. */
export function ProfitLossRecord() {
  const t = useTranslations('member');
  const money = useMoney();
  const gameType = useGameTypeFilter();
  const typeName = useGameTypeName();
  return (
    <RecordList
      title={t('page_personalProfit')}
      testId="records-profit"
      // One answer for the period (no paging): its rows are the list, the whole answer its summary.
      load={(q) => {
        const call = records.profitLoss({ ...q, gameType: q.filters.gameType ?? '' });
        return {
          ...call,
          parse: (value: unknown) => {
            const p = call.parse(value);
            return p && { rows: p.rows, pageNo: 1, totalCount: p.rows.length, totalPages: 1, summary: p };
          },
        };
      }}
      filters={() => [gameType]}
      rowKey={(r) => r.gameType}
      columns={[
        { key: 'gameType', label: t('records_game_type'), cell: (r) => typeName(r.gameType) },
        { key: 'betCount', label: t('records_bet_count'), numeric: true, cell: (r) => r.betCount.toLocaleString('en-US') },
        ...betAmountColumns(t, money),
      ]}
      totals={(s: ProfitLoss) => [
        ...betTotals(t, money, s.total),
        { key: 'deposit', label: t('records_deposit'), value: money(s.deposit) },
        { key: 'withdrawal', label: t('records_withdrawal'), value: money(s.withdrawal) },
        { key: 'bonus', label: t('records_total_bonus'), value: money(s.bonus) },
        { key: 'rebate', label: t('records_total_rebate'), value: money(s.rebate) },
      ]}
    />
  );
}
