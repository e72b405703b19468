import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHead } from '@/components/shell/PageHead';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'home');
}

export default async function HomePage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const t = await getTranslations({ locale: ctx.locale, namespace: 'meta' });
  return (
    <main>
      <h1 className="visually-hidden">{t('home_title', { brand: ctx.brand.name })}</h1>
      <PageHead ctx={ctx} path="/" />
    </main>
  );
}
