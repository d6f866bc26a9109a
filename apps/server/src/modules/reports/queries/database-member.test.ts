import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARGA_100, MESSAGES, memberApi, penjualanApi } from '@kencana/core';
import report from '@kencana/core/reports/database-member';
import daftar from '@kencana/core/reports/daftar-member';
import {
  buildBarang,
  buildGroup,
  buildJenis,
  buildMember,
  buildPriceRule,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
} from '../../../testing/factories.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: string;
let kasirY: string;
let X: string;
let Y: string;
const codes: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  X = (await buildStore(t)).kode_toko;
  Y = (await buildStore(t)).kode_toko;
  owner = (await buildUser(t, { kode_toko: X, level: 'OWN' })).token;
  kasirY = (await buildUser(t, { kode_toko: Y, menus: ['/database-member', '/laporan-daftar-member'] })).token;
  // The test clock is 2026-11-22: two birthdays in November.
  codes.ani = (
    await buildMember(t, { kode_toko: X, nama_member: 'ANI NOVEMBER', tgl_lahir: '1990-11-03', poin: 40, no_hp: '081100000001' })
  ).kode_member;
  codes.budi = (
    await buildMember(t, { kode_toko: X, nama_member: 'BUDI MARET', tgl_lahir: '1985-03-10', poin: 15, tgl_daftar: '2026-10-01' })
  ).kode_member;
  codes.citra = (await buildMember(t, { kode_toko: Y, nama_member: 'CITRA NOVEMBER', tgl_lahir: '2000-11-30' })).kode_member;
  // Budi buys twice at X (his purchases count; a cancelled one would not).
  await buildPriceRule(t, HARGA_100);
  const { kode_group } = await buildGroup(t, { harga: 1_000_000 });
  const { kode_dept } = await buildJenis(t, { kode_group });
  const tray = (await buildTray(t, { kode_toko: X })).kode_baki;
  const kode_sales = await buildSales(t);
  const ownerClient = (await buildUser(t, { kode_toko: X, level: 'OWN' })).client;
  for (const berat of ['1.000', '2.000']) {
    const piece = await buildBarang(t, { kode_baki: tray, berat, kode_group, kode_dept });
    const sold = await ownerClient.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        kode_member: codes.budi,
        detail_barang: [{ kode_barcode: piece.kode_barcode }],
        pembayaran: [{ jenis: 'CASH', jumlah: 5_000_000 }],
      },
    });
    sales.push({ no: sold.data.no_faktur_jual, total: sold.data.total_harga });
  }
  history = (
    await ownerClient.ok(memberApi.riwayatMember, {
      params: { kode_member: codes.budi },
      query: { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY },
    })
  ).data.rows;
});
const sales: Array<{ no: string; total: number }> = [];
let history: Array<{ jenis: string; no_ref: string; total_harga: number }> = [];
afterAll(async () => {
  await t.close();
});

describe('Database Member', () => {
  it('lists every store’s members for the owner with the points total; a store, a search and birthdays narrow it', async () => {
    const all = await fetchReport(t, owner, report, {});
    expect(all.status).toBe(200);
    expect(all.body.data.map((r) => r.kode_member)).toEqual([codes.ani, codes.budi, codes.citra]);
    const bought = sales.reduce((n, s) => n + s.total, 0);
    expect(all.body.totals).toMatchObject({ poin: 55, total_belanja: bought, jumlah_transaksi: 2 });
    expect(all.body.data.find((r) => r.kode_member === codes.budi)).toMatchObject({
      jumlah_transaksi: 2,
      total_belanja: bought,
      kunjungan_terakhir: TEST_TODAY,
    });
    expect(all.body.message).toBe(MESSAGES.dataLaporanTersedia);
    expect((await fetchReport(t, owner, report, { kode_toko: X })).body.data.map((r) => r.kode_member)).toEqual([codes.ani, codes.budi]);
    expect((await fetchReport(t, owner, report, { cari: 'maret' })).body.data.map((r) => r.kode_member)).toEqual([codes.budi]);
    expect((await fetchReport(t, owner, report, { cari: '0811000000' })).body.data.map((r) => r.kode_member)).toEqual([codes.ani]);
    const birthdays = await fetchReport(t, owner, report, { ulang_tahun: 'BULAN INI' });
    expect(birthdays.body.data.map((r) => r.kode_member)).toEqual([codes.ani, codes.citra]);
    const row = all.body.data.find((r) => r.kode_member === codes.ani);
    expect(row).toMatchObject({ tgl_lahir: '1990-11-03', kode_toko: X, kunjungan_terakhir: TEST_TODAY, poin: 40 });
    const none = await fetchReport(t, owner, report, { cari: 'TIDAK ADA SIAPAPUN' });
    expect([none.body.total_rows, none.body.message]).toEqual([0, MESSAGES.dataLaporanTidakTersedia]);
  });

  it('holds staff to their store and exports PDF and Excel', async () => {
    const mine = await fetchReport(t, kasirY, report, { kode_toko: 'SEMUA' });
    expect(mine.body.data.map((r) => r.kode_member)).toEqual([codes.citra]);
    expect((await fetchReport(t, kasirY, report, { kode_toko: X })).status).toBe(403);
    const xlsx = await exportReportFile(t, owner, report, { kode_toko: 'SEMUA', cari: '', ulang_tahun: 'SEMUA' }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const sheet = await firstSheet(xlsx.bytes);
    const cells: string[] = [];
    sheet.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain('ANI NOVEMBER');
    const pdf = await exportReportFile(t, owner, report, { kode_toko: 'SEMUA', cari: 'ANI', ulang_tahun: 'SEMUA' }, 'pdf');
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('DATABASE MEMBER');
  });
});

describe('a member’s history (Lihat Transaksi Member)', () => {
  it('lists the member’s sales with their totals', () => {
    const rows = history
      .filter((r) => r.jenis === 'PENJUALAN')
      .map((r) => [r.no_ref, r.total_harga])
      .sort();
    expect(rows).toEqual(sales.map((s) => [s.no, s.total]).sort());
  });
});

describe('Laporan Daftar Member', () => {
  it('lists the members registered in the period with the points total', async () => {
    const today = await fetchReport(t, owner, daftar, { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY });
    expect(today.body.data.map((r) => r.kode_member)).toEqual([codes.ani, codes.citra]);
    expect(today.body.totals).toMatchObject({ poin: 40 });
    const october = await fetchReport(t, owner, daftar, { tgl_from: '2026-10-01', tgl_to: '2026-10-31', kode_toko: X });
    expect(october.body.data.map((r) => [r.kode_member, r.poin])).toEqual([[codes.budi, 15]]);
    const empty = await fetchReport(t, owner, daftar, { tgl_from: '2026-01-01', tgl_to: '2026-01-31' });
    expect(empty.body.total_rows).toBe(0);
    expect((await fetchReport(t, owner, daftar, { tgl_from: TEST_TODAY })).status).toBe(400);
    const pdf = await exportReportFile(t, kasirY, daftar, { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY, kode_toko: 'SEMUA' }, 'pdf');
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('CITRA NOVEMBER');
  });
});
