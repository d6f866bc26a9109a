// Where money can be: the accounts of the money ledger, beside the stock places of places.ts.
// Accounts are data — a row per account, created on first use — and every money document posts balanced
// lines between them (Σ = 0, whole rupiah). A line's amount is signed: positive puts money into the account
// (cash into the drawer, a sale's debt to the customer settled), negative takes it out. Asset accounts
// (drawer, bank, clearing, in transit, head office) hold positive balances; boundary accounts stand for the
// world outside (sales, buy-backs, income and expense by Master Kode Transaksi) so every document balances.

/** The kinds of account. */
export const MONEY_ACCOUNT_KINDS = ['KAS', 'BANK', 'KLIRING', 'SETORAN', 'PUSAT', 'TITIPAN', 'PIUTANG', 'BATAS'] as const;
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
  /**
   * A customer's deposit (a liability, so its balance is ≤ 0: what the shop owes): an order's down payment,
   * money kept for later. `ref` is the customer ({@link customerRef}); orders written before deposits were per
   * customer keep their order number.
   */
  | { readonly kind: 'TITIPAN'; readonly kode_toko: string; readonly ref: string; readonly nama?: string }
  /** A loan against gold (a receivable, balance ≥ 0: the principal the customer owes), `ref` the loan's number. */
  | { readonly kind: 'PIUTANG'; readonly kode_toko: string; readonly ref: string }
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
  /** `nama`: who the deposit belongs to as staff read it (a walk-in's name and phone); kept on the account, the latest wins. */
  titipan: (kode_toko: string, ref: string, nama?: string): MoneyAccount => ({
    kind: 'TITIPAN',
    kode_toko,
    ref,
    ...(nama ? { nama } : {}),
  }),
  penjualan: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'PENJUALAN' }),
  pembelian: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'PEMBELIAN' }),
  tukar: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'TUKAR' }),
  selisihKas: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'SELISIH_KAS' }),
  transaksi: (kode_toko: string, kode_transaksi: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: `TRX:${kode_transaksi}` }),
  piutang: (kode_toko: string, no_hutang: string): MoneyAccount => ({ kind: 'PIUTANG', kode_toko, ref: no_hutang }),
  /** Service fees earned. */
  servis: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'SERVIS' }),
  /** Loan interest earned. */
  bungaHutang: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'BUNGA_HUTANG' }),
  /** Late-payment penalties on loans. */
  dendaHutang: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'DENDA_HUTANG' }),
  /** A defaulted loan settled by taking its collateral over into stock (the stated value against the debt). */
  sitaHutang: (kode_toko: string): MoneyAccount => ({ kind: 'BATAS', kode_toko, ref: 'SITA_HUTANG' }),
} as const;

/**
 * Who a customer's deposit account belongs to: a member by code (`M:<kode_member>`), a walk-in by phone
 * number, digits only with a leading 0 (`HP:08123456789`; +62 / 62 are the same number).
 */
export function customerRef(customer: { kode_member?: string | null; no_hp?: string | null }): string {
  if (customer.kode_member) return `M:${customer.kode_member}`;
  const digits = (customer.no_hp ?? '').replace(/\D/g, '');
  if (!digits) throw new Error('customerRef needs a member code or a phone number');
  return `HP:${digits.startsWith('62') ? `0${digits.slice(2)}` : digits}`;
}

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
    case 'PIUTANG':
    case 'BATAS':
      return `${account.kind}:${account.kode_toko}:${account.ref}`;
  }
}
