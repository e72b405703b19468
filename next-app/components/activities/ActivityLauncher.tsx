'use client';

import { useCallback, useMemo, useState } from 'react';
import type { ActivityTarget } from '@/lib/activities/kinds';
import { lazyWithMessages } from '@/lib/i18n/lazy-messages';

/** The activity window, downloaded with its texts the first time one opens (or on `preload`). */
const ActivityWindow = lazyWithMessages(['activities'], () => import('./ActivityWindow').then((m) => m.ActivityWindow));

/**
 * An activity window for a list or page to open (the reward centre's rows, the promotion detail's draw): `open`
 * shows the red envelope, golden egg or prize wheel of a raffle over the page; `element` is where it renders,
 * outside the rows (a row that a draw uses up goes away, the window stays); `onPlayed` runs after each prize shown,
 * for the opener's own lists.
 */
export function useActivityWindow(onPlayed?: () => void) {
  const [target, setTarget] = useState<ActivityTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const element = target ? <ActivityWindow key={target.promotionId} target={target} onClose={close} onPlayed={onPlayed} /> : null;
  return useMemo(() => ({ open: setTarget, preload: ActivityWindow.preload, element }), [element]);
}
