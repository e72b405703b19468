'use client';

import { useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/icons/Icon';
import { Badge } from '@/components/ui/Badge';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { areaDecision } from '@/lib/access/guards';
import { useBadges, useMemberInfo, useSession } from '@/lib/hooks/use-member';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { centreMenu, centrePage, listedFor, type CentrePage, type Modules } from '@/lib/member/centre';
import { CentreServicesProvider, type CentreServices } from './centre-services';
import styles from './MemberCentre.module.css';

// Each page's code is fetched when the page is first shown.
const loading = () => <Skeleton lines={5} />;
const PAGES: Record<string, React.ComponentType> = {
  securityCenter: dynamic(() => import('./SecurityCenter').then((m) => m.SecurityCenter), { ssr: false, loading }),
  transferFund: dynamic(() => import('./TransferFund').then((m) => m.TransferFund), { ssr: false, loading }),
  depositv2: dynamic(() => import('./money/Deposit').then((m) => m.Deposit), { ssr: false, loading }),
  withdraw: dynamic(() => import('./money/Withdraw').then((m) => m.Withdraw), { ssr: false, loading }),
  transferUpline: dynamic(() => import('./money/TransferUpline').then((m) => m.TransferUpline), { ssr: false, loading }),
  personalHistoryCopy: dynamic(() => import('./records/RecordPages').then((m) => m.BettingRecord), { ssr: false, loading }),
  transactionHistory: dynamic(() => import('./records/RecordPages').then((m) => m.AccountRecord), { ssr: false, loading }),
  personalProfit: dynamic(() => import('./records/RecordPages').then((m) => m.ProfitLossRecord), { ssr: false, loading }),
  bonusDetails: dynamic(() => import('./records/RecordPages').then((m) => m.BonusDetails), { ssr: false, loading }),
  rewardCenter: dynamic(() => import('./records/RewardCentre').then((m) => m.RewardCentre), { ssr: false, loading }),
  manualRebate: dynamic(() => import('./records/ManualRebate').then((m) => m.ManualRebate), { ssr: false, loading }),
  referral: dynamic(() => import('./community/Referral').then((m) => m.Referral), { ssr: false, loading }),
  missionLeaderboard: dynamic(() => import('./community/Missions').then((m) => m.Missions), { ssr: false, loading }),
  messageV2: dynamic(() => import('./community/Mailbox').then((m) => m.Mailbox), { ssr: false, loading }),
};

/**
 * The personal centre (spec 001 §2 "Personal centre"): a modal over the page while the address says
 * `?member=<page>`, with the menu of the built pages (red counts on missions, messages and rewards) and the
 * page. Shown only with a member's session, not a trial account's (the shell's AreaGuard tells those why),
 * and only when the brand switches it on (`enabled`). Back closes it (use-url-modal). Mounted by the shell.
 */
export function MemberCentre({ enabled, modules, services }: { enabled: boolean; modules: Modules; services: CentreServices }) {
  const t = useTranslations('member');
  const centre = useUrlModal('member');
  const session = useSession();
  const page = centrePage(centre.value, modules);
  const open = enabled && page !== null && areaDecision('member', session.data) === 'open';
  return (
    <Modal open={open} onClose={centre.close} title={t('title')} hideTitle size="xl" className={styles.panel} testId="member-centre">
      <CentreServicesProvider value={services}>
        {page && <CentreBody page={page} pages={centreMenu(modules)} onSelect={centre.open} />}
      </CentreServicesProvider>
    </Modal>
  );
}

function CentreBody({ page, pages, onSelect }: { page: CentrePage; pages: CentrePage[]; onSelect: (key: string) => void }) {
  const t = useTranslations('member');
  const badges = useBadges();
  const info = useMemberInfo();
  const Page = PAGES[page.key];
  const listed = listedFor(pages, info.data?.toUpline === true);
  // On a phone the menu is a scrolling row: the current page's entry is brought into it (a page opened by its
  // address, or deep in the row, would otherwise leave the member unsure where they are). It also takes the
  // focus when the centre opens (`data-autofocus`). The red counts and the member's record (which adds transfer to
  // upline) arrive later and move the entries before it, so it is brought in again when they change.
  const current = useRef<HTMLButtonElement>(null);
  const counts = `${badges.rewards}/${badges.missions}/${badges.messages}`;
  const entries = listed.map((p) => p.key).join();
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page.key, counts, entries]);
  return (
    <div className={styles.body}>
      <nav className={styles.menu} aria-label={t('menu')} data-testid="member-centre-menu">
        <ul className={styles.menuList}>
          {listed.map((p) => (
            <li key={p.key}>
              <button
                type="button"
                className={styles.menuItem}
                aria-current={p.key === page.key ? 'page' : undefined}
                ref={p.key === page.key ? current : undefined}
                data-autofocus={p.key === page.key ? true : undefined}
                onClick={() => onSelect(p.key)}
                data-testid={`member-centre-${p.key}`}
              >
                <Icon name={p.icon} size={18} />
                <span className={styles.menuLabel}>{t(`page_${p.key}` as Parameters<typeof t>[0])}</span>
                {p.badge && <Badge count={badges[p.badge]} testId={`member-centre-badge-${p.key}`} />}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.page} aria-labelledby="member-centre-page-title" data-testid={`member-page-${page.key}`}>
        <h2 id="member-centre-page-title" className={styles.pageTitle}>
          {t(`page_${page.key}` as Parameters<typeof t>[0])}
        </h2>
        {Page && <Page />}
      </section>
    </div>
  );
}
