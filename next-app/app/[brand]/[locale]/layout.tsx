import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { SiteDocument } from '@/components/shell/SiteDocument';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { siteOrigin } from '@/lib/page/metadata';
import '../../globals.css';

export async function generateViewport({ params }: { params: BrandLocaleParams }): Promise<Viewport> {
  const { brand } = await pageContext(params);
  return { width: 'device-width', initialScale: 1, themeColor: brand.theme[brand.theme.default].background };
}

/** What every page shares: absolute URLs on the visitor's origin, the web app manifest, the brand's icon. */
export async function generateMetadata({ params }: { params: BrandLocaleParams }): Promise<Metadata> {
  const ctx = await pageContext(params);
  const proto = (await headers()).get('x-forwarded-proto');
  return {
    metadataBase: new URL(siteOrigin(ctx, proto)),
    applicationName: ctx.brand.name,
    manifest: '/manifest.webmanifest',
    icons: { icon: ctx.brand.icon, apple: ctx.brand.icon },
  };
}

/**
 * Every page's document. Pages render per request in Next (the CSP nonce is per response) and the BFF
 * keeps the HTML, so Node renders a brand × language × path once per BFF cache period.
 */
export default async function DocumentLayout({ children, params }: { children: ReactNode; params: BrandLocaleParams }) {
  return <SiteDocument ctx={await pageContext(params)}>{children}</SiteDocument>;
}
