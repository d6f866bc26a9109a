// What every goods flow shares: the acting store and its business date, trays, locking items in barcode
// order, the ledger lines that restate an item (tray, category, type, weight), the item-level document
// lines (barang_mutasi), and where an item is.
import { sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import { compareGrams, MESSAGES, parseGrams, textOrDash, toGramString, type BarangLine, type PosisiBarang, type ScanItem } from '@kencana/core';
import { scopeToko } from '../../auth/access.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { storeToday } from '../../clock.ts';
import { rows, type Queryable, type Tx } from '../../db/client.ts';
import { barang_mutasi } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { boundaryPlace, placeCode, type Place } from '../../ledger/places.ts';
import type { DeclaredLoss, MovementLine } from '../../ledger/post-movements.ts';

/** Document number prefixes and ledger document types of the goods flows. */
export const DOC = {
  TAMBAH: { prefix: 'TB', type: 'TAMBAH_BARANG' },
  EDIT: { prefix: 'EB', type: 'EDIT_BARANG' },
  KIRIM: { prefix: 'KRM', type: 'KIRIM_BARANG' },
  TERIMA: { prefix: 'TRM', type: 'TERIMA_BARANG' },
  PINDAH: { prefix: 'PDH', type: 'PINDAH_BARANG' },
  PINDAH_BAKI: { prefix: 'PDH', type: 'PINDAH_BAKI' },
  PINDAH_SORTIR: { prefix: 'PDH', type: 'PINDAH_SORTIR' },
  KONVERSI: { prefix: 'KNV', type: 'KONVERSI_BARANG' },
  HANCUR: { prefix: 'HCR', type: 'HANCUR_BARANG' },
  CUCI: { prefix: 'CUC', type: 'KIRIM_CUCIAN' },
  AMBIL_CUCI: { prefix: 'CUA', type: 'AMBIL_CUCIAN' },
  OPNAME: { prefix: 'SOB', type: 'STOCK_OPNAME' },
  IMPORT: { prefix: 'IMP', type: 'IMPORT_BARANG' },
  TIMBANG: { prefix: 'TMB', type: 'TIMBANG_BAKI' },
} as const;

/** Ledger places of shipments start TRANSIT:KRM-…, of cleaning batches TRANSIT:CUC-…. */
export const TRANSIT_KIRIM_PREFIX = `TRANSIT:${DOC.KIRIM.prefix}-`;
export const TRANSIT_CUCI_PREFIX = `TRANSIT:${DOC.CUCI.prefix}-`;

export interface Store {
  kode_toko: string;
  nama_toko: string;
  alamat_toko: string;
  tgl_system: string;
}

/**
 * The store a writing request acts for (the user's, or the one an OWN/SU names), with its business date.
 * Staff naming another store are refused (403); a store whose day is not closed yet is refused (409), so a
 * document never carries a stale business date.
 */
export async function actingStore(deps: AppDeps, q: Queryable, user: CurrentUser, requested?: string | null): Promise<Store> {
  const kode_toko = scopeToko(user, requested);
  const store = await loadStore(q, kode_toko);
  if (store.tgl_system < storeToday(deps.clock, deps.env.TZ_STORE)) throw conflict(MESSAGES.tokoBelumDitutup);
  return store;
}

export async function loadStore(q: Queryable, kode_toko: string): Promise<Store> {
  const [store] = await rows<Store>(
    q,
    sql`SELECT kode_toko, nama_toko, alamat_toko, to_char(tgl_system, 'YYYY-MM-DD') AS tgl_system FROM tokos WHERE kode_toko = ${kode_toko} AND is_active`,
  );
  if (!store) throw notFound(MESSAGES.tokoTidakDitemukan);
  return store;
}

export interface Tray {
  kode_baki: string;
  nama_baki: string;
  kode_gudang: string;
  kode_toko: string;
  berat_baki: string;
}

/** An active tray, or 404 'Kode Baki Tidak Ditemukan'. */
export async function loadTray(q: Queryable, kode_baki: string): Promise<Tray> {
  const [tray] = await rows<Tray>(
    q,
    sql`SELECT kode_baki, nama_baki, kode_gudang, kode_toko, berat_baki::text AS berat_baki FROM baki WHERE kode_baki = ${kode_baki} AND is_active`,
  );
  if (!tray) throw notFound(MESSAGES.bakiTidakDitemukan);
  return tray;
}

/** One item as the flows need it. Weights are exact text. */
export interface ItemRow {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_toko: string | null;
  kode_gudang: string | null;
  kode_baki: string | null;
  lokasi: string | null;
  tipe_barang: string;
  berat: string;
  kadar: string;
  status: string;
  tujuan: string | null;
  berat_bandrol: string;
  berat_plastik: string;
  berat_atribut: string;
  harga_jual: number;
}

const ITEM_COLUMNS = sql.raw(`kode_barcode, nama_barang, kode_group, kode_dept, kode_toko, kode_gudang, kode_baki, lokasi, tipe_barang,
  berat::text AS berat, kadar, status, tujuan, berat_bandrol::text AS berat_bandrol, berat_plastik::text AS berat_plastik,
  berat_atribut::text AS berat_atribut, harga_jual`);

const normaliseItem = (row: ItemRow): ItemRow => ({ ...row, harga_jual: Number(row.harga_jual) });

/** Refuses a scan list holding a barcode twice: 'Kode Barcode Tersebut Sudah Ada Ditabel'. */
export function assertUnique(codes: readonly string[]): void {
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) throw badRequest(`${MESSAGES.kodeBarcodeTersebutSudahAdaDitabel} (${code})`);
    seen.add(code);
  }
}

