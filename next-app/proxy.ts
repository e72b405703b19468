import { NextResponse, type NextRequest } from 'next/server';
import { getBrand } from './lib/config/brands';
import { resolveLocale } from './lib/i18n/locales';
import { parseVisitorState, routeTarget, ROUTE_HEADERS } from './lib/routing/resolve';

/**
 * Every page request arrives through the BFF, which names the brand in `x-veneer-brand` and the
 * visitor's system state in `x-veneer-state`. One generic rule: a clean path `/p` renders the internal
 * route `/{brand}/{locale}/p` (aliases and system states aside, see lib/routing). The rewrite itself is
 * done by the rules in next.config.ts, keyed on the request headers set here.
 */
export async function proxy(request: NextRequest) {
  const brandId = request.headers.get('x-veneer-brand');
  const brand = brandId ? await getBrand(brandId) : null;
  if (!brand) {
    // Next is reachable only through the BFF: without a known brand there is nothing to show.
    return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const locale = resolveLocale(request.cookies.get('lang')?.value, brand);
  const target = routeTarget(request.nextUrl.pathname, parseVisitorState(request.headers.get('x-veneer-state')));
  const headers = new Headers(request.headers);
  // Always overwritten: a browser cannot choose the internal route by sending these itself.
  headers.set(ROUTE_HEADERS.brand, brand.id);
  headers.set(ROUTE_HEADERS.locale, locale);
  headers.set(ROUTE_HEADERS.to, target);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Static build assets are the same for every brand and language.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
