import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { SiteDocument } from '@/components/shell/SiteDocument';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import '../../globals.css';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Every page's document. Pages render per request in Next (the CSP nonce is per response) and the BFF
 * keeps the HTML, so Node renders a brand × language × path once per BFF cache period.
 */
export default async function DocumentLayout({ children, params }: { children: ReactNode; params: BrandLocaleParams }) {
  return <SiteDocument ctx={await pageContext(params)}>{children}</SiteDocument>;
}
