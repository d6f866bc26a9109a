import { bigint, boolean, date, index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { groups, jenis } from './catalog.ts';
import { tokos } from './stores.ts';

const grams = (name: string) => numeric(name, { precision: 12, scale: 3 }).notNull().default('0');
const rupiah = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One barcoded item. Its place (lokasi, with its kind lokasi_kind) is written only by the ledger: a tray,
 * a shipment in transit, the cleaner, or a boundary place (sold, destroyed…).
 */
export const barang = pgTable(
  'barang',
  {
    kode_barcode: varchar('kode_barcode', { length: 8 }).primaryKey(),
    kode_barang: varchar('kode_barang', { length: 30 }).notNull().default('-'),
    kode_intern: varchar('kode_intern', { length: 30 }).notNull().default('-'),
    tag_id: varchar('tag_id', { length: 30 }).notNull().default('-'),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 })
      .notNull()
      .references(() => groups.kode_group),
    kode_dept: varchar('kode_dept', { length: 20 })
      .notNull()
      .references(() => jenis.kode_dept),
    /** Store, warehouse and tray of the current place (null while in transit or gone). */
    kode_toko: varchar('kode_toko', { length: 10 }).references(() => tokos.kode_toko),
    kode_gudang: varchar('kode_gudang', { length: 20 }),
    kode_baki: varchar('kode_baki', { length: 20 }),
    lokasi: varchar('lokasi', { length: 60 }),
    /** Kind of the current place (core PLACE_KINDS); what position filters use. */
    lokasi_kind: varchar('lokasi_kind', { length: 20 }),
    tipe_barang: varchar('tipe_barang', { length: 2 }).notNull().default('A'),
    berat: grams('berat'),
    berat_asli: grams('berat_asli'),
    berat_awal: grams('berat_awal'),
    berat_customer: grams('berat_customer'),
    /** Custom-order items (status PESANAN): the weight the craftsman delivered. */
    berat_tukang: grams('berat_tukang'),
    berat_susut: grams('berat_susut'),
    susut_tukang: grams('susut_tukang'),
    berat_cad: grams('berat_cad'),
    berat_atribut: grams('berat_atribut'),
    berat_bandrol: grams('berat_bandrol'),
    berat_plastik: grams('berat_plastik'),
    kadar: varchar('kadar', { length: 10 }).notNull().default(''),
    kadar_cetak: varchar('kadar_cetak', { length: 10 }).notNull().default(''),
    kadar_modal: varchar('kadar_modal', { length: 10 }).notNull().default(''),
    nama_atribut: varchar('nama_atribut', { length: 60 }).notNull().default('-'),
    harga_atribut: rupiah('harga_atribut'),
    harga_beli: rupiah('harga_beli'),
    harga_skrg: rupiah('harga_skrg'),
    harga_jual: rupiah('harga_jual'),
    harga_estimasi: rupiah('harga_estimasi'),
    harga_total: rupiah('harga_total'),
    ongkos: rupiah('ongkos'),
    stock_on_hand: integer('stock_on_hand').notNull().default(1),
    tgl_last_beli: date('tgl_last_beli', { mode: 'string' }),
    tgl_last_jual: date('tgl_last_jual', { mode: 'string' }),
    is_markis: boolean('is_markis').notNull().default(false),
    no_pesanan: varchar('no_pesanan', { length: 30 }).notNull().default('-'),
    no_kirim: varchar('no_kirim', { length: 30 }).notNull().default('-'),
    foto: varchar('foto', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('AKTIF'),
    tujuan: varchar('tujuan', { length: 10 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A barcode prefix lookup (LIKE 'ABCD%') needs pattern ops: a default-collation index is not used.
    index('barang_barcode_prefix_idx').on(t.kode_barcode.op('text_pattern_ops')),
    // Ordered per tray: the send-goods list walks it and stops at its limit.
    index('barang_toko_baki_idx').on(t.kode_toko, t.kode_baki, t.kode_barcode),
    index('barang_toko_gudang_group_dept_idx').on(t.kode_toko, t.kode_gudang, t.kode_group, t.kode_dept),
    // The send-goods list filtered by category or by type, in list order (it stops at its 500-row page).
    index('barang_toko_group_baki_idx').on(t.kode_toko, t.kode_group, t.kode_baki, t.kode_barcode),
    index('barang_toko_dept_baki_idx').on(t.kode_toko, t.kode_dept, t.kode_baki, t.kode_barcode),
    // A place's goods by category and type, with their price: the stock-on-sale report sums the price per
    // tray balance from the index alone (one range per balance row instead of the tray's every piece).
    index('barang_lokasi_group_dept_idx').on(t.lokasi, t.kode_group, t.kode_dept, t.harga_jual),
    index('barang_toko_lokasi_kind_idx').on(t.kode_toko, t.lokasi_kind),
    // Master Atribut refuses to delete an attribute that goods in stock still carry.
    index('barang_atribut_idx').on(t.nama_atribut),
  ],
);
