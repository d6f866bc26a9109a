// Tables of the services (repairs): a customer's piece taken in for repair, resizing, re-plating or cleaning.
// The grams live in the stock ledger at the service's SERVIS place (held in trust, never the shop's stock) and
// the down payment on the customer's TITIPAN account of the money ledger; these rows say what the screens show:
// the customer, each piece and what to do with it, the fee, the dates and the state.
import { bigint, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One service: its number is the intake document's (SRV-…); state masuk → diproses → selesai → diambil | batal. */
export const services = pgTable(
  'services',
  {
    no_service: varchar('no_service', { length: 40 }).primaryKey(),
    kode_toko: varchar('kode_toko', { length: 10 }).notNull(),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    kode_member: varchar('kode_member', { length: 30 }),
    nama_customer: varchar('nama_customer', { length: 100 }).notNull(),
    no_hp: varchar('no_hp', { length: 20 }).notNull().default(''),
    alamat: varchar('alamat', { length: 200 }).notNull().default(''),
    /** The customer's deposit account reference (money-accounts customerRef). */
    ref_titipan: varchar('ref_titipan', { length: 60 }).notNull(),
    /** The estimated fee at intake; `ongkos_akhir` is the fee set when finished. */
    ongkos: bigint('ongkos', { mode: 'number' }).notNull(),
    ongkos_akhir: bigint('ongkos_akhir', { mode: 'number' }),
    uang_muka: bigint('uang_muka', { mode: 'number' }).notNull().default(0),
    tgl_janji: date('tgl_janji', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    kode_tukang: varchar('kode_tukang', { length: 20 }),
    no_selesai: varchar('no_selesai', { length: 40 }),
    no_ambil: varchar('no_ambil', { length: 40 }),
    no_batal: varchar('no_batal', { length: 40 }),
    alasan_batal: varchar('alasan_batal', { length: 200 }),
    /** At a cancel: the deposit paid back in cash (KEMBALI) or kept on the customer's deposit (TITIP). */
    uang_muka_batal: varchar('uang_muka_batal', { length: 10 }),
    tgl_proses: date('tgl_proses', { mode: 'string' }),
    tgl_selesai: date('tgl_selesai', { mode: 'string' }),
    tgl_ambil: date('tgl_ambil', { mode: 'string' }),
    tgl_batal: date('tgl_batal', { mode: 'string' }),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('services_toko_tgl_idx').on(table.kode_toko, table.tgl_system),
    index('services_status_idx').on(table.status, table.tgl_janji),
  ],
);

/** One piece of a service: weight in at intake, weight out when finished (the difference: material added or loss). */
export const service_detail = pgTable(
  'service_detail',
  {
    no_service: varchar('no_service', { length: 40 }).notNull(),
    line_no: integer('line_no').notNull(),
    nama_barang: varchar('nama_barang', { length: 100 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 }).notNull(),
    berat: numeric('berat', { precision: 12, scale: 3 }).notNull(),
    kadar: varchar('kadar', { length: 10 }),
    pekerjaan: varchar('pekerjaan', { length: 200 }).notNull(),
    berat_selesai: numeric('berat_selesai', { precision: 12, scale: 3 }),
    foto: varchar('foto', { length: 200 }),
  },
  (table) => [primaryKey({ columns: [table.no_service, table.line_no] })],
);

/** What happened to a service, in order: each state change with its document, and each WhatsApp message sent. */
export const service_log = pgTable(
  'service_log',
  {
    id: serial('id').primaryKey(),
    no_service: varchar('no_service', { length: 40 }).notNull(),
    aksi: varchar('aksi', { length: 20 }).notNull(),
    no_dokumen: varchar('no_dokumen', { length: 40 }),
    keterangan: text('keterangan').notNull().default(''),
    tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
    user_id: varchar('user_id', { length: 50 }).notNull(),
    waktu: timestamp('waktu', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_log_no_idx').on(table.no_service)],
);
