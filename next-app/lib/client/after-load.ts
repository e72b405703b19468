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

/** False until the page has loaded and the browser is idle (see `afterLoadIdle`), then true. */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadIdle(() => setReady(true)), []);
  return ready;
}
