'use client';

import { useEffect, useRef } from 'react';
import type { Drawn, RafflePrize } from '@/lib/bff/calls/raffles';

/** ready → (press) drawing → (the upstream's answer) revealing → (the game has shown it) shown → (press) drawing … */
export type Phase = 'ready' | 'drawing' | 'revealing' | 'shown';

/** What the activity window hands its game (the red envelope, the golden egg, the prize wheel). */
export interface GameProps {
  /** The raffle's prizes, in the table's order. */
  prizes: RafflePrize[];
  /** The upstream's answer to the last press, once it came. */
  drawn: Drawn | null;
  /** The egg the member picked for that press (the golden egg). */
  choice: number | null;
  phase: Phase;
  /** False when the visitor asked for less motion: the prize shows at once, nothing moves. */
  motion: boolean;
  /** Whether a press draws now (chances left, the raffle running, no draw under way). */
  canPlay: boolean;
  /** A press (with the egg picked). */
  onPlay: (choice?: number) => void;
  /** Called once the game shows the prize drawn: the window then announces it. */
  onRevealed: () => void;
}

/**
 * A game's reveal: without motion the prize is shown at once; with it, when the game's animation ends (its own
 * `onRevealed` from `transitionend` or `animationend`), or `ms` plus a margin later should that event never come
 * (a hidden tab runs no animation).
 */
export function useReveal({ phase, motion, onRevealed }: Pick<GameProps, 'phase' | 'motion' | 'onRevealed'>, ms: number): void {
  const latest = useRef(onRevealed);
  useEffect(() => {
    latest.current = onRevealed;
  });
  useEffect(() => {
    if (phase !== 'revealing') return;
    if (!motion) {
      latest.current();
      return;
    }
    const timer = setTimeout(() => latest.current(), ms + 500);
    return () => clearTimeout(timer);
  }, [phase, motion, ms]);
}
