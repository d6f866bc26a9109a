import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { addDays, formatDate, isBefore, isBeforeDate, todayInZone } from './dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

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

  it('formats dayjs values (date pickers) by their own calendar, zone included', () => {
    expect(formatDate(dayjs('2024-03-07'))).toBe('2024-03-07');
    expect(formatDate(dayjs('2024-12-31T20:00:00Z').tz('Asia/Jakarta'))).toBe('2025-01-01');
    expect(formatDate(dayjs('2024-12-31T20:00:00Z').tz('America/New_York'))).toBe('2024-12-31');
    expect(() => formatDate(dayjs('nonsense'))).toThrow();
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

describe('isBefore', () => {
  it('compares yyyy-MM-dd days strictly', () => {
    expect(isBefore('2024-01-01', '2024-01-02')).toBe(true);
    expect(isBefore('2024-01-02', '2024-01-01')).toBe(false);
    expect(isBefore('2024-01-01', '2024-01-01')).toBe(false);
    expect(isBefore('2023-12-31', '2024-01-01')).toBe(true);
    expect(isBefore('2024-02-29', '2024-03-01')).toBe(true);
  });

  it('refuses anything that is not a real yyyy-MM-dd day', () => {
    expect(() => isBefore('2024-1-5', '2024-01-06')).toThrow();
    expect(() => isBefore('2024-01-05', '2024-02-30')).toThrow();
    expect(() => isBefore('2024-01-05T10:00:00Z', '2024-01-06')).toThrow();
    expect(() => isBefore('', '2024-01-06')).toThrow();
  });
});
