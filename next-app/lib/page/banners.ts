import { HOME_GROUP, type Banner } from '../banners/select';
import { getBanners } from '../bff/server';
import type { BrandConfig } from '../config/schema';

/** The banners of a group for a server-rendered page; on any failure the page renders without them. */
export async function loadBanners(brand: BrandConfig, locale: string, group: string = HOME_GROUP): Promise<Banner[]> {
  try {
    return await getBanners(group, { host: brand.hosts[0]!, locale });
  } catch (err) {
    console.warn(`[banners] brand=${brand.id} locale=${locale} group=${group}: ${(err as Error).message}`);
    return [];
  }
}
