import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/tambah-barang';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
const added: string[] = [];
let imported = '';

const form = (overrides: Record<string, unknown>) => ({
  kode_kategori: '17K',
  kode_jenis: 'CIN17',
  kode_lokasi_toko: 'KC01A',
  tipe_barang: 'A',
  nama_barang: 'Cincin Laporan',
  berat: '2.500',
  berat_asli: '2.500',
  kadar: '75',
  kadar_cetak: '17K',
  kadar_modal: '75',
  tujuan: 'T01',
  berat_cad: '0',
  berat_susut: '0',
  ...overrides,
});

function csvUpload(text: string) {
  const boundary = '----kencanareport';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pusat.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/v1/import-data-pusat', headers: { ...bearer(owner), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
  for (const overrides of [{ berat: '2.500' }, { kode_kategori: '24K', kode_jenis: 'KAL24', kode_lokasi_toko: 'KC01B', berat: '10.250', kadar: '99.9', kadar_modal: '99.9' }]) {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/tambah-barang', headers: bearer(owner), payload: form(overrides) });
    expect(response.statusCode).toBe(200);
    added.push(response.json().data.kode_barcode);
  }
  const response = await csvUpload('nama_barang,kode_group,kode_dept,kode_baki,tipe_barang,berat,kadar,harga_jual\nAnting Impor,17K,ANT17,KC01D,SP,1.125,75,2000000\n');
  expect(response.statusCode).toBe(200);
  imported = response.json().kode_barcode[0];
});
afterAll(async () => {
  await t.close();
});

const today = { tgl_from: '2026-11-22', tgl_to: '2026-11-22' };

describe('laporan tambah barang', () => {
  it('lists goods added by the form and by the import, with totals', async () => {
    const { status, body } = await fetchReport(t, owner, report, today);
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(body.data.map((r) => r.kode_barcode).sort()).toEqual([...added, imported].sort());
    const importedRow = body.data.find((r) => r.kode_barcode === imported);
    expect(importedRow).toMatchObject({ sumber: 'IMPORT', kode_toko: 'T01', kode_baki: 'KC01D', kode_group: '17K', kode_dept: 'ANT17', berat: '1.125', harga_jual: 2_000_000, qty: 1, user_id: 'owner' });
    expect(body.data.find((r) => r.kode_barcode === added[0])).toMatchObject({ sumber: 'TAMBAH', tipe_barang: 'A', kadar: '75', harga_jual: 3_800_000 });
    expect(body.totals).toMatchObject({ qty: 3, berat: '13.875' });
  });

  it('filters by source and category; an empty period says so', async () => {
    expect((await fetchReport(t, owner, report, { ...today, sumber: 'IMPORT' })).body.data.map((r) => r.kode_barcode)).toEqual([imported]);
    expect((await fetchReport(t, owner, report, { ...today, kode_group: '24K' })).body.data.map((r) => r.kode_barcode)).toEqual([added[1]]);
    const empty = await fetchReport(t, owner, report, { tgl_from: '2026-01-01', tgl_to: '2026-01-31' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [], total_rows: 0 });
    const reversed = await fetchReport(t, owner, report, { tgl_from: '2026-11-23', tgl_to: '2026-11-22' });
    expect([reversed.status, reversed.body.message]).toEqual([400, MESSAGES.tanggalAwalMelebihiTanggalAkhir]);
  });

  it("holds staff to their store's goods and refuses users without the menu", async () => {
    expect((await fetchReport(t, owner, report, { ...today, kode_toko: 'T02' })).body.total_rows).toBe(0);
    expect((await fetchReport(t, kasir, report, today)).status).toBe(403);
  });

  it('exports the rows to Excel', async () => {
    const xlsx = await exportReportFile(t, owner, report, { ...today, kode_toko: 'SEMUA', kode_group: 'SEMUA', sumber: 'SEMUA' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN TAMBAH BARANG');
    const cells: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    expect(cells).toContain(imported);
  });
});
