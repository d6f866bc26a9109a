import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/stock-jual';
import { rows } from '../../../db/client.ts';
import { createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet } from '../report-testing.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
});
afterAll(async () => {
  await t.close();
});

const onDisplay = async (where: ReturnType<typeof sql>) => {
  const [row] = await rows<{ n: number; berat: string; harga: string }>(
    t.db,
    sql`SELECT count(*)::int AS n, COALESCE(SUM(berat), 0)::numeric(18,3)::text AS berat, COALESCE(SUM(harga_jual), 0)::text AS harga
        FROM barang WHERE kode_gudang = 'KC' AND lokasi_kind = 'BAKI' AND ${where}`,
  );
  return { qty: Number(row?.n), berat: row?.berat, harga_jual: Number(row?.harga) };
};

describe('laporan stock jual', () => {
  it('gives the display stock per tray, category and type from the ledger, totals equal to the goods there', async () => {
    const { status, body } = await fetchReport(t, owner, report, { kode_toko: 'T01' });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(body.data.every((row) => row.kode_gudang === 'KC' && row.kode_toko === 'T01')).toBe(true);
    expect(body.data[0]).toMatchObject({ kode_baki: 'KC01A', nama_baki: 'BAKI CINCIN' });
    expect(body.totals).toEqual(await onDisplay(sql`kode_toko = 'T01'`));
    const chain = await fetchReport(t, owner, report, {});
    expect(chain.body.totals).toEqual(await onDisplay(sql`true`));
  });

  it('narrows by tray, category and type; other warehouses on request', async () => {
    const narrow = await fetchReport(t, owner, report, { kode_toko: 'T01', kode_baki: 'KC01B', kode_group: '17K', kode_dept: 'KAL17' });
    expect(narrow.body.data.map((row) => [row.kode_baki, row.kode_group, row.kode_dept])).toEqual([['KC01B', '17K', 'KAL17']]);
    expect(narrow.body.totals).toEqual(await onDisplay(sql`kode_baki = 'KC01B' AND kode_dept = 'KAL17'`));
    const sp = await fetchReport(t, owner, report, { kode_toko: 'T01', kode_gudang: 'SP' });
    expect(sp.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, data: [], total_rows: 0 });
  });

  it('holds a cashier to their store and exports Excel', async () => {
    const admin = (await loginAs(t.app, 'kasir', 'kasir123')).token;
    expect((await fetchReport(t, admin, report, {})).status).toBe(403);
    const xlsx = await exportReportFile(t, owner, report, { kode_toko: 'T02' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN STOCK JUAL');
  });
});
