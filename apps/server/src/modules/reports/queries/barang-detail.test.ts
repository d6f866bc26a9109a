import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/barang-detail';
import { buildBarang, buildStore, buildTray, buildUser, uniqueCode, type BuiltBarang } from '../../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { fetchReport } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let store: string;
let emptyTray: string;
/** The store's goods in the report's order (tray, then barcode): 8 on tray …A, 7 on tray …B. */
let goods: BuiltBarang[];
beforeAll(async () => {
  t = await createTestApp();
  store = (await buildStore(t)).kode_toko;
  owner = (await buildUser(t, { kode_toko: store, level: 'OWN' })).token;
  const prefix = uniqueCode('B');
  const trays = [`${prefix}A`, `${prefix}B`];
  for (const kode_baki of trays) await buildTray(t, { kode_toko: store, kode_baki });
  emptyTray = (await buildTray(t, { kode_toko: store, kode_gudang: 'SS' })).kode_baki;
  goods = [];
  for (let i = 0; i < 15; i++) {
    goods.push(
      await buildBarang(t, {
        kode_baki: trays[i < 8 ? 0 : 1] as string,
        berat: `${i + 1}.01${i % 10}`,
        form: { harga_jual: 1_000_000 + i * 500 },
      }),
    );
  }
  goods.sort((a, b) => (a.kode_baki !== b.kode_baki ? (a.kode_baki < b.kode_baki ? -1 : 1) : a.kode_barcode < b.kode_barcode ? -1 : 1));
});
afterAll(async () => {
  await t.close();
});

describe('laporan barang detail', () => {
  it('lists the items of a store with their ledger weight, paged, totals over every page', async () => {
    const first = await fetchReport(t, owner, report, { kode_toko: store, page: 1, page_size: 10 });
    const second = await fetchReport(t, owner, report, { kode_toko: store, page: 2, page_size: 10 });
    expect(first.body).toMatchObject({ message: MESSAGES.laporanTersedia, total_rows: 15, page: 1, page_size: 10 });
    expect([...first.body.data, ...second.body.data].map((r) => [r.kode_barcode, r.berat])).toEqual(
      goods.map((g) => [g.kode_barcode, g.berat]),
    );
    // 1.010 + 2.011 + … + 15.014 g = 120.205 g; Rp 1,000,000 + 1,000,500 + … + 1,007,000.
    expect(first.body.totals).toEqual({ qty: 15, berat: '120.205', harga_jual: 15 * 1_000_000 + 500 * 105 });
    expect(second.body.totals).toEqual(first.body.totals);
  });

  it('answers a tray without goods with the empty text', async () => {
    const { body } = await fetchReport(t, owner, report, { kode_baki: emptyTray });
    expect(body).toMatchObject({ message: MESSAGES.dataYangAndaCariTidakAda, data: [], total_rows: 0 });
  });
});
