import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SystemPage } from '@/components/system/SystemPage';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  const { brand, locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return { title: t('maintenance_title', { brand: brand.name }), robots: { index: false } };
}

export default async function MaintenancePage({ params }: { params: BrandLocaleParams }) {
  const { brand, locale, site } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'system' });
  // The live chat when the upstream names one, else the brand's e-mail.
  const liveChat = site.customerService.find((cs) => cs.csType === 'LIVECHAT')?.url;
  const contact = liveChat ?? (brand.email ? `mailto:${brand.email}` : null);
  return (
    <SystemPage brand={brand} title={t('maintenance_title')} testId="maintenance">
      <p>{t('maintenance_notice')}</p>
      {contact && (
        <a className="button" href={contact} target={liveChat ? '_blank' : undefined} rel="noopener noreferrer" data-testid="customer-service">
          {t('customer_service')}
        </a>
      )}
    </SystemPage>
  );
}
