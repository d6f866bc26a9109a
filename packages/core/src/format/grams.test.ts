import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { formatGrams, formatQty } from './grams.ts';

describe('formatGrams', () => {
  it('prints 3 decimals with comma grouping', () => {
    expect(formatGrams('1234.5')).toBe('1,234.500');
    expect(formatGrams('0')).toBe('0.000');
    expect(formatGrams(0.1)).toBe('0.100');
    expect(formatGrams('1234567.891')).toBe('1,234,567.891');
    expect(formatGrams('999.999')).toBe('999.999');
  });

  it('prints 2 decimals where a report says so', () => {
    expect(formatGrams('1234.5', 2)).toBe('1,234.50');
    expect(formatGrams('1234567.891', 2)).toBe('1,234,567.89');
    expect(formatGrams('0.005', 2)).toBe('0.01');
    expect(formatGrams('999.995', 2)).toBe('1,000.00');
  });

  it('handles negatives and never prints -0', () => {
    expect(formatGrams('-1234.5')).toBe('-1,234.500');
    expect(formatGrams(-0.0004)).toBe('0.000');
    expect(formatGrams('-0')).toBe('0.000');
  });

  it('does not suffer float artefacts', () => {
    expect(formatGrams(0.1 + 0.2)).toBe('0.300');
    expect(formatGrams('1.0005')).toBe('1.001');
    expect(formatGrams('123456789012345.678')).toBe('123,456,789,012,345.678');
  });

  it('formats decimal.js values and the parsed weights of the domain helpers', () => {
    expect(formatGrams(new Decimal('0.1').plus('0.2'))).toBe('0.300');
    expect(formatGrams(new Decimal('-98765.4321'), 2)).toBe('-98,765.43');
  });

  it('rejects bad input', () => {
    expect(() => formatGrams('1,5')).toThrow();
    expect(() => formatGrams('abc')).toThrow();
    expect(() => formatGrams('')).toThrow();
    expect(() => formatGrams('1', -1)).toThrow();
    expect(() => formatGrams('1', 1.5)).toThrow();
  });
});

describe('formatQty', () => {
  it('groups whole quantities', () => {
    expect(formatQty(0)).toBe('0');
    expect(formatQty(12)).toBe('12');
    expect(formatQty(12345)).toBe('12,345');
    expect(formatQty('1000000')).toBe('1,000,000');
    expect(formatQty(-2500)).toBe('-2,500');
  });
});
