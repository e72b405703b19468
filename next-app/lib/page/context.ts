import { cache } from 'react';
import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { getBootstrap } from '../bff/server';
import type { Bootstrap, BrandView } from '../bff/generated';
import { renderLocale, upstreamLanguageCode, type AppLocale } from '../i18n/locales';

export type BrandLocaleParams = Promise<{ brand: string; locale: string }>;

export interface PageContext {
  /** Everything first paint needs, from the BFF (`/bff/bootstrap`). */
  site: Bootstrap;
  brand: BrandView;
  locale: AppLocale;
  /** The host the visitor asked for: server-side calls to the BFF name it, so the BFF picks the brand. */
  host: string;
}

/** One bootstrap per request, however many components ask. */
const loadSite = cache((host: string, locale: string) => getBootstrap({ host, locale }));

/**
 * The brand and language of the page being rendered. The BFF decided both (headers `x-veneer-brand`,
 * `x-veneer-locale`, turned into the route's segments by proxy.ts); the brand's facts come from the BFF.
 */
export async function siteContext(wantedLocale: string | null): Promise<PageContext> {
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? '';
  const site = await loadSite(host, wantedLocale ?? '');
  const brandDefault = site.languages.find((l) => l.default)?.code ?? '';
  const locale = renderLocale(site.languages.some((l) => l.code === wantedLocale) ? wantedLocale : null, brandDefault);
  setRequestLocale(locale);
  return { site, brand: site.brand, locale, host };
}

/** {@link siteContext} for a route under `app/[brand]/[locale]/`. */
export async function pageContext(params: BrandLocaleParams): Promise<PageContext> {
  return siteContext((await params).locale);
}

/** The upstream's code of the page's language (`TH`, `EN`…), as the brand lists it. */
export function upstreamLanguage(ctx: PageContext): string {
  return ctx.site.languages.find((l) => l.code === ctx.locale)?.upstream ?? upstreamLanguageCode(ctx.locale);
}
