// The Sepuhan menu group (issue 14): bought-back lots sorted into warehouses (/sortir-pembelian), lines chosen
// for refining into an SS tray (/sortir-sepuh), sent to the refiner per type (/kirim-sepuh), received back
// into KS trays with the damaged part and the refiner's loss (/terima-sepuh), labelled to a branch's KC tray
// as a KC shipment (/kirim-labeling), and damaged goods validated for melting (/validasi-barang-rusak).
// Every step is one stock document; every gram and fine gram is accounted for (docs/SEPUHAN.md).
import { z } from 'zod';
import { MESSAGES, SEPUHAN_MESSAGES as S, harusDiisi } from '../messages.ts';
import { DateSchema } from './common.ts';
import { DOCUMENT_TYPES } from '../domain/stock.ts';
import { hasWarehouseRole, ITEM_TYPES, WAREHOUSE_ROLES } from '../domain/warehouse-roles.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { FileResponseSchema } from './reports.ts';
import { FilterSchema, GramOut, OptionalTokoSchema, optionalRupiah, optionalText, periodFields, periodInOrder, periodInOrderMessage } from './barang-fields.ts';

const GRAM_TEXT = /^\d{1,9}(\.\d{1,3})?$/;
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** A required code with the screen's own "… Harus Dipilih" text, upper-cased. */
const code = (message: string, max = 20) =>
  z.string({ error: message }).trim().min(1, { message }).max(max, { message: MESSAGES.dataTidakValid }).transform((v) => v.toUpperCase());

/** An optional code: blank → undefined, upper-cased. */
const optionalCode = (max = 40) =>
  z.preprocess(
    (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? undefined : trimmed(value)),
    z.string().max(max, { message: MESSAGES.dataTidakValid }).transform((v) => v.toUpperCase()).optional(),
  );

/** A weight the screen requires with its own text ('Berat Sepuh Harus Diisi'); a JSON number is read as its text. */
const grams = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : trimmed(value)),
    z.string({ error: message }).min(1, { message }).regex(GRAM_TEXT, { message: MESSAGES.beratTidakValid }),
  );

/** An optional weight: missing → undefined. */
const optionalGramsIn = () =>
  z.preprocess(
    (value) => (value == null || value === '' ? undefined : typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : trimmed(value)),
    z.string().regex(GRAM_TEXT, { message: MESSAGES.beratTidakValid }).optional(),
  );

/** A quantity the screen requires ('Qty Sepuh Harus Diisi'); digits-only text is accepted. */
const qty = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value === '' ? undefined : value),
    z.number({ error: message }).int({ message: S.qtyTidakValid }).min(0, { message: S.qtyTidakValid }).max(1_000_000, { message: S.qtyTidakValid }),
  );

