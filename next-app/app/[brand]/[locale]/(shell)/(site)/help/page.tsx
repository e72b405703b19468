import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FeedbackButton } from '@/components/feedback/FeedbackWindow';
import { PageHead } from '@/components/shell/PageHead';
import { HelpPageBody } from '@/components/site/HelpPageBody';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import styles from './page.module.css';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'help', { path: '/help' });
}

/** The help centre (spec 000 §2 "/help"): banners of w_help, the notice strip, the articles, then the way to send feedback. */
export default async function HelpPage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'help' });
  const tFeedback = await getTranslations({ locale: ctx.locale, namespace: 'feedback' });
  return (
    <main data-testid="help-page">
      <PageHead ctx={ctx} path="/help" title={t('title')} icon="HELP" />
      <HelpPageBody ctx={ctx} />
      <p className={styles.feedback}>
        <FeedbackButton label={tFeedback('open')} className="button button-ghost" testId="help-feedback" />
      </p>
    </main>
  );
}
