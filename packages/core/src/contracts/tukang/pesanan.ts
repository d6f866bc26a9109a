// Custom orders (/transaksi-pesanan, /pembagian-pesanan, /pesanan-selesai, /pindah-pesanan, /lihat-pesanan):
// an order taken at the counter, given to a craftsman with its material, finished and handed over.
import { z } from 'zod';
import { JENIS_BAYAR_PESANAN } from '../../domain/penjualan.ts';
import { MESSAGES, harusDiisi } from '../../messages.ts';
import { GramOut, OptionalTokoSchema } from '../barang-fields.ts';
import { endpoint, menus, postsDocument } from '../endpoint.ts';
import { code, optionalCode, optionalGrams, optionalText, requiredDate, rupiah, trimmed } from '../fields.ts';
import { materialGrams } from './shared.ts';

/** One piece of an order (/transaksi-pesanan). */
export const PesananItemSchema = z.object({
  kode_group: code(MESSAGES.kategoriTidakBolehKosong),
  jenis_pesanan: code(harusDiisi('Jenis Pesanan'), 20),
  deskripsi: code(harusDiisi('Deskripsi'), 200),
  attribut: optionalText(100),
  size: optionalText(20),
  perkiraan_berat: materialGrams('Perkiraan Berat Harus Diisi'),
  perkiraan_kadar: optionalText(10),
  berat_atribut: optionalGrams(),
  harga_gram: rupiah(),
  harga_atribut: rupiah().optional().default(0),
  /** Sent by the screen; the server computes it again (weight × price a gram rounded up to Rp 500, + attribute). */
  sub_total: rupiah().optional(),
});

/**
 * One payment of an order's down payment. TITIPAN draws on the customer's deposit (a member's, or a walk-in's
 * by phone): `no_titipan` names a slip of it, or, missing, the order's customer names the account.
 */
export const PembayaranSchema = z.object({
  jenis_bayar: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(JENIS_BAYAR_PESANAN, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? harusDiisi('Jenis Bayar') : MESSAGES.jenisBayarTidakDikenal),
    }),
  ),
  jumlah: rupiah(),
  no_titipan: optionalCode(40),
});

/** `POST pesanan`: a member's code or a customer, the pieces, the deposit and how it was paid, the due date. */
export const PesananSchema = z.object({
  kode_customer: optionalText(30),
  customer: z.object({ nama: code(harusDiisi('Nama Customer'), 100), alamat: optionalText(255), no_hp: optionalText(20) }).optional(),
  detail_barang: z
    .array(PesananItemSchema, { error: MESSAGES.detailPesananKosong })
    .min(1, { message: MESSAGES.detailPesananKosong })
    .max(20, { message: MESSAGES.dataTidakValid }),
  uang_muka: rupiah(),
  pembayaran: z.array(PembayaranSchema).max(5, { message: MESSAGES.dataTidakValid }).optional().default([]),
  tgl_jatuh_tempo: requiredDate(harusDiisi('Tanggal Jatuh Tempo')),
  kode_toko: OptionalTokoSchema,
});
export type PesananBody = z.infer<typeof PesananSchema>;
export type PesananInput = z.input<typeof PesananSchema>;

/** An order as the screens read it. */
export const PesananRowSchema = z.object({
  no_pesanan: z.string(),
  kode_toko: z.string(),
  tgl_pesanan: z.string(),
  tgl_jatuh_tempo: z.string(),
  kode_member: z.string(),
  nama_customer: z.string(),
  alamat: z.string(),
  no_hp: z.string(),
  kode_group: z.string(),
  total_harga: z.number(),
  uang_muka: z.number(),
  status: z.string(),
  kode_tukang: z.string().nullable(),
  ongkos_tukang: z.number(),
  berat_susut: GramOut,
  berat_selesai: GramOut,
  susut_selesai: GramOut,
  kode_barcode: z.string().nullable(),
  detail_barang: z.array(
    z.object({
      line_no: z.number(),
      kode_group: z.string(),
      jenis_pesanan: z.string(),
      deskripsi: z.string(),
      attribut: z.string(),
      size: z.string(),
      perkiraan_berat: GramOut,
      perkiraan_kadar: z.string(),
      berat_atribut: GramOut,
      harga_gram: z.number(),
      harga_atribut: z.number(),
      sub_total: z.number(),
    }),
  ),
});
export type PesananRow = z.infer<typeof PesananRowSchema>;

