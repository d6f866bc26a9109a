import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { filterWeight } from '../format/input.ts';
import {
  code,
  docNo,
  grams,
  lineNo,
  omittableGrams,
  optionalCode,
  optionalDate,
  optionalGrams,
  optionalQty,
  optionalRupiah,
  optionalPhone,
  optionalText,
  phone,
  purity,
  qty,
  requiredDate,
  rupiah,
  signedGrams,
  upperChoice,
  upperText,
} from './fields.ts';

const parse = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
};

describe('grams', () => {
  const berat = grams('Berat Harus Diisi');

  it('takes exact weights as text or as a JSON number, trimmed', () => {
    expect(parse(berat, '1.250')).toEqual({ value: '1.250' });
    expect(parse(berat, ' 12 ')).toEqual({ value: '12' });
    expect(parse(berat, 1.25)).toEqual({ value: '1.25' });
    expect(parse(berat, '999999999.999')).toEqual({ value: '999999999.999' });
  });

  it("refuses a second separator, a comma, a sign, a fourth decimal with 'Berat Harus Berupa Angka…'", () => {
    for (const bad of [
      '3.25.1',
      '3,25.1',
      '1,5',
      '1,250',
      '-1',
      '+1',
      '1.2345',
      '1e3',
      'abc',
      '1 000',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1234567890',
    ]) {
      expect(parse(berat, bad), String(bad)).toEqual({ message: MESSAGES.beratTidakValid });
    }
  });

  it("answers the screen's own text when missing or blank", () => {
    for (const missing of [undefined, null, '', '   '])
      expect(parse(berat, missing), String(missing)).toEqual({ message: 'Berat Harus Diisi' });
  });

  it('a decimal comma typed in the weight input reaches the contract as a point', () => {
    expect(parse(berat, filterWeight('3,25'))).toEqual({ value: '3.25' });
    // The input stops at a second separator; the contract itself refuses '3.25.1' (below).
    expect(parse(berat, filterWeight('3.25.1'))).toEqual({ value: '3.25' });
  });

  it('refuses zero by value ("0", "0.000", "00.0") when the weight must be there', () => {
    const positive = grams('Berat Harus Diisi', { positive: 'Berat Harus Lebih Dari 0' });
    for (const zero of ['0', '0.000', '00.0', 0])
      expect(parse(positive, zero), String(zero)).toEqual({ message: 'Berat Harus Lebih Dari 0' });
    expect(parse(positive, '0.001')).toEqual({ value: '0.001' });
    expect(parse(positive, '3.25.1')).toEqual({ message: MESSAGES.beratTidakValid });
  });

  it('optional weights: blank → "0" or left out; signed weights take a minus', () => {
    expect(parse(optionalGrams(), undefined)).toEqual({ value: '0' });
    expect(parse(optionalGrams(), '  ')).toEqual({ value: '0' });
    expect(parse(optionalGrams(), '3.25.1')).toEqual({ message: MESSAGES.beratTidakValid });
    expect(parse(omittableGrams(), '')).toEqual({ value: undefined });
    expect(parse(omittableGrams(), 2)).toEqual({ value: '2' });
    expect(parse(omittableGrams(), '1,5')).toEqual({ message: MESSAGES.beratTidakValid });
    expect(parse(signedGrams(), '-0.5')).toEqual({ value: '-0.5' });
    expect(parse(signedGrams(), null)).toEqual({ value: '0' });
    expect(parse(signedGrams(), '--1')).toEqual({ message: MESSAGES.beratTidakValid });
  });
});

describe('qty and rupiah', () => {
  it('a count takes digits typed as text, refuses fractions and negatives with its text', () => {
    const count = qty('Qty Harus Diisi', { invalid: 'Qty Tidak Valid' });
    expect(parse(count, '3')).toEqual({ value: 3 });
    expect(parse(count, 0)).toEqual({ value: 0 });
    expect(parse(count, '')).toEqual({ message: 'Qty Harus Diisi' });
    expect(parse(count, 1.5)).toEqual({ message: 'Qty Tidak Valid' });
    expect(parse(count, -1)).toEqual({ message: 'Qty Tidak Valid' });
    expect(parse(count, 1_000_001)).toEqual({ message: 'Qty Tidak Valid' });
    const atLeastOne = qty('Qty Harus Diisi', { invalid: 'Qty Minimal 1', min: 1, max: 100, tooMany: 'Terlalu Banyak' });
    expect(parse(atLeastOne, 0)).toEqual({ message: 'Qty Minimal 1' });
    expect(parse(atLeastOne, 101)).toEqual({ message: 'Terlalu Banyak' });
    expect(parse(optionalQty(), '')).toEqual({ value: undefined });
  });

  it('rupiah is whole; a payment must be more than zero', () => {
    expect(parse(rupiah(), '4500000')).toEqual({ value: 4_500_000 });
    expect(parse(rupiah({ invalid: MESSAGES.nilaiHarusAngka }), 1.5)).toEqual({ message: MESSAGES.nilaiHarusAngka });
    expect(parse(rupiah({ missing: 'Jumlah Harus Diisi' }), undefined)).toEqual({ message: 'Jumlah Harus Diisi' });
    expect(parse(rupiah({ positive: 'Jumlah Bayar Tidak Valid' }), 0)).toEqual({ message: 'Jumlah Bayar Tidak Valid' });
    expect(parse(optionalRupiah(), '')).toEqual({ value: 0 });
    expect(parse(optionalRupiah(), '1,000')).toEqual({ message: MESSAGES.nilaiHarusAngka });
  });
});

