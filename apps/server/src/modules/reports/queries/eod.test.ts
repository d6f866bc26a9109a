import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/eod';
import {
  bakiPlace,
  boundaryPlace,
  buildBarang,
  buildDocument,
  buildStore,
  buildTray,
  buildUser,
  transitPlace,
} from '../../../testing/factories.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../../../testing/report-testing.ts';
import { countAsBooked } from '../../../testing/hitung-kas.ts';

// Two stores of the test's own, closed on two evenings (the clock moved), with goods of known weights; the
// report is read by an owner whose own store is never closed.
let t: TestApp;
let owner: string;
let A: string;
let B: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false, now: '2026-11-19T08:00:00+07:00' });
  [A, B] = [
    (await buildStore(t, { tgl_system: '2026-11-19' })).kode_toko,
    (await buildStore(t, { tgl_system: '2026-11-19' })).kode_toko,
  ] as [string, string];
  const trayA = (await buildTray(t, { kode_toko: A })).kode_baki;
  const trayB = (await buildTray(t, { kode_toko: B })).kode_baki;
  await buildBarang(t, { kode_baki: trayA, berat: '1.000' });
  const melted = await buildBarang(t, { kode_baki: trayA, berat: '2.000' });
  await buildBarang(t, { kode_baki: trayB, berat: '0.500' });
  const closers = [
    await buildUser(t, { kode_toko: A, level: 'KASIR', menus: ['/validasi-penjualan'] }),
    await buildUser(t, { kode_toko: B, level: 'KASIR', menus: ['/validasi-penjualan'] }),
  ];
  const close = async () => {
    for (const closer of closers) {
      const token = (await loginAs(t.app, closer.user_id, closer.password)).token;
      await countAsBooked(t, token);
      const closed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/system/close',
        headers: bearer(token),
        payload: { PROSES: 'close' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
  };
  t.setNow('2026-11-19T21:00:00+07:00');
  await close();
  // The next day A melts one piece (2.000 g), then both close again.
  t.setNow('2026-11-20T08:00:00+07:00');
  await buildDocument(t, {
    kode_toko: A,
    tgl_system: '2026-11-20',
    doc_type: 'HANCUR_BARANG',
    lines: [
      {
        from: bakiPlace(trayA),
        to: boundaryPlace('DESTROYED', A),
        kode_group: melted.kode_group,
        kode_dept: melted.kode_dept,
        qty: 1,
        berat: melted.berat,
        kode_barcode: melted.kode_barcode,
      },
    ],
  });
  t.setNow('2026-11-20T21:00:00+07:00');
  await close();
  t.setNow('2026-11-22T10:00:00+07:00');
  owner = (await buildUser(t, { kode_toko: (await buildStore(t)).kode_toko, level: 'OWN' })).token;
});
afterAll(async () => {
  await t.close();
});

describe('laporan eod', () => {
  it('lists each closed day per store with its snapshot as detail rows that add up to the day', async () => {
    const { body } = await fetchReport(t, owner, report, { tgl_from: '2026-11-19', tgl_to: '2026-11-22' });
    expect(body.message).toBe(MESSAGES.laporanTersedia);
    expect(body.total_rows).toBe(4);
    const [first, second] = [A, B].sort();
    expect(body.data.map((r) => `${r.tgl_system} ${r.kode_toko}`)).toEqual([
      `2026-11-20 ${first}`,
      `2026-11-20 ${second}`,
      `2026-11-19 ${first}`,
      `2026-11-19 ${second}`,
    ]);
    const day = (tgl: string, kode_toko: string) => body.data.find((r) => r.tgl_system === tgl && r.kode_toko === kode_toko);
    expect(day('2026-11-19', A)).toMatchObject({ total_qty: 2, total_berat: '3.000' });
    expect(day('2026-11-20', A)).toMatchObject({ total_qty: 1, total_berat: '1.000' });
    expect(day('2026-11-19', B)).toMatchObject({ total_qty: 1, total_berat: '0.500' });
    expect(day('2026-11-20', B)).toMatchObject({ total_qty: 1, total_berat: '0.500' });
    for (const row of body.data) {
      const saldo = row.saldo as Array<{ qty: number; berat: string }>;
      expect(saldo.reduce((n, s) => n + s.qty, 0)).toBe(row.total_qty);
      expect(saldo.reduce((sum, s) => sum.plus(s.berat), new Decimal(0)).toFixed(3)).toBe(row.total_berat);
    }
    expect(body.totals).toMatchObject({ total_qty: 5, total_berat: '5.000' });
  });

  it('shows a day as soon as the store closes it, and only the chosen store', async () => {
    // A store of its own holding known stock: two rings on a tray and one on the road (3 pieces).
    const store = (await buildStore(t)).kode_toko;
    const tray = await buildTray(t, { kode_toko: store });
    await buildBarang(t, { kode_baki: tray.kode_baki, berat: '1.100' });
    const sent = await buildBarang(t, { kode_baki: tray.kode_baki, berat: '2.200' });
    await buildBarang(t, { kode_baki: tray.kode_baki, berat: '3.300' });
    await buildDocument(t, {
      kode_toko: store,
      doc_type: 'KIRIM_BARANG',
      lines: [
        {
          from: bakiPlace(tray.kode_baki),
          to: transitPlace('KRM-UJI', store),
          kode_group: sent.kode_group,
          kode_dept: sent.kode_dept,
          qty: 1,
          berat: sent.berat,
          kode_barcode: sent.kode_barcode,
        },
      ],
    });
    const closer = await buildUser(t, { kode_toko: store, level: 'KASIR', menus: ['/validasi-penjualan'] });
    await countAsBooked(t, closer.token);
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/system/close',
      headers: bearer(closer.token),
      payload: { PROSES: 'close' },
    });
    expect(closed.statusCode).toBe(200);
    const { body } = await fetchReport(t, owner, report, { tgl_from: '2026-11-22', tgl_to: '2026-11-22', kode_toko: store });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      tgl_system: '2026-11-22',
      tgl_system_baru: '2026-11-23',
      kode_toko: store,
      closed_by: closer.user_id,
      total_qty: 3,
      total_berat: '6.600',
    });
    const pdf = await exportReportFile(t, owner, report, { tgl_from: '2026-11-22', tgl_to: '2026-11-22', kode_toko: store }, 'pdf');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN EOD');
    expect(text).toMatch(/Gudang\s+Baki \/ Kiriman\s+Kategori\s+Jenis\s+Qty\s+Berat/);
    expect(text).toContain(tray.kode_baki);
  });

  it('answers an empty period with the empty text', async () => {
    const { body } = await fetchReport(t, owner, report, { tgl_from: '2026-10-01', tgl_to: '2026-10-31' });
    expect(body).toMatchObject({
      message: MESSAGES.dataLaporanTidakTersedia,
      data: [],
      total_rows: 0,
      totals: { total_qty: 0, total_berat: '0.000' },
    });
  });
});
