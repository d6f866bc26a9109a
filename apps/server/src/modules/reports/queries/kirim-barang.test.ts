import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@kencana/core';
import report from '@kencana/core/reports/kirim-barang';
import { rows } from '../../../db/client.ts';
import { createTestApp, loginAs, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../report-testing.ts';

let t: TestApp;
let owner: string;
let kasir: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t.app, 'owner', 'owner123')).token;
  kasir = (await loginAs(t.app, 'kasir', 'kasir123')).token;
  // The demo's shipment still on the road to T02 left three days ago (the demo sends everything "today").
  await t.db.execute(sql`UPDATE kirim_barang SET tgl_kirim = '2026-11-19' WHERE no_kirim = ${ON_ROAD}`);
});
afterAll(async () => {
  await t.close();
});

const ON_ROAD = 'KRM-T01-261122-0001';
const RECEIVED = 'KRM-T01-261122-0002';
const period = { tgl_from: '2026-11-19', tgl_to: '2026-11-22' };

describe('laporan kirim barang', () => {
  it("lists the store's shipments with their goods, status and days on the road", async () => {
    const { status, body } = await fetchReport(t, owner, report, { ...period, kode_cabang: 'T01' });
    expect(status).toBe(200);
    expect(body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect(body.data.map((r) => r.no_kirim)).toEqual([ON_ROAD, RECEIVED]);
    expect(body.data[0]).toMatchObject({ tgl_kirim: '2026-11-19', tujuan: 'T02', nama_tujuan: 'KENCANA BANDUNG', qty: 6, qty_terima: 0, status: 'DIKIRIM', tgl_terima: '-', lama_transit_hari: 3 });
    expect(body.data[1]).toMatchObject({ tujuan: 'T03', qty: 4, qty_terima: 4, status: 'DITERIMA', tgl_terima: '2026-11-22', lama_transit_hari: 0 });
    const goods = body.data[0]?.detail_barang as Array<Record<string, unknown>>;
    expect(goods).toHaveLength(6);
    expect(goods[0]).toMatchObject({ status: 'TRANSIT', tgl_terima: '-', lama_transit_hari: 3 });
    expect(goods[0]?.kode_baki).toBe('KC01A');
    expect(body.totals).toEqual({ qty: 10, berat: expect.stringMatching(/^\d+\.\d{3}$/), qty_terima: 4 });
    const [sum] = await rows<{ berat: string }>(t.db, sql`SELECT sum(berat)::numeric(14,3)::text AS berat FROM kirim_barang WHERE kode_toko = 'T01'`);
    expect(body.totals.berat).toBe(sum?.berat);
  });

  it('narrows to one shipment number; an empty period says so', async () => {
    const one = await fetchReport(t, owner, report, { ...period, kode_cabang: 'T01', no_kirim: RECEIVED });
    expect(one.body.data.map((r) => r.no_kirim)).toEqual([RECEIVED]);
    const empty = await fetchReport(t, owner, report, { tgl_from: '2026-10-01', tgl_to: '2026-10-31', kode_cabang: 'T01' });
    expect(empty.body).toMatchObject({ message: MESSAGES.laporanKirimBarangTidakAda, data: [], total_rows: 0 });
  });

  it("needs the store ('Kode Toko Harus Dipilih') and holds staff to theirs", async () => {
    const missing = await fetchReport(t, owner, report, period);
    expect([missing.status, missing.body.message]).toEqual([400, MESSAGES.kodeTokoHarusDipilih]);
    const other = await fetchReport(t, kasir, report, { ...period, kode_cabang: 'T01' });
    expect([other.status, other.body.message]).toEqual([403, MESSAGES.aksesTokoLainDitolak]);
    const own = await fetchReport(t, kasir, report, { ...period, kode_cabang: 'T02' });
    expect(own.body.message).toBe(MESSAGES.laporanKirimBarangTidakAda);
  });

  it('declares the spec call that answers the No Kirim choices', () => {
    const field = report.fields.find((f) => f.name === 'no_kirim');
    expect(field?.optionsCall).toMatchObject({ method: 'POST', path: 'kirim-barang/no_kirim' });
    expect(field?.optionsCall?.option({ no_kirim: ON_ROAD, tujuan: 'T02' })).toEqual({ value: ON_ROAD, label: `${ON_ROAD} → T02` });
  });

  it('exports PDF and Excel with the goods nested under each shipment', async () => {
    const pdf = await exportReportFile(t, owner, report, { ...period, kode_cabang: 'T01', no_kirim: 'SEMUA' }, 'pdf');
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('LAPORAN KIRIM BARANG');
    expect(text).toContain(ON_ROAD);
    expect(text).toContain('KENCANA BANDUNG');
    expect(text).toContain('TRANSIT');
    const xlsx = await exportReportFile(t, owner, report, { ...period, kode_cabang: 'T01', no_kirim: 'SEMUA' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    expect(sheet.name).toBe('LAPORAN KIRIM BARANG');
  });
});
