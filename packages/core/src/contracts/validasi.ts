// The day's validations (/validasi-penjualan, /validasi-jual-beli): the documents of a store's business day
// with the money each brought in per payment method, and the submit that marks a selection validated once
// the money received per method matches. Both screens stay usable while the store's day is not closed (the
// specification's exception), so yesterday's work is validated before Tutup Toko.
import { z } from 'zod';
import { JENIS_BAYAR } from '../domain/penjualan.ts';
import {
  harusDiisi,
  jumlahMaksimal,
  maksimalKarakter,
  MEMBER_MESSAGES,
  MESSAGES,
  nilaiMaksimal,
  nilaiMinimal,
  tidakValid,
} from '../messages.ts';
import { OtorisasiSchema } from './otorisasi.ts';
import { DateSchema } from './common.ts';
import { OptionalTokoSchema } from './barang-fields.ts';
import { endpoint, menus } from './endpoint.ts';

/** The money a buy-back paid out, beside the payment methods of sales. */
export const BAYAR_PEMBELIAN = 'PEMBELIAN';
/** What money is counted under: a sale's payment method, or PEMBELIAN (paid out for buy-backs). */
export const JENIS_UANG = [...JENIS_BAYAR, BAYAR_PEMBELIAN] as const;
export type JenisUang = (typeof JENIS_UANG)[number];

export const ValidasiQuerySchema = z.object({
  kode_toko: OptionalTokoSchema,
  /** Default: the store's business date (the day being closed). */
  tgl_system: DateSchema.optional(),
});

export const UangSchema = z.object({ jenis: z.enum(JENIS_UANG), jumlah: z.number().int() });
export type Uang = z.infer<typeof UangSchema>;

export const ValidasiRowSchema = z.object({
  no_faktur: z.string(),
  /** PENJUALAN or PEMBELIAN. */
  doc_type: z.string(),
  jam: z.string(),
  customer: z.string(),
  user_id: z.string(),
  total_harga: z.number().int(),
  /** Money per method the document brought in (cash net of change); a buy-back: PEMBELIAN paid out. */
  uang: z.array(UangSchema),
  divalidasi: z.boolean(),
  validasi_oleh: z.string(),
});
export type ValidasiRow = z.infer<typeof ValidasiRowSchema>;

export const ValidasiDataSchema = z.object({
  kode_toko: z.string(),
  tgl_system: DateSchema,
  rows: z.array(ValidasiRowSchema),
  /** Money per method of the documents not yet validated. */
  belum_divalidasi: z.array(UangSchema),
});
export type ValidasiData = z.infer<typeof ValidasiDataSchema>;

export const ValidasiBodySchema = z.object({
  kode_toko: OptionalTokoSchema,
  tgl_system: DateSchema,
  no_faktur: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .min(1, { message: harusDiisi('No Faktur') })
        .max(40, { message: maksimalKarakter('No Faktur', 40) }),
      {
        error: MEMBER_MESSAGES.tidakAdaYangDivalidasi,
      },
    )
    .min(1, { message: MEMBER_MESSAGES.tidakAdaYangDivalidasi })
    .max(2000, { message: jumlahMaksimal('No Faktur', 2000) }),
  /** The money counted per method for the selection; every method of the selection must match. */
  uang_diterima: z
    .array(
      z.object({
        jenis: z.enum(JENIS_UANG, { error: harusDiisi('Jenis Pembayaran') }),
        jumlah: z
          .number({ error: harusDiisi('Uang Diterima') })
          .int({ message: MESSAGES.nilaiHarusAngka })
          .min(0)
          .max(1e13),
      }),
    )
    .max(JENIS_UANG.length, { message: jumlahMaksimal('Uang Diterima', JENIS_UANG.length) }),
});
export type ValidasiBody = z.infer<typeof ValidasiBodySchema>;

const ValidasiAnswer = z.object({ message: z.string(), data: z.object({ no_validasi: z.string(), jumlah: z.number().int() }) });

export const dataValidasiPenjualan = endpoint({
  method: 'GET',
  path: 'validasi-penjualan',
  query: ValidasiQuerySchema,
  response: z.object({ data: ValidasiDataSchema }),
  access: menus('/validasi-penjualan'),
});

export const validasiPenjualan = endpoint({
  method: 'POST',
  path: 'validasi-penjualan',
  body: ValidasiBodySchema,
  response: ValidasiAnswer,
  // Not changesBooks: usable while the store's day is not closed, as Tutup Toko needs it done first.
  access: menus('/validasi-penjualan'),
});

export const dataValidasiJualBeli = endpoint({
  method: 'GET',
  path: 'validasi-jual-beli',
  query: ValidasiQuerySchema,
  response: z.object({ data: ValidasiDataSchema }),
  access: menus('/validasi-jual-beli'),
});

export const validasiJualBeli = endpoint({
  method: 'POST',
  path: 'validasi-jual-beli',
  body: ValidasiBodySchema,
  response: ValidasiAnswer,
  access: menus('/validasi-jual-beli'),
});

export const SettingTokoSchema = z.object({
  kode_toko: z.string(),
  /** Tutup Toko refuses while a sale or buy-back of the day is not validated. */
  wajib_validasi_tutup_toko: z.boolean(),
  /** Tutup Toko refuses while the day's cash count is missing or its difference awaits approval. */
  wajib_hitung_kas: z.boolean(),
  /** a count difference up to this many rupiah (either way) is booked without an OWN/SU approval. */
  toleransi_selisih_kas: z.number().int(),
  // Hutang
  /** Loans against gold at this store (needs an OJK licence, POJK 39/2024): off by default. */
  hutang_aktif: z.boolean(),
});
export type SettingToko = z.infer<typeof SettingTokoSchema>;

