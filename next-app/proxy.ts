import { NextResponse, type NextRequest } from 'next/server';
import { parseVisitorState, ROUTE_HEADERS, ROUTE_PATTERNS, routeTarget } from './lib/routing/resolve';
import { NEXT_HEADERS } from './lib/bff/generated';

/** What the BFF may name; anything else is not a request that came through it. */
const BRAND_ID = new RegExp(`^${ROUTE_PATTERNS.brand}$`);
const LOCALE = new RegExp(`^${ROUTE_PATTERNS.locale}$`);

/**
 * Every page request arrives through the BFF, which names the brand (`x-veneer-brand`), the page's
 * language (`x-veneer-locale`) and the visitor's system state (`x-veneer-state`). One generic rule: a clean
 * path `/p` renders the internal route `/{brand}/{locale}/p` (aliases and system states aside, see
 * lib/routing). The rewrite itself is done by the rules in next.config.ts, keyed on the headers set here.
 */
export function proxy(request: NextRequest) {
  const brand = request.headers.get(NEXT_HEADERS.brand) ?? '';
  const locale = request.headers.get(NEXT_HEADERS.locale) ?? '';
  if (!BRAND_ID.test(brand) || !LOCALE.test(locale)) {
    // Next is reachable only through the BFF: without a brand there is nothing to show.
    return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const target = routeTarget(request.nextUrl.pathname, parseVisitorState(request.headers.get(NEXT_HEADERS.state)));
  const headers = new Headers(request.headers);
  // Always overwritten: a browser cannot choose the internal route by sending these itself.
  headers.set(ROUTE_HEADERS.brand, brand);
  headers.set(ROUTE_HEADERS.locale, locale);
  headers.set(ROUTE_HEADERS.to, target);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Static build assets are the same for every brand and language.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
