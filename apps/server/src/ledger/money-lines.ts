// The money lines of the counter's documents, built in one place so the sale, the buy-back, the
// exchange and the order deposit post the same accounts the same way, and the back-fill migration
// (migrations/*_money_backfill.sql) mirrors exactly these rules for documents written before the ledger.
import { akun, type MoneyAccount, type MoneyLine } from './money-accounts.ts';

/** A payment as the flows record it: a method and a whole-rupiah amount. */
export interface PaidBy {
  jenis: string;
  jumlah: number;
}

/** Cash, under either of its spellings (the counter's CASH, the order slip's TUNAI). */
const isCash = (jenis: string) => jenis === 'CASH' || jenis === 'TUNAI';

/**
 * Where a payment's money goes: cash into the drawer; the part of an exchange settled by the old gold
 * (TUKAR) to the store's TUKAR account; any other method (DEBIT, KREDIT, QRIS, TRANSFER, MARKETPLACE…) to the
 * store's clearing for that method, until it settles to a bank.
 */
export function paymentAccount(kode_toko: string, jenis: string): MoneyAccount {
  if (isCash(jenis)) return akun.kas(kode_toko);
  if (jenis === 'TUKAR') return akun.tukar(kode_toko);
  return akun.kliring(kode_toko, jenis);
}

/**
 * A sale: each payment into its account, the change out of the drawer, each handed-over order's deposit
 * released from its TITIPAN (up to the price: a deposit larger than the price stays owed to the customer),
 * and the price against the store's PENJUALAN boundary.
 */
export function saleMoney(
  kode_toko: string,
  sale: {
    total_harga: number;
    pembayaran: readonly PaidBy[];
    kembalian: number;
    deposits?: readonly { no_pesanan: string; uang_muka: number }[];
  },
): MoneyLine[] {
  const lines: MoneyLine[] = sale.pembayaran.map((p) => ({
    akun: paymentAccount(kode_toko, p.jenis),
    jumlah: p.jumlah,
    keterangan: p.jenis,
  }));
  if (sale.kembalian > 0) lines.push({ akun: akun.kas(kode_toko), jumlah: -sale.kembalian, keterangan: 'KEMBALIAN' });
  let open = sale.total_harga;
  for (const deposit of sale.deposits ?? []) {
    const released = Math.min(deposit.uang_muka, Math.max(0, open));
    open -= released;
    if (released > 0)
      lines.push({ akun: akun.titipan(kode_toko, deposit.no_pesanan), jumlah: released, keterangan: `UANG MUKA ${deposit.no_pesanan}` });
  }
  lines.push({ akun: akun.penjualan(kode_toko), jumlah: -sale.total_harga, keterangan: 'PENJUALAN' });
  return lines;
}

/**
 * A buy-back: each payout out of the account it was paid from (cash from the drawer, a transfer from the
 * store's TRANSFER clearing, the part an exchange settles from its TUKAR account) against PEMBELIAN.
 */
export function buyBackMoney(kode_toko: string, buyBack: { total_harga: number; pembayaran: readonly PaidBy[] }): MoneyLine[] {
  return [
    ...buyBack.pembayaran.map((p) => ({ akun: paymentAccount(kode_toko, p.jenis), jumlah: -p.jumlah, keterangan: p.jenis })),
    { akun: akun.pembelian(kode_toko), jumlah: buyBack.total_harga, keterangan: 'PEMBELIAN' },
  ];
}

/** An order's down payment: into the drawer (or the method it was paid by), owed to the customer on the order's TITIPAN. */
export function depositMoney(kode_toko: string, no_pesanan: string, pembayaran: readonly PaidBy[]): MoneyLine[] {
  const total = pembayaran.reduce((sum, p) => sum + p.jumlah, 0);
  return [
    ...pembayaran.map((p) => ({ akun: paymentAccount(kode_toko, p.jenis), jumlah: p.jumlah, keterangan: p.jenis })),
    { akun: akun.titipan(kode_toko, no_pesanan), jumlah: -total, keterangan: `UANG MUKA ${no_pesanan}` },
  ];
}
