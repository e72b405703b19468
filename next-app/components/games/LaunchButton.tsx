'use client';

import type { ReactNode } from 'react';
import type { LaunchTarget } from '@/lib/games/game';
import { useGameLauncher, type VendorMark } from './launcher';

/**
 * A button that starts a game through the page's launcher: `play` (play now, bet) or `trial` (free
 * trial). The rest of a tile or slide stays server-rendered around it.
 */
export function LaunchButton({
  game,
  vendor,
  mode = 'play',
  label,
  children,
  className,
  testId,
}: {
  game: LaunchTarget;
  vendor?: VendorMark;
  mode?: 'play' | 'trial';
  /** The accessible name, when it says more than the visible text (which it must start with). */
  label?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const launcher = useGameLauncher();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => void (mode === 'trial' ? launcher.trial(game) : launcher.play(game, vendor))}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
