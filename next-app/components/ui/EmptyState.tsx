import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Default "Nothing here yet". */
  title?: string;
  description?: ReactNode;
  /** A decorative picture (hidden from screen readers). */
  icon?: ReactNode;
  /** A way forward (a link or button). */
  action?: ReactNode;
  testId?: string;
}

/** What a list shows when it has nothing (front.md: "every list has an empty state"). Server or browser. */
export function EmptyState({ title, description, icon, action, testId = 'empty-state' }: EmptyStateProps) {
  const t = useTranslations('ui');
  return (
    <div className={styles.state} data-testid={testId}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title ?? t('empty_title')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
