import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/pindah-barang';
import { rows } from '../../../db/client.ts';
import { bearer, createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../report-testing.ts';

let t: TestApp;
let owner: string;
const period = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
const codesOn = async (kode_baki: string, take: number) =>
  (await rows<{ kode_barcode: string }>(t.db, sql`SELECT kode_barcode FROM barang WHERE lokasi = ${`BAKI:${kode_baki}`} ORDER BY kode_barcode LIMIT ${take}`)).map((r) => r.kode_barcode);
const post = async (url: string, payload: unknown) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(owner), payload: payload as object });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { no_dokumen: string };
};
let moved: string[];
let sorted: string[];
let whole: string[];
let docs: { pindah: string; sortir: string; baki: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  moved = await codesOn('KC01A', 2);
  sorted = await codesOn('KC01C', 1);
  const pindah = await post('pindah-barang', { kode_baki_tujuan: 'KC01B', detail_barang: moved });
  const sortir = await post('pindah-sortir', { kode_baki_tujuan: 'SS01A', detail_barang: sorted });
  whole = await codesOn('KC03D', 100);
  const baki = await post('pindah-barang/satu-baki', { kode_baki_asal: 'KC03D', kode_baki_tujuan: 'KC03A' });
  docs = { pindah: pindah.no_dokumen, sortir: sortir.no_dokumen, baki: baki.no_dokumen };
});
afterAll(async () => {
  await t.close();
});

describe('laporan pindah barang', () => {
  it('lists every moved item of the period with both trays and the kind of move', async () => {
    const { status, body } = await fetchReport(t, owner, report, period);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: MESSAGES.dataLaporanTersedia, total_rows: moved.length + sorted.length + whole.length });
    expect(body.totals.qty).toBe(moved.length + sorted.length + whole.length);
    const byDoc = (no: string) => body.data.filter((row) => row.no_pindah === no);
    expect(byDoc(docs.pindah).map((row) => [row.jenis_pindah, row.kode_barcode, row.kode_baki_asal, row.kode_baki_tujuan])).toEqual(moved.map((c) => ['PINDAH BARANG', c, 'KC01A', 'KC01B']));
    expect(byDoc(docs.sortir).map((row) => [row.jenis_pindah, row.kode_baki_tujuan])).toEqual([['PINDAH SORTIR', 'SS01A']]);
    expect(byDoc(docs.baki)).toHaveLength(whole.length);
  });

  it('filters by tray (either end), kind and store', async () => {
    const tray = await fetchReport(t, owner, report, { ...period, kode_baki: 'KC01B' });
    expect(tray.body.data.map((row) => row.kode_barcode)).toEqual(moved);
    const kind = await fetchReport(t, owner, report, { ...period, jenis_pindah: 'PINDAH BAKI' });
    expect(kind.body.total_rows).toBe(whole.length);
    const store = await fetchReport(t, owner, report, { ...period, kode_toko: 'T02' });
    expect(store.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, total_rows: 0 });
    const bad = await fetchReport(t, owner, report, { ...period, jenis_pindah: 'LAIN' });
    expect(bad.status).toBe(400);
  });

  it('prints the moves as a PDF', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_toko: 'T01' }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN PINDAH BARANG');
    expect(text).toContain(docs.sortir);
  });
});
