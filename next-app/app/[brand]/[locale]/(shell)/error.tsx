'use client';

import { useTranslations } from 'next-intl';
import styles from './state.module.css';

/** A page that failed to render: the shell stays, the page offers to try again. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <main className={styles.state} role="alert" data-testid="page-error">
      <p>{t('page_failed')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </main>
  );
}
