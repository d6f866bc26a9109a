import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { formatNumber, formatRupiah, groupThousands, roundUpTo500, toDecimal } from './money.ts';

describe('formatRupiah', () => {
  it('prints Rp. and comma grouping', () => {
    expect(formatRupiah(1250000)).toBe('Rp. 1,250,000');
    expect(formatRupiah('1250000')).toBe('Rp. 1,250,000');
    expect(formatRupiah(0)).toBe('Rp. 0');
    expect(formatRupiah(999)).toBe('Rp. 999');
    expect(formatRupiah(1000)).toBe('Rp. 1,000');
    expect(formatRupiah(-5000)).toBe('Rp. -5,000');
  });

  it('shows whole rupiah, rounding half up', () => {
    expect(formatRupiah('1250000.5')).toBe('Rp. 1,250,001');
    expect(formatRupiah('1250000.49')).toBe('Rp. 1,250,000');
    expect(formatRupiah(-0.4)).toBe('Rp. 0');
  });

  it('stays exact beyond float precision', () => {
    expect(formatRupiah('123456789012345678901')).toBe('Rp. 123,456,789,012,345,678,901');
  });

  it('rejects non-numbers', () => {
    expect(() => formatRupiah('')).toThrow();
    expect(() => formatRupiah('abc')).toThrow();
    expect(() => formatRupiah(Number.NaN)).toThrow();
    expect(() => formatRupiah(Number.POSITIVE_INFINITY)).toThrow();
  });
});

describe('formatNumber', () => {
  it('groups thousands without a prefix', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(100)).toBe('100');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber('1234567')).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
  });

  it('accepts already grouped text', () => {
    expect(formatNumber('1,234,567')).toBe('1,234,567');
    expect(formatNumber('-1,234.6')).toBe('-1,235');
  });

  it('refuses commas that are not thousands groups (a decimal comma is not silently ×10)', () => {
    expect(() => formatNumber('1,5')).toThrow();
    expect(() => formatNumber('12,34,567')).toThrow();
    expect(() => formatNumber('1234,567')).toThrow();
    expect(() => formatNumber(',123')).toThrow();
  });

  it('accepts decimal.js values', () => {
    expect(formatNumber(new Decimal('9876543.5'))).toBe('9,876,544');
    expect(() => formatNumber(new Decimal(Number.NaN))).toThrow();
  });
});

describe('roundUpTo500', () => {
  it.each([
    [0, 0],
    [1, 500],
    [499, 500],
    [500, 500],
    [501, 1000],
    [1000, 1000],
    [1001, 1500],
    ['1000.01', 1500],
    ['999.999', 1000],
    [0.1, 500],
    [1234567, 1234500 + 500],
    [-1, 0],
    [-501, -500],
  ])('%j → %j', (input, expected) => {
    expect(roundUpTo500(input)).toBe(expected);
  });

  it('rejects non-numbers', () => {
    expect(() => roundUpTo500('x')).toThrow();
    expect(() => roundUpTo500(Number.NaN)).toThrow();
    expect(() => roundUpTo500('1,5')).toThrow();
  });

  it('is exact on decimals and refuses prices a JS number cannot hold', () => {
    expect(roundUpTo500(new Decimal('0.3').minus('0.1'))).toBe(500);
    expect(roundUpTo500('9007199254740000')).toBe(9007199254740000);
    expect(() => roundUpTo500('9007199254740993')).toThrow(RangeError);
    expect(Object.is(roundUpTo500(-0), 0)).toBe(true);
    expect(Object.is(roundUpTo500('-499'), 0)).toBe(true);
  });
});

describe('helpers', () => {
  it('groupThousands keeps sign and fraction', () => {
    expect(groupThousands('-1234567.50')).toBe('-1,234,567.50');
    expect(groupThousands('123')).toBe('123');
    expect(groupThousands('1000.0001')).toBe('1,000.0001');
  });

  it('toDecimal parses exactly', () => {
    expect(toDecimal('0.1').plus(toDecimal('0.2')).toString()).toBe('0.3');
    expect(toDecimal(' 12 ').toString()).toBe('12');
    expect(() => toDecimal('1e3')).toThrow();
    expect(() => toDecimal('.')).toThrow();
  });
});
