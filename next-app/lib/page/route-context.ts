import { siteContext, type BrandLocaleParams, type PageContext } from './context';
import { siteOrigin } from './metadata';

/** The brand, language and public origin of a route handler's request (sitemap, robots, manifest). */
export async function routeContext(request: Request, params: BrandLocaleParams): Promise<PageContext & { origin: string }> {
  const ctx = await siteContext((await params).locale);
  return { ...ctx, origin: siteOrigin(ctx, request.headers.get('x-forwarded-proto')) };
}
