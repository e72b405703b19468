import { routeContext } from '@/lib/page/route-context';
import type { BrandLocaleParams } from '@/lib/page/context';
import { builtRoutes } from '@/lib/routing/routes';

/** `/sitemap.xml`: every built public screen on the visitor's origin (one URL per screen: the language is a cookie). */
export async function GET(request: Request, { params }: { params: BrandLocaleParams }) {
  const { origin } = await routeContext(request, params);
  const urls = builtRoutes()
    .map((route) => `  <url><loc>${origin}${route.path}</loc><changefreq>daily</changefreq></url>`)
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
