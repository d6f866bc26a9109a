import Decimal from 'decimal.js';
import { inArray, sql } from 'drizzle-orm';
import { MESSAGES, parseGrams, toGramString } from '@kencana/core';
import { rows, type Tx } from '../db/client.ts';
import { baki, barang, documents, stock_movements } from '../db/schema/index.ts';
import { badRequest, conflict, notFound, unprocessable } from '../http/errors.ts';
import { isStockPlaceCode, placeCode, TRANSIT_GUDANG, type Place } from './places.ts';

/** The document a set of movements belongs to. Its number comes from numbering/ in the same transaction. */
export interface LedgerDocument {
  doc_no: string;
  doc_type: string;
  kode_toko: string;
  tgl_system: string;
  user_id: string;
  note?: string;
  /** For a cancel: the document it reverses. */
  reverses_doc_no?: string;
  /** Money of the document in whole rupiah (sales, purchases); default 0. */
  total_harga?: number;
}

/**
 * One movement: qty and grams leave `from` and arrive at `to`. A line with only `from` consumes stock and
 * one with only `to` produces it: transformations (refining, cleaning) pair them, and the document must
 * still balance with its declared losses.
 */
export interface MovementLine {
  from?: Place;
  to?: Place;
  kode_group: string;
  kode_dept: string;
  qty: number;
  /** Grams, exact text with at most 3 decimals. */
  berat: string;
  /** A barcoded item: it must be at `from` now, and will be at `to`. */
  kode_barcode?: string;
  reason?: string;
}

/** Weight that left stock without arriving anywhere: shrink (susut), difference (selisih)… */
export interface DeclaredLoss {
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  reason: string;
}

interface Row {
  line_no: number;
  place: string;
  place_toko: string;
  kode_gudang: string;
  kode_barcode: string | null;
  kode_group: string;
  kode_dept: string;
  qty: number;
  berat: Decimal;
  reason: string;
}

/**
 * The only writer of stock. Inside the caller's transaction it records the document and its ledger rows,
 * updates the running balances and the barcoded items' places, and refuses (throwing, so the caller's
 * transaction rolls back whole):
 * - a document whose grams in ≠ grams out + declared loss;
 * - a movement that would leave a tray or shipment with a negative quantity or weight;
 * - a barcode that is not where the line says it is (or appears twice in one document);
 * - an unknown tray.
 * Barcoded items are locked (FOR UPDATE) in barcode order, so two users moving the same item at the same
 * moment are serialised and the second one is refused.
 */
export async function postMovements(
  tx: Tx,
  doc: LedgerDocument,
  lines: readonly MovementLine[],
  losses: readonly DeclaredLoss[] = [],
): Promise<void> {
  if (lines.length === 0 && losses.length === 0) throw badRequest(MESSAGES.dataBarangTidakAda);
  if (doc.total_harga !== undefined && (!Number.isSafeInteger(doc.total_harga) || doc.total_harga < 0)) throw badRequest(MESSAGES.dataTidakValid);
  const trays = await loadTrays(tx, lines);
  const ledgerRows = buildRows(doc, lines, losses, trays);
  assertConserved(ledgerRows);
  await moveBarcodes(tx, lines, trays);

  await tx.insert(documents).values({
    doc_no: doc.doc_no,
    doc_type: doc.doc_type,
    kode_toko: doc.kode_toko,
    tgl_system: doc.tgl_system,
    user_id: doc.user_id,
    note: doc.note ?? '',
    reverses_doc_no: doc.reverses_doc_no ?? null,
    total_harga: doc.total_harga ?? 0,
  });
  // Chunked so a large document stays under the driver's parameter limit.
  for (let start = 0; start < ledgerRows.length; start += 1000) {
    await tx.insert(stock_movements).values(
      ledgerRows.slice(start, start + 1000).map((row) => ({
        doc_no: doc.doc_no,
        doc_type: doc.doc_type,
        tgl_system: doc.tgl_system,
        line_no: row.line_no,
        place: row.place,
        place_toko: row.place_toko,
        kode_gudang: row.kode_gudang,
        kode_barcode: row.kode_barcode,
        kode_group: row.kode_group,
        kode_dept: row.kode_dept,
        qty: row.qty,
        berat: toGramString(row.berat),
        reason: row.reason,
      })),
    );
  }
  await applyBalances(tx, ledgerRows);
}

