import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SystemPage } from '@/components/system/SystemPage';
import { NEXT_HEADERS } from '@/lib/bff/generated';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  const { brand, locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('region_blocked_title', { brand: brand.name }), robots: { index: false } };
}

export default async function RegionBlockedPage({ params }: { params: BrandLocaleParams }) {
  const { brand, locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'system' });
  // Set by the BFF (never taken from the browser): the address the upstream judged.
  const ip = (await headers()).get(NEXT_HEADERS.clientIp)?.trim() || '—';
  return (
    <SystemPage brand={brand} title={t('region_blocked_title')} testId="region-blocked">
      <p>{t('region_blocked_notice')}</p>
      <p>
        {t('your_ip')}: <strong data-testid="client-ip">{ip}</strong>
      </p>
    </SystemPage>
  );
}
