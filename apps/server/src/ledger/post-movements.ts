import Decimal from 'decimal.js';
import { inArray, sql } from 'drizzle-orm';
import { fineGrams, isCountedKind, isStockKind, MESSAGES, parseGrams, purityPercent, toGramString, type PlaceKind } from '@kencana/core';
import { rows, type Tx } from '../db/client.ts';
import { baki, documents, groups, stock_movements } from '../db/schema/index.ts';
import { badRequest, conflict, notFound, unprocessable } from '../http/errors.ts';
import { boundaryPlace, placeCode, TRANSIT_GUDANG, type Place } from './places.ts';

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
 * one with only `to` produces it: transformations (refining, cleaning, sorting a lot into bulk, entering a
 * bulk shipment as barcoded items) pair them, and the document must still balance with its declared losses.
 *
 * Identity: a line moves bulk (neither code), one barcoded item (`kode_barcode`, qty 1) or one whole lot
 * (`kode_lot`: a bought-back piece tracked until it is sorted). An item or lot must be where the line says
 * (`from`, or nowhere for a line without a stock `from`) and will be at `to` (nowhere without one).
 */
export interface MovementLine {
  from?: Place;
  to?: Place;
  kode_group: string;
  kode_dept: string;
  qty: number;
  /** Grams, exact text with at most 3 decimals. */
  berat: string;
  /**
   * Purity moved, a kadar text ("75", "17K") or a percentage; default: the item's or lot's own kadar, else
   * the category's percentage.
   */
  kadar?: string;
  /** Fine grams moved when the caller must fix them (a restated item's remainder); default berat × kadar. */
  berat_murni?: string;
  kode_barcode?: string;
  kode_lot?: string;
  reason?: string;
}

/** Weight that left stock without arriving anywhere: shrink (susut), difference (selisih)… */
export interface DeclaredLoss {
  kode_toko: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
  /** As on a line: the purity of the lost gold, or its fine grams. */
  kadar?: string;
  berat_murni?: string;
  reason: string;
}

/**
 * A declared change of purity (a conversion, a re-assay): fine grams gained (positive) or lost (negative)
 * by stock at `place` with no change in grams. Its opposite is booked on the store's KADAR boundary, so a
 * document still conserves fine gold, and the reason says why the purity changed.
 */
export interface PurityChange {
  place: Place;
  kode_group: string;
  kode_dept: string;
  berat_murni: string;
  reason: string;
}

/** One signed ledger row as written. */
export interface LedgerRow {
  line_no: number;
  place: string;
  place_kind: PlaceKind;
  place_toko: string;
  kode_gudang: string;
  kode_barcode: string | null;
  kode_lot: string | null;
  kode_group: string;
  kode_dept: string;
  qty: number;
  berat: Decimal;
  kadar: string;
  berat_murni: Decimal;
  reason: string;
}

/** Where an item or lot is to be put by a document. */
export interface IdentityMove {
  table: 'barang' | 'stock_lots';
  code: string;
  /** Required current place code (null: must have no place). */
  at: string | null;
  /** Only checked when `at` is a stock place: a boundary `from` (supplier, customer) accepts an item with no place too. */
  atIsBoundary: boolean;
  to: Place | null;
}

/**
 * The only writer of stock. Inside the caller's transaction it records the document and its ledger rows
 * (grams and fine grams), updates the running balances and the places of the items and lots it moves, and
 * refuses (throwing, so the caller's transaction rolls back whole):
 * - a document whose grams in ≠ grams out + declared loss, or whose fine grams do not balance the same way
 *   once its declared purity changes are counted;
 * - a movement that would leave a stock place with a negative quantity or weight;
 * - an item or lot that is not where the line says it is (or appears twice in one document), or a lot line
 *   that does not move the whole lot;
 * - an unknown tray.
 * Items and lots are locked (FOR UPDATE) in code order, so two users moving the same item at the same
 * moment are serialised and the second one is refused.
 */
