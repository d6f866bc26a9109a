// Master lists besides stores, warehouses, trays (stores.ts) and categories and types (catalog.ts). Each
// table answers one definition of packages/core/src/masters: its columns are the definition's fields,
// is_active is the soft delete. Money is whole rupiah, grams NUMERIC(12,3), percentages NUMERIC(6,2).
import { bigint, bigserial, boolean, date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { groups } from './catalog.ts';

const active = () => boolean('is_active').notNull().default(true);
const code = (name: string, length = 20) => varchar(name, { length });
const text = (name: string, length = 100) => varchar(name, { length });
const optionalText = (name: string, length = 100) => varchar(name, { length }).notNull().default('');
const percent = (name: string) => numeric(name, { precision: 6, scale: 2 }).notNull().default('0');
const rupiah = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const groupRef = () =>
  code('kode_group')
    .notNull()
    .references(() => groups.kode_group);

/** Attributes of goods: the spec's { _id, nama_atribut }; the name is unique and may be corrected. */
export const atribut = pgTable('atribut', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nama_atribut: text('nama_atribut', 60).notNull().unique(),
  is_active: active(),
});

/** Factories: the spec's { _id, nama_pabrik }; sales persons reference the name, which follows a rename. */
export const pabrik = pgTable('pabrik', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  nama_pabrik: text('nama_pabrik').notNull().unique(),
  is_active: active(),
});

export const labeling = pgTable('labeling', {
  kode_labeling: code('kode_labeling').primaryKey(),
  nama_labeling: text('nama_labeling').notNull(),
  is_active: active(),
});

/** Sales persons of factories. */
export const sales = pgTable(
  'sales',
  {
    kode_sales: code('kode_sales').primaryKey(),
    nama_sales: text('nama_sales').notNull(),
    nama_pabrik: text('nama_pabrik').references(() => pabrik.nama_pabrik, { onUpdate: 'cascade' }),
    no_hp: optionalText('no_hp', 20),
    is_active: active(),
  },
  (t) => [index('sales_pabrik_idx').on(t.nama_pabrik)],
);

export const tukang = pgTable('tukang', {
  kode_tukang: code('kode_tukang').primaryKey(),
  nama_tukang: text('nama_tukang').notNull(),
  alamat: optionalText('alamat', 255),
  no_hp: optionalText('no_hp', 20),
  /** A refiner's allowed loss, % of the grams sent for refining (the Sepuhan chain report flags a refiner above it). */
  toleransi_susut_sepuh: percent('toleransi_susut_sepuh'),
  /** Allowed monthly shrink + opname difference, % of material used: the craftsman scorecard's limit. */
  toleransi_susut: percent('toleransi_susut'),
  is_active: active(),
});

/** Price tags and their weight. */
export const bandrol = pgTable('bandrol', {
  kode_bandrol: code('kode_bandrol').primaryKey(),
  nama_bandrol: text('nama_bandrol').notNull(),
  berat_bandrol: numeric('berat_bandrol', { precision: 12, scale: 3 }).notNull().default('0'),
  is_active: active(),
});

/** Physical condition of a piece (purchase and sorting lines). */
export const kondisi_barang = pgTable('kondisi_barang', {
  kondisi: code('kondisi').primaryKey(),
  keterangan: optionalText('keterangan'),
  is_active: active(),
});

/** Buy-back conditions and the % cut of each. */
export const kondisi_pembelian = pgTable('kondisi_pembelian', {
  kode_kondisi_beli: code('kode_kondisi_beli').primaryKey(),
  nama_kondisi_beli: text('nama_kondisi_beli').notNull(),
  potongan_persen: percent('potongan_persen'),
  is_active: active(),
});

/** Loan (pawn) conditions. */
export const kondisi_pinjaman = pgTable('kondisi_pinjaman', {
  kode_kondisi_pinjaman: code('kode_kondisi_pinjaman').primaryKey(),
  nama_kondisi_pinjaman: text('nama_kondisi_pinjaman').notNull(),
  bunga_persen: percent('bunga_persen'),
  taksiran_persen: percent('taksiran_persen'),
  lama_hari: integer('lama_hari').notNull().default(0),
  is_active: active(),
});

export const kode_transaksi = pgTable('kode_transaksi', {
  kode_transaksi: code('kode_transaksi', 10).primaryKey(),
  nama_transaksi: text('nama_transaksi').notNull(),
  /** MASUK, KELUAR, DUA ARAH or null (unrestricted): see core ARUS_KAS. */
  arus_kas: varchar('arus_kas', { length: 10 }),
  is_active: active(),
});

/** Member points: `poin` for every `kelipatan` rupiah. */
export const parameter_point = pgTable('parameter_point', {
  kode_point: code('kode_point').primaryKey(),
  nama_point: text('nama_point').notNull(),
  kelipatan: rupiah('kelipatan'),
  poin: integer('poin').notNull().default(0),
  is_active: active(),
});

/** Gifts for member points. */
export const hadiah = pgTable('hadiah', {
  kode_hadiah: code('kode_hadiah').primaryKey(),
  nama_hadiah: text('nama_hadiah').notNull(),
  poin: integer('poin').notNull().default(0),
  stok: integer('stok').notNull().default(0),
  is_active: active(),
});

/** Loss allowed on a receipt, per gold category. */
export const rugi_nota = pgTable(
  'rugi_nota',
  {
    kode_rugi_nota: code('kode_rugi_nota').primaryKey(),
    nama_rugi_nota: text('nama_rugi_nota').notNull(),
    kode_group: groupRef(),
    rugi_persen: percent('rugi_persen'),
    rugi_per_gram: rupiah('rugi_per_gram'),
    is_active: active(),
  },
  (t) => [index('rugi_nota_group_idx').on(t.kode_group)],
);

/**
 * Gold price per gram of a category from a date on (dated history). One row per category and date; the
 * pricing helper reads the latest active row on or before a business date through the unique index.
 */
export const harga_emas = pgTable(
  'harga_emas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kode_group: groupRef(),
    tgl_berlaku: date('tgl_berlaku', { mode: 'string' }).notNull(),
    harga: rupiah('harga'),
    harga_beli: rupiah('harga_beli'),
    is_active: active(),
  },
  (t) => [uniqueIndex('harga_emas_group_tgl_uq').on(t.kode_group, t.tgl_berlaku)],
);

export const kadar = pgTable('kadar', {
  kode_kadar: code('kode_kadar', 10).primaryKey(),
  nama_kadar: text('nama_kadar').notNull(),
  persentase: percent('persentase'),
  is_active: active(),
});

export const marketplace = pgTable('marketplace', {
  kode_marketplace: code('kode_marketplace').primaryKey(),
  nama_marketplace: text('nama_marketplace').notNull(),
  biaya_persen: percent('biaya_persen'),
  is_active: active(),
});

/** System parameters as key/value texts (kategori_harga = 'harga_100%'). */
export const para_system = pgTable('para_system', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: varchar('value', { length: 255 }).notNull(),
  keterangan: optionalText('keterangan', 255),
  is_active: active(),
});
