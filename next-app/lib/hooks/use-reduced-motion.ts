'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** True when the visitor asked for less motion (autoplay stops, slides jump instead of gliding). */
export function useReducedMotion(): boolean {
  // On the server, and during hydration, motion is assumed: nothing moves before the browser says so.
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
