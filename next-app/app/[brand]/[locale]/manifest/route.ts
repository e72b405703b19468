import { getTranslations } from 'next-intl/server';
import { routeContext } from '@/lib/page/route-context';
import type { BrandLocaleParams } from '@/lib/page/context';

/** `/manifest.webmanifest`: the brand's web app, so a phone can install the site. */
export async function GET(request: Request, { params }: { params: BrandLocaleParams }) {
  const { brand, locale, site } = await routeContext(request, params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const palette = brand.theme[brand.theme.default];
  const manifest = {
    name: brand.name,
    short_name: brand.name,
    description: t('home_description', { brand: brand.name }),
    lang: locale,
    dir: site.languages.find((l) => l.code === locale)?.dir ?? 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: palette.background,
    theme_color: palette.background,
    icons: [{ src: brand.icon, sizes: 'any', type: brand.icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }],
  };
  return Response.json(manifest, { headers: { 'content-type': 'application/manifest+json; charset=utf-8' } });
}
