import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces } from '@/lib/i18n/messages';
import type { PageContext } from '@/lib/page/context';
import { Header } from './Header';

/** The site shell around a page: header, the page, footer and right-hand bar. */
export async function Shell({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, ['header', 'login', 'dialog', 'errors'])}>
      <Header ctx={ctx} />
      {children}
    </NextIntlClientProvider>
  );
}