export async function postMovements(
  tx: Tx,
  doc: LedgerDocument,
  lines: readonly MovementLine[],
  losses: readonly DeclaredLoss[] = [],
  purity: readonly PurityChange[] = [],
): Promise<void> {
  if (lines.length === 0 && losses.length === 0 && purity.length === 0) throw badRequest(MESSAGES.dataBarangTidakAda);
  const trays = await loadTrays(tx, [...lines.flatMap((line) => [line.from, line.to]), ...purity.map((change) => change.place)]);
  const identities = await lockIdentities(tx, lines);
  const groupPurity = await loadGroupPurity(tx, [...lines, ...losses]);
  const ledgerRows = buildRows(lines, losses, purity, trays, identities, groupPurity);
  assertConserved(ledgerRows);
  await writeLedger(tx, doc, ledgerRows, identityMoves(lines, identities), trays);
}

/**
 * Writes a document whose rows are already built (a reverse): the document, its rows, the balances, and
 * the items' and lots' new places, checked against where they must be now.
 */
export async function writeLedger(
  tx: Tx,
  doc: LedgerDocument,
  ledgerRows: readonly LedgerRow[],
  moves: readonly IdentityMove[],
  trays?: Map<string, TrayInfo>,
): Promise<void> {
  if (doc.total_harga !== undefined && (!Number.isSafeInteger(doc.total_harga) || doc.total_harga < 0))
    throw badRequest(MESSAGES.dataTidakValid);
  assertConserved(ledgerRows);
  const knownTrays =
    trays ??
    (await loadTrays(
      tx,
      moves.map((move) => move.to ?? undefined),
    ));
  await applyIdentityMoves(tx, moves, knownTrays);

  await tx.insert(documents).values({
    doc_no: doc.doc_no,
    doc_type: doc.doc_type,
    kode_toko: doc.kode_toko,
    tgl_system: doc.tgl_system,
    user_id: doc.user_id,
    note: (doc.note ?? '').slice(0, 255),
    reverses_doc_no: doc.reverses_doc_no ?? null,
    total_harga: doc.total_harga ?? 0,
  });
  // Chunked so a large document stays under the driver's parameter limit.
  for (let start = 0; start < ledgerRows.length; start += 500) {
    await tx.insert(stock_movements).values(
      ledgerRows.slice(start, start + 500).map((row) => ({
        doc_no: doc.doc_no,
        doc_type: doc.doc_type,
        tgl_system: doc.tgl_system,
        line_no: row.line_no,
        place: row.place,
        place_kind: row.place_kind,
        place_toko: row.place_toko,
        kode_gudang: row.kode_gudang,
        kode_barcode: row.kode_barcode,
        kode_lot: row.kode_lot,
        kode_group: row.kode_group,
        kode_dept: row.kode_dept,
        qty: row.qty,
        berat: toGramString(row.berat),
        kadar: row.kadar,
        berat_murni: toGramString(row.berat_murni),
        reason: row.reason.slice(0, 60),
      })),
    );
  }
  await applyBalances(tx, ledgerRows);
}

export type TrayInfo = { kode_toko: string; kode_gudang: string };

async function loadTrays(tx: Tx, places: ReadonlyArray<Place | undefined>): Promise<Map<string, TrayInfo>> {
  const codes = new Set<string>();
  for (const place of places) if (place?.kind === 'BAKI') codes.add(place.kode_baki);
  if (codes.size === 0) return new Map();
  const found = await tx
    .select({ kode_baki: baki.kode_baki, kode_toko: baki.kode_toko, kode_gudang: baki.kode_gudang })
    .from(baki)
    .where(inArray(baki.kode_baki, [...codes]));
  const trays = new Map(found.map((row) => [row.kode_baki, { kode_toko: row.kode_toko, kode_gudang: row.kode_gudang }]));
  for (const code of codes) if (!trays.has(code)) throw notFound(`Kode Baki ${code} Tidak Ditemukan`);
  return trays;
}

/** The store and warehouse a place belongs to (a tray's from the tray master). */
export function placeOwner(place: Place, trays: Map<string, TrayInfo>): TrayInfo {
  if (place.kind === 'BAKI') return trays.get(place.kode_baki) as TrayInfo;
  if (place.kind === 'TRANSIT') return { kode_toko: place.kode_toko, kode_gudang: TRANSIT_GUDANG };
  return { kode_toko: place.kode_toko, kode_gudang: '' };
}

type Identity = { table: 'barang' | 'stock_lots'; code: string; lokasi: string | null; kadar: string; qty: number; berat: string };

