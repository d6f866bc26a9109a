import { bigint, boolean, index, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Gold category (group / kategori) with its price per gram. */
export const groups = pgTable('groups', {
  kode_group: varchar('kode_group', { length: 20 }).primaryKey(),
  nama_group: varchar('nama_group', { length: 100 }).notNull(),
  harga: bigint('harga', { mode: 'number' }).notNull().default(0),
  persentase: numeric('persentase', { precision: 6, scale: 2 }).notNull().default('0'),
  is_active: boolean('is_active').notNull().default(true),
});

/**
 * Product category (Master Kategori: PERHIASAN, LOGAM MULIA, BERLIAN…) that item types belong to. Not the
 * gold category, which is the group.
 */
export const kategori_produk = pgTable('kategori_produk', {
  kode_kategori_produk: varchar('kode_kategori_produk', { length: 20 }).primaryKey(),
  nama_kategori_produk: varchar('nama_kategori_produk', { length: 100 }).notNull(),
  is_active: boolean('is_active').notNull().default(true),
});

/** Item type (jenis, kode_dept) inside a category. */
export const jenis = pgTable(
  'jenis',
  {
    kode_dept: varchar('kode_dept', { length: 20 }).primaryKey(),
    nama_dept: varchar('nama_dept', { length: 100 }).notNull(),
    kode_group: varchar('kode_group', { length: 20 })
      .notNull()
      .references(() => groups.kode_group),
    kode_kategori_produk: varchar('kode_kategori_produk', { length: 20 }).references(() => kategori_produk.kode_kategori_produk),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [index('jenis_group_idx').on(t.kode_group), index('jenis_kategori_produk_idx').on(t.kode_kategori_produk)],
);
