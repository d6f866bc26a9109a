import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/saldo-barang-aktif';
import {
  buildGroup,
  buildJenis,
  buildKirimBos,
  buildSales,
  buildShipment,
  buildStore,
  buildTray,
  buildUser,
  todayOf,
} from '../../../testing/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let stranger: string;
let today: string;
let OPEN: string;
let CLOSED: string;
let KC: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const home = (await buildStore(t)).kode_toko;
  const branch = (await buildStore(t)).kode_toko;
  const other = (await buildStore(t)).kode_toko;
  const tray = (await buildTray(t, { kode_toko: branch })).kode_baki;
  const { kode_group } = await buildGroup(t);
  const { kode_dept } = await buildJenis(t, { kode_group });
  const kode_sales = await buildSales(t);
  owner = (await buildUser(t, { kode_toko: home, level: 'OWN' })).token;
  const menus = ['/laporan-saldo-barang-aktif', '/validasi-terima-stock', '/validasi-inputan', '/terima-barang'];
  kasir = (await buildUser(t, { kode_toko: branch, menus })).token;
  stranger = (await buildUser(t, { kode_toko: other, menus })).token;
  today = todayOf(t);
  OPEN = await buildKirimBos(t, {
    token: owner,
    tujuan: tray,
    kode_group,
    kode_dept,
    kode_sales,
    qty: 2,
    berat: '5.000',
    kode_labeling: 'LBL1',
  });
  CLOSED = await buildKirimBos(t, { token: owner, tujuan: tray, kode_group, kode_dept, kode_sales, qty: 3, berat: '7.250' });
  KC = await buildShipment(t, { jenis: 'KC', kode_baki: tray, lines: [{ kode_group, kode_dept, qty: 1, berat: '1.000' }] });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(kasir), payload });
  expect((await post('validasi-terima-stock/validasi-bos', { no_kirim_bosses: [CLOSED] })).statusCode).toBe(200);
  const item = {
    kode_kategori: kode_group,
    kode_jenis: kode_dept,
    kode_lokasi_toko: tray,
    tujuan: branch,
    tipe_barang: 'A',
    nama_barang: 'UJI',
    berat: '2.000',
    berat_asli: '2.000',
    kadar: '75',
    kadar_cetak: '75',
    kadar_modal: '75',
    berat_cad: '0',
    berat_susut: '0',
    no_kirim: CLOSED,
  };
  expect((await post('tambah-barang', item)).statusCode).toBe(200);
  expect((await post('validasi-inputan/kirim-barang-bos', { data_kirim: [{ no_kirim_bos: CLOSED }] })).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('report saldo-barang-aktif (POST krmbrgbos/report/saldo)', () => {
  const params = (extra: Record<string, string> = {}) => ({ tgl_awal: today, tgl_akhir: today, ...extra });

  it('shows awal, input, sisa and OPEN/CLOSE per shipment of the kind, with totals', async () => {
    const all = await fetchReport(t, kasir, report, params());
    expect(all.status).toBe(200);
    expect(all.body.message).toBe(MESSAGES.laporanSaldoAktifTersedia);
    expect(all.body.data.map((r) => r.no_kirim_bos).sort()).toEqual([OPEN, CLOSED].sort());
    expect(all.body.data.find((r) => r.no_kirim_bos === CLOSED)).toMatchObject({
      qty_awal: 3,
      berat_awal: '7.250',
      qty_input: 1,
      berat_input: '2.000',
      qty_sisa: 0,
      berat_sisa: '0.000',
      status: 'CLOSE',
    });
    expect(all.body.data.find((r) => r.no_kirim_bos === OPEN)).toMatchObject({ qty_sisa: 2, berat_sisa: '5.000', status: 'OPEN' });
    expect(all.body.totals).toMatchObject({ qty_awal: 5, berat_awal: '12.250', qty_input: 1 });
    const open = await fetchReport(t, kasir, report, params({ status: 'OPEN' }));
    expect(open.body.data.map((r) => r.no_kirim_bos)).toEqual([OPEN]);
    const labelled = await fetchReport(t, kasir, report, params({ kode_labeling: 'LBL1' }));
    expect(labelled.body.data.map((r) => r.no_kirim_bos)).toEqual([OPEN]);
    const kc = await fetchReport(t, kasir, report, params({ jenis: 'KC' }));
    expect(kc.body.data.map((r) => r.no_kirim_bos)).toEqual([KC]);
  });

  it('holds staff to their store; an empty period says so; bad status refused', async () => {
    const other = await fetchReport(t, stranger, report, params());
    expect(other.body.data).toEqual([]);
    const empty = await fetchReport(t, kasir, report, { tgl_awal: '2020-01-01', tgl_akhir: '2020-01-31' });
    expect(empty.body.data).toEqual([]);
    expect((await fetchReport(t, kasir, report, params({ status: 'X' }))).status).toBe(400);
  });

  it('exports PDF and Excel', async () => {
    const pdf = await exportReportFile(t, kasir, report, params(), 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN SALDO BARANG AKTIF');
    expect(text).toContain(CLOSED);
    const xlsx = await exportReportFile(t, kasir, report, params(), 'xlsx');
    const sheet = await firstSheet(xlsx.bytes);
    expect(JSON.stringify(sheet.getSheetValues())).toContain(OPEN);
  });
});
