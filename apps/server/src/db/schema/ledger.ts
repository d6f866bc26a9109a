import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { WAREHOUSE_ROLES, type PlaceKind } from '@kencana/core';

/** Quoted SQL constants of place kinds or warehouse codes (the chain's predicate must be constants, see below). */
const literals = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const kindLiterals = (...kinds: PlaceKind[]) => literals(kinds);
const CHAIN_WAREHOUSES = [
  ...WAREHOUSE_ROLES.TO_REFINE,
  ...WAREHOUSE_ROLES.DAMAGED,
  ...WAREHOUSE_ROLES.SORT_REFINE,
  ...WAREHOUSE_ROLES.REFINED_BACK,
];

/**
 * The ledger rows of the Sepuhan chain (the report /laporan-rantai-sepuhan): the chain's own kinds (bought back,
 * at the refiner, damaged, loss, sent to labelling, destroyed) and the trays of the sorting, damaged,
 * sort-refine and refined-back warehouses. Written as constants, not parameters: the partial index below
 * holds only these rows, and the planner uses it for a query whose WHERE carries the same predicate.
 */
export const SEPUHAN_CHAIN_ROWS = sql.raw(
  `(place_kind IN (${kindLiterals('BELI', 'SEPUH', 'RUSAK', 'LOSS', 'KIRIMAN', 'DESTROYED')}) OR (place_kind IN (${kindLiterals('BAKI')}) AND kode_gudang IN (${literals(CHAIN_WAREHOUSES)})))`,
);

/** Every stock-changing document: a number, a type, a store, a business date and a user. */
export const documents = pgTable(
  'documents',
  {
    doc_no: varchar('doc_no', { length: 40 }).primaryKey(),
    doc_type: varchar('doc_type', { length: 20 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    /** A cancel is a document of its own that names the one it reverses. */
    reverses_doc_no: varchar('reverses_doc_no', { length: 40 }),
    /** Set on a document once it has been reversed: the cancel's number (a second cancel is refused). */
    reversed_by_doc_no: varchar('reversed_by_doc_no', { length: 40 }),
    note: varchar('note', { length: 255 }).notNull().default(''),
    /**
     * The document's money in whole rupiah (a sale's price received, a purchase's price paid); 0 for
     * documents that move goods only. A cancel carries the amount it reverses (reports subtract it).
     */
    total_harga: bigint('total_harga', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('documents_toko_date_idx').on(t.kode_toko, t.tgl_system), index('documents_type_idx').on(t.doc_type)],
);

/**
 * The stock ledger: immutable signed rows, two per movement line (out of one place, into another) and one
 * per declared loss. The rows of a document sum to zero grams; a place's balance is the sum of its rows.
 */
export const stock_movements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    doc_no: varchar('doc_no', { length: 40 })
      .notNull()
      .references(() => documents.doc_no),
    line_no: integer('line_no').notNull(),
    doc_type: varchar('doc_type', { length: 20 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** Place code `<KIND>:<ref>` (BAKI:KC01A, TRANSIT:<no_kirim>, LOSS:T01): an identifier, never parsed. */
    place: varchar('place', { length: 60 }).notNull(),
    /** The place's kind (core PLACE_KINDS): what queries filter on. */
    place_kind: varchar('place_kind', { length: 20 }).notNull(),
    /** Store owning the place and its warehouse (TRANSIT for goods on the road, '' for boundaries). */
    place_toko: varchar('place_toko', { length: 10 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_barcode: varchar('kode_barcode', { length: 8 }),
    /** A lot (a bought-back piece, one invoice line) moving whole until it is sorted into bulk. */
    kode_lot: varchar('kode_lot', { length: 40 }),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    qty: integer('qty').notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    /** Purity of the gold moved, percent (75.000; 17K = 70.833). */
    kadar: numeric('kadar', { precision: 7, scale: 3 }).notNull(),
    /** Fine grams moved: berat × kadar / 100, 3 decimals, signed like berat. */
    berat_murni: numeric('berat_murni', { precision: 12, scale: 3 }).notNull(),
    reason: varchar('reason', { length: 60 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_doc_idx').on(t.doc_no),
    index('stock_movements_place_idx').on(t.place, t.kode_group, t.kode_dept),
    index('stock_movements_toko_date_idx').on(t.place_toko, t.tgl_system),
    index('stock_movements_barcode_idx').on(t.kode_barcode),
    index('stock_movements_lot_idx').on(t.kode_lot),
    index('stock_movements_toko_kind_date_idx').on(t.place_toko, t.place_kind, t.tgl_system),
    // The chain's rows only (a small share of a ledger that is mostly the counter's sales).
    index('stock_movements_sepuhan_idx').on(t.tgl_system).where(SEPUHAN_CHAIN_ROWS),
  ],
);

/** Running balance per place, category and type, kept by the ledger in the same transaction. */
export const stock_balances = pgTable(
  'stock_balances',
  {
    place: varchar('place', { length: 60 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    place_kind: varchar('place_kind', { length: 20 }).notNull(),
    place_toko: varchar('place_toko', { length: 10 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    qty: integer('qty').notNull().default(0),
    berat: numeric('berat', { precision: 14, scale: 3 }).notNull().default('0'),
    /** Fine grams beside grams, kept by the same transaction. */
    berat_murni: numeric('berat_murni', { precision: 14, scale: 3 }).notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.place, t.kode_group, t.kode_dept] }),
    index('stock_balances_toko_idx').on(t.place_toko, t.kode_gudang),
    index('stock_balances_toko_kind_idx').on(t.place_toko, t.place_kind, t.kode_gudang),
  ],
);

/** Counters for document numbers, one per prefix, store and day; taken inside the document's transaction. */
export const doc_numbers = pgTable(
  'doc_numbers',
  {
    prefix: varchar('prefix', { length: 10 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.kode_toko, t.period] })],
);

/** One row per store and business date closed: the primary key makes a second close of a date impossible. */
export const eod_closes = pgTable(
  'eod_closes',
  {
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    tgl_system_baru: date('tgl_system_baru', { mode: 'string' }).notNull(),
    closed_by: varchar('closed_by', { length: 50 }).notNull(),
    closed_at: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    total_qty: integer('total_qty').notNull(),
    total_berat: numeric('total_berat', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tgl_system] })],
);

/** Closing balances of a store's day per place, category and type (the next day's opening). */
export const eod_snapshots = pgTable(
  'eod_snapshots',
  {
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    place: varchar('place', { length: 60 }).notNull(),
    place_kind: varchar('place_kind', { length: 20 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    qty: integer('qty').notNull(),
    berat: numeric('berat', { precision: 14, scale: 3 }).notNull(),
    berat_murni: numeric('berat_murni', { precision: 14, scale: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tgl_system, t.place, t.kode_group, t.kode_dept] })],
);

/**
 * A lot: one bought-back piece (an invoice line) tracked whole, by its own code, from the counter until it
 * is sorted into bulk stock. Like a barcode it lies in one place at a time, written only by the ledger.
 */
export const stock_lots = pgTable(
  'stock_lots',
  {
    kode_lot: varchar('kode_lot', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull().default('-'),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    qty: integer('qty').notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    kadar: varchar('kadar', { length: 10 }).notNull().default(''),
    /** Current place code (null once consumed, e.g. sorted into bulk) and its kind. */
    lokasi: varchar('lokasi', { length: 60 }),
    lokasi_kind: varchar('lokasi_kind', { length: 20 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_lots_lokasi_idx').on(t.lokasi_kind, t.kode_toko)],
);
