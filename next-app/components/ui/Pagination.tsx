'use client';

import { useTranslations } from 'next-intl';
import { ChevronEndIcon, ChevronStartIcon } from './icons';
import styles from './Pagination.module.css';

/** A page number, or a gap standing for the pages left out. */
export type PageSlot = number | 'gap';

/**
 * The page buttons to draw: the first and last page, the current one with `siblings` on each
 * side, and gaps for the rest. A gap never hides a single page (that page is shown instead), so
 * the row has a stable length of at most 5 + 2 × siblings.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageSlot[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= 1) return [1];
  if (pageCount <= 5 + 2 * siblings) return range(1, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, pageCount);
  // A gap stands for two pages or more; one page would take its place anyway.
  const leftGap = left > 3;
  const rightGap = right < pageCount - 2;
  const edge = 3 + 2 * siblings;
  if (!leftGap) return [...range(1, edge), 'gap', pageCount];
  if (!rightGap) return [1, 'gap', ...range(pageCount - edge + 1, pageCount)];
  return [1, 'gap', ...range(left, right), 'gap', pageCount];
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation (default "Pages"). */
  label?: string;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
  testId?: string;
}

/**
 * Page buttons with previous/next (mirrored in RTL). The current page is marked
 * `aria-current="page"` and each change is announced ("Page 2 of 5"). Nothing renders for a
 * single page. With `usePaged` from `lib/hooks/use-paged` it pages any list (notices: 9 a page).
 */
export function Pagination({ page, pageCount, onPageChange, label, siblings = 1, testId = 'pagination' }: PaginationProps) {
  const t = useTranslations('ui');
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav className={styles.pagination} aria-label={label ?? t('pagination_label')} data-testid={testId}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={t('pagination_previous')}
            disabled={current === 1}
            onClick={() => go(current - 1)}
            data-testid={`${testId}-prev`}
          >
            <ChevronStartIcon className={styles.flip} />
          </button>
        </li>
        {paginationRange(current, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number: the two gaps are told apart by place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className={styles.page}
                aria-label={t('pagination_page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => go(slot)}
                data-testid={`${testId}-page`}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={t('pagination_next')}
            disabled={current === pageCount}
            onClick={() => go(current + 1)}
            data-testid={`${testId}-next`}
          >
            <ChevronEndIcon className={styles.flip} />
          </button>
        </li>
      </ul>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {t('pagination_status', { page: current, count: pageCount })}
      </p>
    </nav>
  );
}
