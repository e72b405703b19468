'use client';

import { useRef, type ReactNode } from 'react';

/** Clicks within this window count towards the five. */
const WINDOW_MS = 3000;
export const RESET_CLICKS = 5;
/** Left in local storage after a reset: the next start knows storage was cleared on purpose. */
export const NEW_MERCHANT_KEY = 'newMerchant';

/**
 * The hidden control (spec 000 §2): five clicks on it clear all of this site's storage (local, session,
 * and the cookies scripts can see), leave a new-merchant marker and reload. It looks like plain text.
 */
export function HiddenReset({ children, className }: { children: ReactNode; className?: string }) {
  const clicks = useRef<number[]>([]);
  function onClick() {
    const now = Date.now();
    clicks.current = [...clicks.current.filter((at) => now - at < WINDOW_MS), now];
    if (clicks.current.length < RESET_CLICKS) return;
    clicks.current = [];
    try {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem(NEW_MERCHANT_KEY, '1');
    } catch {
      // Storage may be unavailable; the reload still happens.
    }
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    window.location.reload();
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the hidden control looks like plain text on purpose: it is offered to no keyboard or screen reader
    <p className={className} onClick={onClick} data-testid="hidden-reset">
      {children}
    </p>
  );
}
