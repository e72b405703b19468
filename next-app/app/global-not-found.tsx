import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Shell } from '@/components/shell/Shell';
import { SiteDocument } from '@/components/shell/SiteDocument';
import { NotFound } from '@/components/system/NotFound';
import { siteContext, type PageContext } from '@/lib/page/context';
import { ROUTE_HEADERS } from '@/lib/routing/resolve';
import './globals.css';

/**
 * Every path no screen answers (unknown, or not built yet) ends here: proxy.ts has rewritten it under
 * `/{brand}/{locale}`, where no route matches. This page is drawn on the server with status 404, in the
 * visitor's language and inside the site shell. (`notFound()` from a page would send an empty error
 * shell instead, vercel/next.js#62228, so pages do not call it.)
 */
async function context(): Promise<PageContext | null> {
  const requestHeaders = await headers();
  // Only a path proxy.ts routed (it came through the BFF) belongs to a brand.
  if (!requestHeaders.get(ROUTE_HEADERS.brand)) return null;
  try {
    return await siteContext(requestHeaders.get(ROUTE_HEADERS.locale));
  } catch {
    // The BFF cannot say what the brand is: a plain 404.
    return null;
  }
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
    <SiteDocument ctx={ctx}>
      <Shell ctx={ctx}>
        <NotFound />
      </Shell>
    </SiteDocument>
  );
}
