import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PromoDetail } from '@/components/promotions/PromoDetail';
import { Messages } from '@/components/shell/Messages';
import { PageHead } from '@/components/shell/PageHead';
import { EmptyState } from '@/components/ui/EmptyState';
import { promotions } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';
import { detailHref, detailId } from '@/lib/promotions/paths';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: BrandLocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const id = detailId(await searchParams);
  return pageMetadata(await pageContext(params), 'promoDetail', { path: id === null ? '/promotions' : detailHref(id) });
}

/**
 * One promotion (spec 000 §2 "/promoDetail"): the public detail drawn on the server (its HTML sanitised by the BFF),
 * the member's status and actions in the browser. An address without a known id says so and leads back.
 */
export default async function PromoDetailPage({ params, searchParams }: { params: BrandLocaleParams; searchParams: SearchParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'promotions' });
  const id = detailId(await searchParams);
  const initial = id === null ? null : await fetchFeed(promotions.promotionDetail(id), ctx);
  return (
    <main data-testid="promo-detail-page">
      <PageHead ctx={ctx} path="/promoDetail" title={t('detail_title')} icon="PROMOTIONS" />
      {id === null || !initial ? (
        <EmptyState
          title={t('not_found')}
          action={
            <a className="button" href="/promotions">
              {t('back')}
            </a>
          }
          testId="promo-not-found"
        />
      ) : (
        <Messages namespaces={['promotions', 'errors']}>
          <PromoDetail id={id} initial={initial} />
        </Messages>
      )}
    </main>
  );
}
