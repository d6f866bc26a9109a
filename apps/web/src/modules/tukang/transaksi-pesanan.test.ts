import { describe, expect, it } from 'vitest';
import { pembayaranPesanan, subTotal, titipanQueryOf } from './transaksi-pesanan-page.tsx';

describe('subTotal of an order piece', () => {
  it('is weight × price a gram rounded up to Rp 500, plus the attribute; nothing for an unreadable weight', () => {
    expect(subTotal('3.5', 1_000_000, 50_000)).toBe(3_550_000);
    expect(subTotal('1.001', 999_999, 0)).toBe(1_001_000);
    expect(subTotal('0.001', 1_000_000, 0)).toBe(1_000);
    expect(subTotal('', 1_000_000, 10_000)).toBe(0);
    expect(subTotal('1.2345', 1_000_000, 0)).toBe(0);
  });
});

describe("the order's down payment lines", () => {
  it('offers TITIPAN only while the customer has a deposit, naming its slip', () => {
    const uang = { tunai: '100000', transfer: '', titipan: '250000' };
    expect(pembayaranPesanan(uang, { saldo: 300_000, no_titipan: 'TTP-T01-1' })).toEqual([
      { jenis_bayar: 'TUNAI', jumlah: 100_000 },
      { jenis_bayar: 'TITIPAN', jumlah: 250_000, no_titipan: 'TTP-T01-1' },
    ]);
    // No balance (or no customer looked up): the typed deposit part is not paid.
    expect(pembayaranPesanan(uang, { saldo: 0, no_titipan: null })).toEqual([{ jenis_bayar: 'TUNAI', jumlah: 100_000 }]);
    expect(pembayaranPesanan(uang, null)).toEqual([{ jenis_bayar: 'TUNAI', jumlah: 100_000 }]);
  });

  it('looks the deposit up by member code or by a phone of 6 digits or more', () => {
    expect(titipanQueryOf(true, ' m001 ', '')).toEqual({ kode_member: 'M001' });
    expect(titipanQueryOf(true, '', '08123456')).toBeNull();
    expect(titipanQueryOf(false, '', '0812-34')).toEqual({ no_hp: '0812-34' });
    expect(titipanQueryOf(false, '', '0812')).toBeNull();
  });
});
