// Sorting (/sortir-pembelian, /sortir-sepuh): bought-back lots sorted into warehouses, then the lines chosen
// for refining gathered on an SS tray.
import { z } from 'zod';
import { MESSAGES, SEPUHAN_MESSAGES as S, harusDiisi } from '../../messages.ts';
import { FilterSchema, GramOut, OptionalTokoSchema } from '../barang-fields.ts';
import { endpoint, menus, postsDocument } from '../endpoint.ts';
import { code, docNo, grams, omittableGrams, optionalCode, optionalDate, optionalRupiah, optionalText } from '../fields.ts';
import { FileResponseSchema } from '../reports.ts';
import { hasWarehouseRole, WAREHOUSE_ROLES } from '../../domain/warehouse-roles.ts';
import { JenisCountSchema, lineCount, optionalSepuhQty } from './shared.ts';

/** One picked buy-back line; `kode_lot` (or no_faktur_beli + line_no) names it, the rest is what the screen saw. */
export const SortirLineSchema = z.object({
  no_faktur_beli: docNo('No Faktur Beli'),
  line_no: optionalSepuhQty(),
  kode_lot: optionalCode(40),
  kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
  nama_barang: optionalText(150),
  kode_group: code(MESSAGES.kategoriHarusDipilih),
  berat: grams(harusDiisi('Berat')),
  harga: optionalRupiah(),
  kondisi: optionalText(20),
  kode_lokasi_toko: optionalText(20),
});

export const SortirPembelianSchema = z.object({
  kode_toko: OptionalTokoSchema,
  kode_gudang: z
    .string({ error: MESSAGES.kodeGudangHarusDipilih })
    .trim()
    .min(1, { message: MESSAGES.kodeGudangHarusDipilih })
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(WAREHOUSE_ROLES.SORT_PURCHASE, { error: S.gudangSortirTidakValid })),
  kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
  detail_barang: z
    .array(SortirLineSchema, lineCount(MESSAGES.dataBarangTidakAda))
    .min(1, { message: MESSAGES.dataBarangTidakAda })
    .max(500, { message: MESSAGES.dataTidakValid }),
  qty_bos: optionalSepuhQty(),
  qty_asal: optionalSepuhQty(),
  berat_asal: omittableGrams(),
  berat_bos: omittableGrams(),
});
export type SortirPembelianBody = z.infer<typeof SortirPembelianSchema>;

