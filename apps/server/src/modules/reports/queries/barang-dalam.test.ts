import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/barang-dalam';
import { checkLedgerInvariants } from '../../../ledger/invariants.ts';
import {
  bakiPlace,
  buildBarang,
  buildDocument,
  buildGudang,
  buildStore,
  buildTray,
  buildUser,
  type BuiltBarang,
} from '../../../testing/factories.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../../../testing/report-testing.ts';

let t: TestApp;
let kasir: string;
/** The cashier's store Y: 1.250 + 2.000 g on a display tray, an empty damaged-goods tray; store X: 5 g. */
let Y: string;
let display: string;
let rusak: string;
let first: BuiltBarang;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await buildGudang(t, { kode_gudang: 'KC', nama_gudang: 'GUDANG DISPLAY / KIRIM CABANG' });
  await buildGudang(t, { kode_gudang: 'RUSAK', nama_gudang: 'GUDANG BARANG RUSAK' });
  const X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  display = (await buildTray(t, { kode_toko: Y })).kode_baki;
  rusak = (await buildTray(t, { kode_toko: Y, kode_gudang: 'RUSAK' })).kode_baki;
  first = await buildBarang(t, { kode_baki: display, berat: '1.250' });
  await buildBarang(t, { kode_baki: display, berat: '2.000' });
  await buildBarang(t, { kode_baki: (await buildTray(t, { kode_toko: X })).kode_baki, berat: '5.000' });
  kasir = (await buildUser(t, { kode_toko: Y, level: 'KASIR', menus: ['/laporan-barang-dalam'] })).token;
});
afterAll(async () => {
  await t.close();
});

describe('laporan barang dalam (GET sepuhan/report-barang-dalam)', () => {
  it("answers the user's store per warehouse and category, with totals equal to the goods", async () => {
    const { status, body } = await fetchReport(t, kasir, report, {});
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.laporanBarangDalamTersedia);
    expect(new Set(body.data.map((r) => r.nama_gudang))).toEqual(new Set(['GUDANG DISPLAY / KIRIM CABANG']));
    expect(body.totals).toEqual({ qty: 2, berat: '3.250' });
  });

  it('follows the ledger: goods moved to another warehouse show there', async () => {
    await buildDocument(t, {
      kode_toko: Y,
      doc_type: 'PINDAH',
      lines: [
        {
          from: bakiPlace(display),
          to: bakiPlace(rusak),
          kode_group: first.kode_group,
          kode_dept: first.kode_dept,
          qty: 1,
          berat: first.berat,
          kode_barcode: first.kode_barcode,
        },
      ],
    });
    const { body } = await fetchReport(t, kasir, report, {});
    expect(body.data).toContainEqual({
      kode_gudang: 'RUSAK',
      nama_gudang: 'GUDANG BARANG RUSAK',
      kode_group: first.kode_group,
      qty: 1,
      berat: '1.250',
    });
    expect(await checkLedgerInvariants(t.db)).toEqual([]);
  });

  it('exports a spreadsheet with weights at 2 decimals and the totals row', async () => {
    const { body } = await fetchReport(t, kasir, report, {});
    const file = await exportReportFile(t, kasir, report, {}, 'xlsx');
    expect(file.status).toBe(200);
    const sheet = await firstSheet(file.bytes);
    expect(sheet.getCell('A4').value).toBe('Tanggal : 2026-11-22');
    expect(sheet.getCell('D7').numFmt).toBe('#,##0.00');
    expect(typeof sheet.getCell('D7').value).toBe('number');
    const totalsRow = sheet.getRow(7 + body.data.length);
    expect(totalsRow.getCell(1).value).toBe('TOTAL');
    expect((totalsRow.getCell(3).value as { result: number }).result).toBe(body.totals.qty);
    expect((totalsRow.getCell(4).value as { result: number }).result).toBeCloseTo(Number(body.totals.berat), 6);
  });
});
