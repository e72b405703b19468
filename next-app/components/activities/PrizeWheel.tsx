'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { landingIndex, landingRotation, segmentCentre, wheelFace } from '@/lib/activities/wheel';
import { type GameProps, useReveal } from './game';
import styles from './PrizeWheel.module.css';

/** How long a spin takes (PrizeWheel.module.css's transition). */
const SPIN_MS = 4500;

/**
 * The prize wheel: the raffle's prizes as segments under a pointer; a press spins it with one chance, and it lands
 * on the prize the upstream drew (its `prizeIndex`), never on another: a draw whose prize the wheel cannot find
 * does not turn it, and the result is said in words. Without motion it stands on the prize at once.
 */
export function PrizeWheel(props: GameProps) {
  const t = useTranslations('activities');
  const { prizes, drawn, phase, motion, canPlay, onPlay, onRevealed } = props;
  const index = drawn ? landingIndex(prizes, drawn) : null;
  // The wheel only turns forward: each spin starts where the last one stopped, and turns once per draw.
  const [rotation, setRotation] = useState(0);
  const count = prizes.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one turn per draw (a new answer), not per change of motion
  useEffect(() => {
    if (index === null) return;
    setRotation((from) => landingRotation(index, count, from, motion ? { stray: Math.random() * 2 - 1 } : { turns: 0 }));
  }, [drawn]);
  // Nothing to spin to: shown at once.
  useReveal({ ...props, motion: motion && index !== null }, SPIN_MS);
  const names = prizes.map((p) => p.name).join(', ');
  const spinning = phase === 'revealing' && motion && index !== null;
  return (
    <div className={styles.stage}>
      <div className={styles.frame}>
        <span className={styles.pointer} aria-hidden="true" />
        <div
          className={styles.wheel}
          role="img"
          aria-label={t('wheel_label', { prizes: names })}
          data-spinning={spinning || undefined}
          data-landed={phase === 'shown' && index !== null ? index : undefined}
          style={{ background: wheelFace(count, ['var(--brand-primary)', 'var(--brand-surface)']), transform: `rotate(${rotation}deg)` }}
          onTransitionEnd={(e) => e.propertyName === 'transform' && onRevealed()}
          data-testid="activity-wheel"
        >
          {prizes.map((prize, i) => (
            <span
              key={prize.index}
              className={styles.label}
              data-even={i % 2 === 0 || undefined}
              style={{ '--angle': `${segmentCentre(i, count)}deg` } as CSSProperties}
              data-testid="activity-wheel-segment"
            >
              <span>{prize.name}</span>
            </span>
          ))}
        </div>
        <button
          type="button"
          className={styles.spin}
          aria-disabled={!canPlay || undefined}
          aria-busy={phase === 'drawing' || spinning || undefined}
          onClick={() => canPlay && onPlay()}
          data-testid="activity-play"
        >
          {t('spin')}
        </button>
      </div>
    </div>
  );
}
