// Craftsmen (tukang) and custom orders (issue 16): the craftsman's material account (/tambah-bahan-tukang,
// /ambil-bahan-tukang), orders (/transaksi-pesanan, /pembagian-pesanan, /pesanan-selesai) and the order
// stock opname (/stock-opname-pesanan). The craftsman's balance is a ledger place (TUKANG) per store and
// craftsman, kept per category (kode_group) and jenis (PATRI or BAHAN, the ledger's kode_dept).
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { GramOut, OptionalTokoSchema } from './barang-fields.ts';
import { DateSchema } from './common.ts';
import { FileResponseSchema } from './reports.ts';

/** The two kinds of material a craftsman holds (spec 001 §9). */
export const JENIS_BAHAN = ['PATRI', 'BAHAN'] as const;
export type JenisBahan = (typeof JENIS_BAHAN)[number];

const GRAM_TEXT = /^\d{1,9}(\.\d{1,3})?$/;
const upper = (value: string): string => value.toUpperCase();
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** A required code with the specification's own message when missing or blank. */
const codeWith = (message: string) =>
  z.preprocess(trimmed, z.string({ error: message }).min(1, { message }).max(20, { message: MESSAGES.dataTidakValid }).transform(upper));

const JenisSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(JENIS_BAHAN, { error: MESSAGES.jenisBahanTidakValid }),
);

/** Grams above zero, exact text (a JSON number is read as its text). */
const positiveGrams = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : trimmed(value)),
    z
      .string({ error: message })
      .min(1, { message })
      .regex(GRAM_TEXT, { message: MESSAGES.beratTidakValid })
      .refine((text) => Number(text) > 0, { message: MESSAGES.jumlahBahanHarusLebihDariNol }),
  );

const KeteranganSchema = z.preprocess(
  (value) => (value == null ? '' : trimmed(value)),
  z.string().max(200, { message: MESSAGES.dataTidakValid }).transform(upper),
);

// ---------------------------------------------------------------- material account

/** The balance lookup of both material screens: `GET bahan?jenis&kode_group&kode_tukang`. */
export const BahanQuerySchema = z.object({
  kode_tukang: codeWith(MESSAGES.kodeTukangTidakBolehKosong),
  jenis: JenisSchema,
  kode_group: codeWith(MESSAGES.kategoriTidakBolehKosong),
  kode_toko: OptionalTokoSchema,
});

export const BahanSchema = z.object({ kode_tukang: z.string(), jenis: z.enum(JENIS_BAHAN), kode_group: z.string(), kode_toko: z.string(), jml_bahan: GramOut });
export type Bahan = z.infer<typeof BahanSchema>;

export const getBahan = endpoint({
  method: 'GET',
  path: 'bahan',
  query: BahanQuerySchema,
  response: z.object({ message: z.string(), bahan: BahanSchema.nullable() }),
  access: menus('/tambah-bahan-tukang', '/ambil-bahan-tukang'),
});

/**
 * The warehouse of the craftsmen's material: a material note that names no tray takes the gold from (gives it
 * back to) the store's tray in this warehouse.
 */
export const GUDANG_BAHAN_TUKANG = 'BHN';

/**
 * The material note both screens post (spec 001 §9: kode_tukang, jenis, kode_group, jml_bahan, keterangan).
 * Kencana adds the tray the gold comes from (tambah) or goes back to (ambil): kode_baki, optional (left out
 * or blank: the store's material tray, the first active tray of GUDANG_BAHAN_TUKANG by code); and kode_toko
 * for OWN/SU acting for another store.
 */
export const BahanNoteSchema = z.object({
  kode_tukang: codeWith(MESSAGES.kodeTukangTidakBolehKosong),
  jenis: JenisSchema,
  kode_group: codeWith(MESSAGES.kategoriTidakBolehKosong),
  jml_bahan: positiveGrams(MESSAGES.jumlahBahanHarusLebihDariNol),
  keterangan: KeteranganSchema,
  kode_baki: z.preprocess(
    (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? undefined : trimmed(value)),
    z.string({ error: MESSAGES.dataTidakValid }).max(20, { message: MESSAGES.dataTidakValid }).transform(upper).optional(),
  ),
  kode_toko: OptionalTokoSchema,
});
export type BahanNote = z.infer<typeof BahanNoteSchema>;
export type BahanNoteInput = z.input<typeof BahanNoteSchema>;

