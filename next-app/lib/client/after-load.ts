'use client';

import { useEffect, useState } from 'react';

/** The longest work put off until the browser is idle waits after the page's `load` event. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `then` once the page has loaded (`load`) and the main thread is idle (or after `timeout` ms at most);
 * returns a cancel. Work that no one needs for the first screen waits for this, so it keeps out of the way of
 * the first paint and of the page becoming responsive.
 */
export function afterLoadIdle(then: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => then(), { timeout });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(then, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/** The first signs of a visitor using the page. */
const USE = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** How long a page that nobody touches stays calm after its load before its secondary parts come. */
const CALM_MS = 4000;

/**
 * Runs `then` when the page has settled: loaded, and then either touched (a tap, a key, a scroll) or left calm for
 * a few seconds, whichever comes first (and then when the browser is idle). Returns a cancel. For the parts a
 * visitor does not need in the first seconds (the right-hand bar, the once-per-visit effects, the windows' code
 * fetched ahead, the feed blocks, the carousels' engine, the publicity pop-up): the first seconds' main thread
 * stays with drawing the page and answering the first touch, which is what a phone's visitor feels.
 */
export function afterSettled(then: () => void, calm = CALM_MS): () => void {
  let done = false;
  let timer = 0;
  let cancelIdle = () => {};
  const stopListening = () => {
    for (const type of USE) window.removeEventListener(type, settle, { capture: true });
    window.clearTimeout(timer);
  };
  function settle() {
    if (done) return;
    done = true;
    stopListening();
    cancelIdle = afterLoadIdle(then, 1000);
  }
  for (const type of USE) window.addEventListener(type, settle, { capture: true, passive: true });
  const cancelLoad = afterLoadIdle(() => {
    timer = window.setTimeout(settle, calm);
  }, 1000);
  return () => {
    done = true;
    stopListening();
    cancelLoad();
    cancelIdle();
  };
}

/** False until the page has settled (see `afterSettled`), then true. */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterSettled(() => setSettled(true)), []);
  return settled;
}
