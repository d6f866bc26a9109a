import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A buy-back (PEMBELIAN document): the seller as the law against fencing asks (NIK, name, phone, address),
 * the money paid, and its cancel. `no_faktur_beli` is the ledger document's number.
 */
export const pembelian = pgTable(
  'pembelian',
  {
    no_faktur_beli: varchar('no_faktur_beli', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    no_ktp: varchar('no_ktp', { length: 16 }).notNull(),
    no_hp: varchar('no_hp', { length: 20 }).notNull(),
    alamat: varchar('alamat', { length: 200 }).notNull(),
    total_berat: numeric('total_berat', { precision: 14, scale: 3 }).notNull(),
    total_harga: bigint('total_harga', { mode: 'number' }).notNull(),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default('-'),
    /** The sales person who served the seller (Master Sales), optional. */
    kode_sales: varchar('kode_sales', { length: 20 }),
    /** The photo (JPEG data URL), optional. */
    foto: text('foto'),
    /** The exchange (barang tukar) this buy-back is part of, when it is one. */
    no_tukar: varchar('no_tukar', { length: 40 }),
    /** Set by the cancel: the reversing document's number, the reason, the date. */
    no_batal: varchar('no_batal', { length: 40 }),
    alasan_batal: varchar('alasan_batal', { length: 200 }),
    tgl_batal: date('tgl_batal', { mode: 'string' }),
    user_batal: varchar('user_batal', { length: 50 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pembelian_toko_tgl_idx').on(t.kode_toko, t.tgl_system),
    index('pembelian_ktp_idx').on(t.no_ktp),
    index('pembelian_tgl_batal_idx').on(t.tgl_batal),
    index('pembelian_tukar_idx').on(t.no_tukar),
    index('pembelian_sales_idx').on(t.kode_sales, t.tgl_system),
  ],
);

/**
 * A line bought back: one lot (`kode_lot` = `<no_faktur_beli>/<line_no>`) in the store's BELI place until it
 * is sorted. The sorting step identifies a line by no_faktur_beli + line_no (or kode_lot) and marks
 * it sorted by setting `no_sortir` and `tgl_sortir` in its own transaction (and clears them when its sort is
 * cancelled); the buy-back's cancel is refused while any line has a no_sortir.
 */
export const pembelian_detail = pgTable(
  'pembelian_detail',
  {
    no_faktur_beli: varchar('no_faktur_beli', { length: 40 })
      .notNull()
      .references(() => pembelian.no_faktur_beli),
    line_no: integer('line_no').notNull(),
    kode_lot: varchar('kode_lot', { length: 40 }).notNull().unique(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** From our own nota: the sale and the sold piece's barcode (a sold piece is bought back once). */
    no_faktur_jual: varchar('no_faktur_jual', { length: 40 }),
    kode_barcode: varchar('kode_barcode', { length: 8 }),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    kadar: varchar('kadar', { length: 10 }).notNull(),
    /** Master Kondisi Pembelian code and its cut at the time of the buy-back. */
    kondisi: varchar('kondisi', { length: 20 }).notNull(),
    potongan_persen: numeric('potongan_persen', { precision: 6, scale: 2 }).notNull(),
    /** The category's buy-back price of the day, and less the cut: whole rupiah per gram. */
    harga_beli: bigint('harga_beli', { mode: 'number' }).notNull(),
    harga_per_gram: bigint('harga_per_gram', { mode: 'number' }).notNull(),
    harga: bigint('harga', { mode: 'number' }).notNull(),
    /** Set when the buy-back is cancelled (frees the sold piece to be bought back again). */
    is_batal: boolean('is_batal').notNull().default(false),
    /** Set by the sorting step: the sort's number and date (a buy-back with a sorted line cannot be cancelled). */
    no_sortir: varchar('no_sortir', { length: 40 }),
    tgl_sortir: date('tgl_sortir', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.no_faktur_beli, t.line_no] }),
    index('pembelian_detail_ready_idx').on(t.kode_toko, t.kondisi, t.kode_group, t.kode_dept),
    index('pembelian_detail_jual_idx').on(t.no_faktur_jual),
    index('pembelian_detail_sortir_idx').on(t.no_sortir),
  ],
);

/** The payments of a buy-back (CASH, TRANSFER), whole rupiah. */
export const pembelian_bayar = pgTable(
  'pembelian_bayar',
  {
    no_faktur_beli: varchar('no_faktur_beli', { length: 40 })
      .notNull()
      .references(() => pembelian.no_faktur_beli),
    line_no: integer('line_no').notNull(),
    jenis: varchar('jenis', { length: 20 }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    kode_bank: varchar('kode_bank', { length: 20 }),
    no_referensi: varchar('no_referensi', { length: 50 }),
  },
  (t) => [primaryKey({ columns: [t.no_faktur_beli, t.line_no] })],
);

/**
 * An exchange (barang tukar): the buy-back of the old gold and the sale of the new pieces written in one
 * transaction, and the difference: `selisih` = total_jual − total_beli (positive: the customer paid it;
 * negative: the shop paid it back).
 */
export const barang_tukar = pgTable(
  'barang_tukar',
  {
    no_tukar: varchar('no_tukar', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    no_faktur_beli: varchar('no_faktur_beli', { length: 40 })
      .notNull()
      .references(() => pembelian.no_faktur_beli),
    no_faktur_jual: varchar('no_faktur_jual', { length: 40 }).notNull(),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    no_ktp: varchar('no_ktp', { length: 16 }).notNull(),
    total_beli: bigint('total_beli', { mode: 'number' }).notNull(),
    total_jual: bigint('total_jual', { mode: 'number' }).notNull(),
    selisih: bigint('selisih', { mode: 'number' }).notNull(),
    /** Set by the exchange's cancel (both documents reversed in one transaction). */
    alasan_batal: varchar('alasan_batal', { length: 200 }),
    tgl_batal: date('tgl_batal', { mode: 'string' }),
    user_batal: varchar('user_batal', { length: 50 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('barang_tukar_toko_tgl_idx').on(t.kode_toko, t.tgl_system), index('barang_tukar_jual_idx').on(t.no_faktur_jual)],
);