/** Locks the items and lots the lines move, in a fixed order (items, then lots; each by code). */
async function lockIdentities(tx: Tx, lines: readonly MovementLine[]): Promise<Map<string, Identity>> {
  const barcodes = lines.flatMap((line) => (line.kode_barcode ? [line.kode_barcode] : []));
  const lots = lines.flatMap((line) => (line.kode_lot ? [line.kode_lot] : []));
  if (new Set(barcodes).size !== barcodes.length) throw conflict(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel);
  if (new Set(lots).size !== lots.length) throw conflict(MESSAGES.dataTidakValid);
  const found = new Map<string, Identity>();
  const inList = (codes: string[]) =>
    sql.join(
      [...codes].sort().map((code) => sql`${code}`),
      sql`, `,
    );
  if (barcodes.length) {
    const items = await rows<{ code: string; lokasi: string | null; kadar: string; berat: string }>(
      tx,
      sql`SELECT kode_barcode AS code, lokasi, kadar, berat::text AS berat FROM barang WHERE kode_barcode IN (${inList(barcodes)}) ORDER BY kode_barcode FOR UPDATE`,
    );
    for (const item of items)
      found.set(`barang:${item.code}`, {
        table: 'barang',
        code: item.code,
        lokasi: item.lokasi,
        kadar: item.kadar,
        qty: 1,
        berat: item.berat,
      });
  }
  if (lots.length) {
    const held = await rows<{ code: string; lokasi: string | null; kadar: string; qty: number; berat: string }>(
      tx,
      sql`SELECT kode_lot AS code, lokasi, kadar, qty, berat::text AS berat FROM stock_lots WHERE kode_lot IN (${inList(lots)}) ORDER BY kode_lot FOR UPDATE`,
    );
    for (const lot of held)
      found.set(`stock_lots:${lot.code}`, {
        table: 'stock_lots',
        code: lot.code,
        lokasi: lot.lokasi,
        kadar: lot.kadar,
        qty: Number(lot.qty),
        berat: lot.berat,
      });
  }
  for (const code of barcodes) if (!found.has(`barang:${code}`)) throw notFound(MESSAGES.barangTidakDiTemukan);
  for (const code of lots) if (!found.has(`stock_lots:${code}`)) throw notFound(MESSAGES.barangTidakDiTemukan);
  return found;
}

const identityOf = (line: MovementLine, identities: Map<string, Identity>): Identity | undefined =>
  line.kode_barcode
    ? identities.get(`barang:${line.kode_barcode}`)
    : line.kode_lot
      ? identities.get(`stock_lots:${line.kode_lot}`)
      : undefined;

/** The categories' percentages, the purity of bulk lines that name none. */
async function loadGroupPurity(tx: Tx, lines: ReadonlyArray<{ kode_group: string }>): Promise<Map<string, string>> {
  const codes = [...new Set(lines.map((line) => line.kode_group))];
  if (codes.length === 0) return new Map();
  const found = await tx
    .select({ kode_group: groups.kode_group, persentase: groups.persentase })
    .from(groups)
    .where(inArray(groups.kode_group, codes));
  return new Map(found.map((row) => [row.kode_group, row.persentase]));
}

