'use client';

import { useEffect, useState, type RefObject } from 'react';

/** Spec 000 §9: images load when a tenth of them is on screen. */
export const LAZY_THRESHOLD = 0.1;

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
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}
