import { describe, expect, it } from 'vitest';
import { addDays, formatDate, isBeforeDate, todayInZone } from './dates.ts';

describe('formatDate', () => {
  it('formats a Date by its local calendar day', () => {
    expect(formatDate(new Date(2024, 1, 29, 23, 59, 59))).toBe('2024-02-29');
    expect(formatDate(new Date(2024, 0, 5, 0, 0, 0))).toBe('2024-01-05');
    expect(formatDate(new Date(999, 11, 31))).toBe('0999-12-31');
  });

  it('keeps the calendar day of yyyy-MM-dd texts and ISO timestamps', () => {
    expect(formatDate('2024-03-07')).toBe('2024-03-07');
    expect(formatDate('2024-03-07T23:30:00Z')).toBe('2024-03-07');
    expect(formatDate('2024-03-07T00:30:00+07:00')).toBe('2024-03-07');
  });

  it('throws on invalid dates', () => {
    expect(() => formatDate('2023-02-29')).toThrow();
    expect(() => formatDate('2024-13-01')).toThrow();
    expect(() => formatDate('not a date')).toThrow();
    expect(() => formatDate(new Date(Number.NaN))).toThrow();
  });
});

describe('todayInZone', () => {
  const instant = new Date('2024-01-01T18:00:00Z');

  it('gives the calendar day of the zone at that instant', () => {
    expect(todayInZone('Asia/Jakarta', instant)).toBe('2024-01-02'); // UTC+7 → 01:00 next day
    expect(todayInZone('UTC', instant)).toBe('2024-01-01');
    expect(todayInZone('America/New_York', new Date('2024-01-01T03:00:00Z'))).toBe('2023-12-31');
    expect(todayInZone('Asia/Jayapura', new Date('2024-12-31T15:00:00Z'))).toBe('2025-01-01'); // UTC+9
    expect(todayInZone('Asia/Makassar', new Date('2024-12-31T15:00:00Z'))).toBe('2024-12-31'); // UTC+8
  });

  it('defaults to now and matches the yyyy-MM-dd shape', () => {
    expect(todayInZone('Asia/Jakarta')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('throws on an unknown time zone', () => {
    expect(() => todayInZone('Mars/Olympus', instant)).toThrow();
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-01-31', 0)).toBe('2024-01-31');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
  });

  it('does not drift around daylight-saving changes elsewhere', () => {
    expect(addDays('2024-03-09', 1)).toBe('2024-03-10');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
    expect(addDays('2024-10-27', 1)).toBe('2024-10-28');
  });

  it('rejects invalid input', () => {
    expect(() => addDays('2024-02-30', 1)).toThrow();
    expect(() => addDays('24-01-01', 1)).toThrow();
    expect(() => addDays('2024-01-01', 1.5)).toThrow();
  });
});

describe('isBeforeDate', () => {
  it('compares calendar days strictly', () => {
    expect(isBeforeDate('2024-01-01', '2024-01-02')).toBe(true);
    expect(isBeforeDate('2024-01-02', '2024-01-01')).toBe(false);
    expect(isBeforeDate('2024-01-01', '2024-01-01')).toBe(false);
    expect(isBeforeDate('2023-12-31', '2024-01-01')).toBe(true);
    expect(isBeforeDate('2024-09-30', '2024-10-01')).toBe(true);
  });

  it('ignores the time of day', () => {
    expect(isBeforeDate('2024-01-01T23:59:59Z', '2024-01-01')).toBe(false);
    expect(isBeforeDate(new Date(2024, 0, 1, 8), new Date(2024, 0, 1, 20))).toBe(false);
    expect(isBeforeDate(new Date(2024, 0, 1, 23), new Date(2024, 0, 2, 1))).toBe(true);
  });
});
