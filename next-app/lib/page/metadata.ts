import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { PageContext } from './context';

/** Pages with their own title and description (keys `meta.<page>_title`, `meta.<page>_description`). */
export type MetaPage =
  | 'home'
  | 'help'
  | 'helpmc'
  | 'down'
  | 'join'
  | 'noticePage'
  | 'login'
  | 'register'
  | 'rng'
  | 'live'
  | 'fish'
  | 'pvp'
  | 'sports'
  | 'esports'
  | 'cockfight'
  | 'elott'
  | 'other'
  | 'lobby'
  | 'games'
  | 'game'
  | 'seamless'
  | 'fbsports'
  | 'lottery'
  | 'seaLottery'
  | 'vnLottery'
  | 'pointMall'
  | 'promotions'
  | 'promoDetail';

/** The site's public origin as the visitor reached it (the BFF passes host and scheme on). */
export function siteOrigin(ctx: PageContext, proto: string | null): string {
  return `${proto === 'https' ? 'https' : 'http'}://${ctx.host}`;
}

/**
 * A page's title and description in the page's language, and the same for sharing (Open Graph, Twitter
 * card), with the brand's logo as the picture when the page has none of its own.
 */
export async function pageMetadata(ctx: PageContext, page: MetaPage, opts: { path: string; image?: string } = { path: '/' }): Promise<Metadata> {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'meta' });
  const vars = { brand: ctx.brand.name };
  const title = t(`${page}_title`, vars);
  const description = t(`${page}_description`, vars);
  const image = opts.image ?? ctx.brand.logo;
  return {
    title,
    description,
    alternates: { canonical: opts.path },
    openGraph: {
      type: 'website',
      siteName: ctx.brand.name,
      title,
      description,
      url: opts.path,
      locale: ctx.locale,
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
