'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { DateText } from '@/components/ui/DateText';
import { Img } from '@/components/ui/Img';
import { send } from '@/lib/bff/browser';
import { lottery as calls } from '@/lib/bff/calls';
import { drawOffsetMs, formatCountdown, secondsLeft, winningDigits, type Lottery } from '@/lib/games/lottery';
import styles from './DrawCard.module.css';

function Balls({ number, testId }: { number: string; testId?: string }) {
  const digits = winningDigits(number);
  return (
    <span>
      <span className="visually-hidden">{digits.join(' ')}</span>
      <span className={styles.balls} aria-hidden="true" data-testid={testId}>
        {digits.map((digit, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place in the number is its identity (digits repeat)
          <span key={i} className={styles.ball}>
            {digit}
          </span>
        ))}
      </span>
    </span>
  );
}

/** The latest results of a lottery, asked for when opened (Vietnam: up to 100). */
function Results({ lottery, vietnam }: { lottery: Lottery; vietnam: boolean }) {
  const t = useTranslations('lottery');
  const results = useSWR(['lottery:results', lottery.gameId], () =>
    send(vietnam ? calls.vnOpenedNumbers(lottery.gameId) : calls.openedNumbers(lottery.gameId)),
  );
  if (!results.data) return <p className={styles.muted}>{results.error ? t('no_results') : '…'}</p>;
  if (results.data.length === 0) return <p className={styles.muted}>{t('no_results')}</p>;
  return (
    // Scrolls: focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so that a keyboard can scroll it
    <ol className={styles.results} aria-label={t('results_title', { game: lottery.name })} tabIndex={0} data-testid="lottery-results">
      {results.data.map((r) => (
        <li key={r.numero}>
          <span className={styles.muted}>{r.numero}</span>
          {r.openTime !== null && <DateText value={r.openTime} withTime noSeconds className={styles.muted} />}
          <Balls number={r.winningNumber} />
        </li>
      ))}
    </ol>
  );
}

export interface DrawCardProps {
  lottery: Lottery;
  /** When the draw's times were answered (epoch ms): the countdowns count from then. */
  fetchedAt: number;
  now: number;
  vietnam: boolean;
  highlighted: boolean;
  favourite: boolean;
  onFavourite: () => void;
  onBet: () => void;
}

/**
 * One lottery and its open draw (spec 001 §3 "Lottery game"): name, draw number, the live countdown to the draw
 * (`remainTime`) and to the betting lock (`lockTime × 1000 + 1 s`, spec 001 §4), the last result (up to 6 digits),
 * the favourite heart, the bet button and the latest results on demand.
 */
export function DrawCard({ lottery, fetchedAt, now, vietnam, highlighted, favourite, onFavourite, onBet }: DrawCardProps) {
  const t = useTranslations('lottery');
  const [showResults, setShowResults] = useState(false);
  // The clock ticks once a second: just after an answer it may still read a moment before it.
  const at = Math.max(now, fetchedAt);
  const toDraw = secondsLeft(fetchedAt + lottery.remainTime * 1000, at);
  const toLock = lottery.open ? secondsLeft(fetchedAt + drawOffsetMs(lottery.lockTime), at) : 0;
  return (
    <article className={styles.card} data-highlighted={highlighted || undefined} data-testid="lottery-draw" data-game={lottery.gameCode}>
      <header className={styles.head}>
        {lottery.icon && <Img src={lottery.icon} alt="" width={40} height={40} fit="contain" className={styles.icon} />}
        <h2 className={styles.name} data-testid="lottery-draw-name">
          {lottery.name}
        </h2>
        <button
          type="button"
          className={styles.heart}
          aria-pressed={favourite}
          aria-label={favourite ? t('fav_remove', { game: lottery.name }) : t('fav_add', { game: lottery.name })}
          onClick={onFavourite}
          data-testid="lottery-draw-fav"
        >
          {favourite ? '♥' : '♡'}
        </button>
      </header>
      <p className={styles.numero} data-testid="lottery-draw-numero">
        {t('numero', { numero: lottery.numero })}
      </p>
      <dl className={styles.times}>
        <div>
          <dt>{t('draws_in')}</dt>
          <dd className={styles.countdown} data-testid="lottery-draw-countdown" dir="ltr">
            {formatCountdown(toDraw)}
          </dd>
        </div>
        <div>
          <dt>{toLock > 0 ? t('closes_in') : t('closed')}</dt>
          <dd className={styles.countdown} data-testid="lottery-draw-lock" dir="ltr">
            {toLock > 0 ? formatCountdown(toLock) : '—'}
          </dd>
        </div>
      </dl>
      {lottery.lastWinningNumber && (
        <p className={styles.last}>
          <span className={styles.muted}>{t('last_result', { numero: lottery.lastNumero })}</span>
          <Balls number={lottery.lastWinningNumber} testId="lottery-draw-result" />
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          onClick={onBet}
          disabled={!lottery.open}
          data-testid="lottery-draw-bet"
          aria-label={t('bet_label', { game: lottery.name })}
        >
          {t('bet')}
        </button>
        <button type="button" className={styles.link} aria-expanded={showResults} onClick={() => setShowResults((v) => !v)} data-testid="lottery-draw-results">
          {t('results')}
        </button>
      </div>
      {showResults && <Results lottery={lottery} vietnam={vietnam} />}
    </article>
  );
}
