import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/barang-summary';
import { rows } from '../../../db/client.ts';
import { user_menus } from '../../../db/schema/index.ts';
import { createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { fetchReport } from '../report-testing.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
});
afterAll(async () => {
  await t.close();
});

const goods = async (where: ReturnType<typeof sql>) =>
  (await rows<{ n: number; berat: string }>(t.db, sql`SELECT count(*)::int AS n, SUM(berat)::text AS berat FROM barang WHERE lokasi LIKE 'BAKI:%' AND ${where}`))[0];

describe('laporan barang summary', () => {
  it('GLOBAL: stock per store, warehouse and category at the end of the date; totals equal the goods', async () => {
    const { body } = await fetchReport(t, owner, report, { type: 'GLOBAL', tanggal: '2026-11-22' });
    expect(body.message).toBe(MESSAGES.laporanTersedia);
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(['berat', 'kode_gudang', 'kode_group', 'kode_toko', 'nama_gudang', 'qty'].sort());
    const all = await goods(sql`true`);
    expect(body.totals).toEqual({ qty: all?.n, berat: all?.berat });
  });

  it('DETAIL: per tray, category and type, filtered by store and category', async () => {
    const { body } = await fetchReport(t, owner, report, { type: 'DETAIL', tanggal: '2026-11-22', kode_toko: 'T03', kode_group: '17K' });
    expect(body.data.every((r) => r.kode_toko === 'T03' && r.kode_group === '17K' && String(r.kode_baki).startsWith('KC03'))).toBe(true);
    const t3 = await goods(sql`kode_toko = 'T03' AND kode_group = '17K'`);
    expect(body.totals).toEqual({ qty: t3?.n, berat: t3?.berat });
    expect(body.data[0]).toHaveProperty('nama_dept');
  });

  it('answers a date before the opening balance with the empty text', async () => {
    const { body } = await fetchReport(t, owner, report, { type: 'GLOBAL', tanggal: '2026-11-18' });
    expect(body).toMatchObject({ message: MESSAGES.dataYangAndaCariTidakAda, data: [], total_rows: 0 });
  });

  it('holds staff to their store: SEMUA means theirs, another store is refused', async () => {
    await t.db.insert(user_menus).values({ user_id: 'kasir', menu_name: '/laporan-barang-summary' });
    const kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
    const own = await fetchReport(t, kasir, report, { type: 'GLOBAL', tanggal: '2026-11-22' });
    expect(new Set(own.body.data.map((r) => r.kode_toko))).toEqual(new Set(['T02']));
    const other = await fetchReport(t, kasir, report, { type: 'GLOBAL', tanggal: '2026-11-22', kode_toko: 'T01' });
    expect(other.status).toBe(403);
  });
});
