// Barcoded items as the documents use them: locked in code order, checked where the user saw them, and
// restated (tray, category, type, weight, purity) through ledger lines that keep every balance exact.
import { sql, type SQL } from 'drizzle-orm';
import { compareGrams, fineGrams, MESSAGES, parseGrams, purityPercent, subGrams, toGramString, type ScanItem } from '@kencana/core';
import { rows, type Queryable, type Tx } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { boundaryPlace, type Place } from '../ledger/places.ts';
import type { DeclaredLoss, MovementLine, PurityChange } from '../ledger/post-movements.ts';

/** One item as the flows need it. Weights are exact text; `purity` is its percentage ("75.000"). */
export interface ItemRow {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_toko: string | null;
  kode_gudang: string | null;
  kode_baki: string | null;
  lokasi: string | null;
  lokasi_kind: string | null;
  tipe_barang: string;
  berat: string;
  kadar: string;
  purity: string;
  status: string;
  tujuan: string | null;
  berat_bandrol: string;
  berat_plastik: string;
  berat_atribut: string;
  harga_jual: number;
}

/** An item known to lie on a tray. */
export type ItemOnTray = ItemRow & { kode_baki: string; kode_gudang: string; kode_toko: string };

const ITEM_COLUMNS = sql.raw(`b.kode_barcode, b.nama_barang, b.kode_group, b.kode_dept, b.kode_toko, b.kode_gudang, b.kode_baki, b.lokasi,
  b.lokasi_kind, b.tipe_barang, b.berat::text AS berat, b.kadar, g.persentase::text AS persen_group, b.status, b.tujuan,
  b.berat_bandrol::text AS berat_bandrol, b.berat_plastik::text AS berat_plastik, b.berat_atribut::text AS berat_atribut, b.harga_jual`);

type Selected = Omit<ItemRow, 'purity' | 'harga_jual'> & { persen_group: string | null; harga_jual: number | string };

const toItem = ({ persen_group, ...row }: Selected): ItemRow => ({
  ...row,
  purity: purityPercent(row.kadar, persen_group),
  harga_jual: Number(row.harga_jual),
});

/** Refuses a scan list holding a barcode twice: 'Kode Barcode Tersebut Sudah Ada Ditabel'. */
export function assertUnique(codes: readonly string[]): void {
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw badRequest(`${MESSAGES.kodeBarcodeTersebutSudahAdaDitabel} (${code})`);
    seen.add(code);
  }
}

/**
 * Reads items, locking them (FOR UPDATE, in barcode order, like the ledger, so concurrent documents queue
 * instead of deadlocking) when `lock`: the listed barcodes and, with `extra`, every item matching it (a whole
 * tray). Reading after the lock means a second user acting on the same item sees the first user's result.
 */
export async function readItems(
  q: Queryable,
  codes: readonly string[],
  options: { lock: boolean; extra?: SQL },
): Promise<Map<string, ItemRow>> {
  const sorted = [...codes].sort();
  const conditions: SQL[] = [];
  if (sorted.length)
    conditions.push(
      sql`b.kode_barcode IN (${sql.join(
        sorted.map((code) => sql`${code}`),
        sql`, `,
      )})`,
    );
  if (options.extra) conditions.push(options.extra);
  if (conditions.length === 0) return new Map();
  const found = await rows<Selected>(
    q,
    sql`SELECT ${ITEM_COLUMNS} FROM barang b LEFT JOIN groups g ON g.kode_group = b.kode_group
        WHERE ${sql.join(conditions, sql` OR `)} ORDER BY b.kode_barcode ${options.lock ? sql`FOR UPDATE OF b` : sql``}`,
  );
  return new Map(found.map((row) => [row.kode_barcode, toItem(row)]));
}

/**
 * Locks the listed items (and those matching `extra`) and returns them; a barcode that does not exist →
 * 404 'Barang Tidak Di Temukan (CODE)'.
 */
export async function lockItems(tx: Tx, codes: readonly string[], extra?: SQL): Promise<Map<string, ItemRow>> {
  assertUnique(codes);
  const items = await readItems(tx, codes, { lock: true, extra });
  for (const code of codes) if (!items.has(code)) throw notFound(`${MESSAGES.barangTidakDiTemukan} (${code})`);
  return items;
}

/** The items of a list in the list's order (all present: lockItems checked). */
export const inOrder = (items: Map<string, ItemRow>, codes: readonly string[]): ItemRow[] =>
  codes.map((code) => items.get(code) as ItemRow);

/** The item lies on a tray of the store, else 409 'Barang Tidak Berada Di Baki Toko Ini (CODE)'. */
export function assertOnStoreTray(item: ItemRow, kode_toko: string): asserts item is ItemOnTray {
  if (item.lokasi_kind !== 'BAKI' || !item.kode_baki || item.kode_toko !== kode_toko) {
    throw conflict(`${MESSAGES.barangTidakDiBaki} (${item.kode_barcode})`);
  }
}

/**
 * The item is still as the user saw it when scanning (tray, category, type, weight), else 409
 * 'Data Barang Sudah Berubah, Silahkan Scan Ulang (CODE)': someone else changed it meanwhile.
 */
