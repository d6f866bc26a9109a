// The day's validations (/validasi-penjualan, /validasi-jual-beli): the documents of a store's business day
// with the money each brought in per payment method, and the submit that marks a selection validated once
// the money received per method matches. Both screens stay usable while the store's day is not closed (the
// specification's exception), so yesterday's work is validated before Tutup Toko.
import { z } from 'zod';
import { JENIS_BAYAR } from '../domain/penjualan.ts';
import { harusDiisi, jumlahMaksimal, maksimalKarakter, MEMBER_MESSAGES, MESSAGES } from '../messages.ts';
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
  }),
  response: z.object({ message: z.string(), data: SettingTokoSchema }),
  access: menus('/settingtoko'),
});
