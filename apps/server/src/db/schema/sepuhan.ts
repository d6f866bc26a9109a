import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// The Sepuhan chain's own records. The stock itself is the ledger's (stock_movements); these
// tables say which bought-back line went where, so each step can list what is waiting for it and a cancel
// can be refused once a line has moved on. Weights are grams and fine grams (berat_murni), 3 decimals.

const grams = (name: string) => numeric(name, { precision: 12, scale: 3 }).notNull();
const cancelFields = () => ({
  no_batal: varchar('no_batal', { length: 40 }),
  tgl_batal: date('tgl_batal', { mode: 'string' }),
  user_batal: varchar('user_batal', { length: 50 }),
});

/** A purchase sort (SORTIR_PEMBELIAN document, `no_sortir` = its number): lots into a tray of SP, RUSAK, SP-LN… */
export const sortir_pembelian = pgTable(
  'sortir_pembelian',
  {
    no_sortir: varchar('no_sortir', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    qty: integer('qty').notNull(),
    berat: grams('berat'),
    berat_murni: grams('berat_murni'),
    qty_asal: integer('qty_asal').notNull(),
    berat_asal: grams('berat_asal'),
    qty_bos: integer('qty_bos').notNull(),
    berat_bos: grams('berat_bos'),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    ...cancelFields(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sortir_pembelian_toko_tgl_idx').on(t.kode_toko, t.tgl_system), index('sortir_pembelian_tgl_batal_idx').on(t.tgl_batal)],
);

/** One bought-back line sorted: its lot, grams and fine grams, and (once chosen for refining) the refining sort. */
export const sortir_pembelian_detail = pgTable(
  'sortir_pembelian_detail',
  {
    no_sortir: varchar('no_sortir', { length: 40 })
      .notNull()
      .references(() => sortir_pembelian.no_sortir),
    kode_lot: varchar('kode_lot', { length: 40 }).notNull(),
    no_faktur_beli: varchar('no_faktur_beli', { length: 40 }).notNull(),
    line_no: integer('line_no').notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    kondisi: varchar('kondisi', { length: 20 }).notNull(),
    kadar: varchar('kadar', { length: 10 }).notNull(),
    berat: grams('berat'),
    berat_murni: grams('berat_murni'),
    harga: bigint('harga', { mode: 'number' }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    /** Set by /sortir-sepuh (cleared by its cancel): the line left this sort's tray for an SS tray. */
    no_sortir_sepuh: varchar('no_sortir_sepuh', { length: 40 }),
  },
  (t) => [
    primaryKey({ columns: [t.no_sortir, t.kode_lot] }),
    index('sortir_pembelian_detail_lot_idx').on(t.kode_lot),
    index('sortir_pembelian_detail_sepuh_idx').on(t.no_sortir_sepuh),
  ],
);

/** A refining sort (SORTIR_SEPUH document): purchase-sorted lines into an SS tray. */
export const sortir_sepuh = pgTable(
  'sortir_sepuh',
  {
    no_sortir: varchar('no_sortir', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    qty: integer('qty').notNull(),
    berat: grams('berat'),
    berat_murni: grams('berat_murni'),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    ...cancelFields(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sortir_sepuh_toko_tgl_idx').on(t.kode_toko, t.tgl_system),
    index('sortir_sepuh_baki_idx').on(t.kode_baki),
    index('sortir_sepuh_tgl_batal_idx').on(t.tgl_batal),
  ],
);

/** A line of a refining sort; `no_sepuh` once its tray's type was sent to the refiner. */
export const sortir_sepuh_detail = pgTable(
  'sortir_sepuh_detail',
  {
    no_sortir: varchar('no_sortir', { length: 40 })
      .notNull()
      .references(() => sortir_sepuh.no_sortir),
    kode_lot: varchar('kode_lot', { length: 40 }).notNull(),
    no_sortir_asal: varchar('no_sortir_asal', { length: 40 }).notNull(),
    no_faktur_beli: varchar('no_faktur_beli', { length: 40 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    kondisi: varchar('kondisi', { length: 20 }).notNull(),
    berat: grams('berat'),
    berat_murni: grams('berat_murni'),
    kode_baki_asal: varchar('kode_baki_asal', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    no_sepuh: varchar('no_sepuh', { length: 40 }),
  },
  (t) => [
    primaryKey({ columns: [t.no_sortir, t.kode_lot] }),
    index('sortir_sepuh_detail_tray_idx').on(t.kode_baki, t.kode_dept, t.no_sepuh),
  ],
);

/** A dispatch to the refiner (KIRIM_SEPUH document): the goods lie at SEPUH:<no_sepuh> until received. */
export const kirim_sepuh = pgTable(
  'kirim_sepuh',
  {
    no_sepuh: varchar('no_sepuh', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** The refiner (Master Tukang), '-' when the screen named none. */
    kode_tukang: varchar('kode_tukang', { length: 20 }).notNull(),
    /** OPEN while a type is still at the refiner, SELESAI once every type came back. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kirim_sepuh_toko_status_idx').on(t.kode_toko, t.status), index('kirim_sepuh_toko_tgl_idx').on(t.kode_toko, t.tgl_system)],
);

/** One type of a dispatch: the tray's total, refined part sent (with its fine grams), damaged part kept. */
export const kirim_sepuh_detail = pgTable(
  'kirim_sepuh_detail',
  {
    no_sepuh: varchar('no_sepuh', { length: 40 })
      .notNull()
      .references(() => kirim_sepuh.no_sepuh),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    qty: integer('qty').notNull(),
    berat: grams('berat'),
    qty_sepuh: integer('qty_sepuh').notNull(),
    berat_sepuh: grams('berat_sepuh'),
    murni_sepuh: grams('murni_sepuh'),
    qty_rusak: integer('qty_rusak').notNull(),
    berat_rusak: grams('berat_rusak'),
    murni_rusak: grams('murni_rusak'),
    no_sortirs: varchar('no_sortirs', { length: 2000 }).notNull().default(''),
    /** Set once this type came back. */
    no_terima_sepuh: varchar('no_terima_sepuh', { length: 40 }),
  },
  (t) => [primaryKey({ columns: [t.no_sepuh, t.kode_dept] })],
);

/** A receipt from the refiner (TERIMA_SEPUH document) into a KS tray. */
export const terima_sepuh = pgTable(
  'terima_sepuh',
  {
    no_terima_sepuh: varchar('no_terima_sepuh', { length: 40 }).primaryKey(),
    no_sepuh: varchar('no_sepuh', { length: 40 })
      .notNull()
      .references(() => kirim_sepuh.no_sepuh),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    kode_tukang: varchar('kode_tukang', { length: 20 }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terima_sepuh_toko_tgl_idx').on(t.kode_toko, t.tgl_system), index('terima_sepuh_sepuh_idx').on(t.no_sepuh)],
);

/**
 * One type received: sent, weighed, received, damaged, the refiner's loss (selisih = sent − received − damaged),
 * each in grams and fine grams; and what has been labelled of it so far (the batch's remainder = terima − kirim).
 */
export const terima_sepuh_detail = pgTable(
  'terima_sepuh_detail',
  {
    no_terima_sepuh: varchar('no_terima_sepuh', { length: 40 })
      .notNull()
      .references(() => terima_sepuh.no_terima_sepuh),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    qty_sepuh: integer('qty_sepuh').notNull(),
    berat_sepuh: grams('berat_sepuh'),
    murni_sepuh: grams('murni_sepuh'),
    berat_timbangan: grams('berat_timbangan'),
    qty_terima: integer('qty_terima').notNull(),
    berat_terima: grams('berat_terima'),
    murni_terima: grams('murni_terima'),
    qty_rusak: integer('qty_rusak').notNull(),
    berat_rusak: grams('berat_rusak'),
    murni_rusak: grams('murni_rusak'),
    berat_selisih: grams('berat_selisih'),
    murni_selisih: grams('murni_selisih'),
    qty_kirim: integer('qty_kirim').notNull().default(0),
    berat_kirim: numeric('berat_kirim', { precision: 12, scale: 3 }).notNull().default('0'),
    murni_kirim: numeric('murni_kirim', { precision: 12, scale: 3 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.no_terima_sepuh, t.kode_dept] })],
);

/** A labelling send (KIRIM_LABELING document; its number is the KC shipment's number, no_kirim_stock). */
export const kirim_labeling = pgTable(
  'kirim_labeling',
  {
    no_kirim_stock: varchar('no_kirim_stock', { length: 40 }).primaryKey(),
    no_terima_sepuh: varchar('no_terima_sepuh', { length: 40 })
      .notNull()
      .references(() => terima_sepuh.no_terima_sepuh),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    cabang: varchar('cabang', { length: 10 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    kode_baki_tujuan: varchar('kode_baki_tujuan', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    tipe_barang: varchar('tipe_barang', { length: 4 }).notNull(),
    qty: integer('qty').notNull(),
    berat: grams('berat'),
    berat_murni: grams('berat_murni'),
    berat_atribut: grams('berat_atribut'),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kirim_labeling_toko_tgl_idx').on(t.kode_toko, t.tgl_system), index('kirim_labeling_terima_idx').on(t.no_terima_sepuh)],
);

/**
 * Damaged goods waiting to be validated for melting, one row per source document and type: where they lie
 * (a RUSAK tray for a purchase sort, RUSAK:<no> for refining), grams and fine grams; the validation's number
 * once melted (VALIDASI_RUSAK document, to DESTROYED).
 */
export const barang_rusak = pgTable(
  'barang_rusak',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jenis_transaksi: varchar('jenis_transaksi', { length: 4 }).notNull(),
    no_ref: varchar('no_ref', { length: 40 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    place: varchar('place', { length: 60 }).notNull(),
    place_kind: varchar('place_kind', { length: 20 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    qty: integer('qty').notNull(),
    berat: grams('berat'),
    berat_murni: grams('berat_murni'),
    no_validasi: varchar('no_validasi', { length: 40 }),
    tgl_validasi: date('tgl_validasi', { mode: 'string' }),
    user_validasi: varchar('user_validasi', { length: 50 }),
    /** Set when the source document was cancelled before validation (the goods went back with it). */
    is_batal: integer('is_batal').notNull().default(0),
  },
  (t) => [
    uniqueIndex('barang_rusak_ref_uq').on(t.no_ref, t.kode_group, t.kode_dept),
    index('barang_rusak_open_idx').on(t.kode_toko, t.no_validasi, t.tgl_system),
    index('barang_rusak_validasi_idx').on(t.tgl_validasi),
  ],
);
