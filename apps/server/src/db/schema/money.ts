import { bigint, bigserial, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { documents } from './ledger.ts';

/**
 * The accounts of the money ledger: a row per account, created by the first entry that names it
 * (see ledger/money-accounts.ts for the kinds). The row is what a drawer check locks, so two payouts of the
 * same drawer are serialised; it holds no balance (a balance is the sum of the account's entries).
 */
export const money_accounts = pgTable(
  'money_accounts',
  {
    /** accountCode(): `KAS:T01`, `BANK:BCA01`, `KLIRING:T01:QRIS`, `PUSAT`, `BATAS:T01:PENJUALAN`. */
    kode_akun: varchar('kode_akun', { length: 80 }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The store the account belongs to (null for head office and bank accounts, whose store is Master Rekening's). */
    kode_toko: varchar('kode_toko', { length: 10 }),
    /** What names the account within its kind and store: the rekening, the method, the order, the boundary. */
    ref: varchar('ref', { length: 60 }),
    nama: varchar('nama', { length: 120 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('money_accounts_toko_kind_idx').on(t.kode_toko, t.kind)],
);

/**
 * The money ledger: immutable signed rows in whole rupiah, one per line of a money document; the entries of
 * a document sum to 0 and an account's balance is the sum of its entries. A cancel writes the negated rows
 * under its own number.
 */
export const money_entries = pgTable(
  'money_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    doc_no: varchar('doc_no', { length: 40 })
      .notNull()
      .references(() => documents.doc_no),
    line_no: integer('line_no').notNull(),
    kode_akun: varchar('kode_akun', { length: 80 })
      .notNull()
      .references(() => money_accounts.kode_akun),
    /** The document's store (the business day the money moved in). */
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** Signed whole rupiah: + into the account. */
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    keterangan: varchar('keterangan', { length: 120 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('money_entries_akun_idx').on(t.kode_akun, t.id),
    index('money_entries_toko_date_idx').on(t.kode_toko, t.tgl_system),
    index('money_entries_doc_idx').on(t.doc_no),
    // An account's balance is its last close's snapshot plus the entries dated after it.
    index('money_entries_akun_date_idx').on(t.kode_akun, t.tgl_system),
  ],
);

/**
 * Money at a store's close: per account, the sum of every entry of the store's own documents dated on or
 * before the closed business day (the previous close's row plus the day's entries). A store's documents are
 * dated on its business day and none can be written for a closed day, so the row never changes; an account's
 * balance is the sum over stores of their last close's row plus their entries dated after it. Accounts at 0
 * have no row.
 */
export const eod_money_snapshots = pgTable(
  'eod_money_snapshots',
  {
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_akun: varchar('kode_akun', { length: 80 })
      .notNull()
      .references(() => money_accounts.kode_akun),
    saldo: bigint('saldo', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tgl_system, t.kode_akun] })],
);
