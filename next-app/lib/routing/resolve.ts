import { resolveLocale } from '../i18n/locales';

export type VisitorState = 'normal' | 'maintenance' | 'region-blocked';

/** Clean public paths and the internal page each one renders. */
const PAGES: Record<string, InternalPage> = {
  '/': 'home',
  '/index': 'home',
  '/index.html': 'home',
};

/**
 * The internal pages under `app/[brand]/[locale]/`: `home` is the segment root, `not-found` is
 * caught by `[...missing]` (always the same path, so one cache entry per brand × language).
 */
export const INTERNAL_PAGES = ['home', 'maintenance', 'region-blocked', 'not-found'] as const;
export type InternalPage = (typeof INTERNAL_PAGES)[number];

/** Reads `x-veneer-state`; anything unexpected counts as normal (the BFF decides, maintenance first). */
export function parseVisitorState(value: string | null | undefined): VisitorState {
  return value === 'maintenance' || value === 'region-blocked' ? value : 'normal';
}

export interface RouteInput {
  pathname: string;
  state: VisitorState;
  /** Value of the `lang` cookie, if any. */
  langCookie: string | undefined;
}

export interface BrandLocales {
  id: string;
  defaultLocale: string;
  supportedLocales: readonly string[];
}

export interface RouteDecision {
  brand: string;
  locale: string;
  page: InternalPage;
}

/** Which internal page renders a clean public path, for this brand, language and visitor state. */
export function resolveRoute(input: RouteInput, brand: BrandLocales): RouteDecision {
  const locale = resolveLocale(input.langCookie, brand);
  // Any path shows the system page while the visitor is in a system state.
  const page = input.state !== 'normal' ? input.state : (PAGES[input.pathname] ?? 'not-found');
  return { brand: brand.id, locale, page };
}

/** The internal path of a decision, e.g. `/demo/th` or `/demo/en/maintenance`. */
export function internalPath(decision: RouteDecision): string {
  const base = `/${decision.brand}/${decision.locale}`;
  return decision.page === 'home' ? base : `${base}/${decision.page}`;
}

/**
 * Request headers through which proxy.ts hands its decision to the rewrite rules in
 * next.config.ts (see there for why the rewrite is not done in proxy.ts itself).
 */
export const ROUTE_HEADERS = {
  brand: 'x-veneer-route-brand',
  locale: 'x-veneer-route-locale',
  page: 'x-veneer-route-page',
} as const;
