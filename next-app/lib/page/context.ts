import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getBrand } from '../config/brands';
import type { BrandConfig } from '../config/schema';
import { isKnownLocale, type AppLocale } from '../i18n/locales';

export type BrandLocaleParams = Promise<{ brand: string; locale: string }>;

export interface PageContext {
  brand: BrandConfig;
  locale: AppLocale;
}

/**
 * Resolves the `[brand]/[locale]` segments of an internal route (set by proxy.ts), or 404s.
 * Reads no cookies or headers, so pages using it stay static (ISR).
 */
export async function pageContext(params: BrandLocaleParams): Promise<PageContext> {
  const { brand: brandId, locale } = await params;
  const brand = await getBrand(brandId);
  if (!brand || !isKnownLocale(locale) || !brand.supportedLocales.includes(locale)) notFound();
  setRequestLocale(locale);
  return { brand, locale };
}