/** What a material note answers: the note (the slip's fields) and the slip text, three copies. */
export const BahanNoteResultSchema = z.object({
  message: z.string(),
  no_dokumen: z.string(),
  data: z.object({
    no_tambah_tukar: z.string(),
    tanggal: z.string(),
    tukang: z.string(),
    jenis: z.enum(JENIS_BAHAN),
    kategori: z.string(),
    bahan: GramOut,
    sisa_bahan: GramOut,
    keterangan: z.string(),
  }),
  slip: z.string(),
});

export const tambahBahan = endpoint({
  method: 'POST',
  path: 'bahan/tambah-bahan',
  body: BahanNoteSchema,
  response: BahanNoteResultSchema,
  access: postsDocument('TAMBAH_BAHAN'),
  changesBooks: true,
});

export const ambilBahan = endpoint({
  method: 'POST',
  path: 'bahan/ambil-bahan',
  body: BahanNoteSchema,
  response: BahanNoteResultSchema,
  access: postsDocument('AMBIL_BAHAN'),
  changesBooks: true,
});

// ---------------------------------------------------------------- orders

const optionalUpper = (max: number) =>
  z.preprocess(
    (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? '-' : trimmed(value)),
    z.string().max(max, { message: MESSAGES.dataTidakValid }).transform(upper),
  );

const requiredUpper = (label: string, max: number) =>
  z.preprocess(trimmed, z.string({ error: `${label} Harus Diisi` }).min(1, { message: `${label} Harus Diisi` }).max(max, { message: MESSAGES.dataTidakValid }).transform(upper));

/** Whole rupiah: a non-negative integer (digits-only text accepted). */
const rupiahField = (message?: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number(message ? { error: message } : undefined).int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  );

/** Grams ≥ 0, exact text; missing → "0". */
const gramsOrZero = () =>
  z.preprocess(
    (value) => (value == null || value === '' ? '0' : typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : trimmed(value)),
    z.string().regex(GRAM_TEXT, { message: MESSAGES.beratTidakValid }),
  );

/** One piece of an order (/transaksi-pesanan). */
export const PesananItemSchema = z.object({
  kode_group: codeWith(MESSAGES.kategoriTidakBolehKosong),
  jenis_pesanan: requiredUpper('Jenis Pesanan', 20),
  deskripsi: requiredUpper('Deskripsi', 200),
  attribut: optionalUpper(100),
  size: optionalUpper(20),
  perkiraan_berat: positiveGrams('Perkiraan Berat Harus Diisi'),
  perkiraan_kadar: optionalUpper(10),
  berat_atribut: gramsOrZero(),
  harga_gram: rupiahField(),
  harga_atribut: rupiahField().optional().default(0),
  /** Sent by the screen; the server computes it again (weight × price a gram rounded up to Rp 500, + attribute). */
  sub_total: rupiahField().optional(),
});

export const PembayaranSchema = z.object({ jenis_bayar: requiredUpper('Jenis Bayar', 30), jumlah: rupiahField() });

