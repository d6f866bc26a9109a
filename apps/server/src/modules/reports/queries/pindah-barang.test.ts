import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/pindah-barang';
import { buildBarang, buildStore, buildTray, buildUser } from '../../../testing/factories.ts';
import { bearer, createTestApp, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
const period = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
const post = async (url: string, payload: unknown) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(owner), payload: payload as object });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { no_dokumen: string };
};
/** Store X: 2 items moved from tray A to B, 1 from C to sorting; store Z: a whole tray of 3 moved; store Y: nothing. */
let X: string;
let Y: string;
let trays: { A: string; B: string; C: string; SS: string };
let moved: string[];
let sorted: string[];
let whole: string[];
let docs: { pindah: string; sortir: string; baki: string };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  const Z = (await buildStore(t)).kode_toko;
  owner = (await buildUser(t, { kode_toko: X, level: 'OWN' })).token;
  const tray = async (kode_toko: string, kode_gudang = 'KC') => (await buildTray(t, { kode_toko, kode_gudang })).kode_baki;
  trays = { A: await tray(X), B: await tray(X), C: await tray(X), SS: await tray(X, 'SS') };
  const [fromZ, toZ] = [await tray(Z), await tray(Z)];
  const place = async (kode_baki: string, weights: string[]) => {
    const codes: string[] = [];
    for (const berat of weights) codes.push((await buildBarang(t, { kode_baki, berat })).kode_barcode);
    return codes.sort();
  };
  moved = await place(trays.A, ['1.000', '2.000']);
  sorted = await place(trays.C, ['3.000']);
  whole = await place(fromZ, ['1.500', '2.500', '3.500']);
  await place(trays.B, ['4.000']);
  const pindah = await post('pindah-barang', { kode_baki_tujuan: trays.B, detail_barang: moved });
  const sortir = await post('pindah-sortir', { kode_baki_tujuan: trays.SS, detail_barang: sorted });
  const baki = await post('pindah-barang/satu-baki', { kode_baki_asal: fromZ, kode_baki_tujuan: toZ });
  docs = { pindah: pindah.no_dokumen, sortir: sortir.no_dokumen, baki: baki.no_dokumen };
});
afterAll(async () => {
  await t.close();
});

describe('laporan pindah barang', () => {
  it('lists every moved item of the period with both trays and the kind of move', async () => {
    const { status, body } = await fetchReport(t, owner, report, period);
    expect(status).toBe(200);
    expect(body).toMatchObject({ message: MESSAGES.dataLaporanTersedia, total_rows: 6 });
    expect(body.totals.qty).toBe(6);
    const byDoc = (no: string) => body.data.filter((row) => row.no_pindah === no);
    expect(byDoc(docs.pindah).map((row) => [row.jenis_pindah, row.kode_barcode, row.kode_baki_asal, row.kode_baki_tujuan])).toEqual(
      moved.map((c) => ['PINDAH BARANG', c, trays.A, trays.B]),
    );
    expect(byDoc(docs.sortir).map((row) => [row.jenis_pindah, row.kode_baki_tujuan])).toEqual([['PINDAH SORTIR', trays.SS]]);
    expect(
      byDoc(docs.baki)
        .map((row) => row.kode_barcode)
        .sort(),
    ).toEqual(whole);
  });

  it('filters by tray (either end), kind and store', async () => {
    const tray = await fetchReport(t, owner, report, { ...period, kode_baki: trays.B });
    expect(tray.body.data.map((row) => row.kode_barcode)).toEqual(moved);
    const kind = await fetchReport(t, owner, report, { ...period, jenis_pindah: 'PINDAH BAKI' });
    expect(kind.body.total_rows).toBe(3);
    const store = await fetchReport(t, owner, report, { ...period, kode_toko: Y });
    expect(store.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, total_rows: 0 });
    const bad = await fetchReport(t, owner, report, { ...period, jenis_pindah: 'LAIN' });
    expect(bad.status).toBe(400);
  });

  it('prints the moves as a PDF', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_toko: X }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN PINDAH BARANG');
    // A long store code wraps the number in its cell after a hyphen.
    expect(text.replace(/-\n/g, '-')).toContain(docs.sortir);
  });
});
