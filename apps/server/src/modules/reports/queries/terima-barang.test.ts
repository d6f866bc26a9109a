import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report, { STATUS_KIRIMAN } from '@kencana/core/reports/terima-barang';
import { STATUS_KIRIM } from '@kencana/core/contracts/kirim-barang';
import { bearer, createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, pdfText } from '../report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
  await t.db.execute(sql`UPDATE kirim_barang SET tgl_kirim = '2026-11-20' WHERE no_kirim = ${ON_ROAD}`);
  // T02 receives two of the six goods on the road: the shipment is then partly received.
  const detail = (await t.app.inject({ method: 'GET', url: `/api/v1/terima-barang/kiriman/${ON_ROAD}`, headers: bearer(owner) })).json().data.detail_barang as Array<{ kode_barcode: string }>;
  const receipt = await t.app.inject({
    method: 'POST',
    url: '/api/v1/terima-barang',
    headers: bearer(owner),
    payload: { no_kirim: ON_ROAD, kode_baki: 'KC02A', detail_barang: detail.slice(0, 2).map((d) => d.kode_barcode) },
  });
  expect(receipt.statusCode).toBe(200);
  received = receipt.json().no_terima;
});
afterAll(async () => {
  await t.close();
});

const ON_ROAD = 'KRM-T01-261122-0001';
let received = '';
const period = { tgl_from: '2026-11-20', tgl_to: '2026-11-22' };

describe('laporan terima barang', () => {
  it('keeps the statuses of the shipments contract', () => {
    expect([...STATUS_KIRIMAN]).toEqual([...STATUS_KIRIM]);
  });

  it("lists the store's incoming shipments with what came, where, and the days on the road", async () => {
    const { status, body } = await fetchReport(t, owner, report, { ...period, kode_toko: 'T02' });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.laporanTerimaBarangTersedia);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ no_kirim: ON_ROAD, kode_toko: 'T01', tujuan: 'T02', qty: 6, qty_terima: 2, status: 'SEBAGIAN', tgl_terima: '2026-11-22', lama_transit_hari: 2 });
    const goods = body.data[0]?.detail_barang as Array<Record<string, string>>;
    expect(goods.filter((g) => g.status === 'DITERIMA').map((g) => [g.no_terima, g.kode_baki_terima, g.tgl_terima])).toEqual([
      [received, 'KC02A', '2026-11-22'],
      [received, 'KC02A', '2026-11-22'],
    ]);
    expect(goods.filter((g) => g.status === 'TRANSIT').every((g) => g.no_terima === '-')).toBe(true);
    expect(body.totals).toMatchObject({ qty: 6, qty_terima: 2 });
  });

  it('shows every store for the owner with SEMUA and filters by status', async () => {
    const all = await fetchReport(t, owner, report, period);
    expect(all.body.data.map((r) => `${r.tujuan}:${r.status}`)).toEqual(['T02:SEBAGIAN', 'T03:DITERIMA']);
    const done = await fetchReport(t, owner, report, { ...period, status: 'DITERIMA' });
    expect(done.body.data.map((r) => r.tujuan)).toEqual(['T03']);
    const empty = await fetchReport(t, owner, report, { tgl_from: '2026-01-01', tgl_to: '2026-01-31' });
    expect(empty.body).toMatchObject({ message: MESSAGES.dataLaporanTidakTersedia, total_rows: 0 });
  });

  it('refuses missing dates and users without the menu', async () => {
    const missing = await fetchReport(t, owner, report, { tgl_from: '2026-11-20' });
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.tanggalAkhirTidakBolehKosong]);
    expect((await fetchReport(t, kasir, report, period)).status).toBe(403);
  });

  it('exports a PDF with the nested goods', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_toko: 'T02', status: 'SEMUA' }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN TERIMA BARANG');
    expect(text).toContain(received);
    expect(text).toContain('SEBAGIAN');
  });
});
