// Test helpers of the goods API tests: the goods world a test file starts from (stores, trays, categories and
// users built by the factories, no demo data), a small HTTP client over inject, item finders and payload builders.
import { sql } from 'drizzle-orm';
import { HARGA_100, WAREHOUSE } from '@kencana/core';
import { rows, type Db } from '../db/client.ts';
import { bakiPlace, placeCode } from '../stock/index.ts';
import { buildGroup, buildJenis, buildPriceRule, buildStore, buildTray, buildUser, type BuiltStore, type BuiltUser } from './factories.ts';
import { api, type RawClient } from './api-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The untyped verbs of the goods tests: the typed client's raw half. */
export type Client = RawClient;

/** A store of the goods world with its four display trays (warehouse KC), A to D. */
export interface WorldStore extends BuiltStore {
  A: string;
  B: string;
  C: string;
  D: string;
}

/** A category with two item types. */
export interface WorldCategory {
  kode_group: string;
  /** The first type (rings in the old demo: the form's default). */
  kode_dept: string;
  kode_dept2: string;
}

/** Menus of a goods cashier: counter work and goods, not the Data Master menus. */
export const KASIR_GOODS_MENUS = [
  '/dashboard',
  '/data-barang',
  '/terima-barang',
  '/kirim-barang',
  '/pindah-barang',
  '/timbang-baki',
  '/stock-opname',
  '/laporan-barang-dalam',
  '/laporan-kirim-barang',
] as const;

export interface GoodsWorld {
  t: TestApp;
  /** An owner (level OWN) of `home`. */
  owner: Client;
  ownerUser: BuiltUser;
  /** A cashier of `branch` with the goods menus. */
  kasir: Client;
  kasirUser: BuiltUser;
  /** The owner's store, the cashier's store and a third store, each with display trays A-D. */
  home: WorldStore;
  branch: WorldStore;
  third: WorldStore;
  /** Trays of the home store in the sorting (SS), buy-back refining (SP) and damaged-goods (RUSAK) warehouses. */
  sortir: string;
  sepuh: string;
  rusak: string;
  /** Two categories (prices 1,520,000 and 2,150,000 a gram, priced as they are: 'harga_100%'), two types each. */
  cat: WorldCategory;
  cat2: WorldCategory;
}

async function worldStore(t: TestApp): Promise<WorldStore> {
  const store = await buildStore(t);
  const tray = async (suffix: string) =>
    (await buildTray(t, { kode_toko: store.kode_toko, nama_baki: `BAKI ${suffix} ${store.kode_toko}` })).kode_baki;
  return { ...store, A: await tray('A'), B: await tray('B'), C: await tray('C'), D: await tray('D') };
}

async function worldCategory(t: TestApp, harga: number, persentase: string): Promise<WorldCategory> {
  const { kode_group } = await buildGroup(t, { harga, persentase });
  return {
    kode_group,
    kode_dept: (await buildJenis(t, { kode_group })).kode_dept,
    kode_dept2: (await buildJenis(t, { kode_group })).kode_dept,
  };
}

/**
 * A test app with nothing seeded and the goods world built by the factories: three stores with display
 * trays, the home store's SS/SP/RUSAK trays, two categories, the price rule 'harga_100%', the owner (of
 * home) and a cashier (of branch).
 * No goods: each test file places the items it works on (buildBarang, buildBulkStock).
 */
export async function openGoodsApp(): Promise<GoodsWorld> {
  const t = await createTestApp({ seed: false });
  const home = await worldStore(t);
  const branch = await worldStore(t);
  const third = await worldStore(t);
  const trayIn = async (kode_gudang: string) =>
    (await buildTray(t, { kode_toko: home.kode_toko, kode_gudang, nama_baki: `BAKI ${kode_gudang}` })).kode_baki;
  const sortir = await trayIn(WAREHOUSE.SORT_REFINE);
  const sepuh = await trayIn(WAREHOUSE.REFINE);
  const rusak = await trayIn(WAREHOUSE.DAMAGED);
  // Prices as the shops run them: weight × the category's price per gram, rounded up to Rp 500.
  await buildPriceRule(t, HARGA_100);
  const cat = await worldCategory(t, 1_520_000, '75.00');
  const cat2 = await worldCategory(t, 2_150_000, '99.90');
  const ownerUser = await buildUser(t, { kode_toko: home.kode_toko, level: 'OWN' });
  const kasirUser = await buildUser(t, { kode_toko: branch.kode_toko, level: 'KASIR', menus: KASIR_GOODS_MENUS });
  return {
    t,
    owner: ownerUser.client,
    ownerUser,
    kasir: kasirUser.client,
    kasirUser,
    home,
    branch,
    third,
    sortir,
    sepuh,
    rusak,
    cat,
    cat2,
  };
}

