import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import report from '@kencana/core/reports/validasi-validasi-inputan';
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
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport } from '../../../testing/report-testing.ts';

let t: TestApp;
let kasir: string;
let today: string;
let CLOSED: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const home = (await buildStore(t)).kode_toko;
  const branch = (await buildStore(t)).kode_toko;
  const { kode_group } = await buildGroup(t);
  const { kode_dept } = await buildJenis(t, { kode_group });
  const kode_sales = await buildSales(t);
  const owner = (await buildUser(t, { kode_toko: home, level: 'OWN' })).token;
  kasir = (
    await buildUser(t, { kode_toko: branch, menus: ['/laporan-validasi-validasi-inputan', '/validasi-terima-stock', '/validasi-inputan'] })
  ).token;
  today = todayOf(t);
  const tray = (await buildTray(t, { kode_toko: branch })).kode_baki;
  CLOSED = await buildKirimBos(t, { token: owner, tujuan: tray, kode_group, kode_dept, kode_sales, qty: 2, berat: '4.000' });
  await buildKirimBos(t, { token: owner, tujuan: tray, kode_group, kode_dept, kode_sales });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(kasir), payload });
  expect((await post('validasi-terima-stock/validasi-bos', { no_kirim_bosses: [CLOSED] })).statusCode).toBe(200);
  expect((await post('validasi-inputan/kirim-barang-bos', { data_kirim: [{ no_kirim_bos: CLOSED }] })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('report validasi-validasi-inputan (GET validasi-inputan/kirim-barang-bos/reports)', () => {
  it('lists the closes of the period of the kind, with what went back to the sender', async () => {
    const kb = await fetchReport(t, kasir, report, { jenis: 'KB', tgl_from: today, tgl_to: today });
    expect(kb.body.data).toEqual([
      expect.objectContaining({ no_kirim: CLOSED, qty: 2, berat: '4.000', qty_input: 0, qty_kembali: 2, berat_kembali: '4.000' }),
    ]);
    expect((await fetchReport(t, kasir, report, { jenis: 'KC', tgl_from: today, tgl_to: today })).body.data).toEqual([]);
    expect((await fetchReport(t, kasir, report, { jenis: 'KB', tgl_from: '2020-01-01', tgl_to: '2020-01-01' })).body.data).toEqual([]);
    expect((await exportReportFile(t, kasir, report, { jenis: 'KB', tgl_from: today, tgl_to: today }, 'xlsx')).status).toBe(200);
  });
});
