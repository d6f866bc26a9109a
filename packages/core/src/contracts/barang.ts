// The goods record: add (/terima-barang), edit and list (/data-barang), barcode lookup, the price
// calculation and photos. The add-goods report is report tambah-barang (core reports/).
import { z } from 'zod';
import { MESSAGES, tidakBolehKosong } from '../messages.ts';
import { isKadar } from '../domain/harga.ts';
import { isGramString, parseGrams } from '../domain/grams.ts';
import { susutMelebihiTukang } from '../domain/barang.ts';
import { ITEM_TYPES } from '../domain/warehouse-roles.ts';
import { DateSchema, MessageSchema } from './common.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { FilterSchema, GramOut, OptionalTokoSchema, ScanBarcodeSchema } from './barang-fields.ts';
import { optionalGrams, optionalRupiah, optionalText, requiredCode, requiredGrams, requiredText } from './fields.ts';

/** Readable labels of the goods form; the required ones make '<Label> Tidak Boleh Kosong'. */
export const BARANG_LABELS = {
  kode_barcode: 'Kode Barcode',
  no_kirim: 'No Kirim KB/KC',
  kode_kategori: 'Kategori',
  kode_jenis: 'Jenis',
  kode_lokasi_toko: 'Lokasi Toko',
  tipe_barang: 'Tipe Barang',
  nama_barang: 'Nama Barang',
  berat: 'Berat',
  berat_asli: 'Berat Asli',
  kadar: 'Kadar',
  kadar_cetak: 'Kadar Cetak',
  kadar_modal: 'Kadar Modal',
  tujuan: 'Tujuan',
  berat_cad: 'Berat Cad',
  berat_susut: 'Berat Susut',
  susut_tukang: 'Susut Tukang',
  kode_intern: 'Kode Intern',
  kode_barang: 'Kode Barang',
  tag_id: 'Tag ID',
  nama_atribut: 'Atribut',
  berat_atribut: 'Berat Atribut',
  harga_atribut: 'Harga Atribut',
  berat_bandrol: 'Berat Bandrol',
  berat_plastik: 'Berat Plastik',
  status: 'Status',
  berat_awal: 'Berat Awal',
  berat_tukang: 'Berat Tukang',
  berat_customer: 'Berat Customer',
  no_pesanan: 'No Pesanan',
  harga_jual: 'Harga Jual',
  harga_beli: 'Harga Beli',
  ongkos: 'Ongkos',
} as const;

/** The 13 fields the add-goods form requires, in the order the form checks them. */
export const BARANG_REQUIRED_FIELDS = [
  'kode_kategori',
  'kode_jenis',
  'kode_lokasi_toko',
  'tipe_barang',
  'nama_barang',
  'berat',
  'berat_asli',
  'kadar',
  'kadar_cetak',
  'kadar_modal',
  'tujuan',
  'berat_cad',
  'berat_susut',
] as const;

export const TIPE_BARANG = ITEM_TYPES;
export const TipeBarangSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(TIPE_BARANG, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? tidakBolehKosong(BARANG_LABELS.tipe_barang) : MESSAGES.tipeBarangTidakValid,
  }),
);

/** Item kinds: a normal item, or one made for a custom order (shows Berat Awal/Tukang/Customer, No Pesanan). */
export const STATUS_BARANG = ['AKTIF', 'PESANAN'] as const;

const kadarText = (label: string) => requiredText(label, 10).refine(isKadar, { message: MESSAGES.kadarTidakValid });

/**
 * The add / edit goods form. kode_kategori = kode_group, kode_jenis = kode_dept, kode_lokasi_toko = the tray
 * (kode_baki) the item lies on, tujuan = the store the item is meant for. The form always sends berat_asli
 * (for a PESANAN item the web fills it with the weight). harga_jual 0 or missing: the server prices it.
 */
