import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { BrandConfig } from '@/lib/config/schema';
import type { AppLocale } from '@/lib/i18n/locales';
import { pickNamespaces } from '@/lib/i18n/messages';
import { Header } from './Header';

/** The site shell around a page: header, the page, footer and right-hand bar. */
export async function Shell({ brand, locale, children }: { brand: BrandConfig; locale: AppLocale; children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, ['header', 'login', 'dialog', 'errors'])}>
      <Header brand={brand} locale={locale} />
      {children}
    </NextIntlClientProvider>
  );
}
