'use client';

import { useContext, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '@/components/ui/lazy';
import { UiNoticeContext } from '@/components/ui/settings';
import { NextIntlClientProvider, useLocale, useMessages, useTranslations } from 'next-intl';
import type { Messages } from 'next-intl';
import { messagesUrl, type Namespace } from './messages';

type SomeMessages = Partial<Messages>;

const pending = new Map<string, Promise<SomeMessages>>();
const arrived = new Map<string, SomeMessages>();
const NONE: SomeMessages = {};

/**
 * The messages of `namespaces` in `locale`, fetched once per page (then from the browser's cache: the address
 * names the build's texts). A failed fetch is forgotten, so the next attempt fetches again.
 */
export function loadMessages(locale: string, namespaces: readonly Namespace[]): Promise<SomeMessages> {
  const url = messagesUrl(locale, namespaces);
  let messages = pending.get(url);
  if (!messages) {
    messages = fetch(url, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`messages ${response.status}`);
      const value = (await response.json()) as SomeMessages;
      arrived.set(url, value);
      return value;
    });
    messages.catch(() => pending.delete(url));
    pending.set(url, messages);
  }
  return messages;
}

/** The messages around it plus `messages` (a provider replaces the messages of the one above it). */
export function AddMessages({ messages, children }: { messages: SomeMessages; children: ReactNode }) {
  const locale = useLocale();
  const around = useMessages();
  const merged = useMemo(() => ({ ...around, ...messages }), [around, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * A component that is not part of the page's first download: its code and the texts it shows (`namespaces`) are
 * fetched the first time it renders (or on `preload()`, e.g. when the page is idle or a control that opens it is
 * touched), so neither the page's scripts nor its HTML carry them. Texts the messages around it already have
 * (a page that ships them, a test) are not fetched again. Renders `fallback` (nothing by default) until what it
 * needs has arrived; if the texts cannot be fetched it renders with what there is (a key shows rather than a
 * window never opening).
 */
export function lazyWithMessages<P extends object>(
  namespaces: readonly Namespace[],
  importer: () => Promise<ComponentType<P>>,
  { fallback = null }: { fallback?: ReactNode | ((props: P) => ReactNode) } = {},
) {
  const waiting = (props: P) => (typeof fallback === 'function' ? fallback(props) : fallback);
  const code = lazyModule(importer);
  // A download that fails (a dropped connection) or has not arrived within the spec's 120 seconds (lazyModule)
  // does not throw into the page: a toast gives the spec's message (spec 000 §8 "Chunk load", spec 001 §8
  // "Slow load"), the part reports itself closed (its `onClose`, when it has one) and draws nothing, and the
  // next time it is mounted it downloads again.
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per part at the top of a module
  function Code(props: P) {
    const notify = useContext(UiNoticeContext);
    const t = useTranslations('ui');
    const [failed, setFailed] = useState(false);
    const Component = useLazyModule(code, !failed, () => {
      setFailed(true);
      notify(t('slow_load'));
      (props as { onClose?: () => void }).onClose?.();
    });
    if (Component) return <Component {...props} />;
    return failed ? null : waiting(props);
  }
  // biome-ignore lint/correctness/noComponentHookFactories: as Code above: made once per part
  function WithMessages(props: P) {
    const locale = useLocale();
    const around = useMessages();
    const missing = namespaces.some((ns) => !Object.hasOwn(around, ns));
    const url = messagesUrl(locale, namespaces);
    const [, arrive] = useState(0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!missing || arrived.has(url)) return;
      let live = true;
      void code.load().catch(() => {});
      loadMessages(locale, namespaces).then(
        () => live && arrive((n) => n + 1),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [missing, url, locale]);
    if (!missing) return <Code {...props} />;
    const messages = arrived.get(url) ?? (failed ? NONE : null);
    if (!messages) return waiting(props);
    return (
      <AddMessages messages={messages}>
        <Code {...props} />
      </AddMessages>
    );
  }
  return Object.assign(WithMessages, {
    /** Starts fetching the code and the texts without rendering anything (a failure is retried on render). */
    preload: () => {
      void code.load().catch(() => {});
      void loadMessages(document.documentElement.lang || 'th', namespaces).catch(() => {});
    },
  });
}

/** A part fetched when first rendered, whose texts the page already has (see `lazyWithMessages`). */
export function lazyPart<P extends object>(importer: () => Promise<ComponentType<P>>, options?: { fallback?: ReactNode | ((props: P) => ReactNode) }) {
  return lazyWithMessages<P>([], importer, options);
}
