import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, WAREHOUSE } from '@kencana/core';
import report from '@kencana/core/reports/barang-summary';
import ownerReport from '@kencana/core/reports/owner';
import { buildBarang, buildBulkStock, buildGroup, buildJenis, buildStore, buildTray, buildUser } from '../../../testing/factories.ts';
import { rows } from '../../../db/client.ts';
import { createTestApp, loginAs, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { fetchReport } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
/** Store X: 2 rings (3.75 g) on display and 2 pieces (4 g) in sorting, category G1. Store Y: 3 g of G1 and 0.7 g of G2. */
let X: string;
let Y: string;
let G1: string;
let trayY: string;
beforeAll(async () => {
  // Nothing seeded: the chain's stock is what is built here.
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  owner = (await buildUser(t, { kode_toko: X, level: 'OWN' })).token;
  G1 = (await buildGroup(t)).kode_group;
  const G2 = (await buildGroup(t)).kode_group;
  const D1 = (await buildJenis(t, { kode_group: G1 })).kode_dept;
  const displayX = (await buildTray(t, { kode_toko: X })).kode_baki;
  const sortingX = (await buildTray(t, { kode_toko: X, kode_gudang: 'SS' })).kode_baki;
  trayY = (await buildTray(t, { kode_toko: Y })).kode_baki;
  await buildBarang(t, { kode_baki: displayX, berat: '1.250', kode_group: G1, kode_dept: D1 });
  await buildBarang(t, { kode_baki: displayX, berat: '2.500', kode_group: G1, kode_dept: D1 });
  await buildBulkStock(t, { kode_baki: sortingX, kode_group: G1, kode_dept: D1, qty: 2, berat: '4.000' });
  await buildBarang(t, { kode_baki: trayY, berat: '3.000', kode_group: G1, kode_dept: D1 });
  await buildBarang(t, { kode_baki: trayY, berat: '0.700', kode_group: G2 });
});
afterAll(async () => {
  await t.close();
});

describe('laporan barang summary', () => {
  it('GLOBAL: stock per store, warehouse and category at the end of the date; totals equal the goods', async () => {
    const { body } = await fetchReport(t, owner, report, { type: 'GLOBAL', tanggal: '2026-11-22' });
    expect(body.message).toBe(MESSAGES.laporanTersedia);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      ['berat', 'kode_gudang', 'kode_group', 'kode_toko', 'nama_gudang', 'qty'].sort(),
    );
    expect(body.data).toHaveLength(4);
    expect(body.totals).toEqual({ qty: 6, berat: '11.450' });
  });

  it('DETAIL: per tray, category and type, filtered by store and category', async () => {
    const { body } = await fetchReport(t, owner, report, { type: 'DETAIL', tanggal: '2026-11-22', kode_toko: Y, kode_group: G1 });
    expect(body.data.every((r) => r.kode_toko === Y && r.kode_group === G1 && r.kode_baki === trayY)).toBe(true);
    expect(body.totals).toEqual({ qty: 1, berat: '3.000' });
    expect(body.data[0]).toHaveProperty('nama_dept');
  });

  it('answers a date before the opening balance with the empty text', async () => {
    const { body } = await fetchReport(t, owner, report, { type: 'GLOBAL', tanggal: '2026-11-18' });
    expect(body).toMatchObject({ message: MESSAGES.dataYangAndaCariTidakAda, data: [], total_rows: 0 });
  });

  it('holds staff to their store: SEMUA means theirs, another store is refused', async () => {
    const kasir = (await buildUser(t, { kode_toko: Y, level: 'KASIR', menus: ['/laporan-barang-summary'] })).token;
    const own = await fetchReport(t, kasir, report, { type: 'GLOBAL', tanggal: '2026-11-22' });
    expect(new Set(own.body.data.map((r) => r.kode_toko))).toEqual(new Set([Y]));
    const other = await fetchReport(t, kasir, report, { type: 'GLOBAL', tanggal: '2026-11-22', kode_toko: X });
    expect(other.status).toBe(403);
  });
});

