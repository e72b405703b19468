'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon, type IconName } from '@/components/icons/Icon';
import { QrCode } from '@/components/ui/QrCode';
import type { CustomerService, Domain, Resource } from '@/lib/bff/generated';
import { DEFAULT_AGENT_PAGE } from '@/lib/agent/centre';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { useMemberInfo, useSession } from '@/lib/hooks/use-member';
import { BAR_SOCIALS, downloadLinks, lineService, nextLineContact, resourcesOf, serviceLink, socialLinks } from '@/lib/shell/contacts';
import { useServicePopup } from './use-service-popup';
import styles from './RightBar.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

/** Wide enough to keep the bar open beside the page (the CSS uses the same width). */
const WIDE = '(min-width: 1024px)';

const ChatRoom = lazyPart(() => import('./ChatRoom').then((m) => m.ChatRoom));
const SpeedTest = lazyPart(() => import('./SpeedTest').then((m) => m.SpeedTest));

export interface RightBarProps {
  resources: Resource[];
  customerService: CustomerService[];
  domains: Domain[];
  /** The brand's chat header colour (the chat room's header). */
  chatHeaderColor: string;
  /** The brand offers the agent centre (lib/agent/centre.ts `agentCentreOn`): agents get its entry. */
  agentCentre: boolean;
}

/**
 * The right-hand floating bar (spec 000 §2, spec 001 §2): collapsible; the agent entry for agents; LINE
 * contacts in rotation; downloads with their QR codes; customer service (VIP above rank 4, else live
 * chat; LINE); the brand's social links; help, messages and the domain speed test. Each entry only when
 * the upstream supplies it.
 */
export function RightBar({ resources, customerService, domains, chatHeaderColor, agentCentre }: RightBarProps) {
  const t = useTranslations('rightbar');
  const openService = useServicePopup();
  const session = useSession();
  const agentModal = useUrlModal('agent');
  const memberModal = useUrlModal('member');
  const info = useMemberInfo();
  // Open by default where there is room beside the page; on a phone it starts folded away.
  const wide = useMediaQuery(WIDE);
  const [choice, setChoice] = useState<boolean | null>(null);
  const collapsed = choice ?? !wide;
  const [downloadsOpen, setDownloadsOpen] = useState(false);
  const [speedOpen, setSpeedOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);

  const loggedIn = session.data?.loggedIn === true;
  const isAgent = agentCentre && session.data?.loggedIn === true && session.data.isAgent;
  const lineContacts = resourcesOf(resources, 'LINE');
  const downloads = downloadLinks(resources);
  const socials = socialLinks(resources, BAR_SOCIALS);
  const service = serviceLink(customerService, loggedIn ? (info.data?.rankLevel ?? null) : null);
  const lineCs = lineService(customerService);

  function openLine() {
    const contact = nextLineContact(lineContacts, sessionStorage);
    if (contact) window.open(contact.url, '_blank', 'noopener,noreferrer');
  }

  const entry = (icon: IconName, label: string, testId: string, action: (() => void) | string, external = false) => (
    <li key={testId}>
      {typeof action === 'string' ? (
        <a href={action} className={styles.entry} data-testid={testId} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          <Icon name={icon} />
          <span className={styles.label}>{label}</span>
        </a>
      ) : (
        <button type="button" className={styles.entry} onClick={action} data-testid={testId}>
          <Icon name={icon} />
          <span className={styles.label}>{label}</span>
        </button>
      )}
    </li>
  );

  return (
    <aside className={styles.bar} data-collapsed={choice === null ? undefined : collapsed} aria-label={t('label')} data-testid="rightbar">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={!collapsed}
        aria-controls="rightbar-entries"
        onClick={() => setChoice(!collapsed)}
        data-testid="rightbar-toggle"
      >
        <Icon name={collapsed ? 'CHEVRON_START' : 'CHEVRON_END'} className={styles.flip} />
        <span className="visually-hidden">{collapsed ? t('expand') : t('collapse')}</span>
      </button>
      <ul id="rightbar-entries" className={styles.entries}>
        {isAgent && entry('AGENT', t('agent'), 'rightbar-agent', () => agentModal.open(DEFAULT_AGENT_PAGE))}
        {lineContacts.length > 0 && entry('LINE', t('line'), 'rightbar-line', openLine)}
        {downloads.length > 0 && (
          <li className={styles.downloads}>
            <button
              type="button"
              className={styles.entry}
              aria-expanded={downloadsOpen}
              onClick={() => setDownloadsOpen((o) => !o)}
              data-testid="rightbar-download"
            >
              <Icon name="DOWNLOAD" />
              <span className={styles.label}>{t('download')}</span>
            </button>
            {downloadsOpen && (
              <div className={styles.qrPanel} data-testid="rightbar-qr">
                {downloads.map((d) => (
                  <figure key={d.type} className={styles.qr}>
                    <QrCode value={d.url} label={t('qr_label', { app: t(`app_${d.type}`) })} size={80} margin={4} testId={`rightbar-qr-${d.type}`} />
                    <figcaption>{t(`app_${d.type}`)}</figcaption>
                  </figure>
                ))}
                <a href="/down" className={styles.more} data-testid="rightbar-down-link">
                  {t('download_guide')}
                </a>
              </div>
            )}
          </li>
        )}
        {service &&
          entry(service.kind === 'VIP' ? 'VIP' : 'CHAT', service.kind === 'VIP' ? t('vip_service') : t('live_chat'), 'rightbar-service', () =>
            setChatOpen(true),
          )}
        {lineCs && entry('SERVICE', t('line_service'), 'rightbar-line-service', () => void openService(lineCs))}
        {socials.map((s) => entry(s.type, s.label, `rightbar-social-${s.type}`, s.url, true))}
        {entry('HELP', t('help'), 'rightbar-help', '/help')}
        {/* Over the page the visitor is on, as the header's entries open the centre (a visitor gets the login window). */}
        {entry('MESSAGE', t('messages'), 'rightbar-messages', () => memberModal.open('messageV2'))}
        {domains.length > 0 && entry('SPEED', t('speed'), 'rightbar-speed', () => setSpeedOpen(true))}
      </ul>
      {speedOpen && <SpeedTest domains={domains} onClose={() => setSpeedOpen(false)} />}
      {chatOpen && service && (
        <ChatRoom
          url={service.url}
          title={service.kind === 'VIP' ? t('vip_service') : t('live_chat')}
          headerColor={chatHeaderColor}
          onClose={() => setChatOpen(false)}
        />
      )}
    </aside>
  );
}