const optionalQty = () =>
  z.preprocess(
    (value) => (value == null || value === '' ? undefined : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number().int({ message: S.qtyTidakValid }).min(0, { message: S.qtyTidakValid }).max(1_000_000, { message: S.qtyTidakValid }).optional(),
  );

/** A document number typed or scanned (upper-cased). */
const docNo = (label: string) => code(harusDiisi(label), 40);

/**
 * The transaction types of damaged goods (Validasi Hancur Barang Rusak): the number prefix of the document
 * that put them aside (a purchase sort, a dispatch to or a receipt from the refiner, a labelling send, an
 * owner's shipment).
 */
export const JENIS_RUSAK = [
  DOCUMENT_TYPES.SORTIR_PEMBELIAN.prefix,
  DOCUMENT_TYPES.KIRIM_SEPUH.prefix,
  DOCUMENT_TYPES.TERIMA_SEPUH.prefix,
  DOCUMENT_TYPES.KIRIM_LABELING.prefix,
  DOCUMENT_TYPES.KIRIM_BARANG_BOS.prefix,
] as const;
export type JenisRusak = (typeof JENIS_RUSAK)[number];
/** Item types of a labelling send (stored as kadar). */
export const TIPE_BARANG_LABELING = ITEM_TYPES;

const lineCount = (message: string) => ({ error: message });

// ---------------------------------------------------------------- sortir pembelian

/** One picked buy-back line; `kode_lot` (or no_faktur_beli + line_no) names it, the rest is what the screen saw. */
export const SortirLineSchema = z.object({
  no_faktur_beli: docNo('No Faktur Beli'),
  line_no: optionalQty(),
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
  detail_barang: z.array(SortirLineSchema, lineCount(MESSAGES.dataBarangTidakAda)).min(1, { message: MESSAGES.dataBarangTidakAda }).max(500, { message: MESSAGES.dataTidakValid }),
  qty_bos: optionalQty(),
  qty_asal: optionalQty(),
  berat_asal: optionalGramsIn(),
  berat_bos: optionalGramsIn(),
});
export type SortirPembelianBody = z.infer<typeof SortirPembelianSchema>;

const JenisCountSchema = z.object({ jenis: z.string(), qty: z.number().int(), berat: GramOut });

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
  tgl_system: z.preprocess((value) => (value === '' || value == null ? undefined : value), DateSchema.optional()),
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
      detail: z.array(z.object({ kode_barcode: z.string(), no_sortir: z.string(), kode_group: z.string(), kode_dept: z.string(), qty: z.number().int(), berat: GramOut })),
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

// ---------------------------------------------------------------- kirim sepuh

/** One type of one SS tray sent to the refiner: the tray's total, the part to refine, the damaged part. */
export const KirimSepuhLineSchema = z
  .object({
    kode_barcode: optionalText(40),
    kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
    kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
    kode_group: code(MESSAGES.kategoriHarusDipilih),
    qty: qty(harusDiisi('Qty')),
    berat: grams(harusDiisi('Berat')),
    qty_sepuh: qty(MESSAGES.qtySepuhHarusDiisi),
    berat_sepuh: grams(MESSAGES.beratSepuhHarusDiisi),
    qty_rusak: qty(MESSAGES.qtyRusakHarusDiisi),
    berat_rusak: grams(MESSAGES.beratRusakHarusDiisi),
  })
  .superRefine((line, ctx) => {
    const n = (s: string) => Number(s);
    // Exact enough: both sides have at most 3 decimals, compared in milligrams.
    const mg = (s: string) => Math.round(n(s) * 1000);
    if (mg(line.berat_sepuh) > mg(line.berat)) ctx.addIssue({ code: 'custom', message: MESSAGES.beratSepuhTidakBolehBesarDariJumlahBerat, path: ['berat_sepuh'] });
    else if (mg(line.berat_sepuh) + mg(line.berat_rusak) > mg(line.berat)) ctx.addIssue({ code: 'custom', message: MESSAGES.beratRusakTidakBolehBesarDariJumlahBerat, path: ['berat_rusak'] });
    if (line.qty_sepuh > line.qty) ctx.addIssue({ code: 'custom', message: MESSAGES.qtySepuhTidakBolehBesarDariJumlah, path: ['qty_sepuh'] });
    else if (line.qty_sepuh + line.qty_rusak > line.qty) ctx.addIssue({ code: 'custom', message: MESSAGES.qtyRusakTidakBolehBesarDariJumlah, path: ['qty_rusak'] });
  });
export type KirimSepuhLine = z.infer<typeof KirimSepuhLineSchema>;

export const KirimSepuhSchema = z.object({
  kode_toko: OptionalTokoSchema,
  /** The refiner (Master Tukang); optional in the specification's payload, needed for the loss per refiner. */
  kode_tukang: optionalCode(20),
  jml_qty_sp: optionalQty(),
  berat_total: optionalGramsIn(),
  qty_total: optionalQty(),
  berat_sepuh_total: optionalGramsIn(),
  qty_sepuh_total: optionalQty(),
  berat_rusak_total: optionalGramsIn(),
  qty_rusak_total: optionalQty(),
  jml_qty_rusak: optionalQty(),
  detail_barang: z.array(KirimSepuhLineSchema, lineCount(MESSAGES.dataBarangTidakAda)).min(1, { message: MESSAGES.dataBarangTidakAda }).max(200, { message: MESSAGES.dataTidakValid }),
});
export type KirimSepuhBody = z.infer<typeof KirimSepuhSchema>;

export const BuktiJenisSepuhSchema = z.object({
  no_sortirs: z.array(z.string()),
  kode_baki: z.string(),
  kode_group: z.string(),
  jenis: z.string(),
  qty_beli: z.number().int(),
  berat_beli: GramOut,
  qty_sepuh: z.number().int(),
  berat_sepuh: GramOut,
  qty_rusak: z.number().int(),
  berat_rusak: GramOut,
});

export const BuktiKirimSepuhSchema = z.object({
  no_sepuh: z.string(),
  tgl_sepuh: z.string(),
  kode_toko: z.string(),
  tukang: z.string(),
  jenis: z.array(BuktiJenisSepuhSchema),
  qty_total: z.number().int(),
  berat_total: GramOut,
  qty_sepuh_total: z.number().int(),
  berat_sepuh_total: GramOut,
  qty_rusak_total: z.number().int(),
  berat_rusak_total: GramOut,
  /** What stays on the SS trays: total − refined − damaged. */
  selisih_gr: GramOut,
});
export type BuktiKirimSepuh = z.infer<typeof BuktiKirimSepuhSchema>;

export const kirimSepuh = endpoint({
  method: 'POST',
  path: 'kirim-sepuh',
  body: KirimSepuhSchema,
  response: z.object({ message: z.string(), buktiSlipInternal: BuktiKirimSepuhSchema }),
  access: postsDocument('KIRIM_SEPUH'),
  changesBooks: true,
});

export const reprintKirimSepuh = endpoint({
  method: 'GET',
  path: 'kirim-sepuh/reprint',
  query: z.object({ no_sepuh: docNo('No Sepuh') }),
  response: z.object({ data: BuktiKirimSepuhSchema }),
  access: menus('/kirim-sepuh', '/laporan-kirim-sepuh', '/terima-sepuh'),
});

/** Dispatches with types not yet received back (for /terima-sepuh). */
export const kirimSepuhOpen = endpoint({
  method: 'GET',
  path: 'kirim-sepuh/open',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({
    message: z.string(),
    data: z.array(
      z.object({
        no_sepuh: z.string(),
        tgl_sepuh: z.string(),
        kode_toko: z.string(),
        kode_tukang: z.string(),
        detail: z.array(z.object({ kode_dept: z.string(), kode_group: z.string(), qty_sepuh: z.number().int(), berat_sepuh: GramOut })),
      }),
    ),
  }),
  access: menus('/terima-sepuh'),
});

// ---------------------------------------------------------------- terima sepuh

export const TerimaSepuhLineSchema = z.object({
  kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
  berat_timbangan: grams(harusDiisi('Berat Timbangan')),
  qty_terima: qty(harusDiisi('Qty Terima')),
  berat_terima: grams(harusDiisi('Berat Terima')),
  qty_rusak: qty(MESSAGES.qtyRusakHarusDiisi),
  berat_rusak: grams(MESSAGES.beratRusakHarusDiisi),
});

export const TerimaSepuhSchema = z.object({
  no_sepuh: docNo('No Sepuh'),
  kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
  detail_barang: z.array(TerimaSepuhLineSchema, lineCount(MESSAGES.dataBarangTidakAda)).min(1, { message: MESSAGES.dataBarangTidakAda }).max(200, { message: MESSAGES.dataTidakValid }),
});
export type TerimaSepuhBody = z.infer<typeof TerimaSepuhSchema>;

export const BuktiTerimaSepuhSchema = z.object({
  no_sepuh: z.string(),
  no_terima_sepuh: z.string(),
  tgl_system: z.string(),
  kode_toko: z.string(),
  tukang: z.string(),
  bukti_jenis: z.array(
    z.object({
      baki: z.array(z.string()),
      jenis: z.string(),
      kode_group: z.string(),
      qty_sepuh: z.number().int(),
      berat_sepuh: GramOut,
      berat_timbangan: GramOut,
      qty_terima: z.number().int(),
      berat_terima: GramOut,
      qty_rusak: z.number().int(),
      berat_rusak: GramOut,
      berat_selisih: GramOut,
    }),
  ),
  berat_selisih: GramOut,
});
export type BuktiTerimaSepuh = z.infer<typeof BuktiTerimaSepuhSchema>;

export const terimaSepuh = endpoint({
  method: 'POST',
  path: 'terima-sepuh',
  body: TerimaSepuhSchema,
  response: z.object({ message: z.string(), data: BuktiTerimaSepuhSchema }),
  access: postsDocument('TERIMA_SEPUH'),
  changesBooks: true,
});

/** A received batch's trays and types, and what is left of it to label (per tray and type). */
export const sisaTerimaSepuh = endpoint({
  method: 'GET',
  path: 'terima-sepuh',
  query: z.object({ no_terima_sepuh: docNo('No Terima Sepuh'), kode_baki: FilterSchema, kode_dept: FilterSchema }),
  response: z.object({
    message: z.string(),
    data: z.object({
      no_terima_sepuh: z.string(),
      kode_toko: z.string(),
      baki: z.array(z.string()),
      jenis: z.array(z.string()),
      detail: z.array(z.object({ kode_baki: z.string(), kode_dept: z.string(), kode_group: z.string(), qty: z.number().int(), berat: GramOut })),
    }),
  }),
  access: menus('/kirim-labeling', '/terima-sepuh'),
});

export const reprintTerimaSepuh = endpoint({
  method: 'GET',
  path: 'terima-sepuh/reprint',
  query: z.object({ no_terima_sepuh: docNo('No Terima Sepuh') }),
  response: z.object({ data: BuktiTerimaSepuhSchema }),
  access: menus('/terima-sepuh', '/laporan-terima-barang-sepuh'),
});

// ---------------------------------------------------------------- kirim labeling

export const KirimLabelingLineSchema = z.object({
  kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
  kode_baki_tujuan: code(MESSAGES.kodeBakiHarusDipilih),
  kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
  kode_cabang: code(MESSAGES.cabangHarusDipilih, 10),
  kadar: z
    .string({ error: MESSAGES.tipeBarangHarusDipilih })
    .trim()
    .min(1, { message: MESSAGES.tipeBarangHarusDipilih })
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(TIPE_BARANG_LABELING, { error: MESSAGES.tipeBarangHarusDipilih })),
  qty_awal: qty(harusDiisi('Qty Awal')),
  berat_awal: grams(harusDiisi('Berat Awal')),
  jumlah_qty: qty(MESSAGES.jumlahQtyHarusDiisi),
  jumlah_berat: grams(MESSAGES.jumlahBeratHarusDiisi),
  berat_atribut: z.preprocess((value) => (value == null || value === '' ? '0' : value), grams(harusDiisi('Berat Atribut'))),
});

