import { describe, expect, it } from 'vitest';
import { diskonMaksimal, hargaBaris, poinPenjualan, ringkasBayar, ringkasBayarBeli, selisihTukar } from './penjualan.ts';

describe('sale money rules', () => {
  it('prices a line: gold + ongkos + attribute − discount, rounded up to Rp 500, never negative', () => {
    expect(hargaBaris({ harga_emas: 3_564_500, ongkos: 50_000, harga_atribut: 25_000, diskon: 0 })).toBe(3_639_500);
    expect(hargaBaris({ harga_emas: 3_564_500, ongkos: 50_000, harga_atribut: 25_000, diskon: 1 })).toBe(3_639_500);
    expect(hargaBaris({ harga_emas: 3_564_500, ongkos: 0, harga_atribut: 0, diskon: 501 })).toBe(3_564_000);
    expect(hargaBaris({ harga_emas: 1000, ongkos: 0, harga_atribut: 0, diskon: 5000 })).toBe(0);
  });

  it('limits the discount to a percentage of the line, rounded down; 100% is the whole line', () => {
    expect(diskonMaksimal(3_639_500, 2)).toBe(72_790);
    expect(diskonMaksimal(999, 2)).toBe(19);
    expect(diskonMaksimal(3_639_500, 100)).toBe(3_639_500);
    expect(diskonMaksimal(3_639_500, 0)).toBe(0);
  });

  it('splits payments: change only from cash, underpayment and non-cash over the total are problems', () => {
    expect(
      ringkasBayar(1_000_000, [
        { jenis: 'CASH', jumlah: 300_000 },
        { jenis: 'QRIS', jumlah: 800_000 },
      ]),
    ).toEqual({
      total_bayar: 1_100_000,
      tunai: 300_000,
      non_tunai: 800_000,
      kembalian: 100_000,
      kurang: 0,
      masalah: null,
    });
    expect(ringkasBayar(1_000_000, [{ jenis: 'TRANSFER', jumlah: 999_500 }])).toMatchObject({
      kurang: 500,
      kembalian: 0,
      masalah: 'KURANG',
    });
    expect(ringkasBayar(1_000_000, [{ jenis: 'DEBIT', jumlah: 1_000_500 }])).toMatchObject({ kembalian: 0, masalah: 'NON_TUNAI_LEBIH' });
    expect(ringkasBayar(1_000_000, [{ jenis: 'KREDIT', jumlah: 1_000_000 }])).toMatchObject({ kembalian: 0, masalah: null });
  });

  it('earns points per full multiple of the parameter', () => {
    expect(poinPenjualan(3_639_500, { kelipatan: 1_000_000, poin: 2 })).toBe(6);
    expect(poinPenjualan(999_999, { kelipatan: 1_000_000, poin: 2 })).toBe(0);
    expect(poinPenjualan(5_000_000, null)).toBe(0);
    expect(poinPenjualan(5_000_000, { kelipatan: 0, poin: 5 })).toBe(0);
  });
});

describe('buy-back payout and exchange difference', () => {
  it('a buy-back pays its total exactly: no less, no more', () => {
    expect(ringkasBayarBeli(1_500_000, [{ jumlah: 1_000_000 }, { jumlah: 500_000 }])).toEqual({
      total_bayar: 1_500_000,
      kurang: 0,
      lebih: 0,
      sesuai: true,
    });
    expect(ringkasBayarBeli(1_500_000, [{ jumlah: 1_000_000 }])).toEqual({
      total_bayar: 1_000_000,
      kurang: 500_000,
      lebih: 0,
      sesuai: false,
    });
    expect(ringkasBayarBeli(1_500_000, [{ jumlah: 1_500_500 }])).toMatchObject({ lebih: 500, sesuai: false });
  });

  it('an exchange: the customer pays a positive difference, the shop a negative one', () => {
    expect(selisihTukar(3_000_000, 2_400_000)).toEqual({ selisih: 600_000, dibayar_oleh: 'CUSTOMER', jumlah: 600_000 });
    expect(selisihTukar(2_000_000, 2_400_000)).toEqual({ selisih: -400_000, dibayar_oleh: 'TOKO', jumlah: 400_000 });
    expect(selisihTukar(2_400_000, 2_400_000)).toEqual({ selisih: 0, dibayar_oleh: '-', jumlah: 0 });
  });
});
