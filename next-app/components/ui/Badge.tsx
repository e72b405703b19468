import { useTranslations } from 'next-intl';
import { badgeText } from '@/lib/format/count';
import styles from './Badge.module.css';

export interface BadgeProps {
  /** Unread or pending items; nothing is shown at 0. */
  count: number;
  /** Above it the badge reads `max+` (default 99). */
  max?: number;
  className?: string;
  testId?: string;
}

/**
 * A red count (spec 001 §2: mission, messages and rewards badges). Hidden at 0, `99+` above 99.
 * Screen readers hear the full count ("12 new"), which joins the name of the link or button it sits in.
 * Renders on the server or in the browser.
 */
export function Badge({ count, max, className, testId = 'badge' }: BadgeProps) {
  const t = useTranslations('ui');
  const text = badgeText(count, max);
  if (!text) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} data-testid={testId}>
      {/* The space keeps the spoken count apart from the label it joins ("Mailbox 7 new");
          white space inside the grid box takes no room on screen. */}{' '}
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{t('badge_count', { count: Math.floor(count) })}</span>
    </span>
  );
}
