'use client';

import { useCallback, useMemo, useState } from 'react';

/** How many pages `total` items make at `pageSize` a page (at least 1, so "page 1 of 1" reads right). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** `page` (1-based) kept inside 1…pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

/** The items of one page (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const p = clampPage(page, pageCountOf(items.length, pageSize));
  return items.slice((p - 1) * pageSize, p * pageSize);
}

export interface Paged<T> {
  page: number;
  pageCount: number;
  /** The items on the current page. */
  items: T[];
  /** Index in the whole list of the current page's first item (to select "item 1 of the page"). */
  firstIndex: number;
  setPage: (page: number) => void;
  /** Shows the page holding the item at `index` of the whole list. */
  showIndex: (index: number) => void;
}

/**
 * A list shown a page at a time (spec 000 §4: announcements 9 a page). The page stays valid
 * when the list shrinks.
 */
export function usePaged<T>(all: readonly T[], pageSize: number, initialPage = 1): Paged<T> {
  const [wanted, setWanted] = useState(initialPage);
  const pageCount = pageCountOf(all.length, pageSize);
  const page = clampPage(wanted, pageCount);
  const items = useMemo(() => pageSlice(all, page, pageSize), [all, page, pageSize]);
  const setPage = useCallback((next: number) => setWanted(next), []);
  const showIndex = useCallback((index: number) => setWanted(Math.floor(Math.max(0, index) / pageSize) + 1), [pageSize]);
  return { page, pageCount, items, firstIndex: (page - 1) * pageSize, setPage, showIndex };
}
