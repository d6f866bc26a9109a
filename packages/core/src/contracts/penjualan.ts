// The sale at the counter (/transaksi-penjualan), its list and reprint (/lihat-penjualan), its cancel
// (/batal-penjualan) and the nota's per-store texts (/settingNota). The contract is documented in
// docs/COUNTER.md ("Sale"); money is whole rupiah, grams exact text with 3 decimals.
import { z } from 'zod';
import { JENIS_BAYAR, JENIS_BAYAR_JUAL, JENIS_BAYAR_TERSIMPAN } from '../domain/penjualan.ts';
import { harusDiisi, MESSAGES, PENJUALAN_MESSAGES as PM, TITIPAN_MESSAGES } from '../messages.ts';
import { DateSchema } from './common.ts';
import { GramOut, OptionalTokoSchema, ScanBarcodeSchema } from './barang-fields.ts';
import { code, docNo, optionalCode, optionalDate, optionalRupiah, phone, rupiah, upperText } from './fields.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { AlasanSchema } from './mutasi-barang.ts';
import { OtorisasiSchema } from './otorisasi.ts';
import { FileResponseSchema } from './reports.ts';

/** Whole rupiah greater than zero (a payment). */
const JumlahSchema = rupiah({ missing: MESSAGES.nilaiHarusAngka, invalid: MESSAGES.nilaiHarusAngka, positive: PM.jumlahBayarTidakValid });

export const CustomerSchema = z.object({
  nama: upperText(100),
  no_hp: phone(),
  alamat: upperText(200),
});

export const DetailJualSchema = z.object({
  kode_barcode: ScanBarcodeSchema,
  /** The making charge; missing → the item's own ongkos (Data Barang). */
  ongkos: optionalRupiah().optional(),
  /** Missing → 0. */
  diskon: optionalRupiah().optional(),
});

const pembayaranLine = <const T extends readonly [string, ...string[]]>(jenis: T) =>
  z
    .object({
      jenis: z.enum(jenis, { error: harusDiisi('Jenis Pembayaran') }),
      jumlah: JumlahSchema,
      kode_bank: optionalCode(),
      kode_marketplace: optionalCode(),
      no_referensi: optionalCode(50),
      /** TITIPAN: a deposit slip of the sale's customer (names their deposit account). */
      no_titipan: optionalCode(40),
    })
    .superRefine((line, ctx) => {
      if ((line.jenis === 'TRANSFER' || line.jenis === 'DEBIT' || line.jenis === 'KREDIT') && !line.kode_bank)
        ctx.addIssue({ code: 'custom', message: PM.bankHarusDiisi, path: ['kode_bank'] });
      if (line.jenis === 'MARKETPLACE' && (!line.kode_marketplace || !line.no_referensi))
        ctx.addIssue({ code: 'custom', message: PM.marketplaceHarusDiisi, path: ['kode_marketplace'] });
      if (line.jenis === 'TITIPAN' && !line.no_titipan)
        ctx.addIssue({ code: 'custom', message: TITIPAN_MESSAGES.noTitipanHarusDiisi, path: ['no_titipan'] });
    });
/** A payment by one of the counter's methods (a deposit taken, a buy-back's payout…). */
export const PembayaranSchema = pembayaranLine(JENIS_BAYAR);
export type PembayaranInput = z.input<typeof PembayaranSchema>;
/** A sale's payment: the counter's methods or the customer's deposit (TITIPAN with `no_titipan`). */
export const PembayaranJualSchema = pembayaranLine(JENIS_BAYAR_JUAL);
export type PembayaranJualInput = z.input<typeof PembayaranJualSchema>;

