import type { Metadata } from 'next';
import { preload } from 'react-dom';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { BannerSlider } from '@/components/shell/BannerSlider';
import { pickNamespaces } from '@/lib/i18n/messages';
import { loadBanners } from '@/lib/page/banners';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { pageMetadata } from '@/lib/page/metadata';

export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  return pageMetadata(await pageContext(params), 'home');
}

export default async function HomePage({ params }: { params: BrandLocaleParams }) {
  const ctx = await pageContext(params);
  const [banners, messages] = await Promise.all([loadBanners(ctx), getMessages()]);
  // The first banner is the largest thing on first paint: start fetching it with the HTML.
  if (banners[0]) preload(banners[0].url, { as: 'image', fetchPriority: 'high' });
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, ['banner'])}>
      <main>{banners.length > 0 && <BannerSlider banners={banners} />}</main>
    </NextIntlClientProvider>
  );
}