export const KirimLabelingSchema = z.object({
  no_terima_sepuh: docNo('No Terima Sepuh'),
  detail_kirim: z
    .array(KirimLabelingLineSchema, lineCount(MESSAGES.dataBarangTidakAda))
    .min(1, { message: MESSAGES.dataBarangTidakAda })
    .max(1, { message: MESSAGES.hanyaDapatMenginput1Barang }),
  qty_kirim: optionalQty(),
  berat_kirim: optionalGramsIn(),
  berat_atribut: optionalGramsIn(),
  cabang: optionalCode(10),
});
export type KirimLabelingBody = z.infer<typeof KirimLabelingSchema>;

export const BuktiKirimLabelingSchema = z.object({
  no_kirim_stock: z.string(),
  cabang: z.string(),
  no_terima_sepuh: z.string(),
  tgl_kirim: z.string(),
  baki_tujuan: z.string(),
  tipe_barang: z.string(),
  baki: z.array(z.object({ baki: z.string(), jenis: z.string(), kode_group: z.string(), qty_kirim: z.number().int(), berat_kirim: GramOut, berat_atribut: GramOut })),
});
export type BuktiKirimLabeling = z.infer<typeof BuktiKirimLabelingSchema>;

export const kirimLabeling = endpoint({
  method: 'POST',
  path: 'kirim-labeling',
  body: KirimLabelingSchema,
  response: z.object({ message: z.string(), buktiSlip: BuktiKirimLabelingSchema }),
  access: postsDocument('KIRIM_LABELING'),
  changesBooks: true,
});