describe('codes, texts and dates', () => {
  it('codes are trimmed and upper-cased; blank is missing', () => {
    expect(parse(code('Kode Baki Harus Dipilih'), ' b01 ')).toEqual({ value: 'B01' });
    expect(parse(code('Kode Baki Harus Dipilih'), '  ')).toEqual({ message: 'Kode Baki Harus Dipilih' });
    expect(parse(code('Kode Baki Harus Dipilih', 3), 'ABCD')).toEqual({ message: MESSAGES.dataTidakValid });
    expect(parse(optionalCode(), ' ')).toEqual({ value: undefined });
    expect(parse(optionalCode(), 'bca')).toEqual({ value: 'BCA' });
    expect(parse(docNo('No Sortir'), undefined)).toEqual({ message: 'No Sortir Harus Diisi' });
  });

  it('a choice is taken in any case; anything else answers its text', () => {
    const jenis = upperChoice(['CASH', 'TRANSFER'], 'Jenis Pembayaran Tidak Boleh Kosong');
    expect(parse(jenis, ' cash ')).toEqual({ value: 'CASH' });
    for (const bad of [undefined, '', 'QRIS', 3])
      expect(parse(jenis, bad), String(bad)).toEqual({ message: 'Jenis Pembayaran Tidak Boleh Kosong' });
  });

  it('texts: free text upper-cased, an optional text defaults to "-"', () => {
    expect(parse(upperText(10), null)).toEqual({ value: '' });
    expect(parse(upperText(10), ' jl. mawar ')).toEqual({ value: 'JL. MAWAR' });
    expect(parse(optionalText(), '  ')).toEqual({ value: '-' });
  });

  it('dates: a required date names its own text; an optional one may be blank', () => {
    expect(parse(requiredDate('Tanggal Awal Tidak Boleh Kosong'), '')).toEqual({ message: 'Tanggal Awal Tidak Boleh Kosong' });
    expect(parse(requiredDate('x'), '2026-11-25')).toEqual({ value: '2026-11-25' });
    expect(parse(optionalDate(), '')).toEqual({ value: undefined });
    expect(parse(z.object({ tgl_kirim: optionalDate() }), { tgl_kirim: '2026-02-30' })).toEqual({ message: 'Tanggal Kirim Tidak Valid' });
  });
});

describe('purity and phone', () => {
  it("a purity is a percentage or carats, upper-cased; blank is missing, anything else the screen's text", () => {
    expect(parse(purity(), ' 75 ')).toEqual({ value: '75' });
    expect(parse(purity(), '17k')).toEqual({ value: '17K' });
    expect(parse(purity(), '99.999')).toEqual({ value: '99.999' });
    for (const missing of [undefined, '', '  '])
      expect(parse(purity(), missing), String(missing)).toEqual({ message: 'Kadar Tidak Boleh Kosong' });
    for (const bad of ['abc', '75%', '1000', '100K', '7.5.1', '12345678901'])
      expect(parse(purity('Kadar Salah'), bad), bad).toEqual({ message: 'Kadar Salah' });
    expect(parse(purity(), 'x')).toEqual({ message: MESSAGES.kadarTidakValid });
  });

  it("a counter phone may be left out (''); an identifying phone is left out as undefined and needs a digit", () => {
    expect(parse(phone(), null)).toEqual({ value: '' });
    expect(parse(phone(), ' +62 812-3 ')).toEqual({ value: '+62 812-3' });
    expect(parse(optionalPhone(), '  ')).toEqual({ value: undefined });
    expect(parse(optionalPhone(), ' 0812 ')).toEqual({ value: '0812' });
    for (const schema of [phone(), optionalPhone()]) {
      expect(parse(schema, '0812abc')).toEqual({ message: MESSAGES.dataTidakValid });
      expect(parse(schema, '0'.repeat(21))).toEqual({ message: MESSAGES.dataTidakValid });
    }
    expect(parse(optionalPhone(), '+ -')).toEqual({ message: MESSAGES.dataTidakValid });
  });
});

describe('lineNo', () => {
  it('takes a line of a path as a whole number 1–50 and refuses anything else with the catalogue text', () => {
    expect(parse(lineNo(), '2')).toEqual({ value: 2 });
    expect(parse(lineNo(), 50)).toEqual({ value: 50 });
    for (const bad of ['0', '51', '1.5', 'X', '-1', '1e309']) expect(parse(lineNo(), bad)).toEqual({ message: MESSAGES.dataTidakValid });
  });
});
