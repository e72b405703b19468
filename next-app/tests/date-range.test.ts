import { describe, expect, it } from 'vitest';
import { MAX_RANGE_DAYS, dayIn, presetRange, rangeProblem } from '../lib/member/date-range';

const BANGKOK = 'Asia/Bangkok';

describe('date-range presets', () => {
  // 2026-11-24 17:30 UTC is already 2026-11-25 00:30 in Bangkok.
  const lateEvening = new Date(Date.UTC(2026, 10, 24, 17, 30));

  it('counts days in the brand zone, not UTC', () => {
    expect(dayIn(lateEvening, BANGKOK)).toBe('2026-11-25');
    expect(dayIn(lateEvening, 'UTC')).toBe('2026-11-24');
    expect(presetRange('today', lateEvening, BANGKOK)).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25' });
  });

  it('yesterday is the one day before', () => {
    expect(presetRange('yesterday', lateEvening, BANGKOK)).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
  });

  it('the last 7 days end today and include it', () => {
    expect(presetRange('last7Days', lateEvening, BANGKOK)).toEqual({ startDate: '2026-11-19', endDate: '2026-11-25' });
  });

  it('this month runs from the 1st to today', () => {
    expect(presetRange('thisMonth', lateEvening, BANGKOK)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-25' });
  });

  it('last month is the whole month before, across a year and a leap February', () => {
    expect(presetRange('lastMonth', lateEvening, BANGKOK)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    const newYear = new Date(Date.UTC(2027, 0, 1, 5));
    expect(presetRange('lastMonth', newYear, BANGKOK)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(presetRange('yesterday', newYear, BANGKOK)).toEqual({ startDate: '2026-12-31', endDate: '2026-12-31' });
    const march2028 = new Date(Date.UTC(2028, 2, 10));
    expect(presetRange('lastMonth', march2028, 'UTC')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('the first of a month: this month is one day, the last 7 days reach into the month before', () => {
    const first = new Date(Date.UTC(2026, 11, 1, 3));
    expect(presetRange('thisMonth', first, BANGKOK)).toEqual({ startDate: '2026-12-01', endDate: '2026-12-01' });
    expect(presetRange('last7Days', first, BANGKOK)).toEqual({ startDate: '2026-11-25', endDate: '2026-12-01' });
  });
});

describe('custom periods', () => {
  it('accepts whole days up to the limit', () => {
    expect(rangeProblem({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ startDate: '2026-09-01', endDate: '2026-11-29' })).toBeNull();
    expect(MAX_RANGE_DAYS).toBe(90);
  });

  it('refuses a missing, impossible, reversed or too long period', () => {
    expect(rangeProblem({ startDate: '', endDate: '2026-11-01' })).toBe('missing');
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe('reversed');
    expect(rangeProblem({ startDate: '2026-09-01', endDate: '2026-11-30' })).toBe('too_long');
  });

  it('takes a shorter limit where the upstream answers less (the agent reports: 62 days)', () => {
    expect(rangeProblem({ startDate: '2026-10-01', endDate: '2026-12-01' }, 62)).toBeNull();
    expect(rangeProblem({ startDate: '2026-10-01', endDate: '2026-12-02' }, 62)).toBe('too_long');
    expect(rangeProblem({ startDate: '2026-10-01', endDate: '2026-12-02' })).toBeNull();
  });
});
