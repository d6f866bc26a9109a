import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/kirim-barang-dari-bos';
import {
  buildGroup,
  buildJenis,
  buildKirimBos,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
  todayOf,
} from '../../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let today: string;
let A: string;
let B: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const home = (await buildStore(t)).kode_toko;
  const one = (await buildStore(t)).kode_toko;
  const two = (await buildStore(t)).kode_toko;
  const { kode_group } = await buildGroup(t);
  const { kode_dept } = await buildJenis(t, { kode_group });
  const kode_sales = await buildSales(t);
  owner = (await buildUser(t, { kode_toko: home, level: 'OWN' })).token;
  kasir = (await buildUser(t, { kode_toko: one, menus: ['/laporan-kirim-barang-dari-bos'] })).token;
  today = todayOf(t);
  A = await buildKirimBos(t, {
    token: owner,
    tujuan: (await buildTray(t, { kode_toko: one })).kode_baki,
    kode_group,
    kode_dept,
    kode_sales,
    qty: 2,
    berat: '5.125',
  });
  B = await buildKirimBos(t, {
    token: owner,
    tujuan: (await buildTray(t, { kode_toko: two })).kode_baki,
    kode_group,
    kode_dept,
    kode_sales,
    qty: 1,
    berat: '1.000',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('report kirim-barang-dari-bos (POST krmbrgbos/get/report)', () => {
  it('lists the owner’s sends of the period; staff see their store’s', async () => {
    const all = await fetchReport(t, owner, report, { tgl_awal: today, tgl_akhir: today });
    expect(all.body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(all.body.data.map((r) => r.no_kirim_bos).sort()).toEqual([A, B].sort());
    expect(all.body.totals).toMatchObject({ qty_kirim: 3, berat_kirim: '6.125' });
    const mine = await fetchReport(t, kasir, report, { tgl_awal: today, tgl_akhir: today });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ no_kirim_bos: A, qty_kirim: 2, berat_kirim: '5.125', asal: 'PABRIK UJI', status: 'OPEN' }),
    ]);
    const empty = await fetchReport(t, owner, report, { tgl_awal: '2020-01-01', tgl_akhir: '2020-01-02' });
    expect(empty.body).toMatchObject({ data: [], message: MESSAGES.dataLaporanTidakTersedia });
    const pdf = await exportReportFile(t, owner, report, { tgl_awal: today, tgl_akhir: today }, 'pdf');
    expect(await pdfText(pdf.bytes)).toContain(A);
  });
});
