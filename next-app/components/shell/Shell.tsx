import type { ReactNode } from 'react';
import Script from 'next/script';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { LoginWindowProvider } from '@/components/access/LoginWindow';
import { UiProvider } from '@/components/ui/UiProvider';
import { games } from '@/lib/bff/calls';
import { fetchFeed } from '@/lib/bff/server';
import { localeDirection } from '@/lib/i18n/locales';
import { pickNamespaces } from '@/lib/i18n/messages';
import { upstreamLanguage, type PageContext } from '@/lib/page/context';
import { Footer } from './Footer';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { ShellEffects } from './ShellEffects';

/** The site shell around a page: header, the page, footer and right-hand bar, and the page-wide dialogs. */
export async function Shell({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  const [messages, vendors, nonce] = await Promise.all([getMessages(), fetchFeed(games.vendors(upstreamLanguage(ctx)), ctx).then((v) => v ?? []), headers().then((h) => h.get('x-veneer-nonce') ?? undefined)]);
  const gtagId = ctx.site.analytics.gtagId;
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, ['header', 'login', 'errors', 'ui', 'rightbar', 'shell', 'notices'])}>
      <UiProvider dir={localeDirection(ctx.locale)} imageCdns={ctx.site.imageCDNs}>
        <LoginWindowProvider>
          <Header ctx={ctx} vendors={vendors} />
          {children}
          <Footer ctx={ctx} vendors={vendors} />
          <RightBar resources={ctx.site.resources} customerService={ctx.site.customerService} domains={ctx.site.domains} />
          <ShellEffects />
        </LoginWindowProvider>
      </UiProvider>
      {gtagId && (
        // The brand's analytics, only when the upstream configures an id; after everything else.
        <>
          <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`} strategy="lazyOnload" nonce={nonce} />
          <Script id="gtag-init" strategy="lazyOnload" nonce={nonce}>
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(gtagId)});`}
          </Script>
        </>
      )}
    </NextIntlClientProvider>
  );
}
