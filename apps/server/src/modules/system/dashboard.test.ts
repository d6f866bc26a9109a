// The dashboard's stock and waiting work read by warehouse role: bought-back gold waiting for the refiner is
// what lies on trays of every to-refine warehouse (SP, SP-LN…), damaged goods what lies in the damaged one;
// a refining-sort or display tray counts in neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemApi } from '@kencana/core';
import { buildBulkStock, buildGroup, buildJenis, buildStore, buildTray, buildUser, type BuiltUser } from '../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let A: string;
let owner: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  A = (await buildStore(t)).kode_toko;
  owner = await buildUser(t, { kode_toko: A, level: 'OWN' });
  const { kode_group } = await buildGroup(t);
  const { kode_dept } = await buildJenis(t, { kode_group });
  const bulk = async (kode_gudang: string | undefined, qty: number, berat: string) => {
    const tray = await buildTray(t, { kode_toko: A, ...(kode_gudang ? { kode_gudang } : {}) });
    await buildBulkStock(t, { kode_baki: tray.kode_baki, kode_group, kode_dept, qty, berat });
  };
  await bulk('SP', 1, '1.500');
  await bulk('SP-LN', 2, '3.000');
  await bulk('SP-PBRK', 1, '0.250');
  await bulk('RUSAK', 1, '0.700');
  await bulk('SS', 4, '9.000');
  await bulk(undefined, 5, '10.000');
  // Another store's gold to refine is not A's.
  const other = await buildTray(t, { kode_toko: (await buildStore(t)).kode_toko, kode_gudang: 'SP' });
  await buildBulkStock(t, { kode_baki: other.kode_baki, kode_group, kode_dept, qty: 9, berat: '9.999' });
});

afterAll(async () => {
  await t.close();
});

describe('dashboard', () => {
  it('counts gold waiting for the refiner over the to-refine warehouses and damaged goods in the damaged one', async () => {
    const { data } = await owner.client.ok(systemApi.dashboard, { query: { kode_toko: A } });
    expect(data.pending.find((row) => row.key === 'sepuh')).toMatchObject({ count: 4, berat: '4.750' });
    expect(data.pending.find((row) => row.key === 'rusak')).toMatchObject({ count: 1, berat: '0.700' });
    // Every tray of the store is stock, whatever its warehouse.
    expect(data.total).toMatchObject({ qty: 14, berat: '24.450' });
    expect(data.stock.find((row) => row.kode_gudang === 'SP-LN')).toMatchObject({ qty: 2, berat: '3.000' });
  });
});
