import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  addGrams,
  BERAT_SATU_BARANG_MAKS,
  beratMelebihiBatas,
  compareGrams,
  isZeroGrams,
  parseGrams,
  subGrams,
  sumGrams,
  toGramString,
  padGrams,
} from './grams.ts';

describe('parseGrams', () => {
  it.each([
    ['0', '0.000'],
    ['12', '12.000'],
    ['12.', '12.000'],
    ['12.5', '12.500'],
    ['12.34', '12.340'],
    ['12.345', '12.345'],
    ['-0.125', '-0.125'],
    ['007.100', '7.100'],
    ['123456789012.345', '123456789012.345'],
  ])('accepts %j', (text, expected) => {
    expect(toGramString(parseGrams(text))).toBe(expected);
  });

  it.each(['', ' ', '1.2345', 'abc', '1e3', '.5', '+1', ' 1', '1 ', '1,5', '1.2.3', '-', '--1', 'NaN', 'Infinity', '0x10'])(
    'rejects %j',
    (text) => {
      expect(() => parseGrams(text)).toThrow(Error);
    },
  );

  it('rejects non-string input at run time', () => {
    expect(() => parseGrams(1.5 as unknown as string)).toThrow();
  });
});

describe('toGramString', () => {
  it('always prints exactly 3 decimals', () => {
    expect(toGramString(new Decimal(1))).toBe('1.000');
    expect(toGramString(new Decimal('2.5'))).toBe('2.500');
  });

  it('rounds half up beyond 3 decimals and never prints -0.000', () => {
    expect(toGramString(new Decimal('1.0005'))).toBe('1.001');
    expect(toGramString(new Decimal('1.0004'))).toBe('1.000');
    expect(toGramString(new Decimal('-0.0001'))).toBe('0.000');
    expect(toGramString(new Decimal('-0'))).toBe('0.000');
  });

  it('never switches to exponent notation', () => {
    expect(toGramString(new Decimal('1e21'))).toBe('1000000000000000000000.000');
    expect(toGramString(new Decimal('1e-7'))).toBe('0.000');
  });
});

describe('sums and differences', () => {
  it('sums 1,000 × 0.001 to exactly 1.000', () => {
    expect(sumGrams(Array.from({ length: 1000 }, () => '0.001'))).toBe('1.000');
  });

  it('adds 0.1 and 0.2 to exactly 0.300', () => {
    expect(addGrams('0.1', '0.2')).toBe('0.300');
    expect(sumGrams(['0.1', '0.2'])).toBe('0.300');
  });

  it('sums an empty list to 0.000 and mixes signs', () => {
    expect(sumGrams([])).toBe('0.000');
    expect(sumGrams(['5.250', '-2.125', '0.875'])).toBe('4.000');
  });

  it('keeps large totals exact', () => {
    expect(sumGrams(['99999999999999.999', '0.001'])).toBe('100000000000000.000');
    expect(sumGrams(Array.from({ length: 10_000 }, () => '12345.678'))).toBe('123456780.000');
  });

  it('subtracts exactly, including to negative and to zero', () => {
    expect(subGrams('10.000', '2.125')).toBe('7.875');
    expect(subGrams('0.3', '0.1')).toBe('0.200');
    expect(subGrams('1', '1.001')).toBe('-0.001');
    expect(subGrams('1.5', '1.500')).toBe('0.000');
  });

  it('refuses invalid operands instead of guessing', () => {
    expect(() => sumGrams(['1.000', 'x'])).toThrow();
    expect(() => addGrams('1', '1.0001')).toThrow();
    expect(() => subGrams('', '1')).toThrow();
  });
});

describe('compareGrams and isZeroGrams', () => {
  it('compares numerically, not as text', () => {
    expect(compareGrams('9', '10')).toBe(-1);
    expect(compareGrams('10', '9.999')).toBe(1);
    expect(compareGrams('1.5', '1.500')).toBe(0);
    expect(compareGrams('-0.001', '0')).toBe(-1);
    expect(compareGrams('-0', '0.000')).toBe(0);
  });

  it('detects zero in every spelling', () => {
    expect(isZeroGrams('0')).toBe(true);
    expect(isZeroGrams('0.000')).toBe(true);
    expect(isZeroGrams('-0.0')).toBe(true);
    expect(isZeroGrams('0.001')).toBe(false);
    expect(isZeroGrams('-0.001')).toBe(false);
    expect(() => isZeroGrams('')).toThrow();
  });
});

describe('padGrams', () => {
  it('writes a readable weight with 3 decimals and leaves anything else as typed', () => {
    expect(padGrams('2.5')).toBe('2.500');
    expect(padGrams('3.')).toBe('3.000');
    expect(padGrams('')).toBe('');
    expect(padGrams('1.2345')).toBe('1.2345');
  });
});

describe('the bound of one piece', () => {
  it('is 1,000 g: above it a weight asks for confirmation', () => {
    expect(BERAT_SATU_BARANG_MAKS).toBe('1000.000');
    expect(beratMelebihiBatas('1000')).toBe(false);
    expect(beratMelebihiBatas('1000.001')).toBe(true);
    expect(beratMelebihiBatas('325000.000')).toBe(true);
    expect(beratMelebihiBatas('3.250')).toBe(false);
    expect(beratMelebihiBatas('')).toBe(false);
    expect(beratMelebihiBatas('1.2.3')).toBe(false);
  });
});
