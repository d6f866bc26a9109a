// Tags in TSPL, the language of TSC label printers and their clones (Xprinter, Gprinter, HPRT…): one SIZE for the
// roll's width, each row of labels cleared, drawn and printed once.
import { tagRows, type LabelStock, type TagElement, type TagLabel } from './tag-label.ts';

// The printer's fixed fonts by height in dots ("1" 12, "2" 20, "3" 24, "4" 32, "5" 48); a text gets the tallest
// that is not taller than asked.
const FONTS: Array<[height: number, font: string]> = [
  [48, '5'],
  [32, '4'],
  [24, '3'],
  [20, '2'],
  [12, '1'],
];

const fontFor = (height: number) => FONTS.find(([h]) => h <= height)?.[1] ?? '1';

/** A TSPL string literal: a double quote inside is written \["]. */
const quoted = (text: string) => `"${text.replace(/"/g, '\\["]')}"`;

function element(e: TagElement): string {
  if (e.kind === 'code128') return `BARCODE ${e.x},${e.y},"128",${e.height},0,0,${e.narrow},${e.narrow},${quoted(e.text)}`;
  return `TEXT ${e.x},${e.y},"${fontFor(e.height)}",0,1,1,${quoted(e.text)}`;
}

/** The TSPL program printing the labels, in the order given, on the stock. */
export function tagsToTspl(labels: readonly TagLabel[], stock: LabelStock): string {
  const across = Math.max(1, Math.floor(stock.kolom));
  const rollWidth = across * stock.lebar_mm + (across - 1) * stock.jarak_kolom_mm;
  const lines = [
    `SIZE ${rollWidth} mm,${stock.tinggi_mm} mm`,
    `GAP ${stock.jarak_baris_mm} mm,0 mm`,
    'DIRECTION 1',
    'REFERENCE 0,0',
    'CODEPAGE 1252',
  ];
  for (const row of tagRows(labels, stock)) lines.push('CLS', ...row.elements.map(element), 'PRINT 1,1');
  return `${lines.join('\r\n')}\r\n`;
}
