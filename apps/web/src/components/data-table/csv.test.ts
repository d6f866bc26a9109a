import { describe, expect, it } from 'vitest';
import { csvFileName, type CsvColumn } from './csv-text.ts';
import { csvField, toCsv } from './csv.ts';

interface Row {
  kode: string;
  nama: string | null;
  berat: string;
  qty: number;
}

const columns: CsvColumn<Row>[] = [
  { title: 'Kode', value: (r) => r.kode },
  { title: 'Nama, Barang', value: (r) => r.nama },
  { title: 'Berat', value: (r) => r.berat },
  { title: 'Qty', value: (r) => r.qty },
];

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row', () => {
    const csv = toCsv([{ kode: 'ABCD1234', nama: 'CINCIN', berat: '1.250', qty: 1 }], columns);
    expect(csv).toBe('Kode,"Nama, Barang",Berat,Qty\r\nABCD1234,CINCIN,1.250,1\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes (RFC 4180)', () => {
    const csv = toCsv(
      [
        { kode: 'A,1', nama: 'Kalung "Rantai"', berat: '0.500', qty: 2 },
        { kode: 'B', nama: 'baris\nkedua', berat: '2.000', qty: 3 },
        { kode: 'C', nama: 'cr\rhere', berat: '3.000', qty: 4 },
      ],
      columns,
    );
    expect(csv.split('\r\n')).toEqual([
      'Kode,"Nama, Barang",Berat,Qty',
      '"A,1","Kalung ""Rantai""",0.500,2',
      'B,"baris\nkedua",2.000,3',
      'C,"cr\rhere",3.000,4',
      '',
    ]);
  });

  it('writes null and undefined as empty fields and leaves plain text unquoted', () => {
    expect(toCsv([{ kode: 'X', nama: null, berat: '0.001', qty: 0 }], columns)).toBe('Kode,"Nama, Barang",Berat,Qty\r\nX,,0.001,0\r\n');
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('"')).toBe('""""');
  });

  it('keeps a formula typed into a name from running in a spreadsheet, and negative numbers as numbers', () => {
    const csv = toCsv(
      [
        { kode: '=HYPERLINK("http://x")', nama: '@SUM(A1)', berat: '-1.250', qty: -2 },
        { kode: '+62812', nama: '-abc', berat: '-.5', qty: 0 },
      ],
      columns,
    );
    expect(csv.split('\r\n').slice(1, 3)).toEqual([`"'=HYPERLINK(""http://x"")","'@SUM(A1)",-1.250,-2`, `"'+62812","'-abc",-.5,0`]);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], columns)).toBe('Kode,"Nama, Barang",Berat,Qty\r\n');
  });

  it('names the file after the title, or data', () => {
    expect(csvFileName('Master Toko')).toBe('Master Toko.csv');
    expect(csvFileName('a/b:c')).toBe('a b c.csv');
    expect(csvFileName(undefined)).toBe('data.csv');
    expect(csvFileName('  ')).toBe('data.csv');
  });
});