type TrayInfo = { kode_toko: string; kode_gudang: string };

async function loadTrays(tx: Tx, lines: readonly MovementLine[]): Promise<Map<string, TrayInfo>> {
  const codes = new Set<string>();
  for (const line of lines) {
    for (const place of [line.from, line.to]) if (place?.kind === 'BAKI') codes.add(place.kode_baki);
  }
  if (codes.size === 0) return new Map();
  const found = await tx
    .select({ kode_baki: baki.kode_baki, kode_toko: baki.kode_toko, kode_gudang: baki.kode_gudang })
    .from(baki)
    .where(inArray(baki.kode_baki, [...codes]));
  const trays = new Map(found.map((row) => [row.kode_baki, { kode_toko: row.kode_toko, kode_gudang: row.kode_gudang }]));
  for (const code of codes) if (!trays.has(code)) throw notFound(`Kode Baki ${code} Tidak Ditemukan`);
  return trays;
}

function placeOwner(place: Place, trays: Map<string, TrayInfo>): TrayInfo {
  if (place.kind === 'BAKI') return trays.get(place.kode_baki) as TrayInfo;
  if (place.kind === 'TRANSIT') return { kode_toko: place.kode_toko, kode_gudang: TRANSIT_GUDANG };
  return { kode_toko: place.kode_toko, kode_gudang: '' };
}

function buildRows(
  doc: LedgerDocument,
  lines: readonly MovementLine[],
  losses: readonly DeclaredLoss[],
  trays: Map<string, TrayInfo>,
): Row[] {
  const result: Row[] = [];
  lines.forEach((line, index) => {
    if (!line.from && !line.to) throw badRequest(MESSAGES.dataTidakValid);
    if (!Number.isInteger(line.qty) || line.qty < 0) throw badRequest(MESSAGES.dataTidakValid);
    const berat = gramsOf(line.berat);
    if (line.kode_barcode && line.qty !== 1) throw badRequest(MESSAGES.dataTidakValid);
    const base = {
      line_no: index + 1,
      kode_barcode: line.kode_barcode ?? null,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      reason: line.reason ?? '',
    };
    if (line.from) {
      const owner = placeOwner(line.from, trays);
      result.push({ ...base, place: placeCode(line.from), place_toko: owner.kode_toko, kode_gudang: owner.kode_gudang, qty: -line.qty, berat: berat.neg() });
    }
    if (line.to) {
      const owner = placeOwner(line.to, trays);
      result.push({ ...base, place: placeCode(line.to), place_toko: owner.kode_toko, kode_gudang: owner.kode_gudang, qty: line.qty, berat });
    }
  });
  losses.forEach((loss, index) => {
    result.push({
      line_no: lines.length + index + 1,
      place: placeCode({ kind: 'LOSS', kode_toko: loss.kode_toko }),
      place_toko: loss.kode_toko,
      kode_gudang: '',
      kode_barcode: null,
      kode_group: loss.kode_group,
      kode_dept: loss.kode_dept,
      qty: 0,
      berat: gramsOf(loss.berat),
      reason: loss.reason,
    });
  });
  return result;
}

function gramsOf(text: string): Decimal {
  let value: Decimal;
  try {
    value = parseGrams(text);
  } catch {
    throw badRequest(MESSAGES.beratTidakValid);
  }
  if (value.isNegative()) throw badRequest(MESSAGES.beratTidakValid);
  return value;
}

/** Grams out of places = grams into places + declared loss, i.e. the signed rows sum to zero. */
function assertConserved(ledgerRows: readonly Row[]): void {
  const total = ledgerRows.reduce((sum, row) => sum.plus(row.berat), new Decimal(0));
  if (!total.isZero()) throw unprocessable(MESSAGES.dokumenTidakSeimbang);
}

