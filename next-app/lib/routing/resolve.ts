import { FILE_SEGMENTS, findRoute, INTERNAL_SEGMENTS } from './routes';

export type VisitorState = 'normal' | 'maintenance' | 'region-blocked';

/**
 * Where proxy.ts sends a clean path, as the value of the {@link ROUTE_HEADERS.to} request header:
 * - `path`: the path itself, under `/{brand}/{locale}` (one generic rule; unknown paths end in the catch-all 404);
 * - `home`: the brand × language root;
 * - `seg:<segment>`: that segment (an alias such as `/vnlottery`, a system page, or `not-found`).
 */
export type RouteTarget = 'path' | 'home' | `seg:${string}`;

/** Reads `x-veneer-state`; anything unexpected counts as normal (the BFF decides, maintenance first). */
export function parseVisitorState(value: string | null | undefined): VisitorState {
  return value === 'maintenance' || value === 'region-blocked' ? value : 'normal';
}

/** Which internal route renders a clean path for a visitor in this state. */
export function routeTarget(pathname: string, state: VisitorState): RouteTarget {
  // Any path shows the system page while the visitor is in a system state.
  if (state !== 'normal') return `seg:${state}`;
  const file = FILE_SEGMENTS[pathname];
  if (file) return `seg:${file}`;
  // The system pages and the files' segments are not public paths of their own.
  if (INTERNAL_SEGMENTS.has(pathname.split('/')[1] ?? '')) return 'seg:not-found';
  const route = findRoute(pathname);
  if (!route) return 'path';
  if (route.segment === '') return 'home';
  return pathname === route.path ? 'path' : `seg:${route.segment}`;
}

/** The internal path a target names, e.g. `/demo/th`, `/demo/en/help` (for tests and logs). */
export function internalPath(brand: string, locale: string, pathname: string, target: RouteTarget): string {
  const base = `/${brand}/${locale}`;
  if (target === 'home') return base;
  if (target === 'path') return pathname === '/' ? base : `${base}${pathname}`;
  return `${base}/${target.slice('seg:'.length)}`;
}

/**
 * Request headers through which proxy.ts hands its decision to the rewrite rules in next.config.ts.
 * (The rewrite cannot be done with NextResponse.rewrite in proxy.ts: see next.config.ts.)
 */
/**
 * What the BFF may name in those headers, as regular-expression sources (unanchored; proxy.ts anchors them, the
 * rewrite rules capture them): a brand id, and a locale, a BCP 47 tag of the table (`th`, `zh-Hant`) with its
 * script or region subtag in its canonical case.
 */
export const ROUTE_PATTERNS = {
  brand: '[a-z0-9][a-z0-9_-]{0,63}',
  locale: '[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?',
} as const;

export const ROUTE_HEADERS = {
  brand: 'x-veneer-route-brand',
  locale: 'x-veneer-route-locale',
  to: 'x-veneer-route-to',
} as const;