export const PenjualanBodySchema = z
  .object({
    kode_sales: code(PM.salesHarusDipilih),
    kode_member: optionalCode(),
    customer: CustomerSchema.optional(),
    detail_barang: z
      .array(DetailJualSchema, { error: MESSAGES.dataBaragTidakBolehKosong })
      .min(1, { message: MESSAGES.dataBaragTidakBolehKosong })
      .max(200, { message: MESSAGES.dataTidakValid }),
    pembayaran: z
      .array(PembayaranJualSchema, { error: PM.pembayaranKosong })
      .min(1, { message: PM.pembayaranKosong })
      .max(20, { message: MESSAGES.dataTidakValid }),
    kode_toko: OptionalTokoSchema,
    /** An OWN/SU approval lets a line's discount pass the user's limit (a price below the computed one). */
    otorisasi: OtorisasiSchema.optional(),
    /** Deposits: the cash change is kept as the customer's deposit instead of handed back (a member or a phone number needed). */
    kembalian_titip: z.boolean().optional(),
  })
  .refine((body) => Boolean(body.kode_member) || Boolean(body.customer?.nama), { message: PM.customerHarusDiisi, path: ['customer'] });
export type PenjualanBody = z.input<typeof PenjualanBodySchema>;

export const DetailJualOutSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_baki: z.string(),
  berat: GramOut,
  kadar: z.string(),
  harga_per_gram: z.number().int(),
  harga_emas: z.number().int(),
  ongkos: z.number().int(),
  harga_atribut: z.number().int(),
  diskon: z.number().int(),
  harga: z.number().int(),
  // The PPN inside harga for a PKP store, fixed at the time of sale (the nota prints DPP and PPN).
  /** FAKTUR or NON_FAKTUR (the piece's acquisition basis); '' when the store was not PKP. */
  ppn_dasar: z.string().optional(),
  /** The rate, percent text ("1.1", "1.65"). */
  ppn_persen: z.string().optional(),
  ppn: z.number().int().optional(),
});
export type DetailJualOut = z.infer<typeof DetailJualOutSchema>;

export const BayarOutSchema = z.object({
  jenis: z.enum(JENIS_BAYAR_TERSIMPAN),
  jumlah: z.number().int(),
  kode_bank: z.string(),
  kode_marketplace: z.string(),
  no_referensi: z.string(),
});

export const simpanPenjualan = endpoint({
  method: 'POST',
  path: 'penjualan',
  body: PenjualanBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      no_faktur_jual: z.string(),
      tgl_system: DateSchema,
      total_harga: z.number().int(),
      total_bayar: z.number().int(),
      kembalian: z.number().int(),
      poin: z.number().int(),
      detail_barang: z.array(DetailJualOutSchema),
      /** Deposits: the change kept as the customer's deposit (then `kembalian` is 0). */
      kembalian_titip: z.number().int().optional(),
    }),
  }),
  access: postsDocument('PENJUALAN'),
  changesBooks: true,
});

const NoFakturSchema = docNo('No Faktur Jual');

export const batalPenjualan = endpoint({
  method: 'POST',
  path: 'penjualan/batal',
  body: z.object({
    no_faktur_jual: NoFakturSchema,
    alasan: AlasanSchema,
    /** A cashier without /batal-penjualan cancels a sale of the day with an OWN/SU approval. */
    otorisasi: OtorisasiSchema.optional(),
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ no_faktur_jual: z.string(), no_batal: z.string(), poin_dikembalikan: z.number().int() }),
  }),
  // The cashier (the sale's menu) may ask too; the service then requires the approval.
  access: menus('/batal-penjualan', '/transaksi-penjualan'),
  changesBooks: true,
});

/** A scanned item as the counter shows it, priced for today, before it is sold. */
export const BarangJualSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  nama_group: z.string(),
  kode_dept: z.string(),
  nama_dept: z.string(),
  kode_baki: z.string(),
  berat: GramOut,
  kadar: z.string(),
  nama_atribut: z.string(),
  harga_per_gram: z.number().int(),
  harga_emas: z.number().int(),
  ongkos: z.number().int(),
  harga_atribut: z.number().int(),
  /** The most discount (percent of the line before discount) the signed-in user's level may give. */
  diskon_maks_persen: z.number(),
  /** The chain's sale rounding, so the screen's line price is the one the server books. */
  pembulatan_jual: z.number().int().optional(),
  /** The item's photo as a data: URL, or null. */
  foto: z.string().nullable(),
});
export type BarangJual = z.infer<typeof BarangJualSchema>;

