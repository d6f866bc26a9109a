// Exact arithmetic on gold weights. A weight is grams with at most 3 decimals, carried as text ("1.250")
// from the database to the screen: binary floats would turn 0.1 + 0.2 into 0.30000000000000004 and a day
// of ledger lines into a balance that is off by a milligram. Everything here goes through decimal.js.
import Decimal from 'decimal.js';

/** Decimal places of a weight: numeric(12,3) in the database, 3 decimals on every slip. */
export const GRAM_DECIMALS = 3;

// A private constructor: its precision is far above any weight total, and it does not follow changes another
// module makes to the shared Decimal settings. Its instances are still `Decimal` (clones share one prototype).
const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

// Digits, an optional dot with up to 3 decimals, an optional leading minus. No '+', no exponent, no grouping
// commas, no spaces: what a weight field or a numeric column can legitimately hold.
const GRAM_PATTERN = /^-?\d+(?:\.\d{0,3})?$/;

/**
 * A weight a person may enter: up to 9 whole digits (numeric(12,3) holds 9) and at most 3 decimals, no
 * sign. Every weight field of the contracts and the master forms checks this one pattern.
 */
export const GRAMS_TEXT = /^\d{1,9}(\.\d{1,3})?$/;

/** {@link GRAMS_TEXT} with an optional leading minus: a difference or a remainder a screen worked out. */
export const SIGNED_GRAMS_TEXT = /^-?\d{1,9}(\.\d{1,3})?$/;

/** A weight as text or as an exact decimal already parsed. */
export type GramsValue = string | Decimal;

/** True when `text` is a well-formed weight (see {@link parseGrams}); for zod refinements and form checks. */
export function isGramString(text: unknown): text is string {
  return typeof text === 'string' && GRAM_PATTERN.test(text);
}

/**
 * Parses a weight strictly: digits, an optional dot with at most 3 decimals, an optional leading minus
 * ("1.250", "12", "-0.5", "3."). Anything else throws a RangeError, because a silently mangled weight
 * (a fourth decimal, "1,5", " 2") would move stock that does not exist.
 */
export function parseGrams(text: string): Decimal {
  if (!isGramString(text)) {
    throw new RangeError(`Invalid weight in grams: ${JSON.stringify(text)}`);
  }
  return new Exact(text);
}

function toExact(value: GramsValue): Decimal {
  if (typeof value === 'string') return parseGrams(value);
  if (!Decimal.isDecimal(value) || !value.isFinite()) {
    throw new RangeError(`Invalid weight in grams: ${String(value)}`);
  }
  if (value.decimalPlaces() > GRAM_DECIMALS) {
    throw new RangeError(`A weight has at most ${GRAM_DECIMALS} decimals: ${value.toString()}`);
  }
  return new Exact(value);
}

/**
 * Writes a decimal as a weight with exactly 3 decimals ("1.000", "-0.250"). A value with more decimals
 * (a product or a quotient) is rounded half up; negative zero is written "0.000" so totals never show "-0.000".
 */
export function toGramString(value: Decimal): string {
  const text = new Exact(value).toFixed(GRAM_DECIMALS, Decimal.ROUND_HALF_UP);
  return /^-0\.0+$/.test(text) ? text.slice(1) : text;
}

/** A readable weight written with 3 decimals ("2.5" → "2.500"); any other text is returned as typed (forms pad on blur). */
export function padGrams(text: string): string {
  return isGramString(text) ? toGramString(parseGrams(text)) : text;
}

/** Sums weights exactly and writes the total with 3 decimals; an empty list sums to "0.000". */
export function sumGrams(values: readonly GramsValue[]): string {
  const total = values.reduce<Decimal>((sum, value) => sum.plus(toExact(value)), new Exact(0));
  return toGramString(total);
}

/** a + b, exact, with 3 decimals. */
export function addGrams(a: GramsValue, b: GramsValue): string {
  return toGramString(toExact(a).plus(toExact(b)));
}

/** a − b, exact, with 3 decimals; the result may be negative (a difference, a shortfall). */
export function subGrams(a: GramsValue, b: GramsValue): string {
  return toGramString(toExact(a).minus(toExact(b)));
}

/** Compares two weights by value ("1.5" equals "1.500"): -1 when a < b, 0 when equal, 1 when a > b. */
export function compareGrams(a: GramsValue, b: GramsValue): -1 | 0 | 1 {
  const order = toExact(a).comparedTo(toExact(b));
  return order < 0 ? -1 : order > 0 ? 1 : 0;
}

/** True when the weight is zero in any spelling ("0", "0.000", "-0"). */
export function isZeroGrams(value: GramsValue): boolean {
  return toExact(value).isZero();
}

/**
 * The heaviest weight one piece of jewellery plausibly has: 1,000 g. A gold piece heavier than 1 kg is
 * almost certainly a typo (a decimal point lost), so the goods form asks for confirmation above it.
 */
export const BERAT_SATU_BARANG_MAKS = '1000.000';

/** True when a valid weight text is above BERAT_SATU_BARANG_MAKS (an invalid or empty text is not). */
export function beratMelebihiBatas(text: string): boolean {
  return isGramString(text) && compareGrams(text, BERAT_SATU_BARANG_MAKS) > 0;
}