export const BarangFormSchema = z
  .object({
    kode_kategori: requiredCode(BARANG_LABELS.kode_kategori),
    kode_jenis: requiredCode(BARANG_LABELS.kode_jenis),
    kode_lokasi_toko: requiredCode(BARANG_LABELS.kode_lokasi_toko),
    tipe_barang: TipeBarangSchema,
    nama_barang: requiredText(BARANG_LABELS.nama_barang, 150),
    berat: requiredGrams(BARANG_LABELS.berat),
    berat_asli: requiredGrams(BARANG_LABELS.berat_asli),
    kadar: kadarText(BARANG_LABELS.kadar),
    kadar_cetak: requiredText(BARANG_LABELS.kadar_cetak, 10),
    kadar_modal: kadarText(BARANG_LABELS.kadar_modal),
    tujuan: requiredCode(BARANG_LABELS.tujuan),
    berat_cad: requiredGrams(BARANG_LABELS.berat_cad),
    berat_susut: requiredGrams(BARANG_LABELS.berat_susut),
    susut_tukang: optionalGrams(),
    kode_intern: optionalText(30),
    kode_barang: optionalText(30),
    tag_id: optionalText(30),
    nama_atribut: optionalText(60),
    berat_atribut: optionalGrams(),
    harga_atribut: optionalRupiah(),
    berat_bandrol: optionalGrams(),
    berat_plastik: optionalGrams(),
    status: z.preprocess(
      (value) => (value == null || value === '' ? 'AKTIF' : typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(STATUS_BARANG),
    ),
    berat_awal: optionalGrams(),
    berat_tukang: optionalGrams(),
    berat_customer: optionalGrams(),
    no_pesanan: optionalText(30),
    /** Entering goods out of a KB or KC shipment: its number ('-' = new goods from outside). Add only. */
    no_kirim: optionalText(40),
    harga_jual: optionalRupiah(),
    harga_beli: optionalRupiah(),
    ongkos: optionalRupiah(),
  })
  .superRefine((form, ctx) => {
    if (isGramString(form.berat) && parseGrams(form.berat).isZero()) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.beratHarusLebihDariNol, path: ['berat'] });
    }
    if (susutMelebihiTukang(form.berat_susut, form.susut_tukang)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.beratSusutTidakBolehLebihDariSusutTukang, path: ['berat_susut'] });
    }
    if (form.status === 'PESANAN' && form.no_pesanan === '-') {
      ctx.addIssue({ code: 'custom', message: tidakBolehKosong(BARANG_LABELS.no_pesanan), path: ['no_pesanan'] });
    }
  });
export type BarangForm = z.infer<typeof BarangFormSchema>;
export type BarangFormInput = z.input<typeof BarangFormSchema>;

/** Where an item is, read from its ledger place. */
export const POSISI_BARANG = ['BAKI', 'TRANSIT', 'CUCIAN', 'TERJUAL', 'HANCUR', 'HILANG', 'LAIN'] as const;
export const PosisiSchema = z.enum(POSISI_BARANG);
export type PosisiBarang = z.infer<typeof PosisiSchema>;
/** Labels of the positions for tables and filters. */
export const POSISI_LABELS: Record<PosisiBarang, string> = {
  BAKI: 'DI BAKI',
  TRANSIT: 'DALAM PENGIRIMAN',
  CUCIAN: 'DI CUCIAN',
  TERJUAL: 'TERJUAL',
  HANCUR: 'HANCUR',
  HILANG: 'HILANG',
  LAIN: 'LAIN-LAIN',
};

/** The whole record of one item, as the edit form loads it. Missing texts '-', missing numbers 0. */
export const BarangRecordSchema = z.object({
  kode_barcode: z.string(),
  kode_barang: z.string(),
  kode_intern: z.string(),
  tag_id: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_toko: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  lokasi: z.string(),
  posisi: PosisiSchema,
  tipe_barang: z.string(),
  berat: GramOut,
  berat_asli: GramOut,
  berat_awal: GramOut,
  berat_tukang: GramOut,
  berat_customer: GramOut,
  berat_susut: GramOut,
  susut_tukang: GramOut,
  berat_cad: GramOut,
  berat_atribut: GramOut,
  berat_bandrol: GramOut,
  berat_plastik: GramOut,
  kadar: z.string(),
  kadar_cetak: z.string(),
  kadar_modal: z.string(),
  nama_atribut: z.string(),
  harga_atribut: z.number().int(),
  harga_beli: z.number().int(),
  harga_skrg: z.number().int(),
  harga_jual: z.number().int(),
  harga_estimasi: z.number().int(),
  harga_total: z.number().int(),
  ongkos: z.number().int(),
  stock_on_hand: z.number().int(),
  tgl_last_beli: z.string(),
  tgl_last_jual: z.string(),
  is_markis: z.boolean(),
  no_pesanan: z.string(),
  no_kirim: z.string(),
  /** True when a photo is stored for the barcode (GET barang/foto/:kode_barcode). */
  foto: z.boolean(),
  status: z.string(),
  tujuan: z.string(),
});
export type BarangRecord = z.infer<typeof BarangRecordSchema>;

