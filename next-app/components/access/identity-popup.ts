'use client';

import type { Channel } from '@/lib/bff/generated';
import { identityPath, newState, readIdentityMessage, type IdentityAnswer } from '@/lib/access/identity';

/** How an identity pop-up ended: an answer, blocked by the browser, or closed without an answer. */
export type PopupOutcome = IdentityAnswer | { kind: 'blocked' } | { kind: 'closed' };

/** How often the pop-up's `closed` is looked at, and how long a message posted just before closing may take. */
const POLL_MS = 400;
const LAST_MESSAGE_MS = 500;

/**
 * Opens the channel's identity pop-up and waits for its answer (docs/interfaces.md "Third-party sign-in").
 * Call it synchronously in a click handler, before any `await`: a browser blocks a pop-up that no user
 * gesture opened. Only a message from this origin carrying this attempt's state is taken.
 */
export function openIdentityPopup(channel: Channel, phone?: { mobileNum: string; countryDialingCode: string }): Promise<PopupOutcome> {
  const state = newState();
  const popup = window.open(identityPath(channel, state, phone), 'veneer-identity', 'popup,width=480,height=680');
  if (!popup) return Promise.resolve({ kind: 'blocked' });
  const origin = window.location.origin;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      const answer = readIdentityMessage(event, { origin, state });
      if (answer) finish(answer);
    };
    window.addEventListener('message', onMessage);
    const poll = window.setInterval(() => {
      // The return page posts and then closes: give its message a moment to arrive.
      if (popup.closed) window.setTimeout(() => finish({ kind: 'closed' }), LAST_MESSAGE_MS);
    }, POLL_MS);
  });
}
