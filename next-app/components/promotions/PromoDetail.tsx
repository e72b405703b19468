'use client';

import { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useActivityWindow } from '@/components/activities/ActivityLauncher';
import { useLoginWindow } from '@/components/access/LoginWindow';
import { useSubmit } from '@/components/forms/use-submit';
import { DateText } from '@/components/ui/DateText';
import { ErrorState } from '@/components/ui/ErrorState';
import { Img } from '@/components/ui/Img';
import { SafeHtml, sanitisedByBff } from '@/components/ui/SafeHtml';
import { Skeleton } from '@/components/ui/Skeleton';
import { useUi } from '@/components/ui/UiProvider';
import { send } from '@/lib/bff/browser';
import { promotions, raffles } from '@/lib/bff/calls';
import type { PromotionDetail } from '@/lib/bff/calls/promotions';
import { activityOf } from '@/lib/activities/kinds';
import { formatMoney } from '@/lib/format/money';
import { KEYS, useBalance, useSession } from '@/lib/hooks/use-member';
import { StatusTag } from './StatusTag';
import { usePromotionDetail } from './use-promotions';
import styles from './Promotions.module.css';
import { lazyPart } from '@/lib/i18n/lazy-messages';

const ApplyForm = lazyPart(() => import('./ApplyForm').then((m) => m.ApplyForm));

/**
 * One promotion (`/promoDetail?promotionId=`): its picture, period, status and rules (HTML sanitised by the BFF),
 * and what the member can do in its status: apply with a remark and images, join, sign in, claim, or draw a raffle
 * (a red envelope, golden egg or prize wheel in its activity window, components/activities).
 */
export function PromoDetail({ id, initial }: { id: number; initial: PromotionDetail | null }) {
  const t = useTranslations('promotions');
  const detail = usePromotionDetail(id, initial);
  const { mutate } = useSWRConfig();
  // Outside the actions: the last chance used turns the status to Claimed, and the window stays open on its prize.
  const activity = useActivityWindow(
    () => void Promise.all([detail.mutate(), mutate((key) => Array.isArray(key) && key[0] === 'promo:list'), mutate('promo:participation')]),
  );
  if (detail.error && !detail.data) return <ErrorState onRetry={() => void detail.mutate()} retrying={detail.isValidating} testId="promo-detail-error" />;
  if (!detail.data) return <Skeleton lines={8} />;
  const p = detail.data;
  return (
    <article className={styles.detail} data-testid="promo-detail">
      <Img src={p.imageUrl} alt="" width={960} height={360} className={styles.detailArt} priority />
      <header className={styles.cardHead}>
        <h2 className={styles.detailTitle} data-testid="promo-detail-title">
          {p.title}
        </h2>
        <StatusTag status={p.status} />
      </header>
      <p className={styles.note}>
        {t('period')}: <DateText value={p.startTime} /> – <DateText value={p.endTime} />
      </p>
      {p.progress && (
        <p data-testid="promo-progress">
          <progress className={styles.progress} max={100} value={p.progress.percent} aria-label={t('progress', { percent: p.progress.percent })} />{' '}
          {t('progress', { percent: p.progress.percent })}
        </p>
      )}
      {p.appliedTime !== null && (
        <p className={styles.note} data-testid="promo-applied">
          {t('applied_on')} <DateText value={p.appliedTime} withTime noSeconds />
          {p.remark ? ` · ${p.remark}` : ''} · {t('image_count', { count: p.imageCount })}
        </p>
      )}
      {p.reviewRemark && (
        <p className={styles.note} data-testid="promo-review-remark">
          {t('review_remark')}: {p.reviewRemark}
        </p>
      )}
      <SafeHtml html={sanitisedByBff(p.content)} className={styles.content} testId="promo-content" />
      {p.prizes.length > 0 && <Prizes prizes={p.prizes} />}
      <Actions promo={p} onChanged={() => detail.mutate()} activity={activity} />
      {activity.element}
      <a href="/promotions" className={styles.back}>
        {t('back')}
      </a>
    </article>
  );
}

