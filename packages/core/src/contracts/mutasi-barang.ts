// The other Barang flows: moving items between trays, a whole tray, back to sorting; converting category
// and type; destroying; cleaning; weighing a tray; counting a tray; importing from the head office. Every
// stock change is a ledger document. Their reports are report definitions (core reports/, server
// modules/reports/queries): konversi-barang, hancur-barang, pindah-barang, timbang-baki, stock-jual.
import { z } from 'zod';
import { harusDiisi, MESSAGES } from '../messages.ts';
import { DateSchema } from './common.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { FileResponseSchema } from './reports.ts';
import {
  GramOut,
  OptionalTokoSchema,
  periodFields,
  periodInOrder,
  periodInOrderMessage,
  reportResponse,
  ScanBarcodeSchema,
  ScanListSchema,
} from './barang-fields.ts';
import { code, docNo, optionalCode, optionalGrams, requiredGrams, upperText } from './fields.ts';

/** A reason: required, upper-cased, up to 200 characters; missing → 'Alasan Harus Diisi'. */
export const AlasanSchema = code(harusDiisi('Alasan'), 200);

const KeteranganSchema = upperText(200);

/** What a stock document answers: its number and what it moved. */
export const DokumenResultSchema = z.object({
  message: z.string(),
  no_dokumen: z.string(),
  qty: z.number().int(),
  berat: GramOut,
});

// ---------------------------------------------------------------- pindah barang (items between trays)

export const pindahBarang = endpoint({
  method: 'POST',
  path: 'pindah-barang',
  body: z.object({ kode_baki_tujuan: code(MESSAGES.kodeBakiHarusDipilih), detail_barang: ScanListSchema }),
  response: DokumenResultSchema,
  access: postsDocument('PINDAH_BARANG'),
  changesBooks: true,
});

/** A whole tray to another tray of the same store: its barcoded items and any bulk stock it holds. */
export const pindahSatuBaki = endpoint({
  method: 'POST',
  path: 'pindah-barang/satu-baki',
  body: z.object({ kode_baki_asal: code(MESSAGES.kodeBakiHarusDipilih), kode_baki_tujuan: code(MESSAGES.kodeBakiHarusDipilih) }),
  response: DokumenResultSchema,
  access: postsDocument('PINDAH_BAKI'),
  changesBooks: true,
});

/** What a tray holds: its barcoded items and any bulk stock (per category and type) beside them. */
export const IsiBakiSchema = z.object({
  kode_baki: z.string(),
  nama_baki: z.string(),
  kode_gudang: z.string(),
  kode_toko: z.string(),
  /** The ledger's figures of the whole tray (items and bulk). */
  qty: z.number().int(),
  berat: GramOut,
  detail_barang: z.array(
    z.object({ kode_barcode: z.string(), nama_barang: z.string(), kode_group: z.string(), kode_dept: z.string(), berat: GramOut }),
  ),
  /** Stock without barcodes (buy-back gold) on the tray. */
  bulk: z.array(z.object({ kode_group: z.string(), kode_dept: z.string(), qty: z.number().int(), berat: GramOut })),
});
export type IsiBaki = z.infer<typeof IsiBakiSchema>;

/** What the source tray of /pindah-barang-satu-baki holds, shown before the whole tray is moved. */
export const isiBaki = endpoint({
  method: 'GET',
  path: 'pindah-barang/satu-baki/isi',
  query: z.object({ kode_baki: code(MESSAGES.kodeBakiHarusDipilih) }),
  response: z.object({ data: IsiBakiSchema }),
  access: menus('/pindah-barang-satu-baki'),
});

/** Display items (WAREHOUSE_ROLES.DISPLAY trays) back to a tray of a sorting warehouse (WAREHOUSE_ROLES.SORTING). */
export const pindahSortir = endpoint({
  method: 'POST',
  path: 'pindah-sortir',
  body: z.object({ kode_baki_tujuan: code(MESSAGES.kodeBakiHarusDipilih), detail_barang: ScanListSchema }),
  response: DokumenResultSchema,
  access: postsDocument('PINDAH_SORTIR'),
  changesBooks: true,
});

// ---------------------------------------------------------------- konversi barang

