'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Modals the address bar can reach (front.md "Modals reachable by URL"):
 * - `useUrlModal('member')` is open while the query has `?member=<page>` (e.g. `?member=depositv2`);
 * - `usePathModal(['/register', …])` is open while the path is one of them: the route renders the
 *   page underneath (home) and the modal opens over it (spec 000 §2 "/register opens the registration modal").
 *
 * Opening pushes a history entry, so Back closes the modal; closing a modal we opened goes back
 * that entry, and closing one the visitor arrived with (a shared link) replaces the URL instead,
 * so it never leaves the site. The state is the URL itself, read with `useSyncExternalStore`: the
 * server (and hydration) sees every modal closed, the browser then opens the one the URL names.
 *
 * Next's App Router patches `history.pushState`/`replaceState` so its router follows such changes
 * (usePathname, useSearchParams) without fetching anything; our entries carry only their own key
 * in `history.state` and Next adds its internal fields to them.
 */

/** The `history.state` key marking an entry pushed to open a modal (its value names the modal). */
const OPENED_BY = 'veneerModal';
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

function openedBy(name: string): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[OPENED_BY] === name;
}

/** Goes to `url` for modal `name`: a new entry when it was closed, the same entry when it was already open. */
function show(name: string, url: string, alreadyOpen: boolean): void {
  if (alreadyOpen) {
    // A page change inside an open modal: Back still closes the modal rather than stepping through pages.
    window.history.replaceState(openedBy(name) ? { [OPENED_BY]: name } : {}, '', url);
  } else {
    window.history.pushState({ [OPENED_BY]: name }, '', url);
  }
  notify();
}

/** Leaves modal `name` for `url`: Back when we opened it, else a replacement of the current entry. */
function hide(name: string, url: string): void {
  if (openedBy(name)) {
    window.history.back(); // popstate tells the subscribers
  } else {
    window.history.replaceState({}, '', url);
    notify();
  }
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
