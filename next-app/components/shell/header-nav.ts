/**
 * The header's category menu as HTML (spec 000 §2: each game category with its first 11 vendors, then the site's
 * pages). It is links only, the same for every visitor, and on every page: drawn as a string into the `<nav>`
 * (React does not hydrate what it sets as inner HTML), it costs the page no hydration, commit or effect work,
 * and the payload a string instead of a tree of some two hundred elements.
 */
import { iconHref, type IconName } from '@/components/icons/Icon';

export interface NavCategory {
  /** The category's upstream type: the test id's suffix and its icon. */
  id: string;
  href: string;
  icon: IconName;
  label: string;
  /** Its vendors' lobbies (at most 11, the caller's cut). */
  vendors: { href: string; name: string }[];
}

export interface NavClasses {
  navList: string;
  navItem: string;
  navLink: string;
  vendors: string;
  vendor: string;
}

/** Text and attribute values made inert in HTML (vendor names come from the upstream). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const icon = (name: IconName) => `<svg width="18" height="18" aria-hidden="true" focusable="false"><use href="${escapeHtml(iconHref(name))}"></use></svg>`;

/** The menu's `<ul>`: each category's link (test id `header-nav-<id>`) and its vendors (`header-vendors-<id>`). */
export function headerNavHtml(items: NavCategory[], classes: NavClasses): string {
  const item = (c: NavCategory) => {
    const link = `<a href="${escapeHtml(c.href)}" class="${classes.navLink}" data-testid="header-nav-${escapeHtml(c.id)}">${icon(c.icon)}${escapeHtml(c.label)}</a>`;
    const vendors =
      c.vendors.length === 0
        ? ''
        : `<ul class="${classes.vendors}" data-testid="header-vendors-${escapeHtml(c.id)}">${c.vendors
            .map((v) => `<li><a href="${escapeHtml(v.href)}" class="${classes.vendor}">${escapeHtml(v.name)}</a></li>`)
            .join('')}</ul>`;
    return `<li class="${classes.navItem}">${link}${vendors}</li>`;
  };
  return `<ul class="${classes.navList}">${items.map(item).join('')}</ul>`;
}
