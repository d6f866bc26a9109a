// Loans against gold (hutang / gadai): the customer pledges pieces (NIK required), each valued at
// today's buy-back price of its category; the maximum loan is Σ value × the condition's taksiran %; the
// pieces lie in the loan's GADAI place (held in trust, never the shop's stock), the principal on its PIUTANG
// account. A payment is split penalty → interest → principal; PERPANJANG pays the interest and moves the due
// date by one term, CICIL closes the loan and opens a new one for the rest (re-valued today), LUNAS pays
// everything and hands the pieces back. A cancel only on the loan's day; a defaulted loan's pieces are taken
// into stock only by an explicit document (SITA). Responses `{ message, data }`.
import { z } from 'zod';
import { HUTANG_MESSAGES as H, MESSAGES, harusDipilih, tidakBolehKosong } from '../messages.ts';
import { PERIODE_BUNGA } from '../domain/hutang.ts';
import { GramOut, OptionalTokoSchema } from './barang-fields.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import {
  code,
  docNo,
  lineNo,
  optionalCode,
  optionalDate,
  optionalText,
  purity,
  requiredCode,
  requiredGrams,
  requiredText,
  rupiah,
  upperChoice,
} from './fields.ts';
import { AlasanSchema } from './mutasi-barang.ts';
import { OtorisasiSchema } from './otorisasi.ts';
import { FileResponseSchema } from './reports.ts';
import { CustomerBeliSchema, PembayaranBeliSchema } from './pembelian.ts';

export const HUTANG_MENUS = ['/transaksi-hutang', '/lihat-hutang', '/validasi-hutang'] as const;

/** The borrower: name, NIK (16 digits, required by law), phone, address. */
export const CustomerHutangSchema = CustomerBeliSchema;

/**
 * A pledged piece: scanned from our own sold pieces (`kode_barcode`: the server takes name, category, type,
 * weight and purity from the sale) or entered by hand. `kode_dept` is optional (a hand-entered piece gets
 * its category's first type).
 */
export const DetailHutangSchema = z.object({
  kode_barcode: optionalCode(8),
  nama_barang: requiredText('Nama Barang', 150),
  kode_group: requiredCode('Kategori'),
  kode_dept: optionalCode(20),
  berat: requiredGrams('Berat'),
  kadar: purity(),
});
export type DetailHutangInput = z.input<typeof DetailHutangSchema>;

const Pembayaran = z
  .array(PembayaranBeliSchema, { error: tidakBolehKosong('Pembayaran') })
  .min(1, { message: tidakBolehKosong('Pembayaran') })
  .max(10, { message: MESSAGES.dataTidakValid });

const DetailList = z
  .array(DetailHutangSchema, { error: H.barangJaminanKosong })
  .min(1, { message: H.barangJaminanKosong })
  .max(50, { message: MESSAGES.dataTidakValid });

export const HutangBodySchema = z
  .object({
    kode_toko: OptionalTokoSchema,
    kode_member: optionalCode(20),
    customer: CustomerHutangSchema.optional(),
    kode_kondisi_pinjaman: code(harusDipilih('Kondisi Pinjaman'), 20),
    detail_barang: DetailList,
    jumlah_pinjaman: rupiah({
      missing: tidakBolehKosong('Jumlah Pinjaman'),
      invalid: MESSAGES.nilaiHarusAngka,
      positive: MESSAGES.jumlahHarusLebihDariNol,
    }),
    /** How the loan is paid out: CASH from the drawer, TRANSFER from the store's transfer account. */
    pembayaran: Pembayaran,
    keterangan: optionalText(200).optional(),
  })
  .refine((body) => body.customer !== undefined || body.kode_member !== undefined, { message: H.customerHarusDiisi, path: ['customer'] });
export type HutangBody = z.input<typeof HutangBodySchema>;

export const DetailHutangOutSchema = z.object({
  line_no: z.number().int(),
  kode_barcode: z.string().nullable(),
  nama_barang: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  berat: GramOut,
  kadar: z.string(),
  harga_per_gram: z.number().int(),
  nilai: z.number().int(),
  /** True when the piece has a photo (GET hutang/foto/:no_hutang/:line_no). */
  foto: z.boolean(),
});
export type DetailHutangOut = z.infer<typeof DetailHutangOutSchema>;

