// Tables of the cash & bank screens: the stores' bank accounts (Master Rekening). The money itself
// lives in the money ledger (money.ts); an account's balance is the sum of its entries there.
import { bigint, boolean, date, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tokos } from './stores.ts';

/** A bank account of one store (Master Rekening): the BANK:<kode_rekening> account of the money ledger. */
export const rekening = pgTable(
  'rekening',
  {
    kode_rekening: varchar('kode_rekening', { length: 20 }).primaryKey(),
    nama_bank: varchar('nama_bank', { length: 100 }).notNull(),
    no_rekening: varchar('no_rekening', { length: 30 }).notNull(),
    atas_nama: varchar('atas_nama', { length: 100 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => tokos.kode_toko),
    is_active: boolean('is_active').notNull().default(true),
  },
  (table) => [index('rekening_toko_idx').on(table.kode_toko)],
);

/**
 * A cash or bank document (TAMBAH_KAS, AMBIL_KAS, TAMBAH_BANK, AMBIL_BANK): what the screen recorded beside its
 * money entries — the category, the account, the bank's reference and the note. Written once by the document;
 * its cancel is the document's reversal (documents.reversed_by_doc_no), never an edit of this row.
 */
export const transaksi_keuangan = pgTable(
  'transaksi_keuangan',
  {
    no_transaksi: varchar('no_transaksi', { length: 40 }).primaryKey(),
    doc_type: varchar('doc_type', { length: 20 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_transaksi: varchar('kode_transaksi', { length: 10 }).notNull(),
    kode_rekening: varchar('kode_rekening', { length: 20 }),
    referensi: varchar('referensi', { length: 50 }).notNull().default(''),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('transaksi_keuangan_toko_tgl_idx').on(table.kode_toko, table.tgl_system)],
);

/**
 * Cash a store sent to head office (SETOR_PUSAT) and its receipt (TERIMA_SETORAN): sent by the store on its
 * business date, received once by head office on the receiver's business date (the two may differ).
 */
export const setor_pusat = pgTable(
  'setor_pusat',
  {
    no_setor: varchar('no_setor', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_setor: date('tgl_setor', { mode: 'string' }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    no_terima: varchar('no_terima', { length: 40 }),
    tgl_terima: date('tgl_terima', { mode: 'string' }),
    kode_toko_terima: varchar('kode_toko_terima', { length: 10 }),
    diterima_oleh: varchar('diterima_oleh', { length: 50 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('setor_pusat_toko_idx').on(table.kode_toko, table.tgl_setor)],
);
