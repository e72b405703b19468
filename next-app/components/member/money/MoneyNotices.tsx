'use client';

import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format/money';
import type { MoneyNotice } from '@/lib/member/money-notices';
import styles from './MoneyNotices.module.css';

/** The text of a decided deposit's or withdrawal's notice. */
export function useNoticeText(currencySymbol: string, currency: string): (notice: MoneyNotice) => string {
  const t = useTranslations('member');
  return (n) => t(`money_notice_${n.area}_${n.kind}`, { reference: n.referenceNo, amount: formatMoney(n.amount, currencySymbol, currency) });
}

/** The notices of this visit, newest first; read out as they come. */
export function MoneyNotices({
  notices,
  currencySymbol,
  currency,
  testId,
}: {
  notices: MoneyNotice[];
  currencySymbol: string;
  currency: string;
  testId: string;
}) {
  const text = useNoticeText(currencySymbol, currency);
  return (
    <ul className={styles.notices} role="status" aria-live="polite" data-testid={testId}>
      {notices.map((n) => (
        <li
          key={`${n.area}-${n.id}-${n.kind}`}
          className={styles.notice}
          data-tone={n.kind === 'rejected' || n.kind === 'failed' ? 'bad' : 'good'}
          data-testid={`${testId}-${n.id}-${n.kind}`}
        >
          {text(n)}
        </li>
      ))}
    </ul>
  );
}
