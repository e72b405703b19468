import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import type { BrandConfig } from '@/lib/config/schema';
import { localeDirection } from '@/lib/i18n/locales';
import { brandThemeCss, themeBootstrapScript } from '@/lib/theme/bootstrap';

/**
 * The HTML document of every page (the layout's and the not-found page's): language and direction, the
 * theme chosen before first paint, the brand's colours.
 */
export async function SiteDocument({ brand, locale, children }: { brand: BrandConfig; locale: string; children: ReactNode }) {
  // The BFF's per-response CSP nonce (docs/interfaces.md); Next puts it on its own scripts itself.
  const nonce = (await headers()).get('x-veneer-nonce') ?? undefined;
  return (
    // The theme script changes data-theme before hydration: React must not complain about it.
    <html lang={locale} dir={localeDirection(locale)} data-theme={brand.defaultTheme} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrapScript(brand.defaultTheme) }} />
        <style dangerouslySetInnerHTML={{ __html: brandThemeCss(brand.palettes) }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
