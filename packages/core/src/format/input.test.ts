import { describe, expect, it } from 'vitest';
import {
  BARCODE_LENGTH,
  MISSING_TEXT,
  filterDigits,
  filterPurity,
  filterWeight,
  groupDigits,
  isBarcodeLookupReady,
  normaliseBarcode,
  textOrDash,
  toUpperText,
} from './input.ts';

describe('input filters', () => {
  it('filterWeight keeps digits and dots, a decimal comma becoming the point', () => {
    expect(filterWeight('12.345')).toBe('12.345');
    expect(filterWeight('12,5 gr')).toBe('12.5');
    expect(filterWeight('3,25')).toBe('3.25');
    expect(filterWeight('3,')).toBe('3.');
    expect(filterWeight('-1.5e3')).toBe('1.53');
    expect(filterWeight('')).toBe('');
    expect(filterWeight('abc')).toBe('');
  });

  it('filterWeight refuses a second decimal separator, point or comma: the text ends before it', () => {
    expect(filterWeight('3.25.')).toBe('3.25');
    expect(filterWeight('3.25.1')).toBe('3.25');
    expect(filterWeight('3,25,1')).toBe('3.25');
    expect(filterWeight('3.2,5')).toBe('3.2');
    expect(filterWeight('..5')).toBe('.');
  });

  it('filterPurity keeps digits, dot and K, upper-casing k', () => {
    expect(filterPurity('24k')).toBe('24K');
    expect(filterPurity('75.5%')).toBe('75.5');
    expect(filterPurity('18 K gold')).toBe('18K');
    expect(filterPurity('kadar 99.9')).toBe('K99.9');
    expect(filterPurity('99,9')).toBe('99.9');
  });

  it('filterDigits keeps digits only', () => {
    expect(filterDigits('1.000')).toBe('1000');
    expect(filterDigits('-5')).toBe('5');
    expect(filterDigits('Rp. 12,500')).toBe('12500');
    expect(filterDigits('x')).toBe('');
  });

  it('groupDigits groups rupiah with commas as typed', () => {
    expect(groupDigits('4500000')).toBe('4,500,000');
    expect(groupDigits('4,500,0001')).toBe('45,000,001');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('')).toBe('');
  });

  it('toUpperText upper-cases', () => {
    expect(toUpperText('psn-001a')).toBe('PSN-001A');
    expect(toUpperText('')).toBe('');
  });
});

describe('barcodes', () => {
  it('normalises to trimmed upper case, first 8 characters', () => {
    expect(BARCODE_LENGTH).toBe(8);
    expect(normaliseBarcode('  ab12cd34  ')).toBe('AB12CD34');
    expect(normaliseBarcode('ab12cd34ef')).toBe('AB12CD34');
    expect(normaliseBarcode('abc')).toBe('ABC');
    expect(normaliseBarcode('   ')).toBe('');
  });

  it('is ready for lookup from 8 characters', () => {
    expect(isBarcodeLookupReady('AB12CD3')).toBe(false);
    expect(isBarcodeLookupReady('AB12CD34')).toBe(true);
    expect(isBarcodeLookupReady('AB12CD345')).toBe(true);
    expect(isBarcodeLookupReady('  AB12CD3  ')).toBe(false);
    expect(isBarcodeLookupReady('')).toBe(false);
  });
});

describe('textOrDash', () => {
  it("shows '-' for a missing or blank text and keeps a real one as it is", () => {
    expect(MISSING_TEXT).toBe('-');
    expect(textOrDash(undefined)).toBe('-');
    expect(textOrDash(null)).toBe('-');
    expect(textOrDash('')).toBe('-');
    expect(textOrDash('   ')).toBe('-');
    expect(textOrDash('CINCIN 1')).toBe('CINCIN 1');
    expect(textOrDash(' tag ')).toBe(' tag ');
  });
});
