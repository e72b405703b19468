/**
 * Dates as the site shows them: `DD-MM-YYYY`, and `DD-MM-YYYY HH:mm:ss` (24-hour), always with
 * Latin digits whatever the page's language. Built from `Intl.DateTimeFormat` parts, so the zone
 * arithmetic and the zero padding are the platform's, not ours.
 */

/** What the upstream sends for a time: epoch milliseconds mostly, sometimes an ISO or a zone-less string. */
export type DateInput = Date | number | string;

/** A zone-less `YYYY-MM-DD[ HH:mm[:ss]]`: a wall-clock time, shown as written (no zone conversion). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

interface Instant {
  date: Date;
  /** The zone to read the instant in. */
  timeZone: string | undefined;
}

function toInstant(value: DateInput, timeZone: string | undefined): Instant | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, timeZone };
  if (typeof value === 'number') return Number.isFinite(value) ? { date: new Date(value), timeZone } : null;
  const text = value.trim();
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
    const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
    // Reading a UTC-built instant in UTC gives back exactly the written wall-clock fields.
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC' };
  }
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (creating them is the slow part). `en-GB` + `latn`: two-digit fields, Latin digits. */
function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB-u-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

function fields(instant: Instant): Record<Field, string> {
  const out: Record<Field, string> = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of formatter(instant.timeZone).formatToParts(instant.date)) {
    if (part.type in out) out[part.type as Field] = part.value;
  }
  return out;
}

/** Shown for a missing or unreadable date. */
export const NO_DATE = '—';

/** `DD-MM-YYYY` (spec 000 §3: notice start dates), read in `timeZone` (the runtime's zone when omitted). */
export function formatDate(value: DateInput | null | undefined, timeZone?: string): string {
  const instant = value == null ? null : toInstant(value, timeZone);
  if (!instant) return NO_DATE;
  const f = fields(instant);
  return `${f.day}-${f.month}-${f.year}`;
}

/** `DD-MM-YYYY HH:mm:ss`, or `DD-MM-YYYY HH:mm` without seconds. */
export function formatDateTime(value: DateInput | null | undefined, timeZone?: string, withSeconds = true): string {
  const instant = value == null ? null : toInstant(value, timeZone);
  if (!instant) return NO_DATE;
  const f = fields(instant);
  const time = withSeconds ? `${f.hour}:${f.minute}:${f.second}` : `${f.hour}:${f.minute}`;
  return `${f.day}-${f.month}-${f.year} ${time}`;
}

/** The machine-readable form for `<time dateTime>`; null when the value is not a date. */
export function isoDateTime(value: DateInput | null | undefined): string | null {
  const instant = value == null ? null : toInstant(value, undefined);
  return instant ? instant.date.toISOString() : null;
}