/** A looked-up goods line (send goods, scans): the spec's send-goods line plus where the item is — a part of the record. */
export const BarangLineSchema = BarangRecordSchema.pick({
  no_pesanan: true,
  no_kirim: true,
  kode_barang: true,
  kode_barcode: true,
  kode_group: true,
  kode_dept: true,
  kode_gudang: true,
  kode_toko: true,
  kode_baki: true,
  posisi: true,
  tag_id: true,
  kode_intern: true,
  nama_barang: true,
  nama_atribut: true,
  stock_on_hand: true,
  berat: true,
  berat_atribut: true,
  berat_bandrol: true,
  berat_plastik: true,
  kadar: true,
  kadar_cetak: true,
  harga_beli: true,
  harga_skrg: true,
  harga_jual: true,
  harga_atribut: true,
  tgl_last_beli: true,
  tgl_last_jual: true,
  tipe_barang: true,
  is_markis: true,
  status: true,
  tujuan: true,
});
export type BarangLine = z.infer<typeof BarangLineSchema>;

/** Every screen that scans barcodes and so may look items up. */
export const SCAN_MENUS = [
  '/kirim-barang',
  '/kirim-barang-kecabang',
  '/data-barang',
  '/terima-barang',
  '/pindah-barang',
  '/konversi-barang',
  '/hancur-data-barang',
  '/cucian',
  '/pindah-sortir',
  '/stock-opname',
] as const;

export const calculate = endpoint({
  method: 'POST',
  path: 'tambah-barang/calculate',
  body: z.object({
    kode_group: requiredCode(BARANG_LABELS.kode_kategori),
    berat: requiredGrams(BARANG_LABELS.berat),
    kadar: requiredText(BARANG_LABELS.kadar, 10).refine(isKadar, { message: MESSAGES.kadarTidakValid }),
  }),
  response: z.object({
    harga_jual: z.number().int(),
    /** The category's gold price per gram used. */
    harga_per_gram: z.number().int(),
    /** The price rule in force ('harga_100%' applies the purity, '-' the category price as it is). */
    kategori_harga: z.string(),
  }),
  access: menus('/terima-barang', '/data-barang'),
});

export const SavedBarangSchema = z.object({
  kode_barcode: z.string(),
  /** The ledger document of the change (null when an edit changed nothing the ledger keeps). */
  no_dokumen: z.string().nullable(),
  harga_jual: z.number().int(),
});

export const tambahBarang = endpoint({
  method: 'POST',
  path: 'tambah-barang',
  body: BarangFormSchema,
  response: z.object({ message: z.string(), data: SavedBarangSchema }),
  access: postsDocument('TAMBAH_BARANG'),
  changesBooks: true,
});

export const BarcodeParamsSchema = z.object({ kode_barcode: ScanBarcodeSchema });

export const barangDetail = endpoint({
  method: 'GET',
  path: 'barang/get/by-kode-barcode/:kode_barcode',
  params: BarcodeParamsSchema,
  response: z.object({ data: BarangRecordSchema }),
  access: menus('/data-barang', '/terima-barang'),
});

export const editBarang = endpoint({
  method: 'PUT',
  path: 'barang/edit/:kode_barcode',
  params: BarcodeParamsSchema,
  body: BarangFormSchema,
  response: z.object({ message: z.string(), data: SavedBarangSchema }),
  access: postsDocument('EDIT_BARANG'),
  changesBooks: true,
});

export const DataBarangQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Barcode prefix, or words of the name. */
  search: z.string().trim().max(60).optional(),
  kode_toko: FilterSchema,
  kode_gudang: FilterSchema,
  kode_baki: FilterSchema,
  kode_group: FilterSchema,
  kode_dept: FilterSchema,
  /** barang.status: AKTIF, PESANAN or SEMUA. */
  status: FilterSchema,
  /** Where the item is: BAKI (default), TRANSIT, CUCIAN, TERJUAL, HANCUR, HILANG or SEMUA. */
  posisi: z.preprocess((value) => (value == null || value === '' ? 'BAKI' : value), FilterSchema),
});