describe('stock at the end of a date on closed days (barang summary, owner report)', () => {
  // The demo chain: its opening booked and closed days back, goods moved since; the reports read each store's
  // last close on or before the date plus the rows after it (stockAsOfSql), which must equal the whole ledger summed.
  it('equals the ledger summed up to each date, before, on and after the closes', async () => {
    const seeded = await createTestApp();
    try {
      const { token } = await loginAs(seeded.app, 'owner', 'owner123');
      await buildBarang(seeded, { kode_baki: `${WAREHOUSE.DISPLAY}01A`, berat: '4.321' });
      const closes = await rows<{ tgl: string }>(
        seeded.db,
        sql`SELECT DISTINCT to_char(tgl_system, 'YYYY-MM-DD') AS tgl FROM eod_closes ORDER BY 1`,
      );
      expect(closes.length).toBeGreaterThanOrEqual(2);
      for (const tanggal of [...closes.map((c) => c.tgl), TEST_TODAY]) {
        const { body } = await fetchReport(seeded, token, report, { type: 'DETAIL', tanggal, page_size: '1000' });
        const ledger = await rows<{
          kode_toko: string;
          kode_baki: string;
          kode_group: string;
          kode_dept: string;
          qty: number;
          berat: string;
        }>(
          seeded.db,
          sql`SELECT m.place_toko AS kode_toko, substr(m.place, 6) AS kode_baki, m.kode_group, m.kode_dept, SUM(m.qty)::int AS qty,
                     SUM(m.berat)::numeric(14,3)::text AS berat
              FROM stock_movements m JOIN baki b ON 'BAKI:' || b.kode_baki = m.place JOIN jenis j ON j.kode_dept = m.kode_dept
              WHERE m.place_kind = 'BAKI' AND m.tgl_system <= ${tanggal}::date
              GROUP BY 1, 2, 3, 4 HAVING SUM(m.qty) <> 0 OR SUM(m.berat) <> 0 ORDER BY 1, 2, 3, 4`,
        );
        const shown = body.data
          .map((r) => ({
            kode_toko: r.kode_toko,
            kode_baki: r.kode_baki,
            kode_group: r.kode_group,
            kode_dept: r.kode_dept,
            qty: r.qty,
            berat: r.berat,
          }))
          .sort((a, b) => JSON.stringify(Object.values(a)).localeCompare(JSON.stringify(Object.values(b))));
        const expected = ledger.sort((a, b) => JSON.stringify(Object.values(a)).localeCompare(JSON.stringify(Object.values(b))));
        expect(shown, tanggal).toEqual(expected);
        expect(shown.length, tanggal).toBeGreaterThan(0);

        // The owner report's balance per store: pieces, grams and fine grams.
        const owner = await fetchReport(seeded, token, ownerReport, { tanggal });
        const perStore = await rows<{ kode_toko: string; jumlah_saldo: number; berat_saldo: string; berat_murni_saldo: string }>(
          seeded.db,
          sql`SELECT place_toko AS kode_toko, SUM(qty)::int AS jumlah_saldo, SUM(berat)::numeric(14,3)::text AS berat_saldo,
                     SUM(berat_murni)::numeric(14,3)::text AS berat_murni_saldo
              FROM stock_movements WHERE place_kind = 'BAKI' AND tgl_system <= ${tanggal}::date GROUP BY 1 ORDER BY 1`,
        );
        expect(
          owner.body.data.map((r) => ({
            kode_toko: r.kode_toko,
            jumlah_saldo: r.jumlah_saldo,
            berat_saldo: r.berat_saldo,
            berat_murni_saldo: r.berat_murni_saldo,
          })),
          tanggal,
        ).toEqual(perStore);
      }
    } finally {
      await seeded.close();
    }
  });
});
