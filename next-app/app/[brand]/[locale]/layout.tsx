import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { localeDirection } from '@/lib/i18n/locales';
import { pageContext, type BrandLocaleParams } from '@/lib/page/context';
import { brandThemeCss, themeBootstrapScript } from '@/lib/theme/bootstrap';
import './globals.css';

// No brand × language is rendered at build time (the BFF is not running then): each one renders
// on its first request and is then served from Next's cache (see the pages' `revalidate`).
export const dynamicParams = true;
export function generateStaticParams(): { brand: string; locale: string }[] {
  return [];
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function BrandLayout({ children, params }: { children: ReactNode; params: BrandLocaleParams }) {
  const { brand, locale } = await pageContext(params);
  return (
    // The theme script changes data-theme before hydration: React must not complain about it.
    <html lang={locale} dir={localeDirection(locale)} data-theme={brand.defaultTheme} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeBootstrapScript(brand.defaultTheme) }} />
        <style dangerouslySetInnerHTML={{ __html: brandThemeCss(brand.palettes) }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
