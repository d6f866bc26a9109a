// The buy-back at the counter (/transaksi-pembelian): the shop buys old gold from a customer whose identity
// the law against fencing asks for (NIK, name, phone, address), line by line — from our own nota (the sold
// piece's data comes from the sale, its barcode linked) or by hand — each priced at the category's buy-back
// price of the day less its condition's cut, paid CASH or TRANSFER. Each line enters the store's "bought
// back, not yet sorted" stock as one lot (docs/COUNTER.md, "Buy-back").
import { z } from 'zod';
import { PEMBELIAN_MESSAGES as P, MESSAGES, SEMUA, tidakBolehKosong } from '../messages.ts';
import { DateSchema } from './common.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { FilterSchema, GramOut, OptionalTokoSchema } from './barang-fields.ts';
import {
  optionalCode,
  optionalRupiah,
  optionalText,
  purity,
  requiredCode,
  requiredGrams,
  requiredText,
  toUpper,
  upperChoice,
} from './fields.ts';
import { AlasanSchema } from './mutasi-barang.ts';
import { OtorisasiSchema } from './otorisasi.ts';

/** The seller, all four required (anti-fencing law): NIK 16 digits, phone digits (a leading + allowed). */
export const CustomerBeliSchema = z.object(
  {
    nama: requiredText('Nama Customer', 100),
    no_ktp: z
      .string({ error: tidakBolehKosong('No KTP') })
      .trim()
      .min(1, { message: tidakBolehKosong('No KTP') })
      .regex(/^\d{16}$/, { message: P.nikTidakValid }),
    no_hp: z
      .string({ error: tidakBolehKosong('No HP') })
      .trim()
      .min(1, { message: tidakBolehKosong('No HP') })
      .regex(/^\+?\d{6,15}$/, { message: P.noHpTidakValid }),
    alamat: requiredText('Alamat', 200),
  },
  { error: tidakBolehKosong('Customer') },
);

/**
 * One line bought back. From our own nota: `no_faktur_jual` and/or `kode_barcode` (the server takes name,
 * category, type, weight and purity from the sale); by hand: the fields as typed. `harga` (whole rupiah) is
 * the agreed price of the line; without it the server prices it (berat × price per gram, rounded down).
 */
export const DetailBeliSchema = z.object({
  no_faktur_jual: optionalCode(40),
  kode_barcode: optionalCode(8),
  nama_barang: requiredText('Nama Barang', 150),
  kode_group: requiredCode('Kategori'),
  kode_dept: requiredCode('Jenis'),
  berat: requiredGrams('Berat'),
  kadar: purity(P.kadarTidakValid),
  kondisi: requiredCode('Kondisi'),
  harga: z.preprocess((value) => (value === '' ? undefined : value), optionalRupiah().optional()),
});

export const JENIS_BAYAR_BELI = ['CASH', 'TRANSFER'] as const;

/** A payment of the buy-back: CASH, or TRANSFER (the bank and reference optional). */
export const PembayaranBeliSchema = z.object({
  jenis: upperChoice(JENIS_BAYAR_BELI, tidakBolehKosong('Jenis Pembayaran')),
  jumlah: optionalRupiah(),
  kode_bank: optionalCode(20),
  no_referensi: optionalCode(50),
});

export const PembelianBodySchema = z.object({
  kode_toko: OptionalTokoSchema,
  /** The sales person who served the seller (Master Sales), optional. */
  kode_sales: optionalCode(20),
  customer: CustomerBeliSchema,
  detail_barang: z
    .array(DetailBeliSchema, { error: P.barangBeliKosong })
    .min(1, { message: P.barangBeliKosong })
    .max(100, { message: MESSAGES.dataTidakValid }),
  pembayaran: z
    .array(PembayaranBeliSchema, { error: tidakBolehKosong('Pembayaran') })
    .min(1, { message: tidakBolehKosong('Pembayaran') })
    .max(10, { message: MESSAGES.dataTidakValid }),
  /** An optional photo of the goods or the seller's ID (a JPEG data URL, resized by the screen). */
  foto: z.string().max(700_000, { message: MESSAGES.dataTidakValid }).optional(),
  keterangan: optionalText(200).optional(),
  /** Staff pay more than the computed buy-back price only with an OWN/SU approval. */
  otorisasi: OtorisasiSchema.optional(),
});
export type PembelianBody = z.input<typeof PembelianBodySchema>;

