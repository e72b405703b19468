import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateText } from '../../components/ui/DateText';
import { Money } from '../../components/ui/Money';
import { formatDate, formatDateTime, isoDateTime, NO_DATE } from '../../lib/format/date';
import { renderUi } from './render';

// 2025-01-02 17:04:05 UTC = 2025-01-03 00:04:05 in Bangkok (UTC+7): the day changes with the zone.
const INSTANT = Date.UTC(2025, 0, 2, 17, 4, 5);

describe('formatDate / formatDateTime', () => {
  it('writes DD-MM-YYYY and DD-MM-YYYY HH:mm:ss, zero-padded, in the given zone', () => {
    expect(formatDate(INSTANT, 'UTC')).toBe('02-01-2025');
    expect(formatDate(INSTANT, 'Asia/Bangkok')).toBe('03-01-2025');
    expect(formatDateTime(INSTANT, 'UTC')).toBe('02-01-2025 17:04:05');
    expect(formatDateTime(INSTANT, 'Asia/Bangkok')).toBe('03-01-2025 00:04:05');
    expect(formatDateTime(INSTANT, 'Asia/Bangkok', false)).toBe('03-01-2025 00:04');
  });

  it('accepts epoch milliseconds, Date objects and ISO strings alike', () => {
    expect(formatDate(new Date(INSTANT), 'UTC')).toBe('02-01-2025');
    expect(formatDate('2025-01-02T17:04:05Z', 'Asia/Bangkok')).toBe('03-01-2025');
  });

  it('shows a zone-less upstream string as written, whatever the zone', () => {
    expect(formatDateTime('2025-12-31 23:59:58', 'Asia/Bangkok')).toBe('31-12-2025 23:59:58');
    expect(formatDate('2025-03-09', 'America/Los_Angeles')).toBe('09-03-2025');
  });

  it('shows a dash, never "Invalid Date" or NaN, for missing or unreadable values', () => {
    for (const bad of [null, undefined, '', 'soon', Number.NaN, new Date('x')]) {
      expect(formatDate(bad, 'UTC')).toBe(NO_DATE);
      expect(formatDateTime(bad, 'UTC')).toBe(NO_DATE);
    }
    expect(isoDateTime('soon')).toBeNull();
  });

  it('uses midnight as 00, not 24', () => {
    expect(formatDateTime(Date.UTC(2025, 5, 1, 0, 0, 0), 'UTC')).toBe('01-06-2025 00:00:00');
  });
});

describe('DateText', () => {
  it('renders a <time> with the ISO value, in the UiProvider zone', () => {
    renderUi(<DateText value={INSTANT} testId="d" />, { settings: { timeZone: 'Asia/Bangkok' } });
    const time = screen.getByTestId('d');
    expect(time.tagName).toBe('TIME');
    expect(time.textContent).toBe('03-01-2025');
    expect(time.getAttribute('datetime')).toBe('2025-01-02T17:04:05.000Z');
  });

  it('has a date-time variant, and an explicit zone wins', () => {
    renderUi(<DateText value={INSTANT} withTime timeZone="UTC" testId="d" />, { settings: { timeZone: 'Asia/Bangkok' } });
    expect(screen.getByTestId('d').textContent).toBe('02-01-2025 17:04:05');
  });
});

describe('Money', () => {
  it('shows the symbol first, comma thousands and 2 decimals', () => {
    renderUi(<Money amount={12345.67} currencySymbol="฿" currency="THB" testId="m" />);
    expect(screen.getByTestId('m').textContent).toBe('฿12,345.67');
  });

  it('puts the sign before the symbol and marks negatives', () => {
    renderUi(<Money amount={-5} currencySymbol="฿" testId="m" />);
    const money = screen.getByTestId('m');
    expect(money.textContent).toBe('-฿5.00');
    expect(money.hasAttribute('data-negative')).toBe(true);
  });

  it('falls back to the currency code and never prints NaN', () => {
    renderUi(
      <>
        <Money amount={1000000} currency="USD" testId="a" />
        <Money amount={Number.NaN} currencySymbol="฿" testId="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('USD 1,000,000.00');
    expect(screen.getByTestId('b').textContent).toBe('—');
  });
});
