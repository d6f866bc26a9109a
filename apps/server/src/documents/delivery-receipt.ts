// The delivery receipt of a branch transfer (kirim-barang): 'Bukti KIRIM BARANG', A4 landscape, columns
// No, Kode, Nama Barang, Gudang, Baki, Berat, a total, the signature areas Pengirim and Penerima, and
// 'Printed By' / 'n of N' on every page. The send-goods flow calls renderDeliveryReceiptPdf.
import { formatGrams, formatQty, MESSAGES, sumGrams } from '@kencana/core';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { A4_LANDSCAPE, A4_MARGINS, BODY_FONT_SIZE, renderPdf } from './pdf-engine.ts';
import { columnWidths, documentHeader } from './pdf-report.ts';
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
export const DELIVERY_COLUMNS = ['No', 'Kode', 'Nama Barang', 'Gudang', 'Baki', 'Berat'] as const;
export const DELIVERY_TEXT = { noKirim: 'No Kirim', tanggal: 'Tanggal', dari: 'Dari', tujuan: 'Tujuan', total: 'TOTAL', pengirim: 'Pengirim', penerima: 'Penerima', pcs: 'pcs' } as const;

const line = (label: string, value: string): Content => ({ columns: [{ text: label, width: 60 }, { text: `: ${value}` }] });

/** Renders the delivery receipt of one shipment. */
export async function renderDeliveryReceiptPdf(receipt: DeliveryReceipt): Promise<Buffer> {
  const right = { alignment: 'right' as const };
  const body: TableCell[][] = [
    DELIVERY_COLUMNS.map((label, i): TableCell => ({ text: label, bold: true, fillColor: '#dfe6ee', ...(i === 0 || i === 5 ? right : {}) })),
    ...receipt.rows.map((row, index): TableCell[] => [
      { text: String(index + 1), ...right },
      { text: row.kode_barcode },
      { text: row.nama_barang },
      { text: row.kode_gudang },
      { text: row.kode_baki },
      { text: formatGrams(row.berat, 3), ...right },
    ]),
    [
      { text: DELIVERY_TEXT.total, bold: true, colSpan: 2, fillColor: '#eef1f4' },
      { text: '' },
      { text: `${formatQty(receipt.rows.length)} ${DELIVERY_TEXT.pcs}`, bold: true, colSpan: 3, fillColor: '#eef1f4' },
      { text: '' },
      { text: '' },
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
      ...documentHeader(receipt.dari, MESSAGES.buktiKirimBarang, []),
      {
        columns: [
          { stack: [line(DELIVERY_TEXT.noKirim, receipt.no_kirim), line(DELIVERY_TEXT.tanggal, receipt.tanggal)] },
          {
            stack: [
              line(DELIVERY_TEXT.dari, `${receipt.dari.kode_toko} - ${receipt.dari.nama_toko}`),
              line(DELIVERY_TEXT.tujuan, `${receipt.tujuan.kode_toko} - ${receipt.tujuan.nama_toko}`),
            ],
          },
        ],
        margin: [0, 4, 0, 6],
      },
      {
        table: { headerRows: 1, dontBreakRows: true, widths: columnWidths([{ width: 0.5 }, { width: 1.3 }, { width: 4 }, { width: 1 }, { width: 1 }, { width: 1.2 }], available), body },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#9aa5b1', vLineColor: () => '#9aa5b1' },
      },
      {
        columns: [{ width: '*', text: '' }, signature(DELIVERY_TEXT.pengirim), { width: 80, text: '' }, signature(DELIVERY_TEXT.penerima), { width: '*', text: '' }],
        margin: [0, 24, 0, 0],
        unbreakable: true,
      },
    ],
  });
}
