// The sales reports of the counter (/laporan-transaksi-penjualan, -penjualan-sales, -penjualan-bayar,
// -penjualan-marketplace, -batal-penjualan) over real sales posted through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HARGA_100, MESSAGES, penjualanApi, REPORT_TEXT, type PenjualanBody } from '@kencana/core';
import batal from '@kencana/core/reports/batal-penjualan';
import bayar from '@kencana/core/reports/penjualan-bayar';
import marketplaceReport from '@kencana/core/reports/penjualan-marketplace';
import perSales from '@kencana/core/reports/penjualan-sales';
import transaksi from '@kencana/core/reports/transaksi-penjualan';
import {
  buildBarang,
  buildGroup,
  buildJenis,
  buildMarketplace,
  buildPriceRule,
  buildSales,
  buildStore,
  buildTray,
  buildUser,
  type BuiltStore,
  type BuiltUser,
} from '../../../testing/factories.ts';
import { createTestApp, TEST_TODAY, type TestApp } from '../../../testing/test-app.ts';
import { exportReportFile, fetchReport, firstSheet, pdfText, sheetNamed } from '../../../testing/report-testing.ts';

let t: TestApp;
let owner: BuiltUser;
let ownerY: string;
let kasirY: string;
let X: string;
let Y: string;
let storeX: BuiltStore;
let storeY: BuiltStore;
let S1: string;
let S2: string;
let MP: string;
const today = { tgl_from: TEST_TODAY, tgl_to: TEST_TODAY };
type Sold = { no: string; total: number; kembalian: number; berat: string };
const sold: Sold[] = [];
let cancelled: Sold;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await buildPriceRule(t, HARGA_100);
  storeX = await buildStore(t);
  storeY = await buildStore(t);
  X = storeX.kode_toko;
  Y = storeY.kode_toko;
  owner = await buildUser(t, { kode_toko: X, level: 'OWN' });
  ownerY = (await buildUser(t, { kode_toko: Y, level: 'OWN' })).token;
  kasirY = (await buildUser(t, { kode_toko: Y, menus: ['/laporan-transaksi-penjualan'] })).token;
  const { kode_group } = await buildGroup(t, { harga: 1_000_000 });
  const { kode_dept } = await buildJenis(t, { kode_group });
  const tray = (await buildTray(t, { kode_toko: X })).kode_baki;
  S1 = await buildSales(t, { nama_sales: 'SALES SATU' });
  S2 = await buildSales(t, { nama_sales: 'SALES DUA' });
  MP = await buildMarketplace(t, { nama_marketplace: 'TOKO ONLINE UJI' });
  const sell = async (berat: string, kode_sales: string, pembayaran: PenjualanBody['pembayaran']): Promise<Sold> => {
    const piece = await buildBarang(t, { kode_baki: tray, berat, kode_group, kode_dept });
    const answer = await owner.client.ok(penjualanApi.simpanPenjualan, {
      body: {
        kode_sales,
        customer: { nama: 'PELANGGAN UJI', no_hp: '0812', alamat: 'JL. A' },
        detail_barang: [{ kode_barcode: piece.kode_barcode }],
        pembayaran,
      },
    });
    return { no: answer.data.no_faktur_jual, total: answer.data.total_harga, kembalian: answer.data.kembalian, berat };
  };
  sold.push(await sell('1.000', S1, [{ jenis: 'CASH', jumlah: 2_000_000 }]));
  sold.push(
    await sell('2.000', S1, [
      { jenis: 'QRIS', jumlah: 500_000 },
      { jenis: 'CASH', jumlah: 3_000_000 },
    ]),
  );
  sold.push(
    await sell('0.500', S2, [
      { jenis: 'MARKETPLACE', jumlah: 400_000, kode_marketplace: MP, no_referensi: 'ORD-77' },
      { jenis: 'CASH', jumlah: 1_000_000 },
    ]),
  );
  cancelled = await sell('1.500', S2, [{ jenis: 'CASH', jumlah: 2_000_000 }]);
  await owner.client.ok(penjualanApi.batalPenjualan, { body: { no_faktur_jual: cancelled.no, alasan: 'SALAH BARANG' } });
});
afterAll(async () => {
  await t.close();
});