export const SortirDetailSchema = z.object({
  no_sortir: z.string(),
  kode_lot: z.string(),
  no_faktur_beli: z.string(),
  line_no: z.number().int(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kondisi: z.string(),
  kadar: z.string(),
  berat: GramOut,
  berat_murni: GramOut,
  harga: z.number(),
  kode_lokasi_toko: z.string(),
  tgl_system: z.string(),
});
export type SortirDetail = z.infer<typeof SortirDetailSchema>;

export const BuktiSortirPembelianSchema = z.object({
  no_sortir: z.string(),
  kode_toko: z.string(),
  kode_gudang: z.string(),
  tgl_sortir: z.string(),
  kondisi: z.string(),
  kode_group: z.string(),
  qty_sepuh: z.number().int(),
  berat_sepuh: GramOut,
  kode_baki: z.string(),
  jenis: z.array(JenisCountSchema),
});
export type BuktiSortirPembelian = z.infer<typeof BuktiSortirPembelianSchema>;

export const sortirPembelian = endpoint({
  method: 'POST',
  path: 'sortir-pembelian',
  body: SortirPembelianSchema,
  response: z.object({
    message: z.string(),
    buktiStruk: BuktiSortirPembelianSchema,
    data: z.object({ no_sortir: z.string(), detail_sortir: z.array(SortirDetailSchema) }),
  }),
  access: postsDocument('SORTIR_PEMBELIAN'),
  changesBooks: true,
});

export const ReprintSortirSchema = z.object({
  _id: z.object({ no_sortir: z.string() }),
  kode_gudang: z.string(),
  kode_toko: z.string(),
  tgl_sortir: z.string(),
  kondisi: z.string(),
  kode_group: z.string(),
  qty_asal: z.number().int(),
  berat_asal: GramOut,
  total_qty: z.number().int(),
  total_berat: GramOut,
  kode_baki: z.string(),
  status: z.enum(['AKTIF', 'BATAL']),
  jenis: z.array(JenisCountSchema),
  detail_sortir: z.array(SortirDetailSchema),
});
export type ReprintSortir = z.infer<typeof ReprintSortirSchema>;

const SORT_REPORT_MENUS = ['/sortir-pembelian', '/laporan-sortir-pembelian', '/laporan-batal-sortir-pembelian'];

export const reprintSortirPembelian = endpoint({
  method: 'GET',
  path: 'sortir-pembelian/reprint',
  query: z.object({ no_sortir: docNo('No Sortir') }),
  response: z.object({ data: ReprintSortirSchema }),
  access: menus(...SORT_REPORT_MENUS),
});

/** The sort's PDF (the lines sorted): printed after a save. */
export const pdfSortirPembelian = endpoint({
  method: 'GET',
  path: 'sortir-pembelian/pdf',
  query: z.object({ no_sortir: docNo('No Sortir') }),
  response: FileResponseSchema,
  access: menus(...SORT_REPORT_MENUS),
});

/** The cancel of a sort (refused once any of its lines moved on): the reversing document. */
export const batalSortirPembelian = endpoint({
  method: 'POST',
  path: 'sortir-pembelian/cancel',
  query: z.object({ no_sortir: docNo('No Sortir') }),
  response: z.object({ message: z.string(), no_batal: z.string() }),
  access: menus('/laporan-sortir-pembelian', '/laporan-batal-sortir-pembelian'),
  changesBooks: true,
});

/** The lines of a sort still on its tray (not yet chosen for refining), for /sortir-sepuh. */
export const lihatSortirPembelian = endpoint({
  method: 'GET',
  path: 'sortir-pembelian',
  query: z.object({ no_sortir: docNo('No Sortir'), kode_dept: FilterSchema }),
  response: z.object({
    message: z.string(),
    data: z.object({
      no_sortir: z.string(),
      tgl_system: z.string(),
      kode_group: z.string(),
      kondisi: z.string(),
      kode_baki: z.string(),
      kode_gudang: z.string(),
      jenis: z.array(JenisCountSchema),
      detail_sortir: z.array(SortirDetailSchema),
    }),
  }),
  access: menus('/sortir-sepuh'),
});

// ---------------------------------------------------------------- sortir sepuh

export const SortirSepuhLineSchema = z.object({
  no_sortir: optionalCode(40),
  kode_lot: optionalCode(40),
  no_faktur_beli: docNo('No Faktur Beli'),
  kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
  nama_barang: optionalText(150),
  kode_group: code(MESSAGES.kategoriHarusDipilih),
  berat: grams(harusDiisi('Berat')),
  harga: optionalRupiah(),
  kondisi: optionalText(20),
  kode_lokasi_toko: optionalText(20),
  tgl_system: optionalDate(),
});

export const SortirSepuhSchema = z.object({
  kode_toko: OptionalTokoSchema,
  kode_gudang: z
    .string({ error: MESSAGES.kodeGudangHarusDipilih })
    .trim()
    .min(1, { message: MESSAGES.kodeGudangHarusDipilih })
    .transform((v) => v.toUpperCase())
    .refine((v) => hasWarehouseRole(v, 'SORT_REFINE'), { message: S.gudangSortirSepuhTidakValid }),
  kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
  detail_barang: z
    .array(SortirSepuhLineSchema, lineCount(MESSAGES.dataBarangSortirBelumDipilih))
    .min(1, { message: MESSAGES.dataBarangSortirBelumDipilih })
    .max(500, { message: MESSAGES.dataTidakValid }),
});
export type SortirSepuhBody = z.infer<typeof SortirSepuhSchema>;

export const BuktiSortirSepuhSchema = z.object({
  no_sortir: z.string(),
  tgl_sortir: z.string(),
  kondisi: z.string(),
  kode_group: z.string(),
  kode_baki: z.string(),
  jenis: z.array(JenisCountSchema),
  qty_sp: z.number().int(),
  berat_sp: GramOut,
  /** The purchase sorts the lines came from. */
  no_sortir_asal: z.array(z.string()),
  status: z.enum(['AKTIF', 'BATAL']),
});
export type BuktiSortirSepuh = z.infer<typeof BuktiSortirSepuhSchema>;

export const sortirSepuh = endpoint({
  method: 'POST',
  path: 'sortir-sepuh',
  body: SortirSepuhSchema,
  response: z.object({ message: z.string(), buktiSlip: BuktiSortirSepuhSchema }),
  access: postsDocument('SORTIR_SEPUH'),
  changesBooks: true,
});

/** What an SS tray holds for refining: totals per type (kode_dept SEMUA), or the type's lines. */
export const isiSortirSepuh = endpoint({
  method: 'GET',
  path: 'sortir-sepuh',
  query: z.object({ kode_baki: code(MESSAGES.kodeBakiHarusDipilih), kode_dept: FilterSchema }),
  response: z.object({
    message: z.string(),
    data: z.object({
      kode_baki: z.string(),
      jenis: z.array(z.object({ kode_dept: z.string(), kode_group: z.string(), qty: z.number().int(), berat: GramOut })),
      detail: z.array(
        z.object({
          kode_barcode: z.string(),
          no_sortir: z.string(),
          kode_group: z.string(),
          kode_dept: z.string(),
          qty: z.number().int(),
          berat: GramOut,
        }),
      ),
    }),
  }),
  access: menus('/kirim-sepuh', '/sortir-sepuh'),
});

export const reprintSortirSepuh = endpoint({
  method: 'GET',
  path: 'sortir-sepuh/reprint',
  query: z.object({ no_sortir: docNo('No Sortir') }),
  response: z.object({ data: BuktiSortirSepuhSchema.extend({ detail_sortir: z.array(SortirDetailSchema) }) }),
  access: menus('/sortir-sepuh', '/laporan-sortir-sepuh', '/laporan-batal-sortir-sepuh'),
});

export const batalSortirSepuh = endpoint({
  method: 'POST',
  path: 'sortir-sepuh/cancel',
  query: z.object({ no_sortir: docNo('No Sortir') }),
  response: z.object({ message: z.string(), no_batal: z.string() }),
  access: menus('/laporan-sortir-sepuh'),
  changesBooks: true,
});