/** Calls /api/v1/<url> with the token. */
export function client(t: TestApp, token: string): Client {
  return api(t, token);
}

export interface ItemInfo {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  kode_dept: string;
  kode_toko: string | null;
  kode_baki: string | null;
  lokasi: string | null;
  berat: string;
  kadar: string;
}

const ITEM = sql.raw(`kode_barcode, nama_barang, kode_group, kode_dept, kode_toko, kode_baki, lokasi, berat::text AS berat, kadar`);

/** Items on a tray, in barcode order. */
export async function itemsOn(db: Db, kode_baki: string, take = 100): Promise<ItemInfo[]> {
  return rows<ItemInfo>(
    db,
    sql`SELECT ${ITEM} FROM barang WHERE lokasi = ${placeCode(bakiPlace(kode_baki))} ORDER BY kode_barcode LIMIT ${take}`,
  );
}

export async function item(db: Db, kode_barcode: string): Promise<ItemInfo> {
  const [found] = await rows<ItemInfo>(db, sql`SELECT ${ITEM} FROM barang WHERE kode_barcode = ${kode_barcode}`);
  if (!found) throw new Error(`no item ${kode_barcode}`);
  return found;
}

/** Rows of the tables a refused call must not touch: documents, ledger, items, item lines, shipments. */
export interface WriteCounts {
  documents: number;
  movements: number;
  barang: number;
  mutasi: number;
  kirim: number;
  terima: number;
  cucian: number;
  timbang: number;
  opname: number;
  barang_hash: string;
}

export async function writeCounts(db: Db): Promise<WriteCounts> {
  const [row] = await rows<WriteCounts>(
    db,
    sql`SELECT (SELECT count(*) FROM documents)::int AS documents, (SELECT count(*) FROM stock_movements)::int AS movements,
               (SELECT count(*) FROM barang)::int AS barang, (SELECT count(*) FROM barang_mutasi)::int AS mutasi,
               (SELECT count(*) FROM kirim_barang)::int AS kirim, (SELECT count(*) FROM terima_barang)::int AS terima,
               (SELECT count(*) FROM cucian)::int AS cucian, (SELECT count(*) FROM timbang_baki)::int AS timbang,
               (SELECT count(*) FROM stock_opname_barang)::int AS opname,
               (SELECT md5(string_agg(kode_barcode || coalesce(lokasi, '') || berat::text || kode_group || kode_dept, ',' ORDER BY kode_barcode)) FROM barang) AS barang_hash`,
  );
  return row as WriteCounts;
}

/** Ledger balance (qty, grams) of a place and category/type. */
export async function balance(db: Db, place: string, kode_group?: string, kode_dept?: string): Promise<{ qty: number; berat: string }> {
  const [row] = await rows<{ qty: number; berat: string }>(
    db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances
        WHERE place = ${place} ${kode_group ? sql`AND kode_group = ${kode_group}` : sql``} ${kode_dept ? sql`AND kode_dept = ${kode_dept}` : sql``}`,
  );
  return { qty: Number(row?.qty ?? 0), berat: row?.berat ?? '0.000' };
}

/** A complete add-goods form; the caller names the category, type, tray and destination (no demo defaults). */
export function barangForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tipe_barang: 'A',
    nama_barang: 'Cincin 17K Polos Uji',
    berat: '2.500',
    berat_asli: '2.500',
    kadar: '75',
    kadar_cetak: '17K',
    kadar_modal: '73',
    berat_cad: '0',
    berat_susut: '0.050',
    susut_tukang: '0.100',
    nama_atribut: 'Batu Zirkon',
    berat_atribut: '0.120',
    berat_bandrol: '0.200',
    berat_plastik: '0.100',
    ...overrides,
  };
}

/** The add-goods form of a world: category `cat`, its first type, onto `kode_baki` of the home store. */
export function worldBarangForm(
  world: Pick<GoodsWorld, 'cat' | 'home'>,
  kode_baki: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return barangForm({
    kode_kategori: world.cat.kode_group,
    kode_jenis: world.cat.kode_dept,
    kode_lokasi_toko: kode_baki,
    tujuan: world.home.kode_toko,
    ...overrides,
  });
}

/** A minimal JPEG (SOI, APP0, a frame header of the size, EOI), padded to `bytes` when asked. */
export function tinyJpeg(width: number, height: number, bytes = 0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00];
  const core = Buffer.from([0xff, 0xd8, ...app0, ...sof]);
  const padding = Math.max(0, bytes - core.length - 2);
  return Buffer.concat([core, Buffer.alloc(padding, 0), Buffer.from([0xff, 0xd9])]);
}
