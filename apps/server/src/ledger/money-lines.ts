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
    /** A payment with `akun` (a TITIPAN line: the customer's deposit account) is taken from that account. */
    pembayaran: readonly (PaidBy & { akun?: MoneyAccount })[];
    kembalian: number;
    /** Deposits: an order's deposit is released from `akun` (where the order posted it); without, its legacy order-number account. */
    deposits?: readonly { no_pesanan: string; uang_muka: number; akun?: MoneyAccount }[];
    /** Deposits: the change is kept on this account (the customer's deposit) instead of leaving the drawer. */
    kembalianTitip?: MoneyAccount;
  },
): MoneyLine[] {
  const lines: MoneyLine[] = sale.pembayaran.map((p) => ({
    akun: p.akun ?? paymentAccount(kode_toko, p.jenis),
    jumlah: p.jumlah,
    keterangan: p.jenis,
  }));
  if (sale.kembalian > 0)
    lines.push(
      sale.kembalianTitip
        ? { akun: sale.kembalianTitip, jumlah: -sale.kembalian, keterangan: 'KEMBALIAN DITITIP' }
        : { akun: akun.kas(kode_toko), jumlah: -sale.kembalian, keterangan: 'KEMBALIAN' },
    );
  let open = sale.total_harga;
  for (const deposit of sale.deposits ?? []) {
    const released = Math.min(deposit.uang_muka, Math.max(0, open));
    open -= released;
    if (released > 0)
      lines.push({
        akun: deposit.akun ?? akun.titipan(kode_toko, deposit.no_pesanan),
        jumlah: released,
        keterangan: `UANG MUKA ${deposit.no_pesanan}`,
      });
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
export function depositMoney(
  kode_toko: string,
  no_pesanan: string,
  /** A payment with `akun` (a TITIPAN line: the customer's deposit account) is drawn from that account. */
  pembayaran: readonly (PaidBy & { akun?: MoneyAccount })[],
  /** Deposits: the customer's deposit account; without, the order's own (as orders were before deposits were per customer). */
  titipan: MoneyAccount = akun.titipan(kode_toko, no_pesanan),
): MoneyLine[] {
  const total = pembayaran.reduce((sum, p) => sum + p.jumlah, 0);
  // The deposit's line first: the hand-over releases it from the first deposit account the order's document
  // posted to (orderDepositAccount), which must be this one, not a deposit a TITIPAN payment drew on.
  return [
    { akun: titipan, jumlah: -total, keterangan: `UANG MUKA ${no_pesanan}` },
    ...pembayaran.map((p) => ({ akun: p.akun ?? paymentAccount(kode_toko, p.jenis), jumlah: p.jumlah, keterangan: p.jenis })),
  ];
}

// Deposits (titipan)
/** A deposit taken: each payment into its account (drawer, clearing), owed to the customer on their TITIPAN. */
export function titipanMoney(kode_toko: string, titipan: MoneyAccount, pembayaran: readonly PaidBy[], keterangan: string): MoneyLine[] {
  const total = pembayaran.reduce((sum, p) => sum + p.jumlah, 0);
  return [
    ...pembayaran.map((p) => ({ akun: paymentAccount(kode_toko, p.jenis), jumlah: p.jumlah, keterangan: p.jenis })),
    { akun: titipan, jumlah: -total, keterangan },
  ];
}

/** A deposit paid back in cash: out of the drawer, the customer's TITIPAN owed that much less. */
export function ambilTitipanMoney(kode_toko: string, titipan: MoneyAccount, jumlah: number, keterangan: string): MoneyLine[] {
  return [
    { akun: akun.kas(kode_toko), jumlah: -jumlah, keterangan: 'CASH' },
    { akun: titipan, jumlah, keterangan },
  ];
}

// Services
/**
 * A service's down payment at intake: each payment into its account, owed to the customer on their deposit
 * (`titipan`, the customer's TITIPAN account).
 */
export function serviceIntakeMoney(
  kode_toko: string,
  titipan: MoneyAccount,
  no_service: string,
  pembayaran: readonly PaidBy[],
): MoneyLine[] {
  const total = pembayaran.reduce((sum, p) => sum + p.jumlah, 0);
  return [
    ...pembayaran.map((p) => ({ akun: paymentAccount(kode_toko, p.jenis), jumlah: p.jumlah, keterangan: p.jenis })),
    { akun: titipan, jumlah: -total, keterangan: `UANG MUKA SERVICE ${no_service}` },
  ];
}

/**
 * A service's pick-up: the rest of the fee paid into its accounts, the down payment released from the
 * customer's deposit (`released`, at most the fee: a larger down payment stays owed), the fee earned on the
 * store's SERVIS boundary.
 */
export function serviceAmbilMoney(
  kode_toko: string,
  titipan: MoneyAccount,
  no_service: string,
  /** A payment with `akun` (a TITIPAN line: the customer's deposit account) is taken from that account. */
  fee: { ongkos: number; released: number; pembayaran: readonly (PaidBy & { akun?: MoneyAccount })[] },
): MoneyLine[] {
  return [
    ...fee.pembayaran.map((p) => ({ akun: p.akun ?? paymentAccount(kode_toko, p.jenis), jumlah: p.jumlah, keterangan: p.jenis })),
    { akun: titipan, jumlah: fee.released, keterangan: `UANG MUKA SERVICE ${no_service}` },
    { akun: akun.servis(kode_toko), jumlah: -fee.ongkos, keterangan: `ONGKOS SERVICE ${no_service}` },
  ];
}
