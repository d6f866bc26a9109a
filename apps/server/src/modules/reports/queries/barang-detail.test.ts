import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/barang-detail';
import { rows } from '../../../db/client.ts';
import { createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { fetchReport } from '../report-testing.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
});
afterAll(async () => {
  await t.close();
});

describe('laporan barang detail', () => {
  it('lists the items of a store with their ledger weight, paged, totals over every page', async () => {
    const tray = await rows<{ kode_barcode: string; berat: string }>(t.db, sql`SELECT kode_barcode, berat::text AS berat FROM barang WHERE kode_toko = 'T01' AND lokasi LIKE 'BAKI:%' ORDER BY kode_baki, kode_barcode`);
    const [sum] = await rows<{ berat: string; harga: string }>(t.db, sql`SELECT SUM(berat)::text AS berat, SUM(harga_jual)::text AS harga FROM barang WHERE kode_toko = 'T01' AND lokasi LIKE 'BAKI:%'`);
    expect(tray.length).toBeGreaterThan(10);
    const first = await fetchReport(t, owner, report, { kode_toko: 'T01', page: 1, page_size: 10 });
    const second = await fetchReport(t, owner, report, { kode_toko: 'T01', page: 2, page_size: 10 });
    expect(first.body).toMatchObject({ message: MESSAGES.laporanTersedia, total_rows: tray.length, page: 1, page_size: 10 });
    expect([...first.body.data, ...second.body.data].map((r) => [r.kode_barcode, r.berat])).toEqual(tray.slice(0, 20).map((r) => [r.kode_barcode, r.berat]));
    expect(first.body.totals).toEqual({ qty: tray.length, berat: sum?.berat, harga_jual: Number(sum?.harga) });
    expect(second.body.totals).toEqual(first.body.totals);
  });

  it('answers a tray without goods with the empty text', async () => {
    const { body } = await fetchReport(t, owner, report, { kode_baki: 'SS01A' });
    expect(body).toMatchObject({ message: MESSAGES.dataYangAndaCariTidakAda, data: [], total_rows: 0 });
  });
});