/**
 * Locks the items (FOR UPDATE, in barcode order, like postMovements, so concurrent documents queue instead
 * of deadlocking) and returns them. A barcode that does not exist → 404 'Barang Tidak Di Temukan (CODE)'.
 * Reading after the lock means a second user acting on the same item sees the first user's result.
 */
export async function lockItems(tx: Tx, codes: readonly string[], extra?: SQL): Promise<Map<string, ItemRow>> {
  assertUnique(codes);
  const sorted = [...codes].sort();
  const found = sorted.length
    ? await rows<ItemRow>(
        tx,
        sql`SELECT ${ITEM_COLUMNS} FROM barang WHERE kode_barcode IN (${sql.join(
          sorted.map((code) => sql`${code}`),
          sql`, `,
        )})${extra ? sql` OR ${extra}` : sql``} ORDER BY kode_barcode FOR UPDATE`,
      )
    : extra
      ? await rows<ItemRow>(tx, sql`SELECT ${ITEM_COLUMNS} FROM barang WHERE ${extra} ORDER BY kode_barcode FOR UPDATE`)
      : [];
  const items = new Map(found.map((row) => [row.kode_barcode, normaliseItem(row)]));
  for (const code of codes) if (!items.has(code)) throw notFound(`${MESSAGES.barangTidakDiTemukan} (${code})`);
  return items;
}

/** The items of a list in the list's order (all present: lockItems checked). */
export const inOrder = (items: Map<string, ItemRow>, codes: readonly string[]): ItemRow[] => codes.map((code) => items.get(code) as ItemRow);

