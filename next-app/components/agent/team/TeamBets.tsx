'use client';

import { useTranslations } from 'next-intl';
import { useGameTypeFilter, useGameTypeName, useMoney, useVendorFilter } from '@/components/member/records/hooks';
import { RecordList } from '@/components/member/records/RecordList';
import { betAmountColumns, betTotals, gameColumn } from '@/components/member/records/RecordPages';
import { DateText } from '@/components/ui/DateText';
import { useTimeZone } from '@/components/ui/settings';
import { agentTeam } from '@/lib/bff/calls';
import type { TeamBet } from '@/lib/bff/calls/agent-team';
import type { BetTotals } from '@/lib/bff/calls/records';
import { formatDateTime } from '@/lib/format/date';
import { scopeOf, useMemberColumn, useReportList, useScopeFilters } from './report-parts';

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
