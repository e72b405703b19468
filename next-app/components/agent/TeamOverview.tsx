'use client';

import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import { DateRangeFilter, useRangeChoice } from '@/components/member/DateRangeFilter';
import { ErrorState } from '@/components/ui/ErrorState';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { AGENT_RANGE_DAYS } from '@/lib/agent/centre';
import { send } from '@/lib/bff/browser';
import { agent } from '@/lib/bff/calls';
import type { TeamOverview as Overview } from '@/lib/bff/calls/agent';
import { useBalance } from '@/lib/hooks/use-member';
import { OVERVIEW_GROUPS, isAmount, type OverviewField } from '@/lib/agent/overview';
import styles from './TeamOverview.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

// The chart library comes with the chart, after the figures are on screen.
const OverviewCharts = lazyPart(() => import('./OverviewCharts').then((m) => m.OverviewCharts), { fallback: <Skeleton lines={4} /> });

/**
 * Team overview (`?agent=agentTeamOverview`, the centre's default page): the whole team's figures over a chosen
 * period (presets, or whole days up to 62, refused before the call when inverted or longer), as text, then as
 * charts where comparing is easier to see than to read (money in and out; bets, valid bets, payout and result).
 */
export function TeamOverview() {
  const t = useTranslations('agent.overview');
  const [range, setRange] = useRangeChoice('last7Days');
  const overview = useSWR(['agent:overview', range.startDate, range.endDate], () => send(agent.teamOverview(range)), { keepPreviousData: true });
  const data = overview.data;
  return (
    <div className={styles.stack}>
      <DateRangeFilter value={range} onChange={setRange} maxDays={AGENT_RANGE_DAYS} testId="agent-overview-range" />
      {overview.error && !data ? (
        <ErrorState onRetry={() => void overview.mutate()} retrying={overview.isValidating} testId="agent-overview-error" />
      ) : !data ? (
        <Skeleton lines={6} />
      ) : (
        <>
          <div className={styles.groups} aria-busy={overview.isValidating} data-testid="agent-overview">
            {OVERVIEW_GROUPS.map((group) => (
              <section key={group.key} className={styles.group} aria-labelledby={`agent-overview-${group.key}`}>
                <h3 id={`agent-overview-${group.key}`} className={styles.groupTitle}>
                  {t(group.key)}
                </h3>
                <dl className={styles.figures}>
                  {group.fields.map((field) => (
                    <Figure key={field} field={field} data={data} />
                  ))}
                </dl>
              </section>
            ))}
          </div>
          <OverviewCharts overview={data} />
        </>
      )}
    </div>
  );
}

function Figure({ field, data }: { field: OverviewField; data: Overview }) {
  const t = useTranslations('agent.overview');
  const format = useFormatter();
  const balance = useBalance();
  const value = data[field];
  return (
    <div className={styles.figure}>
      <dt className={styles.label}>{t(field)}</dt>
      <dd className={styles.value} data-testid={`agent-overview-${field}`}>
        {isAmount(field) ? <Money amount={value} currencySymbol={balance.data?.currencySymbol} currency={balance.data?.currency} /> : format.number(value)}
      </dd>
    </div>
  );
}
