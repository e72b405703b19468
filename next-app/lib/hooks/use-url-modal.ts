'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Modals the address bar can reach (front.md "Modals reachable by URL"):
 * - `useUrlModal('member')` is open while the query has `?member=<page>` (e.g. `?member=depositv2`);
 * - `usePathModal(['/register', …])` is open while the path is one of them: the route renders the
 *   page underneath (home) and the modal opens over it (spec 000 §2 "/register opens the registration modal").
 *
 * Opening pushes a history entry, so Back closes the modal; moving between the pages of an open
 * `?param` modal pushes one more each, so Back returns to the previous page and finally closes it.
 * Closing goes back over every entry the modal pushed; a modal the visitor arrived with (a shared
 * link) is closed by replacing that first entry's URL, so closing never leaves the site. Each entry
 * we push carries its depth (how many entries the modal has pushed up to it) in `history.state`.
 * The state is the URL itself, read with `useSyncExternalStore`: the server (and hydration) sees
 * every modal closed, the browser then opens the one the URL names.
 *
 * Next's App Router patches `history.pushState`/`replaceState` so its router follows such changes
 * (usePathname, useSearchParams) without fetching anything; our entries carry only their own keys
 * in `history.state` and Next adds its internal fields to them.
 */

/** The `history.state` key marking an entry pushed to open a modal (its value names the modal). */
const OPENED_BY = 'veneerModal';
/** How many entries the modal had pushed up to this one (1 for the entry that opened it). */
const DEPTH = 'veneerDepth';
/** Set when the modal was already open below its first pushed entry (the visitor arrived with it). */
const LANDED_OPEN = 'veneerLandedOpen';
/** Dispatched after our own pushState/replaceState, which (unlike Back) fire no event. */
const CHANGE_EVENT = 'veneer:location';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Our marks on the current entry for modal `name`: depth 0 when we did not push it. */
function entry(name: string): { depth: number; landedOpen: boolean } {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return { depth: 0, landedOpen: false };
  const marks = state as Record<string, unknown>;
  if (marks[OPENED_BY] !== name) return { depth: 0, landedOpen: false };
  const depth = typeof marks[DEPTH] === 'number' && marks[DEPTH] > 0 ? marks[DEPTH] : 1;
  return { depth, landedOpen: marks[LANDED_OPEN] === true };
}

/** Goes to `url` for modal `name` in a new entry: one that opens it, or the next page of the open modal. */
function show(name: string, url: string, alreadyOpen: boolean): void {
  const here = entry(name);
  // Below the first entry we push lies either the page without the modal or, for a visitor who arrived
  // with it open, that landing entry (which hide() must then replace).
  const marks = alreadyOpen
    ? { [OPENED_BY]: name, [DEPTH]: here.depth + 1, [LANDED_OPEN]: here.depth === 0 || here.landedOpen }
    : { [OPENED_BY]: name, [DEPTH]: 1 };
  window.history.pushState(marks, '', url);
  notify();
}

/** Leaves modal `name` for `url`: back over every entry it pushed, then a replacement if it was open below them. */
function hide(name: string, url: string): void {
  const { depth, landedOpen } = entry(name);
  if (depth === 0) {
    window.history.replaceState({}, '', url);
    notify();
    return;
  }
  if (landedOpen) {
    // Back lands on the entry the visitor arrived with, still open: close it there.
    const closeLanding = () => {
      window.removeEventListener('popstate', closeLanding);
      window.history.replaceState({}, '', url);
      notify();
    };
    window.addEventListener('popstate', closeLanding);
  }
  window.history.go(-depth); // popstate tells the subscribers
}

export interface UrlModal {
  /** The query value (`depositv2`), or null when closed. */
  value: string | null;
  isOpen: boolean;
  /** Opens the modal at `value` (or switches the open modal to it). */
  open: (value: string) => void;
  close: () => void;
}

/** A modal open while the query has `?<param>=<value>`. */
export function useUrlModal(param: string): UrlModal {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(param),
    () => null,
  );
  const open = useCallback(
    (next: string) => {
      const url = new URL(window.location.href);
      const current = url.searchParams.get(param);
      if (current === next) return;
      url.searchParams.set(param, next);
      show(`?${param}`, url.href, current !== null);
    },
    [param],
  );
  const close = useCallback(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(param)) return;
    url.searchParams.delete(param);
    hide(`?${param}`, url.href);
  }, [param]);
  return useMemo(() => ({ value, isOpen: value !== null, open, close }), [value, open, close]);
}

export interface PathModal {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/**
 * A modal that is a page of its own: open while the path is one of `paths` (the first is the one
 * opening writes), showing `basePath`'s page underneath; closing returns to `basePath`.
 */
export function usePathModal(paths: readonly string[], basePath = '/'): PathModal {
  const key = paths.join('|');
  // Next's own navigations (router.push) fire no event this store hears: following its path re-reads the address.
  usePathname();
  const isOpen = useSyncExternalStore(
    subscribe,
    () => key.split('|').includes(window.location.pathname),
    () => false,
  );
  const open = useCallback(() => {
    const target = key.split('|')[0];
    if (!target || key.split('|').includes(window.location.pathname)) return;
    show(key, target, false);
  }, [key]);
  const close = useCallback(() => {
    if (!key.split('|').includes(window.location.pathname)) return;
    hide(key, basePath);
  }, [key, basePath]);
  return useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
}