export function assertAsSeen(item: ItemRow, seen: ScanItem['seen']): void {
  const changed =
    (seen.kode_baki !== undefined && seen.kode_baki !== item.kode_baki) ||
    (seen.kode_group !== undefined && seen.kode_group !== item.kode_group) ||
    (seen.kode_dept !== undefined && seen.kode_dept !== item.kode_dept) ||
    (seen.berat !== undefined && compareGrams(seen.berat, item.berat) !== 0);
  if (changed) throw conflict(`${MESSAGES.barangSudahBerubah} (${item.kode_barcode})`);
}

/**
 * Locks the scanned items and checks each lies on a tray of the store, as the user saw it. Returns them
 * in scan order.
 */
export async function lockScannedOnStoreTrays(tx: Tx, scans: readonly ScanItem[], kode_toko: string): Promise<ItemOnTray[]> {
  const codes = scans.map((scan) => scan.kode_barcode);
  const items = inOrder(await lockItems(tx, codes), codes);
  items.forEach((item, index) => {
    assertOnStoreTray(item, kode_toko);
    assertAsSeen(item, (scans[index] as ScanItem).seen);
  });
  return items as ItemOnTray[];
}

/** The ledger line that moves an item as it is (same category, type, weight and purity). */
export function itemLine(item: ItemRow, from: Place | undefined, to: Place | undefined, reason: string): MovementLine {
  return {
    from,
    to,
    kode_group: item.kode_group,
    kode_dept: item.kode_dept,
    qty: 1,
    berat: item.berat,
    kadar: item.purity,
    kode_barcode: item.kode_barcode,
    reason,
  };
}

/** The purity percentage of a kadar text, the category's percentage standing in for a text that is none. */
export async function purityOf(q: Queryable, kadar: string, kode_group: string): Promise<string> {
  const [group] = await rows<{ persentase: string }>(
    q,
    sql`SELECT persentase::text AS persentase FROM groups WHERE kode_group = ${kode_group}`,
  );
  return purityPercent(kadar, group?.persentase ?? null);
}

/** What an item is (or becomes) for the ledger: where, which category and type, how heavy, how pure. */
export interface ItemState {
  place: Place;
  kode_group: string;
  kode_dept: string;
  berat: string;
  /** Purity percentage ("75.000"). */
  purity: string;
}

/**
 * The ledger lines that take one barcoded item from one state to another in a single document, keeping
 * every balance equal to its goods, and the document balanced in grams and in fine grams:
 * - the barcode line moves the item from `from.place` to `to.place` under its new category/type, weight and
 *   purity (it also proves the item is where the document says, under the lock);
 * - a category/type change takes the old balance out and puts it in under the new one;
 * - a weight change is adjusted at the old place at the old purity: a loss leaves as declared loss (LOSS),
 *   a gain comes from the LOSS place (a negative loss), so LOSS always holds the net declared loss;
 * - a purity change (a re-assay) is a declared purity change of the fine grams, with its reason.
 * The fine grams of the adjustments are differences, so the old place is left with exactly what it held.
 */
export function restateLines(
  kode_barcode: string,
  from: ItemState,
  to: ItemState,
  reason: string,
  lossToko: string,
): { lines: MovementLine[]; losses: DeclaredLoss[]; purity: PurityChange[] } {
  const lines: MovementLine[] = [
    {
      from: from.place,
      to: to.place,
      kode_group: to.kode_group,
      kode_dept: to.kode_dept,
      qty: 1,
      berat: to.berat,
      kadar: to.purity,
      kode_barcode,
      reason,
    },
  ];
  const losses: DeclaredLoss[] = [];
  const purity: PurityChange[] = [];
  if (from.kode_group !== to.kode_group || from.kode_dept !== to.kode_dept) {
    lines.push({
      from: from.place,
      kode_group: from.kode_group,
      kode_dept: from.kode_dept,
      qty: 1,
      berat: from.berat,
      kadar: from.purity,
      reason,
    });
    lines.push({
      to: from.place,
      kode_group: to.kode_group,
      kode_dept: to.kode_dept,
      qty: 1,
      berat: from.berat,
      kadar: from.purity,
      reason,
    });
  }
  const delta = parseGrams(to.berat).minus(parseGrams(from.berat));
  const fineOld = fineGrams(from.berat, from.purity);
  const fineNewAtOldPurity = fineGrams(to.berat, from.purity);
  if (delta.isNegative()) {
    const loss = toGramString(delta.neg());
    const murni = subGrams(fineOld, fineNewAtOldPurity);
    lines.push({ from: from.place, kode_group: to.kode_group, kode_dept: to.kode_dept, qty: 0, berat: loss, berat_murni: murni, reason });
    losses.push({ kode_toko: lossToko, kode_group: to.kode_group, kode_dept: to.kode_dept, berat: loss, berat_murni: murni, reason });
  } else if (!delta.isZero()) {
    lines.push({
      from: boundaryPlace('LOSS', lossToko),
      to: from.place,
      kode_group: to.kode_group,
      kode_dept: to.kode_dept,
      qty: 0,
      berat: toGramString(delta),
      berat_murni: subGrams(fineNewAtOldPurity, fineOld),
      reason,
    });
  }
  const gained = subGrams(fineGrams(to.berat, to.purity), fineNewAtOldPurity);
  if (!parseGrams(gained).isZero())
    purity.push({ place: from.place, kode_group: to.kode_group, kode_dept: to.kode_dept, berat_murni: gained, reason: 'KOREKSI KADAR' });
  return { lines, losses, purity };
}
