import { HOME_GROUP, type Banner } from '../banners/select';
import { getBanners } from '../bff/server';
import type { PageContext } from './context';

/** The banners of a group for a server-rendered page; on any failure the page renders without them. */
export async function loadBanners(ctx: PageContext, group: string = HOME_GROUP): Promise<Banner[]> {
  try {
    return await getBanners(group, { host: ctx.host, locale: ctx.locale });
  } catch (err) {
    console.warn(`[banners] brand=${ctx.brand.id} locale=${ctx.locale} group=${group}: ${(err as Error).message}`);
    return [];
  }
}
