import { getTranslations } from 'next-intl/server';
import { FeedbackButton } from '@/components/feedback/FeedbackWindow';
import { Icon } from '@/components/icons/Icon';
import { Hydrate } from '@/components/ui/Hydrate';
import { uniqueLogos, type Vendor } from '@/lib/games/game';
import type { PageContext } from '@/lib/page/context';
import { FOOTER_SOCIALS, socialLinks } from '@/lib/shell/contacts';
import { HiddenReset } from './HiddenReset';
import { VendorLogos } from './VendorLogos';
import styles from './Footer.module.css';

/** The copyright year the specification gives (spec 000 §2 "Footer"). */
export const COPYRIGHT_YEAR = 2025;

/**
 * The footer (spec 000 §2): a carousel of the vendors' logos, the contact e-mail, the social icons the
 * upstream supplies (YOUTUBE, TIKTOK, TWITTER, FACEBOOK, INSTAGRAM, TELEGRAM, ZALO) and the copyright line; and
 * the feedback form's entry (spec 000 §1 names the form, not where it opens).
 */
export async function Footer({ ctx, vendors }: { ctx: PageContext; vendors: Vendor[] }) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'footer' });
  const tFeedback = await getTranslations({ locale: ctx.locale, namespace: 'feedback' });
  const socials = socialLinks(ctx.site.resources, FOOTER_SOCIALS);
  const hasLogos = uniqueLogos(vendors).length > 0;
  return (
    // Below the fold on every page: live once it nears the screen.
    <Hydrate when="visible" as="footer" className={styles.footer} testId="footer">
      {hasLogos && <VendorLogos label={t('vendors')} />}
      <div className={styles.row}>
        {ctx.brand.email && (
          <p className={styles.contact} data-testid="footer-email">
            {t('contact')}{' '}
            <a href={`mailto:${ctx.brand.email}`} className={styles.link}>
              {ctx.brand.email}
            </a>
          </p>
        )}
        <FeedbackButton label={tFeedback('open')} className={styles.feedback} testId="footer-feedback" />
        {socials.length > 0 && (
          <ul className={styles.socials} aria-label={t('follow_us')}>
            {socials.map((s) => (
              <li key={s.type}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.social}
                  aria-label={s.label}
                  data-testid={`footer-social-${s.type}`}
                >
                  <Icon name={s.type} size={22} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <HiddenReset className={styles.copyright}>{t('copyright', { year: COPYRIGHT_YEAR, brand: ctx.brand.name })}</HiddenReset>
    </Hydrate>
  );
}
