// The day's validations at the counter: a supervisor checks each sale (and, on Validasi Jual Beli, each
// buy-back) against the money received per payment method and marks it validated, once. The close of day
// refuses while a document of the day is not validated, unless the store's setting turns the rule off.
import { boolean, index, pgTable, date, timestamp, varchar } from 'drizzle-orm/pg-core';
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
  updated_by: varchar('updated_by', { length: 50 }).notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
