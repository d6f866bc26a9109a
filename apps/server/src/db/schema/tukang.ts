// Craftsmen and custom orders. The ledger (stock_movements, place kind TUKANG) is the truth of
// what a craftsman holds; these tables are the documents' own lines, for the slips, the screens and reports.
import { bigint, bigserial, date, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

const grams = (name: string) => numeric(name, { precision: 12, scale: 3 }).notNull().default('0');
const rupiah = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Every change of a craftsman's material balance, one row per document and (category, jenis): material
 * given (TAMBAH), taken back (AMBIL), used by a finished order (PAKAI, its shrink in berat_susut), deposited
 * back at the order stock opname (SETOR) and the opname's difference (SELISIH, signed: a loss is positive).
 * saldo_akhir is the balance right after the row (the ledger's, read under its lock).
 */
export const tukang_bahan = pgTable(
  'tukang_bahan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    no_tambah_tukar: varchar('no_tambah_tukar', { length: 40 }).notNull(),
    trx_type: varchar('trx_type', { length: 10 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_tukang: varchar('kode_tukang', { length: 20 }).notNull(),
    jenis: varchar('jenis', { length: 10 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull().default(''),
    jml_bahan: grams('jml_bahan'),
    berat_susut: grams('berat_susut'),
    saldo_akhir: grams('saldo_akhir'),
    no_ref: varchar('no_ref', { length: 40 }).notNull().default(''),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tukang_bahan_toko_date_idx').on(t.kode_toko, t.tgl_system),
    index('tukang_bahan_tukang_idx').on(t.kode_tukang, t.kode_group, t.jenis),
    index('tukang_bahan_doc_idx').on(t.no_tambah_tukar),
  ],
);

/**
 * A custom order: taken at /transaksi-pesanan (OPEN), distributed to a craftsman (PROSES), finished
 * (SELESAI: a barcoded item of status PESANAN), handed over (DISERAHKAN). The deposit (uang_muka) is money
 * received; the order's gold is the craftsman's material until it is finished.
 */
export const pesanan = pgTable(
  'pesanan',
  {
    no_pesanan: varchar('no_pesanan', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_pesanan: date('tgl_pesanan', { mode: 'string' }).notNull(),
    tgl_jatuh_tempo: date('tgl_jatuh_tempo', { mode: 'string' }).notNull(),
    kode_member: varchar('kode_member', { length: 30 }).notNull().default('-'),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    alamat: varchar('alamat', { length: 255 }).notNull().default('-'),
    no_hp: varchar('no_hp', { length: 20 }).notNull().default('-'),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    total_harga: rupiah('total_harga'),
    uang_muka: rupiah('uang_muka'),
    status: varchar('status', { length: 12 }).notNull().default('OPEN'),
    kode_tukang: varchar('kode_tukang', { length: 20 }),
    ongkos_tukang: rupiah('ongkos_tukang'),
    /** Shrink allowed when the order was distributed. */
    berat_susut: grams('berat_susut'),
    tgl_bagi: date('tgl_bagi', { mode: 'string' }),
    berat_selesai: grams('berat_selesai'),
    susut_selesai: grams('susut_selesai'),
    tgl_selesai: date('tgl_selesai', { mode: 'string' }),
    no_selesai: varchar('no_selesai', { length: 40 }),
    kode_barcode: varchar('kode_barcode', { length: 8 }),
    no_so_pesanan: varchar('no_so_pesanan', { length: 40 }),
    /** The sale that handed the piece over (DISERAHKAN). */
    no_serah: varchar('no_serah', { length: 40 }),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pesanan_toko_date_idx').on(t.kode_toko, t.tgl_pesanan),
    index('pesanan_status_idx').on(t.kode_toko, t.status),
    index('pesanan_tukang_idx').on(t.kode_tukang, t.kode_group, t.status),
  ],
);

/** The pieces of an order (what the customer asked for). */
export const pesanan_detail = pgTable(
  'pesanan_detail',
  {
    no_pesanan: varchar('no_pesanan', { length: 40 }).notNull(),
    line_no: integer('line_no').notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    jenis_pesanan: varchar('jenis_pesanan', { length: 20 }).notNull(),
    deskripsi: varchar('deskripsi', { length: 200 }).notNull(),
    attribut: varchar('attribut', { length: 100 }).notNull().default('-'),
    size: varchar('size', { length: 20 }).notNull().default('-'),
    perkiraan_berat: grams('perkiraan_berat'),
    perkiraan_kadar: varchar('perkiraan_kadar', { length: 10 }).notNull().default('-'),
    berat_atribut: grams('berat_atribut'),
    harga_gram: rupiah('harga_gram'),
    harga_atribut: rupiah('harga_atribut'),
    sub_total: rupiah('sub_total'),
  },
  (t) => [primaryKey({ columns: [t.no_pesanan, t.line_no] })],
);

/** How the deposit was paid (cash, transfer…), whole rupiah. */
export const pesanan_bayar = pgTable(
  'pesanan_bayar',
  {
    no_pesanan: varchar('no_pesanan', { length: 40 }).notNull(),
    line_no: integer('line_no').notNull(),
    jenis_bayar: varchar('jenis_bayar', { length: 30 }).notNull(),
    jumlah: rupiah('jumlah'),
  },
  (t) => [primaryKey({ columns: [t.no_pesanan, t.line_no] })],
);

/** An order stock opname (/stock-opname-pesanan): one craftsman and category reconciled. */
export const so_pesanan = pgTable(
  'so_pesanan',
  {
    no_so_pesanan: varchar('no_so_pesanan', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_tukang: varchar('kode_tukang', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    saldo_awal: grams('saldo_awal'),
    berat_pakai: grams('berat_pakai'),
    susut_pakai: grams('susut_pakai'),
    ongkos: rupiah('ongkos'),
    berat_sisa: grams('berat_sisa'),
    setor: grams('setor'),
    /** Signed: remaining − deposited (positive: the craftsman's loss). */
    selisih: numeric('selisih', { precision: 12, scale: 3 }).notNull().default('0'),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('so_pesanan_toko_date_idx').on(t.kode_toko, t.tgl_system), index('so_pesanan_tukang_idx').on(t.kode_tukang, t.kode_group)],
);
