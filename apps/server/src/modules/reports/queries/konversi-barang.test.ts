import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/konversi-barang';
import { rows } from '../../../db/client.ts';
import { bearer, createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../report-testing.ts';

let t: TestApp;
let owner: string;
type Item = { kode_barcode: string; nama_barang: string; kode_group: string; kode_dept: string; berat: string };
let t01: Item[];
let t02: Item;
let noT01: string;

const period = { start_date: TEST_TODAY, end_date: TEST_TODAY };
const onTray = (kode_baki: string, take: number) =>
  rows<Item>(t.db, sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, berat::text AS berat FROM barang
                       WHERE lokasi = ${`BAKI:${kode_baki}`} AND kode_group <> '24K' ORDER BY kode_barcode LIMIT ${take}`);
const convert = async (payload: Record<string, unknown>) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/konversi-barang', headers: bearer(owner), payload });
  expect(response.statusCode).toBe(200);
  return response.json().no_dokumen as string;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  t01 = await onTray('KC01A', 2);
  [t02] = (await onTray('KC02A', 1)) as [Item];
  noT01 = await convert({ kode_group: '24K', kode_dept: 'CIN24', detail_barang: t01.map((i) => i.kode_barcode), keterangan: 'salah kategori' });
  await convert({ kode_group: '24K', kode_dept: 'CIN24', detail_barang: [t02.kode_barcode], kode_toko: 'T02' });
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
    expect(mine).toMatchObject({ tgl_konversi: TEST_TODAY, kode_toko: 'T01', keterangan: 'SALAH KATEGORI', user_id: 'owner', qty: 2 });
    expect(mine?.detail_barang).toEqual(
      t01.map((i) => ({ kode_barcode: i.kode_barcode, nama_barang: i.nama_barang, kategori_asal: i.kode_group, kategori_tujuan: '24K', jenis_asal: i.kode_dept, jenis_tujuan: 'CIN24', berat: i.berat })),
    );
    const other = body.data.find((row) => row.kode_toko === 'T02');
    expect(other).toMatchObject({ keterangan: 'KONVERSI', qty: 1 });
  });

  it('narrows to a store, says when nothing is found and refuses a missing date', async () => {
    const { body } = await fetchReport(t, owner, report, { ...period, kode_toko: 'T02' });
    expect(body.data.map((row) => row.kode_toko)).toEqual(['T02']);
    const empty = await fetchReport(t, owner, report, { start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataYangDiCariTidakAdaBang, data: [], total_rows: 0 });
    const missing = await fetchReport(t, owner, report, { end_date: TEST_TODAY });
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.tanggalAwalTidakBolehKosong]);
    const kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
    expect((await fetchReport(t, kasir, report, period)).status).toBe(403);
  });

  it('prints the items under each conversion in the PDF and exports Excel', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_toko: 'T01' }, 'pdf');
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
