/**
 * Where a promotion's detail lives: `/promoDetail?promotionId=<id>` (the spec names the page, not its query; the
 * upstream's own parameter name is used).
 */
export const DETAIL_PATH = '/promoDetail';
export const DETAIL_QUERY = 'promotionId';

export function detailHref(promotionId: number): string {
  return `${DETAIL_PATH}?${DETAIL_QUERY}=${promotionId}`;
}

/** The id a query names, or null when it names none (or something else). */
export function detailId(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
