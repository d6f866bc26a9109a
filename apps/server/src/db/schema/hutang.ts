// Tables of the loans against gold (hutang / gadai). The money lives in the money ledger (the loan's PIUTANG
// account holds the principal owed) and the pieces in the stock ledger (the loan's GADAI place); these rows
// are what the loan recorded beside them: the borrower, the terms it was made on, the pieces as pledged and
// each payment's split. A loan's state (status, due date, interest paid through) changes only by a posted
// document of its own (a payment, a cancel, a take-over), never by hand.
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const hutang = pgTable(
  'hutang',
  {
    no_hutang: varchar('no_hutang', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    /** The document that opened it: its own HUTANG document, or the CICIL payment that renewed a loan. */
    doc_no: varchar('doc_no', { length: 40 }).notNull(),
    kode_member: varchar('kode_member', { length: 20 }),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    no_ktp: varchar('no_ktp', { length: 16 }).notNull(),
    no_hp: varchar('no_hp', { length: 20 }).notNull(),
    alamat: varchar('alamat', { length: 200 }).notNull(),
    kode_kondisi_pinjaman: varchar('kode_kondisi_pinjaman', { length: 20 }).notNull(),
    bunga_persen: numeric('bunga_persen', { precision: 7, scale: 2 }).notNull(),
    taksiran_persen: numeric('taksiran_persen', { precision: 7, scale: 2 }).notNull(),
    lama_hari: integer('lama_hari').notNull(),
    /** The interest period in force when the loan was made (15_HARI | BULAN): a later setting change does not touch it. */
    periode_bunga: varchar('periode_bunga', { length: 10 }).notNull(),
    nilai_taksiran: bigint('nilai_taksiran', { mode: 'number' }).notNull(),
    maks_pinjaman: bigint('maks_pinjaman', { mode: 'number' }).notNull(),
    jumlah_pinjaman: bigint('jumlah_pinjaman', { mode: 'number' }).notNull(),
    total_berat: numeric('total_berat', { precision: 12, scale: 3 }).notNull(),
    tgl_jatuh_tempo: date('tgl_jatuh_tempo', { mode: 'string' }).notNull(),
    /** Interest is paid through the day before this date. */
    tgl_bunga: date('tgl_bunga', { mode: 'string' }).notNull(),
    /** AKTIF, LUNAS, DIPERBARUI (closed by a CICIL into no_hutang_baru), BATAL, SITA. */
    status: varchar('status', { length: 12 }).notNull().default('AKTIF'),
    tgl_pemberitahuan: date('tgl_pemberitahuan', { mode: 'string' }),
    no_hutang_asal: varchar('no_hutang_asal', { length: 40 }),
    no_hutang_baru: varchar('no_hutang_baru', { length: 40 }),
    /** The document that closed it (LUNAS/CICIL payment, cancel, take-over). */
    no_tutup: varchar('no_tutup', { length: 40 }),
    tgl_tutup: date('tgl_tutup', { mode: 'string' }),
    keterangan: varchar('keterangan', { length: 200 }).notNull().default(''),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hutang_toko_idx').on(t.kode_toko, t.status),
    index('hutang_ktp_idx').on(t.no_ktp),
    index('hutang_tempo_idx').on(t.tgl_jatuh_tempo),
  ],
);

/** A pledged piece as valued when the loan was made. */
export const hutang_detail = pgTable(
  'hutang_detail',
  {
    no_hutang: varchar('no_hutang', { length: 40 }).notNull(),
    line_no: integer('line_no').notNull(),
    kode_barcode: varchar('kode_barcode', { length: 20 }),
    nama_barang: varchar('nama_barang', { length: 150 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    kode_dept: varchar('kode_dept', { length: 20 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    kadar: varchar('kadar', { length: 10 }).notNull(),
    harga_per_gram: bigint('harga_per_gram', { mode: 'number' }).notNull(),
    nilai: bigint('nilai', { mode: 'number' }).notNull(),
    foto: text('foto'),
  },
  (t) => [primaryKey({ columns: [t.no_hutang, t.line_no] }), index('hutang_detail_barcode_idx').on(t.kode_barcode)],
);

/** A payment (PERPANJANG, CICIL, LUNAS) and its split, or a take-over (SITA). */
export const hutang_bayar = pgTable(
  'hutang_bayar',
  {
    no_bayar: varchar('no_bayar', { length: 40 }).primaryKey(),
    no_hutang: varchar('no_hutang', { length: 40 }).notNull(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    jenis: varchar('jenis', { length: 12 }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    denda: bigint('denda', { mode: 'number' }).notNull(),
    bunga: bigint('bunga', { mode: 'number' }).notNull(),
    pokok: bigint('pokok', { mode: 'number' }).notNull(),
    /** The interest and penalty the schedule asked that day (a lower payment needs an approval). */
    bunga_terhitung: bigint('bunga_terhitung', { mode: 'number' }).notNull(),
    denda_terhitung: bigint('denda_terhitung', { mode: 'number' }).notNull(),
    tgl_jatuh_tempo_lama: date('tgl_jatuh_tempo_lama', { mode: 'string' }).notNull(),
    tgl_jatuh_tempo_baru: date('tgl_jatuh_tempo_baru', { mode: 'string' }),
    tgl_bunga_lama: date('tgl_bunga_lama', { mode: 'string' }).notNull(),
    no_hutang_baru: varchar('no_hutang_baru', { length: 40 }),
    disetujui_oleh: varchar('disetujui_oleh', { length: 50 }),
    is_batal: boolean('is_batal').notNull().default(false),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hutang_bayar_hutang_idx').on(t.no_hutang), index('hutang_bayar_tgl_idx').on(t.kode_toko, t.tgl_system)],
);

/** Store switch: lending against gold needs an OJK licence (POJK 39/2024), so it is off until the owner turns it on. */
export const hutang_setting_toko = pgTable('hutang_setting_toko', {
  kode_toko: varchar('kode_toko', { length: 10 }).primaryKey(),
  hutang_aktif: boolean('hutang_aktif').notNull().default(false),
  updated_by: varchar('updated_by', { length: 50 }).notNull().default(''),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A loan document checked against the money at /validasi-hutang (once). */
export const hutang_validasi = pgTable('hutang_validasi', {
  no_dokumen: varchar('no_dokumen', { length: 40 }).primaryKey(),
  kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
  tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
  user_id: varchar('user_id', { length: 50 }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
