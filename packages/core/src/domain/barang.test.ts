import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BARCODE_ALPHABET,
  BARCODE_PATTERN,
  bagiBeratProporsional,
  bandingkanOpname,
  barcodeFromRandom,
  hitungTimbangBaki,
  susutMelebihiTukang,
} from './barang.ts';
import { sumGrams } from './grams.ts';

describe('barcodes', () => {
  it('uses 32 unambiguous symbols and always makes an 8-character stored code', () => {
    expect(BARCODE_ALPHABET).toHaveLength(32);
    expect(new Set(BARCODE_ALPHABET).size).toBe(32);
    for (const lookAlike of ['I', 'O', '0', '1']) expect(BARCODE_ALPHABET).not.toContain(lookAlike);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 ** 31 }), { minLength: 8, maxLength: 8 }), (values) => {
        const code = barcodeFromRandom(values);
        expect(code).toMatch(BARCODE_PATTERN);
        expect([...code].every((c) => BARCODE_ALPHABET.includes(c))).toBe(true);
      }),
    );
    expect(() => barcodeFromRandom([1, 2, 3])).toThrow(RangeError);
  });
});

describe('hitungTimbangBaki', () => {
  it('takes the tray, tags, plastic and attributes off the scale weight and compares with the books', () => {
    const result = hitungTimbangBaki({
      berat_sistem: '250.500',
      berat_bandrol: '1.200',
      berat_plastik: '0.600',
      berat_atribut: '3.000',
      berat_baki: '120.000',
      berat_timbangan: '375.100',
    });
    expect(result).toEqual({ berat_tara: '124.800', berat_seharusnya: '375.300', berat_bersih: '250.300', selisih: '-0.200' });
  });

  it('is exact for many small weights', () => {
    const result = hitungTimbangBaki({
      berat_sistem: '0.3',
      berat_bandrol: '0.1',
      berat_plastik: '0.2',
      berat_atribut: '0',
      berat_baki: '0',
      berat_timbangan: '0.6',
    });
    expect(result.selisih).toBe('0.000');
  });
});

describe('bandingkanOpname', () => {
  const books = [
    { kode_barcode: 'AAAAAAAA', berat: '2.000' },
    { kode_barcode: 'BBBBBBBB', berat: '3.500' },
    { kode_barcode: 'CCCCCCCC', berat: '1.250' },
  ];

  it('sorts scans into found, missing and extra, with the weight difference of the found ones', () => {
    const result = bandingkanOpname(books, [
      { kode_barcode: 'AAAAAAAA', berat: '1.990' },
      { kode_barcode: 'BBBBBBBB' },
      { kode_barcode: 'ZZZZZZZZ' },
      { kode_barcode: 'AAAAAAAA', berat: '5.000' },
    ]);
    expect(result.ditemukan).toEqual([
      { kode_barcode: 'AAAAAAAA', berat_sistem: '2.000', berat_hitung: '1.990', selisih: '-0.010' },
      { kode_barcode: 'BBBBBBBB', berat_sistem: '3.500', berat_hitung: '3.500', selisih: '0.000' },
    ]);
    expect(result.hilang).toEqual([{ kode_barcode: 'CCCCCCCC', berat: '1.250' }]);
    expect(result.lebih).toEqual([{ kode_barcode: 'ZZZZZZZZ' }]);
    expect(result.berat_selisih).toBe('-0.010');
  });

  it('an empty count finds everything missing', () => {
    const result = bandingkanOpname(books, []);
    expect(result.hilang).toHaveLength(3);
    expect(result.ditemukan).toEqual([]);
    expect(result.berat_selisih).toBe('0.000');
  });
});

describe('bagiBeratProporsional', () => {
  it('shares a batch weight in proportion to the items, adding up to the total exactly', () => {
    expect(bagiBeratProporsional(['2.000', '4.000', '6.000'], '11.400')).toEqual(['1.900', '3.800', '5.700']);
    // 10 / 3 does not divide: the leftover milligram goes to the largest remainder, the first on a tie.
    expect(bagiBeratProporsional(['1.000', '1.000', '1.000'], '10.000')).toEqual(['3.334', '3.333', '3.333']);
    expect(bagiBeratProporsional(['0', '0'], '0.003')).toEqual(['0.002', '0.001']);
    expect(bagiBeratProporsional([], '1.000')).toEqual([]);
    expect(() => bagiBeratProporsional(['1'], '-1')).toThrow(RangeError);
  });

  it('always sums to the total, never below zero, for any weights', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (mgs, totalMg) => {
          const shares = bagiBeratProporsional(
            mgs.map((m) => (m / 1000).toFixed(3)),
            (totalMg / 1000).toFixed(3),
          );
          expect(shares).toHaveLength(mgs.length);
          expect(sumGrams(shares)).toBe((totalMg / 1000).toFixed(3));
          expect(shares.every((s) => !s.startsWith('-'))).toBe(true);
        },
      ),
    );
  });
});

describe('susutMelebihiTukang', () => {
  it('compares Berat Susut with Susut Tukang exactly; a blank Susut Tukang is 0; unreadable weights pass', () => {
    expect(susutMelebihiTukang('0.101', '0.1')).toBe(true);
    expect(susutMelebihiTukang('0.100', '0.1')).toBe(false);
    expect(susutMelebihiTukang('0.001', '')).toBe(true);
    expect(susutMelebihiTukang('', '0.1')).toBe(false);
    expect(susutMelebihiTukang('abc', '0')).toBe(false);
  });
});
