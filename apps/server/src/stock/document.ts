// The life of a stock document, in one place: every flow that moves goods (adding, sending, receiving,
// moving, converting, melting, cleaning, counting — and the counter, sorting, refining, labelling, owner
// supply and craftsmen flows to come) writes through postDocument, and any document is cancelled by
// reverseDocument. A flow supplies only what is its own: its checks, its ledger lines, its side records.
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import {
  batalLewatMenuSendiri,
  DOCUMENT_TYPES,
  documentType,
  isStockKind,
  MESSAGES,
  sumGrams,
  type DocumentType,
  type DocumentTypeCode,
} from '@kencana/core';
import { canAccess } from '../auth/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import { rows, type Tx } from '../db/client.ts';
import type { AppDeps } from '../http/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { MoneyLine } from '../ledger/money-accounts.ts';
import { postMoney, reverseMoney } from '../ledger/money.ts';
import { placeOf, type Place } from '../ledger/places.ts';
import { verifyWrittenDocument } from '../ledger/verify-document.ts';
import {
  postMovements,
  writeLedger,
  type DeclaredLoss,
  type IdentityMove,
  type LedgerRow,
  type MovementLine,
  type PurityChange,
} from '../ledger/post-movements.ts';
import { nextDocNo } from '../numbering/next-doc-no.ts';
import { writeMutasi, type DocHeader, type MutasiInput } from './history.ts';
import { restateLines, type ItemState } from './items.ts';
import { actingStore, type Store } from './store.ts';

/** What a flow hands the kernel once it has checked and locked what its document touches. */
export interface DocumentPlan<R> {
  /** The document's note (shown on the audit and in reports). */
  note?: string;
  /** The ledger lines the flow builds itself (none when the document only restates items). */
  lines?: MovementLine[];
  losses?: DeclaredLoss[];
  purity?: PurityChange[];
  /**
   * Items the document restates (moved and/or given another category, type or weight): the kernel builds
   * their ledger lines (after `lines`), declared loss and purity change, and writes their new category, type
   * and weight on the item, which the document's cancel restores.
   */
  restate?: RestatedItem[];
  /** The items' history lines (barang_mutasi). */
  history?: MutasiInput[];
  /** Money of the document (sales, purchases), whole rupiah. */
  total_harga?: number;
  /**
   * The document's money lines (ledger/money.ts): whole rupiah summing to 0, written in the same transaction
   * as its goods. A document with money lines and no goods is a document of its own (it takes a number).
   */
  money?: MoneyLine[];
  /** The flow's own records (a shipment header, a count), written after the ledger in the same transaction. */
  after?: () => Promise<void>;
  /**
   * What the flow answers besides the document's summary; a function is called last, inside the
   * transaction, when the answer reads what `after` wrote (a shipment's receipt).
   */
  result: R | (() => Promise<R>);
}

/** One barcoded item taken from one state to another by a document (see `restateLines`). */
export interface RestatedItem {
  kode_barcode: string;
  from: ItemState;
  to: ItemState;
  /** The ledger rows' reason ('KOREKSI BARANG', 'SUSUT CUCI'…). */
  reason: string;
}

/** What a flow's plan function gets: the transaction, the acting store and the document's number on demand. */
export interface DocumentContext {
  tx: Tx;
  store: Store;
  user: CurrentUser;
  /** The document's number, taken on first call (a flow that posts nothing never takes one). */
  number(): Promise<string>;
  /** The header of the document (takes the number). */
  header(): Promise<DocHeader>;
}

export interface DocumentSpec<R, L = undefined> {
  type: DocumentTypeCode;
  /**
   * Reads (and locks) what the document acts on when that names its store — a batch or a dispatch found by
   * its number — first thing in the transaction; `toko` and `plan` get what it returns.
   */
  load?: (tx: Tx) => Promise<L>;
  /** The store the document is for: a code the user names (checked: staff only their own), or one read in the transaction. */
  toko: string | null | undefined | ((tx: Tx, loaded: L) => string | null | undefined | Promise<string | null | undefined>);
  /**
   * The document always writes ledger lines (a send, a sale): a plan that comes back empty is refused (400
   * 'Data Barang Tidak Ada'), and the summary's number is a string. Without it a plan may post nothing (an
   * edit of descriptive fields, a count that finds the tray as booked) and the number is then null.
   */
  alwaysPosts?: boolean;
  /** Checks, locks (in a fixed order: items by barcode, then rows by key) and builds the document's lines. */
  plan: (ctx: DocumentContext & { /** What `load` read (and locked) before the store was known. */ loaded: L }) => Promise<DocumentPlan<R>>;
}

/** The summary every document answers: its number and the pieces and grams it moved. */
export interface DocumentSummary {
  no_dokumen: string | null;
  qty: number;
  berat: string;
}

