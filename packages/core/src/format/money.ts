/**
 * Money in whole rupiah, shown with comma thousands grouping and the prefix "Rp." ("Rp. 1,250,000").
 * All rounding is exact, through decimal.js.
 */
import Decimal from 'decimal.js';
import { RUPIAH_PREFIX } from '../messages.ts';

const M = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -60, toExpPos: 60 });

/** A number as the server or a form gives it: numeric text ("1.250"), a JS number, or a decimal.js value. */
export type NumericInput = number | string | Decimal;

// Plain decimals, or comma-grouped thousands in groups of exactly three: "1,234,567.5" is read as grouped,
// but "1,5" (an Indonesian decimal comma) is refused instead of silently becoming 15.
const PLAIN_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const GROUPED_NUMBER = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** Parses a number, numeric text or decimal into an exact decimal; throws on empty, non-numeric or non-finite input. */
export function toDecimal(n: NumericInput): Decimal {
  if (typeof n === 'number') {
    if (!Number.isFinite(n)) throw new Error(`Invalid number ${n}`);
    return new M(n);
  }
  if (typeof n !== 'string') {
    if (!Decimal.isDecimal(n) || !n.isFinite()) throw new Error(`Invalid number ${String(n)}`);
    return new M(n);
  }
  const s = n.trim();
  if (PLAIN_NUMBER.test(s)) return new M(s);
  if (GROUPED_NUMBER.test(s)) return new M(s.replace(/,/g, ''));
  throw new Error(`Invalid number "${n}"`);
}

/** Groups the integer digits of a plain decimal text with commas ("-1234567.50" → "-1,234,567.50"). */
export function groupThousands(text: string): string {
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const dot = body.indexOf('.');
  const int = dot === -1 ? body : body.slice(0, dot);
  const frac = dot === -1 ? '' : body.slice(dot);
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac}`;
}

/** Formats a decimal at a fixed number of decimals with comma grouping, never producing "-0". */
export function formatFixed(d: Decimal, decimals: number): string {
  const text = d.toFixed(decimals, Decimal.ROUND_HALF_UP);
  const clean = /^-0(?:\.0*)?$/.test(text) ? text.slice(1) : text;
  return groupThousands(clean);
}

/** Formats a whole number with comma thousands grouping, rounding half up to an integer: 1250000 → "1,250,000". */
export function formatNumber(n: NumericInput): string {
  return formatFixed(toDecimal(n), 0);
}

/** Formats money in whole rupiah: 1250000 → "Rp. 1,250,000"; -5000 → "Rp. -5,000" (fractions rounded half up). */
export function formatRupiah(n: NumericInput): string {
  return `${RUPIAH_PREFIX} ${formatNumber(n)}`;
}

/**
 * Rounds a price UP to the next multiple of 500 rupiah: 0 → 0, 1 → 500, 500 → 500, 501 → 1000,
 * "1000.01" → 1500. Negative amounts round towards +∞ (-501 → -500, -1 → 0, never -0).
 */
export function roundUpTo500(n: NumericInput): number {
  const rounded = toDecimal(n).dividedBy(500).ceil().times(500);
  // A price past 2^53 cannot be a JS number without losing rupiah; refuse it rather than round silently.
  if (rounded.abs().greaterThan(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Price too large: ${rounded.toFixed()}`);
  const value = rounded.toNumber();
  return value === 0 ? 0 : value; // never -0
}
