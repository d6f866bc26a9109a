// The selling price of a barcoded item: the category's gold price per gram × the item's weight — at 100% of
// the category's price when the chain says so ('kategori_harga' = 'harga_100%'), otherwise scaled by the
// item's purity. Rounded up to the chain's multiple (Setting System pembulatan_jual, Rp 500 by default).
import Decimal from 'decimal.js';
import { HARGA_100 } from '../messages.ts';
import { bulatkanKeAtas } from './setting-system.ts';
import { parseGrams } from './grams.ts';

const Exact = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_HALF_UP });

/** Purity as the purity input keeps it: a percentage ("75", "99.9") or carats ("17K", "24K"). */
const KADAR_PATTERN = /^(\d{1,3}(?:\.\d{1,3})?)(K?)$/;

/**
 * The purity of a kadar text as a percentage of pure gold: "75" → 75, "99.9" → 99.9, "24K" → 100,
 * "18K" → 75 (carats are 24ths). Returns null for anything else, including percentages above 100,
 * carats above 24 and zero (a price needs some gold).
 */
export function kadarPersen(kadar: string): Decimal | null {
  const match = KADAR_PATTERN.exec(kadar.trim().toUpperCase());
  if (!match) return null;
  const value = new Exact(match[1] as string);
  const persen = match[2] === 'K' ? (value.greaterThan(24) ? null : value.times(100).dividedBy(24)) : value.greaterThan(100) ? null : value;
  if (!persen || persen.isZero()) return null;
  return persen;
}

/** True when a kadar text is a purity the price rule understands (see {@link kadarPersen}). */
export function isKadar(kadar: string): boolean {
  return kadarPersen(kadar) !== null;
}

export interface HargaJualInput {
  /** The category's gold price per gram, whole rupiah. */
  hargaPerGram: number;
  /** Grams, exact text ("3.250"). */
  berat: string;
  /** Purity text ("75", "17K"). */
  kadar: string;
  /** The system parameter 'kategori_harga'; 'harga_100%' takes the category price whole, anything else scales by purity. */
  kategoriHarga?: string | null;
  /** The chain's sale rounding (Setting System pembulatan_jual); Rp 500 when not given. */
  pembulatan?: number;
}

/**
 * The selling price of an item, whole rupiah, rounded UP to the chain's multiple (Rp 500 unless Setting System says otherwise):
 * - 'harga_100%' (the demo chain's setting, Para System): 100% of the category's price, which is already the
 *   price of one gram of that category's gold, so harga = harga/gram × berat (a 17K item is priced by the
 *   17K category; the kadar does not enter);
 * - any other setting, or none: the category's price is read as the price of one gram of PURE gold and
 *   scaled by the item's purity: harga = harga/gram × berat × kadar% / 100 (a 75% item of 3 g at
 *   Rp 1,000,000 → Rp 2,250,000).
 * Throws a RangeError for a malformed weight, a negative price or an unreadable kadar when purity applies.
 */
export function hitungHargaJual(input: HargaJualInput): number {
  if (!Number.isSafeInteger(input.hargaPerGram) || input.hargaPerGram < 0) {
    throw new RangeError(`Invalid price per gram: ${input.hargaPerGram}`);
  }
  const berat = new Exact(parseGrams(input.berat));
  if (berat.isNegative()) throw new RangeError(`Negative weight: ${input.berat}`);
  let harga = berat.times(input.hargaPerGram);
  if (input.kategoriHarga !== HARGA_100) {
    const persen = kadarPersen(input.kadar);
    if (!persen) throw new RangeError(`Invalid kadar: ${input.kadar}`);
    harga = harga.times(persen).dividedBy(100);
  }
  return bulatkanKeAtas(harga, input.pembulatan);
}
