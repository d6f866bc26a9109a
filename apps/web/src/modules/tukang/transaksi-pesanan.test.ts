import { describe, expect, it } from 'vitest';
import { subTotal } from './transaksi-pesanan-page.tsx';

describe('subTotal of an order piece', () => {
  it('is weight × price a gram rounded up to Rp 500, plus the attribute; nothing for an unreadable weight', () => {
    expect(subTotal('3.5', 1_000_000, 50_000)).toBe(3_550_000);
    expect(subTotal('1.001', 999_999, 0)).toBe(1_001_000);
    expect(subTotal('0.001', 1_000_000, 0)).toBe(1_000);
    expect(subTotal('', 1_000_000, 10_000)).toBe(0);
    expect(subTotal('1.2345', 1_000_000, 0)).toBe(0);
  });
});
