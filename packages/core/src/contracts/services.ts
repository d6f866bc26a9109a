// Services (repairs): a customer's piece taken in for repair, resizing, re-plating or cleaning
// (/transaksi-services), followed and closed on /lihat-services: masuk → diproses (optionally with a craftsman)
// → selesai (weight out, the difference explained) → diambil (the fee paid, less the down payment), or batal
// (the pieces handed back; the down payment paid back in cash or kept on the customer's deposit). The grams
// are held at the service's SERVIS place of the stock ledger (never the shop's stock), the down payment on the
// customer's TITIPAN account of the money ledger. Money whole rupiah, grams exact text with 3 decimals.
import { z } from 'zod';
import { isKadar } from '../domain/harga.ts';
import { STATUS_SERVICE } from '../domain/services.ts';
import { harusDiisi, harusDipilih, MESSAGES, PENJUALAN_MESSAGES as PM, SERVICE_MESSAGES as SM, tidakBolehKosong } from '../messages.ts';
import { OptionalTokoSchema, GramOut } from './barang-fields.ts';
import {
  code,
  docNo,
  grams,
  lineNo,
  optionalCode,
  optionalRupiah,
  requiredDate,
  requiredText,
  rupiah,
  upperChoice,
  upperText,
} from './fields.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { AlasanSchema } from './mutasi-barang.ts';
import { OtorisasiSchema } from './otorisasi.ts';
import { CustomerSchema, PembayaranJualSchema, PembayaranSchema } from './penjualan.ts';

/** The screens of the services. */
export const SERVICE_MENUS = { transaksi: '/transaksi-services', lihat: '/lihat-services' } as const;

export { STATUS_SERVICE, STATUS_SERVICE_TERBUKA, type StatusService } from '../domain/services.ts';

/** At a cancel, the down payment is paid back in cash (KEMBALI) or kept on the customer's deposit (TITIP). */
export const UANG_MUKA_BATAL = ['TITIP', 'KEMBALI'] as const;

const Payments = z.array(PembayaranSchema, { error: PM.pembayaranKosong }).max(20, { message: MESSAGES.dataTidakValid });

export const ServiceDetailSchema = z.object({
  nama_barang: requiredText('Nama Barang', 100),
  kode_group: code(harusDipilih('Kategori')),
  berat: grams(tidakBolehKosong('Berat'), { positive: MESSAGES.beratHarusLebihDariNol }),
  /** The purity when known ("75", "17K"); missing → the category's. */
  kadar: optionalCode(10).refine((value) => value === undefined || isKadar(value), { message: MESSAGES.kadarTidakValid }),
  pekerjaan: requiredText('Pekerjaan', 200),
});

export const ServiceBodySchema = z
  .object({
    kode_member: optionalCode(),
    customer: CustomerSchema.optional(),
    detail: z
      .array(ServiceDetailSchema, { error: MESSAGES.dataBaragTidakBolehKosong })
      .min(1, { message: MESSAGES.dataBaragTidakBolehKosong })
      .max(50, { message: MESSAGES.dataTidakValid }),
    /** The estimated fee. */
    ongkos: rupiah({ missing: harusDiisi('Ongkos'), invalid: MESSAGES.nilaiHarusAngka }),
    /** The down payment, onto the customer's deposit (titipan); missing → 0. */
    uang_muka: optionalRupiah().optional(),
    /** How the down payment is paid; missing with a down payment → all in cash. */
    pembayaran: Payments.optional(),
    tgl_janji: requiredDate(harusDiisi('Tanggal Janji')),
    keterangan: upperText(200),
    kode_toko: OptionalTokoSchema,
  })
  .refine((body) => Boolean(body.kode_member) || Boolean(body.customer?.nama), { message: PM.customerHarusDiisi, path: ['customer'] })
  .refine((body) => Boolean(body.kode_member) || /\d/.test(body.customer?.no_hp ?? ''), {
    message: SM.noHpHarusDiisi,
    path: ['customer', 'no_hp'],
  })
  .refine((body) => (body.uang_muka ?? 0) <= body.ongkos, { message: SM.uangMukaMelebihiOngkos, path: ['uang_muka'] })
  .refine((body) => !body.pembayaran?.length || body.pembayaran.reduce((sum, p) => sum + p.jumlah, 0) === (body.uang_muka ?? 0), {
    message: SM.pembayaranUangMukaTidakSesuai,
    path: ['pembayaran'],
  });
export type ServiceBody = z.input<typeof ServiceBodySchema>;

const NoService = docNo('No Service');

