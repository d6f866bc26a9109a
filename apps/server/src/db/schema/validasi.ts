// The day's validations at the counter: a supervisor checks each sale (and, on Validasi Jual Beli, each
// buy-back) against the money received per payment method and marks it validated, once. The close of day
// refuses while a document of the day is not validated, unless the store's setting turns the rule off.
import { bigint, boolean, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tokos } from './stores.ts';

/** One validated document (a sale's no_faktur_jual or a buy-back's no_faktur_beli): validated once. */
export const validasi_transaksi = pgTable(
  'validasi_transaksi',
  {
    no_faktur: varchar('no_faktur', { length: 40 }).primaryKey(),
    /** PENJUALAN or PEMBELIAN (the ledger document type). */
    doc_type: varchar('doc_type', { length: 20 }).notNull(),
    /** The screen it was validated on: JUAL (/validasi-penjualan) or JUAL_BELI (/validasi-jual-beli). */
    jenis: varchar('jenis', { length: 10 }).notNull(),
    /** The batch: every document validated by one submit shares its number. */
    no_validasi: varchar('no_validasi', { length: 40 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('validasi_transaksi_toko_tgl_idx').on(t.kode_toko, t.tgl_system), index('validasi_transaksi_no_idx').on(t.no_validasi)],
);

/**
 * Per-store settings of the counter (/settingtoko). A store without a row keeps the defaults: the close of
 * day requires every sale and buy-back of the day validated.
 */
export const setting_toko = pgTable('setting_toko', {
  kode_toko: varchar('kode_toko', { length: 10 })
    .primaryKey()
    .references(() => tokos.kode_toko),
  wajib_validasi_tutup_toko: boolean('wajib_validasi_tutup_toko').notNull().default(true),
  /** the close of day needs the day's cash count (and its difference approved). */
  wajib_hitung_kas: boolean('wajib_hitung_kas').notNull().default(true),
  /** a count difference up to this many rupiah either way needs no OWN/SU approval. */
  toleransi_selisih_kas: bigint('toleransi_selisih_kas', { mode: 'number' }).notNull().default(0),
  updated_by: varchar('updated_by', { length: 50 }).notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The day's blind count, a row per store, day and method (CASH: the drawer; a non-cash method:
 * what the bank/EDC showed). Written once per store and day (the count is final); the expected figure is the
 * money ledger's at the moment of the count. The count also validates the day's documents it covered; a
 * sale or buy-back posted after it opens a new round (the drawer changed), the only way to count again. A difference beyond the store's tolerance waits
 * (MENUNGGU_OTORISASI) until an OWN/SU approves it, which books it as the SELISIH_KAS document named here.
 */
export const hitung_kas = pgTable(
  'hitung_kas',
  {
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => tokos.kode_toko),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** The round: a day is counted again only after documents were posted since its last count. */
    urut: integer('urut').notNull(),
    jenis: varchar('jenis', { length: 20 }).notNull(),
    dihitung: bigint('dihitung', { mode: 'number' }).notNull(),
    diharapkan: bigint('diharapkan', { mode: 'number' }).notNull(),
    selisih: bigint('selisih', { mode: 'number' }).notNull(),
    /** SELESAI or MENUNGGU_OTORISASI (the same on every row of a store's day). */
    status: varchar('status', { length: 20 }).notNull(),
    alasan: varchar('alasan', { length: 200 }).notNull().default(''),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    disetujui_oleh: varchar('disetujui_oleh', { length: 50 }).notNull().default(''),
    no_dokumen: varchar('no_dokumen', { length: 40 }).notNull().default(''),
    /** The last money entry the count saw: money moved since (a later entry) opens a new round. */
    entry_id: bigint('entry_id', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    disetujui_at: timestamp('disetujui_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kode_toko, t.tgl_system, t.urut, t.jenis] })],
);
