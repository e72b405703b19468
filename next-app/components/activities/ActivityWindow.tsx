'use client';

import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/components/access/use-error-text';
import { DateText } from '@/components/ui/DateText';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Modal } from '@/components/ui/Modal';
import { Money } from '@/components/ui/Money';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { isReplayed, useActionKey } from '@/lib/bff/action';
import { send } from '@/lib/bff/browser';
import { raffles } from '@/lib/bff/calls';
import type { Drawn, RaffleStatus } from '@/lib/bff/calls/raffles';
import { isBffError } from '@/lib/bff/errors';
import type { ActivityTarget, ActivityType } from '@/lib/activities/kinds';
import { formatMoney } from '@/lib/format/money';
import { KEYS, noPointlessRetry, useBalance } from '@/lib/hooks/use-member';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { lazyPart } from '@/lib/i18n/lazy-messages';
import type { GameProps, Phase } from './game';
import styles from './ActivityWindow.module.css';

/** Each game is its own download, fetched when its window first shows it. */
const GAMES: Record<ActivityType, ReturnType<typeof lazyPart<GameProps>>> = {
  RED_ENVELOPE: lazyPart(() => import('./RedEnvelope').then((m) => m.RedEnvelope)),
  GOLDEN_EGG: lazyPart(() => import('./GoldenEgg').then((m) => m.GoldenEgg)),
  PRIZE_WHEEL: lazyPart(() => import('./PrizeWheel').then((m) => m.PrizeWheel)),
};

/** The SWR key of a raffle's status pages (every page is asked again after a draw). */
const statusKey = (promotionId: number, page: number) => ['raffle:status', promotionId, page] as const;

/**
 * One activity (a red envelope, a golden egg, a prize wheel) in a window: the member's chances, the game, the
 * result once the game has shown it (announced to screen readers), and the member's past draws. A press draws
 * through the BFF with one idempotency key per press (a repeat of it is refused there and never draws twice);
 * the game then shows the prize the upstream chose, at once when the visitor asked for less motion. After it
 * is shown the balance, the chances, the record and the opener's lists (`onPlayed`) are asked again.
 */