/** The summary of a document that always posts: it always has a number. */
export interface PostedSummary extends DocumentSummary {
  no_dokumen: string;
}

/** The summary a spec answers: numbered for certain when it declares `alwaysPosts: true`. */
export type SummaryOf<A extends boolean | undefined> = A extends true ? PostedSummary : DocumentSummary;

/**
 * Writes one stock or money document in one transaction: the acting store (the store-day rule: a store whose
 * day is not closed is refused), the flow's plan (its checks and locks), the number (inside the transaction,
 * so it is never reused), the ledger rows, the money entries, the items' history, the flow's own records;
 * then its summary. Anything
 * thrown rolls the whole document back. A plan with no lines writes no ledger document (no number is taken
 * unless the flow asked for one).
 */
export async function postDocument<R extends object, L = undefined, A extends boolean | undefined = undefined>(
  deps: AppDeps,
  user: CurrentUser,
  spec: DocumentSpec<R, L> & { alwaysPosts?: A },
): Promise<SummaryOf<A> & R> {
  const type = documentType(spec.type);
  if (type.menus.length > 0 && !canAccess(user, { kind: 'menu', menus: type.menus })) throw forbidden(MESSAGES.aksesDitolak);
  return deps.db.transaction(async (tx) => {
    const loaded = (spec.load ? await spec.load(tx) : undefined) as L;
    const requested = typeof spec.toko === 'function' ? await spec.toko(tx, loaded) : spec.toko;
    const store = await actingStore(deps, tx, user, requested);
    let taken: string | null = null;
    const number = async () => (taken ??= await nextDocNo(tx, type.prefix, store.kode_toko, store.tgl_system));
    const header = async (): Promise<DocHeader> => ({
      doc_no: await number(),
      doc_type: spec.type,
      kode_toko: store.kode_toko,
      tgl_system: store.tgl_system,
      user_id: user.user_id,
    });
    const plan = await spec.plan({ tx, store, user, number, header, loaded });
    const restated = (plan.restate ?? []).map((item) => restateLines(item.kode_barcode, item.from, item.to, item.reason, store.kode_toko));
    const lines = [...(plan.lines ?? []), ...restated.flatMap((item) => item.lines)];
    const losses = [...(plan.losses ?? []), ...restated.flatMap((item) => item.losses)];
    const purity = [...(plan.purity ?? []), ...restated.flatMap((item) => item.purity)];
    const money = (plan.money ?? []).filter((line) => line.jumlah !== 0);
    const movesGoods = lines.length > 0 || losses.length > 0 || purity.length > 0;
    const posts = movesGoods || money.length > 0;
    if (!posts && spec.alwaysPosts) throw badRequest(MESSAGES.dataBarangTidakAda);
    if (posts) {
      const doc = await header();
      const ledgerDoc = { ...doc, note: plan.note ?? type.nama, total_harga: plan.total_harga };
      // A money-only document (cash into the drawer) still gets its `documents` row, with no stock rows.
      if (movesGoods) await postMovements(tx, ledgerDoc, lines, losses, purity);
      else await writeLedger(tx, ledgerDoc, [], []);
      if (money.length) await postMoney(tx, doc, money);
      if (plan.history?.length) await writeMutasi(tx, doc, plan.history);
    }
    for (const item of plan.restate ?? []) {
      await tx.execute(sql`UPDATE barang SET kode_group = ${item.to.kode_group}, kode_dept = ${item.to.kode_dept}, berat = ${item.to.berat}::numeric, updated_at = now()
                           WHERE kode_barcode = ${item.kode_barcode}`);
    }
    await plan.after?.();
    // What was stored, read back: the document conserves and left no place it touched below 0.
    if (posts && taken) await verifyWrittenDocument(tx, taken);
    const result = typeof plan.result === 'function' ? await (plan.result as () => Promise<R>)() : plan.result;
    // The summary's number is non-null exactly when the spec declared alwaysPosts (refused above otherwise).
    return { ...summarize(posts ? taken : null, lines), ...result } as SummaryOf<A> & R;
  });
}

/**
 * The pieces and grams a document moved: every line that moves an item or lot, or bulk from one stock place
 * to another (restating lines — a category change, a weight adjustment — are not movements of their own).
 */
function summarize(no_dokumen: string | null, lines: readonly MovementLine[]): DocumentSummary {
  const moved = lines.filter(
    (line) => line.kode_barcode || line.kode_lot || (line.from && line.to && isStockKind(line.from.kind) && isStockKind(line.to.kind)),
  );
  return { no_dokumen, qty: moved.reduce((sum, line) => sum + line.qty, 0), berat: sumGrams(moved.map((line) => line.berat)) };
}

