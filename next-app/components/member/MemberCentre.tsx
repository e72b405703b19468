'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/Badge';
import { CENTRE_PANEL_CLASS, CentreLayout } from '@/components/ui/CentreLayout';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { areaDecision } from '@/lib/access/guards';
import { useBadges, useMemberInfo, useSession } from '@/lib/hooks/use-member';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import type { Features } from '@/lib/bff/generated';
import { centreMenu, centrePage, listedFor, type CentrePage } from '@/lib/member/centre';
import { CentreServicesProvider, type CentreServices } from './centre-services';
import { lazyPart } from '@/lib/i18n/lazy-messages';

// Each page's code is fetched when the page is first shown.
const loading = () => <Skeleton lines={5} />;
const PAGES: Record<string, React.ComponentType> = {
  securityCenter: lazyPart(() => import('./SecurityCenter').then((m) => m.SecurityCenter), { fallback: loading }),
  transferFund: lazyPart(() => import('./TransferFund').then((m) => m.TransferFund), { fallback: loading }),
  depositv2: lazyPart(() => import('./money/Deposit').then((m) => m.Deposit), { fallback: loading }),
  withdraw: lazyPart(() => import('./money/Withdraw').then((m) => m.Withdraw), { fallback: loading }),
  transferUpline: lazyPart(() => import('./money/TransferUpline').then((m) => m.TransferUpline), { fallback: loading }),
  personalHistoryCopy: lazyPart(() => import('./records/RecordPages').then((m) => m.BettingRecord), { fallback: loading }),
  transactionHistory: lazyPart(() => import('./records/RecordPages').then((m) => m.AccountRecord), { fallback: loading }),
  personalProfit: lazyPart(() => import('./records/RecordPages').then((m) => m.ProfitLossRecord), { fallback: loading }),
  bonusDetails: lazyPart(() => import('./records/RecordPages').then((m) => m.BonusDetails), { fallback: loading }),
  rewardCenter: lazyPart(() => import('./records/RewardCentre').then((m) => m.RewardCentre), { fallback: loading }),
  manualRebate: lazyPart(() => import('./records/ManualRebate').then((m) => m.ManualRebate), { fallback: loading }),
  referral: lazyPart(() => import('./community/Referral').then((m) => m.Referral), { fallback: loading }),
  missionLeaderboard: lazyPart(() => import('./community/Missions').then((m) => m.Missions), { fallback: loading }),
  messageV2: lazyPart(() => import('./community/Mailbox').then((m) => m.Mailbox), { fallback: loading }),
};

/**
 * The personal centre (spec 001 §2 "Personal centre"): a modal over the page while the address says
 * `?member=<page>`, with the menu of the built pages (red counts on missions, messages and rewards) and the
 * page. Shown only with a member's session, not a trial account's (the shell's AreaGuard tells those why),
 * and only when the brand switches it on (`enabled`). Back closes it (use-url-modal). Mounted by the shell.
 */
export interface MemberCentreProps {
  enabled: boolean;
  features: Features;
  services: CentreServices;
}

export function MemberCentre({ enabled, features, services }: MemberCentreProps) {
  const t = useTranslations('member');
  const centre = useUrlModal('member');
  const session = useSession();
  const page = centrePage(centre.value, features);
  const open = enabled && page !== null && areaDecision('member', session.data) === 'open';
  return (
    <Modal open={open} onClose={centre.close} title={t('title')} hideTitle size="xl" className={CENTRE_PANEL_CLASS} testId="member-centre">
      <CentreServicesProvider value={services}>{page && <CentreBody page={page} pages={centreMenu(features)} onSelect={centre.open} />}</CentreServicesProvider>
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