export const reprintKirimLabeling = endpoint({
  method: 'GET',
  path: 'kirim-labeling/reprint',
  query: z.object({ no_kirim_stock: docNo('No Kirim') }),
  response: z.object({ data: BuktiKirimLabelingSchema }),
  access: menus('/kirim-labeling', '/laporan-kirim-labeling'),
});

// ---------------------------------------------------------------- barang rusak

export const BarangRusakRowSchema = z.object({
  jenis_transaksi: z.string(),
  no_sepuh: z.string(),
  tgl_system: z.string(),
  kode_toko: z.string(),
  qty_total: z.number().int(),
  berat_total: GramOut,
  berat_murni: GramOut,
});
export type BarangRusakRow = z.infer<typeof BarangRusakRowSchema>;

/** Damaged goods waiting for validation (melting). */
export const daftarBarangRusak = endpoint({
  method: 'GET',
  path: 'barang-rusak',
  query: z
    .object({
      ...periodFields,
      jenis_transaksi: FilterSchema,
      no_kirim_bos: FilterSchema,
      kode_toko: OptionalTokoSchema,
    })
    .refine(periodInOrder, periodInOrderMessage),
  response: z.object({ message: z.string(), data: z.array(BarangRusakRowSchema) }),
  access: menus('/validasi-barang-rusak'),
});

