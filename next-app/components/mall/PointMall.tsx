'use client';

import { useState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { Icon } from '@/components/icons/Icon';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Img } from '@/components/ui/Img';
import { Skeleton } from '@/components/ui/Skeleton';
import { Tabs } from '@/components/ui/Tabs';
import { useUi } from '@/components/ui/UiProvider';
import { contactChannelFor, REWARD_TYPES, type MallReward, type RewardType } from '@/lib/bff/calls/mall';
import { formatMoney } from '@/lib/format/money';
import { useBalance, useSession } from '@/lib/hooks/use-member';
import { usePoints, useRewards } from './use-mall';
import styles from './PointMall.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

const RedeemModal = lazyPart(() => import('./RedeemModal').then((m) => m.RedeemModal));
const ConvertModal = lazyPart(() => import('./ConvertModal').then((m) => m.ConvertModal));
const ContactBonusModal = lazyPart(() => import('./ContactBonusModal').then((m) => m.ContactBonusModal));
const MallRecords = lazyPart(() => import('./MallRecords').then((m) => m.MallRecords));

type Open = { kind: 'redeem'; reward: MallReward } | { kind: 'convert' } | { kind: 'contact' } | null;

/**
 * The points mall (`/pointMall`, spec 001 §2 "points mall with redeem history and points details", §3, §4, §9):
 * the member's points (which never expire), the rewards by type for everyone (a visitor's redeem asks for a login),
 * redeem and convert (password-checked), the contact-bonus prompt, and for a member the redeem history and the
 * points details.
 */
export function PointMall() {
  const tAccess = useTranslations('access');
  const session = useSession();
  const login = useLoginWindow();
  const ui = useUi();
  const [open, setOpen] = useState<Open>(null);
  const member = session.data?.loggedIn === true && !session.data.isTrial;

  // A visitor is asked to log in; a trial account is told it needs a real one (spec 001 §6).
  function asMember(next: Exclude<Open, null>) {
    if (member) setOpen(next);
    else if (session.data?.loggedIn) void ui.warn(tAccess('in_need_true_account'));
    else login('required');
  }

  return (
    <div className={styles.mall} data-testid="mall">
      <div className={styles.top}>
        <PointsCard
          member={member}
          onConvert={() => asMember({ kind: 'convert' })}
          onLogin={() => (session.data?.loggedIn ? void ui.warn(tAccess('in_need_true_account')) : login())}
        />
        <ContactPrompt onRedeem={() => asMember({ kind: 'contact' })} />
      </div>
      <Rewards onRedeem={(reward) => asMember({ kind: 'redeem', reward })} />
      {member && <MallRecords />}
      {open?.kind === 'redeem' && <RedeemModal reward={open.reward} onClose={() => setOpen(null)} />}
      {open?.kind === 'convert' && <ConvertModal onClose={() => setOpen(null)} />}
      {open?.kind === 'contact' && <ContactBonusModal onClose={() => setOpen(null)} />}
    </div>
  );
}

