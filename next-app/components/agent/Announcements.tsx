'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Pagination } from '@/components/ui/Pagination';
import { SafeHtml, sanitisedByBff } from '@/components/ui/SafeHtml';
import { Skeleton } from '@/components/ui/Skeleton';
import { send } from '@/lib/bff/browser';
import { agent } from '@/lib/bff/calls';
import type { AgentNotice } from '@/lib/bff/calls/agent';
import styles from './Announcements.module.css';

const PAGE_SIZE = 10;

/**
 * Announcements (`?agent=agentAnnouncement`, spec 001 §2 "Agent centre"): the operator's notices for the agent's
 * type and the agent's personal ones (contract offers, answers, automatic terminations), pinned first, then newest,
 * each with its date and its text (HTML sanitised by the BFF), a page at a time.
 */
export function Announcements() {
  const t = useTranslations('agent.announcements');
  const [page, setPage] = useState(1);
  const list = useSWR(['agent:announcements', page], () => send(agent.announcements(page, PAGE_SIZE)), { keepPreviousData: true });
  const data = list.data;
  if (list.error && !data) return <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} testId="agent-announcements-error" />;
  if (!data) return <Skeleton lines={5} />;
  if (data.rows.length === 0) return <EmptyState title={t('none')} testId="agent-announcements-empty" />;
  return (
    <div className={styles.stack}>
      <ul className={styles.list} data-testid="agent-announcements">
        {data.rows.map((n) => (
          <Notice key={n.id} notice={n} />
        ))}
      </ul>
      <Pagination page={data.pageNo} pageCount={data.totalPages} onPageChange={setPage} testId="agent-announcements-pagination" />
    </div>
  );
}

function Notice({ notice: n }: { notice: AgentNotice }) {
  const t = useTranslations('agent.announcements');
  return (
    <li className={styles.notice} data-pinned={n.pinned || undefined} data-testid="agent-announcement">
      <div className={styles.head}>
        <h3 className={styles.title}>{n.title}</h3>
        <span className={styles.tags}>
          {n.pinned && (
            <span className={styles.pinned} data-testid="agent-announcement-pinned">
              {t('pinned')}
            </span>
          )}
          <span className={styles.kind}>{t(n.kind === 'PERSONAL' ? 'personal' : 'operator')}</span>
        </span>
      </div>
      {n.startDate !== null && <DateText value={n.startDate} className={styles.date} testId="agent-announcement-date" />}
      <SafeHtml html={sanitisedByBff(n.content)} className={styles.content} testId="agent-announcement-content" />
    </li>
  );
}
