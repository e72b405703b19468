'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/Badge';
import { CENTRE_PANEL_CLASS, CentreLayout } from '@/components/ui/CentreLayout';
import { ErrorState } from '@/components/ui/ErrorState';
import { Modal } from '@/components/ui/Modal';
import { Skeleton } from '@/components/ui/Skeleton';
import { areaDecision } from '@/lib/access/guards';
import { agentMenu, agentPage, isAgentPageKey, type AgentFlags, type AgentPage, type AgentPageKey } from '@/lib/agent/centre';
import { useAgentFlags } from '@/lib/hooks/use-agent';
import { useSession } from '@/lib/hooks/use-member';
import { useUrlModal } from '@/lib/hooks/use-url-modal';
import { lazyPart } from '@/lib/i18n/lazy-messages';

// Each page's code is fetched when the page is first shown. One line per page, added by the page's owner
// together with `built: true` in lib/agent/centre.ts, e.g.
//   downlineManagmentView: lazyPage(() => import('./team/TeamManagement').then((m) => m.TeamManagement)),
const loading = () => <Skeleton lines={5} />;
const lazyPage = (load: () => Promise<React.ComponentType>) => lazyPart(load, { fallback: loading });
export const PAGES: Record<string, React.ComponentType> = {
  agentAnnouncement: lazyPage(() => import('./Announcements').then((m) => m.Announcements)),
  agentTeamOverview: lazyPage(() => import('./TeamOverview').then((m) => m.TeamOverview)),
  registerCenter: lazyPage(() => import('./RegisterDownline').then((m) => m.RegisterDownline)),
  downlineManagmentView: lazyPage(() => import('./team/TeamManagement').then((m) => m.TeamManagement)),
  personalHistoryCopy: lazyPage(() => import('./team/TeamBets').then((m) => m.TeamBets)),
  palStatementsAgentCopy: lazyPage(() => import('./team/UserProfitLoss').then((m) => m.UserProfitLoss)),
  agentRevenueReport: lazyPage(() => import('./team/MyIncome').then((m) => m.MyIncome)),
  agentDownlineTransactionDetailsCopy: lazyPage(() => import('./team/DownlineTransactions').then((m) => m.DownlineTransactions)),
  agentDividendRecordCopy2: lazyPage(() => import('./pay/PayPages').then((m) => m.DividendRecords)),
  agentDailyWages2: lazyPage(() => import('./pay/PayPages').then((m) => m.DailyWages)),
  agentHourSalary: lazyPage(() => import('./pay/PayPages').then((m) => m.HourlySalary)),
  agentRealtimeSalary: lazyPage(() => import('./pay/PayPages').then((m) => m.RealtimeSalary)),
} satisfies Record<AgentPageKey, React.ComponentType>;

/**
 * The agent centre (spec 001 §2 "Agent centre"): a modal over the page while the address says `?agent=<page>`,
 * with the menu of the pages the agent's consolidated contract settings allow (a badge where an offer waits for
 * an answer) and the page. Shown only to agents (the shell's AreaGuard tells everyone else why) and only when
 * the brand switches it on (`enabled`); drawn once the flags have arrived (its texts come with its code, see
 * AgentCentreMount). Back closes it.
 */
export function AgentCentre({ enabled }: { enabled: boolean }) {
  const centre = useUrlModal('agent');
  const session = useSession();
  const allowed = enabled && isAgentPageKey(centre.value) && areaDecision('agent', session.data) === 'open';
  const t = useTranslations('agent');
  const flags = useAgentFlags();
  const page = flags.data ? agentPage(centre.value, flags.data.flags) : null;
  const open = allowed && (page !== null || (flags.error !== undefined && !flags.data));
  return (
    <Modal open={open} onClose={centre.close} title={t('title')} hideTitle size="xl" className={CENTRE_PANEL_CLASS} testId="agent-centre">
      {open &&
        (page && flags.data ? (
          <CentreBody page={page} flags={flags.data.flags} onSelect={centre.open} />
        ) : (
          <ErrorState onRetry={() => void flags.mutate()} retrying={flags.isValidating} testId="agent-centre-error" />
        ))}
    </Modal>
  );
}

function CentreBody({ page, flags, onSelect }: { page: AgentPage; flags: AgentFlags; onSelect: (key: string) => void }) {
  const t = useTranslations('agent');
  const label = (key: string) => t(`page_${key}` as Parameters<typeof t>[0]);
  const Page = PAGES[page.key];
  const entries = agentMenu(flags).map(({ page: p, waiting }) => ({
    key: p.key,
    icon: p.icon,
    label: label(p.key),
    badge: waiting && <Badge count={1} testId={`agent-centre-badge-${p.key}`} />,
  }));
  return (
    <CentreLayout area="agent" menuLabel={t('menu')} heading={t('title')} entries={entries} current={page.key} title={label(page.key)} onSelect={onSelect}>
      {Page && <Page />}
    </CentreLayout>
  );
}