const sum = (list: Sold[], pick: (s: Sold) => number) => list.reduce((n, s) => n + pick(s), 0);

describe('Laporan Transaksi Penjualan', () => {
  it('lists the period’s sales (cancelled left out) with their pieces and the totals', async () => {
    const { status, body } = await fetchReport(t, owner.token, transaksi, today);
    expect(status).toBe(200);
    expect(body.data.map((r) => r.no_faktur_jual)).toEqual(sold.map((s) => s.no));
    expect(body.totals).toMatchObject({ qty: 3, berat: '3.500', total_harga: sum(sold, (s) => s.total) });
    const first = body.data[0] as Record<string, unknown>;
    expect(first.detail_barang).toEqual([expect.objectContaining({ berat: '1.000', harga: sold[0]?.total })]);
    expect((await fetchReport(t, owner.token, transaksi, { ...today, kode_toko: Y })).body.total_rows).toBe(0);
    expect((await fetchReport(t, owner.token, transaksi, { tgl_from: '2026-01-01', tgl_to: '2026-01-31' })).body.message).toBe(
      MESSAGES.dataLaporanTidakTersedia,
    );
    // Staff see their store only.
    expect((await fetchReport(t, kasirY, transaksi, { ...today, kode_toko: 'SEMUA' })).body.total_rows).toBe(0);
    expect((await fetchReport(t, kasirY, transaksi, { ...today, kode_toko: X })).status).toBe(403);
    const pdf = await exportReportFile(t, owner.token, transaksi, { ...today, kode_toko: 'SEMUA' }, 'pdf');
    expect(await pdfText(pdf.bytes)).toContain(sold[0]?.no ?? '?');
  });

  it('exports the pieces on their own sheet, each under its own header and named by its invoice, with right sums', async () => {
    const xlsx = await exportReportFile(t, owner.token, transaksi, { ...today, kode_toko: X }, 'xlsx');
    expect(xlsx.status).toBe(200);
    const invoices = await firstSheet(xlsx.bytes);
    // The invoices' sheet holds one row per invoice and their totals only.
    expect(invoices.getCell('B7').value).toBe(sold[0]?.no);
    expect(invoices.getCell('A10').value).toBe('TOTAL');
    expect((invoices.getCell('G10').value as { formula: string }).formula).toBe('SUM(G7:G9)');
    const pieces = await sheetNamed(xlsx.bytes, REPORT_TEXT.detail);
    const labels = (pieces.getRow(6).values as unknown[]).slice(1).map(String);
    expect(labels.slice(0, 4)).toEqual(['Tanggal', 'No Faktur', 'Toko', 'Kode Barcode']);
    const at = (label: string) => labels.indexOf(label) + 1;
    expect(
      [7, 8, 9].map((row) => [
        pieces.getRow(row).getCell(at('No Faktur')).value,
        pieces.getRow(row).getCell(at('Berat')).value,
        pieces.getRow(row).getCell(at('Harga')).value,
      ]),
    ).toEqual(sold.map((s) => [s.no, Number(s.berat), s.total]));
    expect(pieces.getRow(10).getCell(1).value).toBe('TOTAL');
    expect(pieces.getRow(10).getCell(at('Berat')).value).toMatchObject({ result: 3.5 });
    expect(pieces.getRow(10).getCell(at('Harga')).value).toMatchObject({ result: sum(sold, (s) => s.total) });
  });

  it('prints the store the report was filtered to (every store under SEMUA), not the user’s own', async () => {
    // An owner of store Y prints store X's sales: X's name and address head the PDF and the spreadsheet.
    const pdf = await pdfText((await exportReportFile(t, ownerY, transaksi, { ...today, kode_toko: X }, 'pdf')).bytes);
    expect(pdf).toContain(storeX.nama_toko);
    expect(pdf).toContain(storeX.alamat_toko);
    expect(pdf).not.toContain(storeY.nama_toko);
    const sheet = await firstSheet((await exportReportFile(t, ownerY, transaksi, { ...today, kode_toko: X }, 'xlsx')).bytes);
    expect([sheet.getCell('A1').value, sheet.getCell('A2').value]).toEqual([storeX.nama_toko, storeX.alamat_toko]);
    const all = await firstSheet((await exportReportFile(t, ownerY, transaksi, { ...today, kode_toko: 'SEMUA' }, 'xlsx')).bytes);
    expect([all.getCell('A1').value, all.getCell('A3').value]).toEqual([REPORT_TEXT.semuaToko, transaksi.title]);
    const allPdf = await pdfText((await exportReportFile(t, ownerY, transaksi, { ...today, kode_toko: 'SEMUA' }, 'pdf')).bytes);
    expect(allPdf).toContain(REPORT_TEXT.semuaToko);
    expect(allPdf).not.toContain(storeY.nama_toko);
    expect(allPdf).not.toContain(storeY.alamat_toko);
  });
});

