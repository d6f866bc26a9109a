// Customer deposits (titipan). The deposits themselves are the money ledger's (money_entries of TITIPAN
// accounts: the balance is their sum, never a copy); this table records only the supervisor's check of the
// day's deposits and refunds on /validasi-titipan, once per document.
import { date, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const validasi_titipan = pgTable(
  'validasi_titipan',
  {
    /** A TITIPAN or AMBIL_TITIPAN document: validated once (the primary key lets one of two supervisors through). */
    no_dokumen: varchar('no_dokumen', { length: 40 }).primaryKey(),
    doc_type: varchar('doc_type', { length: 20 }).notNull(),
    /** The batch: every document validated by one submit shares its number. */
    no_validasi: varchar('no_validasi', { length: 40 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('validasi_titipan_toko_tgl_idx').on(t.kode_toko, t.tgl_system)],
);