export const getSettingToko = endpoint({
  method: 'GET',
  path: 'setting-toko',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({ data: SettingTokoSchema }),
  access: menus('/settingtoko'),
});

export const simpanSettingToko = endpoint({
  method: 'PUT',
  path: 'setting-toko',
  body: z.object({
    kode_toko: OptionalTokoSchema,
    wajib_validasi_tutup_toko: z.boolean({ error: harusDiisi('Wajib Validasi') }),
    wajib_hitung_kas: z.boolean({ error: harusDiisi('Wajib Hitung Kas') }).optional(),
    toleransi_selisih_kas: z
      .number({ error: harusDiisi('Toleransi Selisih Kas') })
      .int({ message: MESSAGES.nilaiHarusAngka })
      .min(0, { message: nilaiMinimal('Toleransi Selisih Kas', 0) })
      .max(100_000_000, { message: nilaiMaksimal('Toleransi Selisih Kas', '100.000.000') })
      .optional(),
    // Hutang
    hutang_aktif: z.boolean({ error: harusDiisi('Transaksi Hutang') }).optional(),
  }),
  response: z.object({ message: z.string(), data: SettingTokoSchema }),
  access: menus('/settingtoko'),
});

// ---------------------------------------------------------------------------------------------------------
// The day's blind count. The supervisor types what the drawer holds (CASH) and what the
// bank/EDC shows per non-cash method for the store's day; the expected figures (the money ledger: the
// drawer's balance, the day's movements of each method's clearing account) are answered only after the count
// is stored, and the stored count is final — a second count of the day is refused, so nobody can retype
// their way to the expected figure. A difference beyond the store's tolerance waits for an OWN/SU approval
// (id + password + reason), which books it as a SELISIH_KAS money document; the close of day waits for it.

/** The methods a count covers: the drawer (CASH) and each non-cash method's clearing. */
export const JENIS_HITUNG = JENIS_BAYAR;

export const HitungUangSchema = z.object({
  jenis: z.enum(JENIS_HITUNG, { error: harusDiisi('Jenis Pembayaran') }),
  jumlah: z
    .number({ error: harusDiisi('Jumlah Dihitung') })
    .int({ message: MESSAGES.nilaiHarusAngka })
    .min(0, { message: nilaiMinimal('Jumlah Dihitung', 0) })
    .max(1e13, { message: nilaiMaksimal('Jumlah Dihitung', '10.000.000.000.000') }),
});

export const HitungKasBodySchema = z.object({
  kode_toko: OptionalTokoSchema,
  tgl_system: DateSchema,
  /** What was counted per method; a method left out counts 0 (a drawer must name CASH). */
  uang: z
    .array(HitungUangSchema, { error: harusDiisi('Uang Dihitung') })
    .min(1, { message: harusDiisi('Uang Dihitung') })
    .max(JENIS_HITUNG.length, { message: jumlahMaksimal('Uang Dihitung', JENIS_HITUNG.length) })
    .refine((list) => new Set(list.map((u) => u.jenis)).size === list.length, { message: tidakValid('Jenis Pembayaran') }),
});
export type HitungKasBody = z.infer<typeof HitungKasBodySchema>;

export const HitungKasRowSchema = z.object({
  jenis: z.string(),
  dihitung: z.number().int(),
  diharapkan: z.number().int(),
  /** dihitung − diharapkan: + more money than the books, − less. */
  selisih: z.number().int(),
});
export type HitungKasRow = z.infer<typeof HitungKasRowSchema>;

export const STATUS_HITUNG = ['SELESAI', 'MENUNGGU_OTORISASI'] as const;

export const HitungKasHasilSchema = z.object({
  status: z.enum(STATUS_HITUNG),
  rows: z.array(HitungKasRowSchema),
  /** The SELISIH_KAS document that booked the difference ('' when there was none, or while it waits). */
  no_dokumen: z.string(),
  alasan: z.string(),
  dihitung_oleh: z.string(),
  disetujui_oleh: z.string(),
});
export type HitungKasHasil = z.infer<typeof HitungKasHasilSchema>;

export const HitungKasDataSchema = z.object({
  kode_toko: z.string(),
  tgl_system: DateSchema,
  /** The methods to count, in the screen's order. */
  metode: z.array(z.string()),
  /** How many sales and buy-backs the day has (no money: the count is blind). */
  jumlah_transaksi: z.number().int(),
  /** The day's count once stored (with its expected figures), null before. */
  hasil: HitungKasHasilSchema.nullable(),
});
export type HitungKasData = z.infer<typeof HitungKasDataSchema>;

const HitungKasAnswer = z.object({ message: z.string(), data: HitungKasHasilSchema });
const HITUNG_MENUS = ['/validasi-penjualan', '/validasi-jual-beli'];

export const dataHitungKas = endpoint({
  method: 'GET',
  path: 'hitung-kas',
  query: ValidasiQuerySchema,
  response: z.object({ data: HitungKasDataSchema }),
  access: menus(...HITUNG_MENUS),
});

export const hitungKas = endpoint({
  method: 'POST',
  path: 'hitung-kas',
  body: HitungKasBodySchema,
  response: HitungKasAnswer,
  // Not changesBooks: the day is counted before Tutup Toko, also when the store's day is behind.
  access: menus(...HITUNG_MENUS),
});

export const otorisasiHitungKas = endpoint({
  method: 'POST',
  path: 'hitung-kas/otorisasi',
  body: z.object({ kode_toko: OptionalTokoSchema, tgl_system: DateSchema, otorisasi: OtorisasiSchema }),
  response: HitungKasAnswer,
  access: menus(...HITUNG_MENUS),
});