export const konversiBarang = endpoint({
  method: 'POST',
  path: 'konversi-barang',
  body: z.object({
    kode_group: code(MESSAGES.kategoriHarusDipilih),
    kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
    detail_barang: ScanListSchema,
    keterangan: KeteranganSchema,
    kode_toko: OptionalTokoSchema,
  }),
  response: DokumenResultSchema,
  access: postsDocument('KONVERSI_BARANG'),
  changesBooks: true,
});

// ---------------------------------------------------------------- hancur barang

export const hancurBarang = endpoint({
  method: 'POST',
  path: 'hancur-barang',
  body: z.object({ detail_barang: ScanListSchema, alasan: AlasanSchema, kode_toko: OptionalTokoSchema }),
  response: DokumenResultSchema,
  access: postsDocument('HANCUR_BARANG'),
  changesBooks: true,
});

// ---------------------------------------------------------------- cucian (cleaning)

export const kirimCucian = endpoint({
  method: 'POST',
  path: 'cucian/kirim',
  body: z.object({ detail_barang: ScanListSchema, keterangan: KeteranganSchema, kode_toko: OptionalTokoSchema }),
  response: z.object({ message: z.string(), no_cucian: z.string(), qty: z.number().int(), berat: GramOut }),
  access: postsDocument('KIRIM_CUCIAN'),
  changesBooks: true,
});

export const CucianItemSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_baki_asal: z.string(),
  berat_awal: GramOut,
  /** '-' while at the cleaner. */
  berat_akhir: z.string(),
  status: z.enum(['CUCI', 'KEMBALI']),
  no_ambil: z.string(),
});

export const CucianSchema = z.object({
  no_cucian: z.string(),
  tgl_kirim: DateSchema,
  kode_toko: z.string(),
  keterangan: z.string(),
  status: z.enum(['OPEN', 'SELESAI']),
  detail_barang: z.array(CucianItemSchema),
});

/** Cleaning batches of the store with items still at the cleaner. */
export const cucianOpen = endpoint({
  method: 'GET',
  path: 'cucian/open',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({ data: z.array(CucianSchema) }),
  access: menus('/cucian'),
});

/**
 * Takes items back from the cleaner with their weight after cleaning; the difference is recorded as
 * declared loss (SUSUT CUCI). Each item goes back to its own tray unless a tray is named.
 */
export const ambilCucian = endpoint({
  method: 'POST',
  path: 'cucian/ambil',
  body: z.object({
    no_cucian: docNo('No Cucian'),
    kode_baki: optionalCode(20),
    detail_barang: z
      .array(z.object({ kode_barcode: ScanBarcodeSchema, berat_akhir: requiredGrams('Berat Sesudah Cuci'), kode_baki: optionalCode(20) }), {
        error: MESSAGES.dataBaragTidakBolehKosong,
      })
      .min(1, { message: MESSAGES.dataBaragTidakBolehKosong })
      .max(5000),
  }),
  response: z.object({
    message: z.string(),
    no_dokumen: z.string(),
    qty: z.number().int(),
    berat_awal: GramOut,
    berat_akhir: GramOut,
    susut: GramOut,
  }),
  access: postsDocument('AMBIL_CUCIAN'),
  changesBooks: true,
});

// ---------------------------------------------------------------- timbang baki (weigh a tray)

export const TimbangBakiFiguresSchema = z.object({
  kode_baki: z.string(),
  kode_gudang: z.string(),
  kode_toko: z.string(),
  qty: z.number().int(),
  /** The ledger's weight of the tray's goods. */
  berat_sistem: GramOut,
  berat_bandrol: GramOut,
  berat_plastik: GramOut,
  berat_atribut: GramOut,
  /** The empty tray (master baki). */
  berat_baki: GramOut,
  berat_tara: GramOut,
  /** What the scale should show: ledger weight + tare. */
  berat_seharusnya: GramOut,
});

/** The ledger's figures of a tray before weighing it. */
export const timbangBakiFigures = endpoint({
  method: 'GET',
  path: 'timbang-baki/baki',
  query: z.object({ kode_baki: code(MESSAGES.kodeBakiHarusDipilih) }),
  response: z.object({ data: TimbangBakiFiguresSchema }),
  access: menus('/timbang-baki'),
});

export const TimbangBakiRowSchema = TimbangBakiFiguresSchema.extend({
  no_timbang: z.string(),
  tgl_system: DateSchema,
  berat_timbangan: GramOut,
  berat_bersih: GramOut,
  /** berat_bersih − berat_sistem: negative when gold is missing. */
  selisih: GramOut,
  keterangan: z.string(),
  user_id: z.string(),
  jam: z.string(),
});