/** A ledger row as stored: the written row with its weights as exact text. */
type StoredRow = Omit<LedgerRow, 'berat' | 'berat_murni'> & { berat: string; berat_murni: string };

export interface ReverseOptions {
  /**
   * Set by a type's own cancel (titipan/batal): the generic reverse refuses a type with `batalSendiri` — its
   * cancel settles more than the ledger's opposite (a service's pieces and down payment, a deposit's day rule).
   */
  ownCancel?: boolean;
  /** Refuses the cancel for reasons of the flow (a sorted line, a received shipment); called under the lock. */
  check?: (tx: Tx, original: { doc_no: string; doc_type: string; kode_toko: string }) => Promise<void>;
  /** The flow's own records (statuses), written after the reversing rows in the same transaction. */
  after?: (tx: Tx, reversal: DocHeader) => Promise<void>;
}

/**
 * Cancels a document by posting its exact opposite under a new number (the type's `batal` type, e.g.
 * BATAL_DOKUMEN): every ledger row negated at the same place, every item and lot moved back to where the
 * document took it from (refused if it has moved on since), every restated item back to its category, type
 * and weight, the history kept and extended. The original is marked as reversed; a second cancel, or a cancel
 * of a cancel, is refused. Staff may cancel only their store's documents, on an open business day.
 */
export async function reverseDocument(
  deps: AppDeps,
  user: CurrentUser,
  doc_no: string,
  alasan: string,
  options: ReverseOptions = {},
): Promise<{ message: string; no_dokumen: string; reverses: string }> {
  return deps.db.transaction(async (tx) => {
    const [original] = await rows<{
      doc_no: string;
      doc_type: string;
      kode_toko: string;
      reverses_doc_no: string | null;
      reversed_by_doc_no: string | null;
    }>(tx, sql`SELECT doc_no, doc_type, kode_toko, reverses_doc_no, reversed_by_doc_no FROM documents WHERE doc_no = ${doc_no} FOR UPDATE`);
    if (!original) throw notFound(MESSAGES.dokumenTidakDitemukan);
    if (original.reversed_by_doc_no || original.reverses_doc_no) throw conflict(MESSAGES.dokumenSudahDibatalkan);
    const store = await actingStore(deps, tx, user, original.kode_toko);
    const ownScreen = (DOCUMENT_TYPES as Record<string, DocumentType | undefined>)[original.doc_type]?.batalSendiri;
    if (ownScreen && !options.ownCancel) throw conflict(batalLewatMenuSendiri(original.doc_no, ownScreen));
    await options.check?.(tx, original);
    const cancelType = ((DOCUMENT_TYPES as Record<string, DocumentType | undefined>)[original.doc_type]?.batal ??
      'BATAL_DOKUMEN') as DocumentTypeCode;
    const reversal: DocHeader = {
      doc_no: await nextDocNo(tx, documentType(cancelType).prefix, store.kode_toko, store.tgl_system),
      doc_type: cancelType,
      kode_toko: store.kode_toko,
      tgl_system: store.tgl_system,
      user_id: user.user_id,
    };
    const stored = await rows<StoredRow>(
      tx,
      sql`SELECT line_no, place, place_kind, place_toko, kode_gudang, kode_barcode, kode_lot, kode_group, kode_dept, qty, berat::text AS berat,
                 kadar::text AS kadar, berat_murni::text AS berat_murni, reason
          FROM stock_movements WHERE doc_no = ${doc_no} ORDER BY line_no, id`,
    );
    const opposite: LedgerRow[] = stored.map((row) => ({
      ...row,
      qty: -Number(row.qty),
      berat: new Decimal(row.berat).neg(),
      berat_murni: new Decimal(row.berat_murni).neg(),
      reason: `BATAL ${row.reason}`,
    }));
    await assertNothingMovedSince(tx, doc_no, stored);
    const [total] = await rows<{ total_harga: number }>(tx, sql`SELECT total_harga FROM documents WHERE doc_no = ${doc_no}`);
    await writeLedger(
      tx,
      { ...reversal, note: alasan, reverses_doc_no: doc_no, total_harga: Number(total?.total_harga ?? 0) },
      opposite,
      identityMovesBack(stored),
    );
    // The money goes back too (a cancelled cash sale takes its cash out of the drawer, which must hold it).
    await reverseMoney(tx, doc_no, reversal);
    await tx.execute(sql`UPDATE documents SET reversed_by_doc_no = ${reversal.doc_no} WHERE doc_no = ${doc_no}`);
    await restoreItems(tx, doc_no, reversal, alasan);
    await options.after?.(tx, reversal);
    await verifyWrittenDocument(tx, reversal.doc_no);
    return { message: MESSAGES.dokumenBerhasilDibatalkan, no_dokumen: reversal.doc_no, reverses: doc_no };
  });
}

