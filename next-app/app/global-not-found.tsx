import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Shell } from '@/components/shell/Shell';
import { SiteDocument } from '@/components/shell/SiteDocument';
import { NotFound } from '@/components/system/NotFound';
import { getBrand } from '@/lib/config/brands';
import { isKnownLocale } from '@/lib/i18n/locales';
import { ROUTE_HEADERS } from '@/lib/routing/resolve';
import './globals.css';

/**
 * Every path no screen answers (unknown, or not built yet) ends here: proxy.ts has rewritten it under
 * `/{brand}/{locale}`, where no route matches. This page is drawn on the server with status 404, in the
 * visitor's language and inside the site shell. (`notFound()` from a page would send an empty error
 * shell instead, vercel/next.js#62228, so pages do not call it.)
 */
async function context() {
  const h = await headers();
  const brand = await getBrand(h.get(ROUTE_HEADERS.brand) ?? '');
  const wanted = h.get(ROUTE_HEADERS.locale);
  if (!brand) return null;
  const locale = isKnownLocale(wanted) && brand.supportedLocales.includes(wanted) ? wanted : brand.defaultLocale;
  setRequestLocale(locale);
  return { brand, locale };
}

export async function generateMetadata(): Promise<Metadata> {
  const ctx = await context();
  if (!ctx) return { title: 'Not Found' };
  const t = await getTranslations({ locale: ctx.locale, namespace: 'not_found' });
  return { title: `${t('title')} | ${ctx.brand.name}`, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const ctx = await context();
  if (!ctx) {
    // Not through the BFF (no brand): nothing to brand the page with.
    return (
      <html lang="en">
        <body>
          <h1>404 — Not Found</h1>
        </body>
      </html>
    );
  }
  return (
    <SiteDocument brand={ctx.brand} locale={ctx.locale}>
      <Shell brand={ctx.brand} locale={ctx.locale}>
        <NotFound />
      </Shell>
    </SiteDocument>
  );
}