export const DataBarangRowSchema = z.object({
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_toko: z.string(),
  kode_gudang: z.string(),
  kode_baki: z.string(),
  posisi: PosisiSchema,
  tipe_barang: z.string(),
  status: z.string(),
  berat: GramOut,
  kadar: z.string(),
  harga_jual: z.number().int(),
  tujuan: z.string(),
  foto: z.boolean(),
});
export type DataBarangRow = z.infer<typeof DataBarangRowSchema>;

export const dataBarang = endpoint({
  method: 'GET',
  path: 'barang/get/list',
  query: DataBarangQuerySchema,
  response: z.object({ data: z.array(DataBarangRowSchema), total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  access: menus('/data-barang'),
});

export const lookupBarcode = endpoint({
  method: 'GET',
  path: 'barang/open/kode-barcode',
  query: z.object({
    kode_barcode: ScanBarcodeSchema,
    limit: z.coerce.number().int().min(1).max(100).default(100),
    kode_toko: OptionalTokoSchema,
  }),
  response: z.object({ data: z.array(BarangLineSchema) }),
  access: menus(...SCAN_MENUS),
});

export const MutasiRowSchema = z.object({
  doc_no: z.string(),
  doc_type: z.string(),
  tgl_system: DateSchema,
  kode_toko: z.string(),
  kode_barcode: z.string(),
  nama_barang: z.string(),
  kode_group_asal: z.string(),
  kode_group_tujuan: z.string(),
  kode_dept_asal: z.string(),
  kode_dept_tujuan: z.string(),
  lokasi_asal: z.string(),
  lokasi_tujuan: z.string(),
  kode_baki_asal: z.string(),
  kode_baki_tujuan: z.string(),
  berat_asal: GramOut,
  berat_tujuan: GramOut,
  keterangan: z.string(),
  user_id: z.string(),
});
export type MutasiRow = z.infer<typeof MutasiRowSchema>;

/** The history of one item: every document that moved or changed it, oldest first. */
export const riwayatBarang = endpoint({
  method: 'GET',
  path: 'barang/riwayat/:kode_barcode',
  params: BarcodeParamsSchema,
  response: z.object({ data: z.array(MutasiRowSchema) }),
  access: menus('/data-barang'),
});

/** Photo rules: the web resizes to at most 720 × 1366 at JPEG quality 50; the server checks again. */
export const FOTO_MAX_BYTES = 1024 * 1024;
export const FOTO_MAX_WIDTH = 720;
export const FOTO_MAX_HEIGHT = 1366;

/** Upload (multipart/form-data, one file field named "file", image/jpeg) of an item's photo. */
export const uploadFoto = endpoint({
  method: 'POST',
  path: 'barang/foto/:kode_barcode',
  params: BarcodeParamsSchema,
  response: z.object({
    message: z.string(),
    data: z.object({ kode_barcode: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() }),
  }),
  access: menus('/terima-barang', '/data-barang'),
});

export const getFoto = endpoint({
  method: 'GET',
  path: 'barang/foto/:kode_barcode',
  params: BarcodeParamsSchema,
  /** The photo as a data: URL, ready for an <img src>. */
  response: z.object({ data: z.object({ kode_barcode: z.string(), content_type: z.literal('image/jpeg'), data_url: z.string() }) }),
  access: menus('/terima-barang', '/data-barang'),
});

export const deleteFoto = endpoint({
  method: 'DELETE',
  path: 'barang/foto/:kode_barcode',
  params: BarcodeParamsSchema,
  response: MessageSchema,
  access: menus('/terima-barang', '/data-barang'),
});

export const BakiRowSchema = z.object({
  kode_baki: z.string(),
  nama_baki: z.string(),
  kode_gudang: z.string(),
  kode_toko: z.string(),
  berat_baki: GramOut,
  qty: z.number().int(),
  berat: GramOut,
});

/** Trays of the user's store goods may be added to (every active tray, display trays first). */
export const bakiTambahBarang = endpoint({
  method: 'GET',
  path: 'baki/tambah-barang',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({ data: z.array(BakiRowSchema) }),
  access: menus('/terima-barang', '/data-barang'),
});

/** Trays of the user's store that hold stock, with their ledger quantity and weight. */
export const bakiReady = endpoint({
  method: 'GET',
  path: 'baki/ready',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({ data: z.array(BakiRowSchema) }),
  access: menus(
    '/terima-barang',
    '/pindah-barang',
    '/pindah-barang-satu-baki',
    '/timbang-baki',
    '/stock-opname',
    '/cucian',
    '/pindah-sortir',
  ),
});

export { ScanBarcodeSchema };
