'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { contractTypeOf, kindOfContractType, type Contract, type PayKind } from '@/lib/bff/calls/agent-pay';
import { awaitingFirst, endedByChain, isLive } from '@/lib/agent/pay';
import { useSession } from '@/lib/hooks/use-member';
import { ofKind, usePayContracts } from '../pay/use-pay-contracts';
import { ContractCard } from './ContractCard';
import { OfferForm } from './OfferForm';
import { useContractActions } from './use-contract-actions';
import styles from './Contracts.module.css';

const kindOf = (c: Contract): PayKind => kindOfContractType(c.type) ?? 'daily';

/** The agent's own contract of this kind with its upline (or the platform) that is in force, if any. */
export function ownContract(withUpline: readonly Contract[]): Contract | null {
  return withUpline.find((c) => c.state === 'ACTIVE' || c.state === 'TERMINATION_PENDING') ?? null;
}

/**
 * "Please contact your agent" (spec 001 §7): shown where the agent asks about a kind of pay it holds no contract
 * for (none was agreed, or the rate chain ended it).
 */
export function NoUplineContract({ kind }: { kind: PayKind }) {
  const t = useTranslations('agent.contracts');
  const all = usePayContracts().data;
  const contracts = all && ofKind(all, kind);
  if (!contracts || ownContract(contracts.withUpline)) return null;
  // With an offer waiting for the agent, the answer is the agent's own: nobody else to contact.
  const offered = contracts.withUpline.some((c) => c.awaitingMe);
  return (
    <p className="callout" role="status" data-testid="agent-pay-contact-agent">
      {t('no_contract', { kind: t(`kind_${contractTypeOf(kind)}`) })}
      {!offered && ` ${t('contact_agent')}`}
    </p>
  );
}

/**
 * The contracts of one kind (spec 001 §3 "Contracts", §4): requests waiting for the agent's answer first, then
 * its own contract with the upline (terms spelled out) and the contracts it pays its downline agents, each with
 * the actions the upstream allows now; an upline offers a new rate from here. Contracts the rate chain ended say
 * so (their notices are in the announcements).
 */
export function ContractsPanel({ kind }: { kind: PayKind }) {
  const t = useTranslations('agent.contracts');
  const contracts = usePayContracts();
  const me = useSession().data;
  const userName = me?.loggedIn ? me.userName : '';
  const actions = useContractActions(userName);
  const [offering, setOffering] = useState(false);

  if (contracts.error && !contracts.data)
    return <ErrorState onRetry={() => void contracts.mutate()} retrying={contracts.isValidating} testId="agent-contracts-error" />;
  if (!contracts.data) return <Skeleton lines={5} />;
  const all = contracts.data;
  const data = ofKind(all, kind);
  const type = contractTypeOf(kind);
  // The rate chain may end a contract of another kind, and its page with it: said here, where the agent still is.
  const chainElsewhere = all.withUpline.filter((c) => c.type !== type && endedByChain(c));
  const waiting = awaitingFirst([...data.withUpline, ...data.withDownlines]).filter((c) => c.awaitingMe);
  const rest = (list: readonly Contract[]) => list.filter((c) => !c.awaitingMe);
  const own = ownContract(data.withUpline);
  const card = (c: Contract) => (
    <ContractCard key={c.id} contract={c} me={userName} onAction={(action) => actions.run(action, c, ofKind(all, kindOf(c)))} busy={actions.busy} />
  );
  const history = (list: readonly Contract[]) => rest(list).filter((c) => !isLive(c));
  const live = (list: readonly Contract[]) => rest(list).filter(isLive);

  return (
    <div className={styles.panel} data-testid="agent-contracts">
      {waiting.length > 0 && (
        <Group id="waiting" title={t('waiting_title')}>
          {waiting.map(card)}
        </Group>
      )}
      <Group id="upline" title={t('with_upline')}>
        <NoUplineContract kind={kind} />
        {[...live(data.withUpline), ...history(data.withUpline)].map(card)}
      </Group>
      <Group
        id="downlines"
        title={t('with_downlines')}
        action={
          <button type="button" className="button button-primary" onClick={() => setOffering(true)} data-testid="agent-contracts-offer">
            {t('offer_button')}
          </button>
        }
      >
        {live(data.withDownlines).length + history(data.withDownlines).length === 0 ? (
          <EmptyState title={t('empty_downlines')} testId="agent-contracts-downlines-empty" />
        ) : (
          [...live(data.withDownlines), ...history(data.withDownlines)].map(card)
        )}
      </Group>
      {chainElsewhere.length > 0 && (
        <Group id="chain" title={t('chain_elsewhere')}>
          {chainElsewhere.map(card)}
        </Group>
      )}
      {offering && (
        <OfferForm
          type={type}
          ownRate={own?.rate ?? null}
          ownPeriod={own?.period ?? null}
          downlines={[...new Set(data.withDownlines.map((c) => c.downline))]}
          onClose={() => setOffering(false)}
          onSent={actions.offered}
        />
      )}
    </div>
  );
}

/** One titled group of contracts (`agent-contracts-<id>`), with an optional action beside its title. */
function Group({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = `agent-contracts-${id}`;
  const heading = (
    <h3 id={headingId} className={styles.heading}>
      {title}
    </h3>
  );
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={headingId}>
      {action ? (
        <div className={styles.headingRow}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
