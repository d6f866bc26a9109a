// Customer deposits (titipan): money a customer leaves with the shop — kept for a later purchase, a
// down payment on an order, change the customer chose to keep. One liability account per store and customer
// (a member by code, a walk-in by phone number with the name kept on the account) in the money ledger; its
// balance is always the sum of its entries, read from the ledger, never a copy. Screens: /lihat-titipan (a
// customer's balance and entries, take a deposit, refund with an OWN/SU approval, reprint each slip) and
// /validasi-titipan (the day's deposits and refunds checked by a supervisor). A sale spends it with a
// payment line `{ jenis: 'TITIPAN', no_titipan, jumlah }` (contracts/penjualan.ts).
import { z } from 'zod';
import {
  harusDiisi,
  MESSAGES,
  MEMBER_MESSAGES,
  jumlahMaksimal,
  maksimalKarakter,
  tidakBolehKosong,
  TITIPAN_MESSAGES as TM,
} from '../messages.ts';
import { OptionalTokoSchema } from './barang-fields.ts';
import { DateSchema } from './common.ts';
import { docNo, optionalCode, optionalPhone, rupiah, upperText } from './fields.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { AlasanSchema } from './mutasi-barang.ts';
import { OtorisasiSchema } from './otorisasi.ts';
import { CustomerSchema, PembayaranSchema } from './penjualan.ts';

export const TITIPAN_MENU = '/lihat-titipan';
export const VALIDASI_TITIPAN_MENU = '/validasi-titipan';

const Jumlah = rupiah({
  missing: tidakBolehKosong('Jumlah'),
  invalid: MESSAGES.nilaiHarusAngka,
  positive: MESSAGES.jumlahHarusLebihDariNol,
});

/** Who a deposit belongs to: a member, or a walk-in by name and phone. */
const customerFields = {
  kode_member: optionalCode(),
  customer: CustomerSchema.optional(),
};
const hasCustomer = (
  body: { kode_member?: string | undefined; customer?: { nama: string; no_hp: string } | undefined },
  ctx: z.RefinementCtx,
) => {
  if (body.kode_member) return;
  if (!body.customer) ctx.addIssue({ code: 'custom', message: TM.customerTitipanHarusDiisi, path: ['customer'] });
  else if (!body.customer.nama) ctx.addIssue({ code: 'custom', message: TM.namaCustomerHarusDiisi, path: ['customer', 'nama'] });
  else if (!/\d/.test(body.customer.no_hp))
    ctx.addIssue({ code: 'custom', message: TM.noHpCustomerHarusDiisi, path: ['customer', 'no_hp'] });
};

export const SimpanTitipanSchema = z
  .object({
    ...customerFields,
    jumlah: Jumlah,
    /** How the customer paid it in: any method of the counter; the lines add up to `jumlah`. */
    pembayaran: z
      .array(PembayaranSchema, { error: harusDiisi('Pembayaran') })
      .min(1, { message: harusDiisi('Pembayaran') })
      .max(10, { message: jumlahMaksimal('Pembayaran', 10) }),
    keterangan: upperText(200),
  })
  .superRefine((body, ctx) => {
    hasCustomer(body, ctx);
    const paid = body.pembayaran.reduce((sum, p) => sum + p.jumlah, 0);
    if (paid !== body.jumlah) ctx.addIssue({ code: 'custom', message: TM.pembayaranTidakSamaDenganJumlah, path: ['pembayaran'] });
  });
export type SimpanTitipanBody = z.input<typeof SimpanTitipanSchema>;

/** One entry of a customer's deposit: a document that moved it (+ in: the shop owes more; − used or refunded). */
export const EntriTitipanSchema = z.object({
  no_dokumen: z.string(),
  doc_type: z.string(),
  /** The document type's name ('TITIP UANG', 'AMBIL TITIPAN', 'PENJUALAN', 'PESANAN'…). */
  nama_dokumen: z.string(),
  tgl_system: DateSchema,
  waktu: z.string(),
  user_id: z.string(),
  keterangan: z.string(),
  /** + the customer left money, − it was used or paid back (whole rupiah). */
  jumlah: z.number().int(),
  /** The balance after this entry (what the shop owes the customer). */
  saldo: z.number().int(),
  /** How the money came in or went out (CASH, TRANSFER…, or the sale it paid). */
  cara_bayar: z.string(),
  /** The cancel's number once cancelled. */
  dibatalkan: z.string().nullable(),
});
export type EntriTitipan = z.infer<typeof EntriTitipanSchema>;

export const AkunTitipanSchema = z.object({
  kode_toko: z.string(),
  /** The account key: M:<kode_member> or HP:<phone> (or an order number for orders taken before deposits were per customer). */
  ref: z.string(),
  kode_member: z.string(),
  no_hp: z.string(),
  nama: z.string(),
  /** What the shop owes the customer (≥ 0 on screen; the ledger keeps the liability as ≤ 0). */
  saldo: z.number().int(),
  /** The customer's latest deposit slip: the number a sale's TITIPAN payment names. */
  no_titipan: z.string().nullable(),
  terakhir: z.string().nullable(),
});
export type AkunTitipan = z.infer<typeof AkunTitipanSchema>;

