import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/konversi-barang';
import { buildBarang, buildGroup, buildJenis, buildStore, buildTray, buildUser, type BuiltBarang } from '../../../testing/factories.ts';
import { bearer, createTestApp, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let ownerId: string;
/** Store X converts 2 items of its tray, store Y 1 item, into category G2 type D2. */
let X: string;
let Y: string;
let G2: string;
let D2: string;
let t01: BuiltBarang[];
let t02: BuiltBarang;
let noT01: string;

const period = { start_date: TEST_TODAY, end_date: TEST_TODAY };
const convert = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/konversi-barang', headers: bearer(owner), payload });
  expect(response.statusCode).toBe(200);
  const no_dokumen: string = response.json().no_dokumen;
  expect(no_dokumen).toMatch(/^KNV-/);
  return no_dokumen;
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  const user = await buildUser(t, { kode_toko: X, level: 'OWN' });
  owner = user.token;
  ownerId = user.user_id;
  G2 = (await buildGroup(t)).kode_group;
  D2 = (await buildJenis(t, { kode_group: G2 })).kode_dept;
  const trayX = (await buildTray(t, { kode_toko: X })).kode_baki;
  const trayY = (await buildTray(t, { kode_toko: Y })).kode_baki;
  t01 = [await buildBarang(t, { kode_baki: trayX, berat: '1.250' }), await buildBarang(t, { kode_baki: trayX, berat: '2.000' })];
  t02 = await buildBarang(t, { kode_baki: trayY, berat: '3.000' });
  noT01 = await convert({ kode_group: G2, kode_dept: D2, detail_barang: t01.map((i) => i.kode_barcode), keterangan: 'salah kategori' });
  await convert({ kode_group: G2, kode_dept: D2, detail_barang: [t02.kode_barcode], kode_toko: Y });
});
afterAll(async () => {
  await t.close();
});

describe('laporan konversi barang', () => {
  it('answers the spec call with one row per conversion and its items nested in detail_barang', async () => {
    const { status, body } = await fetchReport(t, owner, report, period);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: MESSAGES.dataLaporanTersedia, total_rows: 2, totals: { qty: 3 } });
    const mine = body.data.find((row) => row.no_konversi === noT01);
    expect(mine).toMatchObject({ tgl_konversi: TEST_TODAY, kode_toko: X, keterangan: 'SALAH KATEGORI', user_id: ownerId, qty: 2 });
    expect(mine?.detail_barang).toEqual(
      t01.map((i) => ({
        kode_barcode: i.kode_barcode,
        nama_barang: i.nama_barang,
        kategori_asal: i.kode_group,
        kategori_tujuan: G2,
        jenis_asal: i.kode_dept,
        jenis_tujuan: D2,
        berat: i.berat,
      })),
    );
    const other = body.data.find((row) => row.kode_toko === Y);
    expect(other).toMatchObject({ keterangan: 'KONVERSI', qty: 1 });
  });

  it('narrows to a store, says when nothing is found and refuses a missing date', async () => {
    const { body } = await fetchReport(t, owner, report, { ...period, kode_toko: Y });
    expect(body.data.map((row) => row.kode_toko)).toEqual([Y]);
    const empty = await fetchReport(t, owner, report, { start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataYangDiCariTidakAdaBang, data: [], total_rows: 0 });
    const missing = await fetchReport(t, owner, report, { end_date: TEST_TODAY });
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.tanggalAwalTidakBolehKosong]);
    const kasir = (await buildUser(t, { kode_toko: Y, menus: ['/dashboard', '/data-barang'] })).token;
    expect((await fetchReport(t, kasir, report, period)).status).toBe(403);
  });

  it('prints the items under each conversion in the PDF and exports Excel', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_toko: X }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN KONVERSI BARANG');
    expect(text).toMatch(/Barcode\s+Nama Barang\s+Kategori Asal\s+Kategori Tujuan\s+Jenis Asal\s+Jenis Tujuan/);
    expect(text).toContain(t01[0]!.kode_barcode);
    const xlsx = await exportReportFile(t, owner, report, period, 'xlsx');
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN KONVERSI BARANG');
  });
});