/** Records a weighing (no stock change: a difference is corrected by a stock opname). */
export const timbangBaki = endpoint({
  method: 'POST',
  path: 'timbang-baki',
  body: z.object({
    kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
    berat_timbangan: requiredGrams('Berat Timbangan'),
    keterangan: KeteranganSchema,
  }),
  response: z.object({ message: z.string(), data: TimbangBakiRowSchema }),
  access: menus('/timbang-baki'),
  changesBooks: true,
});

// ---------------------------------------------------------------- stock opname barang (count a tray)

/** A counted item's weight when it was weighed; a blank field means "not weighed" (the books' weight stands), never 0. */
const OpnameBeratSchema = z.preprocess(
  (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  optionalGrams().optional(),
);
const OpnameScanSchema = z.object({ kode_barcode: ScanBarcodeSchema, berat: OpnameBeratSchema });
const OpnameBody = { kode_baki: code(MESSAGES.kodeBakiHarusDipilih), detail_barang: z.array(OpnameScanSchema).max(5000).default([]) };

const OpnameItemSchema = z.object({ kode_barcode: z.string(), nama_barang: z.string(), berat: GramOut });

export const OpnameHasilSchema = z.object({
  kode_baki: z.string(),
  qty_sistem: z.number().int(),
  berat_sistem: GramOut,
  ditemukan: z.array(
    z.object({ kode_barcode: z.string(), nama_barang: z.string(), berat_sistem: GramOut, berat_hitung: GramOut, selisih: GramOut }),
  ),
  hilang: z.array(OpnameItemSchema),
  /** Scanned but booked elsewhere: `tindakan` says what posting does with it. */
  lebih: z.array(
    z.object({
      kode_barcode: z.string(),
      nama_barang: z.string(),
      lokasi: z.string(),
      /** PINDAH (from another tray of the store), KEMBALI (was booked missing), TIDAK_DIPROSES (unknown, sold, another store…). */
      tindakan: z.enum(['PINDAH', 'KEMBALI', 'TIDAK_DIPROSES']),
    }),
  ),
  berat_selisih: GramOut,
});
export type OpnameHasil = z.infer<typeof OpnameHasilSchema>;

/** The tray's goods in the books (the count sheet). */
export const opnameBaki = endpoint({
  method: 'GET',
  path: 'stock-opname-barang/baki',
  query: z.object({ kode_baki: code(MESSAGES.kodeBakiHarusDipilih) }),
  response: z.object({
    data: z.object({
      kode_baki: z.string(),
      kode_gudang: z.string(),
      qty: z.number().int(),
      berat: GramOut,
      detail_barang: z.array(OpnameItemSchema),
    }),
  }),
  access: menus('/stock-opname'),
});

/** Compares a count with the books without writing anything. */
export const cekOpname = endpoint({
  method: 'POST',
  path: 'stock-opname-barang/cek',
  body: z.object(OpnameBody),
  response: z.object({ data: OpnameHasilSchema }),
  access: menus('/stock-opname'),
});

/**
 * Posts a count: missing items leave the tray as declared loss (place LOSS, found again later by a count),
 * extra items of the store come to the tray, weight differences of found items are adjusted; all in one
 * ledger document with the reason.
 */
export const postOpname = endpoint({
  method: 'POST',
  path: 'stock-opname-barang',
  /**
   * A count needs at least one scanned item; a tray found empty is counted with `baki_kosong: true`, which
   * only OWN/SU may confirm (it writes off everything the tray holds).
   */
  body: z.object({ ...OpnameBody, alasan: AlasanSchema, baki_kosong: z.boolean().optional().default(false) }),
  response: z.object({ message: z.string(), no_so: z.string(), no_dokumen: z.string().nullable(), data: OpnameHasilSchema }),
  access: postsDocument('STOCK_OPNAME'),
  changesBooks: true,
});

export const OpnameReportRowSchema = z.object({
  no_so: z.string(),
  tgl_system: DateSchema,
  kode_toko: z.string(),
  kode_baki: z.string(),
  qty_sistem: z.number().int(),
  berat_sistem: GramOut,
  qty_ditemukan: z.number().int(),
  qty_hilang: z.number().int(),
  qty_lebih: z.number().int(),
  berat_selisih: GramOut,
  alasan: z.string(),
  no_dokumen: z.string(),
  user_id: z.string(),
});

export const opnameReport = endpoint({
  method: 'POST',
  path: 'stock-opname-barang/report',
  body: z.object({ kode_toko: OptionalTokoSchema, ...periodFields }).refine(periodInOrder, periodInOrderMessage),
  response: reportResponse(OpnameReportRowSchema),
  access: menus('/stock-opname'),
});

// ---------------------------------------------------------------- import data pusat

/** Columns of the head office's file (first row: these names, any case; order free). */
export const IMPORT_COLUMNS = [
  'kode_barcode',
  'nama_barang',
  'kode_group',
  'kode_dept',
  'kode_baki',
  'tipe_barang',
  'berat',
  'berat_asli',
  'kadar',
  'kadar_cetak',
  'kadar_modal',
  'nama_atribut',
  'berat_atribut',
  'berat_bandrol',
  'berat_plastik',
  'harga_jual',
  'kode_intern',
  'tujuan',
] as const;
/** Columns a row must fill; the others have defaults (barcode generated, berat_asli = berat, kadar_cetak/modal = kadar, price computed). */
export const IMPORT_REQUIRED = ['nama_barang', 'kode_group', 'kode_dept', 'kode_baki', 'tipe_barang', 'berat', 'kadar'] as const;
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const ImportDitolakSchema = z.object({ baris: z.number().int(), kode_barcode: z.string(), alasan: z.array(z.string()) });
export type ImportDitolak = z.infer<typeof ImportDitolakSchema>;

/** Validates a file (multipart, field "file": .xlsx or .csv) row by row without writing anything. */
export const cekImport = endpoint({
  method: 'POST',
  path: 'import-data-pusat/cek',
  response: z.object({
    data: z.object({ total: z.number().int(), diterima: z.number().int(), berat: GramOut, ditolak: z.array(ImportDitolakSchema) }),
  }),
  access: menus('/import-data-pusat'),
});

/**
 * Imports a file all-or-nothing: one ledger document (IMPORT) puts every row on its tray. Any rejected
 * row refuses the whole file (HTTP 422, message 'Import Dibatalkan, Ada Baris Yang Ditolak', the rows in
 * `details.ditolak`), nothing written.
 */
export const importDataPusat = endpoint({
  method: 'POST',
  path: 'import-data-pusat',
  response: z.object({
    message: z.string(),
    no_dokumen: z.string(),
    qty: z.number().int(),
    berat: GramOut,
    kode_barcode: z.array(z.string()),
  }),
  access: postsDocument('IMPORT_BARANG'),
  changesBooks: true,
});

/** What each column of the import file holds: the instructions sheet of the template. */
export const IMPORT_COLUMN_NOTES: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  kode_barcode: 'Kosongkan untuk barcode baru; jika diisi: 8 huruf/angka yang belum terdaftar',
  nama_barang: 'Nama barang',
  kode_group: 'Kode kategori (Master Group), mis. 17K',
  kode_dept: 'Kode jenis dari kategori tersebut (Master Jenis)',
  kode_baki: 'Kode baki toko yang mengimport',
  tipe_barang: 'SP atau A',
  berat: 'Gram, titik sebagai desimal, maksimal 3 desimal',
  berat_asli: 'Gram; kosong = berat',
  kadar: 'Persen (75, 99.9) atau karat (17K)',
  kadar_cetak: 'Kosong = kadar',
  kadar_modal: 'Kosong = kadar',
  nama_atribut: 'Nama atribut; kosong = -',
  berat_atribut: 'Gram; kosong = 0',
  berat_bandrol: 'Gram; kosong = 0',
  berat_plastik: 'Gram; kosong = 0',
  harga_jual: 'Rupiah tanpa titik; kosong = dihitung dari harga emas kategori',
  kode_intern: 'Kode intern; kosong = -',
  tujuan: 'Kode toko tujuan barang; kosong = toko yang mengimport',
};

/** The file of column names to fill (first sheet or the CSV's header line) and an instructions sheet. */
export const importTemplate = endpoint({
  method: 'GET',
  path: 'import-data-pusat/template',
  query: z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
  response: FileResponseSchema,
  access: menus('/import-data-pusat'),
});
