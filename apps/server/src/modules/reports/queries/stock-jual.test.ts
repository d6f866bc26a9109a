import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARGA_100, MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/stock-jual';
import { buildBarang, buildGroup, buildJenis, buildPriceRule, buildStore, buildTray, buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
/**
 * Store X: tray A (BAKI CINCIN) 1.250 + 2.500 g of type D1, tray B 3.000 g of D2 and 0.750 g of D1, and 1 g in
 * sorting (not for sale); store Y: 4.000 g of D1 on display. One category at Rp 1,000,000 a gram, priced as it is.
 */
let X: string;
let Y: string;
let G: string;
let D2: string;
let trayA: string;
let trayB: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await buildPriceRule(t, HARGA_100);
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  owner = (await buildUser(t, { kode_toko: X, level: 'OWN' })).token;
  G = (await buildGroup(t, { harga: 1_000_000 })).kode_group;
  const D1 = (await buildJenis(t, { kode_group: G })).kode_dept;
  D2 = (await buildJenis(t, { kode_group: G })).kode_dept;
  trayA = (await buildTray(t, { kode_toko: X, kode_baki: `${X}A`, nama_baki: 'BAKI CINCIN' })).kode_baki;
  trayB = (await buildTray(t, { kode_toko: X, kode_baki: `${X}B` })).kode_baki;
  const sorting = (await buildTray(t, { kode_toko: X, kode_gudang: 'SS' })).kode_baki;
  const trayY = (await buildTray(t, { kode_toko: Y })).kode_baki;
  for (const [kode_baki, berat, kode_dept] of [
    [trayA, '1.250', D1],
    [trayA, '2.500', D1],
    [trayB, '3.000', D2],
    [trayB, '0.750', D1],
    [sorting, '1.000', D1],
    [trayY, '4.000', D1],
  ] as const) {
    await buildBarang(t, { kode_baki, berat, kode_group: G, kode_dept });
  }
});
afterAll(async () => {
  await t.close();
});

describe('laporan stock jual', () => {
  it('gives the display stock per tray, category and type from the ledger, totals equal to the goods there', async () => {
    const { status, body } = await fetchReport(t, owner, report, { kode_toko: X });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(body.data.every((row) => row.kode_gudang === 'KC' && row.kode_toko === X)).toBe(true);
    expect(body.data[0]).toMatchObject({ kode_baki: trayA, nama_baki: 'BAKI CINCIN' });
    expect(body.totals).toEqual({ qty: 4, berat: '7.500', harga_jual: 7_500_000 });
    const chain = await fetchReport(t, owner, report, {});
    expect(chain.body.totals).toEqual({ qty: 5, berat: '11.500', harga_jual: 11_500_000 });
  });

  it('narrows by tray, category and type; other warehouses on request', async () => {
    const narrow = await fetchReport(t, owner, report, { kode_toko: X, kode_baki: trayB, kode_group: G, kode_dept: D2 });
    expect(narrow.body.data.map((row) => [row.kode_baki, row.kode_group, row.kode_dept])).toEqual([[trayB, G, D2]]);
    expect(narrow.body.totals).toEqual({ qty: 1, berat: '3.000', harga_jual: 3_000_000 });
    const sp = await fetchReport(t, owner, report, { kode_toko: X, kode_gudang: 'SP' });
    expect(sp.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [], total_rows: 0 });
  });

  it('holds a cashier to their store and exports Excel', async () => {
    const kasir = (await buildUser(t, { kode_toko: Y, level: 'KASIR', menus: ['/dashboard', '/data-barang'] })).token;
    expect((await fetchReport(t, kasir, report, {})).status).toBe(403);
    const xlsx = await exportReportFile(t, owner, report, { kode_toko: Y }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN STOCK JUAL');
  });
});