/** `POST pesanan` (issue 16): a member's code or a customer, the pieces, the deposit and how it was paid, the due date. */
export const PesananSchema = z.object({
  kode_customer: optionalUpper(30),
  customer: z
    .object({ nama: requiredUpper('Nama Customer', 100), alamat: optionalUpper(255), no_hp: optionalUpper(20) })
    .optional(),
  detail_barang: z.array(PesananItemSchema, { error: MESSAGES.detailPesananKosong }).min(1, { message: MESSAGES.detailPesananKosong }).max(20, { message: MESSAGES.dataTidakValid }),
  uang_muka: rupiahField(),
  pembayaran: z.array(PembayaranSchema).max(5, { message: MESSAGES.dataTidakValid }).optional().default([]),
  tgl_jatuh_tempo: z.string({ error: 'Tanggal Jatuh Tempo Harus Diisi' }).min(1, { message: 'Tanggal Jatuh Tempo Harus Diisi' }).pipe(DateSchema),
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

const NoPesananSchema = z.preprocess(trimmed, z.string({ error: MESSAGES.noPesananHarusDiisi }).min(1, { message: MESSAGES.noPesananHarusDiisi }).max(40, { message: MESSAGES.dataTidakValid }).transform(upper));

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
    status: z.preprocess((v) => (v == null || v === '' ? 'SEMUA' : typeof v === 'string' ? v.toUpperCase() : v), z.enum(['SEMUA', ...STATUS_PESANAN], { error: MESSAGES.dataTidakValid })),
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
  kode_tukang: codeWith(MESSAGES.kodeTukangHarusDipilih),
  ongkos_tukang: z.preprocess(
    (value) => (value === '' || value == null ? undefined : typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value),
    z.number({ error: MESSAGES.ongkosTukangHarusDiisi }).int({ message: MESSAGES.ongkosTukangHarusDiisi }).nonnegative({ message: MESSAGES.ongkosTukangHarusDiisi }).max(Number.MAX_SAFE_INTEGER),
  ),
  berat_susut: gramsOrZero(),
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
 * `POST pesanan/selesai` (issue 16): the finished piece's weight and the shrink come back from the craftsman;
 * both leave his BAHAN balance of the order's category (the shrink as a recorded loss). The piece then waits
 * to be entered as a barcoded item (status PESANAN) in the goods form.
 */
export const pesananSelesai = endpoint({
  method: 'POST',
  path: 'pesanan/selesai',
  body: z.object({ no_pesanan: NoPesananSchema, berat_selesai: positiveGrams('Berat Selesai Harus Diisi'), berat_susut: gramsOrZero() }),
  response: z.object({ message: z.string(), no_dokumen: z.string(), data: PesananRowSchema }),
  access: postsDocument('PESANAN_SELESAI'),
  changesBooks: true,
});

/** /pindah-pesanan: an order in work moves to another craftsman with its material (the order's estimated weight). */
export const pindahPesanan = endpoint({
  method: 'POST',
  path: 'pesanan/pindah',
  body: z.object({ no_pesanan: NoPesananSchema, kode_tukang: codeWith(MESSAGES.kodeTukangHarusDipilih), berat_bahan: gramsOrZero() }),
  response: z.object({ message: z.string(), no_dokumen: z.string().nullable(), data: PesananRowSchema }),
  access: postsDocument('PINDAH_PESANAN'),
  changesBooks: true,
});

// ---------------------------------------------------------------- order stock opname (/stock-opname-pesanan)

/** `GET stock-opname/no-stocks`: the number the next order stock opname will most likely get. */
export const noStockOpname = endpoint({
  method: 'GET',
  path: 'stock-opname/no-stocks',
  response: z.object({ message: z.string(), no_so_pesanan: z.string(), tanggal: z.string() }),
  access: menus('/stock-opname-pesanan'),
});

const SoQuerySchema = z.object({
  kode_tukang: codeWith(MESSAGES.dataTukangHarusDipilih),
  kode_group: codeWith(MESSAGES.kategoriHarusDipilih),
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

const signedGrams = () =>
  z.preprocess(
    (value) => (value == null || value === '' ? '0' : typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : trimmed(value)),
    z.string().regex(/^-?\d{1,9}(\.\d{1,3})?$/, { message: MESSAGES.beratTidakValid }),
  );

/**
 * `POST stock-opname` (spec 001 §9): kode_tukang, kode_group, stockOpnames (the orders counted), berat_pakai,
 * ongkos, saldo_awal, selisih, setor, berat_sisa, susut_pakai — the screen's figures, checked again by the
 * server against the books (a stale screen is refused). Kencana adds the tray the deposit goes to.
 */
export const SoPesananSchema = z.object({
  kode_tukang: codeWith(MESSAGES.dataTukangHarusDipilih),
  kode_group: codeWith(MESSAGES.kategoriHarusDiisi),
  stockOpnames: z.array(z.preprocess(trimmed, z.string().min(1).max(40).transform(upper))).max(500, { message: MESSAGES.dataTidakValid }),
  berat_pakai: gramsOrZero(),
  susut_pakai: gramsOrZero(),
  ongkos: rupiahField().optional().default(0),
  saldo_awal: gramsOrZero(),
  berat_sisa: signedGrams(),
  setor: z.preprocess(
    (value) => (value == null || value === '' ? undefined : typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : trimmed(value)),
    z.string({ error: MESSAGES.totalSetorBahanHarusDiisi }).regex(GRAM_TEXT, { message: MESSAGES.beratTidakValid }),
  ),
  selisih: signedGrams(),
  kode_baki: codeWith(MESSAGES.kodeBakiHarusDipilih),
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
