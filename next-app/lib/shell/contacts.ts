/**
 * What the footer and the right-hand bar offer, from the upstream's resources and customer-service
 * links (spec 000 §2 "Header, footer, side bar", §6: VIP service above rank 4).
 */
import type { CustomerService, Resource } from '../bff/generated';

/** Footer social icons, in the spec's order; each only where the upstream supplies it. */
export const FOOTER_SOCIALS = ['YOUTUBE', 'TIKTOK', 'TWITTER', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM', 'ZALO'] as const;
/** Social links of the right-hand bar. */
export const BAR_SOCIALS = ['TELEGRAM', 'FACEBOOK', 'TIKTOK', 'TWITTER'] as const;
/** App downloads, as the upstream names them (IOS-LITE-APP is the iOS profile). */
export const DOWNLOADS = ['IOS', 'IOS-LITE-APP', 'ANDROID'] as const;

export type Social = (typeof FOOTER_SOCIALS)[number];
export type Download = (typeof DOWNLOADS)[number];

/** Only links a browser may follow safely: http(s), and the app-store schemes the downloads use. */
export function safeLink(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return ['http:', 'https:', 'itms-services:'].includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

const bySort = (a: Resource, b: Resource) => (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER);

/** The resources of one type with a usable link, in the upstream's order. */
export function resourcesOf(resources: readonly Resource[], type: string): (Resource & { url: string })[] {
  return resources
    .filter((r) => r.resourceType === type)
    .sort(bySort)
    .flatMap((r) => {
      const url = safeLink(r.url);
      return url ? [{ ...r, url }] : [];
    });
}

/** One link per social type the upstream supplies, in the given order. */
export function socialLinks<T extends string>(resources: readonly Resource[], types: readonly T[]): { type: T; url: string; label: string }[] {
  return types.flatMap((type) => {
    const first = resourcesOf(resources, type)[0];
    return first ? [{ type, url: first.url, label: first.labelNameEn || type }] : [];
  });
}

/** The app downloads the upstream supplies (the first usable link of each type), in the order of {@link DOWNLOADS}. */
export function downloadLinks(resources: readonly Resource[]): (Resource & { url: string; type: Download })[] {
  return DOWNLOADS.flatMap((type) =>
    resourcesOf(resources, type)
      .slice(0, 1)
      .map((r) => ({ ...r, type })),
  );
}

/** Spec 000 §6: members whose rank level exceeds 4 get the VIP service; all others live chat. */
export const VIP_RANK_ABOVE = 4;

/** The customer-service link for a visitor or member of this rank (VIP above rank 4, else live chat). */
export function serviceLink(links: readonly CustomerService[], rankLevel: number | null): { kind: 'VIP' | 'LIVECHAT'; url: string } | null {
  const find = (type: string) => safeLink(links.find((l) => l.csType === type)?.url);
  if (rankLevel !== null && rankLevel > VIP_RANK_ABOVE) {
    const vip = find('VIP');
    if (vip) return { kind: 'VIP', url: vip };
  }
  const live = find('LIVECHAT');
  return live ? { kind: 'LIVECHAT', url: live } : null;
}

/** The LINE customer-service link, when the upstream names one. */
export function lineService(links: readonly CustomerService[]): string | null {
  return safeLink(links.find((l) => l.csType === 'LINE')?.url);
}

/** Session storage key of the LINE rotation (spec 000 §3: kept in session storage). */
export const LINE_POSITION_KEY = 'lineIndex';

/**
 * The LINE contact to open on this click, rotating through the available contacts (spec 000 §2): returns
 * the contact at the stored position and stores the next one.
 */
export function nextLineContact<T>(contacts: readonly T[], storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): T | null {
  if (contacts.length === 0) return null;
  let position = 0;
  try {
    const stored = Number(storage?.getItem(LINE_POSITION_KEY));
    if (Number.isInteger(stored) && stored >= 0) position = stored % contacts.length;
    storage?.setItem(LINE_POSITION_KEY, String((position + 1) % contacts.length));
  } catch {
    // Without storage every click opens the first contact.
  }
  return contacts[position] ?? null;
}
