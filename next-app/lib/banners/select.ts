import { safeHref } from '../safe-href';

/** A banner item as the announcements relay returns it (`value.banners[]`). */
export interface Banner {
  bannerId: string | number;
  url: string;
  /** Seen in the mock; used as the image's text alternative when present. */
  title?: string | null;
  linkageType?: string | number | null;
  linkageUrl?: string | null;
  groupName: string;
  sort?: number | null;
}

/** The banner group of the home page (spec: `/` and `/index` map to `w_home`). */
export const HOME_GROUP = 'w_home';
export const AUTOPLAY_MS = 5000;

function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return (
    (typeof b.bannerId === 'string' || typeof b.bannerId === 'number') && typeof b.url === 'string' && b.url.trim() !== '' && typeof b.groupName === 'string'
  );
}

/** The banners of one group, in the upstream's `sort` order (stable for ties), duplicates dropped. */
export function selectBanners(items: unknown, group: string): Banner[] {
  if (!Array.isArray(items)) return [];
  const seen = new Set<string>();
  const picked: { banner: Banner; index: number }[] = [];
  items.forEach((item, index) => {
    if (!isBanner(item) || item.groupName !== group) return;
    const key = String(item.bannerId);
    if (seen.has(key)) return;
    seen.add(key);
    picked.push({ banner: item, index });
  });
  const order = (b: Banner) => (typeof b.sort === 'number' && Number.isFinite(b.sort) ? b.sort : Number.MAX_SAFE_INTEGER);
  picked.sort((a, b) => order(a.banner) - order(b.banner) || a.index - b.index);
  return picked.map((p) => p.banner);
}

/** Pagination is shown (and clickable) only when there is more than one banner. */
export function showPagination(count: number): boolean {
  return count > 1;
}

/**
 * Where a banner leads, or null when it is not a link: it needs a (truthy) linkageType and a linkageUrl
 * that is a relative path or an http(s) URL (never `javascript:` and the like).
 */
export function bannerHref(banner: Banner): string | null {
  // As the original client: any truthy linkageType makes the banner a link.
  if (!banner.linkageType) return null;
  return safeHref(banner.linkageUrl, { external: true });
}

/** Whether a banner link leaves the site (opened in a new tab). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}
