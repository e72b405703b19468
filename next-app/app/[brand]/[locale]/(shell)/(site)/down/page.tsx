import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHead } from '@/components/shell/PageHead';
import { DownloadApps } from '@/components/site/DownloadApps';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'down', { path: '/down' });
}

/** App download (spec 000 §2 "/down"): banners of w_down, the notice strip, the downloads and their guides. */
export default async function DownPage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'down' });
  return (
    <main data-testid="down-page">
      <PageHead ctx={ctx} path="/down" title={t('title')} icon="DOWNLOAD" />
      <DownloadApps brand={ctx.brand} resources={ctx.site.resources} />
    </main>
  );
}
