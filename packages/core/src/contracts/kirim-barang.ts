// Sending goods to a branch (/kirim-barang, /kirim-barang-kecabang) and receiving them at the
// destination (/terima-barang), with the reports /laporan-kirim-barang and /laporan-terima-barang.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { DateSchema } from './common.ts';
import { code, docNo } from './fields.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { FileResponseSchema } from './reports.ts';
import {
  FilterSchema,
  GramOut,
  OptionalTokoSchema,
  periodFields,
  periodInOrder,
  periodInOrderMessage,
  reportResponse,
  ScanBarcodeSchema,
  ScanListSchema,
} from './barang-fields.ts';

export const KIRIM_MENUS = ['/kirim-barang', '/kirim-barang-kecabang'] as const;

/** The destination: chosen first; missing → 'Tujuan Harus Dipilih'. */
const TujuanSchema = code(MESSAGES.tujuanHarusDipilih, 10).refine((value) => value !== 'SEMUA' && value !== 'ALL', {
  message: MESSAGES.tujuanHarusDipilih,
});

/**
 * A row of the send-goods list: what the table shows and what the send needs to check the item is still
 * as listed (tray, category, type, weight). Sent back as is in detail_barang. Missing texts '-'.
 */
export const BarangQueryRowSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  tipe_barang: z.string(),
  berat: GramOut,
  kadar: z.string(),
  tujuan: z.string(),
});
export type BarangQueryRow = z.infer<typeof BarangQueryRowSchema>;

/** Goods on the sending store's trays for the send list (filters default SEMUA). */
export const barangQuery = endpoint({
  method: 'GET',
  path: 'barang/get/query',
  query: z.object({
    kode_baki: FilterSchema,
    kode_group: FilterSchema,
    kode_dept: FilterSchema,
    /** The chosen destination (required first: 'Tujuan Harus Dipilih'; not the sending store). */
    tujuan: TujuanSchema,
    /** The sending store (OWN/SU may name one; staff: their own). */
    kode_toko: OptionalTokoSchema,
    limit: z.coerce.number().int().min(1).max(2000).default(500),
  }),
  response: z.object({
    data: z.array(BarangQueryRowSchema),
    /** True when more goods match than `limit` (narrow the filters or scan). */
    truncated: z.boolean(),
  }),
  access: menus(...KIRIM_MENUS),
});

/** The delivery receipt 'Bukti KIRIM BARANG': what the PDF renderer needs. */
export const BuktiKirimBarangSchema = z.object({
  no_kirim: z.string(),
  tanggal: DateSchema,
  dari: z.object({ kode_toko: z.string(), nama_toko: z.string(), alamat_toko: z.string() }),
  tujuan: z.object({ kode_toko: z.string(), nama_toko: z.string(), alamat_toko: z.string() }),
  user_id: z.string(),
  rows: z.array(
    z.object({
      no: z.number().int(),
      kode_barcode: z.string(),
      nama_barang: z.string(),
      kode_gudang: z.string(),
      kode_baki: z.string(),
      /** The purity with its unit, as printed ('17K', '75%'). */
      kadar: z.string(),
      qty: z.number().int(),
      berat: GramOut,
    }),
  ),
  total: z.object({ qty: z.number().int(), berat: GramOut }),
});
export type BuktiKirimBarang = z.infer<typeof BuktiKirimBarangSchema>;

export const kirimBarang = endpoint({
  method: 'POST',
  path: 'kirim-barang',
  /** kode_cabang: the sending store (default the user's; OWN/SU may name another). */
  query: z.object({ kode_cabang: OptionalTokoSchema }),
  body: z.object({
    to: TujuanSchema,
    group: FilterSchema,
    dept: FilterSchema,
    /** The looked-up lines (or barcodes): an item changed since it was listed is refused. */
    detail_barang: ScanListSchema,
  }),
  response: z.object({ message: z.string(), no_kirim: z.string(), data: BuktiKirimBarangSchema }),
  access: postsDocument('KIRIM_BARANG'),
  changesBooks: true,
});

/** The number the next shipment of the store will most likely get (a preview: not reserved). */
export const nextNoKirim = endpoint({
  method: 'GET',
  path: 'kirimbarang/get/nokirim',
  query: z.object({ kode_cabang: OptionalTokoSchema }),
  response: z.object({ no_kirim: z.string() }),
  access: menus(...KIRIM_MENUS),
});

export const NoKirimParamsSchema = z.object({ no_kirim: docNo('No Kirim') });

/**
 * The receipt data of a shipment (sender, receiver, OWN/SU). SEAM for the documents team: the
 * 'Bukti KIRIM BARANG' PDF renderer takes exactly this object (BuktiKirimBarang).
 */
export const buktiKirimBarang = endpoint({
  method: 'GET',
  path: 'kirim-barang/bukti/:no_kirim',
  params: NoKirimParamsSchema,
  response: z.object({ data: BuktiKirimBarangSchema }),
  access: menus(...KIRIM_MENUS, '/laporan-kirim-barang', '/terima-barang', '/laporan-terima-barang'),
});

/**
 * The delivery receipt 'Bukti KIRIM BARANG' of a shipment as a PDF (A4 landscape): printed right after a
 * send and again from the reports. The sender, the receiver and OWN/SU may print it.
 */
