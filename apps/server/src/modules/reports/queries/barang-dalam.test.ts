import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/barang-dalam';
import { rows } from '../../../db/client.ts';
import { checkLedgerInvariants } from '../../../ledger/invariants.ts';
import { bakiPlace } from '../../../ledger/places.ts';
import { postMovements } from '../../../ledger/post-movements.ts';
import { nextDocNo } from '../../../numbering/next-doc-no.ts';
import { createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../report-testing.ts';

let t: TestApp;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
});
afterAll(async () => {
  await t.close();
});

const storeTotal = async (kode_toko: string) =>
  (await rows<{ n: number; berat: string }>(t.db, sql`SELECT count(*)::int AS n, SUM(berat)::text AS berat FROM barang WHERE kode_toko = ${kode_toko} AND lokasi_kind = 'BAKI'`))[0];

describe('laporan barang dalam (GET sepuhan/report-barang-dalam)', () => {
  it("answers the user's store per warehouse and category, with totals equal to the goods", async () => {
    const { status, body } = await fetchReport(t, kasir, report, {});
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.laporanBarangDalamTersedia);
    expect(new Set(body.data.map((r) => r.nama_gudang))).toEqual(new Set(['GUDANG DISPLAY / KIRIM CABANG']));
    const total = await storeTotal('T02');
    expect(body.totals).toEqual({ qty: total?.n, berat: total?.berat });
  });

  it('follows the ledger: goods moved to another warehouse show there', async () => {
    const [item] = await rows<{ kode_barcode: string; kode_group: string; kode_dept: string; berat: string }>(
      t.db,
      sql`SELECT kode_barcode, kode_group, kode_dept, berat::text AS berat FROM barang WHERE kode_baki = 'KC02A' ORDER BY kode_barcode LIMIT 1`,
    );
    if (!item) throw new Error('no demo item');
    await t.db.transaction(async (tx) => {
      const doc_no = await nextDocNo(tx, 'TS', 'T02', TEST_TODAY);
      await postMovements(tx, { doc_no, doc_type: 'PINDAH', kode_toko: 'T02', tgl_system: TEST_TODAY, user_id: 'kasir' }, [
        { from: bakiPlace('KC02A'), to: bakiPlace('RUSAK02A'), kode_group: item.kode_group, kode_dept: item.kode_dept, qty: 1, berat: item.berat, kode_barcode: item.kode_barcode },
      ]);
    });
    const { body } = await fetchReport(t, kasir, report, {});
    expect(body.data).toContainEqual({ kode_gudang: 'RUSAK', nama_gudang: 'GUDANG BARANG RUSAK', kode_group: item.kode_group, qty: 1, berat: item.berat });
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