function buildRows(
  lines: readonly MovementLine[],
  losses: readonly DeclaredLoss[],
  purity: readonly PurityChange[],
  trays: Map<string, TrayInfo>,
  identities: Map<string, Identity>,
  groupPurity: Map<string, string>,
): LedgerRow[] {
  const result: LedgerRow[] = [];
  const row = (
    line_no: number,
    place: Place,
    base: Omit<LedgerRow, 'line_no' | 'place' | 'place_kind' | 'place_toko' | 'kode_gudang'>,
  ): LedgerRow => {
    const owner = placeOwner(place, trays);
    return {
      ...base,
      line_no,
      place: placeCode(place),
      place_kind: place.kind,
      place_toko: owner.kode_toko,
      kode_gudang: owner.kode_gudang,
    };
  };
  lines.forEach((line, index) => {
    if (!line.from && !line.to) throw badRequest(MESSAGES.dataTidakValid);
    if (!Number.isInteger(line.qty) || line.qty < 0) throw badRequest(MESSAGES.dataTidakValid);
    if (line.kode_barcode && line.kode_lot) throw badRequest(MESSAGES.dataTidakValid);
    const berat = gramsOf(line.berat);
    if (line.kode_barcode && line.qty !== 1) throw badRequest(MESSAGES.dataTidakValid);
    const identity = identityOf(line, identities);
    // A lot moves whole: its pieces and grams are what the line says.
    if (line.kode_lot && identity && (identity.qty !== line.qty || parseGrams(identity.berat).comparedTo(berat) !== 0))
      throw unprocessable(MESSAGES.dokumenTidakSeimbang);
    const kadar = purityPercent(line.kadar ?? identity?.kadar, groupPurity.get(line.kode_group));
    const murni = line.berat_murni !== undefined ? gramsOf(line.berat_murni) : parseGrams(fineGrams(berat, kadar));
    const base = {
      kode_barcode: line.kode_barcode ?? null,
      kode_lot: line.kode_lot ?? null,
      kode_group: line.kode_group,
      kode_dept: line.kode_dept,
      kadar,
      reason: line.reason ?? '',
    };
    if (line.from) result.push(row(index + 1, line.from, { ...base, qty: -line.qty, berat: berat.neg(), berat_murni: murni.neg() }));
    if (line.to) result.push(row(index + 1, line.to, { ...base, qty: line.qty, berat, berat_murni: murni }));
  });
  losses.forEach((loss, index) => {
    const berat = gramsOf(loss.berat);
    const kadar = purityPercent(loss.kadar, groupPurity.get(loss.kode_group));
    const murni = loss.berat_murni !== undefined ? gramsOf(loss.berat_murni) : parseGrams(fineGrams(berat, kadar));
    result.push(
      row(lines.length + index + 1, boundaryPlace('LOSS', loss.kode_toko), {
        kode_barcode: null,
        kode_lot: null,
        kode_group: loss.kode_group,
        kode_dept: loss.kode_dept,
        qty: 0,
        berat,
        kadar,
        berat_murni: murni,
        reason: loss.reason,
      }),
    );
  });
  purity.forEach((change, index) => {
    let murni: Decimal;
    try {
      murni = parseGrams(change.berat_murni);
    } catch {
      throw badRequest(MESSAGES.beratTidakValid);
    }
    const line_no = lines.length + losses.length + index + 1;
    const base = {
      kode_barcode: null,
      kode_lot: null,
      kode_group: change.kode_group,
      kode_dept: change.kode_dept,
      qty: 0,
      berat: new Decimal(0),
      kadar: '0.000',
      reason: change.reason,
    };
    const owner = placeOwner(change.place, trays);
    result.push(row(line_no, change.place, { ...base, berat_murni: murni }));
    result.push(row(line_no, boundaryPlace('KADAR', owner.kode_toko), { ...base, berat_murni: murni.neg() }));
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

/**
 * Grams out of places = grams into places + declared loss, i.e. the signed rows sum to zero; the same for
 * fine grams, whose declared purity changes are rows of their own (KADAR).
 */
function assertConserved(ledgerRows: readonly LedgerRow[]): void {
  const total = ledgerRows.reduce((sum, row) => sum.plus(row.berat), new Decimal(0));
  const fine = ledgerRows.reduce((sum, row) => sum.plus(row.berat_murni), new Decimal(0));
  if (!total.isZero() || !fine.isZero()) throw unprocessable(MESSAGES.dokumenTidakSeimbang);
}

function identityMoves(lines: readonly MovementLine[], identities: Map<string, Identity>): IdentityMove[] {
  return lines.flatMap((line): IdentityMove[] => {
    const identity = identityOf(line, identities);
    if (!identity) return [];
    const fromStock = line.from !== undefined && isStockKind(line.from.kind);
    return [
      {
        table: identity.table,
        code: identity.code,
        at: line.from ? placeCode(line.from) : null,
        atIsBoundary: line.from !== undefined && !fromStock,
        to: line.to ?? null,
      },
    ];
  });
}

/**
 * Checks each item or lot is where its line takes it from and records where it is now. An item enters the
 * books from a boundary place (supplier, customer) only while it has no place or is at that boundary.
 */
async function applyIdentityMoves(tx: Tx, moves: readonly IdentityMove[], trays: Map<string, TrayInfo>): Promise<void> {
  if (moves.length === 0) return;
  const current = new Map<string, string | null>();
  for (const table of ['barang', 'stock_lots'] as const) {
    const codes = moves
      .filter((move) => move.table === table)
      .map((move) => move.code)
      .sort();
    if (codes.length === 0) continue;
    const key = table === 'barang' ? sql.raw('kode_barcode') : sql.raw('kode_lot');
    const found = await rows<{ code: string; lokasi: string | null }>(
      tx,
      sql`SELECT ${key} AS code, lokasi FROM ${sql.raw(table)} WHERE ${key} IN (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )}) ORDER BY ${key} FOR UPDATE`,
    );
    for (const row of found) current.set(`${table}:${row.code}`, row.lokasi);
  }
  for (const move of moves) {
    const key = `${move.table}:${move.code}`;
    if (!current.has(key)) throw notFound(MESSAGES.barangTidakDiTemukan);
    const at = current.get(key) ?? null;
    const ok = move.atIsBoundary ? at === null || at === move.at : at === move.at;
    if (!ok) throw conflict(`${MESSAGES.barcodeTidakDiTempat} (${move.code})`);
  }
  for (const move of moves) {
    const to = move.to;
    const owner = to ? placeOwner(to, trays) : null;
    if (move.table === 'barang') {
      await tx.execute(sql`UPDATE barang SET lokasi = ${to ? placeCode(to) : null}, lokasi_kind = ${to?.kind ?? null},
                             kode_baki = ${to?.kind === 'BAKI' ? to.kode_baki : null}, kode_gudang = ${to?.kind === 'BAKI' ? (owner?.kode_gudang ?? null) : null},
                             kode_toko = ${owner?.kode_toko ?? null}, updated_at = now()
                           WHERE kode_barcode = ${move.code}`);
    } else {
      await tx.execute(
        sql`UPDATE stock_lots SET lokasi = ${to ? placeCode(to) : null}, lokasi_kind = ${to?.kind ?? null} WHERE kode_lot = ${move.code}`,
      );
    }
  }
}

type BalanceDelta = {
  place: string;
  place_kind: string;
  place_toko: string;
  kode_gudang: string;
  kode_group: string;
  kode_dept: string;
  qty: number;
  berat: Decimal;
  berat_murni: Decimal;
};

/** Adds the rows to the running balances and refuses any stock place that would go negative. */
async function applyBalances(tx: Tx, ledgerRows: readonly LedgerRow[]): Promise<void> {
  const byKey = new Map<string, BalanceDelta>();
  for (const row of ledgerRows) {
    const key = `${row.place}\u0000${row.kode_group}\u0000${row.kode_dept}`;
    const entry = byKey.get(key);
    if (entry) {
      entry.qty += row.qty;
      entry.berat = entry.berat.plus(row.berat);
      entry.berat_murni = entry.berat_murni.plus(row.berat_murni);
    } else {
      byKey.set(key, {
        place: row.place,
        place_kind: row.place_kind,
        place_toko: row.place_toko,
        kode_gudang: row.kode_gudang,
        kode_group: row.kode_group,
        kode_dept: row.kode_dept,
        qty: row.qty,
        berat: row.berat,
        berat_murni: row.berat_murni,
      });
    }
  }
  // Sorted keys: concurrent documents lock balance rows in the same order.
  const entries = [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);
  for (let start = 0; start < entries.length; start += 500) {
    const chunk = entries.slice(start, start + 500);
    const values = sql.join(
      chunk.map(
        (e) =>
          sql`(${e.place}, ${e.kode_group}, ${e.kode_dept}, ${e.place_kind}, ${e.place_toko}, ${e.kode_gudang}, ${e.qty}::int, ${toGramString(e.berat)}::numeric, ${toGramString(e.berat_murni)}::numeric)`,
      ),
      sql`, `,
    );
    const updated = await rows<{ place_kind: string; qty: number; berat: string }>(
      tx,
      sql`INSERT INTO stock_balances (place, kode_group, kode_dept, place_kind, place_toko, kode_gudang, qty, berat, berat_murni) VALUES ${values}
          ON CONFLICT (place, kode_group, kode_dept) DO UPDATE
            SET qty = stock_balances.qty + excluded.qty, berat = stock_balances.berat + excluded.berat,
                berat_murni = stock_balances.berat_murni + excluded.berat_murni
          RETURNING place_kind, qty, berat::text AS berat`,
    );
    for (const row of updated) {
      if (isCountedKind(row.place_kind) && (Number(row.qty) < 0 || new Decimal(row.berat).isNegative())) {
        throw conflict(MESSAGES.stokTidakCukup);
      }
    }
  }
}