export const simpanPesanan = endpoint({
  method: 'POST',
  path: 'pesanan',
  body: PesananSchema,
  response: z.object({ message: z.string(), data: PesananRowSchema, slip: z.string() }),
  access: menus('/transaksi-pesanan'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** An order's number as typed or scanned. */
export const NoPesananSchema = code(MESSAGES.noPesananHarusDiisi, 40);

/** `GET pesanan/available?no_pesanan`: an order not yet given to a craftsman (/pembagian-pesanan). */
export const pesananAvailable = endpoint({
  method: 'GET',
  path: 'pesanan/available',
  query: z.object({ no_pesanan: NoPesananSchema }),
  response: z.object({ message: z.string(), data: PesananRowSchema }),
  access: menus('/pembagian-pesanan'),
});

/** One order by number, whatever its status (/cetak-ulang-pesanan, /pesanan-selesai, /pindah-pesanan). */
export const pesananDetail = endpoint({
  method: 'GET',
  path: 'pesanan/detail',
  query: z.object({ no_pesanan: NoPesananSchema }),
  response: z.object({ message: z.string(), data: PesananRowSchema }),
  access: menus('/cetak-ulang-pesanan', '/pesanan-selesai', '/pindah-pesanan', '/lihat-pesanan'),
});

export const STATUS_PESANAN = ['OPEN', 'PROSES', 'SELESAI', 'DISERAHKAN'] as const;

/** /lihat-pesanan: orders of the store, paged, by status and a search text. */
export const lihatPesanan = endpoint({
  method: 'GET',
  path: 'pesanan',
  query: z.object({
    status: z.preprocess(
      (v) => (v == null || v === '' ? 'SEMUA' : typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(['SEMUA', ...STATUS_PESANAN], { error: MESSAGES.dataTidakValid }),
    ),
    cari: z.preprocess((v) => (v == null ? '' : trimmed(v)), z.string().max(60, { message: MESSAGES.dataTidakValid })),
    page: z.coerce.number({ error: MESSAGES.dataTidakValid }).int().min(1).max(100000).optional().default(1),
    kode_toko: OptionalTokoSchema,
  }),
  response: z.object({ message: z.string(), data: z.array(PesananRowSchema.omit({ detail_barang: true })), total: z.number() }),
  access: menus('/lihat-pesanan'),
});

/** `POST pembagian-pesanan` (spec 001 §9): fee an integer, shrink a decimal (default 0). */
export const PembagianSchema = z.object({
  no_pesanan: NoPesananSchema,
  kode_tukang: code(MESSAGES.kodeTukangHarusDipilih),
  ongkos_tukang: rupiah({ missing: MESSAGES.ongkosTukangHarusDiisi, invalid: MESSAGES.ongkosTukangHarusDiisi }),
  berat_susut: optionalGrams(),
});
export type PembagianBody = z.infer<typeof PembagianSchema>;
export type PembagianInput = z.input<typeof PembagianSchema>;

export const pembagianPesanan = endpoint({
  method: 'POST',
  path: 'pembagian-pesanan',
  body: PembagianSchema,
  response: z.object({ message: z.string(), data: z.object({ no_pesanan: z.string(), slip: z.string() }) }),
  access: menus('/pembagian-pesanan'),
  changesBooks: true,
});

/** The distribution slip again (/cetak-ulang-pesanan). */
export const cetakUlangPesanan = endpoint({
  method: 'GET',
  path: 'pembagian-pesanan/slip',
  query: z.object({ no_pesanan: NoPesananSchema }),
  response: z.object({ message: z.string(), data: z.object({ no_pesanan: z.string(), slip: z.string() }) }),
  access: menus('/cetak-ulang-pesanan'),
});

/**
 * `POST pesanan/selesai`: the finished piece's weight and the shrink come back from the craftsman;
 * both leave his BAHAN balance of the order's category (the shrink as a recorded loss). The piece then waits
 * to be entered as a barcoded item (status PESANAN) in the goods form.
 */
export const pesananSelesai = endpoint({
  method: 'POST',
  path: 'pesanan/selesai',
  body: z.object({ no_pesanan: NoPesananSchema, berat_selesai: materialGrams('Berat Selesai Harus Diisi'), berat_susut: optionalGrams() }),
  response: z.object({ message: z.string(), no_dokumen: z.string(), data: PesananRowSchema }),
  access: postsDocument('PESANAN_SELESAI'),
  changesBooks: true,
});

/** /pindah-pesanan: an order in work moves to another craftsman with its material (the order's estimated weight). */
export const pindahPesanan = endpoint({
  method: 'POST',
  path: 'pesanan/pindah',
  body: z.object({ no_pesanan: NoPesananSchema, kode_tukang: code(MESSAGES.kodeTukangHarusDipilih), berat_bahan: optionalGrams() }),
  response: z.object({ message: z.string(), no_dokumen: z.string().nullable(), data: PesananRowSchema }),
  access: postsDocument('PINDAH_PESANAN'),
  changesBooks: true,
});
