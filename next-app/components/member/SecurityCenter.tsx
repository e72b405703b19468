'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePasswordWindows } from '@/components/access/PasswordWindows';
import { ErrorState } from '@/components/ui/ErrorState';
import { Img } from '@/components/ui/Img';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { useBalance, useMemberInfo, useRankProgress } from '@/lib/hooks/use-member';
import { serviceLink } from '@/lib/shell/contacts';
import { useCentreServices } from './centre-services';
import { BankCards } from './community/BankCards';
import styles from './SecurityCenter.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

const ChatRoom = lazyPart(() => import('@/components/shell/ChatRoom').then((m) => m.ChatRoom));
const PaymentPasswordModal = lazyPart(() => import('./PaymentPasswordModal').then((m) => m.PaymentPasswordModal));

/**
 * My account (`?member=securityCenter`, spec 001 §2, §7 "Member"): the member's profile as the upstream keeps it
 * (nickname, account, masked mobile and e-mail, labels, VIP rank and the progress to the next one, avatar) and the
 * change of password (the access work's window, asking the old password), the payment password, and the bank cards
 * (added and removed there). A rank with VIP content (above 4, spec 000 §6) shows its VIP service there too.
 */
export function SecurityCenter() {
  const t = useTranslations('member');
  const info = useMemberInfo();
  const passwords = usePasswordWindows();
  const [pinOpen, setPinOpen] = useState(false);
  if (info.error && !info.data) return <ErrorState onRetry={() => void info.mutate()} retrying={info.isValidating} />;
  const m = info.data;
  if (!m) return <Skeleton lines={6} />;
  const rows: [string, string, string][] = [
    ['nickname', t('nickname'), m.nickname],
    ['account', t('account'), m.account],
    ['mobile', t('mobile'), m.mobile || t('not_set')],
    ['email', t('email'), m.email || t('not_set')],
    ['rank', t('rank'), m.rankName],
  ];
  return (
    <div className={styles.account}>
      <div className={styles.profile} data-testid="member-profile">
        {m.avatar && <Img src={m.avatar} alt={t('avatar')} width={72} height={72} className={styles.avatar} testId="member-avatar" />}
        <dl className={styles.facts}>
          {rows.map(([key, label, value]) => (
            <div key={key} className={styles.fact}>
              <dt>{label}</dt>
              <dd data-testid={`member-profile-${key}`}>{value}</dd>
            </div>
          ))}
          {m.labels.length > 0 && (
            <div className={styles.fact}>
              <dt>{t('labels')}</dt>
              <dd data-testid="member-profile-labels">{m.labels.join(', ')}</dd>
            </div>
          )}
        </dl>
      </div>
      <RankProgressBlock />
      <VipServiceBlock rankLevel={m.rankLevel} rankName={m.rankName} />
      <section className={styles.block} aria-labelledby="member-security-title">
        <h3 id="member-security-title" className={styles.blockTitle}>
          {t('security_title')}
        </h3>
        <div className={styles.securityRow}>
          <span>{t('login_password')}</span>
          {passwords && (
            <button type="button" className="button" onClick={passwords.openChange} data-testid="member-change-password">
              {t('change_password')}
            </button>
          )}
        </div>
        <div className={styles.securityRow}>
          <span>
            {t('pin_title')}{' '}
            <span className={styles.state} data-testid="member-pin-state">
              {m.hasPaymentPassword ? t('pin_is_set') : t('not_set')}
            </span>
          </span>
          <button type="button" className="button" onClick={() => setPinOpen(true)} data-testid="member-payment-password">
            {m.hasPaymentPassword ? t('pin_change') : t('pin_set')}
          </button>
        </div>
      </section>
      <BankCards />
      {pinOpen && <PaymentPasswordModal change={m.hasPaymentPassword} onClose={() => setPinOpen(false)} onDone={() => void info.mutate()} />}
    </div>
  );
}

function RankProgressBlock() {
  const t = useTranslations('member');
  const progress = useRankProgress();
  const balance = useBalance();
  const p = progress.data;
  if (progress.error && !p) return <ErrorState onRetry={() => void progress.mutate()} retrying={progress.isValidating} />;
  if (!p) return <Skeleton lines={2} />;
  const percent = Math.round(p.progress * 100);
  const money = (amount: number) => <Money amount={amount} currencySymbol={balance.data?.currencySymbol} currency={balance.data?.currency} />;
  return (
    <section className={styles.block} aria-labelledby="member-rank-title" data-testid="member-rank">
      <h3 id="member-rank-title" className={styles.blockTitle}>
        {p.nextRankName ? t('rank_next', { rank: p.nextRankName }) : t('rank_top', { rank: p.rankName })}
      </h3>
      <progress className={styles.bar} max={100} value={percent} aria-labelledby="member-rank-title" data-testid="member-rank-bar">
        {percent}%
      </progress>
      <p className={styles.turnover} data-testid="member-rank-turnover">
        {t('rank_turnover')} {money(p.actual)} / {money(p.expected)} ({percent}%)
      </p>
    </section>
  );
}

/** The VIP customer service of ranks above 4 (spec 000 §6), when the upstream names one: opened in the chat room. */
function VipServiceBlock({ rankLevel, rankName }: { rankLevel: number; rankName: string }) {
  const t = useTranslations('member');
  const tBar = useTranslations('rightbar');
  const { customerService, chatHeaderColor } = useCentreServices();
  const [chatOpen, setChatOpen] = useState(false);
  const service = serviceLink(customerService, rankLevel);
  if (service?.kind !== 'VIP') return null;
  return (
    <section className={styles.block} aria-labelledby="member-vip-title" data-testid="member-vip">
      <h3 id="member-vip-title" className={styles.blockTitle}>
        {t('vip_title', { rank: rankName })}
      </h3>
      <div className={styles.securityRow}>
        <span>{t('vip_service_text')}</span>
        <button type="button" className="button" onClick={() => setChatOpen(true)} data-testid="member-vip-service">
          {tBar('vip_service')}
        </button>
      </div>
      {chatOpen && <ChatRoom url={service.url} title={tBar('vip_service')} headerColor={chatHeaderColor} onClose={() => setChatOpen(false)} />}
    </section>
  );
}
