import { boolean, date, index, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A store of the chain; tgl_system is its business date, moved only by the close of day. */
export const tokos = pgTable('tokos', {
  kode_toko: varchar('kode_toko', { length: 10 }).primaryKey(),
  nama_toko: varchar('nama_toko', { length: 100 }).notNull(),
  alamat_toko: varchar('alamat_toko', { length: 255 }).notNull().default(''),
  tgl_system: date('tgl_system', { mode: 'string' }).notNull(),
  is_active: boolean('is_active').notNull().default(true),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A warehouse kind (KC, KS, SS, SP, RUSAK…); every store has trays in them. */
export const gudang = pgTable('gudang', {
  kode_gudang: varchar('kode_gudang', { length: 20 }).primaryKey(),
  nama_gudang: varchar('nama_gudang', { length: 100 }).notNull(),
  is_active: boolean('is_active').notNull().default(true),
});

/** A tray: a stock place of one store inside one warehouse. */
export const baki = pgTable(
  'baki',
  {
    kode_baki: varchar('kode_baki', { length: 20 }).primaryKey(),
    nama_baki: varchar('nama_baki', { length: 100 }).notNull(),
    kode_gudang: varchar('kode_gudang', { length: 20 })
      .notNull()
      .references(() => gudang.kode_gudang),
    kode_toko: varchar('kode_toko', { length: 10 })
      .notNull()
      .references(() => tokos.kode_toko),
    /** Tare of the empty tray, grams. */
    berat_baki: numeric('berat_baki', { precision: 12, scale: 3 }).notNull().default('0'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [index('baki_toko_gudang_idx').on(t.kode_toko, t.kode_gudang), index('baki_gudang_idx').on(t.kode_gudang)],
);