/** POST services — intake: the pieces into the service's SERVIS place, the down payment onto the customer's deposit. */
export const simpan = endpoint({
  method: 'POST',
  path: 'services',
  body: ServiceBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({ no_service: z.string(), tgl_system: z.string(), uang_muka: z.number().int(), berat: GramOut }),
  }),
  access: postsDocument('SERVICE'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST services/proses — the work starts, optionally handed to a craftsman of Master Tukang. */
export const proses = endpoint({
  method: 'POST',
  path: 'services/proses',
  body: z.object({ no_service: NoService, kode_tukang: optionalCode(), keterangan: upperText(200) }),
  response: z.object({ message: z.string(), data: z.object({ no_service: z.string(), status: z.string() }) }),
  access: postsDocument('SERVICE_PROSES'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

export const SelesaiBodySchema = z.object({
  no_service: NoService,
  /** The weight out of each piece, in the intake's order. */
  detail: z
    .array(z.object({ berat_selesai: grams(tidakBolehKosong('Berat Selesai'), { positive: MESSAGES.beratHarusLebihDariNol }) }), {
      error: MESSAGES.dataBaragTidakBolehKosong,
    })
    .min(1, { message: MESSAGES.dataBaragTidakBolehKosong })
    .max(50, { message: MESSAGES.dataTidakValid }),
  /** The final fee. */
  ongkos: rupiah({ missing: harusDiisi('Ongkos'), invalid: MESSAGES.nilaiHarusAngka }),
  keterangan: upperText(200),
});
export type SelesaiBody = z.input<typeof SelesaiBodySchema>;

/** POST services/selesai — weight out per piece; material added and loss booked as the difference. */
export const selesai = endpoint({
  method: 'POST',
  path: 'services/selesai',
  body: SelesaiBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      no_service: z.string(),
      no_dokumen: z.string().nullable(),
      /** Grams added (positive) or lost (negative) over all pieces. */
      selisih: GramOut,
      /** What is left to pay at pick-up (the fee less the down payment, ≥ 0). */
      sisa: z.number().int(),
    }),
  }),
  access: postsDocument('SERVICE_SELESAI'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

export const AmbilBodySchema = z.object({
  no_service: NoService,
  /**
   * The rest of the fee (fee − down payment), by any counter method or from the customer's deposit (a TITIPAN
   * line naming a slip of the service customer's deposit); empty when the down payment covers it.
   */
  pembayaran: z.array(PembayaranJualSchema, { error: PM.pembayaranKosong }).max(20, { message: MESSAGES.dataTidakValid }).default([]),
});
export type AmbilBody = z.input<typeof AmbilBodySchema>;

/** POST services/ambil — the fee paid (less the down payment) and the pieces handed back, once. */
export const ambil = endpoint({
  method: 'POST',
  path: 'services/ambil',
  body: AmbilBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      no_service: z.string(),
      no_dokumen: z.string(),
      ongkos: z.number().int(),
      uang_muka: z.number().int(),
      dibayar: z.number().int(),
      /** A down payment larger than the fee: the part left on the customer's deposit. */
      sisa_titipan: z.number().int(),
    }),
  }),
  access: postsDocument('SERVICE_AMBIL'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST services/batal — the pieces handed back; the down payment paid back in cash or kept as a deposit. */
export const batal = endpoint({
  method: 'POST',
  path: 'services/batal',
  body: z.object({
    no_service: NoService,
    alasan: AlasanSchema,
    uang_muka: upperChoice(UANG_MUKA_BATAL, harusDipilih('Uang Muka')).default('TITIP'),
    /** Required when a down payment is paid back in cash (KEMBALI): cash out of the drawer needs OWN/SU. */
    otorisasi: OtorisasiSchema.optional(),
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ no_service: z.string(), no_dokumen: z.string(), dikembalikan: z.number().int() }),
  }),
  access: postsDocument('BATAL_SERVICE'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST services/wa — the "siap diambil" WhatsApp link (wa.me), its sending logged on the service. */
export const wa = endpoint({
  method: 'POST',
  path: 'services/wa',
  body: z.object({ no_service: NoService }),
  response: z.object({ message: z.string(), data: z.object({ url: z.string(), pesan: z.string() }) }),
  access: menus(SERVICE_MENUS.lihat),
});

export const ServiceRow = z.object({
  no_service: z.string(),
  kode_toko: z.string(),
  tgl_system: z.string(),
  kode_member: z.string().nullable(),
  nama_customer: z.string(),
  no_hp: z.string(),
  alamat: z.string(),
  status: z.enum(STATUS_SERVICE),
  tgl_janji: z.string(),
  terlambat: z.boolean(),
  qty: z.number().int(),
  berat: GramOut,
  berat_selesai: GramOut.nullable(),
  ongkos: z.number().int(),
  ongkos_akhir: z.number().int().nullable(),
  uang_muka: z.number().int(),
  /** What is left to pay at pick-up: the (final, else estimated) fee less the down payment, ≥ 0. */
  sisa: z.number().int(),
  kode_tukang: z.string().nullable(),
  tgl_selesai: z.string().nullable(),
  tgl_ambil: z.string().nullable(),
  tgl_batal: z.string().nullable(),
  user_id: z.string(),
});
export type ServiceListRow = z.infer<typeof ServiceRow>;

/** GET services?cari&status&terlambat&kode_toko&page&page_size — search, one page at a time (newest first). */
export const daftar = endpoint({
  method: 'GET',
  path: 'services',
  query: z.object({
    /** A number, a customer's name, phone or member code (part of it). */
    cari: upperText(60).optional(),
    status: z.preprocess((v) => (v === '' || v == null ? undefined : v), upperChoice(STATUS_SERVICE, MESSAGES.dataTidakValid).optional()),
    /** Only open services past their due date. */
    terlambat: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).optional(),
    kode_toko: OptionalTokoSchema,
    page: z
      .preprocess(
        (v) => (v === '' || v == null ? 1 : Number(v)),
        z
          .number({ error: MESSAGES.dataTidakValid })
          .int({ message: MESSAGES.dataTidakValid })
          .min(1, { message: MESSAGES.dataTidakValid })
          .max(100_000, { message: MESSAGES.dataTidakValid }),
      )
      .optional(),
    page_size: z
      .preprocess(
        (v) => (v === '' || v == null ? 20 : Number(v)),
        z
          .number({ error: MESSAGES.dataTidakValid })
          .int({ message: MESSAGES.dataTidakValid })
          .min(1, { message: MESSAGES.dataTidakValid })
          .max(200, { message: MESSAGES.dataTidakValid }),
      )
      .optional(),
  }),
  response: z.object({
    message: z.string(),
    data: z.array(ServiceRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  access: menus(SERVICE_MENUS.lihat, SERVICE_MENUS.transaksi),
});

export const ServiceDetailRow = z.object({
  line_no: z.number().int(),
  nama_barang: z.string(),
  kode_group: z.string(),
  berat: GramOut,
  kadar: z.string().nullable(),
  pekerjaan: z.string(),
  berat_selesai: GramOut.nullable(),
  /** True when the piece has a photo (GET services/foto/:no_service/:line_no). */
  foto: z.boolean(),
});
export const ServiceLogRow = z.object({
  aksi: z.string(),
  no_dokumen: z.string().nullable(),
  keterangan: z.string(),
  tgl_system: z.string(),
  user_id: z.string(),
  waktu: z.string(),
});
export const ServiceFull = ServiceRow.extend({
  nama_toko: z.string(),
  keterangan: z.string(),
  alasan_batal: z.string().nullable(),
  uang_muka_batal: z.string().nullable(),
  no_selesai: z.string().nullable(),
  no_ambil: z.string().nullable(),
  no_batal: z.string().nullable(),
  detail: z.array(ServiceDetailRow),
  riwayat: z.array(ServiceLogRow),
});
export type ServiceFull = z.infer<typeof ServiceFull>;

/** GET services/:no_service — one service with its pieces and its history (another store's: 404). */
export const detail = endpoint({
  method: 'GET',
  path: 'services/:no_service',
  params: z.object({ no_service: NoService }),
  response: z.object({ message: z.string(), data: ServiceFull }),
  access: menus(SERVICE_MENUS.lihat, SERVICE_MENUS.transaksi),
});

const FotoParams = z.object({
  no_service: NoService,
  line_no: lineNo(),
});

/**
 * POST services/foto/:no_service/:line_no — a piece's photo (multipart/form-data, one file field "file",
 * image/jpeg ≤ 720 × 1366, ≤ 1 MB: the goods' photo rules), kept in the photo store. The intake screen sends it
 * right after the save, one per piece; refused once the service is closed.
 */
export const uploadFoto = endpoint({
  method: 'POST',
  path: 'services/foto/:no_service/:line_no',
  params: FotoParams,
  response: z.object({
    message: z.string(),
    data: z.object({ no_service: z.string(), line_no: z.number().int(), width: z.number().int(), height: z.number().int() }),
  }),
  access: menus(SERVICE_MENUS.transaksi, SERVICE_MENUS.lihat),
});

/** GET services/foto/:no_service/:line_no — a piece's photo as a data URL (another store's: 404). */
export const foto = endpoint({
  method: 'GET',
  path: 'services/foto/:no_service/:line_no',
  params: FotoParams,
  response: z.object({ data: z.object({ content_type: z.literal('image/jpeg'), data_url: z.string() }) }),
  access: menus(SERVICE_MENUS.lihat, SERVICE_MENUS.transaksi),
});
