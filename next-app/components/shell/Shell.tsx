import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AreaGuardMount } from '@/components/access/AreaGuard';
import { HumanCheckProvider } from '@/components/access/human-check';
import { LoginWindowProvider } from '@/components/access/LoginWindow';
import { PasswordWindowsProvider } from '@/components/access/PasswordWindows';
import { RegisterWindowProvider } from '@/components/access/RegisterWindow';
import { FeedbackMount } from '@/components/feedback/FeedbackWindow';
import { AgentCentreMount } from '@/components/agent/AgentCentreMount';
import { MemberCentreMount } from '@/components/member/MemberCentreMount';
import { UiProvider } from '@/components/ui/UiProvider';
import { loginOptions } from '@/lib/access/options';
import { games } from '@/lib/bff/calls';
import { NEXT_HEADERS } from '@/lib/bff/generated';
import { fetchFeed } from '@/lib/bff/server';
import { forgotMethods } from '@/lib/access/password';
import { registerSwitches } from '@/lib/access/register';
import { localeDirection } from '@/lib/i18n/locales';
import { agentCentreOn } from '@/lib/agent/centre';
import { pickNamespaces } from '@/lib/i18n/messages';
import { upstreamLanguage, type PageContext } from '@/lib/page/context';
import { Footer } from './Footer';
import { Header } from './Header';
import { NetworkNotice } from './NetworkNotice';
import { DeferredRightBar, DeferredShellEffects } from './Deferred';

/**
 * The texts of the shell's islands that are drawn with the page (the member's part of the header, the notices,
 * the building blocks, the errors' messages). Windows, the centres, the area guard, the right-hand bar and the
 * once-per-visit effects fetch theirs with their code (lib/i18n/lazy-messages); the server draws the rest.
 */
const SHELL_NAMESPACES = ['header', 'errors', 'ui', 'notices'] as const;

/** Loads gtag after the page's load event (the id is the upstream's: JSON-encoded, it cannot end the script). */
export function analyticsScript(gtagId: string): string {
  const id = JSON.stringify(gtagId).replace(/</g, '\\u003c');
  return (
    `window.addEventListener('load',function(){var s=document.createElement('script');s.async=true;` +
    `s.src='https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(${id});document.head.appendChild(s);` +
    `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${id})})`
  );
}

/** The hosts a game may be framed on: the upstream's launch hosts and the brand's own (the CSP allows both). */
function frameHostsOf(site: PageContext['site']): string[] {
  return [...site.launchGameCDNs, ...site.brand.frameHosts];
}

/**
 * The site shell around a page: header, the page, footer and right-hand bar, and the page-wide dialogs. Game
 * pages (`headerOnly`) keep the header and the dialogs, and leave the footer and right-hand bar out.
 */
export async function Shell({ ctx, headerOnly = false, children }: { ctx: PageContext; headerOnly?: boolean; children: ReactNode }) {
  const [messages, vendors, nonce] = await Promise.all([
    getMessages(),
    fetchFeed(games.vendors(upstreamLanguage(ctx)), ctx).then((v) => v ?? []),
    headers().then((h) => h.get(NEXT_HEADERS.nonce) ?? undefined),
  ]);
  const gtagId = ctx.site.analytics.gtagId?.trim();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, SHELL_NAMESPACES)}>
      <UiProvider
        dir={localeDirection(ctx.locale)}
        imageCdns={ctx.site.imageCDNs}
        launchCdns={ctx.site.launchGameCDNs}
        frameHosts={frameHostsOf(ctx.site)}
        timeZone={ctx.brand.timeZone}
      >
        <HumanCheckProvider enabled={ctx.brand.humanCheck}>
          <PasswordWindowsProvider forgotMethods={forgotMethods(ctx.site.features)}>
            <LoginWindowProvider options={loginOptions(ctx.site)}>
              <RegisterWindowProvider switches={registerSwitches(ctx.site.features)}>
                <Header ctx={ctx} vendors={vendors} />
                {ctx.site.degraded && <NetworkNotice />}
                {children}
                {!headerOnly && <Footer ctx={ctx} vendors={vendors} />}
                {!headerOnly && (
                  <DeferredRightBar
                    resources={ctx.site.resources}
                    customerService={ctx.site.customerService}
                    domains={ctx.site.domains}
                    chatHeaderColor={ctx.brand.chatHeaderColor}
                    agentCentre={agentCentreOn(ctx.site.features)}
                  />
                )}
                <DeferredShellEffects merchant={ctx.brand.id} />
                <AreaGuardMount />
                <FeedbackMount />
                <MemberCentreMount
                  enabled={ctx.site.features.member_centre}
                  features={ctx.site.features}
                  services={{ customerService: ctx.site.customerService, chatHeaderColor: ctx.brand.chatHeaderColor }}
                />
                <AgentCentreMount enabled={agentCentreOn(ctx.site.features)} />
              </RegisterWindowProvider>
            </LoginWindowProvider>
          </PasswordWindowsProvider>
        </HumanCheckProvider>
      </UiProvider>
      {gtagId && (
        // The brand's analytics, only when the upstream configures an id, fetched after the page has loaded.
        // A plain inline script (with the response's nonce) rather than next/script: no client code for it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; the id goes in as a JSON string with `<` escaped
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: analyticsScript(gtagId) }} />
      )}
    </NextIntlClientProvider>
  );
}