export const validasiBarangRusak = endpoint({
  method: 'POST',
  path: 'barang-rusak/validate',
  body: z.object({
    kode_toko: OptionalTokoSchema,
    data: z
      .array(
        z.object({
          no_sepuh: docNo('No Sepuh'),
          berat_total: grams(harusDiisi('Berat Total')),
          qty_total: qty(harusDiisi('Qty Total')),
          qty_rusak: optionalQty(),
          berat_rusak: optionalGramsIn(),
        }),
        lineCount(MESSAGES.validasiHancurBarangRusakBelumAdaYangDipilih),
      )
      .min(1, { message: MESSAGES.validasiHancurBarangRusakBelumAdaYangDipilih })
      .max(500, { message: MESSAGES.dataTidakValid }),
  }),
  response: z.object({ message: z.string(), no_validasi: z.string(), qty: z.number().int(), berat: GramOut }),
  access: postsDocument('VALIDASI_RUSAK'),
  changesBooks: true,
});

/** The chosen rows of /validasi-barang-rusak as a PDF or a spreadsheet (Export PDF / Export Excel). */
export const exportBarangRusak = endpoint({
  method: 'POST',
  path: 'barang-rusak/export',
  body: z.object({
    format: z.enum(['pdf', 'xlsx'], { error: MESSAGES.dataTidakValid }),
    kode_toko: OptionalTokoSchema,
    no_sepuh: z
      .array(docNo('No Sepuh'), { error: S.exportRusakBelumDipilih })
      .min(1, { message: S.exportRusakBelumDipilih })
      .max(500, { message: MESSAGES.dataTidakValid }),
  }),
  response: FileResponseSchema,
  access: menus('/validasi-barang-rusak'),
});
