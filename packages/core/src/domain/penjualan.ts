// The money rules of a sale at the counter, shared by the server (which books them) and the cashier's
// screen (which shows them while the customer waits): a line's price, the discount limit, the payment split
// and the change. Whole rupiah throughout (safe integers); prices rounded up by the chain's rule (Setting System, Rp 500 by default).
import { bulatkanKeAtas } from './setting-system.ts';

/** The ways a customer pays (one sale may split across several). */
export const JENIS_BAYAR = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'MARKETPLACE'] as const;
export type JenisBayar = (typeof JENIS_BAYAR)[number];
/**
 * The payment kinds a stored sale may hold: the counter's, and TUKAR — the part of an exchange's sale settled by
 * the old gold bought back in the same visit (never typed at the counter, so not in JENIS_BAYAR).
 */
export const JENIS_BAYAR_TERSIMPAN = [...JENIS_BAYAR, 'TUKAR', 'TITIPAN'] as const;
/** The ways a sale may be paid at the counter: the counter's methods and the customer's deposit (TITIPAN, never change). */
export const JENIS_BAYAR_JUAL = [...JENIS_BAYAR, 'TITIPAN'] as const;
export type JenisBayarJual = (typeof JENIS_BAYAR_JUAL)[number];
/**
 * The ways an order's down payment (/transaksi-pesanan) may be paid: cash (TUNAI, the order slip's spelling of
 * CASH, or CASH), the non-cash counter methods that need no marketplace reference, and the customer's deposit
 * (TITIPAN). Anything else would open a clearing account of that name, so the contract refuses it.
 */
export const JENIS_BAYAR_PESANAN = ['TUNAI', 'CASH', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS', 'TITIPAN'] as const;
export type JenisBayarPesanan = (typeof JENIS_BAYAR_PESANAN)[number];
/** Payments that name a bank (a transfer, a card's issuing bank). */
export const BAYAR_DENGAN_BANK: readonly JenisBayar[] = ['TRANSFER', 'DEBIT', 'KREDIT'];

/**
 * The most discount a user level may give on one line, as a percentage of the line's price before discount.
 * Stored per level in Para System under `diskon_maks_<level>` (e.g. diskon_maks_kasir = 2); these are the
 * values when the parameter is missing. OWN and SU may give any discount.
 */
export const DISKON_MAKS_DEFAULT: Readonly<Record<string, number>> = { OWN: 100, SU: 100, ADMIN: 5, KASIR: 2 };
/** The Para System key holding a level's discount limit (percent). */
export const diskonMaksKey = (level: string): string => `diskon_maks_${level.toLowerCase()}`;

export interface HargaBarisInput {
  /** The gold part: category price of the day × weight (× purity), already rounded up to Rp 500. */
  harga_emas: number;
  ongkos: number;
  harga_atribut: number;
  diskon: number;
  /** The chain's sale rounding (Setting System pembulatan_jual); Rp 500 when not given. */
  pembulatan?: number;
}

/** A line's price before discount: gold + ongkos + attribute. */
export const hargaKotor = (line: Omit<HargaBarisInput, 'diskon' | 'pembulatan'>): number =>
  line.harga_emas + line.ongkos + line.harga_atribut;

/**
 * A line's price: gold + ongkos + attribute − discount, rounded up to the chain's multiple (never below 0).
 */
export function hargaBaris(line: HargaBarisInput): number {
  const net = hargaKotor(line) - line.diskon;
  return net <= 0 ? 0 : bulatkanKeAtas(net, line.pembulatan);
}

/** The largest discount (whole rupiah, rounded down) a level may give on a line of this gross price. */
export function diskonMaksimal(kotor: number, persenMaks: number): number {
  if (persenMaks >= 100) return kotor;
  return Math.floor((kotor * Math.max(0, persenMaks)) / 100);
}

export interface Pembayaran {
  jenis: JenisBayar | 'TITIPAN';
  jumlah: number;
}

export interface RingkasBayar {
  total_bayar: number;
  tunai: number;
  non_tunai: number;
  /** Change given back, in cash. */
  kembalian: number;
  /** How much is still missing (0 when paid in full). */
  kurang: number;
  /**
   * Why the split cannot be accepted: 'KURANG' (underpaid), 'NON_TUNAI_LEBIH' (cards, transfers, QRIS or a
   * marketplace paying more than the price — change is given only in cash), or null when it is fine.
   */
  masalah: 'KURANG' | 'NON_TUNAI_LEBIH' | null;
}

/**
 * The payment split of a sale against its total: what was paid, the change (only cash gives change: the
 * non-cash part may not exceed the total), and what is missing.
 */
export function ringkasBayar(total: number, bayar: readonly Pembayaran[]): RingkasBayar {
  const tunai = bayar.filter((b) => b.jenis === 'CASH').reduce((sum, b) => sum + b.jumlah, 0);
  const non_tunai = bayar.filter((b) => b.jenis !== 'CASH').reduce((sum, b) => sum + b.jumlah, 0);
  const total_bayar = tunai + non_tunai;
  const kurang = Math.max(0, total - total_bayar);
  const kembalian = Math.max(0, total_bayar - total);
  const masalah = kurang > 0 ? 'KURANG' : non_tunai > total ? 'NON_TUNAI_LEBIH' : null;
  return { total_bayar, tunai, non_tunai, kembalian: masalah ? 0 : kembalian, kurang, masalah };
}

/**
 * Member points earned on a sale: `poin` for every full `kelipatan` rupiah (Parameter Point). 0 when the
 * parameter is missing or not positive.
 */
export function poinPenjualan(total: number, parameter: { kelipatan: number; poin: number } | null | undefined): number {
  if (!parameter || parameter.kelipatan <= 0 || parameter.poin <= 0 || total <= 0) return 0;
  return Math.floor(total / parameter.kelipatan) * parameter.poin;
}

export interface RingkasBayarBeli {
  total_bayar: number;
  /** What the payout still lacks. */
  kurang: number;
  /** What the payout exceeds the total by. */
  lebih: number;
  /** True when the payout is the total exactly. */
  sesuai: boolean;
}

/**
 * A buy-back's payout against its total: the shop pays exactly what it agreed — no change is given on a
 * payout — so the payments must add up to the total, neither less nor more.
 */
export function ringkasBayarBeli(total: number, bayar: readonly { jumlah: number }[]): RingkasBayarBeli {
  const total_bayar = bayar.reduce((sum, b) => sum + b.jumlah, 0);
  return { total_bayar, kurang: Math.max(0, total - total_bayar), lebih: Math.max(0, total_bayar - total), sesuai: total_bayar === total };
}

export interface SelisihTukar {
  /** total_jual − total_beli: positive, the customer pays it; negative, the shop pays it back. */
  selisih: number;
  dibayar_oleh: 'CUSTOMER' | 'TOKO' | '-';
  /** The amount that changes hands (never negative). */
  jumlah: number;
}

/** An exchange's difference: the new pieces sold against the old gold bought back, and who pays it. */
export function selisihTukar(total_jual: number, total_beli: number): SelisihTukar {
  const selisih = total_jual - total_beli;
  return { selisih, dibayar_oleh: selisih > 0 ? 'CUSTOMER' : selisih < 0 ? 'TOKO' : '-', jumlah: Math.abs(selisih) };
}