/** A raffle's prizes, as the upstream names them (a name already says the amount: "฿168"). */
function Prizes({ prizes }: { prizes: PromotionDetail['prizes'] }) {
  const t = useTranslations('promotions');
  return (
    <section aria-labelledby="promo-prizes-title">
      <h3 id="promo-prizes-title">{t('prizes')}</h3>
      <ul className={styles.prizes} data-testid="promo-prizes">
        {prizes.map((prize) => (
          <li key={prize.name}>{prize.name}</li>
        ))}
      </ul>
    </section>
  );
}

/** The action a status allows (spec 001 §4): one button, or the application form. */
function Actions({
  promo,
  onChanged,
  activity,
}: {
  promo: PromotionDetail;
  onChanged: () => Promise<unknown>;
  activity: ReturnType<typeof useActivityWindow>;
}) {
  const t = useTranslations('promotions');
  const session = useSession();
  const login = useLoginWindow();
  const ui = useUi();
  const submit = useSubmit();
  const balance = useBalance();
  const { mutate } = useSWRConfig();
  const money = (amount: number) => formatMoney(amount, balance.data?.currencySymbol, balance.data?.currency);

  async function settled() {
    await Promise.all([
      onChanged(),
      mutate(KEYS.balance),
      mutate(KEYS.wallets),
      mutate((key) => Array.isArray(key) && key[0] === 'promo:list'),
      mutate('promo:participation'),
    ]);
  }

  const act = (action: () => Promise<string>) =>
    void submit.run(async () => {
      const done = await action();
      await settled();
      ui.toast(done);
    });

  let control: React.ReactNode = null;
  if (session.data?.loggedIn !== true) {
    if (promo.status === 'JOIN')
      control = (
        <button type="button" className="button" onClick={() => login('required')} data-testid="promo-login">
          {t('login_to_join')}
        </button>
      );
  } else if (promo.status === 'JOIN' && promo.kind === 'SIGN_IN') {
    // The daily check-in is one press a day, credited at once: nothing is reviewed, so no remark is asked.
    control = (
      <button
        type="button"
        className="button"
        disabled={submit.busy}
        aria-busy={submit.busy}
        onClick={() =>
          act(async () => {
            await send(promotions.applyPromotion({ promotionId: promo.promotionId }));
            return t('joined');
          })
        }
        data-testid="promo-sign-in"
      >
        {t('sign_in')}
      </button>
    );
  } else if (promo.status === 'JOIN' && promo.kind !== 'RAFFLE') {
    // Spec 001 §4: an application (to apply or to join) carries a remark, and images where the promotion takes proof.
    control = <ApplyForm promo={promo} onApplied={settled} />;
  } else if (promo.status === 'ISSUED' || (promo.status === 'CLAIM' && promo.kind !== 'RAFFLE')) {
    control = (
      <button
        type="button"
        className="button"
        disabled={submit.busy}
        aria-busy={submit.busy}
        onClick={() => act(async () => t('claimed', { amount: money((await send(promotions.claimPromotion(promo.promotionId))).amount) }))}
        data-testid="promo-claim"
      >
        {t('claim')}
      </button>
    );
  } else if (promo.status === 'CLAIM' && promo.kind === 'RAFFLE') {
    const game = activityOf(promo.promotionId, promo.raffleType, promo.title);
    control = (
      <button
        type="button"
        className="button"
        disabled={submit.busy}
        aria-busy={submit.busy}
        aria-haspopup={game ? 'dialog' : undefined}
        onPointerEnter={game ? activity.preload : undefined}
        onFocus={game ? activity.preload : undefined}
        onClick={() =>
          game
            ? activity.open(game)
            : act(async () => {
                const won = await send(raffles.drawRaffle(promo.promotionId));
                return t('drawn', { prize: won.prize || money(won.amount), left: won.chancesLeft ?? 0 });
              })
        }
        data-testid="promo-draw"
      >
        {t('draw', { left: promo.chancesLeft ?? 0 })}
      </button>
    );
  }
  return (
    <div className={styles.actions} data-testid="promo-actions">
      {control}
      {submit.error && (
        <p className={styles.error} role="alert" data-testid="promo-action-error">
          {submit.error}
        </p>
      )}
    </div>
  );
}
