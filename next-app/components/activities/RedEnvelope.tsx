'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/Money';
import { useBalance } from '@/lib/hooks/use-member';
import { type GameProps, useReveal } from './game';
import styles from './RedEnvelope.module.css';

/** How long the envelope takes to open (RedEnvelope.module.css). */
const OPEN_MS = 900;

/**
 * The red envelope: one press opens it, and the card inside shows the amount the upstream paid. Pressed again
 * (another chance), it closes and opens on the next draw.
 */
export function RedEnvelope(props: GameProps) {
  const t = useTranslations('activities');
  const balance = useBalance().data;
  const { drawn, phase, motion, canPlay, onPlay, onRevealed } = props;
  useReveal(props, OPEN_MS);
  const open = drawn !== null && (phase === 'revealing' || phase === 'shown');
  const label = phase === 'shown' ? t('open_another') : t('open_envelope');
  return (
    <div className={styles.stage}>
      <button
        type="button"
        className={styles.envelope}
        data-open={open || undefined}
        data-motion={motion ? 'on' : 'off'}
        aria-label={label}
        aria-disabled={!canPlay || undefined}
        aria-busy={phase === 'drawing' || undefined}
        onClick={() => canPlay && onPlay()}
        onAnimationEnd={(e) => e.animationName.includes('open-card') && onRevealed()}
        data-testid="activity-play"
      >
        <span className={styles.flap} aria-hidden="true" />
        <span className={styles.card} data-testid="activity-prize">
          {open && drawn && (
            <>
              <span className={styles.prize}>{drawn.prize}</span>
              <Money amount={drawn.amount} currencySymbol={balance?.currencySymbol} currency={balance?.currency} />
            </>
          )}
        </span>
        <span className={styles.seal} aria-hidden="true">
          福
        </span>
      </button>
      <p className={styles.hint} aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
