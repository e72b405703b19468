import { useTranslations } from 'next-intl';
import { Icon, type IconName } from '@/components/icons/Icon';
import { EmptyState } from '@/components/ui/EmptyState';
import { QrCode } from '@/components/ui/QrCode';
import type { BrandView, Resource } from '@/lib/bff/generated';
import { downloadLinks, type Download } from '@/lib/shell/contacts';
import { INSTALL_GUIDES } from '@/lib/site/download';
import styles from './DownloadApps.module.css';

const ICONS: Record<Download, IconName> = { IOS: 'APPLE', 'IOS-LITE-APP': 'APPLE', ANDROID: 'ANDROID' };

/**
 * The app download page's body (spec 000 §2 "/down"): per download the upstream supplies (iOS app, iOS
 * profile, Android app) a QR code of its link with the brand's icon in the middle, a download button and
 * the numbered install guide; nothing the upstream does not supply; an empty state when it supplies none.
 */
export function DownloadApps({ brand, resources }: { brand: BrandView; resources: readonly Resource[] }) {
  const t = useTranslations('down');
  const names = useTranslations('rightbar');
  const downloads = downloadLinks(resources);
  const vars = { brand: brand.name };
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('intro', vars)}</p>
      {downloads.length === 0 ? (
        <EmptyState title={t('empty')} icon={<Icon name="DOWNLOAD" size={40} />} testId="down-empty" />
      ) : (
        <ul className={styles.apps} aria-label={t('apps_label')}>
          {downloads.map((download) => {
            const guide = INSTALL_GUIDES[download.type];
            const headingId = `down-${download.type}`;
            return (
              <li key={download.type} className={styles.app} data-testid="down-app" data-type={download.type}>
                <h2 id={headingId} className={styles.name}>
                  <Icon name={ICONS[download.type]} size={24} />
                  {t(guide.title)}
                </h2>
                <QrCode
                  value={download.url}
                  label={names('qr_label', { app: names(`app_${download.type}`) })}
                  logoSrc={brand.icon}
                  className={styles.qr}
                  testId={`down-qr-${download.type}`}
                />
                <a href={download.url} className={`button ${styles.button}`} data-testid={`down-button-${download.type}`}>
                  <Icon name="DOWNLOAD" size={20} />
                  {t(guide.button)}
                </a>
                {guide.intro && <p className={styles.guideIntro}>{t(guide.intro)}</p>}
                <h3 className={styles.stepsTitle}>{t('steps_title')}</h3>
                <ol className={styles.steps} data-testid={`down-steps-${download.type}`}>
                  {guide.steps.map((step) => (
                    <li key={step}>{t(step, vars)}</li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
