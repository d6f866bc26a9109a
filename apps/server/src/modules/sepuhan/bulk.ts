// Bulk gold of the Sepuhan chain: after sorting, bought-back gold is bulk (per category and type) on trays,
// at the refiner, or awaiting validation as damaged. A part taken from bulk carries its share of the pool's
// fine grams (the pool's average purity), and the last part takes exactly what is left, so no milligram of
// fine gold is left behind or made up by rounding.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { parseGrams, toGramString } from '@kencana/core';
import { rows, type Tx } from '../../db/client.ts';
import { placeCode, type Place } from '../../stock/index.ts';

export interface Pool {
  qty: number;
  berat: string;
  berat_murni: string;
}

/** The balance of a place for a category and type, locked until the document commits. */
export async function lockPool(tx: Tx, place: Place, kode_group: string, kode_dept: string): Promise<Pool> {
  const [row] = await rows<Pool>(
    tx,
    sql`SELECT qty, berat::text AS berat, berat_murni::text AS berat_murni FROM stock_balances
        WHERE place = ${placeCode(place)} AND kode_group = ${kode_group} AND kode_dept = ${kode_dept} FOR UPDATE`,
  );
  return row ? { qty: Number(row.qty), berat: row.berat, berat_murni: row.berat_murni } : { qty: 0, berat: '0.000', berat_murni: '0.000' };
}

/**
 * The fine grams of `berat` taken from a pool of `poolBerat` grams holding `poolMurni` fine grams: the
 * proportional share rounded half up to a milligram, or the whole of it when the part is the whole pool.
 */
export function shareOf(poolMurni: string, poolBerat: string, berat: string): string {
  const total = parseGrams(poolBerat);
  const part = parseGrams(berat);
  if (part.isZero()) return '0.000';
  if (part.greaterThanOrEqualTo(total)) return toGramString(parseGrams(poolMurni));
  const share = parseGrams(poolMurni).times(part).dividedBy(total).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  return toGramString(share);
}

/** True when a part moves nothing (no pieces, no grams, no fine grams). */
export const isEmptyPart = (qty: number, berat: string, berat_murni: string): boolean =>
  qty === 0 && parseGrams(berat).isZero() && parseGrams(berat_murni).isZero();

/** '-' for a set of values that differ, else the one value. */
export function oneOrMixed(values: readonly string[]): string {
  const distinct = [...new Set(values)];
  return distinct.length === 1 ? (distinct[0] as string) : distinct.length === 0 ? '-' : distinct.join(',');
}

/** Pieces and grams per type, in type order. */
export function perJenis(
  lines: ReadonlyArray<{ kode_dept: string; qty?: number; berat: string }>,
): { jenis: string; qty: number; berat: string }[] {
  const byJenis = new Map<string, { qty: number; berat: Decimal }>();
  for (const line of lines) {
    const entry = byJenis.get(line.kode_dept) ?? { qty: 0, berat: new Decimal(0) };
    entry.qty += line.qty ?? 1;
    entry.berat = entry.berat.plus(parseGrams(line.berat));
    byJenis.set(line.kode_dept, entry);
  }
  return [...byJenis.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([jenis, value]) => ({ jenis, qty: value.qty, berat: toGramString(value.berat) }));
}