/** POST hutang — takes a loan: the pieces into the loan's GADAI place, the amount paid out, the principal receivable. */
export const simpanHutang = endpoint({
  method: 'POST',
  path: 'hutang',
  body: HutangBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      no_hutang: z.string(),
      maks_pinjaman: z.number().int(),
      nilai_taksiran: z.number().int(),
      tgl_jatuh_tempo: z.string(),
      total_berat: GramOut,
    }),
  }),
  access: postsDocument('HUTANG'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST hutang/taksir — values pledged pieces at today's price (nothing written): the screen's maximum loan. */
export const taksir = endpoint({
  method: 'POST',
  path: 'hutang/taksir',
  body: z.object({
    kode_toko: OptionalTokoSchema,
    kode_kondisi_pinjaman: code(harusDipilih('Kondisi Pinjaman'), 20),
    detail_barang: DetailList,
  }),
  response: z.object({
    message: z.string(),
    data: z.object({
      detail_barang: z.array(DetailHutangOutSchema),
      nilai_taksiran: z.number().int(),
      maks_pinjaman: z.number().int(),
      bunga_persen: z.string(),
      taksiran_persen: z.string(),
      lama_hari: z.number().int(),
      tgl_jatuh_tempo: z.string(),
      periode_bunga: z.enum(PERIODE_BUNGA),
    }),
  }),
  access: menus('/transaksi-hutang'),
});

/** GET hutang/barang/:kode_barcode — a sold piece of our own, with the sale's data, to pledge. */
export const barangTerjual = endpoint({
  method: 'GET',
  path: 'hutang/barang/:kode_barcode',
  params: z.object({ kode_barcode: docNo('Kode Barcode', 20) }),
  response: z.object({
    message: z.string(),
    data: z.object({
      kode_barcode: z.string(),
      nama_barang: z.string(),
      kode_group: z.string(),
      kode_dept: z.string(),
      berat: GramOut,
      kadar: z.string(),
    }),
  }),
  access: menus('/transaksi-hutang'),
});

export const STATUS_HUTANG = ['AKTIF', 'LUNAS', 'DIPERBARUI', 'BATAL', 'SITA'] as const;
export type StatusHutang = (typeof STATUS_HUTANG)[number];

export const BayarRowSchema = z.object({
  no_bayar: z.string(),
  tgl_system: z.string(),
  jenis: z.string(),
  jumlah: z.number().int(),
  denda: z.number().int(),
  bunga: z.number().int(),
  pokok: z.number().int(),
  bunga_terhitung: z.number().int(),
  tgl_jatuh_tempo_baru: z.string().nullable(),
  no_hutang_baru: z.string().nullable(),
  user_id: z.string(),
  disetujui_oleh: z.string().nullable(),
});

export const HutangDetailSchema = z.object({
  no_hutang: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  tgl_jatuh_tempo: z.string(),
  tgl_bunga: z.string(),
  status: z.enum(STATUS_HUTANG),
  /** AKTIF past the due date and the grace period. */
  jatuh_tempo: z.boolean(),
  kode_member: z.string().nullable(),
  nama_customer: z.string(),
  no_ktp: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  kode_kondisi_pinjaman: z.string(),
  bunga_persen: z.string(),
  taksiran_persen: z.string(),
  lama_hari: z.number().int(),
  periode_bunga: z.enum(PERIODE_BUNGA),
  nilai_taksiran: z.number().int(),
  maks_pinjaman: z.number().int(),
  jumlah_pinjaman: z.number().int(),
  total_berat: GramOut,
  /** The principal still owed (the PIUTANG account's balance). */
  pokok: z.number().int(),
  bunga: z.number().int(),
  denda: z.number().int(),
  total: z.number().int(),
  periode_bunga_berjalan: z.number().int(),
  hari_terlambat: z.number().int(),
  tgl_pemberitahuan: z.string().nullable(),
  no_hutang_asal: z.string().nullable(),
  no_hutang_baru: z.string().nullable(),
  no_batal: z.string().nullable(),
  user_id: z.string(),
  detail_barang: z.array(DetailHutangOutSchema),
  pembayaran: z.array(BayarRowSchema),
});
export type HutangDetail = z.infer<typeof HutangDetailSchema>;

/** GET hutang/:no_hutang — the loan as of the store's business date: principal, interest, penalty, pieces, payments. */
export const detailHutang = endpoint({
  method: 'GET',
  path: 'hutang/:no_hutang',
  params: z.object({ no_hutang: docNo('No Hutang') }),
  response: z.object({ message: z.string(), data: HutangDetailSchema }),
  access: menus(...HUTANG_MENUS),
});

/** GET hutang/:no_hutang/surat — the loan letter (A5 PDF) the borrower signs and keeps; reprinted from /lihat-hutang. */
export const suratHutang = endpoint({
  method: 'GET',
  path: 'hutang/:no_hutang/surat',
  params: z.object({ no_hutang: docNo('No Hutang') }),
  response: FileResponseSchema,
  access: menus(...HUTANG_MENUS),
});

const FotoParams = z.object({
  no_hutang: docNo('No Hutang'),
  line_no: lineNo(),
});

/**
 * POST hutang/foto/:no_hutang/:line_no — a pledged piece's photo (multipart/form-data, one file field "file",
 * image/jpeg ≤ 720 × 1366, ≤ 1 MB: the goods' photo rules), kept in the photo store; the loan screen sends it
 * right after the save, one per piece. Refused once the loan is closed; another store's loan: 404.
 */
export const uploadFoto = endpoint({
  method: 'POST',
  path: 'hutang/foto/:no_hutang/:line_no',
  params: FotoParams,
  response: z.object({
    message: z.string(),
    data: z.object({ no_hutang: z.string(), line_no: z.number().int(), width: z.number().int(), height: z.number().int() }),
  }),
  access: menus('/transaksi-hutang', '/lihat-hutang'),
});

/** GET hutang/foto/:no_hutang/:line_no — a pledged piece's photo as a data URL (another store's: 404). */
export const foto = endpoint({
  method: 'GET',
  path: 'hutang/foto/:no_hutang/:line_no',
  params: FotoParams,
  response: z.object({ data: z.object({ content_type: z.literal('image/jpeg'), data_url: z.string() }) }),
  access: menus(...HUTANG_MENUS),
});

export const HutangRowSchema = HutangDetailSchema.omit({ detail_barang: true, pembayaran: true });
export type HutangRow = z.infer<typeof HutangRowSchema>;

/** GET hutang — search: number, NIK or name (`cari`), state, due within N days, overdue only. */
export const daftarHutang = endpoint({
  method: 'GET',
  path: 'hutang',
  query: z.object({
    kode_toko: OptionalTokoSchema,
    cari: optionalText(100).optional(),
    status: upperChoice([...STATUS_HUTANG, 'SEMUA'], harusDipilih('Status')).optional(),
    jatuh_tempo_hari: z.coerce
      .number({ error: MESSAGES.nilaiHarusAngka })
      .int({ message: MESSAGES.nilaiHarusAngka })
      .min(0)
      .max(3650)
      .optional(),
    terlambat: z.enum(['true', 'false'], { error: MESSAGES.dataTidakValid }).optional(),
  }),
  response: z.object({ message: z.string(), data: z.array(HutangRowSchema) }),
  access: menus(...HUTANG_MENUS),
});

export const JENIS_BAYAR_HUTANG = ['PERPANJANG', 'CICIL', 'LUNAS'] as const;
export type JenisBayarHutang = (typeof JENIS_BAYAR_HUTANG)[number];

/**
 * POST hutang/bayar — a payment (split penalty → interest → principal). Paying less than the accrued
 * interest and penalty needs an OWN/SU approval (logged). CICIL closes the loan and opens a new one for the rest.
 */
export const bayarHutang = endpoint({
  method: 'POST',
  path: 'hutang/bayar',
  body: z.object({
    no_hutang: docNo('No Hutang'),
    jenis: upperChoice(JENIS_BAYAR_HUTANG, harusDipilih('Jenis Pembayaran')),
    jumlah: rupiah({ missing: tidakBolehKosong('Jumlah'), invalid: MESSAGES.nilaiHarusAngka, positive: MESSAGES.jumlahHarusLebihDariNol }),
    pembayaran: Pembayaran,
    otorisasi: OtorisasiSchema.optional(),
  }),
  response: z.object({
    message: z.string(),
    data: z.object({
      no_bayar: z.string(),
      no_hutang: z.string(),
      denda: z.number().int(),
      bunga: z.number().int(),
      pokok: z.number().int(),
      sisa_pokok: z.number().int(),
      tgl_jatuh_tempo: z.string().nullable(),
      no_hutang_baru: z.string().nullable(),
      status: z.enum(STATUS_HUTANG),
    }),
  }),
  access: postsDocument('BAYAR_HUTANG'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST hutang/batal — cancels a loan on its own day (money and pieces back), refused once anything was paid. */
export const batalHutang = endpoint({
  method: 'POST',
  path: 'hutang/batal',
  body: z.object({ no_hutang: docNo('No Hutang'), alasan: AlasanSchema }),
  response: z.object({ message: z.string(), data: z.object({ no_hutang: z.string(), no_batal: z.string() }) }),
  access: menus('/lihat-hutang'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST hutang/pemberitahuan — records a 'jatuh tempo' notice (date, by WhatsApp) and answers the wa.me link. */
export const pemberitahuan = endpoint({
  method: 'POST',
  path: 'hutang/pemberitahuan',
  body: z.object({ no_hutang: docNo('No Hutang') }),
  response: z.object({
    message: z.string(),
    data: z.object({ no_hutang: z.string(), tgl_pemberitahuan: z.string(), wa_link: z.string() }),
  }),
  access: menus('/lihat-hutang'),
});

/**
 * POST hutang/sita — OWN/SU take a defaulted loan's pieces into the shop's stock (bought back, waiting for
 * sorting) at a stated value; the difference to the debt is booked. Only after the notice.
 */
export const sitaHutang = endpoint({
  method: 'POST',
  path: 'hutang/sita',
  body: z.object({
    no_hutang: docNo('No Hutang'),
    nilai: rupiah({ missing: tidakBolehKosong('Nilai'), invalid: MESSAGES.nilaiHarusAngka }),
    alasan: AlasanSchema,
  }),
  response: z.object({ message: z.string(), data: z.object({ no_hutang: z.string(), no_sita: z.string(), selisih: z.number().int() }) }),
  access: postsDocument('SITA_HUTANG'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

// ---------------------------------------------------------------------------------------------------------
// /validasi-hutang: the day's loans, payments, cancels and take-overs with the money each moved per method;
// the supervisor counts the money of a selection and validates it when it matches. Usable while the
// store-day notice blocks other screens (not changesBooks).

export const ValidasiHutangRowSchema = z.object({
  no_dokumen: z.string(),
  doc_type: z.string(),
  no_hutang: z.string(),
  nama_customer: z.string(),
  jam: z.string(),
  user_id: z.string(),
  /** Money into the store per method (negative: paid out, e.g. a loan's disbursement). */
  uang: z.array(z.object({ jenis: z.string(), jumlah: z.number().int() })),
  divalidasi: z.boolean(),
  validasi_oleh: z.string(),
});
export type ValidasiHutangRow = z.infer<typeof ValidasiHutangRowSchema>;

/** GET hutang/validasi?kode_toko&tgl_system — the day's loan documents (default: the store's business date). */
export const dataValidasiHutang = endpoint({
  method: 'GET',
  path: 'hutang/validasi',
  query: z.object({
    kode_toko: OptionalTokoSchema,
    tgl_system: optionalDate(),
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ kode_toko: z.string(), tgl_system: z.string(), rows: z.array(ValidasiHutangRowSchema) }),
  }),
  access: menus('/validasi-hutang'),
});

/** POST hutang/validasi — validates a selection when the money counted per method equals what it moved. */
export const validasiHutang = endpoint({
  method: 'POST',
  path: 'hutang/validasi',
  body: z.object({
    kode_toko: OptionalTokoSchema,
    no_dokumen: z
      .array(docNo('No Dokumen'), { error: tidakBolehKosong('Transaksi') })
      .min(1, { message: tidakBolehKosong('Transaksi') })
      .max(500, { message: MESSAGES.dataTidakValid }),
    uang: z
      .array(
        z.object({
          jenis: upperChoice(['CASH', 'TRANSFER'], harusDipilih('Jenis')),
          jumlah: z
            .number({ error: MESSAGES.nilaiHarusAngka })
            .int({ message: MESSAGES.nilaiHarusAngka })
            .min(-Number.MAX_SAFE_INTEGER)
            .max(Number.MAX_SAFE_INTEGER),
        }),
      )
      .max(5, { message: MESSAGES.dataTidakValid }),
  }),
  response: z.object({ message: z.string(), data: z.object({ divalidasi: z.number().int() }) }),
  access: menus('/validasi-hutang'),
});
