// The sale at the counter: its header (customer, sales person, money), its lines (one barcoded piece each,
// priced as sold) and its payments (a split across cash, transfer, cards, QRIS and marketplaces); and the
// nota's per-store texts. The goods themselves move through the ledger (a PENJUALAN document whose number
// is the no_faktur_jual); these rows keep what the ledger does not: prices, customer, payments.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { documents } from './ledger.ts';

export const penjualan = pgTable(
  'penjualan',
  {
    /** The PENJUALAN ledger document's number. */
    no_faktur_jual: varchar('no_faktur_jual', { length: 40 })
      .primaryKey()
      .references(() => documents.doc_no),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    kode_sales: varchar('kode_sales', { length: 20 }).notNull(),
    /** '' for a walk-in customer. */
    kode_member: varchar('kode_member', { length: 20 }).notNull().default(''),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull().default(''),
    no_hp: varchar('no_hp', { length: 20 }).notNull().default(''),
    alamat: varchar('alamat', { length: 200 }).notNull().default(''),
    total_harga: bigint('total_harga', { mode: 'number' }).notNull(),
    total_bayar: bigint('total_bayar', { mode: 'number' }).notNull(),
    kembalian: bigint('kembalian', { mode: 'number' }).notNull().default(0),
    poin: integer('poin').notNull().default(0),
    /** OPEN, or BATAL once cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    no_batal: varchar('no_batal', { length: 40 }).notNull().default(''),
    alasan_batal: varchar('alasan_batal', { length: 200 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('penjualan_toko_tgl_idx').on(t.kode_toko, t.tgl_system),
    // Members' sales only: most sales are walk-ins (kode_member ''), and an index holding them makes the planner
    // expect a whole table per member. A query by member says kode_member <> '' to use it.
    index('penjualan_member_idx')
      .on(t.kode_member)
      .where(sql`kode_member <> ''`),
    index('penjualan_tgl_idx').on(t.tgl_system),
  ],
);

export const penjualan_detail = pgTable(
  'penjualan_detail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    no_faktur_jual: varchar('no_faktur_jual', { length: 40 })
      .notNull()
      .references(() => penjualan.no_faktur_jual),
    line_no: integer('line_no').notNull(),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 100 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    /** The tray the piece left (a cancel puts it back there). */
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    kadar: varchar('kadar', { length: 20 }).notNull(),
    harga_per_gram: bigint('harga_per_gram', { mode: 'number' }).notNull(),
    /** The gold part: price per gram × weight (× purity by the price rule), rounded up to Rp 500. */
    harga_emas: bigint('harga_emas', { mode: 'number' }).notNull(),
    ongkos: bigint('ongkos', { mode: 'number' }).notNull().default(0),
    harga_atribut: bigint('harga_atribut', { mode: 'number' }).notNull().default(0),
    diskon: bigint('diskon', { mode: 'number' }).notNull().default(0),
    /** What the customer pays for the piece. */
    harga: bigint('harga', { mode: 'number' }).notNull(),
    // The PPN inside the price, fixed at the time of sale (a PKP store only; '' / 0 else).
    /** The piece's acquisition basis: FAKTUR, NON_FAKTUR, or '' when the store was not PKP. */
    ppn_dasar: varchar('ppn_dasar', { length: 12 }).notNull().default(''),
    /** The rate applied, percent (1.10, 1.65). */
    ppn_persen: numeric('ppn_persen', { precision: 5, scale: 2 }).notNull().default('0'),
    /** The PPN amount inside harga, whole rupiah (DPP = harga − ppn). */
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('penjualan_detail_faktur_idx').on(t.no_faktur_jual, t.line_no), index('penjualan_detail_barcode_idx').on(t.kode_barcode)],
);

export const penjualan_bayar = pgTable(
  'penjualan_bayar',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    no_faktur_jual: varchar('no_faktur_jual', { length: 40 })
      .notNull()
      .references(() => penjualan.no_faktur_jual),
    /** CASH, TRANSFER, DEBIT, KREDIT, QRIS, MARKETPLACE. */
    jenis: varchar('jenis', { length: 20 }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    kode_bank: varchar('kode_bank', { length: 20 }).notNull().default(''),
    kode_marketplace: varchar('kode_marketplace', { length: 20 }).notNull().default(''),
    /** Marketplace order number, card approval code, transfer reference. */
    no_referensi: varchar('no_referensi', { length: 50 }).notNull().default(''),
  },
  (t) => [index('penjualan_bayar_faktur_idx').on(t.no_faktur_jual), index('penjualan_bayar_marketplace_idx').on(t.kode_marketplace)],
);

/** The nota's texts and paper per store (/settingNota). */
export const setting_nota = pgTable('setting_nota', {
  kode_toko: varchar('kode_toko', { length: 10 }).primaryKey(),
  header: varchar('header', { length: 300 }).notNull().default(''),
  footer: varchar('footer', { length: 300 }).notNull().default(''),
  syarat_buyback: varchar('syarat_buyback', { length: 1000 }).notNull().default(''),
  ukuran_kertas: varchar('ukuran_kertas', { length: 5 }).notNull().default('A5'),
  updated_by: varchar('updated_by', { length: 50 }).notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
