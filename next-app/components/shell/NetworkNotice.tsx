import { getTranslations } from 'next-intl/server';
import styles from './NetworkNotice.module.css';

/**
 * Shown when the BFF could not reach the upstream while drawing the page (spec 000 §8 "Network link is
 * abnormal, please try again"): the page is there, its upstream parts are not; trying again reloads it.
 */
export async function NetworkNotice() {
  const t = await getTranslations('errors');
  return (
    <p className={styles.notice} role="alert" data-testid="network-notice">
      {t('network')}{' '}
      <a
        // biome-ignore lint/a11y/useValidAnchor: the empty address is this page's own: trying again reloads it, with no script
        href=""
        className={styles.retry}
      >
        {t('retry')}
      </a>
    </p>
  );
}