/** A line as the buy-back answers and lists it. */
export const DetailBeliOutSchema = z.object({
  line_no: z.number().int(),
  kode_lot: z.string(),
  no_faktur_jual: z.string().nullable(),
  kode_barcode: z.string().nullable(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  berat: GramOut,
  kadar: z.string(),
  kondisi: z.string(),
  potongan_persen: z.string(),
  harga_per_gram: z.number().int(),
  harga: z.number().int(),
  no_sortir: z.string().nullable(),
});
export type DetailBeliOut = z.infer<typeof DetailBeliOutSchema>;

export const PembelianOutSchema = z.object({
  no_faktur_beli: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  user_id: z.string(),
  kode_sales: z.string().nullable(),
  nama_customer: z.string(),
  no_ktp: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  total_berat: GramOut,
  total_harga: z.number().int(),
  pembayaran: z.array(
    z.object({ jenis: z.string(), jumlah: z.number().int(), kode_bank: z.string().nullable(), no_referensi: z.string().nullable() }),
  ),
  status: z.string(),
  no_batal: z.string().nullable(),
  alasan_batal: z.string().nullable(),
  no_tukar: z.string().nullable(),
  ada_foto: z.boolean(),
  detail_barang: z.array(DetailBeliOutSchema),
});
export type PembelianOut = z.infer<typeof PembelianOutSchema>;

/** POST pembelian — the contract. */
export const simpanPembelian = endpoint({
  method: 'POST',
  path: 'pembelian',
  body: PembelianBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      no_faktur_beli: z.string(),
      tgl_system: z.string(),
      total_harga: z.number().int(),
      total_berat: GramOut,
      detail_barang: z.array(DetailBeliOutSchema),
    }),
  }),
  access: postsDocument('PEMBELIAN'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST pembelian/batal — refused once any line has been sorted (docs/COUNTER.md). */
export const batalPembelian = endpoint({
  method: 'POST',
  path: 'pembelian/batal',
  body: z.object({ no_faktur_beli: requiredText('No Faktur Beli', 40), alasan: AlasanSchema }),
  response: z.object({ message: z.string(), data: z.object({ no_faktur_beli: z.string(), no_batal: z.string() }) }),
  access: menus('/batal-pembelian'),
  changesBooks: true,
});

const LIHAT_MENUS = ['/lihat-pembelian', '/batal-pembelian', '/transaksi-pembelian'] as const;

/** GET pembelian?tgl_from&tgl_to&q&kode_toko&page — the buy-backs of a period (search by number, NIK, name or barcode). */
export const daftarPembelian = endpoint({
  method: 'GET',
  path: 'pembelian',
  query: z.object({
    tgl_from: DateSchema,
    tgl_to: DateSchema,
    q: z.string().trim().max(60).optional(),
    kode_toko: OptionalTokoSchema,
    status: z.enum(['SEMUA', 'AKTIF', 'BATAL']).optional().default('SEMUA'),
    page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
    limit: z.coerce.number().int().min(1).max(200).optional().default(50),
  }),
  response: z.object({ message: z.string(), data: z.array(PembelianOutSchema), total_rows: z.number().int() }),
  access: menus(...LIHAT_MENUS),
});

/** GET pembelian/:no_faktur_beli — one buy-back with its lines (reprint). */
export const detailPembelian = endpoint({
  method: 'GET',
  path: 'pembelian/detail/:no_faktur_beli',
  params: z.object({ no_faktur_beli: z.string().trim().min(1).max(40).transform(toUpper) }),
  response: z.object({ message: z.string(), data: PembelianOutSchema }),
  access: menus(...LIHAT_MENUS),
});

/** GET pembelian/foto/:no_faktur_beli — the photo as a data URL, or null. */
export const fotoPembelian = endpoint({
  method: 'GET',
  path: 'pembelian/foto/:no_faktur_beli',
  params: z.object({ no_faktur_beli: z.string().trim().min(1).max(40).transform(toUpper) }),
  response: z.object({ data: z.string().nullable() }),
  access: menus(...LIHAT_MENUS),
});

/** A line of our own nota as the buy-back screen fills it (GET pembelian/nota?kode=<no_faktur_jual | barcode>). */
export const NotaLineSchema = z.object({
  no_faktur_jual: z.string().nullable(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  berat: GramOut,
  kadar: z.string(),
  dibeli_kembali: z.boolean(),
});
export type NotaLine = z.infer<typeof NotaLineSchema>;

export const cariNota = endpoint({
  method: 'GET',
  path: 'pembelian/nota',
  query: z.object({ kode: requiredText('No Faktur Jual / Kode Barcode', 60) }),
  response: z.object({ message: z.string(), data: z.array(NotaLineSchema) }),
  access: menus('/transaksi-pembelian'),
});

/** The price a line would get: the category's buy-back price of the day less the condition's cut. */
export const hargaBeli = endpoint({
  method: 'GET',
  path: 'pembelian/harga',
  query: z.object({ kode_group: requiredCode('Kategori'), kondisi: requiredCode('Kondisi'), kode_toko: OptionalTokoSchema }),
  response: z.object({
    data: z.object({
      harga_beli: z.number().int(),
      potongan_persen: z.string(),
      harga_per_gram: z.number().int(),
      /** The chain's payout rounding (a line's price is rounded down to it). */
      pembulatan_beli: z.number().int().optional(),
    }),
  }),
  access: menus('/transaksi-pembelian'),
});

/** A line bought back and not yet sorted, as the specification lists it for the sorting screen. */
export const ReadySortirSchema = z.object({
  no_faktur_beli: z.string(),
  line_no: z.number().int(),
  kode_lot: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  kondisi: z.string(),
  nama_barang: z.string(),
  kode_dept: z.string(),
  kode_group: z.string(),
  berat: GramOut,
  kadar: z.string(),
  harga: z.number().int(),
  kode_baki: z.string(),
});
export type ReadySortir = z.infer<typeof ReadySortirSchema>;

/** GET pembelian/ready/sortir?kondisi&kode_dept&kode_group&kode_toko&tgl_system (each optional; SEMUA = all). */
export const readySortir = endpoint({
  method: 'GET',
  path: 'pembelian/ready/sortir',
  query: z.object({
    kondisi: FilterSchema.optional().default(SEMUA),
    kode_dept: FilterSchema.optional().default(SEMUA),
    kode_group: FilterSchema.optional().default(SEMUA),
    kode_toko: OptionalTokoSchema,
    tgl_system: z.preprocess((value) => (value === '' ? undefined : value), DateSchema.optional()),
  }),
  response: z.object({ message: z.string(), data: z.array(ReadySortirSchema) }),
  access: menus('/sortir-pembelian', '/transaksi-pembelian'),
});
