/**
 * The periods every record and history list filters by: the presets (today, yesterday, the last 7 days,
 * this month, last month) and a custom from–to, as the whole calendar days the upstream takes
 * (`startDate`/`endDate`, `YYYY-MM-DD`, both inclusive). Days are counted in the brand's zone, so
 * "today" at 00:30 in Bangkok is Bangkok's today whatever the phone's clock zone.
 */

export const RANGE_PRESETS = ['today', 'yesterday', 'last7Days', 'thisMonth', 'lastMonth'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The longest period the upstream answers (longer ones get `date_range_too_long`). */
export const MAX_RANGE_DAYS = 90;

/** A period of whole days, as the upstream's query takes it. */
export interface DateRange {
  /** `YYYY-MM-DD`, the first day. */
  startDate: string;
  /** `YYYY-MM-DD`, the last day (inclusive). */
  endDate: string;
}

/** What a filter holds: the chosen preset (or `custom`) and its days. */
export interface RangeChoice extends DateRange {
  preset: RangePreset | 'custom';
}

/** Why a custom period is refused; a key of the `member` texts' `range_` group. */
export type RangeProblem = 'missing' | 'reversed' | 'too_long';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const todayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `now` falls on in `timeZone`, as `YYYY-MM-DD` (`en-CA` writes dates that way). */
export function dayIn(now: Date, timeZone?: string): string {
  const key = timeZone ?? '';
  let f = todayFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA-u-nu-latn', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    todayFormatters.set(key, f);
  }
  return f.format(now);
}

/** A `YYYY-MM-DD` as a UTC midnight, for day arithmetic free of zone shifts; null when not a real day. */
function toUtcDay(day: string): Date | null {
  const m = ISO_DAY.exec(day);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day ? date : null;
}

function fromUtcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(day: Date, days: number): Date {
  return new Date(day.getTime() + days * DAY_MS);
}

/** The days a preset covers on the day `now` falls on in `timeZone`. */
export function presetRange(preset: RangePreset, now: Date, timeZone?: string): DateRange {
  const today = toUtcDay(dayIn(now, timeZone)) as Date;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  switch (preset) {
    case 'today':
      return { startDate: fromUtcDay(today), endDate: fromUtcDay(today) };
    case 'yesterday': {
      const yesterday = fromUtcDay(addDays(today, -1));
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'last7Days':
      return { startDate: fromUtcDay(addDays(today, -6)), endDate: fromUtcDay(today) };
    case 'thisMonth':
      return { startDate: fromUtcDay(new Date(Date.UTC(year, month, 1))), endDate: fromUtcDay(today) };
    case 'lastMonth':
      return {
        startDate: fromUtcDay(new Date(Date.UTC(year, month - 1, 1))),
        // Day 0 of this month is the last day of the one before.
        endDate: fromUtcDay(new Date(Date.UTC(year, month, 0))),
      };
  }
}

/** A preset's choice, ready for a filter's state. */
export function presetChoice(preset: RangePreset, now: Date, timeZone?: string): RangeChoice {
  return { preset, ...presetRange(preset, now, timeZone) };
}

/** Whether a custom period can be asked for (at most `maxDays` days: the agent reports take 62); null when it can. */
export function rangeProblem(range: DateRange, maxDays: number = MAX_RANGE_DAYS): RangeProblem | null {
  const start = toUtcDay(range.startDate);
  const end = toUtcDay(range.endDate);
  if (!start || !end) return 'missing';
  if (end < start) return 'reversed';
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > maxDays) return 'too_long';
  return null;
}

/** The query a record call takes for a period. */
export function rangeQuery(range: DateRange): { startDate: string; endDate: string } {
  return { startDate: range.startDate, endDate: range.endDate };
}
