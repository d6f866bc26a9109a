import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/hancur-barang';
import { rows } from '../../../db/client.ts';
import { bearer, createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../report-testing.ts';

let t: TestApp;
let owner: string;
type Item = { kode_barcode: string; nama_barang: string; kode_group: string; kode_dept: string; berat: string };
let victims: Item[];
let no_hancur: string;
const period = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  victims = await rows<Item>(t.db, sql`SELECT kode_barcode, nama_barang, kode_group, kode_dept, berat::text AS berat FROM barang WHERE lokasi = 'BAKI:KC01C' ORDER BY kode_barcode LIMIT 2`);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/hancur-barang', headers: bearer(owner), payload: { detail_barang: victims.map((v) => v.kode_barcode), alasan: 'patah, dilebur' } });
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
    expect(body.data.map((row) => [row.no_hancur, row.kode_barcode, row.kode_baki, row.berat, row.alasan])).toEqual(victims.map((v) => [no_hancur, v.kode_barcode, 'KC01C', v.berat, 'PATAH, DILEBUR']));
    const [sum] = await rows<{ berat: string }>(t.db, sql`SELECT SUM(berat)::numeric(18,3)::text AS berat FROM barang WHERE kode_barcode IN (${victims[0]!.kode_barcode}, ${victims[1]!.kode_barcode})`);
    expect(body.totals).toEqual({ qty: 2, berat: sum?.berat });
  });

  it('holds staff to their store and says when nothing was destroyed', async () => {
    const admin = (await loginAs(t.app, 'admin', 'admin123')).token;
    const t02 = await fetchReport(t, admin, report, { ...period, kode_toko: 'T02' });
    expect(t02.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [], total_rows: 0, totals: { qty: 0, berat: '0.000' } });
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
