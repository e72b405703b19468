import { NextResponse, type NextRequest } from 'next/server';
import { getBrand } from './lib/config/brands';
import { parseVisitorState, resolveRoute, ROUTE_HEADERS } from './lib/routing/resolve';

/**
 * Every page request arrives through the BFF, which names the brand in `x-veneer-brand` and the
 * visitor's system state in `x-veneer-state`. Here we decide which internal page
 * (`/<brand>/<locale>/...`) renders the clean public path; the rewrite itself is done by the
 * rules in next.config.ts, keyed on the request headers set below.
 */
export async function proxy(request: NextRequest) {
  const brandId = request.headers.get('x-veneer-brand');
  const brand = brandId ? await getBrand(brandId) : null;
  if (!brand) {
    // Next is reachable only through the BFF: without a known brand there is nothing to show.
    return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const decision = resolveRoute(
    {
      pathname: request.nextUrl.pathname,
      state: parseVisitorState(request.headers.get('x-veneer-state')),
      langCookie: request.cookies.get('lang')?.value,
    },
    brand,
  );
  const headers = new Headers(request.headers);
  // Always overwritten: a browser cannot choose the internal page by sending these itself.
  headers.set(ROUTE_HEADERS.brand, decision.brand);
  headers.set(ROUTE_HEADERS.locale, decision.locale);
  headers.set(ROUTE_HEADERS.page, decision.page);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Static build assets are the same for every brand and language.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
