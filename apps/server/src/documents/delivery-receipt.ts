// The delivery receipt of a branch transfer (kirim-barang): 'Bukti KIRIM BARANG', A4 landscape, columns
// No, Kode, Nama Barang, Kadar, Gudang, Baki, Qty, Berat, a total, the signature areas Pengirim and
// Penerima, and 'Printed By' / 'n of N' on every page. The sender's address runs the page's width (a
// landscape page has room: wrapped at 48 characters it took three lines); the receiver's address stands
// under Tujuan. The send-goods flow calls renderDeliveryReceiptPdf.
import { formatGrams, formatQty, MESSAGES, sumGrams } from '@kencana/core';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { A4_LANDSCAPE, A4_MARGINS, BODY_FONT_SIZE, renderPdf } from './pdf-engine.ts';
import { columnWidths } from './pdf-report.ts';
import { stampFooter, type PrintStamp } from './print-stamp.ts';
import type { DocumentShop } from './report-document.ts';

export interface DeliveryStore extends DocumentShop {
  kode_toko: string;
}

export interface DeliveryReceiptRow {
  kode_barcode: string;
  nama_barang: string;
  kode_gudang: string;
  kode_baki: string;
  /** The purity with its unit ('17K', '75%'), see purityText. */
  kadar: string;
  qty: number;
  /** Grams, exact text. */
  berat: string;
}

export interface DeliveryReceipt {
  no_kirim: string;
  /** Business date of the shipment, yyyy-MM-dd. */
  tanggal: string;
  /** The sending store: its name and address head the page. */
  dari: DeliveryStore;
  tujuan: DeliveryStore;
  rows: readonly DeliveryReceiptRow[];
  stamp: PrintStamp;
}

/** Column labels of the receipt (spec 000 §9). */
export const DELIVERY_COLUMNS = ['No', 'Kode', 'Nama Barang', 'Kadar', 'Gudang', 'Baki', 'Qty', 'Berat'] as const;
/** Columns aligned right (numbers). */
const RIGHT_COLUMNS: ReadonlySet<number> = new Set([0, 6, 7]);
export const DELIVERY_TEXT = {
  noKirim: 'No Kirim',
  tanggal: 'Tanggal',
  dari: 'Dari',
  tujuan: 'Tujuan',
  total: 'TOTAL',
  pengirim: 'Pengirim',
  penerima: 'Penerima',
} as const;

const line = (label: string, value: string): Content => ({ columns: [{ text: label, width: 60 }, { text: `: ${value}` }] });

/** Renders the delivery receipt of one shipment. */
export async function renderDeliveryReceiptPdf(receipt: DeliveryReceipt): Promise<Buffer> {
  const right = { alignment: 'right' as const };
  const body: TableCell[][] = [
    DELIVERY_COLUMNS.map((label, i): TableCell => ({
      text: label,
      bold: true,
      fillColor: '#dfe6ee',
      ...(RIGHT_COLUMNS.has(i) ? right : {}),
    })),
    ...receipt.rows.map((row, index): TableCell[] => [
      { text: String(index + 1), ...right },
      { text: row.kode_barcode },
      { text: row.nama_barang },
      { text: row.kadar },
      { text: row.kode_gudang },
      { text: row.kode_baki },
      { text: formatQty(row.qty), ...right },
      { text: formatGrams(row.berat, 3), ...right },
    ]),
    [
      { text: DELIVERY_TEXT.total, bold: true, colSpan: 6, fillColor: '#eef1f4' },
      { text: '' },
      { text: '' },
      { text: '' },
      { text: '' },
      { text: '' },
      { text: formatQty(receipt.rows.reduce((n, row) => n + row.qty, 0)), bold: true, fillColor: '#eef1f4', ...right },
      { text: formatGrams(sumGrams(receipt.rows.map((r) => r.berat)), 3), bold: true, fillColor: '#eef1f4', ...right },
    ],
  ];
  const available = A4_LANDSCAPE.width - A4_MARGINS[0] - A4_MARGINS[2];
  const signature = (label: string): Content =>
    ({
      stack: [{ text: label, alignment: 'center' }, { text: '\n\n\n\n' }, { text: '(_________________________)', alignment: 'center' }],
      width: 200,
    }) as Content;
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: A4_MARGINS,
    info: { title: `${MESSAGES.buktiKirimBarang} ${receipt.no_kirim}`, author: receipt.stamp.user_id, creator: 'Kencana' },
    defaultStyle: { fontSize: BODY_FONT_SIZE },
    footer: stampFooter(receipt.stamp),
    content: [
      { text: receipt.dari.nama_toko, fontSize: 11, bold: true },
      { text: receipt.dari.alamat_toko || '-' },
      { text: MESSAGES.buktiKirimBarang, fontSize: 12, bold: true, alignment: 'center', margin: [0, 6, 0, 2] },
      {
        columns: [
          { width: 220, stack: [line(DELIVERY_TEXT.noKirim, receipt.no_kirim), line(DELIVERY_TEXT.tanggal, receipt.tanggal)] },
          {
            width: '*',
            stack: [
              line(DELIVERY_TEXT.dari, `${receipt.dari.kode_toko} - ${receipt.dari.nama_toko}`),
              line(
                DELIVERY_TEXT.tujuan,
                [`${receipt.tujuan.kode_toko} - ${receipt.tujuan.nama_toko}`, receipt.tujuan.alamat_toko].filter(Boolean).join(', '),
              ),
            ],
          },
        ],
        margin: [0, 4, 0, 6],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: columnWidths(
            [{ width: 0.5 }, { width: 1.3 }, { width: 4 }, { width: 0.8 }, { width: 1 }, { width: 1 }, { width: 0.6 }, { width: 1.2 }],
            available,
          ),
          body,
        },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#9aa5b1', vLineColor: () => '#9aa5b1' },
      },
      {
        columns: [
          { width: '*', text: '' },
          signature(DELIVERY_TEXT.pengirim),
          { width: 80, text: '' },
          signature(DELIVERY_TEXT.penerima),
          { width: '*', text: '' },
        ],
        margin: [0, 24, 0, 0],
        unbreakable: true,
      },
    ],
  });
}
