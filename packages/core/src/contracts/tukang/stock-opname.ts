// The order stock opname (/stock-opname-pesanan): a craftsman's finished orders counted against the material
// he was given, the remainder deposited back on a tray.
import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
import { GramOut, OptionalTokoSchema } from '../barang-fields.ts';
import { endpoint, menus, postsDocument } from '../endpoint.ts';
import { code, grams, optionalGrams, rupiah, signedGrams, toUpper, trimmed } from '../fields.ts';
import { FileResponseSchema } from '../reports.ts';
import { NoPesananSchema } from './pesanan.ts';

/** `GET stock-opname/no-stocks`: the number the next order stock opname will most likely get. */
export const noStockOpname = endpoint({
  method: 'GET',
  path: 'stock-opname/no-stocks',
  response: z.object({ message: z.string(), no_so_pesanan: z.string(), tanggal: z.string() }),
  access: menus('/stock-opname-pesanan'),
});

const SoQuerySchema = z.object({
  kode_tukang: code(MESSAGES.dataTukangHarusDipilih),
  kode_group: code(MESSAGES.kategoriHarusDipilih),
  kode_toko: OptionalTokoSchema,
});

export const SoPesananRowSchema = z.object({
  _id: z.string(),
  no_pesanan: z.string(),
  kode_tukang: z.string(),
  kode_group: z.string(),
  deskripsi: z.string(),
  berat_selesai: GramOut,
  berat_susut: GramOut,
  ongkos: z.number(),
});
export type SoPesananRow = z.infer<typeof SoPesananRowSchema>;

/**
 * `GET stock-opname?kode_group&kode_tukang`: the craftsman's finished orders not yet counted (data_so) and
 * his opening balance (saldo_awal: his material now plus what those orders used), so remaining =
 * saldo_awal − (finished + shrink) is what he must still hold.
 */
export const dataStockOpname = endpoint({
  method: 'GET',
  path: 'stock-opname',
  query: SoQuerySchema,
  response: z.object({ message: z.string(), no_so_pesanan: z.string(), saldo_awal: GramOut, data_so: z.array(SoPesananRowSchema) }),
  access: menus('/stock-opname-pesanan'),
});

/**
 * `POST stock-opname` (spec 001 §9): kode_tukang, kode_group, stockOpnames (the orders counted), berat_pakai,
 * ongkos, saldo_awal, selisih, setor, berat_sisa, susut_pakai — the screen's figures, checked again by the
 * server against the books (a stale screen is refused). Kencana adds the tray the deposit goes to.
 */
export const SoPesananSchema = z.object({
  kode_tukang: code(MESSAGES.dataTukangHarusDipilih),
  kode_group: code(MESSAGES.kategoriHarusDipilih),
  stockOpnames: z.array(z.preprocess(trimmed, z.string().min(1).max(40).transform(toUpper))).max(500, { message: MESSAGES.dataTidakValid }),
  berat_pakai: optionalGrams(),
  susut_pakai: optionalGrams(),
  ongkos: rupiah().optional().default(0),
  saldo_awal: optionalGrams(),
  berat_sisa: signedGrams(),
  setor: grams(MESSAGES.totalSetorBahanHarusDiisi),
  selisih: signedGrams(),
  kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
  kode_toko: OptionalTokoSchema,
});
export type SoPesananBody = z.infer<typeof SoPesananSchema>;
export type SoPesananInput = z.input<typeof SoPesananSchema>;

/** The print fields of an order stock opname (spec 001 §9). */
export const SoPrintSchema = z.object({
  no_persekot: z.string(),
  tanggal: z.string(),
  tukang: z.string(),
  kode_kategori: z.string(),
  rows: z.array(z.object({ no_pesanan: z.string(), berat_pakai: GramOut, berat_susut: GramOut, ongkos: z.number() })),
  total_pakai: GramOut,
  total_awal_bahan: GramOut,
  total_sisa_bahan: GramOut,
  total_setor_bahan: GramOut,
  total_susut: GramOut,
  total_ongkos: z.number(),
  selisih: z.string(),
});
export type SoPrint = z.infer<typeof SoPrintSchema>;

export const simpanStockOpname = endpoint({
  method: 'POST',
  path: 'stock-opname',
  body: SoPesananSchema,
  response: z.object({ message: z.string(), no_dokumen: z.string(), data: SoPrintSchema }),
  access: postsDocument('SO_PESANAN'),
  changesBooks: true,
});

/** The PDF of an order stock opname (saved by the screen after the save; again from the SO report). */
export const stockOpnamePdf = endpoint({
  method: 'GET',
  path: 'stock-opname/pdf',
  query: z.object({ no_so_pesanan: NoPesananSchema }),
  response: FileResponseSchema,
  access: menus('/stock-opname-pesanan', '/laporan-pesanan-so'),
});
