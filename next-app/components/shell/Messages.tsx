import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickNamespaces, type Namespace } from '@/lib/i18n/messages';

/**
 * The messages a page's client islands use, and the building blocks' own (`ui`). A provider replaces the
 * messages of the one around it (it does not add to them), so each page names everything its islands need.
 */
export async function Messages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickNamespaces(messages, ['ui', ...namespaces])}>{children}</NextIntlClientProvider>;
}
