// Pure rules of the goods record: barcodes, tray weighing and the stock-opname comparison.
import Decimal from 'decimal.js';
import { compareGrams, isGramString, parseGrams, toGramString } from './grams.ts';

/**
 * The characters of a new barcode: upper-case letters and digits without the look-alikes I, O, 0 and 1,
 * so a code read aloud or typed from a label cannot be mistaken. 32 symbols, 8 positions: 32^8 ≈ 1.1e12.
 */
export const BARCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A stored barcode: exactly 8 upper-case letters or digits (imported codes may use the whole A–Z, 0–9). */
export const BARCODE_PATTERN = /^[A-Z0-9]{8}$/;

/**
 * Builds a barcode from 8 random integers (each taken modulo the alphabet). The caller supplies the
 * randomness (the server: crypto), which keeps this pure and testable.
 */
export function barcodeFromRandom(values: readonly number[]): string {
  if (values.length !== 8) throw new RangeError('A barcode needs 8 random values');
  return values.map((v) => BARCODE_ALPHABET[Math.abs(Math.trunc(v)) % BARCODE_ALPHABET.length]).join('');
}

/**
 * The shrink rule of a goods record: Berat Susut may not be more than Susut Tukang. True when it is (both
 * readable weights; a blank Susut Tukang counts as 0). The goods contract refuses such a form with
 * 'Berat Susut Tidak Boleh Lebih Dari Susut Tukang'; the web form uses the same function to say so as it is typed.
 */
export function susutMelebihiTukang(beratSusut: string, susutTukang: string): boolean {
  const tukang = susutTukang.trim() === '' ? '0' : susutTukang.trim();
  const susut = beratSusut.trim();
  return isGramString(susut) && isGramString(tukang) && compareGrams(susut, tukang) > 0;
}

/** The weighing of a tray: what the scale shows against what the books say. */
export interface TimbangBakiInput {
  /** The ledger's weight of the tray's goods (grams). */
  berat_sistem: string;
  /** Tare carried by the goods: price tags, plastic bags, stones/attributes (grams). */
  berat_bandrol: string;
  berat_plastik: string;
  berat_atribut: string;
  /** The empty tray itself (grams). */
  berat_baki: string;
  /** What the scale shows for the full tray (grams). */
  berat_timbangan: string;
}

export interface TimbangBakiHasil {
  /** Everything on the scale that is not the goods' gold: tray + tags + plastic + attributes. */
  berat_tara: string;
  /** What the scale should show if the books are right: ledger weight + tare. */
  berat_seharusnya: string;
  /** The scale's weight less the tare: the gold actually on the tray. */
  berat_bersih: string;
  /** berat_bersih − berat_sistem: negative when gold is missing. */
  selisih: string;
}

/**
 * Compares a tray's scale weight with the books: the ledger weight is the goods' gold; the scale also
 * carries the tray and each item's tag, plastic and attributes, which are taken off as tare.
 */
export function hitungTimbangBaki(input: TimbangBakiInput): TimbangBakiHasil {
  const tara = [input.berat_baki, input.berat_bandrol, input.berat_plastik, input.berat_atribut].reduce(
    (sum, value) => sum.plus(parseGrams(value)),
    new Decimal(0),
  );
  const sistem = parseGrams(input.berat_sistem);
  const bersih = parseGrams(input.berat_timbangan).minus(tara);
  return {
    berat_tara: toGramString(tara),
    berat_seharusnya: toGramString(sistem.plus(tara)),
    berat_bersih: toGramString(bersih),
    selisih: toGramString(bersih.minus(sistem)),
  };
}

/** One item the books place on the counted tray. */
export interface OpnameSistem {
  kode_barcode: string;
  berat: string;
}

/** One scan of the count, with the weight read on the scale when the counter weighed it. */
export interface OpnameScan {
  kode_barcode: string;
  berat?: string | null;
}

export interface OpnamePerbandingan {
  /** On the tray in the books and scanned; selisih = counted − books when a weight was given, else "0.000". */
  ditemukan: Array<{ kode_barcode: string; berat_sistem: string; berat_hitung: string; selisih: string }>;
  /** On the tray in the books, not scanned. */
  hilang: OpnameSistem[];
  /** Scanned, but the books place it elsewhere (or nowhere). */
  lebih: OpnameScan[];
  berat_selisih: string;
}

/**
 * The stock-opname comparison of one tray: found, missing, extra and the weight difference of the found
 * items. A barcode scanned twice counts once (the first scan's weight is kept).
 */
export function bandingkanOpname(sistem: readonly OpnameSistem[], scans: readonly OpnameScan[]): OpnamePerbandingan {
  const books = new Map(sistem.map((item) => [item.kode_barcode, item]));
  const seen = new Map<string, OpnameScan>();
  for (const scan of scans) if (!seen.has(scan.kode_barcode)) seen.set(scan.kode_barcode, scan);
  const ditemukan: OpnamePerbandingan['ditemukan'] = [];
  const lebih: OpnameScan[] = [];
  let total = new Decimal(0);
  for (const scan of seen.values()) {
    const item = books.get(scan.kode_barcode);
    if (!item) {
      lebih.push(scan);
      continue;
    }
    const hitung = scan.berat ? parseGrams(scan.berat) : parseGrams(item.berat);
    const selisih = hitung.minus(parseGrams(item.berat));
    total = total.plus(selisih);
    ditemukan.push({
      kode_barcode: item.kode_barcode,
      berat_sistem: toGramString(parseGrams(item.berat)),
      berat_hitung: toGramString(hitung),
      selisih: toGramString(selisih),
    });
  }
  const hilang = sistem.filter((item) => !seen.has(item.kode_barcode));
  return { ditemukan, hilang, lebih, berat_selisih: toGramString(total) };
}

/**
 * Shares a total weight over items in proportion to their weights (the cleaning screen's "total weight
 * after cleaning": one weighing of the whole batch becomes each item's new weight). Works in milligrams:
 * each share is rounded down, and the milligrams left over go to the largest remainders (earlier items on a
 * tie), so the shares always add up to the total exactly. Items of no weight share equally.
 */
export function bagiBeratProporsional(weights: readonly string[], total: string): string[] {
  if (weights.length === 0) return [];
  const mg = (value: Decimal) => value.times(1000);
  const parts = weights.map((w) => mg(parseGrams(w)));
  const whole = mg(parseGrams(total));
  if (whole.isNegative() || !whole.isInteger()) throw new RangeError(`Invalid total weight: ${total}`);
  const sum = parts.reduce((acc, part) => acc.plus(part), new Decimal(0));
  const exact = sum.isZero() ? parts.map(() => whole.div(parts.length)) : parts.map((part) => whole.times(part).div(sum));
  const floors = exact.map((share) => share.floor());
  let left = whole.minus(floors.reduce((acc, part) => acc.plus(part), new Decimal(0))).toNumber();
  const order = exact
    .map((share, index) => ({ index, rest: share.minus(share.floor()) }))
    .sort((a, b) => b.rest.comparedTo(a.rest) || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] as Decimal).plus(1);
    left -= 1;
  }
  return floors.map((share) => toGramString(share.div(1000)));
}
