import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PointMall } from '@/components/mall/PointMall';
import { Messages } from '@/components/shell/Messages';
import { PageHead } from '@/components/shell/PageHead';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'pointMall', { path: '/pointMall' });
}

/**
 * The points mall (spec 000 §2 "/pointMall", spec 001 §2, §7 "Points"): banners of w_shop, the notice strip, then
 * the mall, drawn in the browser (points and records are the member's; the rewards are public but priced per member).
 */
export default async function PointMallPage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'mall' });
  return (
    <main data-testid="mall-page">
      <PageHead ctx={ctx} path="/pointMall" title={t('title')} icon="REWARD" />
      <Messages namespaces={['mall', 'member', 'errors', 'access']}>
        <PointMall />
      </Messages>
    </main>
  );
}