/** The item lies on a tray of the store, else 409 'Barang Tidak Berada Di Baki Toko Ini (CODE)'. */
export function assertOnStoreTray(item: ItemRow, kode_toko: string): asserts item is ItemRow & { kode_baki: string; kode_gudang: string } {
  if (!item.lokasi?.startsWith('BAKI:') || !item.kode_baki || item.kode_toko !== kode_toko) {
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
export async function lockScannedOnStoreTrays(tx: Tx, scans: readonly ScanItem[], kode_toko: string): Promise<Array<ItemRow & { kode_baki: string; kode_gudang: string }>> {
  const codes = scans.map((scan) => scan.kode_barcode);
  const items = inOrder(await lockItems(tx, codes), codes);
  items.forEach((item, index) => {
    assertOnStoreTray(item, kode_toko);
    assertAsSeen(item, (scans[index] as ScanItem).seen);
  });
  return items as Array<ItemRow & { kode_baki: string; kode_gudang: string }>;
}

/** What an item is (or becomes) for the ledger: where, which category and type, how heavy. */
export interface ItemState {
  place: Place;
  kode_group: string;
  kode_dept: string;
  berat: string;
}

/**
 * The ledger lines that take one barcoded item from one state to another in a single document, keeping
 * every balance equal to its goods and the document balanced:
 * - the barcode line moves the item from `from.place` to `to.place` under its new category/type and weight
 *   (it also proves the item is where the document says, under the lock);
 * - a category/type change takes the old balance out and puts it in under the new one;
 * - a weight change is adjusted at the old place: a loss leaves it as declared loss (LOSS), a gain comes
 *   from the LOSS place (a negative loss), so LOSS always holds the net declared loss.
 */
export function restateLines(kode_barcode: string, from: ItemState, to: ItemState, reason: string, lossToko: string): { lines: MovementLine[]; losses: DeclaredLoss[] } {
  const lines: MovementLine[] = [{ from: from.place, to: to.place, kode_group: to.kode_group, kode_dept: to.kode_dept, qty: 1, berat: to.berat, kode_barcode, reason }];
  const losses: DeclaredLoss[] = [];
  if (from.kode_group !== to.kode_group || from.kode_dept !== to.kode_dept) {
    lines.push({ from: from.place, kode_group: from.kode_group, kode_dept: from.kode_dept, qty: 1, berat: from.berat, reason });
    lines.push({ to: from.place, kode_group: to.kode_group, kode_dept: to.kode_dept, qty: 1, berat: from.berat, reason });
  }
  const delta = parseGrams(to.berat).minus(parseGrams(from.berat));
  if (delta.isNegative()) {
    const loss = toGramString(delta.neg());
    lines.push({ from: from.place, kode_group: to.kode_group, kode_dept: to.kode_dept, qty: 0, berat: loss, reason });
    losses.push({ kode_toko: lossToko, kode_group: to.kode_group, kode_dept: to.kode_dept, berat: loss, reason });
  } else if (!delta.isZero()) {
    lines.push({ from: boundaryPlace('LOSS', lossToko), to: from.place, kode_group: to.kode_group, kode_dept: to.kode_dept, qty: 0, berat: toGramString(delta), reason });
  }
  return { lines, losses };
}

/** One item-level line of a goods document. */
export interface MutasiInput {
  kode_barcode: string;
  nama_barang: string;
  kode_group_asal: string;
  kode_group_tujuan: string;
  kode_dept_asal: string;
  kode_dept_tujuan: string;
  lokasi_asal: string;
  lokasi_tujuan: string;
  kode_baki_asal?: string | null;
  kode_baki_tujuan?: string | null;
  berat_asal: string;
  berat_tujuan: string;
  keterangan?: string;
}

export interface DocHeader {
  doc_no: string;
  doc_type: string;
  tgl_system: string;
  kode_toko: string;
  user_id: string;
}

/** Writes the item-level lines of a document (chunked under the driver's parameter limit). */
export async function writeMutasi(tx: Tx, doc: DocHeader, lines: readonly MutasiInput[]): Promise<void> {
  for (let start = 0; start < lines.length; start += 500) {
    await tx.insert(barang_mutasi).values(
      lines.slice(start, start + 500).map((line) => ({
        doc_no: doc.doc_no,
        doc_type: doc.doc_type,
        tgl_system: doc.tgl_system,
        kode_toko: doc.kode_toko,
        user_id: doc.user_id,
        kode_barcode: line.kode_barcode,
        nama_barang: line.nama_barang,
        kode_group_asal: line.kode_group_asal,
        kode_group_tujuan: line.kode_group_tujuan,
        kode_dept_asal: line.kode_dept_asal,
        kode_dept_tujuan: line.kode_dept_tujuan,
        lokasi_asal: line.lokasi_asal,
        lokasi_tujuan: line.lokasi_tujuan,
        kode_baki_asal: line.kode_baki_asal ?? '',
        kode_baki_tujuan: line.kode_baki_tujuan ?? '',
        berat_asal: line.berat_asal,
        berat_tujuan: line.berat_tujuan,
        keterangan: (line.keterangan ?? '').slice(0, 200),
      })),
    );
  }
}

/** A plain move of an item (same category, type and weight) as a document line. */
export function moveMutasi(item: ItemRow, to: Place, keterangan = ''): MutasiInput {
  return {
    kode_barcode: item.kode_barcode,
    nama_barang: item.nama_barang,
    kode_group_asal: item.kode_group,
    kode_group_tujuan: item.kode_group,
    kode_dept_asal: item.kode_dept,
    kode_dept_tujuan: item.kode_dept,
    lokasi_asal: item.lokasi ?? '',
    lokasi_tujuan: placeCode(to),
    kode_baki_asal: item.kode_baki,
    kode_baki_tujuan: to.kind === 'BAKI' ? to.kode_baki : '',
    berat_asal: item.berat,
    berat_tujuan: item.berat,
    keterangan,
  };
}

/** Where an item is, from its ledger place. */
export function posisiOf(lokasi: string | null): PosisiBarang {
  if (!lokasi) return 'LAIN';
  if (lokasi.startsWith('BAKI:')) return 'BAKI';
  if (lokasi.startsWith(TRANSIT_CUCI_PREFIX)) return 'CUCIAN';
  if (lokasi.startsWith('TRANSIT:')) return 'TRANSIT';
  if (lokasi.startsWith('SOLD:')) return 'TERJUAL';
  if (lokasi.startsWith('DESTROYED:')) return 'HANCUR';
  if (lokasi.startsWith('LOSS:')) return 'HILANG';
  return 'LAIN';
}

/** The SQL condition on barang.lokasi for a position filter. */
export function posisiCondition(posisi: PosisiBarang): SQL {
  switch (posisi) {
    case 'BAKI':
      return sql`b.lokasi LIKE 'BAKI:%'`;
    case 'CUCIAN':
      return sql`b.lokasi LIKE ${`${TRANSIT_CUCI_PREFIX}%`}`;
    case 'TRANSIT':
      return sql`(b.lokasi LIKE 'TRANSIT:%' AND b.lokasi NOT LIKE ${`${TRANSIT_CUCI_PREFIX}%`})`;
    case 'TERJUAL':
      return sql`b.lokasi LIKE 'SOLD:%'`;
    case 'HANCUR':
      return sql`b.lokasi LIKE 'DESTROYED:%'`;
    case 'HILANG':
      return sql`b.lokasi LIKE 'LOSS:%'`;
    default:
      return sql`(b.lokasi IS NULL OR b.lokasi LIKE 'EXTERNAL:%')`;
  }
}

/** The columns of a looked-up goods line (table alias b). */
export const LINE_COLUMNS = sql.raw(`b.no_pesanan, b.no_kirim, b.kode_barang, b.kode_barcode, b.kode_group, b.kode_dept, b.kode_gudang,
  b.kode_toko, b.kode_baki, b.lokasi, b.tag_id, b.kode_intern, b.nama_barang, b.nama_atribut, b.stock_on_hand, b.berat::text AS berat,
  b.berat_atribut::text AS berat_atribut, b.berat_bandrol::text AS berat_bandrol, b.berat_plastik::text AS berat_plastik, b.kadar,
  b.kadar_cetak, b.harga_beli, b.harga_skrg, b.harga_jual, b.harga_atribut, to_char(b.tgl_last_beli, 'YYYY-MM-DD') AS tgl_last_beli,
  to_char(b.tgl_last_jual, 'YYYY-MM-DD') AS tgl_last_jual, b.tipe_barang, b.is_markis, b.status, b.tujuan`);

export type LineRow = Omit<BarangLine, 'posisi' | 'harga_beli' | 'harga_skrg' | 'harga_jual' | 'harga_atribut' | 'stock_on_hand'> & {
  lokasi: string | null;
  harga_beli: number | string;
  harga_skrg: number | string;
  harga_jual: number | string;
  harga_atribut: number | string;
  stock_on_hand: number | string;
};

/** A looked-up line as the screens get it: missing texts '-', missing numbers 0. */
export function toBarangLine(row: LineRow): BarangLine {
  return {
    no_pesanan: textOrDash(row.no_pesanan),
    no_kirim: textOrDash(row.no_kirim),
    kode_barang: textOrDash(row.kode_barang),
    kode_barcode: row.kode_barcode,
    kode_group: row.kode_group,
    kode_dept: row.kode_dept,
    kode_gudang: textOrDash(row.kode_gudang),
    kode_toko: textOrDash(row.kode_toko),
    kode_baki: textOrDash(row.kode_baki),
    posisi: posisiOf(row.lokasi),
    tag_id: textOrDash(row.tag_id),
    kode_intern: textOrDash(row.kode_intern),
    nama_barang: textOrDash(row.nama_barang),
    nama_atribut: textOrDash(row.nama_atribut),
    stock_on_hand: Number(row.stock_on_hand ?? 0),
    berat: row.berat ?? '0.000',
    berat_atribut: row.berat_atribut ?? '0.000',
    berat_bandrol: row.berat_bandrol ?? '0.000',
    berat_plastik: row.berat_plastik ?? '0.000',
    kadar: textOrDash(row.kadar),
    kadar_cetak: textOrDash(row.kadar_cetak),
    harga_beli: Number(row.harga_beli ?? 0),
    harga_skrg: Number(row.harga_skrg ?? 0),
    harga_jual: Number(row.harga_jual ?? 0),
    harga_atribut: Number(row.harga_atribut ?? 0),
    tgl_last_beli: textOrDash(row.tgl_last_beli),
    tgl_last_jual: textOrDash(row.tgl_last_jual),
    tipe_barang: textOrDash(row.tipe_barang),
    is_markis: Boolean(row.is_markis),
    status: textOrDash(row.status),
    tujuan: textOrDash(row.tujuan),
  };
}

/** Sums weights exactly. */
export const sumBerat = (values: readonly string[]): string => toGramString(values.reduce((sum, value) => sum.plus(parseGrams(value)), new Decimal(0)));

/** The "empty / found" text of a report answer. */
export const reportMessage = (count: number, found: string, empty: string): string => (count > 0 ? found : empty);

/** Whole days from one business date to another (yyyy-MM-dd). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000));
}
