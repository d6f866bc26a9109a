// Where money can be: the accounts of the money ledger, beside the stock places of places.ts.
// Accounts are data — a row per account, created on first use — and every money document posts balanced
// lines between them (Σ = 0, whole rupiah). A line's amount is signed: positive puts money into the account
// (cash into the drawer, a sale's debt to the customer settled), negative takes it out. Asset accounts
// (drawer, bank, clearing, in transit, head office) hold positive balances; boundary accounts stand for the
// world outside (sales, buy-backs, income and expense by Master Kode Transaksi) so every document balances.

/** The kinds of account. */
export const MONEY_ACCOUNT_KINDS = ['KAS', 'BANK', 'KLIRING', 'SETORAN', 'PUSAT', 'TITIPAN', 'BATAS'] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];

export type MoneyAccount =
  /** The store's cash drawer: its balance never goes below 0. */
  | { readonly kind: 'KAS'; readonly kode_toko: string }
  /** A bank account of Master Rekening (it names its store). */
  | { readonly kind: 'BANK'; readonly kode_rekening: string }
  /** A non-cash method's clearing at a store (DEBIT, KREDIT, QRIS, TRANSFER, MARKETPLACE) until it settles to a bank. */
  | { readonly kind: 'KLIRING'; readonly kode_toko: string; readonly jenis: string }
  /** Cash a store has sent to head office and head office has not yet received. */
  | { readonly kind: 'SETORAN'; readonly kode_toko: string }
  /** Head office. */
  | { readonly kind: 'PUSAT' }
  /** A customer's deposit (a liability): an order's down payment, money kept for later. */
  | { readonly kind: 'TITIPAN'; readonly kode_toko: string; readonly ref: string }
  /**
   * A boundary of a store: PENJUALAN (sales), PEMBELIAN (buy-backs), TUKAR (an exchange's old piece settling
   * part of the new one), SELISIH_KAS (counted differences), TRX:<kode_transaksi> (income or expense by
   * Master Kode Transaksi).
   */
  | { readonly kind: 'BATAS'; readonly kode_toko: string; readonly ref: string };

/** One line of a money document: an account and a signed whole-rupiah amount (+ into the account). */
export interface MoneyLine {
  readonly akun: MoneyAccount;
  readonly jumlah: number;
  readonly keterangan?: string;
}

/** The accounts by meaning: one constructor each, so no flow spells an account by hand. */
export const akun = {
  kas: (kode_toko: string): MoneyAccount => ({ kind: 'KAS', kode_toko }),
  bank: (kode_rekening: string): MoneyAccount => ({ kind: 'BANK', kode_rekening }),
  kliring: (kode_toko: string, jenis: string): MoneyAccount => ({ kind: 'KLIRING', kode_toko, jenis }),
  setoran: (kode_toko: string): MoneyAccount => ({ kind: 'SETORAN', kode_toko }),
  pusat: (): MoneyAccount => ({ kind: 'PUSAT' }),
  titipan: (kode_toko: string, ref: string): MoneyAccount => ({ kind: 'TITIPAN', kode_toko, ref }),
  penjualan: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'PENJUALAN' }),
  pembelian: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'PEMBELIAN' }),
  tukar: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'TUKAR' }),
  selisihKas: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'SELISIH_KAS' }),
  transaksi: (kode_toko: string, kode_transaksi: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: `TRX:${kode_transaksi}` }),
} as const;

/**
 * The code an account is stored under (`KAS:T01`, `BANK:BCA01`, `KLIRING:T01:QRIS`, `PUSAT`, `BATAS:T01:PENJUALAN`).
 * It identifies an account; queries filter by the kind and store columns, not by its spelling.
 */
export function accountCode(account: MoneyAccount): string {
  switch (account.kind) {
    case 'KAS':
    case 'SETORAN':
      return `${account.kind}:${account.kode_toko}`;
    case 'BANK':
      return `BANK:${account.kode_rekening}`;
    case 'KLIRING':
      return `KLIRING:${account.kode_toko}:${account.jenis}`;
    case 'PUSAT':
      return 'PUSAT';
    case 'TITIPAN':
    case 'BATAS':
      return `${account.kind}:${account.kode_toko}:${account.ref}`;
  }
}
