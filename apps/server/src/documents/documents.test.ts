// The renderers, read back: the PDF's text (title, period, 'n of N', 'Printed By', non-ASCII text) and
// the spreadsheet's cells (numbers as numbers with the report's decimals, totals).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type { ReportColumn } from '@kencana/core';
import transaksiPenjualan from '@kencana/core/reports/transaksi-penjualan';
import { renderBarcodeLabelsPdf } from './barcode-labels.ts';
import { renderDeliveryReceiptPdf } from './delivery-receipt.ts';
import { A4_LANDSCAPE, A4_MARGINS } from './pdf-engine.ts';
import { renderReportPdf } from './report-pdf-thread.ts';
import type { ReportDocument } from './report-document.ts';
import { renderReportXlsx } from './xlsx-report.ts';

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

async function pdfPageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const info = await parser.getInfo({ parsePageInfo: true });
    const page = info.pages[0] as unknown as { width: number; height: number };
    return { width: Math.round(page.width), height: Math.round(page.height) };
  } finally {
    await parser.destroy();
  }
}

/** Poppler's rasteriser, to look at a printout as a picture. */
const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The first page as a grey picture (PGM): for each pixel row, whether any pixel on it is dark. */
function inkedRows(bytes: Buffer, dpi = 150): boolean[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), bytes);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(dir, 'doc.pdf'),
      path.join(dir, 'page'),
    ]);
    const pgm = fs.readFileSync(path.join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    return Array.from({ length: height }, (_, y) => pixels.subarray(y * width, (y + 1) * width).some((v) => v < 128));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first page as a grey picture: for each pixel column, whether any pixel on it is as dark as text. */
function inkedColumns(bytes: Buffer, dpi = 150): boolean[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kencana-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), bytes);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(dir, 'doc.pdf'),
      path.join(dir, 'page'),
    ]);
    const pgm = fs.readFileSync(path.join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
    if (!header) throw new Error('not a PGM');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(header[0].length);
    return Array.from({ length: width }, (_, x) =>
      Array.from({ length: height }, (_, y) => pixels[y * width + x] ?? 255).some((v) => v < 128),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A sale of two invoices of two pieces each, as /laporan-transaksi-penjualan answers it (big prices: the widest cells). */
function salesReport(): ReportDocument {
  const piece = (barcode: string, berat: string) => ({
    kode_barcode: barcode,
    nama_barang: 'CINCIN 17K MOTIF BUNGA MAWAR',
    kode_group: '17K',
    kode_dept: 'CIN17',
    berat,
    kadar: '75%',
    harga_per_gram: 1_234_567,
    ongkos: 150_000,
    diskon: 25_000,
    harga: 123_456_789,
  });
  const invoice = (no: string, pieces: ReturnType<typeof piece>[], berat: string) => ({
    tgl_system: '2026-11-22',
    no_faktur_jual: no,
    kode_toko: 'T01',
    customer: 'PELANGGAN UJI',
    kode_sales: 'S01',
    qty: pieces.length,
    berat,
    diskon: 50_000,
    total_harga: 246_913_578,
    poin: 2,
    user_id: 'owner',
    detail_barang: pieces,
  });
  return {
    title: transaksiPenjualan.title,
    shop: { nama_toko: 'KENCANA PUSAT', alamat_toko: 'JL. PASAR BARU NO. 17' },
    period: 'Periode : 2026-11-22 s/d 2026-11-22',
    columns: transaksiPenjualan.columns,
    detail: transaksiPenjualan.detail ?? null,
    rows: [
      invoice('FJ-T01-261122-0001', [piece('ABCD0001', '1.100'), piece('ABCD0002', '2.200')], '3.300'),
      invoice('FJ-T01-261122-0002', [piece('ABCD0003', '0.125'), piece('ABCD0004', '10.005')], '10.130'),
    ],
    totals: { qty: 4, berat: '13.430', diskon: 100_000, total_harga: 493_827_156, poin: 4 },
    stamp: { user_id: 'owner', printed_at: '2026-11-22 10:00' },
  };
}

const columns: ReportColumn[] = [
  { key: 'kode_toko', label: 'Kode Toko', total: 'label' },
  { key: 'nama_toko', label: 'Nama Toko', width: 2 },
  { key: 'qty', label: 'Qty', format: 'qty', total: 'sum' },
  { key: 'berat', label: 'Berat', format: 'grams', decimals: 2, total: 'sum' },
  { key: 'harga', label: 'Harga', format: 'money', total: 'sum' },
];

function sample(rows: number): ReportDocument {
  return {
    title: 'LAPORAN OWNER',
    shop: {
      nama_toko: 'KENCANA PUSAT',
      alamat_toko: 'JL. PASAR BARU NO. 17, SAWAH BESAR, JAKARTA PUSAT, DKI JAKARTA 10710, INDONESIA RAYA',
    },
    period: 'Tanggal : 2026-11-22',
    columns,
    rows: Array.from({ length: rows }, (_, i) => ({
      kode_toko: `T${String(i + 1).padStart(2, '0')}`,
      nama_toko: i === 0 ? 'TOKO ÑANDÚ – CAFÉ' : `TOKO ${i + 1}`,
      qty: i + 1,
      berat: '1.255',
      harga: 1_000_500,
    })),
    totals: { qty: (rows * (rows + 1)) / 2, berat: (rows * 1.255).toFixed(3), harga: rows * 1_000_500 },
    stamp: { user_id: 'owner', printed_at: '2026-11-22 10:00' },
  };
}

describe('report PDF', () => {
  it("is laid out off the server's event loop: its timers keep firing while 1,500 rows are rendered", async () => {
    // Counted, not timed: laid out on the loop, pdfmake held it for the whole render (no tick between start and
    // end); in the worker the loop turns throughout.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    const bytes = await renderReportPdf(sample(1500));
    clearInterval(ticker);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfText(bytes)).text).toContain('TOKO 1500');
    expect(ticks).toBeGreaterThan(20);
  });

  it('prints the header, the period, the rows, the totals and on every page Printed By and n of N', async () => {
    const bytes = await renderReportPdf(sample(120));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('KENCANA PUSAT');
    expect(text).toContain('LAPORAN OWNER');
    expect(text).toContain('Tanggal : 2026-11-22');
    // The address wraps at 48 characters, on two lines at most.
    expect(text).toContain('JL. PASAR BARU NO. 17, SAWAH BESAR, JAKARTA');
    expect(text).toContain('PUSAT, DKI JAKARTA 10710, INDONESIA RAYA');
    expect(text).toContain('TOKO ÑANDÚ – CAFÉ');
    expect(text).toContain('1.26');
    expect(text).toMatch(/TOTAL\s+7,260\s+150.60\s+Rp\. 120,060,000/);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`${page} of ${pages}`);
    expect(text.split('Printed By owner / 2026-11-22 10:00').length - 1).toBe(pages);
    expect(await pdfPageSize(bytes)).toEqual({ width: 842, height: 595 });
  });

  it('prints expandable detail rows under their row', async () => {
    const doc: ReportDocument = {
      ...sample(1),
      detail: {
        key: 'saldo',
        columns: [
          { key: 'tempat', label: 'Baki' },
          { key: 'berat', label: 'Berat Baki', format: 'grams', decimals: 3 },
        ],
      },
      rows: [
        {
          kode_toko: 'T01',
          nama_toko: 'PUSAT',
          qty: 2,
          berat: '3',
          harga: 0,
          saldo: [
            { tempat: 'KC01A', berat: '1.5' },
            { tempat: 'KC01B', berat: '1.5' },
          ],
        },
      ],
    };
    const { text } = await pdfText(await renderReportPdf(doc));
    expect(text).toMatch(/Baki\s+Berat Baki/);
    expect(text).toMatch(/KC01A\s+1.500/);
    expect(text).toMatch(/KC01B\s+1.500/);
  });

  it.skipIf(!hasPdftoppm)(
    "keeps the detail rows inside the table's border, their last column (Harga) on one line (seen as a picture)",
    async () => {
      const bytes = await renderReportPdf(salesReport());
      const { text } = await pdfText(bytes);
      expect(text).toMatch(/Diskon\s+Harga/);
      expect(text).toMatch(/Rp\. 25,000\s+Rp\. 123,456,789/);
      // The table fills the page between the 10 mm margins: nothing as dark as text lies right of its border.
      const dpi = 150;
      const inked = inkedColumns(bytes, dpi);
      const border = Math.ceil(((A4_LANDSCAPE.width - A4_MARGINS[2]) * dpi) / 72);
      expect(inked.slice(border + 1).some(Boolean)).toBe(false);
      expect(inked.slice(border - 40, border).some(Boolean)).toBe(true);
    },
  );
});

