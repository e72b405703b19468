import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { NEXT_HEADERS } from '@/lib/bff/generated';
import { localeDirection } from '@/lib/i18n/locales';
import type { PageContext } from '@/lib/page/context';
import { brandThemeCss, themeBootstrapScript } from '@/lib/theme/bootstrap';

/**
 * The HTML document of every page (the layout's and the not-found page's): language and direction, the
 * theme chosen before first paint, the brand's colours.
 */
export async function SiteDocument({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  const { brand, locale } = ctx;
  // The BFF's per-response CSP nonce (docs/interfaces.md); Next puts it on its own scripts itself.
  const nonce = (await headers()).get(NEXT_HEADERS.nonce) ?? undefined;
  return (
    // The theme script changes data-theme before hydration: React must not complain about it.
    <html lang={locale} dir={localeDirection(locale)} data-theme={brand.theme.default} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: the App Router's root layout draws the document, <head> included (next/head is for the Pages Router) */}
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own theme script, the brand's theme name as a JSON string */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeBootstrapScript(brand.theme.default) }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the brand's colours, checked as CSS colours by the BFF when it loaded the brand file */}
        <style dangerouslySetInnerHTML={{ __html: brandThemeCss({ dark: brand.theme.dark, light: brand.theme.light }) }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
