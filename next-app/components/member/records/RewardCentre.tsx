'use client';

import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useActivityWindow } from '@/components/activities/ActivityLauncher';
import { Icon } from '@/components/icons/Icon';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Img } from '@/components/ui/Img';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { send } from '@/lib/bff/browser';
import type { BffCall } from '@/lib/bff/call';
import { raffles, records } from '@/lib/bff/calls';
import type { Claimed } from '@/lib/bff/calls/raffles';
import type { Ticket } from '@/lib/bff/calls/records';
import { KEYS, noPointlessRetry, useBalance } from '@/lib/hooks/use-member';
import { activityOf, type ActivityTarget } from '@/lib/activities/kinds';
import { claimables, claimType, type Claimable } from '@/lib/member/rewards';
import { useClaim } from './hooks';
import styles from './RewardCentre.module.css';

const KEY = {
  available: 'rewards:tickets:AVAILABLE',
  claimed: 'rewards:tickets:CLAIMED',
  issued: 'rewards:promotions:ISSUED',
  claim: 'rewards:promotions:CLAIM',
} as const;

/**
 * The reward centre (`?member=rewardCenter`, module REWCEN3): what waits to be claimed — reward-centre tickets (bonuses,
 * and prize wheel, golden egg, red envelope and slot machine chances) and the issued, reached or raffle promotions
 * that have no ticket — each with its claim, and the tickets already claimed. A claim shows what it paid, and the
 * header's balance and the red count follow without a reload. A red envelope, golden egg or prize wheel chance opens
 * its activity window (components/activities), where the member plays it.
 */
export function RewardCentre() {
  const t = useTranslations('member');
  const [tab, setTab] = useState('waiting');
  const { mutate } = useSWRConfig();
  const activity = useActivityWindow(() => void Promise.all(Object.values(KEY).map((key) => mutate(key))));
  return (
    <>
      <Tabs
        label={t('rewards_tabs')}
        value={tab}
        onValueChange={setTab}
        testId="rewards-tabs"
        items={[
          {
            value: 'waiting',
            label: t('rewards_waiting'),
            panel: <Waiting onPlay={activity.open} onPlayHover={activity.preload} />,
            testId: 'rewards-tab-waiting',
          },
          { value: 'claimed', label: t('rewards_claimed'), panel: <ClaimedTickets />, testId: 'rewards-tab-claimed' },
        ]}
      />
      {activity.element}
    </>
  );
}

/** Opens an activity's window, and fetches it ahead when a control that opens one is touched. */
interface Play {
  onPlay: (target: ActivityTarget) => void;
  onPlayHover: () => void;
}

/** A list of the reward centre, kept under its own key (a claim asks every one again). */
function useRewardList<T>(key: string, call: () => BffCall<T>) {
  return useSWR(key, () => send(call()), { onErrorRetry: noPointlessRetry });
}

function Waiting(play: Play) {
  const t = useTranslations('member');
  const available = useRewardList(KEY.available, () => records.claimTickets('AVAILABLE'));
  const issued = useRewardList(KEY.issued, () => records.promotionsToClaim('ISSUED'));
  const claim = useRewardList(KEY.claim, () => records.promotionsToClaim('CLAIM'));
  const all = [available, issued, claim];
  if (all.some((l) => l.error && !l.data)) {
    return <ErrorState onRetry={() => void Promise.all(all.map((l) => l.mutate()))} retrying={all.some((l) => l.isValidating)} testId="rewards-error" />;
  }
  if (!available.data || !issued.data || !claim.data) return <Skeleton lines={5} />;
  const items = claimables(available.data, [...issued.data, ...claim.data]);
  if (items.length === 0) return <EmptyState title={t('rewards_none')} testId="rewards-empty" />;
  return (
    <ul className={styles.list} aria-label={t('rewards_waiting')} data-testid="rewards-list">
      {items.map((item) => (
        <ClaimCard key={`${item.kind}-${item.id}`} item={item} {...play} />
      ))}
    </ul>
  );
}

/** The call that claims an item: a ticket by its own call, a promotion by its kind's. */
function claimCall(item: Claimable): BffCall<Claimed> {
  if (item.kind === 'ticket') return records.claimTicket(item.id);
  return item.raffle ? raffles.drawRaffle(item.id) : records.claimIssuedPromotion(item.id);
}

function ClaimCard({ item, onPlay, onPlayHover }: { item: Claimable } & Play) {
  const t = useTranslations('member');
  const balance = useBalance().data;
  const { busy, claim } = useClaim([KEYS.rewards, ...Object.values(KEY)]);
  const activity = activityOf(item.promotionId, item.type, item.name);

  return (
    <li className={styles.card} data-testid="rewards-item" data-kind={item.kind}>
      <span className={styles.art} aria-hidden="true">
        {item.imageUrl ? <Img src={item.imageUrl} alt="" width={56} height={56} /> : <Icon name="REWARD" size={32} />}
      </span>
      <span className={styles.what}>
        <span className={styles.name} data-testid="rewards-item-name">
          {item.name}
        </span>
        <span className={styles.detail}>
          {t(`rewards_type_${item.type}`)}
          {item.amount !== null && item.amount > 0 && (
            <>
              {' · '}
              <Money amount={item.amount} currencySymbol={balance?.currencySymbol} currency={balance?.currency} />
            </>
          )}
          {item.chancesLeft !== null && <> · {t('rewards_chances', { count: item.chancesLeft })}</>}
        </span>
        {item.createTime !== null && (
          <span className={styles.detail}>
            <DateText value={item.createTime} />
          </span>
        )}
      </span>
      <button
        type="button"
        className="button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => (activity ? onPlay(activity) : void claim(claimCall(item), t('rewards_done_title')))}
        onPointerEnter={activity ? onPlayHover : undefined}
        onFocus={activity ? onPlayHover : undefined}
        aria-label={t('rewards_claim_label', { name: item.name })}
        aria-haspopup={activity ? 'dialog' : undefined}
        data-testid="rewards-claim"
      >
        {item.raffle ? t('rewards_draw') : t('rewards_claim')}
      </button>
    </li>
  );
}

function ClaimedTickets() {
  const t = useTranslations('member');
  const balance = useBalance().data;
  const list = useRewardList(KEY.claimed, () => records.claimTickets('CLAIMED'));
  if (list.error && !list.data) return <ErrorState onRetry={() => void list.mutate()} retrying={list.isValidating} testId="rewards-claimed-error" />;
  if (!list.data) return <Skeleton lines={4} />;
  if (list.data.length === 0) return <EmptyState title={t('rewards_none_claimed')} testId="rewards-claimed-empty" />;
  return (
    <ul className={styles.list} aria-label={t('rewards_claimed')} data-testid="rewards-claimed-list">
      {list.data.map((ticket: Ticket) => (
        <li key={ticket.id} className={styles.card} data-testid="rewards-claimed-item">
          <span className={styles.what}>
            <span className={styles.name}>{ticket.name}</span>
            <span className={styles.detail}>
              {t(`rewards_type_${claimType(ticket.ticketType)}`)}
              {ticket.prize && <> · {ticket.prize}</>}
            </span>
          </span>
          <span className={styles.claimedSide}>
            <Money amount={ticket.amount} currencySymbol={balance?.currencySymbol} currency={balance?.currency} />
            {ticket.claimTime !== null && <DateText value={ticket.claimTime} withTime noSeconds />}
          </span>
        </li>
      ))}
    </ul>
  );
}
