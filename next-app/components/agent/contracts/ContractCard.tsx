'use client';

import { useTranslations } from 'next-intl';
import { DateText } from '@/components/ui/DateText';
import type { Contract } from '@/lib/bff/calls/agent-pay';
import { cardActions, endedByChain, formatRate, type CardAction } from '@/lib/agent/pay';
import { useMoneyText } from './texts';
import styles from './Contracts.module.css';

/**
 * One contract with its terms spelled out (rate, period, the conditions a period must meet), who pays whom, its
 * state (an open request and whose answer it waits for; how and when it ended, the rate chain's endings named
 * as such) and the buttons of the actions allowed now.
 */
export function ContractCard({ contract: c, me, onAction, busy }: { contract: Contract; me: string; onAction: (a: CardAction) => void; busy: boolean }) {
  const t = useTranslations('agent.contracts');
  const money = useMoneyText();
  const earner = c.downline === me;
  const other = earner ? c.upline : c.downline;
  const counterpart = earner ? (c.upline ? t('from_upline', { name: c.upline }) : t('from_platform')) : t('to_downline', { name: c.downline });
  const request =
    c.requestType === null || (c.state !== 'PENDING' && c.state !== 'TERMINATION_PENDING')
      ? null
      : t(`request_${c.requestType === 'NEW' ? 'offer' : 'end'}_${c.awaitingMe ? 'mine' : 'theirs'}`, { name: (c.awaitingMe ? c.requestedBy : other) ?? '' });
  return (
    <article className={styles.card} data-state={c.state} data-chain={endedByChain(c) || undefined} data-testid={`agent-contract-${c.id}`}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`kind_${c.type}`)}</span>
        <strong className={styles.rate} data-testid="agent-contract-rate">
          {formatRate(c.rate)}
        </strong>
        <span className={styles.state} data-testid="agent-contract-state">
          {t(`state_${c.state}`)}
        </span>
      </header>
      <p className={styles.party}>{counterpart}</p>
      <ul className={styles.terms}>
        <li>{t('term_period', { period: t(`period_${c.period}` as Parameters<typeof t>[0]) })}</li>
        <li>{t('term_active', { count: c.activeMembers })}</li>
        {c.betAmount !== null && c.betAmount > 0 && (
          <li>{t('term_bet_amount', { amount: money(c.betAmount), per: t(`per_${c.betAmountPer ?? 'DAY'}` as Parameters<typeof t>[0]) })}</li>
        )}
        {c.periodValidBet !== null && c.periodValidBet > 0 && <li>{t('term_valid_bet', { amount: money(c.periodValidBet) })}</li>}
        {c.periodProfitLoss !== null && c.periodProfitLoss !== 0 && <li>{t('term_loss', { amount: money(Math.abs(c.periodProfitLoss)) })}</li>}
      </ul>
      {request && (
        <p className={styles.request} data-testid="agent-contract-request">
          {request}
        </p>
      )}
      {c.replaces !== null && c.state === 'PENDING' && <p className={styles.meta}>{t('revises')}</p>}
      {c.activeFrom !== null && c.state !== 'PENDING' && c.endedTime === null && (
        <p className={styles.meta}>
          {t('active_from')} <DateText value={c.activeFrom} withTime noSeconds />
        </p>
      )}
      {c.endedTime !== null && c.endReason && (
        <p className={endedByChain(c) ? styles.chain : styles.meta} data-testid="agent-contract-ended" data-reason={c.endReason}>
          {t('ended')} <DateText value={c.endedTime} withTime noSeconds /> · {t(`reason_${c.endReason}` as Parameters<typeof t>[0])}
          {endedByChain(c) && <span className={styles.chainHint}> {t('chain_notice')}</span>}
        </p>
      )}
      {c.remark && <p className={styles.remark}>“{c.remark}”</p>}
      {c.actions.length > 0 && (
        <div className={styles.actions}>
          {cardActions(c).map((a) => (
            <button
              key={a}
              type="button"
              className={`button ${a === 'ACCEPT' ? 'button-primary' : 'button-ghost'}`}
              disabled={busy}
              onClick={() => onAction(a)}
              data-testid={`agent-contract-${a.toLowerCase()}`}
            >
              {t(`action_${a}`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
