import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHead } from '@/components/shell/PageHead';
import { JoinUs } from '@/components/site/JoinUs';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import { ABOUT_TAG, AGENT_TERMS_TAG, findArticle } from '@/lib/site/help';
import { loadHelpCentre, loadTemplates } from '@/lib/site/server';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'join', { path: '/join' });
}

/** The join page (spec 000 §2 "/join"): why play here, how to become an agent, and how to start. */
export default async function JoinPage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const [t, help, templates] = await Promise.all([getTranslations({ locale: ctx.locale, namespace: 'join' }), loadHelpCentre(ctx), loadTemplates(ctx)]);
  return (
    <main data-testid="join-page">
      <PageHead ctx={ctx} path="/join" title={t('title')} icon="AGENT" />
      <JoinUs
        brand={ctx.brand}
        customerService={ctx.site.customerService}
        about={help ? findArticle(help, ABOUT_TAG) : null}
        agentTerms={help ? findArticle(help, AGENT_TERMS_TAG) : null}
        ageAgreement={templates?.find((tpl) => tpl.code === 'AGE_AGREEMENT') ?? null}
      />
    </main>
  );
}
