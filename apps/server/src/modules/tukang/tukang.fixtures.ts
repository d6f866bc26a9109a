// The world the craftsmen tests start from (built by the factories, no demo data): two stores with trays A
// and B, two categories (75.00% and 99.90%) with a type each, the price rule, an owner of the home store.
import { sql } from 'drizzle-orm';
import { HARGA_100 } from '@kencana/core';
import { rows, type Db } from '../../db/client.ts';
import type { ApiClient } from '../../testing/api-client.ts';
import {
  buildGroup,
  buildJenis,
  buildPriceRule,
  buildStore,
  buildTray,
  buildUser,
  type BuiltStore,
  type BuiltUser,
} from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

export interface TukangStore extends BuiltStore {
  A: string;
  B: string;
}

export interface TukangWorld {
  t: TestApp;
  owner: ApiClient;
  ownerUser: BuiltUser;
  home: TukangStore;
  branch: TukangStore;
  cat: { kode_group: string; kode_dept: string };
  cat2: { kode_group: string; kode_dept: string };
}

async function store(t: TestApp): Promise<TukangStore> {
  const built = await buildStore(t);
  const tray = async (suffix: string) =>
    (await buildTray(t, { kode_toko: built.kode_toko, nama_baki: `BAKI ${suffix} ${built.kode_toko}` })).kode_baki;
  return { ...built, A: await tray('A'), B: await tray('B') };
}

export async function openTukangWorld(): Promise<TukangWorld> {
  const t = await createTestApp({ seed: false });
  const home = await store(t);
  const branch = await store(t);
  await buildPriceRule(t, HARGA_100);
  const category = async (harga: number, persentase: string) => {
    const { kode_group } = await buildGroup(t, { harga, persentase });
    return { kode_group, kode_dept: (await buildJenis(t, { kode_group })).kode_dept };
  };
  const cat = await category(1_520_000, '75.00');
  const cat2 = await category(2_150_000, '99.90');
  const ownerUser = await buildUser(t, { kode_toko: home.kode_toko, level: 'OWN' });
  return { t, owner: ownerUser.client, ownerUser, home, branch, cat, cat2 };
}

/** Ledger balance (qty, grams) of a place, optionally of one category and type. */
export async function balance(db: Db, place: string, kode_group?: string, kode_dept?: string): Promise<{ qty: number; berat: string }> {
  const [row] = await rows<{ qty: number; berat: string }>(
    db,
    sql`SELECT COALESCE(SUM(qty), 0)::int AS qty, COALESCE(SUM(berat), 0)::numeric(14,3)::text AS berat FROM stock_balances
        WHERE place = ${place} ${kode_group ? sql`AND kode_group = ${kode_group}` : sql``} ${kode_dept ? sql`AND kode_dept = ${kode_dept}` : sql``}`,
  );
  return { qty: Number(row?.qty ?? 0), berat: row?.berat ?? '0.000' };
}

/** A complete add-goods form of the world's first category onto a tray of the home store. */
export function goodsForm(world: TukangWorld, kode_baki: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kode_kategori: world.cat.kode_group,
    kode_jenis: world.cat.kode_dept,
    kode_lokasi_toko: kode_baki,
    tujuan: world.home.kode_toko,
    tipe_barang: 'A',
    nama_barang: 'Cincin Pesanan Uji',
    berat: '2.500',
    berat_asli: '2.500',
    kadar: '75',
    kadar_cetak: '17K',
    kadar_modal: '73',
    berat_cad: '0',
    berat_susut: '0',
    susut_tukang: '0',
    ...overrides,
  };
}
