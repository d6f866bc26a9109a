import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/hancur-barang';
import { buildBarang, buildStore, buildTray, buildUser, type BuiltBarang } from '../../../testing/factories.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
/** Two items (1.250 and 2.000 g) of a tray of store X, destroyed by its owner; store Y destroyed nothing. */
let X: string;
let Y: string;
let tray: string;
let victims: BuiltBarang[];
let no_hancur: string;
const period = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  const user = await buildUser(t, { kode_toko: X, level: 'OWN' });
  owner = user.token;
  tray = (await buildTray(t, { kode_toko: X })).kode_baki;
  victims = [await buildBarang(t, { kode_baki: tray, berat: '1.250' }), await buildBarang(t, { kode_baki: tray, berat: '2.000' })];
  victims.sort((a, b) => a.kode_barcode.localeCompare(b.kode_barcode));
  await buildBarang(t, { kode_baki: tray, berat: '9.000' });
  const response = await user.client.post('hancur-barang', { detail_barang: victims.map((v) => v.kode_barcode), alasan: 'patah, dilebur' });
  expect(response.statusCode).toBe(200);
  no_hancur = response.json().no_dokumen;
});
afterAll(async () => {
  await t.close();
});

describe('laporan hancur barang', () => {
  it('lists each destroyed item with its tray, weight and reason, totals over the period', async () => {
    const { status, body } = await fetchReport(t, owner, report, period);
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(body.data.map((row) => [row.no_hancur, row.kode_barcode, row.kode_baki, row.berat, row.alasan])).toEqual(
      victims.map((v) => [no_hancur, v.kode_barcode, tray, v.berat, 'PATAH, DILEBUR']),
    );
    expect(body.totals).toEqual({ qty: 2, berat: '3.250' });
  });

  it('holds staff to their store and says when nothing was destroyed', async () => {
    const admin = (await buildUser(t, { kode_toko: X, level: 'SU' })).token;
    const t02 = await fetchReport(t, admin, report, { ...period, kode_toko: Y });
    expect(t02.body).toMatchObject({
      message: MESSAGES.dataLaporanTidakTersedia,
      data: [],
      total_rows: 0,
      totals: { qty: 0, berat: '0.000' },
    });
    const missing = await fetchReport(t, owner, report, { tgl_to: TEST_TODAY });
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.tanggalAwalTidakBolehKosong]);
  });

  it('exports the rows to Excel with the total row', async () => {
    const xlsx = await exportReportFile(t, owner, report, period, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN HANCUR BARANG');
    const values = sheet.getSheetValues().flat().map(String);
    expect(values).toContain(victims[0]!.kode_barcode);
    expect(values).toContain('PATAH, DILEBUR');
  });
});
