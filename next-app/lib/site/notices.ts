import type { Announcements, Notice } from '../bff/calls/site';

/** Notices and pop-ups are shown 9 a page (spec 000 §9, spec 001 §9). */
export const NOTICE_PAGE_SIZE = 9;

/**
 * The notices of the notice strip and the notice modal: the home notices (type H) and the player notices
 * (PL), newest first, each once.
 */
export function noticeBarItems(all: Announcements): Notice[] {
  const seen = new Set<string>();
  return [...all.home, ...all.player].filter((n) => !seen.has(n.id) && seen.add(n.id)).sort((a, b) => (b.startDate ?? 0) - (a.startDate ?? 0));
}

/** Local storage key set when a logged-in member closes the publicity announcements (spec 000 §4). */
export const PUBLICITY_CLOSED_KEY = 'publicityClose';

/** Whether the publicity announcements were closed for good on this device. */
export function publicityClosed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return Boolean(storage?.getItem(PUBLICITY_CLOSED_KEY));
  } catch {
    return false;
  }
}
