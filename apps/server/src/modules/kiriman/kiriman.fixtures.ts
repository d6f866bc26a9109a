// The world of the incoming-stock tests, built by the factories (no demo data): three stores with display
// trays (KC) A-C, an SS tray, two categories priced as they are ('harga_100%'), the owner and a sales person.
import { sql } from 'drizzle-orm';
import { HARGA_100, WAREHOUSE } from '@kencana/core';
import { rows, type Db } from '../../db/client.ts';
import {
  buildGroup,
  buildJenis,
  buildPriceRule,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
  type BuiltStore,
  type BuiltUser,
} from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

export interface KirimanStore extends BuiltStore {
  A: string;
  B: string;
  C: string;
}

export interface KirimanWorld {
  t: TestApp;
  ownerUser: BuiltUser;
  home: KirimanStore;
  branch: KirimanStore;
  third: KirimanStore;
  /** A tray of the sorting warehouse (SS): not a destination of a send. */
  sortir: string;
  cat: { kode_group: string; kode_dept: string };
  cat2: { kode_group: string; kode_dept: string };
  kode_sales: string;
}

async function store(t: TestApp): Promise<KirimanStore> {
  const built = await buildStore(t);
  const tray = async () => (await buildTray(t, { kode_toko: built.kode_toko })).kode_baki;
  return { ...built, A: await tray(), B: await tray(), C: await tray() };
}

async function category(t: TestApp, harga: number, persentase: string) {
  const { kode_group } = await buildGroup(t, { harga, persentase });
  return { kode_group, kode_dept: (await buildJenis(t, { kode_group })).kode_dept };
}

export async function openKirimanWorld(): Promise<KirimanWorld> {
  const t = await createTestApp({ seed: false });
  const home = await store(t);
  const branch = await store(t);
  const third = await store(t);
  const sortir = (await buildTray(t, { kode_toko: home.kode_toko, kode_gudang: WAREHOUSE.SORT_REFINE })).kode_baki;
  await buildPriceRule(t, HARGA_100);
  const cat = await category(t, 1_520_000, '75.00');
  const cat2 = await category(t, 2_150_000, '99.90');
  const ownerUser = await buildUser(t, { kode_toko: home.kode_toko, level: 'OWN' });
  const kode_sales = await buildSales(t);
  return { t, ownerUser, home, branch, third, sortir, cat, cat2, kode_sales };
}

/** Ledger balance (qty, grams) of a place. */
export async function balance(db: Db, place: string): Promise<{ qty: number; berat: string }> {
  const [row] = await rows<{ qty: number; berat: string }>(
    db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances WHERE place = ${place}`,
  );
  return { qty: Number(row?.qty ?? 0), berat: row?.berat ?? '0.000' };
}

/** A complete add-goods form of category `cat` onto a tray of the store. */
export function itemForm(
  w: Pick<KirimanWorld, 'cat'>,
  kode_baki: string,
  kode_toko: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    kode_kategori: w.cat.kode_group,
    kode_jenis: w.cat.kode_dept,
    kode_lokasi_toko: kode_baki,
    tujuan: kode_toko,
    tipe_barang: 'A',
    nama_barang: 'CINCIN KIRIMAN UJI',
    berat: '2.500',
    berat_asli: '2.500',
    kadar: '75',
    kadar_cetak: '17K',
    kadar_modal: '73',
    berat_cad: '0',
    berat_susut: '0',
    ...overrides,
  };
}