export const buktiKirimBarangPdf = endpoint({
  method: 'GET',
  path: 'kirim-barang/bukti/:no_kirim/pdf',
  params: NoKirimParamsSchema,
  response: FileResponseSchema,
  access: menus(...KIRIM_MENUS, '/laporan-kirim-barang', '/terima-barang', '/laporan-terima-barang'),
});

/** Status of a shipment: nothing received yet, partly received, all received. */
export const STATUS_KIRIM = ['DIKIRIM', 'SEBAGIAN', 'DITERIMA'] as const;

export const KirimanSchema = z.object({
  no_kirim: z.string(),
  tgl_kirim: DateSchema,
  kode_toko: z.string(),
  nama_toko: z.string(),
  tujuan: z.string(),
  nama_tujuan: z.string(),
  status: z.enum(STATUS_KIRIM),
  qty: z.number().int(),
  berat: GramOut,
  qty_terima: z.number().int(),
  berat_terima: GramOut,
  /** Whole business days on the road: until the last receipt, or until today while items are still out. */
  lama_transit_hari: z.number().int(),
});
export type Kiriman = z.infer<typeof KirimanSchema>;

/** Shipments addressed to the store that still have goods on the road. */
export const kirimanMasuk = endpoint({
  method: 'GET',
  path: 'terima-barang/kiriman',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({ data: z.array(KirimanSchema) }),
  access: menus('/terima-barang'),
});

export const KirimanDetailRowSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  tipe_barang: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  berat: GramOut,
  /** TRANSIT (still on the road) or DITERIMA. */
  status: z.enum(['TRANSIT', 'DITERIMA']),
  no_terima: z.string(),
  kode_baki_terima: z.string(),
  tgl_terima: z.string(),
});

export const kirimanDetail = endpoint({
  method: 'GET',
  path: 'terima-barang/kiriman/:no_kirim',
  params: NoKirimParamsSchema,
  response: z.object({ data: z.object({ kiriman: KirimanSchema, detail_barang: z.array(KirimanDetailRowSchema) }) }),
  access: menus('/terima-barang', '/laporan-terima-barang', '/laporan-kirim-barang'),
});

const TerimaItemSchema = z.object({ kode_barcode: z.string(), nama_barang: z.string(), berat: GramOut });

/** The differences of a receipt: what was scanned against what the shipment holds. */
export const SelisihTerimaSchema = z.object({
  /** Scanned and on the road in this shipment: will be received. */
  cocok: z.array(TerimaItemSchema),
  /** Scanned, but not part of this shipment. */
  tidak_ada_di_kiriman: z.array(z.string()),
  /** Scanned, but already received earlier. */
  sudah_diterima: z.array(z.string()),
  /** In the shipment, on the road, not scanned: they stay in transit. */
  belum_discan: z.array(TerimaItemSchema),
});
export type SelisihTerima = z.infer<typeof SelisihTerimaSchema>;

/** Checks a scan list against a shipment without writing anything (the screen shows the differences). */
export const cekTerimaBarang = endpoint({
  method: 'POST',
  path: 'terima-barang/cek',
  body: z.object({ no_kirim: NoKirimParamsSchema.shape.no_kirim, detail_barang: z.array(ScanBarcodeSchema).max(5000).default([]) }),
  response: z.object({ data: SelisihTerimaSchema }),
  access: menus('/terima-barang'),
});

/**
 * Receives a shipment into a tray of the receiving store: everything still on the road (semua = true) or
 * the scanned barcodes only. Scanned barcodes that are not on the road in this shipment refuse the whole
 * receipt; unscanned items stay in transit and can be received later.
 */
export const terimaBarang = endpoint({
  method: 'POST',
  path: 'terima-barang',
  body: z
    .object({
      no_kirim: NoKirimParamsSchema.shape.no_kirim,
      kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
      semua: z.boolean().default(false),
      detail_barang: z.array(ScanBarcodeSchema).max(5000).default([]),
    })
    .refine((body) => body.semua || body.detail_barang.length > 0, {
      message: MESSAGES.dataBaragTidakBolehKosong,
      path: ['detail_barang'],
    }),
  response: z.object({
    message: z.string(),
    no_terima: z.string(),
    data: z.object({ status: z.enum(STATUS_KIRIM), diterima: z.array(TerimaItemSchema), belum_diterima: z.array(TerimaItemSchema) }),
  }),
  access: postsDocument('TERIMA_BARANG'),
  changesBooks: true,
});

const KirimReportBody = {
  /** The sending store (required: 'Kode Toko Harus Dipilih'). */
  kode_cabang: z
    .string({ error: MESSAGES.kodeTokoHarusDipilih })
    .trim()
    .min(1, { message: MESSAGES.kodeTokoHarusDipilih })
    .max(10)
    .transform((v) => v.toUpperCase()),
  ...periodFields,
};

/** The shipment numbers a store sent in a period: the 'No Kirim' choices of /laporan-kirim-barang (report kirim-barang). */
export const noKirimList = endpoint({
  method: 'POST',
  path: 'kirim-barang/no_kirim',
  body: z.object(KirimReportBody).refine(periodInOrder, periodInOrderMessage),
  response: reportResponse(z.object({ no_kirim: z.string(), tgl_kirim: DateSchema, tujuan: z.string(), status: z.enum(STATUS_KIRIM) })),
  access: menus('/laporan-kirim-barang'),
});
