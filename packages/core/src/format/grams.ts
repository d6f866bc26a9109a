/**
 * Display of weights and quantities with comma thousands grouping ("1,234.500"). Exact through decimal.js.
 */
import { formatFixed, toDecimal, type NumericInput } from './money.ts';

/**
 * Formats a weight in grams with comma grouping and a fixed number of decimals (3 by default, 2 where a
 * report says so): "1234.5" → "1,234.500", -0.5 → "-0.500". Rounds half up. Throws on non-numeric input.
 */
export function formatGrams(value: NumericInput, decimals = 3): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new Error(`formatGrams: invalid decimals ${decimals}`);
  return formatFixed(toDecimal(value), decimals);
}

/** Formats a quantity (piece count) with comma grouping: 12345 → "12,345". Rounds half up to an integer. */
export function formatQty(n: NumericInput): string {
  return formatFixed(toDecimal(n), 0);
}
