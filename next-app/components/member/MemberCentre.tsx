'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/Badge';
import { CENTRE_PANEL_CLASS, CentreLayout } from '@/components/ui/CentreLayout';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { areaDecision } from '@/lib/access/guards';
import { useBadges, useMemberInfo, useSession } from '@/lib/hooks/use-member';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { centreMenu, centrePage, listedFor, type CentrePage, type Modules } from '@/lib/member/centre';
import { CentreServicesProvider, type CentreServices } from './centre-services';

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
export interface MemberCentreProps {
  enabled: boolean;
  modules: Modules;
  services: CentreServices;
}

export function MemberCentre({ enabled, modules, services }: MemberCentreProps) {
  const t = useTranslations('member');
  const centre = useUrlModal('member');
  const session = useSession();
  const page = centrePage(centre.value, modules);
  const open = enabled && page !== null && areaDecision('member', session.data) === 'open';
  return (
    <Modal open={open} onClose={centre.close} title={t('title')} hideTitle size="xl" className={CENTRE_PANEL_CLASS} testId="member-centre">
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
  const label = (key: string) => t(`page_${key}` as Parameters<typeof t>[0]);
  // The member's record adds transfer to upline; the red counts arrive later: both move the entries.
  const entries = listedFor(pages, info.data?.toUpline === true).map((p) => ({
    key: p.key,
    icon: p.icon,
    label: label(p.key),
    badge: p.badge && <Badge count={badges[p.badge]} testId={`member-centre-badge-${p.key}`} />,
  }));
  return (
    <CentreLayout
      area="member"
      menuLabel={t('menu')}
      entries={entries}
      current={page.key}
      title={label(page.key)}
      onSelect={onSelect}
      layoutKey={`${badges.rewards}/${badges.missions}/${badges.messages}`}
    >
      {Page && <Page />}
    </CentreLayout>
  );
}
