/**
 * Pages of a list as most relays answer them: `{list, pageNo, pageSize, totalCount, totalPages}`, some with a
 * `summary` of totals. Its own module, not part of `parse.ts`: only the calls that read pages carry it.
 */
import { isObj, listOf, num, type Obj } from './parse';

/**
 * One page of a record list; `summary` holds the totals of every matching entry (not only the page's), for the
 * lists that have totals.
 */
export interface RecordPage<Row, Summary = undefined> {
  rows: Row[];
  pageNo: number;
  totalCount: number;
  totalPages: number;
  summary: Summary;
}

/** Reads `{list, pageNo, totalCount, totalPages}` (a list without totals); null when the list is missing. */
export function pageOf<Row>(value: unknown, row: (o: Obj) => Row | null): RecordPage<Row> | null {
  if (!isObj(value) || !Array.isArray(value.list)) return null;
  return {
    rows: listOf(value.list, row),
    pageNo: Math.max(1, num(value.pageNo) ?? 1),
    totalCount: num(value.totalCount) ?? value.list.length,
    totalPages: Math.max(1, num(value.totalPages) ?? 1),
    summary: undefined,
  };
}

/** Reads a page and its `summary`; null when the list or the summary is missing. */
export function recordPage<Row, Summary>(value: unknown, row: (o: Obj) => Row | null, summary: (o: Obj) => Summary | null): RecordPage<Row, Summary> | null {
  const page = pageOf(value, row);
  const totals = isObj(value) && isObj(value.summary) ? summary(value.summary) : null;
  return page && totals && { ...page, summary: totals };
}