/** POST titipan — takes a deposit, paid by any counter method. */
export const simpan = endpoint({
  method: 'POST',
  path: 'titipan',
  body: SimpanTitipanSchema,
  response: z.object({
    message: z.string(),
    data: z.object({ no_titipan: z.string(), saldo: z.number().int(), tgl_system: DateSchema, akun: AkunTitipanSchema }),
  }),
  access: postsDocument('TITIPAN'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

export const SaldoQuerySchema = z
  .object({ kode_member: optionalCode(), no_hp: optionalPhone(), kode_toko: OptionalTokoSchema })
  .refine((q) => Boolean(q.kode_member) || Boolean(q.no_hp), { message: TM.customerTitipanHarusDiisi, path: ['no_hp'] });

/** GET titipan/saldo?kode_member|no_hp — a customer's balance at the store (0 when none), their entries. */
export const saldo = endpoint({
  method: 'GET',
  path: 'titipan/saldo',
  query: SaldoQuerySchema,
  response: z.object({
    message: z.string(),
    data: AkunTitipanSchema.extend({ entri: z.array(EntriTitipanSchema) }),
  }),
  // The service pick-up (/lihat-services) and the order's down payment (/transaksi-pesanan) offer the customer's
  // deposit as a payment, like the sale.
  access: menus(TITIPAN_MENU, '/transaksi-penjualan', VALIDASI_TITIPAN_MENU, '/lihat-services', '/transaksi-pesanan'),
});

/** GET titipan?kode_toko&cari — the store's customers with a deposit account (open balances first). */
export const daftar = endpoint({
  method: 'GET',
  path: 'titipan',
  query: z.object({
    kode_toko: OptionalTokoSchema,
    /** A part of the name, phone or member code. */
    cari: z.preprocess(
      (v) => (v == null ? '' : typeof v === 'string' ? v.trim() : v),
      z.string().max(50, { message: maksimalKarakter('Cari', 50) }),
    ),
    /** Only balances not 0 (default true). */
    terbuka: z.preprocess((v) => (v === undefined || v === '' ? true : v === true || v === 'true' || v === '1'), z.boolean()),
  }),
  response: z.object({ message: z.string(), data: z.array(AkunTitipanSchema) }),
  access: menus(TITIPAN_MENU),
});

/** POST titipan/ambil — pays part or all of a deposit back in cash, with an OWN/SU approval (logged). */
export const ambil = endpoint({
  method: 'POST',
  path: 'titipan/ambil',
  body: z.object({
    /** A deposit slip of the customer (any document on their account). */
    no_titipan: docNo('No Titipan'),
    jumlah: Jumlah,
    keterangan: upperText(200),
    otorisasi: OtorisasiSchema,
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ no_ambil: z.string(), saldo: z.number().int(), tgl_system: DateSchema, akun: AkunTitipanSchema }),
  }),
  access: postsDocument('AMBIL_TITIPAN'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST titipan/batal — a deposit taken by mistake, cancelled on its day (staff; OWN/SU any day) while unspent. */
export const batal = endpoint({
  method: 'POST',
  path: 'titipan/batal',
  body: z.object({ no_titipan: docNo('No Titipan'), alasan: AlasanSchema }),
  response: z.object({ message: z.string(), data: z.object({ no_titipan: z.string(), no_batal: z.string(), saldo: z.number().int() }) }),
  access: postsDocument('TITIPAN'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

// ---------------------------------------------------------------------------------------------------------
// The day's deposits and refunds, checked by a supervisor (/validasi-titipan): each is validated once.

export const ValidasiTitipanRowSchema = z.object({
  no_dokumen: z.string(),
  doc_type: z.string(),
  jam: z.string(),
  customer: z.string(),
  user_id: z.string(),
  /** + deposit taken, − refunded. */
  jumlah: z.number().int(),
  cara_bayar: z.string(),
  divalidasi: z.boolean(),
  validasi_oleh: z.string(),
});
export type ValidasiTitipanRow = z.infer<typeof ValidasiTitipanRowSchema>;

export const dataValidasi = endpoint({
  method: 'GET',
  path: 'titipan/validasi',
  query: z.object({ kode_toko: OptionalTokoSchema, tgl_system: DateSchema.optional() }),
  response: z.object({
    message: z.string(),
    data: z.object({
      kode_toko: z.string(),
      tgl_system: DateSchema,
      rows: z.array(ValidasiTitipanRowSchema),
      /** Deposits taken and refunds paid of the rows not yet validated. */
      masuk: z.number().int(),
      keluar: z.number().int(),
    }),
  }),
  access: menus(VALIDASI_TITIPAN_MENU),
});

export const validasi = endpoint({
  method: 'POST',
  path: 'titipan/validasi',
  body: z.object({
    kode_toko: OptionalTokoSchema,
    tgl_system: DateSchema,
    no_dokumen: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .min(1, { message: harusDiisi('No Dokumen') })
          .max(40, { message: maksimalKarakter('No Dokumen', 40) }),
        {
          error: MEMBER_MESSAGES.tidakAdaYangDivalidasi,
        },
      )
      .min(1, { message: MEMBER_MESSAGES.tidakAdaYangDivalidasi })
      .max(2000, { message: jumlahMaksimal('No Dokumen', 2000) }),
  }),
  response: z.object({ message: z.string(), data: z.object({ no_validasi: z.string(), jumlah: z.number().int() }) }),
  // Not changesBooks: like the other validations, usable while the store's day is not closed.
  access: menus(VALIDASI_TITIPAN_MENU),
});
