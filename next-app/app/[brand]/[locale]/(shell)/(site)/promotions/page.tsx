import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Promotions } from '@/components/promotions/Promotions';
import { Messages } from '@/components/shell/Messages';
import { PageHead } from '@/components/shell/PageHead';
import { promotions } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'promotions', { path: '/promotions' });
}

/**
 * Promotions (spec 000 §2 "/promotions", spec 001 §4): banners of w_promotion, the notice strip, the promotions as a
 * visitor sees them drawn on the server (the browser then asks again with the member's status).
 */
export default async function PromotionsPage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'promotions' });
  const initial = await fetchFeed(promotions.promotions(), ctx);
  return (
    <main data-testid="promo-page">
      <PageHead ctx={ctx} path="/promotions" title={t('title')} icon="PROMOTIONS" />
      <Messages namespaces={['promotions']}>
        <Promotions initial={initial} />
      </Messages>
    </main>
  );
}
