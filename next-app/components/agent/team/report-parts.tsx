'use client';

/**
 * What the agent reports share (team betting records, user profit and loss, my income, downline transactions):
 * the 62-day limit, the team filters (level, under which sub-agent, user name), the member column, the export.
 */
import { useTranslations } from 'next-intl';
import type { RecordFilter, RecordQuery } from '@/components/member/records/RecordList';
import type { RecordColumn } from '@/components/member/records/RecordTable';
import { AGENT_RANGE_DAYS } from '@/lib/agent/centre';
import type { TeamScope } from '@/lib/bff/calls/agent-team';
import styles from './Reports.module.css';

const PAGE_SIZE = 20;

/** The team part a report covers, from its filters ('' everywhere: the whole team). */
export function scopeOf(q: RecordQuery): TeamScope & { pageNo: number; pageSize: number; startDate: string; endDate: string } {
  const level = q.filters.level === 'direct' ? 'direct' : '';
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    level,
    parent: q.filters.parent ?? '',
    username: q.filters.username ?? '',
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** Level (direct downlines, or all: the default), under which sub-agent, and a user-name search. */
export function useScopeFilters(): RecordFilter[] {
  const t = useTranslations('agent');
  return [
    { key: 'level', label: t('reports.level'), options: [{ value: 'direct', label: t('team.level_direct') }] },
    { key: 'parent', label: t('reports.parent'), search: true },
    { key: 'username', label: t('reports.username'), search: true },
  ];
}

/** The member column of a team report: user name, and the level under the agent. */
export function useMemberColumn<Row extends { userName: string; level: number }>(): RecordColumn<Row> {
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
export function useReportList(fileName: string) {
  const t = useTranslations('agent.reports');
  return { maxDays: AGENT_RANGE_DAYS, pageSize: PAGE_SIZE, exportAs: { fileName, label: t('export') } };
}