describe('report XLSX', () => {
  it('writes a sheet titled per report, numbers as numbers with the decimals, and the totals row', async () => {
    const bytes = await renderReportXlsx(sample(3));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('LAPORAN OWNER');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.getCell('A1').value).toBe('KENCANA PUSAT');
    expect(sheet.getCell('A3').value).toBe('LAPORAN OWNER');
    expect(sheet.getCell('A4').value).toBe('Tanggal : 2026-11-22');
    expect(sheet.getRow(6).values).toEqual([undefined, 'Kode Toko', 'Nama Toko', 'Qty', 'Berat', 'Harga']);
    expect(sheet.getCell('B7').value).toBe('TOKO ÑANDÚ – CAFÉ');
    expect(sheet.getCell('C7').value).toBe(1);
    expect(sheet.getCell('D7').value).toBe(1.255);
    expect(sheet.getCell('D7').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('E7').numFmt).toBe('"Rp. "#,##0');
    expect(sheet.getCell('A10').value).toBe('TOTAL');
    expect(sheet.getCell('C10').value).toEqual({ formula: 'SUM(C7:C9)', result: 6 });
    expect(sheet.getCell('D10').value).toEqual({ formula: 'SUM(D7:D9)', result: 3.765 });
    expect(sheet.getCell('E10').value).toEqual({ formula: 'SUM(E7:E9)', result: 3_001_500 });
    expect(sheet.autoFilter).toBeTruthy();
  });

  it('writes detail rows on their own sheet under their own header, so SUMs over each sheet are right', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderReportXlsx(salesReport())) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['LAPORAN TRANSAKSI PENJUALAN', 'Detail']);
    const [invoices, pieces] = workbook.worksheets;
    if (!invoices || !pieces) return;
    // The invoices' sheet holds invoices only: the totals are live SUMs over them.
    expect(invoices.getRow(6).values).toEqual([
      undefined,
      'Tanggal',
      'No Faktur',
      'Toko',
      'Customer',
      'Sales',
      'Qty',
      'Berat',
      'Diskon',
      'Total Harga',
      'Poin',
      'User',
    ]);
    expect(invoices.getRow(8).getCell(2).value).toBe('FJ-T01-261122-0002');
    expect(invoices.getRow(9).getCell(1).value).toBe('TOTAL');
    expect(invoices.getCell('F9').value).toEqual({ formula: 'SUM(F7:F8)', result: 4 });
    expect(invoices.getCell('G9').value).toEqual({ formula: 'SUM(G7:G8)', result: 13.43 });
    // The pieces' sheet: its own header, each piece named by its invoice, every value under its own label.
    expect(pieces.getRow(6).values).toEqual([
      undefined,
      'Tanggal',
      'No Faktur',
      'Toko',
      'Kode Barcode',
      'Nama Barang',
      'Kategori',
      'Jenis',
      'Berat',
      'Kadar',
      'Harga/Gr',
      'Ongkos',
      'Diskon',
      'Harga',
    ]);
    const labels = (pieces.getRow(6).values as unknown[]).slice(1).map(String);
    const piece = (row: number) => Object.fromEntries(labels.map((label, i) => [label, pieces.getRow(row).getCell(i + 1).value]));
    expect(piece(7)).toEqual({
      Tanggal: '2026-11-22',
      'No Faktur': 'FJ-T01-261122-0001',
      Toko: 'T01',
      'Kode Barcode': 'ABCD0001',
      'Nama Barang': 'CINCIN 17K MOTIF BUNGA MAWAR',
      Kategori: '17K',
      Jenis: 'CIN17',
      Berat: 1.1,
      Kadar: '75%',
      'Harga/Gr': 1_234_567,
      Ongkos: 150_000,
      Diskon: 25_000,
      Harga: 123_456_789,
    });
    expect(piece(10)).toMatchObject({ 'No Faktur': 'FJ-T01-261122-0002', 'Kode Barcode': 'ABCD0004', Berat: 10.005 });
    expect(pieces.getCell('H7').numFmt).toBe('#,##0.000');
    expect(pieces.getCell('M7').numFmt).toBe('"Rp. "#,##0');
    expect(pieces.getCell('A11').value).toBe('TOTAL');
    expect(pieces.getCell('H11').value).toEqual({ formula: 'SUM(H7:H10)', result: 13.43 });
    expect(pieces.getCell('M11').value).toEqual({ formula: 'SUM(M7:M10)', result: 493_827_156 });
    // A price per gram is no amount: it is not summed.
    expect(pieces.getCell('J11').value).toBeNull();
    expect(pieces.autoFilter).toBeTruthy();
  });
});

