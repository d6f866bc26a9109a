import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { compareGrams, hitungTimbangBaki, MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/timbang-baki';
import { buildBarang, buildStore, buildTray, buildUser, type BuiltUser } from '../../../testing/factories.ts';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
let kasirId: string;
let weighed: Record<string, string>;
/** Store X: trays A and C (120 g each) weighed in the morning; store Y: the cashier's tray B weighed at 10:00. */
let X: string;
let Y: string;
let trays: { A: string; C: string; B: string };

/** Weighs a tray: the scale reads `short` grams less than the books and the tare say. */
async function weigh(user: BuiltUser, kode_baki: string, short: string, keterangan: string) {
  const figures = (await user.client.get(`timbang-baki/baki?kode_baki=${kode_baki}`)).json().data;
  const berat_timbangan = new Decimal(figures.berat_seharusnya).minus(short).toFixed(3);
  const response = await user.client.post('timbang-baki', { kode_baki, berat_timbangan, keterangan });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, string>;
}

beforeAll(async () => {
  // The morning: store X weighs two trays at 08:15 and 08:20.
  t = await createTestApp({ seed: false, now: '2026-11-22T08:15:00+07:00' });
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  const ownerUser = await buildUser(t, { kode_toko: X, level: 'OWN' });
  owner = ownerUser.token;
  trays = {
    A: (await buildTray(t, { kode_toko: X, berat_baki: '120.000' })).kode_baki,
    C: (await buildTray(t, { kode_toko: X, berat_baki: '120.000' })).kode_baki,
    B: (await buildTray(t, { kode_toko: Y })).kode_baki,
  };
  // Goods carry their tare: per item a tag and a plastic bag, and a stone on some.
  const tag = { berat_bandrol: '0.200', berat_plastik: '0.100' };
  for (const [kode_baki, berat, stone] of [
    [trays.A, '2.000', false],
    [trays.A, '3.000', true],
    [trays.C, '5.000', false],
    [trays.B, '4.000', true],
    [trays.B, '1.500', false],
  ] as const) {
    await buildBarang(t, { kode_baki, berat, form: stone ? { ...tag, nama_atribut: 'Batu', berat_atribut: '0.150' } : tag });
  }
  await weigh(ownerUser, trays.A, '0.000', 'pagi');
  t.setNow('2026-11-22T08:20:00+07:00');
  await weigh(ownerUser, trays.C, '0.150', 'pagi');
  t.setNow(TEST_NOW);
  const kasirUser = await buildUser(t, { kode_toko: Y, menus: ['/timbang-baki'] });
  kasir = kasirUser.token;
  kasirId = kasirUser.user_id;
  weighed = await weigh(kasirUser, trays.B, '0.125', 'sore');
});
afterAll(async () => {
  await t.close();
});

describe('laporan timbang baki', () => {
  it('answers GET timbang-baki?tanggal&kode_gudang&kode_toko with the figures and the difference', async () => {
    const { status, body } = await fetchReport(t, owner, report, { tanggal: TEST_TODAY, kode_gudang: 'KC', kode_toko: Y });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    const [row] = body.data;
    const expected = hitungTimbangBaki({ ...weighed, berat_timbangan: weighed.berat_timbangan! } as Parameters<
      typeof hitungTimbangBaki
    >[0]);
    expect(row).toMatchObject({
      no_timbang: weighed.no_timbang,
      jam: '10:00',
      kode_baki: trays.B,
      berat_sistem: weighed.berat_sistem,
      berat_tara: expected.berat_tara,
      berat_seharusnya: expected.berat_seharusnya,
      berat_timbangan: weighed.berat_timbangan,
      selisih: '-0.125',
      keterangan: 'SORE',
      user_id: kasirId,
    });
    expect(body.totals.selisih).toBe('-0.125');
  });

  it('has the morning weighings of X: one as the books say, one 0.150 g short', async () => {
    const { body } = await fetchReport(t, owner, report, { tanggal: TEST_TODAY, kode_toko: X });
    expect(body.data.map((row) => [row.jam, row.kode_baki, row.selisih])).toEqual([
      ['08:15', trays.A, '0.000'],
      ['08:20', trays.C, '-0.150'],
    ]);
    // The goods carry their tare: 120 g of tray, 0.300 g per item and a 0.150 g stone.
    expect(compareGrams(String(body.data[0]?.berat_tara), '120.000')).toBe(1);
    expect(body.data[0]?.berat_tara).toBe('120.750');
  });

  it('serves the weighing screen’s staff for their own store only; an empty day says so', async () => {
    const own = await fetchReport(t, kasir, report, { tanggal: TEST_TODAY });
    expect(own.body.data.map((row) => row.kode_toko)).toEqual([Y]);
    const other = await fetchReport(t, kasir, report, { tanggal: TEST_TODAY, kode_toko: X });
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
