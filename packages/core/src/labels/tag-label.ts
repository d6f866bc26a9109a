// A jewellery tag label, defined once and written for the label printers shops run: TSPL (TSC and its many
// clones) and ZPL (Zebra). The layout is worked out here in printer dots — the piece's name, a Code 128 of its
// barcode, the barcode as text, its weight and purity, and a price (or the shop's coded price) with the
// store's name when asked — and each language only writes the same elements its own way, so the two printers
// print the same tag. Label stock is set per store: the size of one label, how many across the roll, the gaps
// and the printer's resolution.
import { formatGrams } from '../format/grams.ts';
import { purityText } from '../format/purity.ts';
import { toSlipText } from '../receipts/slip.ts';

/** The label stock on the roll. */
export interface LabelStock {
  /** One label, in millimetres. */
  lebar_mm: number;
  tinggi_mm: number;
  /** Labels across the roll (a 4-across roll of tail tags: 4). */
  kolom: number;
  /** Between two labels side by side, and between two rows (the gap the printer's sensor finds). */
  jarak_kolom_mm: number;
  jarak_baris_mm: number;
  /** The print head: 203 dpi (8 dots a millimetre) or 300 dpi (12). */
  dpi: 203 | 300;
}

/** The stock most counter label printers are loaded with: 50 × 25 mm, one across, 203 dpi. */
export const DEFAULT_LABEL_STOCK: LabelStock = { lebar_mm: 50, tinggi_mm: 25, kolom: 1, jarak_kolom_mm: 2, jarak_baris_mm: 2, dpi: 203 };

/** What a tag says of one piece. */
export interface TagLabel {
  kode_barcode: string;
  nama_barang: string;
  /** Grams as text ('2.800'). */
  berat: string;
  kadar: string;
  kadar_cetak: string;
  /** The price line as it should print ('Rp. 1,250,000', or a coded price such as 'KNC-AB'); none when empty. */
  harga?: string;
  /** The store's name, printed when given and when the tag has room for it. */
  nama_toko?: string;
}

export type TagElement =
  | { kind: 'text'; x: number; y: number; height: number; text: string; bold: boolean }
  | { kind: 'code128'; x: number; y: number; height: number; narrow: number; text: string };

/** One row of the roll: the elements of every label on it, at their place across the roll. */
export interface TagRow {
  widthDots: number;
  heightDots: number;
  elements: TagElement[];
}

const dotsPerMm = (stock: LabelStock) => (stock.dpi === 300 ? 12 : 8);

/** The width of a character of a text `height` dots high: the printers' fixed fonts are about 0.6 as wide as high. */
export const charWidth = (height: number): number => Math.ceil(height * 0.6);

/** Code 128 (set B) modules of a text: start, one symbol per character, the check symbol, the stop. */
const code128Modules = (text: string) => 11 * (text.length + 2) + 13;

/** The elements of one label whose left edge is at `left` dots, laid out for the stock. */
export function tagElements(label: TagLabel, stock: LabelStock, left = 0): TagElement[] {
  const dots = dotsPerMm(stock);
  const width = Math.round(stock.lebar_mm * dots);
  const height = Math.round(stock.tinggi_mm * dots);
  const margin = Math.round(1.5 * dots);
  const inner = width - 2 * margin;
  const small = stock.tinggi_mm <= 20;
  const nameHeight = Math.round((small ? 2 : 2.5) * dots);
  const codeHeight = Math.round((small ? 2 : 2.25) * dots);
  const figureHeight = Math.round((small ? 2.5 : 3) * dots);
  const gap = Math.max(2, Math.round(0.4 * dots));
  const fit = (text: string, textHeight: number) => toSlipText(text).slice(0, Math.max(1, Math.floor(inner / charWidth(textHeight))));
  const centered = (text: string, textHeight: number) =>
    left + margin + Math.max(0, Math.floor((inner - text.length * charWidth(textHeight)) / 2));

  const name = fit(label.nama_barang, nameHeight);
  const extra = [label.harga, label.nama_toko].filter((line): line is string => Boolean(line?.trim()));
  const lines = extra.map((line) => fit(line, codeHeight));
  const minBars = dots * 4;
  const barsLeft = () => height - 2 * margin - (nameHeight + codeHeight + figureHeight + lines.length * (codeHeight + gap) + 4 * gap);
  // A small tag keeps its bars scannable (4 mm at least): the store's name goes first, then the price.
  while (lines.length > 0 && barsLeft() < minBars) lines.pop();
  const barHeight = Math.max(minBars, barsLeft());
  const narrow = Math.max(1, Math.min(3, Math.floor(inner / (code128Modules(label.kode_barcode) + 20))));
  const barWidth = code128Modules(label.kode_barcode) * narrow;

  const elements: TagElement[] = [];
  let y = margin;
  elements.push({ kind: 'text', x: left + margin, y, height: nameHeight, text: name, bold: true });
  y += nameHeight + gap;
  elements.push({
    kind: 'code128',
    x: left + margin + Math.max(0, Math.floor((inner - barWidth) / 2)),
    y,
    height: barHeight,
    narrow,
    text: label.kode_barcode,
  });
  y += barHeight + gap;
  const code = toSlipText(label.kode_barcode);
  elements.push({ kind: 'text', x: centered(code, codeHeight), y, height: codeHeight, text: code, bold: false });
  y += codeHeight + gap;
  const weight = `${formatGrams(label.berat, 3)} gr`;
  const purity = toSlipText(purityText(label.kadar, label.kadar_cetak));
  elements.push({ kind: 'text', x: left + margin, y, height: figureHeight, text: weight, bold: true });
  if (purity) {
    const x = left + margin + Math.max(0, inner - purity.length * charWidth(figureHeight));
    elements.push({ kind: 'text', x, y, height: figureHeight, text: purity, bold: true });
  }
  y += figureHeight + gap;
  for (const line of lines) {
    elements.push({ kind: 'text', x: centered(line, codeHeight), y, height: codeHeight, text: line, bold: false });
    y += codeHeight + gap;
  }
  return elements;
}

/** The labels in rows of the roll: `kolom` labels side by side, the last row filled from the left. */
export function tagRows(labels: readonly TagLabel[], stock: LabelStock): TagRow[] {
  const dots = dotsPerMm(stock);
  const across = Math.max(1, Math.floor(stock.kolom));
  const pitch = Math.round((stock.lebar_mm + stock.jarak_kolom_mm) * dots);
  const widthDots = Math.round((across * stock.lebar_mm + (across - 1) * stock.jarak_kolom_mm) * dots);
  const heightDots = Math.round(stock.tinggi_mm * dots);
  const rows: TagRow[] = [];
  for (let start = 0; start < labels.length; start += across) {
    const elements = labels.slice(start, start + across).flatMap((label, column) => tagElements(label, stock, column * pitch));
    rows.push({ widthDots, heightDots, elements });
  }
  return rows;
}
