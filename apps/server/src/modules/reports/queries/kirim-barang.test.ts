import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/kirim-barang';
import { buildBarang, buildStore, buildTray, buildUser, type BuiltStore } from '../../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
/** Store X sends 6 items (7.500 g) from tray A to Y (still on the road) and 4 (8.500 g) from tray B to Z (received). */
let X: string;
let Y: BuiltStore;
let Z: string;
let trayA: string;
let ON_ROAD: string;
let RECEIVED: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  Y = await buildStore(t);
  Z = (await buildStore(t)).kode_toko;
  const user = await buildUser(t, { kode_toko: X, level: 'OWN' });
  owner = user.token;
  kasir = (await buildUser(t, { kode_toko: Y.kode_toko, level: 'KASIR', menus: ['/laporan-kirim-barang'] })).token;
  trayA = (await buildTray(t, { kode_toko: X })).kode_baki;
  const trayB = (await buildTray(t, { kode_toko: X })).kode_baki;
  const trayZ = (await buildTray(t, { kode_toko: Z })).kode_baki;
  const place = async (kode_baki: string, weights: string[]) => {
    const codes: Array<{ kode_barcode: string }> = [];
    for (const berat of weights) codes.push({ kode_barcode: (await buildBarang(t, { kode_baki, berat })).kode_barcode });
    return codes;
  };
  const toY = await place(trayA, ['1.000', '1.100', '1.200', '1.300', '1.400', '1.500']);
  const toZ = await place(trayB, ['2.000', '2.000', '2.000', '2.500']);
  const sent = await user.client.post('kirim-barang', { to: Y.kode_toko, detail_barang: toY });
  expect(sent.statusCode).toBe(200);
  ON_ROAD = sent.json().no_kirim;
  const other = await user.client.post('kirim-barang', { to: Z, detail_barang: toZ });
  expect(other.statusCode).toBe(200);
  RECEIVED = other.json().no_kirim;
  expect((await user.client.post('terima-barang', { no_kirim: RECEIVED, kode_baki: trayZ, semua: true })).statusCode).toBe(200);
  // The shipment still on the road left three days ago (the services send everything "today").
  await t.db.execute(sql`UPDATE kirim_barang SET tgl_kirim = '2026-11-19' WHERE no_kirim = ${ON_ROAD}`);
});
afterAll(async () => {
  await t.close();
});

const period = { tgl_from: '2026-11-19', tgl_to: '2026-11-22' };

describe('laporan kirim barang', () => {
  it("lists the store's shipments with their goods, status and days on the road", async () => {
    const { status, body } = await fetchReport(t, owner, report, { ...period, kode_cabang: X });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(body.data.map((r) => r.no_kirim)).toEqual([ON_ROAD, RECEIVED]);
    expect(body.data[0]).toMatchObject({
      tgl_kirim: '2026-11-19',
      tujuan: Y.kode_toko,
      nama_tujuan: Y.nama_toko,
      qty: 6,
      qty_terima: 0,
      status: 'DIKIRIM',
      tgl_terima: '-',
      lama_transit_hari: 3,
    });
    expect(body.data[1]).toMatchObject({
      tujuan: Z,
      qty: 4,
      qty_terima: 4,
      status: 'DITERIMA',
      tgl_terima: '2026-11-22',
      lama_transit_hari: 0,
    });
    const goods = body.data[0]?.detail_barang as Array<Record<string, unknown>>;
    expect(goods).toHaveLength(6);
    expect(goods[0]).toMatchObject({ status: 'TRANSIT', tgl_terima: '-', lama_transit_hari: 3 });
    expect(goods[0]?.kode_baki).toBe(trayA);
    expect(body.totals).toEqual({ qty: 10, berat: '16.000', qty_terima: 4 });
  });

  it('narrows to one shipment number; an empty period says so', async () => {
    const one = await fetchReport(t, owner, report, { ...period, kode_cabang: X, no_kirim: RECEIVED });
    expect(one.body.data.map((r) => r.no_kirim)).toEqual([RECEIVED]);
    const empty = await fetchReport(t, owner, report, { tgl_from: '2026-10-01', tgl_to: '2026-10-31', kode_cabang: X });
    expect(empty.body).toMatchObject({ message: MESSAGES.laporanKirimBarangTidakAda, data: [], total_rows: 0 });
  });

  it("needs the store ('Kode Toko Harus Dipilih') and holds staff to theirs", async () => {
    const missing = await fetchReport(t, owner, report, period);
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.kodeTokoHarusDipilih]);
    const other = await fetchReport(t, kasir, report, { ...period, kode_cabang: X });
    expect([other.status, other.body.message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const own = await fetchReport(t, kasir, report, { ...period, kode_cabang: Y.kode_toko });
    expect(own.body.message).toBe(MESSAGES.laporanKirimBarangTidakAda);
  });

  it('declares the spec call that answers the No Kirim choices', () => {
    const field = report.fields.find((f) => f.name === 'no_kirim');
    expect(field?.optionsCall).toMatchObject({ method: 'POST', path: 'kirim-barang/no_kirim' });
    expect(field?.optionsCall?.option({ no_kirim: ON_ROAD, tujuan: Y.kode_toko })).toEqual({
      value: ON_ROAD,
      label: `${ON_ROAD} → ${Y.kode_toko}`,
    });
  });

  it('exports PDF and Excel with the goods nested under each shipment', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_cabang: X, no_kirim: 'SEMUA' }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN KIRIM BARANG');
    expect(text).toContain(ON_ROAD);
    expect(text).toContain(Y.nama_toko);
    expect(text).toContain('TRANSIT');
    const xlsx = await exportReportFile(t, owner, report, { ...period, kode_cabang: X, no_kirim: 'SEMUA' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN KIRIM BARANG');
  });
});
