'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Spec 000 §9: images load when a tenth of them is on screen. */
export const LAZY_THRESHOLD = 0.1;

/**
 * One IntersectionObserver per threshold for the whole page, however many elements watch: a page of game tiles
 * would otherwise set up one observer per image as it becomes live.
 */
const shared = new Map<number, { observer: IntersectionObserver; seen: Map<Element, () => void> }>();

function watchOnce(element: Element, threshold: number, onSeen: () => void): () => void {
  let entry = shared.get(threshold);
  if (!entry) {
    const seen = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting || e.intersectionRatio < threshold) continue;
          const callback = seen.get(e.target);
          seen.delete(e.target);
          observer.unobserve(e.target);
          callback?.();
        }
      },
      { threshold },
    );
    entry = { observer, seen };
    shared.set(threshold, entry);
  }
  const { observer, seen } = entry;
  seen.set(element, onSeen);
  observer.observe(element);
  return () => {
    seen.delete(element);
    observer.unobserve(element);
  };
}

/**
 * True once the element has been seen (a tenth of it inside the viewport), and from then on.
 * `enabled: false` reports it seen at once (eager content). Without IntersectionObserver
 * (very old browsers) everything counts as seen, so nothing stays blank.
 */
export function useSeenOnce(ref: RefObject<Element | null>, enabled = true, threshold = LAZY_THRESHOLD): boolean {
  const [seen, setSeen] = useState(!enabled);
  useEffect(() => {
    if (seen) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return;
    }
    return watchOnce(element, threshold, () => setSeen(true));
  }, [ref, seen, threshold]);
  return seen;
}
