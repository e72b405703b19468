'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/DateText';
import { Modal } from '@/components/ui/Modal';
import { Pagination } from '@/components/ui/Pagination';
import { SafeHtml, sanitisedByBff } from '@/components/ui/SafeHtml';
import type { Notice } from '@/lib/bff/calls/site';
import { NOTICE_PAGE_SIZE } from '@/lib/site/notices';
import styles from './NoticeModal.module.css';

/**
 * The notice modal (spec 001 §2 "Notice bar and announcement modal"): titles on one side, 9 a page;
 * the chosen notice on the other with its start date (DD-MM-YYYY) and its HTML. Choosing a page selects
 * that page's first notice.
 */
export function NoticeModal({
  notices,
  initialIndex,
  onClose,
  title,
  testId = 'notice-modal',
}: {
  notices: Notice[];
  initialIndex: number;
  onClose: () => void;
  title?: string;
  testId?: string;
}) {
  const t = useTranslations('notices');
  return (
    <Modal open onClose={onClose} title={title ?? t('title')} size="lg" testId={testId}>
      <NoticeBrowser notices={notices} initialIndex={initialIndex} />
    </Modal>
  );
}

/** The two panes of notices (also the body of the notice page). */
export function NoticeBrowser({ notices, initialIndex = 0 }: { notices: Notice[]; initialIndex?: number }) {
  const t = useTranslations('notices');
  const [selected, setSelected] = useState(Math.min(Math.max(initialIndex, 0), Math.max(notices.length - 1, 0)));
  const page = Math.floor(selected / NOTICE_PAGE_SIZE) + 1;
  const pageCount = Math.max(1, Math.ceil(notices.length / NOTICE_PAGE_SIZE));
  const first = (page - 1) * NOTICE_PAGE_SIZE;
  const current = notices[selected];
  return (
    <div className={styles.panes}>
      <nav className={styles.list} aria-label={t('list_label')}>
        <ol className={styles.titles} start={first + 1} data-testid="notice-titles">
          {notices.slice(first, first + NOTICE_PAGE_SIZE).map((notice, offset) => (
            <li key={notice.id}>
              <button
                type="button"
                className={styles.item}
                aria-current={first + offset === selected ? 'true' : undefined}
                onClick={() => setSelected(first + offset)}
                data-testid="notice-title"
              >
                {notice.title}
              </button>
            </li>
          ))}
        </ol>
        {pageCount > 1 && (
          <Pagination page={page} pageCount={pageCount} onPageChange={(p) => setSelected((p - 1) * NOTICE_PAGE_SIZE)} testId="notice-pagination" />
        )}
      </nav>
      {current && (
        <article className={styles.detail} aria-live="polite" data-testid="notice-detail">
          <h3 className={styles.heading} data-testid="notice-detail-title">
            {current.title}
          </h3>
          {current.startDate !== null && (
            <p className={styles.date}>
              <DateText value={current.startDate} testId="notice-detail-date" />
            </p>
          )}
          <SafeHtml html={sanitisedByBff(current.content)} testId="notice-detail-content" />
        </article>
      )}
    </div>
  );
}