describe('Laporan Penjualan Sales', () => {
  it('sums per sales person', async () => {
    const { body } = await fetchReport(t, owner.token, perSales, today);
    expect(body.data.map((r) => [r.kode_sales, r.jumlah_nota, r.qty, r.berat])).toEqual(
      [
        [S1, 2, 2, '3.000'],
        [S2, 1, 1, '0.500'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    expect(body.totals).toMatchObject({ jumlah_nota: 3, total_harga: sum(sold, (s) => s.total) });
  });
});

describe('Laporan Penjualan Bayar', () => {
  it('lists every payment with the change beside the cash, filtered by method', async () => {
    const { body } = await fetchReport(t, owner.token, bayar, today);
    expect(body.total_rows).toBe(5);
    expect(body.totals).toMatchObject({ jumlah: 2_000_000 + 3_500_000 + 1_400_000, kembalian: sum(sold, (s) => s.kembalian) });
    const qris = await fetchReport(t, owner.token, bayar, { ...today, jenis: 'QRIS' });
    expect(qris.body.data.map((r) => [r.no_faktur_jual, r.jumlah])).toEqual([[sold[1]?.no, 500_000]]);
    const xlsx = await exportReportFile(t, owner.token, bayar, { ...today, kode_toko: 'SEMUA', jenis: 'SEMUA' }, 'xlsx');
    const sheet = await firstSheet(xlsx.bytes);
    const cells: string[] = [];
    sheet.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
    expect(cells).toContain('MARKETPLACE');
  });
});

describe('Laporan Penjualan Marketplace', () => {
  it('lists the marketplace orders with the marketplace’s name', async () => {
    const { body } = await fetchReport(t, owner.token, marketplaceReport, today);
    expect(body.data.map((r) => [r.no_faktur_jual, r.kode_marketplace, r.nama_marketplace, r.no_referensi, r.jumlah])).toEqual([
      [sold[2]?.no, MP, 'TOKO ONLINE UJI', 'ORD-77', 400_000],
    ]);
    expect(body.totals).toMatchObject({ jumlah: 400_000 });
  });
});

describe('Laporan Batal Penjualan', () => {
  it('lists the cancelled sale with its reason and totals', async () => {
    const { body } = await fetchReport(t, owner.token, batal, today);
    expect(body.data.map((r) => [r.no_faktur_jual, r.alasan, r.user_batal, r.qty, r.berat])).toEqual([
      [cancelled.no, 'SALAH BARANG', owner.user_id, 1, '1.500'],
    ]);
    expect(body.totals).toMatchObject({ total_harga: cancelled.total });
    expect((await fetchReport(t, owner.token, batal, { tgl_from: '2026-11-01', tgl_to: '2026-11-21' })).body.total_rows).toBe(0);
  });
});
