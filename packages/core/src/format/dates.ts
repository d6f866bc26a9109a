/**
 * Calendar dates as `yyyy-MM-dd` text. The store's business date (tgl_system) is a calendar day, not an
 * instant, so arithmetic here is done on UTC midnights and never drifts with the machine's time zone.
 * Time zones go through Intl rather than dayjs's tz plugin: same answer, no global plugin registration.
 */
import type { Dayjs } from 'dayjs';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Parses the leading `yyyy-MM-dd` of a text into UTC epoch milliseconds; throws on an impossible date. */
function dayToUtc(date: string): number {
  const m = ISO_DAY.exec(date);
  if (!m) throw new Error(`Invalid date "${date}": expected yyyy-MM-dd`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new Error(`Invalid date "${date}": no such calendar day`);
  }
  return t;
}

/**
 * True for a `yyyy-MM-dd` text naming a day the calendar has (2026-02-28, 2028-02-29); false for
 * 2026-02-30, 2026-13-45, a timestamp or any other text. Every date field of the contracts checks this.
 */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  try {
    dayToUtc(text);
    return true;
  } catch {
    return false;
  }
}

/** Formats UTC epoch milliseconds as `yyyy-MM-dd`. */
function utcToDay(t: number): string {
  const d = new Date(t);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * Formats a date as `yyyy-MM-dd`.
 * - A text starting with `yyyy-MM-dd` (a plain day or an ISO timestamp) keeps its own calendar day.
 * - Any other text is parsed with `Date` and treated like a `Date`.
 * - A `Date` is formatted with the local calendar of the running machine.
 * - A dayjs value (the date pickers' type) keeps its own calendar, including a `.tz(...)` zone.
 * Throws on an invalid date.
 */
export function formatDate(d: Date | string | Dayjs): string {
  if (typeof d === 'object' && !(d instanceof Date)) {
    if (!d.isValid()) throw new Error('Invalid date');
    return utcToDay(dayToUtc(d.format('YYYY-MM-DD')));
  }
  if (typeof d === 'string') {
    if (ISO_DAY.test(d)) return utcToDay(dayToUtc(d));
    return formatDate(new Date(d));
  }
  if (Number.isNaN(d.getTime())) throw new Error('Invalid date');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's calendar day (`yyyy-MM-dd`) in an IANA time zone, e.g. `todayInZone('Asia/Jakarta')`. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Adds `n` calendar days (negative to go back) to a `yyyy-MM-dd` day; pure calendar arithmetic. */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new Error(`addDays: day count must be an integer, got ${n}`);
  return utcToDay(dayToUtc(date) + n * 86_400_000);
}

/** Whole days from one calendar day to another (yyyy-MM-dd); 0 when `to` is not after `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((dayToUtc(to) - dayToUtc(from)) / 86_400_000));
}

/** True when calendar day `a` is strictly before calendar day `b` (texts or dates, compared as `yyyy-MM-dd`). */
export function isBeforeDate(a: Date | string, b: Date | string): boolean {
  return formatDate(a) < formatDate(b);
}

/**
 * True when day `a` is strictly before day `b`, both `yyyy-MM-dd` (e.g. tgl_system before today: the store
 * is not closed yet). Throws on a malformed or impossible day rather than comparing garbage as text.
 */
export function isBefore(a: string, b: string): boolean {
  return dayToUtc(strictDay(a)) < dayToUtc(strictDay(b));
}

function strictDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`Invalid date "${date}": expected yyyy-MM-dd`);
  return date;
}