/**
 * A document can be reversed only while its items and lots are as it left them: any later ledger row of one
 * of them (moved on, restated in place by an edit, a conversion or a count) refuses the cancel, which would
 * otherwise undo that later change too.
 */
async function assertNothingMovedSince(tx: Tx, doc_no: string, stored: readonly StoredRow[]): Promise<void> {
  const barcodes = [...new Set(stored.flatMap((row) => (row.kode_barcode ? [row.kode_barcode] : [])))];
  const lots = [...new Set(stored.flatMap((row) => (row.kode_lot ? [row.kode_lot] : [])))];
  if (barcodes.length === 0 && lots.length === 0) return;
  const inList = (codes: string[]) =>
    codes.length
      ? sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )
      : sql`NULL`;
  const [later] = await rows<{ code: string }>(
    tx,
    sql`SELECT COALESCE(m.kode_barcode, m.kode_lot) AS code FROM stock_movements m
        WHERE m.id > (SELECT MAX(id) FROM stock_movements WHERE doc_no = ${doc_no})
          AND (m.kode_barcode IN (${inList(barcodes)}) OR m.kode_lot IN (${inList(lots)}))
        LIMIT 1`,
  );
  if (later) throw conflict(`${MESSAGES.dokumenTidakDapatDibatalkan} (${later.code})`);
}

/** Each item or lot the document moved goes back from where it put it to where it took it from. */
function identityMovesBack(stored: readonly StoredRow[]): IdentityMove[] {
  const byCode = new Map<string, { table: 'barang' | 'stock_lots'; code: string; out?: StoredRow; in?: StoredRow }>();
  for (const row of stored) {
    const code = row.kode_barcode ?? row.kode_lot;
    if (!code) continue;
    const key = `${row.kode_barcode ? 'barang' : 'stock_lots'}:${code}`;
    const entry = byCode.get(key) ?? { table: row.kode_barcode ? 'barang' : 'stock_lots', code };
    if (Number(row.qty) > 0) entry.in = row;
    else entry.out = row;
    byCode.set(key, entry);
  }
  const placeOfRow = (row: StoredRow): Place => placeOf(row.place_kind, row.place, row.place_toko);
  return [...byCode.values()].map((entry) => ({
    table: entry.table,
    code: entry.code,
    at: entry.in ? entry.in.place : null,
    atIsBoundary: false,
    to: entry.out ? placeOfRow(entry.out) : null,
  }));
}

/**
 * Items the document restated take back their category, type, weight and purity as they were before it (the
 * first history line of each item); their history records the cancel.
 */
async function restoreItems(tx: Tx, doc_no: string, reversal: DocHeader, alasan: string): Promise<void> {
  const history = await rows<MutasiInput & { id: number }>(
    tx,
    sql`SELECT id, kode_barcode, nama_barang, kode_group_asal, kode_group_tujuan, kode_dept_asal, kode_dept_tujuan, lokasi_asal, lokasi_tujuan,
               kode_baki_asal, kode_baki_tujuan, berat_asal::text AS berat_asal, berat_tujuan::text AS berat_tujuan, kadar_asal, kadar_tujuan
        FROM barang_mutasi WHERE doc_no = ${doc_no} ORDER BY id`,
  );
  const restored = new Set<string>();
  for (const line of history) {
    if (restored.has(line.kode_barcode)) continue;
    restored.add(line.kode_barcode);
    await tx.execute(sql`UPDATE barang SET kode_group = ${line.kode_group_asal}, kode_dept = ${line.kode_dept_asal}, berat = ${line.berat_asal}::numeric,
                           kadar = CASE WHEN ${line.kadar_tujuan ?? ''} = '' THEN kadar ELSE ${line.kadar_asal ?? ''} END, updated_at = now()
                         WHERE kode_barcode = ${line.kode_barcode}`);
  }
  await writeMutasi(
    tx,
    reversal,
    [...history].reverse().map((line) => ({
      kode_barcode: line.kode_barcode,
      nama_barang: line.nama_barang,
      kode_group_asal: line.kode_group_tujuan,
      kode_group_tujuan: line.kode_group_asal,
      kode_dept_asal: line.kode_dept_tujuan,
      kode_dept_tujuan: line.kode_dept_asal,
      lokasi_asal: line.lokasi_tujuan,
      lokasi_tujuan: line.lokasi_asal,
      kode_baki_asal: line.kode_baki_tujuan,
      kode_baki_tujuan: line.kode_baki_asal,
      berat_asal: line.berat_tujuan,
      berat_tujuan: line.berat_asal,
      kadar_asal: line.kadar_tujuan,
      kadar_tujuan: line.kadar_asal,
      keterangan: `BATAL ${doc_no}: ${alasan}`,
    })),
  );
}
