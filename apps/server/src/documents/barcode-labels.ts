// Barcode labels for the goods: one label per page, the page sized to the label stock, each with the
// item name, a Code 128 of kode_barcode (bwip-js), the barcode text, the weight (3 decimals, the
// ledger's barang.berat) and the purity.
import bwipjs from 'bwip-js';
import { formatGrams } from '@kencana/core';
import { LABEL_SIZES, type LabelItem, type LabelSize } from '@kencana/core/contracts/cetak-barcode';
import type { Content } from 'pdfmake/interfaces';
import { mm, renderPdf } from './pdf-engine.ts';

/** A Code 128 symbol as a PNG data URL: bars with their quiet zones (10 modules each side); the text is set by the PDF. */
export async function code128Png(text: string): Promise<string> {
  const png = await bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 8, includetext: false, paddingwidth: 10, paddingheight: 0 });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Renders labels for the items in the given order. */
export async function renderBarcodeLabelsPdf(items: readonly LabelItem[], size: LabelSize): Promise<Buffer> {
  const { width, height } = LABEL_SIZES[size];
  const margin = mm(1.5);
  const innerWidth = mm(width) - 2 * margin;
  const small = height <= 20;
  const images = await Promise.all(items.map((item) => code128Png(item.kode_barcode)));
  const content: Content[] = items.map((item, index) => ({
    stack: [
      { text: item.nama_barang, bold: true, fontSize: small ? 5.5 : 6.5, maxHeight: mm(3), noWrap: true },
      { image: images[index] as string, fit: [innerWidth, mm(height) * (small ? 0.36 : 0.42)], alignment: 'center', margin: [0, 1, 0, 0] },
      { text: item.kode_barcode, alignment: 'center', fontSize: small ? 6 : 7 },
      {
        columns: [
          { text: `${formatGrams(item.berat, 3)} gr`, bold: true, fontSize: small ? 6 : 7.5 },
          { text: item.kadar ? `${item.kadar}` : '', alignment: 'right', bold: true, fontSize: small ? 6 : 7.5 },
        ],
      },
    ],
    ...(index > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return renderPdf({
    pageSize: { width: mm(width), height: mm(height) },
    pageMargins: [margin, margin, margin, margin],
    info: { title: 'Label Barcode', creator: 'Kencana' },
    defaultStyle: { fontSize: 6, lineHeight: 1 },
    content,
  });
}
