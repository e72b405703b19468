'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/Tabs';
import { AGENT_PAGES, type AgentPage } from '@/lib/agent/centre';
import { PAY_PAGES, type PayPageKey } from '@/lib/agent/pay';
import { useAgentFlags } from '@/lib/hooks/use-agent';
import { ContractsPanel } from '../contracts/ContractsPanel';
import { PayRecords } from './PayRecords';
import { ofKind, usePayContracts } from './use-pay-contracts';

/**
 * One pay page of the agent centre (dividends, daily wages, hourly or real-time salary; spec 001 §2, §7): its
 * settled periods and its contracts, as two tabs. An offer waiting for the agent's answer (the page's flag is 2)
 * opens the contracts tab first, so the agent answers it at once.
 */
function PayPage({ page }: { page: PayPageKey }) {
  const t = useTranslations('agent.pay');
  const flags = useAgentFlags().data?.flags;
  const config = PAY_PAGES[page];
  const contracts = usePayContracts().data;
  const waiting = contracts ? ofKind(contracts, config.kind).awaitingMe : 0;
  const flag = (AGENT_PAGES as readonly AgentPage[]).find((p) => p.key === page)?.flag;
  // Until the agent picks a tab: the contracts while a request of this kind waits for its answer.
  const [chosen, setChosen] = useState<string | null>(null);
  const tab = chosen ?? ((flag && flags?.[flag] === 2) || waiting > 0 ? 'contracts' : 'records');
  return (
    <Tabs
      label={t('tabs')}
      value={tab}
      onValueChange={setChosen}
      testId="agent-pay-tabs"
      items={[
        {
          value: 'records',
          label: t('tab_records'),
          testId: 'agent-pay-tab-records',
          panel: <PayRecords page={page} kind={config.kind} live={config.live} initialPreset={config.initialPreset} />,
        },
        { value: 'contracts', label: t('tab_contracts'), badge: waiting, testId: 'agent-pay-tab-contracts', panel: <ContractsPanel kind={config.kind} /> },
      ]}
    />
  );
}

export const DividendRecords = () => <PayPage page="agentDividendRecordCopy2" />;
export const DailyWages = () => <PayPage page="agentDailyWages2" />;
export const HourlySalary = () => <PayPage page="agentHourSalary" />;
export const RealtimeSalary = () => <PayPage page="agentRealtimeSalary" />;
