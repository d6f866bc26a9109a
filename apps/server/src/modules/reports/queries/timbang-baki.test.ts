import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { compareGrams, hitungTimbangBaki, MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/timbang-baki';
import { bearer, createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let weighed: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
  const figures = (await t.app.inject({ method: 'GET', url: '/api/v1/timbang-baki/baki?kode_baki=KC02B', headers: bearer(kasir) })).json().data;
  // The scale reads 0.125 g less than the books and the tare say.
  const berat_timbangan = new Decimal(figures.berat_seharusnya).minus('0.125').toFixed(3);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/timbang-baki', headers: bearer(kasir), payload: { kode_baki: 'KC02B', berat_timbangan, keterangan: 'sore' } });
  expect(response.statusCode).toBe(200);
  weighed = response.json().data;
});
afterAll(async () => {
  await t.close();
});

describe('laporan timbang baki', () => {
  it('answers GET timbang-baki?tanggal&kode_gudang&kode_toko with the figures and the difference', async () => {
    const { status, body } = await fetchReport(t, owner, report, { tanggal: TEST_TODAY, kode_gudang: 'KC', kode_toko: 'T02' });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    const [row] = body.data;
    const expected = hitungTimbangBaki({ ...weighed, berat_timbangan: weighed.berat_timbangan! } as Parameters<typeof hitungTimbangBaki>[0]);
    expect(row).toMatchObject({
      no_timbang: weighed.no_timbang,
      jam: '10:00',
      kode_baki: 'KC02B',
      berat_sistem: weighed.berat_sistem,
      berat_tara: expected.berat_tara,
      berat_seharusnya: expected.berat_seharusnya,
      berat_timbangan: weighed.berat_timbangan,
      selisih: '-0.125',
      keterangan: 'SORE',
      user_id: 'kasir',
    });
    expect(body.totals.selisih).toBe('-0.125');
  });

  it('has the demo morning weighings of T01: one as the books say, one 0.150 g short', async () => {
    const { body } = await fetchReport(t, owner, report, { tanggal: TEST_TODAY, kode_toko: 'T01' });
    expect(body.data.map((row) => [row.jam, row.kode_baki, row.selisih])).toEqual([
      ['08:15', 'KC01A', '0.000'],
      ['08:20', 'KC01C', '-0.150'],
    ]);
    // The demo goods carry their tare: per item a tag and a plastic bag, and a stone on some.
    expect(compareGrams(String(body.data[0]?.berat_tara), '120.000')).toBe(1);
  });

  it('serves the weighing screen’s staff for their own store only; an empty day says so', async () => {
    const own = await fetchReport(t, kasir, report, { tanggal: TEST_TODAY });
    expect(own.body.data.map((row) => row.kode_toko)).toEqual(['T02']);
    const other = await fetchReport(t, kasir, report, { tanggal: TEST_TODAY, kode_toko: 'T01' });
    expect([other.status, other.body.message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const empty = await fetchReport(t, owner, report, { tanggal: '2026-11-01' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [], total_rows: 0 });
    const missing = await fetchReport(t, owner, report, { kode_gudang: 'KC' });
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.tanggalTidakBolehKosong]);
  });

  it('prints the day as a PDF', async () => {
    const pdf = await exportReportFile(t, owner, report, { tanggal: TEST_TODAY }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN TIMBANG BAKI');
    expect(text).toContain('Tanggal : 2026-11-22');
    expect(text).toContain(String(weighed.no_timbang));
    expect(text).toContain('-0.125');
  });
});