export function ActivityWindow({ target, onClose, onPlayed }: { target: ActivityTarget; onClose: () => void; onPlayed?: () => void }) {
  const t = useTranslations('activities');
  const errorText = useErrorText();
  const balance = useBalance().data;
  const { mutate } = useSWRConfig();
  const motion = !useReducedMotion();
  const action = useActionKey();
  const [page, setPage] = useState(1);
  const status = useSWR(statusKey(target.promotionId, page), () => send(raffles.raffleStatus(target.promotionId, page)), {
    onErrorRetry: noPointlessRetry,
    keepPreviousData: true,
  });
  const [phase, setPhase] = useState<Phase>('ready');
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  // The egg the member picked (the golden egg), shown cracked.
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState('');
  // A press while a draw is under way sends nothing (React may not have re-rendered yet).
  const busy = useRef(false);

  const money = (amount: number) => formatMoney(amount, balance?.currencySymbol, balance?.currency);
  const data = status.data;
  const running = data ? data.status !== 'CLOSED' && data.status !== 'COMING_SOON' : false;
  // Once a prize is shown, the draw's own count is the newest until the status is read again.
  const chancesLeft = (phase === 'shown' ? drawn?.chancesLeft : null) ?? data?.chancesLeft ?? 0;
  const canPlay = running && (phase === 'ready' || phase === 'shown') && chancesLeft > 0;

  async function play(choice?: number) {
    if (busy.current || !canPlay) return;
    busy.current = true;
    setError(null);
    setResult('');
    setDrawn(null);
    setChoice(choice ?? null);
    setPhase('drawing');
    try {
      const won = await send(raffles.drawRaffle(target.promotionId), { actionKey: action.key() });
      action.done();
      setDrawn(won);
      setPhase('revealing');
    } catch (err) {
      action.done();
      busy.current = false;
      setPhase('ready');
      // A repeat of this press the BFF refused (it drew once, if at all): the status read again says how it went.
      if (!isReplayed(err)) setError(errorText(isBffError(err) ? err : null));
      void mutate((key) => Array.isArray(key) && key[0] === 'raffle:status' && key[1] === target.promotionId);
    }
  }

  // The draw whose prize has been shown: a second signal for it (the animation's end and its fallback timer) does nothing.
  const shown = useRef<Drawn | null>(null);
  function revealed() {
    if (!drawn || shown.current === drawn) return;
    shown.current = drawn;
    busy.current = false;
    setPhase('shown');
    const prize = drawn.prize ?? money(drawn.amount);
    setResult(`${t('won', { prize })} ${t('paid', { amount: money(drawn.amount) })}`);
    void Promise.all([
      mutate(KEYS.balance),
      mutate(KEYS.wallets),
      mutate(KEYS.rewards),
      mutate((key) => Array.isArray(key) && key[0] === 'raffle:status' && key[1] === target.promotionId),
    ]).then(() => onPlayed?.());
  }

  // A page of the record that no longer exists (fewer draws than when it was chosen): the last one.
  useEffect(() => {
    if (data && page > data.draws.totalPages) setPage(data.draws.totalPages);
  }, [data, page]);

  const Game = GAMES[target.type];
  return (
    <Modal open onClose={onClose} title={data?.title || target.title} size="md" testId="activity-window">
      <div className={styles.window} data-activity={target.type} data-phase={phase} data-motion={motion ? 'on' : 'off'}>
        {!data && status.error ? (
          <ErrorState onRetry={() => void status.mutate()} retrying={status.isValidating} testId="activity-error-state" />
        ) : !data ? (
          <Skeleton lines={6} />
        ) : (
          <>
            <p className={styles.chances} data-testid="activity-chances">
              {running ? t('chances', { count: chancesLeft }) : t('not_running')}
            </p>
            <Game
              prizes={data.prizes}
              drawn={drawn}
              choice={choice}
              phase={phase}
              motion={motion}
              canPlay={canPlay}
              onPlay={(picked) => void play(picked)}
              onRevealed={revealed}
            />
            <p className={styles.result} role="status" aria-live="polite" aria-atomic="true" data-testid="activity-result">
              {result}
            </p>
            {error && (
              <p className={styles.error} role="alert" data-testid="activity-error">
                {error}
              </p>
            )}
            <Record status={data} page={page} onPage={setPage} money={money} />
          </>
        )}
      </div>
    </Modal>
  );
}

/** The member's past draws in this raffle, newest first, with their time and prize. */
function Record({ status, page, onPage, money }: { status: RaffleStatus; page: number; onPage: (page: number) => void; money: (n: number) => string }) {
  const t = useTranslations('activities');
  const balance = useBalance().data;
  const rows = status.draws.rows;
  return (
    <section className={styles.record} aria-labelledby="activity-record-title" data-testid="activity-record">
      <h3 id="activity-record-title" className={styles.recordTitle}>
        {t('record')}
      </h3>
      {rows.length === 0 ? (
        <EmptyState title={t('record_empty')} testId="activity-record-empty" />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('record_time')}</th>
              <th scope="col">{t('record_prize')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((draw) => (
              <tr key={draw.id} data-testid="activity-record-row">
                <td>
                  <DateText value={draw.time} withTime noSeconds testId="activity-record-time" />
                </td>
                <td data-testid="activity-record-prize">
                  {draw.prize && draw.prize !== money(draw.amount) ? `${draw.prize} · ` : ''}
                  <Money amount={draw.amount} currencySymbol={balance?.currencySymbol} currency={balance?.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {status.draws.totalPages > 1 && (
        <Pagination page={page} pageCount={status.draws.totalPages} onPageChange={onPage} label={t('record')} testId="activity-record-pages" />
      )}
    </section>
  );
}
