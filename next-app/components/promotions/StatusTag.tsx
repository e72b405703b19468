'use client';

import { useTranslations } from 'next-intl';
import type { PromoStatus } from '@/lib/bff/calls/promotions';
import styles from './Promotions.module.css';

/** A promotion's status as a coloured tag (spec 001 §4). */
export function StatusTag({ status }: { status: PromoStatus }) {
  const t = useTranslations('promotions');
  return (
    <span className={styles.status} data-status={status} data-testid="promo-status-tag">
      {t(`status_${status}`)}
    </span>
  );
}
