/**
 * Where a promotion's detail lives: `/promoDetail?id=<id>`. The spec names the page, not its query; the brand's
 * banners link a promotion as `?id=` (the mock's seeded banner content), so links are written that way, and the
 * upstream's own parameter name (`promotionId`) is read too.
 */
export const DETAIL_PATH = '/promoDetail';
export const DETAIL_QUERY = 'id';
/** Also read: the upstream's name for it. */
export const DETAIL_QUERY_ALIAS = 'promotionId';

export function detailHref(promotionId: number): string {
  return `${DETAIL_PATH}?${DETAIL_QUERY}=${promotionId}`;
}

type Query = Record<string, string | string[] | undefined>;

/** The id an address names (`?id=`, else `?promotionId=`), or null when it names none (or something else). */
export function detailId(query: Query): number | null {
  return idOf(query[DETAIL_QUERY]) ?? idOf(query[DETAIL_QUERY_ALIAS]);
}

function idOf(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
