import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/eod';
import { bakiPlace, buildBarang, buildDocument, buildStore, buildTray, buildUser, transitPlace } from '../../../testing/factories.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../report-testing.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
});
afterAll(async () => {
  await t.close();
});

describe('laporan eod', () => {
  it('lists each closed day per store with its snapshot as detail rows that add up to the day', async () => {
    const { body } = await fetchReport(t, owner, report, { tgl_from: '2026-11-19', tgl_to: '2026-11-22' });
    expect(body.message).toBe(MESSAGES.laporanTersedia);
    expect(body.total_rows).toBe(9);
    expect(body.data.slice(0, 3).map((r) => `${r.tgl_system} ${r.kode_toko}`)).toEqual(['2026-11-21 T01', '2026-11-21 T02', '2026-11-21 T03']);
    for (const row of body.data) {
      const saldo = row.saldo as Array<{ qty: number; berat: string }>;
      expect(saldo.reduce((n, s) => n + s.qty, 0)).toBe(row.total_qty);
      expect(saldo.reduce((sum, s) => sum.plus(s.berat), new Decimal(0)).toFixed(3)).toBe(row.total_berat);
    }
    expect(body.totals.total_qty).toBe(9 * 70);
    const sum = body.data.reduce((s, r) => s.plus(String(r.total_berat)), new Decimal(0));
    expect(body.totals.total_berat).toBe(sum.toFixed(3));
  });

  it('shows a day as soon as the store closes it, and only the chosen store', async () => {
    // A store of its own holding known stock: two rings on a tray and one on the road (3 pieces).
    const store = (await buildStore(t)).kode_toko;
    const tray = await buildTray(t, { kode_toko: store });
    await buildBarang(t, { kode_baki: tray.kode_baki, berat: '1.100' });
    const sent = await buildBarang(t, { kode_baki: tray.kode_baki, berat: '2.200' });
    await buildBarang(t, { kode_baki: tray.kode_baki, berat: '3.300' });
    await buildDocument(t, { kode_toko: store, doc_type: 'KIRIM_BARANG', lines: [{ from: bakiPlace(tray.kode_baki), to: transitPlace('KRM-UJI', store), kode_group: sent.kode_group, kode_dept: sent.kode_dept, qty: 1, berat: sent.berat, kode_barcode: sent.kode_barcode }] });
    const closer = await buildUser(t, { kode_toko: store, level: 'KASIR' });
    const closed = await t.app.inject({ method: 'POST', url: '/api/v1/system/close', headers: bearer(closer.token), payload: { PROSES: 'close' } });
    expect(closed.statusCode).toBe(200);
    const admin = (await loginAs(t.app, 'admin', 'admin123')).token;
    const { body } = await fetchReport(t, admin, report, { tgl_from: '2026-11-22', tgl_to: '2026-11-22', kode_toko: store });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ tgl_system: '2026-11-22', tgl_system_baru: '2026-11-23', kode_toko: store, closed_by: closer.user_id, total_qty: 3, total_berat: '6.600' });
    const pdf = await exportReportFile(t, admin, report, { tgl_from: '2026-11-22', tgl_to: '2026-11-22', kode_toko: store }, 'pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN EOD');
    expect(text).toMatch(/Gudang\s+Baki \/ Kiriman\s+Kategori\s+Jenis\s+Qty\s+Berat/);
    expect(text).toContain(tray.kode_baki);
  });

  it('answers an empty period with the empty text', async () => {
    const again = (await loginAs(t.app, 'owner', 'owner123')).token;
    const { body } = await fetchReport(t, again, report, { tgl_from: '2026-10-01', tgl_to: '2026-10-31' });
    expect(body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [], total_rows: 0, totals: { total_qty: 0, total_berat: '0.000' } });
  });
});
