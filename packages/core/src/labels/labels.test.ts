import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_STOCK, charWidth, tagElements, tagRows, type LabelStock, type TagLabel } from './tag-label.ts';
import { tagsToTspl } from './tspl.ts';
import { tagsToZpl } from './zpl.ts';

const piece = (kode_barcode: string, berat = '2.800'): TagLabel => ({
  kode_barcode,
  nama_barang: 'CINCIN BELAH ROTAN',
  berat,
  kadar: '75',
  kadar_cetak: '17K',
});

const FOUR_ACROSS: LabelStock = { lebar_mm: 25, tinggi_mm: 15, kolom: 4, jarak_kolom_mm: 2, jarak_baris_mm: 2, dpi: 203 };

describe('tag layout', () => {
  it.each([
    ['50 × 25 mm at 203 dpi', DEFAULT_LABEL_STOCK],
    ['40 × 20 mm at 300 dpi', { ...DEFAULT_LABEL_STOCK, lebar_mm: 40, tinggi_mm: 20, dpi: 300 } as LabelStock],
    ['25 × 15 mm, 4 across', FOUR_ACROSS],
  ])('keeps every element of a tag inside its label (%s), with a price and the store', (_name, stock) => {
    const dots = stock.dpi === 300 ? 12 : 8;
    const width = stock.lebar_mm * dots;
    const height = stock.tinggi_mm * dots;
    const elements = tagElements({ ...piece('ABCD1234'), harga: 'Rp. 1,250,000', nama_toko: 'KENCANA BANDUNG' }, stock);
    for (const e of elements) {
      const right = e.kind === 'text' ? e.x + e.text.length * charWidth(e.height) : e.x + (11 * 10 + 13) * e.narrow;
      expect(e.x, JSON.stringify(e)).toBeGreaterThanOrEqual(0);
      expect(right, JSON.stringify(e)).toBeLessThanOrEqual(width);
      expect(e.y + e.height, JSON.stringify(e)).toBeLessThanOrEqual(height);
    }
    expect(elements.filter((e) => e.kind === 'code128')).toHaveLength(1);
    expect(elements.find((e) => e.kind === 'code128')!.height).toBeGreaterThanOrEqual(4 * dots);
  });

  it('prints the price and the store where there is room, and drops the store first on a small tag', () => {
    const texts = (stock: LabelStock) =>
      tagElements({ ...piece('ABCD1234'), harga: 'Rp. 1,250,000', nama_toko: 'KENCANA' }, stock).flatMap((e) =>
        e.kind === 'text' ? [e.text] : [],
      );
    expect(texts({ ...DEFAULT_LABEL_STOCK, tinggi_mm: 30 })).toEqual(expect.arrayContaining(['Rp. 1,250,000', 'KENCANA']));
    expect(texts({ ...FOUR_ACROSS, tinggi_mm: 18 })).toContain('Rp. 1,250,000');
    expect(texts({ ...FOUR_ACROSS, tinggi_mm: 18 })).not.toContain('KENCANA');
  });

  it('puts `kolom` labels on a row across the roll and fills the last row from the left', () => {
    const labels = ['AAAA0001', 'AAAA0002', 'AAAA0003', 'AAAA0004', 'AAAA0005', 'AAAA0006'].map((code) => piece(code));
    const rows = tagRows(labels, FOUR_ACROSS);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.widthDots).toBe((4 * 25 + 3 * 2) * 8);
    const barcodes = (i: number) => rows[i]!.elements.filter((e) => e.kind === 'code128').map((e) => [e.text, e.x < 27 * 8 * 4]);
    expect(barcodes(0).map(([text]) => text)).toEqual(['AAAA0001', 'AAAA0002', 'AAAA0003', 'AAAA0004']);
    expect(barcodes(1).map(([text]) => text)).toEqual(['AAAA0005', 'AAAA0006']);
    // The second label of a row starts one label and one gap to the right of the first.
    const firstX = rows[0]!.elements.filter((e) => e.kind === 'text')[0]!.x;
    const secondX = rows[0]!.elements.filter((e) => e.kind === 'text' && e.text.startsWith('CINCIN'))[1]!.x;
    expect(secondX - firstX).toBe(27 * 8);
  });
});

describe('TSPL', () => {
  it('sizes the roll, prints one row at a time and holds the barcode, its text, the weight and the purity', () => {
    const tspl = tagsToTspl([piece('ABCD1234', '12.5'), piece('WXYZ6789')], DEFAULT_LABEL_STOCK);
    const lines = tspl.trimEnd().split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['SIZE 50 mm,25 mm', 'GAP 2 mm,0 mm']);
    expect(lines.filter((line) => line === 'PRINT 1,1')).toHaveLength(2);
    expect(lines.filter((line) => line === 'CLS')).toHaveLength(2);
    expect(lines.find((line) => line.startsWith('BARCODE'))).toMatch(/^BARCODE \d+,\d+,"128",\d+,0,0,\d,\d,"ABCD1234"$/);
    expect(lines).toContainEqual(expect.stringMatching(/^TEXT \d+,\d+,"\d",0,1,1,"ABCD1234"$/));
    expect(lines).toContainEqual(expect.stringMatching(/^TEXT \d+,\d+,"\d",0,1,1,"12.500 gr"$/));
    expect(lines).toContainEqual(expect.stringMatching(/^TEXT \d+,\d+,"\d",0,1,1,"17K"$/));
  });

  it('writes a 4-across roll as one SIZE of the whole width and a PRINT per row of four', () => {
    const tspl = tagsToTspl(
      ['AAAA0001', 'AAAA0002', 'AAAA0003', 'AAAA0004', 'AAAA0005'].map((c) => piece(c)),
      FOUR_ACROSS,
    );
    expect(tspl.split('\r\n')[0]).toBe('SIZE 106 mm,15 mm');
    expect(tspl.match(/^PRINT 1,1$/gm)).toHaveLength(2);
    expect(tspl.match(/^BARCODE /gm)).toHaveLength(5);
  });

  it('cannot be broken out of a string by a name holding quotes', () => {
    const tspl = tagsToTspl([{ ...piece('ABCD1234'), nama_barang: 'CINCIN "MATA" 1' }], DEFAULT_LABEL_STOCK);
    expect(tspl).toContain('"CINCIN \\["]MATA\\["] 1"');
  });
});

describe('ZPL', () => {
  it('writes one label format per row with the Code 128 of the barcode, the weight and the purity', () => {
    const zpl = tagsToZpl([piece('ABCD1234', '2.8'), piece('WXYZ6789')], DEFAULT_LABEL_STOCK);
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
    expect(zpl).toContain('^PW400');
    expect(zpl).toContain('^LL200');
    expect(zpl).toMatch(/\^FO\d+,\d+\^BY\d,2,\d+\^BCN,\d+,N,N,N\^FH\\\^FDABCD1234\^FS/);
    expect(zpl).toContain('^FDWXYZ6789^FS');
    expect(zpl).toContain('^FD2.800 gr^FS');
    expect(zpl).toContain('^FD17K^FS');
  });

  it('writes the characters ZPL reads as commands in hex', () => {
    const zpl = tagsToZpl([{ ...piece('ABCD1234'), nama_barang: 'A^B~C\\D' }], DEFAULT_LABEL_STOCK);
    expect(zpl).toContain('^FDA\\5EB\\7EC\\5CD^FS');
  });
});
