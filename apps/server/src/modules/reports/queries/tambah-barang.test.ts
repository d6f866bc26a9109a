import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARGA_100, MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/tambah-barang';
import { buildGroup, buildJenis, buildPriceRule, buildStore, buildTray, buildUser } from '../../../testing/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let ownerId: string;
const added: string[] = [];
let imported = '';
/** Store X (the owner's) with trays A, B and D; Y another store; G1 at 1,520,000 a gram (types D1, D3), G2 (type D2). */
let X: string;
let Y: string;
let W: { A: string; B: string; D: string; G1: string; D1: string; D3: string; G2: string; D2: string };

const form = (overrides: Record<string, unknown>) => ({
  kode_kategori: W.G1,
  kode_jenis: W.D1,
  kode_lokasi_toko: W.A,
  tipe_barang: 'A',
  nama_barang: 'Cincin Laporan',
  berat: '2.500',
  berat_asli: '2.500',
  kadar: '75',
  kadar_cetak: '17K',
  kadar_modal: '75',
  tujuan: X,
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
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/import-data-pusat',
    headers: { ...bearer(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await buildPriceRule(t, HARGA_100);
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  const user = await buildUser(t, { kode_toko: X, level: 'OWN' });
  owner = user.token;
  ownerId = user.user_id;
  kasir = (await buildUser(t, { kode_toko: Y, menus: ['/dashboard', '/data-barang'] })).token;
  const G1 = (await buildGroup(t, { harga: 1_520_000 })).kode_group;
  const G2 = (await buildGroup(t, { harga: 2_150_000, persentase: '99.90' })).kode_group;
  const tray = async () => (await buildTray(t, { kode_toko: X })).kode_baki;
  W = {
    A: await tray(),
    B: await tray(),
    D: await tray(),
    G1,
    D1: (await buildJenis(t, { kode_group: G1 })).kode_dept,
    D3: (await buildJenis(t, { kode_group: G1 })).kode_dept,
    G2,
    D2: (await buildJenis(t, { kode_group: G2 })).kode_dept,
  };
  for (const overrides of [
    { berat: '2.500' },
    { kode_kategori: W.G2, kode_jenis: W.D2, kode_lokasi_toko: W.B, berat: '10.250', kadar: '99.9', kadar_modal: '99.9' },
  ]) {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/tambah-barang', headers: bearer(owner), payload: form(overrides) });
    expect(response.statusCode).toBe(200);
    added.push(response.json().data.kode_barcode);
  }
  const response = await csvUpload(
    `nama_barang,kode_group,kode_dept,kode_baki,tipe_barang,berat,kadar,harga_jual\nAnting Impor,${W.G1},${W.D3},${W.D},SP,1.125,75,2000000\n`,
  );
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
    expect(importedRow).toMatchObject({
      sumber: 'IMPORT',
      kode_toko: X,
      kode_baki: W.D,
      kode_group: W.G1,
      kode_dept: W.D3,
      berat: '1.125',
      harga_jual: 2_000_000,
      qty: 1,
      user_id: ownerId,
    });
    expect(body.data.find((r) => r.kode_barcode === added[0])).toMatchObject({
      sumber: 'TAMBAH',
      tipe_barang: 'A',
      kadar: '75',
      harga_jual: 3_800_000,
    });
    expect(body.totals).toMatchObject({ qty: 3, berat: '13.875' });
  });

  it('filters by source and category; an empty period says so', async () => {
    expect((await fetchReport(t, owner, report, { ...today, sumber: 'IMPORT' })).body.data.map((r) => r.kode_barcode)).toEqual([imported]);
    expect((await fetchReport(t, owner, report, { ...today, kode_group: W.G2 })).body.data.map((r) => r.kode_barcode)).toEqual([added[1]]);
    const empty = await fetchReport(t, owner, report, { tgl_from: '2026-01-01', tgl_to: '2026-01-31' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [], total_rows: 0 });
    const reversed = await fetchReport(t, owner, report, { tgl_from: '2026-11-23', tgl_to: '2026-11-22' });
    expect([reversed.status, reversed.body.message]).toEqual([400, MESSAGES.tanggalAwalMelebihiTanggalAkhir]);
  });

  it("holds staff to their store's goods and refuses users without the menu", async () => {
    expect((await fetchReport(t, owner, report, { ...today, kode_toko: Y })).body.total_rows).toBe(0);
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

  it('shows the price of the weight at entry, not the price of the weight after a re-weighing', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tambah-barang',
      headers: bearer(owner),
      payload: form({ berat: '3.250', berat_asli: '3.250' }),
    });
    expect(added.statusCode).toBe(200);
    const kode = added.json().data.kode_barcode as string;
    expect(added.json().data.harga_jual).toBe(4_940_000); // 3.250 g × Rp 1,520,000 (harga_100%)
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/barang/edit/${kode}`,
      headers: bearer(owner),
      payload: form({ berat: '3.310', berat_asli: '3.310' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.harga_jual).toBe(5_031_500); // the record now holds the price of 3.310 g
    const row = (await fetchReport(t, owner, report, today)).body.data.find((r) => r.kode_barcode === kode);
    expect(row).toMatchObject({ berat: '3.250', harga_jual: 4_940_000 });
  });
});