describe('delivery receipt', () => {
  it("prints 'Bukti KIRIM BARANG', the columns with Kadar and Qty, the total, both signatures and n of N", async () => {
    const rows = Array.from({ length: 45 }, (_, i) => ({
      kode_barcode: `AB${String(i).padStart(6, '0')}`,
      nama_barang: `CINCIN 17K MOTIF ${i}`,
      kode_gudang: 'KC',
      kode_baki: 'KC01A',
      kadar: i === 0 ? '75%' : '17K',
      qty: 1,
      berat: '2.001',
    }));
    const bytes = await renderDeliveryReceiptPdf({
      no_kirim: 'KB-T01-261122-0001',
      tanggal: '2026-11-22',
      dari: {
        kode_toko: 'T01',
        nama_toko: 'KENCANA PUSAT',
        alamat_toko: 'JL. PASAR BARU NO. 17 RT 03 RW 05 KELURAHAN PASAR BARU KECAMATAN SAWAH BESAR',
      },
      tujuan: { kode_toko: 'T02', nama_toko: 'KENCANA BANDUNG', alamat_toko: 'JL. OTTO ISKANDARDINATA NO. 88' },
      rows,
      stamp: { user_id: 'kasir', printed_at: '2026-11-22 10:00' },
    });
    const { text, pages } = await pdfText(bytes);
    expect(text).toContain('Bukti KIRIM BARANG');
    expect(text).toMatch(/No\s+Kode\s+Nama Barang\s+Kadar\s+Gudang\s+Baki\s+Qty\s+Berat/);
    expect(text).toMatch(/AB000000\s+CINCIN 17K MOTIF 0\s+75%\s+KC\s+KC01A\s+1\s+2.001/);
    expect(text).toMatch(/AB000001\s+CINCIN 17K MOTIF 1\s+17K\s+KC\s+KC01A\s+1\s+2.001/);
    expect(text).toContain('KB-T01-261122-0001');
    expect(text).toContain('T02 - KENCANA BANDUNG, JL. OTTO ISKANDARDINATA NO. 88');
    // The sender's 78-character address on one line: the landscape page has room for it.
    expect(text.split('\n')).toContain('JL. PASAR BARU NO. 17 RT 03 RW 05 KELURAHAN PASAR BARU KECAMATAN SAWAH BESAR');
    expect(text).toMatch(/TOTAL\s+45\s+90.045/);
    expect(text).toContain('Pengirim');
    expect(text).toContain('Penerima');
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`${pages} of ${pages}`);
    expect(text).toContain('Printed By kasir / 2026-11-22 10:00');
    expect(await pdfPageSize(bytes)).toEqual({ width: 842, height: 595 });
  });
});