function PointsCard({ member, onConvert, onLogin }: { member: boolean; onConvert: () => void; onLogin: () => void }) {
  const t = useTranslations('mall');
  const format = useFormatter();
  const points = usePoints();
  let value: React.ReactNode;
  if (!member) {
    value = (
      <button type="button" className="button" onClick={onLogin} data-testid="mall-login">
        {t('login_to_see')}
      </button>
    );
  } else if (points.error && !points.data) {
    value = <ErrorState onRetry={() => void points.mutate()} retrying={points.isValidating} testId="mall-points-error" />;
  } else if (!points.data) {
    value = <Skeleton width="8ch" height="2rem" />;
  } else {
    value = (
      <strong className={styles.points} data-testid="mall-points">
        {format.number(points.data.currentPoints)}
      </strong>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="mall-points-title" data-testid="mall-balance">
      <h2 id="mall-points-title" className={styles.cardTitle}>
        <Icon name="REWARD" size={18} /> {t('points_title')}
      </h2>
      {value}
      <p className={styles.note} data-testid="mall-never-expire">
        {t('never_expire')}
      </p>
      {member && (
        <button type="button" className="button button-ghost" onClick={onConvert} data-testid="mall-convert">
          {t('convert')}
        </button>
      )}
    </section>
  );
}

/** The spec's bonus prompt: a Zalo number ID, or a WhatsApp one on Indonesian sites (spec 001 §8, §9). */
function ContactPrompt({ onRedeem }: { onRedeem: () => void }) {
  const t = useTranslations('mall');
  const channel = contactChannelFor(useLocale());
  return (
    <section className={`${styles.card} ${styles.bonus}`} aria-labelledby="mall-bonus-title" data-testid="mall-bonus">
      <h2 id="mall-bonus-title" className={styles.cardTitle}>
        {t(`bonus_title_${channel}`)}
      </h2>
      <p className={styles.note}>{t(`bonus_prompt_${channel}`)}</p>
      <button type="button" className="button" onClick={onRedeem} data-testid="mall-bonus-open">
        {t('bonus_redeem')}
      </button>
    </section>
  );
}

function Rewards({ onRedeem }: { onRedeem: (reward: MallReward) => void }) {
  const t = useTranslations('mall');
  const rewards = useRewards();
  const [type, setType] = useState<'ALL' | RewardType>('ALL');
  const items = [
    { value: 'ALL', label: t('type_ALL'), testId: 'mall-type-ALL' },
    ...REWARD_TYPES.map((r) => ({ value: r, label: t(`type_${r}`), testId: `mall-type-${r}` })),
  ];
  let body: React.ReactNode;
  if (rewards.error && !rewards.data) body = <ErrorState onRetry={() => void rewards.mutate()} retrying={rewards.isValidating} testId="mall-rewards-error" />;
  else if (!rewards.data) body = <Skeleton lines={4} />;
  else {
    const shown = rewards.data.filter((r) => type === 'ALL' || r.rewardType === type);
    body =
      shown.length === 0 ? (
        <EmptyState title={t('rewards_empty')} testId="mall-rewards-empty" />
      ) : (
        <ul className={styles.grid} aria-label={t('rewards_title')}>
          {shown.map((r) => (
            <RewardCard key={r.rewardId} reward={r} onRedeem={() => onRedeem(r)} />
          ))}
        </ul>
      );
  }
  return (
    <section aria-labelledby="mall-rewards-title" className={styles.section}>
      <h2 id="mall-rewards-title" className={styles.sectionTitle}>
        {t('rewards_title')}
      </h2>
      <Tabs items={items} label={t('rewards_by_type')} value={type} onValueChange={(v) => setType(v as 'ALL' | RewardType)} testId="mall-types">
        {body}
      </Tabs>
    </section>
  );
}

function RewardCard({ reward, onRedeem }: { reward: MallReward; onRedeem: () => void }) {
  const t = useTranslations('mall');
  const format = useFormatter();
  const balance = useBalance();
  const soldOut = reward.stock === 0;
  return (
    <li className={styles.reward} data-testid={`mall-reward-${reward.rewardId}`}>
      <Img src={reward.imageUrl} alt="" width={320} height={180} className={styles.rewardArt} />
      <div className={styles.rewardBody}>
        <h3 className={styles.rewardName}>{reward.name}</h3>
        <p className={styles.note}>{reward.description}</p>
        <p className={styles.cost}>
          <strong>{t('points_count', { points: format.number(reward.pointsRequired) })}</strong>
          {reward.amountRequired > 0 && (
            <span data-testid="mall-reward-amount">
              {' '}
              {t('plus_amount', { amount: formatMoney(reward.amountRequired, balance.data?.currencySymbol, balance.data?.currency) })}
            </span>
          )}
        </p>
        {reward.stock !== null && reward.stock > 0 && <p className={styles.note}>{t('stock', { count: reward.stock })}</p>}
        <button
          type="button"
          className="button"
          disabled={soldOut}
          onClick={onRedeem}
          aria-label={t('redeem_label', { name: reward.name })}
          data-testid={`mall-redeem-${reward.rewardId}`}
        >
          {soldOut ? t('sold_out') : t('redeem')}
        </button>
      </div>
    </li>
  );
}
