'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useNow, useTimeZone } from 'next-intl';

type AgentMessages = Record<string, unknown>;

/**
 * The agent centre's texts (namespace `agent`) are kept out of every page's first HTML: they are fetched with the
 * overlay's code, from the locale's own message file (compiled at build time like the shell's), and merged over
 * the shell's messages for the pages inside. Nothing is drawn until they have arrived (the overlay is "shown
 * once loaded"); `onReady` tells the overlay so.
 */
export function useAgentMessages(wanted: boolean): AgentMessages | null {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ locale: string; agent: AgentMessages } | null>(null);
  useEffect(() => {
    if (!wanted || loaded?.locale === locale) return;
    let live = true;
    import(`../../../locales/${locale}.json`)
      .then((m: { default: { agent?: AgentMessages } }) => {
        if (live) setLoaded({ locale, agent: m.default.agent ?? {} });
      })
      // A failed chunk (a lost connection): the pages show their keys rather than never opening.
      .catch(() => live && setLoaded({ locale, agent: {} }));
    return () => {
      live = false;
    };
  }, [wanted, locale, loaded?.locale]);
  return loaded?.locale === locale ? loaded.agent : null;
}

/** Gives the pages inside the shell's messages plus `agent` (from useAgentMessages). */
export function AgentTexts({ agent, children }: { agent: AgentMessages; children: ReactNode }) {
  const messages = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const now = useNow();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} now={now} messages={{ ...messages, agent } as typeof messages}>
      {children}
    </NextIntlClientProvider>
  );
}
