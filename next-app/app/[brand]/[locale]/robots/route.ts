import { routeContext } from '@/lib/page/route-context';
import type { BrandLocaleParams } from '@/lib/page/context';

/** `/robots.txt`: pages may be indexed; the API paths may not. */
export async function GET(request: Request, { params }: { params: BrandLocaleParams }) {
  const { origin } = await routeContext(request, params);
  const text = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /bff/',
    'Disallow: /wps/',
    'Disallow: /lgw/',
    'Disallow: /lotto/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(text, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
