// Barcode labels for the goods: one label per page, the page sized to the label stock, each with the
// item name, a Code 128 of kode_barcode (bwip-js), the barcode text, the weight (3 decimals, the
// ledger's barang.berat) and the purity with its unit ('17K', '75%'). The parts share the label's height:
// the bars take what the text lines leave (a short symbol scaled to the width once left a third empty).
// The labels draw their bars as vector rectangles: a PNG per label (encode, embed, decode) made a tray's
// labels cost seconds of the server's one thread, and every other request of the chain waited behind it.
import bwipjs from 'bwip-js';
import type { CanvasRect } from 'pdfmake/interfaces';
import { formatGrams, purityText } from '@kencana/core';
import { LABEL_SIZES, type LabelItem, type LabelSize } from '@kencana/core/contracts/cetak-barcode';
import type { Content } from 'pdfmake/interfaces';
import { mm, renderPdf } from './pdf-engine.ts';

/** A Code 128 symbol as a PNG data URL: bars with their quiet zones (10 modules each side); the text is set by the PDF. */
export async function code128Png(text: string): Promise<string> {
  // Tall bars: the PDF scales the image into its box by the smaller ratio, so a flat symbol would be sized
  // by the label's width and come out short.
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 30,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 0,
  });
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Modules of quiet zone either side of a symbol (Code 128 asks for at least 10). */
const QUIET_MODULES = 10;

/**
 * A Code 128 symbol as vector bars filling `width` × `height` points (quiet zones included): bwip-js encodes
 * the text into alternating bar and space widths in modules; each bar becomes one rectangle.
 */
export function code128Bars(text: string, width: number, height: number): CanvasRect[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>;
  const widths = symbol?.sbs ?? [];
  const modules = widths.reduce((sum, w) => sum + w, 0) + 2 * QUIET_MODULES;
  const unit = width / modules;
  const bars: CanvasRect[] = [];
  let x = QUIET_MODULES;
  widths.forEach((w, index) => {
    if (index % 2 === 0) bars.push({ type: 'rect', x: x * unit, y: 0, w: w * unit, h: height, color: '#000' });
    x += w;
  });
  return bars;
}

/** Renders labels for the items in the given order. */
export async function renderBarcodeLabelsPdf(items: readonly LabelItem[], size: LabelSize): Promise<Buffer> {
  const { width, height } = LABEL_SIZES[size];
  const margin = mm(1.5);
  const innerWidth = mm(width) - 2 * margin;
  const innerHeight = mm(height) - 2 * margin;
  const small = height <= 20;
  const nameSize = small ? 5.5 : 6.5;
  const codeSize = small ? 6 : 7;
  const figureSize = small ? 7 : 9;
  // pdfmake sets a line at about 1.17 × its font size; the bars get the rest of the label.
  const barHeight = innerHeight - 1.17 * (nameSize + codeSize + figureSize) - 2;
  const content: Content[] = items.map((item, index) => ({
    stack: [
      { text: item.nama_barang, bold: true, fontSize: nameSize, maxHeight: mm(3), noWrap: true },
      { canvas: code128Bars(item.kode_barcode, innerWidth, barHeight), margin: [0, 1, 0, 0] },
      { text: item.kode_barcode, alignment: 'center', fontSize: codeSize },
      {
        columns: [
          { text: `${formatGrams(item.berat, 3)} gr`, bold: true, fontSize: figureSize },
          { text: purityText(item.kadar, item.kadar_cetak), alignment: 'right', bold: true, fontSize: figureSize },
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