describe('barcode labels', () => {
  const item = {
    kode_barcode: 'ABCD2345',
    nama_barang: 'CINCIN 17K POLOS',
    kode_toko: 'T01',
    kode_gudang: 'KC',
    kode_baki: 'KC01A',
    kode_group: '17K',
    kode_dept: 'CIN17',
    kadar: '75',
    kadar_cetak: '17K',
    berat: '2.5',
  };

  it('prints one label per page, sized to the stock, with name, barcode text, weight and purity with its unit', async () => {
    const bytes = await renderBarcodeLabelsPdf([item, { ...item, kode_barcode: 'WXYZ6789', berat: '10.125', kadar_cetak: '' }], '50x25');
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text).toContain('CINCIN 17K POLOS');
    expect(text).toContain('ABCD2345');
    expect(text).toMatch(/2.500 gr\s+17K/);
    // No printed purity: the purity in percent, never a bare '75'.
    expect(text).toMatch(/10.125 gr\s+75%/);
    // 50 × 25 mm in points.
    expect(await pdfPageSize(bytes)).toEqual({ width: 142, height: 71 });
  });

  it.skipIf(!hasPdftoppm)('uses the whole label: the bars and figures reach into its bottom third (seen as a picture)', async () => {
    for (const size of ['50x25', '40x20', '60x30'] as const) {
      const rows = inkedRows(await renderBarcodeLabelsPdf([item], size));
      const third = Math.floor(rows.length / 3);
      const share = (part: boolean[]) => part.filter(Boolean).length / part.length;
      // The bars fill the middle third; the bottom third holds the code and the figures.
      expect(share(rows.slice(third, 2 * third)), size).toBeGreaterThan(0.9);
      expect(share(rows.slice(2 * third)), size).toBeGreaterThan(0.5);
    }
  });
});
