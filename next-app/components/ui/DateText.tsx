'use client';

import { formatDate, formatDateTime, isoDateTime, type DateInput } from '@/lib/format/date';
import { useTimeZone } from './settings';

export interface DateTextProps {
  value: DateInput | null | undefined;
  /** Adds the time: `DD-MM-YYYY HH:mm:ss`. */
  withTime?: boolean;
  /** With `withTime`: drop the seconds. */
  noSeconds?: boolean;
  /** IANA zone (default: UiProvider's `timeZone`, else the browser's). */
  timeZone?: string;
  className?: string;
  testId?: string;
}

/** A date as `DD-MM-YYYY` (or with time), in a `<time>` element with the ISO value. */
export function DateText({ value, withTime = false, noSeconds = false, timeZone, className, testId }: DateTextProps) {
  const zone = useTimeZone();
  const tz = timeZone ?? zone;
  const text = withTime ? formatDateTime(value, tz, !noSeconds) : formatDate(value, tz);
  return (
    <time className={className} dateTime={isoDateTime(value) ?? undefined} data-testid={testId} dir="ltr">
      {text}
    </time>
  );
}
