'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/Money';
import { EGG_COUNT } from '@/lib/activities/kinds';
import { useBalance } from '@/lib/hooks/use-member';
import { type GameProps, useReveal } from './game';
import styles from './GoldenEgg.module.css';

/** How long an egg takes to crack (GoldenEgg.module.css). */
const CRACK_MS = 1000;

/**
 * The golden egg: the member picks one of several eggs; it cracks and shows the prize the upstream drew (which
 * egg is picked changes nothing of the draw: the upstream decides). Another pick, with a chance left, draws again.
 */
export function GoldenEgg(props: GameProps) {
  const t = useTranslations('activities');
  const balance = useBalance().data;
  const { drawn, choice, phase, motion, canPlay, onPlay, onRevealed } = props;
  useReveal(props, CRACK_MS);
  const cracked = drawn !== null && (phase === 'revealing' || phase === 'shown') ? choice : null;
  return (
    <fieldset className={styles.stage} data-testid="activity-eggs">
      <legend className={styles.legend}>{t('pick_egg')}</legend>
      <ul className={styles.eggs}>
        {Array.from({ length: EGG_COUNT }, (_, i) => {
          const number = i + 1;
          const isCracked = cracked === number;
          return (
            <li key={number}>
              <button
                type="button"
                className={styles.egg}
                data-cracked={isCracked || undefined}
                data-picked={(phase === 'drawing' && choice === number) || undefined}
                data-motion={motion ? 'on' : 'off'}
                aria-label={t('egg', { number })}
                aria-disabled={!canPlay || undefined}
                aria-busy={(phase === 'drawing' && choice === number) || undefined}
                onClick={() => canPlay && onPlay(number)}
                onAnimationEnd={(e) => e.animationName.includes('crack') && onRevealed()}
                data-testid="activity-egg"
              >
                <span className={styles.shell} aria-hidden="true" />
                {isCracked && drawn && (
                  <span className={styles.prize} data-testid="activity-prize">
                    <span>{drawn.prize}</span>
                    <Money amount={drawn.amount} currencySymbol={balance?.currencySymbol} currency={balance?.currency} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
