import { bigint, bigserial, date, index, integer, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

const grams = (name: string) => numeric(name, { precision: 12, scale: 3 }).notNull().default('0');
const totalGrams = (name: string) => numeric(name, { precision: 14, scale: 3 }).notNull().default('0');

/**
 * The item-level detail of every goods document (add, edit, move, convert, destroy, clean, count, send,
 * receive, import): what one barcode was and became. The ledger (stock_movements) stays the truth of where
 * stock is; this is the document's line, for reports and an item's history.
 */
export const barang_mutasi = pgTable(
  'barang_mutasi',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    doc_no: varchar('doc_no', { length: 40 }).notNull(),
    doc_type: varchar('doc_type', { length: 20 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group_asal: varchar('kode_group_asal', { length: 20 }).notNull(),
    kode_group_tujuan: varchar('kode_group_tujuan', { length: 20 }).notNull(),
    kode_dept_asal: varchar('kode_dept_asal', { length: 20 }).notNull(),
    kode_dept_tujuan: varchar('kode_dept_tujuan', { length: 20 }).notNull(),
    /** Ledger place codes before and after ('' when the item entered or left the books). */
    lokasi_asal: varchar('lokasi_asal', { length: 60 }).notNull(),
    lokasi_tujuan: varchar('lokasi_tujuan', { length: 60 }).notNull(),
    kode_baki_asal: varchar('kode_baki_asal', { length: 20 }).notNull().default(''),
    kode_baki_tujuan: varchar('kode_baki_tujuan', { length: 20 }).notNull().default(''),
    berat_asal: grams('berat_asal'),
    berat_tujuan: grams('berat_tujuan'),
    /** The item's purity text before and after, when the document changed it ('' otherwise): a cancel restores it. */
    kadar_asal: varchar('kadar_asal', { length: 10 }).notNull().default(''),
    kadar_tujuan: varchar('kadar_tujuan', { length: 10 }).notNull().default(''),
    /** The item's selling price after the document, whole rupiah (what was true then: reports of entries show it). */
    harga_jual: bigint('harga_jual', { mode: 'number' }).notNull().default(0),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('barang_mutasi_toko_type_date_idx').on(t.kode_toko, t.doc_type, t.tgl_system),
    // The chain-wide goods reports of OWN/SU (every store): one kind of document over a period.
    index('barang_mutasi_type_date_idx').on(t.doc_type, t.tgl_system),
    index('barang_mutasi_doc_idx').on(t.doc_no),
    index('barang_mutasi_barcode_idx').on(t.kode_barcode),
  ],
);

/** A shipment of barcoded goods from one store to another (no_kirim is also its ledger document). */
export const kirim_barang = pgTable(
  'kirim_barang',
  {
    no_kirim: varchar('no_kirim', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tujuan: varchar('tujuan', { length: 10 }).notNull(),
    tgl_kirim: date('tgl_kirim', { mode: 'string' }).notNull(),
    /** The filters the sender used (SEMUA or a code), as the spec's payload carries them. */
    kode_group: varchar('kode_group', { length: 20 }).notNull().default('SEMUA'),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull().default('SEMUA'),
    /** DIKIRIM, SEBAGIAN (partly received) or DITERIMA. */
    status: varchar('status', { length: 10 }).notNull().default('DIKIRIM'),
    qty: integer('qty').notNull(),
    berat: totalGrams('berat'),
    qty_terima: integer('qty_terima').notNull().default(0),
    berat_terima: totalGrams('berat_terima'),
    tgl_terima_akhir: date('tgl_terima_akhir', { mode: 'string' }),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kirim_barang_toko_date_idx').on(t.kode_toko, t.tgl_kirim),
    index('kirim_barang_tujuan_status_idx').on(t.tujuan, t.status, t.tgl_kirim),
  ],
);

export const kirim_barang_detail = pgTable(
  'kirim_barang_detail',
  {
    no_kirim: varchar('no_kirim', { length: 40 })
      .notNull()
      .references(() => kirim_barang.no_kirim),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    line_no: integer('line_no').notNull(),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    tipe_barang: varchar('tipe_barang', { length: 2 }).notNull(),
    /** Where it left from. */
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    berat: grams('berat'),
    /** TRANSIT or DITERIMA. */
    status: varchar('status', { length: 10 }).notNull().default('TRANSIT'),
    no_terima: varchar('no_terima', { length: 40 }),
    kode_baki_terima: varchar('kode_baki_terima', { length: 20 }),
    tgl_terima: date('tgl_terima', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.no_kirim, t.kode_barcode] }), index('kirim_barang_detail_barcode_idx').on(t.kode_barcode)],
);

/** A receipt of (part of) a shipment into a tray of the destination. */
export const terima_barang = pgTable(
  'terima_barang',
  {
    no_terima: varchar('no_terima', { length: 40 }).primaryKey(),
    no_kirim: varchar('no_kirim', { length: 40 })
      .notNull()
      .references(() => kirim_barang.no_kirim),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    tgl_terima: date('tgl_terima', { mode: 'string' }).notNull(),
    qty: integer('qty').notNull(),
    berat: totalGrams('berat'),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('terima_barang_kirim_idx').on(t.no_kirim), index('terima_barang_toko_date_idx').on(t.kode_toko, t.tgl_terima)],
);

/** A batch of items sent to cleaning (items on the road: ledger place TRANSIT:<no_cucian>). */
export const cucian = pgTable(
  'cucian',
  {
    no_cucian: varchar('no_cucian', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_kirim: date('tgl_kirim', { mode: 'string' }).notNull(),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    /** OPEN while items are at the cleaner, SELESAI when all came back. */
    status: varchar('status', { length: 10 }).notNull().default('OPEN'),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cucian_toko_status_idx').on(t.kode_toko, t.status)],
);

export const cucian_detail = pgTable(
  'cucian_detail',
  {
    no_cucian: varchar('no_cucian', { length: 40 })
      .notNull()
      .references(() => cucian.no_cucian),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    kode_baki_asal: varchar('kode_baki_asal', { length: 20 }).notNull(),
    berat_awal: grams('berat_awal'),
    berat_akhir: numeric('berat_akhir', { precision: 12, scale: 3 }),
    /** CUCI (at the cleaner) or KEMBALI. */
    status: varchar('status', { length: 10 }).notNull().default('CUCI'),
    no_ambil: varchar('no_ambil', { length: 40 }),
    kode_baki_kembali: varchar('kode_baki_kembali', { length: 20 }),
    tgl_ambil: date('tgl_ambil', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.no_cucian, t.kode_barcode] })],
);

/** A weighing of a tray: the scale against the ledger less tare. Records only; no stock change. */
export const timbang_baki = pgTable(
  'timbang_baki',
  {
    no_timbang: varchar('no_timbang', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    qty: integer('qty').notNull(),
    berat_sistem: totalGrams('berat_sistem'),
    berat_bandrol: totalGrams('berat_bandrol'),
    berat_plastik: totalGrams('berat_plastik'),
    berat_atribut: totalGrams('berat_atribut'),
    berat_baki: totalGrams('berat_baki'),
    berat_timbangan: totalGrams('berat_timbangan'),
    selisih: totalGrams('selisih'),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    /** The weighing as posted (tray, reading, note), hashed: the same weighing again with nothing moved since is a double submit. */
    sidik: varchar('sidik', { length: 64 }).notNull().default(''),
    /** The tray's last ledger row at this weighing. */
    ledger_id: bigint('ledger_id', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('timbang_baki_toko_date_idx').on(t.kode_toko, t.tgl_system), index('timbang_baki_baki_idx').on(t.kode_baki, t.created_at)],
);

/** A count of one tray; its adjustment (if any) is the ledger document doc_no. */
export const stock_opname_barang = pgTable(
  'stock_opname_barang',
  {
    no_so: varchar('no_so', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    kode_baki: varchar('kode_baki', { length: 20 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    qty_sistem: integer('qty_sistem').notNull(),
    berat_sistem: totalGrams('berat_sistem'),
    qty_ditemukan: integer('qty_ditemukan').notNull(),
    qty_hilang: integer('qty_hilang').notNull(),
    qty_lebih: integer('qty_lebih').notNull(),
    berat_selisih: totalGrams('berat_selisih'),
    alasan: varchar('alasan', { length: 200 }).notNull(),
    doc_no: varchar('doc_no', { length: 40 }),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    /** The count as posted (tray, scans, reason), hashed: the same count posted again with nothing moved since is a double submit. */
    sidik: varchar('sidik', { length: 64 }).notNull().default(''),
    /** The tray's last ledger row after this count: anything moved on the tray since makes a new count meaningful. */
    ledger_id: bigint('ledger_id', { mode: 'number' }).notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_opname_barang_toko_date_idx').on(t.kode_toko, t.tgl_system),
    index('stock_opname_barang_baki_idx').on(t.kode_baki, t.created_at),
  ],
);

export const stock_opname_barang_detail = pgTable(
  'stock_opname_barang_detail',
  {
    no_so: varchar('no_so', { length: 40 })
      .notNull()
      .references(() => stock_opname_barang.no_so),
    kode_barcode: varchar('kode_barcode', { length: 8 }).notNull(),
    /** DITEMUKAN, HILANG, PINDAH, KEMBALI or TIDAK_DIPROSES. */
    hasil: varchar('hasil', { length: 16 }).notNull(),
    lokasi: varchar('lokasi', { length: 60 }).notNull().default(''),
    berat_sistem: grams('berat_sistem'),
    berat_hitung: grams('berat_hitung'),
  },
  (t) => [primaryKey({ columns: [t.no_so, t.kode_barcode] })],
);