export const barangJual = endpoint({
  method: 'GET',
  path: 'penjualan/barang',
  query: z.object({ kode_barcode: ScanBarcodeSchema, kode_toko: OptionalTokoSchema }),
  response: z.object({ data: BarangJualSchema }),
  access: menus('/transaksi-penjualan'),
});

export const PenjualanRowSchema = z.object({
  no_faktur_jual: z.string(),
  tgl_system: DateSchema,
  kode_toko: z.string(),
  kode_sales: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  no_hp: z.string(),
  qty: z.number().int(),
  berat: GramOut,
  total_harga: z.number().int(),
  status: z.enum(['OPEN', 'BATAL']),
  user_id: z.string(),
});
export type PenjualanRow = z.infer<typeof PenjualanRowSchema>;

const optionalFilterDate = optionalDate();

export const daftarPenjualan = endpoint({
  method: 'GET',
  path: 'penjualan',
  query: z.object({
    tgl_from: optionalFilterDate,
    tgl_to: optionalFilterDate,
    no_faktur_jual: optionalCode(40),
    kode_member: optionalCode(),
    kode_barcode: optionalCode(8),
    kode_toko: OptionalTokoSchema,
    page: z.coerce.number().int().min(1).max(100000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ message: z.string(), data: z.array(PenjualanRowSchema), total: z.number().int() }),
  access: menus('/lihat-penjualan', '/batal-penjualan'),
});

export const PenjualanDetailSchema = PenjualanRowSchema.extend({
  alamat: z.string(),
  nama_sales: z.string(),
  nama_toko: z.string(),
  alamat_toko: z.string(),
  total_bayar: z.number().int(),
  kembalian: z.number().int(),
  poin: z.number().int(),
  no_batal: z.string(),
  alasan_batal: z.string(),
  jam: z.string(),
  detail_barang: z.array(DetailJualOutSchema),
  pembayaran: z.array(BayarOutSchema),
});
export type PenjualanDetail = z.infer<typeof PenjualanDetailSchema>;

const NoFakturParams = z.object({ no_faktur_jual: NoFakturSchema });

export const detailPenjualan = endpoint({
  method: 'GET',
  path: 'penjualan/detail/:no_faktur_jual',
  params: NoFakturParams,
  response: z.object({ data: PenjualanDetailSchema }),
  access: menus('/transaksi-penjualan', '/lihat-penjualan', '/batal-penjualan'),
});

/** The nota (A5 or the store's paper): each piece with photo, weight, purity, price; the number as barcode and QR. */
export const notaPenjualanPdf = endpoint({
  method: 'GET',
  path: 'penjualan/nota/:no_faktur_jual',
  params: NoFakturParams,
  response: FileResponseSchema,
  access: menus('/transaksi-penjualan', '/lihat-penjualan', '/batal-penjualan'),
});

// ---------------------------------------------------------------- setting nota

export const UKURAN_NOTA = ['A5', 'A4', 'A6'] as const;

export const SettingNotaSchema = z.object({
  kode_toko: z.string(),
  header: z.string(),
  footer: z.string(),
  syarat_buyback: z.string(),
  ukuran_kertas: z.enum(UKURAN_NOTA),
});
export type SettingNota = z.infer<typeof SettingNotaSchema>;

const longText = (max: number) =>
  z.preprocess(
    (v) => (v == null ? '' : typeof v === 'string' ? v.replace(/\r\n/g, '\n').trim() : v),
    z.string().max(max, { message: MESSAGES.dataTidakValid }),
  );

export const getSettingNota = endpoint({
  method: 'GET',
  path: 'setting-nota',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({ data: SettingNotaSchema }),
  access: menus('/settingNota', '/transaksi-penjualan', '/lihat-penjualan'),
});

export const simpanSettingNota = endpoint({
  method: 'PUT',
  path: 'setting-nota',
  body: z.object({
    kode_toko: OptionalTokoSchema,
    header: longText(300),
    footer: longText(300),
    syarat_buyback: longText(1000),
    ukuran_kertas: z.enum(UKURAN_NOTA, { error: harusDiisi('Ukuran Kertas') }),
  }),
  response: z.object({ message: z.string(), data: SettingNotaSchema }),
  access: menus('/settingNota'),
});