async function moveBarcodes(tx: Tx, lines: readonly MovementLine[], trays: Map<string, TrayInfo>): Promise<void> {
  const barcoded = lines.filter((line) => line.kode_barcode);
  if (barcoded.length === 0) return;
  const codes = barcoded.map((line) => line.kode_barcode as string);
  if (new Set(codes).size !== codes.length) throw conflict(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel);
  // Locks in a fixed order: concurrent documents over overlapping items cannot deadlock.
  const sorted = [...codes].sort();
  const current = await rows<{ kode_barcode: string; lokasi: string | null }>(
    tx,
    sql`SELECT kode_barcode, lokasi FROM barang WHERE kode_barcode IN (${sql.join(
      sorted.map((code) => sql`${code}`),
      sql`, `,
    )}) ORDER BY kode_barcode FOR UPDATE`,
  );
  const where = new Map(current.map((row) => [row.kode_barcode, row.lokasi]));
  for (const line of barcoded) {
    const code = line.kode_barcode as string;
    if (!where.has(code)) throw notFound(MESSAGES.barangTidakDiTemukan);
    const at = where.get(code) ?? null;
    // An item enters the books from a boundary place (supplier, customer) only while it has no place.
    const expected = line.from && isStockPlaceCode(placeCode(line.from)) ? placeCode(line.from) : null;
    if (line.from && !isStockPlaceCode(placeCode(line.from))) {
      if (at !== null && at !== placeCode(line.from)) throw conflict(`${MESSAGES.barcodeTidakDiTempat} (${code})`);
    } else if (at !== expected) {
      throw conflict(`${MESSAGES.barcodeTidakDiTempat} (${code})`);
    }
  }
  for (const line of barcoded) {
    const to = line.to;
    const tray = to?.kind === 'BAKI' ? trays.get(to.kode_baki) : undefined;
    await tx
      .update(barang)
      .set({
        lokasi: to ? placeCode(to) : null,
        kode_baki: to?.kind === 'BAKI' ? to.kode_baki : null,
        kode_gudang: tray?.kode_gudang ?? null,
        kode_toko: tray?.kode_toko ?? (to && to.kind !== 'BAKI' ? to.kode_toko : null),
        updated_at: sql`now()`,
      })
      .where(sql`${barang.kode_barcode} = ${line.kode_barcode}`);
  }
}

/** Adds the rows to the running balances and refuses any stock place that would go negative. */
async function applyBalances(tx: Tx, ledgerRows: readonly Row[]): Promise<void> {
  const byKey = new Map<string, { place: string; place_toko: string; kode_gudang: string; kode_group: string; kode_dept: string; qty: number; berat: Decimal }>();
  for (const row of ledgerRows) {
    const key = `${row.place}\u0000${row.kode_group}\u0000${row.kode_dept}`;
    const entry = byKey.get(key);
    if (entry) {
      entry.qty += row.qty;
      entry.berat = entry.berat.plus(row.berat);
    } else {
      byKey.set(key, { place: row.place, place_toko: row.place_toko, kode_gudang: row.kode_gudang, kode_group: row.kode_group, kode_dept: row.kode_dept, qty: row.qty, berat: row.berat });
    }
  }
  // Sorted keys: concurrent documents lock balance rows in the same order.
  const entries = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
  for (let start = 0; start < entries.length; start += 500) {
    const chunk = entries.slice(start, start + 500);
    const values = sql.join(
      chunk.map((e) => sql`(${e.place}, ${e.kode_group}, ${e.kode_dept}, ${e.place_toko}, ${e.kode_gudang}, ${e.qty}::int, ${toGramString(e.berat)}::numeric)`),
      sql`, `,
    );
    const updated = await rows<{ place: string; qty: number; berat: string }>(
      tx,
      sql`INSERT INTO stock_balances (place, kode_group, kode_dept, place_toko, kode_gudang, qty, berat) VALUES ${values}
          ON CONFLICT (place, kode_group, kode_dept) DO UPDATE
            SET qty = stock_balances.qty + excluded.qty, berat = stock_balances.berat + excluded.berat
          RETURNING place, qty, berat::text AS berat`,
    );
    for (const row of updated) {
      if (isStockPlaceCode(row.place) && (Number(row.qty) < 0 || new Decimal(row.berat).isNegative())) {
        throw conflict(MESSAGES.stokTidakCukup);
      }
    }
  }
}
