import { describe, expect, it } from 'vitest';
import { hitungHargaJual, isKadar, kadarPersen } from './harga.ts';

describe('kadarPersen', () => {
  it('reads percentages and carats', () => {
    expect(kadarPersen('75')?.toString()).toBe('75');
    expect(kadarPersen('99.9')?.toString()).toBe('99.9');
    expect(kadarPersen('24K')?.toString()).toBe('100');
    expect(kadarPersen('18k')?.toString()).toBe('75');
    expect(kadarPersen(' 17K ')?.toFixed(4)).toBe('70.8333');
  });

  it('refuses what is not a purity', () => {
    for (const bad of ['', 'K', '101', '25K', '0', '0K', '7,5', '-75', '75%', 'abc', '1.2345']) {
      expect(kadarPersen(bad), bad).toBeNull();
      expect(isKadar(bad), bad).toBe(false);
    }
  });
});

describe('hitungHargaJual', () => {
  it("takes 100% of the category price per gram under 'harga_100%', rounded up to the next Rp 500", () => {
    const H = 'harga_100%';
    // 3.125 g × 1,520,000 = 4,750,000 exactly.
    expect(hitungHargaJual({ hargaPerGram: 1_520_000, berat: '3.125', kadar: '75', kategoriHarga: H })).toBe(4_750_000);
    // 1.001 g × 1,520,000 = 1,521,520 → 1,522,000.
    expect(hitungHargaJual({ hargaPerGram: 1_520_000, berat: '1.001', kadar: '75', kategoriHarga: H })).toBe(1_522_000);
    // The purity does not enter: a 17K item is priced by the 17K category.
    expect(hitungHargaJual({ hargaPerGram: 1_520_000, berat: '1.001', kadar: '99.9', kategoriHarga: H })).toBe(1_522_000);
  });

  it('scales the pure-gold price by the purity under any other setting', () => {
    // 3 g × 1,000,000 × 75% = 2,250,000.
    expect(hitungHargaJual({ hargaPerGram: 1_000_000, berat: '3', kadar: '75' })).toBe(2_250_000);
    // 18K = 75%: same price.
    expect(hitungHargaJual({ hargaPerGram: 1_000_000, berat: '3', kadar: '18K', kategoriHarga: 'harga_kadar' })).toBe(2_250_000);
    // 1.111 g × 2,150,000 × 99.9% = 2,386,261.35 → 2,386,500.
    expect(hitungHargaJual({ hargaPerGram: 2_150_000, berat: '1.111', kadar: '99.9' })).toBe(2_386_500);
    // 17K = 70.8333…%: 1 g × 1,200,000 = 850,000 exactly (1,200,000 × 17 / 24).
    expect(hitungHargaJual({ hargaPerGram: 1_200_000, berat: '1', kadar: '17K', kategoriHarga: null })).toBe(850_000);
  });

  it('is exact: no binary float drift on many decimals', () => {
    // 0.1 g + 0.2 g style values: 0.3 g × 1,000,001 = 300,000.3 → 300,500.
    expect(hitungHargaJual({ hargaPerGram: 1_000_001, berat: '0.300', kadar: '75', kategoriHarga: 'harga_100%' })).toBe(300_500);
    expect(hitungHargaJual({ hargaPerGram: 0, berat: '5', kadar: '75' })).toBe(0);
    expect(hitungHargaJual({ hargaPerGram: 1_000, berat: '0', kadar: '75' })).toBe(0);
  });

  it('refuses malformed input', () => {
    expect(() => hitungHargaJual({ hargaPerGram: 1_000, berat: '1,5', kadar: '75' })).toThrow(RangeError);
    expect(() => hitungHargaJual({ hargaPerGram: 1_000, berat: '-1', kadar: '75' })).toThrow(RangeError);
    expect(() => hitungHargaJual({ hargaPerGram: -1, berat: '1', kadar: '75' })).toThrow(RangeError);
    expect(() => hitungHargaJual({ hargaPerGram: 1_000, berat: '1', kadar: 'X' })).toThrow(RangeError);
  });
});
