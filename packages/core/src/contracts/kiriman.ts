// Incoming stock: shipments of bulk gold to a store — from the owner (KB, /kirim-dari-barang-bos) or from
// labelling (KC, sent by /kirim-labeling) — confirmed by the store (/validasi-terima-stock), entered as
// barcoded items (/terima-barang with the shipment's number), closed by the cashier (/validasi-inputan),
// and their balances (/laporan-saldo-barang-aktif). One family of calls for both kinds.
import { z } from 'zod';
import { KIRIMAN_MESSAGES, MESSAGES, harusDiisi } from '../messages.ts';
import { DateSchema } from './common.ts';
import { code, grams, optionalText, qty, upperChoice } from './fields.ts';
import { ITEM_TYPE, SHIPMENT_KINDS } from '../domain/warehouse-roles.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import {
  FilterSchema,
  GramOut,
  OptionalTokoSchema,
  periodFields,
  periodInOrder,
  periodInOrderMessage,
  reportResponse,
} from './barang-fields.ts';

export const JENIS_KIRIMAN = SHIPMENT_KINDS;
export type JenisKiriman = (typeof JENIS_KIRIMAN)[number];
export const STATUS_SALDO = ['OPEN', 'CLOSE'] as const;
export const KADAR_KIRIM_BOS = [ITEM_TYPE.A, ITEM_TYPE.SP] as const;

/** A shipment number as typed: trimmed and upper-cased. */
export const NoKirimSchema = code(KIRIMAN_MESSAGES.noKirimBelumDipilih, 40);

/** The search's send number: empty → ALL, else upper-cased (the spec's rule). */
const NoKirimFilterSchema = z.preprocess(
  (value) =>
    value == null || (typeof value === 'string' && value.trim() === '') ? 'ALL' : typeof value === 'string' ? value.trim() : value,
  z
    .string()
    .max(40, { message: MESSAGES.dataTidakValid })
    .transform((value) => (value.toUpperCase() === 'SEMUA' ? 'ALL' : value.toUpperCase())),
);

const qtySchema = (label: string) =>
  qty(harusDiisi(label), { invalid: KIRIMAN_MESSAGES.qtyHarusBilanganBulat, min: 1, max: 100000, tooMany: MESSAGES.dataTidakValid });

const beratSchema = (label: string) => grams(harusDiisi(label), { positive: KIRIMAN_MESSAGES.beratHarusLebihDariNol });

/** One goods line of the owner's send (the spec's request, plus the destination tray `tujuan`). */
export const SimpanKirimBosSchema = z.object({
  kode_group: code(harusDiisi('Kategori'), 20),
  kode_dept: code(harusDiisi('Jenis'), 20),
  asal_barang: code(harusDiisi('Asal Barang'), 60),
  detail_barang: code(harusDiisi('Detail Jenis'), 100),
  qty: qtySchema('Qty'),
  berat: beratSchema('Berat'),
  kadar: upperChoice(KADAR_KIRIM_BOS, harusDiisi('Kadar')),
  sales_pabrik: code(harusDiisi('Sales Pabrik'), 20),
  /** The destination: a tray of warehouse KC of the receiving store. */
  tujuan: code(harusDiisi('Tujuan'), 20),
  /** The labelling code (master labeling); '-' when none. */
  kode_labeling: optionalText(20),
});
export type SimpanKirimBos = z.infer<typeof SimpanKirimBosSchema>;

/** The nota of an owner's send: what the 2-copy slip (INTERNAL, LABEL) prints. */
export const NotaKirimBosSchema = z.object({
  no_kirim_bos: z.string(),
  tgl_kirim: DateSchema,
  kode_toko: z.string(),
  nama_toko: z.string(),
  kategori: z.string(),
  asal: z.string(),
  baki: z.string(),
  jenis: z.string(),
  keterangan: z.string(),
  kadar: z.string(),
  sales_pabrik: z.string(),
  qty_kirim: z.number().int(),
  berat_kirim: GramOut,
  user_id: z.string(),
});
export type NotaKirimBos = z.infer<typeof NotaKirimBosSchema>;

export const KIRIM_BOS_MENUS = ['/kirim-dari-barang-bos'] as const;
const REPRINT_MENUS = ['/kirim-dari-barang-bos', '/laporan-kirim-barang-dari-bos', '/laporan-saldo-barang-aktif'] as const;

export const simpanKirimBos = endpoint({
  method: 'POST',
  path: 'krmbrgbos/simpan',
  body: SimpanKirimBosSchema,
  response: z.object({ message: z.string(), data: z.object({ nota: NotaKirimBosSchema }) }),
  access: postsDocument('KIRIM_BARANG_BOS'),
  changesBooks: true,
});

const ReprintBody = z.object({ no_kirim_bos: NoKirimSchema });
export const reprintKirimBos = endpoint({
  method: 'POST',
  path: 'krmbrgbos/reprint',
  body: ReprintBody,
  response: z.object({ data: z.object({ nota: NotaKirimBosSchema }) }),
  access: menus(...REPRINT_MENUS),
});
export const reprintKirimBosGet = endpoint({
  method: 'GET',
  path: 'krmbrgbos/reprint',
  query: ReprintBody,
  response: z.object({ data: z.object({ nota: NotaKirimBosSchema }) }),
  access: menus(...REPRINT_MENUS),
});

/** A shipment as the validation screens list it (KB and KC alike; remainder = sent − entered). */
export const KirimanRowSchema = z.object({
  no_kirim_bos: z.string(),
  /** The KC spelling of the same number (labelling's no_kirim_stock). */
  no_kirim_stock: z.string(),
  jenis: z.enum(JENIS_KIRIMAN),
  tgl_system: DateSchema,
  kode_toko: z.string(),
  kode_lokasi_toko: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  kode_labeling: z.string(),
  qty: z.number().int(),
  qty_input: z.number().int(),
  qty_sisa: z.number().int(),
  berat: GramOut,
  berat_input: GramOut,
  berat_sisa: GramOut,
  /** The remainder at today's gold price of the category (whole rupiah). */
  harga_total: z.number().int(),
  status: z.enum(STATUS_SALDO),
  validasi: z.boolean(),
});
export type KirimanRow = z.infer<typeof KirimanRowSchema>;

const SearchBody = z
  .object({
    ...periodFields,
    no_kirim_bos: NoKirimFilterSchema,
    /** VALIDASI: shipments the store has not yet confirmed. */
    jenis: z.literal('VALIDASI', { error: MESSAGES.dataTidakValid }).default('VALIDASI'),
  })
  .refine(periodInOrder, periodInOrderMessage);

const VALIDASI_TERIMA_MENUS = ['/validasi-terima-stock'] as const;
const VALIDASI_INPUT_MENUS = ['/validasi-inputan'] as const;

/** KB shipments to the store awaiting its confirmation (POST kirim-barang-bos {jenis: VALIDASI}). */
export const cariKirimBos = endpoint({
  method: 'POST',
  path: 'kirim-barang-bos',
  body: SearchBody,
  response: reportResponse(KirimanRowSchema),
  access: menus(...VALIDASI_TERIMA_MENUS, ...VALIDASI_INPUT_MENUS),
});

/** KC shipments: jenis VALIDASI (awaiting confirmation) or LAPORAN (balances, with status ALL/OPEN/CLOSE). */
export const saldoKirimLabeling = endpoint({
  method: 'POST',
  path: 'kirim-labeling/saldo',
  body: z
    .object({
      tgl_from: periodFields.tgl_from,
      tgl_to: periodFields.tgl_to,
      no_kirim_bos: NoKirimFilterSchema,
      kode_labeling: FilterSchema,
      jenis: z.enum(['LAPORAN', 'VALIDASI'], { error: MESSAGES.dataTidakValid }).default('LAPORAN'),
      status: z.preprocess(
        (v) => (v == null || v === '' ? 'ALL' : typeof v === 'string' ? v.toUpperCase() : v),
        z.enum(['ALL', 'SEMUA', ...STATUS_SALDO], { error: MESSAGES.dataTidakValid }),
      ),
    })
    .refine(periodInOrder, periodInOrderMessage),
  response: reportResponse(KirimanRowSchema),
  access: menus(...VALIDASI_TERIMA_MENUS, ...VALIDASI_INPUT_MENUS, '/laporan-saldo-barang-aktif'),
});

export const ValidasiBosSchema = z.object({
  no_kirim_bosses: z
    .array(NoKirimSchema, { error: KIRIMAN_MESSAGES.noKirimBelumDipilih })
    .min(1, { message: KIRIMAN_MESSAGES.noKirimBelumDipilih })
    .max(200),
});
export const ValidasiLabelSchema = z.object({
  no_kirim_stocks: z
    .array(NoKirimSchema, { error: KIRIMAN_MESSAGES.noKirimBelumDipilih })
    .min(1, { message: KIRIMAN_MESSAGES.noKirimBelumDipilih })
    .max(200),
});

const ValidasiTerimaResponse = z.object({
  message: z.string(),
  data: z.array(z.object({ no_kirim: z.string(), tgl_validasi: DateSchema })),
});

/** The store confirms KB shipments arrived: all or none; a shipment confirmed before refuses the call. */
export const validasiTerimaBos = endpoint({
  method: 'POST',
  path: 'validasi-terima-stock/validasi-bos',
  body: ValidasiBosSchema,
  response: ValidasiTerimaResponse,
  access: menus(...VALIDASI_TERIMA_MENUS),
  changesBooks: true,
});
export const validasiTerimaLabel = endpoint({
  method: 'POST',
  path: 'validasi-terima-stock/validasi-label',
  body: ValidasiLabelSchema,
  response: ValidasiTerimaResponse,
  access: menus(...VALIDASI_TERIMA_MENUS),
  changesBooks: true,
});

const OutstandQuery = z.object({ ...periodFields, no_kirim_bos: NoKirimFilterSchema }).refine(periodInOrder, periodInOrderMessage);
const OutstandResponse = z.object({ message: z.string(), data: z.array(KirimanRowSchema), grand_total: z.number().int() });

/** Confirmed, still OPEN shipments of the store with what remains (the cashier's list). */
export const outstandKirimBos = endpoint({
  method: 'GET',
  path: 'kirim-barang-bos/saldo-outstand',
  query: OutstandQuery,
  response: OutstandResponse,
  access: menus(...VALIDASI_INPUT_MENUS),
});
export const outstandKirimLabeling = endpoint({
  method: 'GET',
  path: 'kirim-labeling/saldo-outstand',
  query: OutstandQuery,
  response: OutstandResponse,
  access: menus(...VALIDASI_INPUT_MENUS),
});

/** The rows the cashier selected (only the number is used; the server reads the rest). */
export const ValidasiInputSchema = z.object({
  data_kirim: z
    .array(
      z
        .object({ no_kirim_bos: NoKirimSchema.optional(), no_kirim_stock: NoKirimSchema.optional() })
        .refine((row) => Boolean(row.no_kirim_bos ?? row.no_kirim_stock), { message: KIRIMAN_MESSAGES.noKirimBelumDipilih }),
      {
        error: MESSAGES.belumAdaDataYangHarusDiValidasi,
      },
    )
    .min(1, { message: MESSAGES.belumAdaDataYangHarusDiValidasi })
    .max(200),
});

/** One closed shipment on the validation receipt. */
export const ValidasiInputRowSchema = z.object({
  no_kirim: z.string(),
  jenis: z.enum(JENIS_KIRIMAN),
  tgl_validasi: DateSchema,
  kode_toko: z.string(),
  kode_group: z.string(),
  kode_dept: z.string(),
  qty: z.number().int(),
  berat: GramOut,
  qty_input: z.number().int(),
  berat_input: GramOut,
  qty_kembali: z.number().int(),
  berat_kembali: GramOut,
  no_validasi: z.string(),
  user_id: z.string(),
});
export type ValidasiInputRow = z.infer<typeof ValidasiInputRowSchema>;

const ValidasiInputResponse = z.object({ message: z.string(), no_validasi: z.string(), data: z.array(ValidasiInputRowSchema) });

/**
 * Closes the selected shipments (status CLOSE): what was not entered as items goes back to the sender
 * (a VALIDASI_INPUTAN document moving the remainder out of the shipment), all or none.
 */
export const validasiInputBos = endpoint({
  method: 'POST',
  path: 'validasi-inputan/kirim-barang-bos',
  body: ValidasiInputSchema,
  response: ValidasiInputResponse,
  access: postsDocument('VALIDASI_INPUTAN'),
  changesBooks: true,
});
export const validasiInputLabeling = endpoint({
  method: 'POST',
  path: 'validasi-inputan/kirim-labeling',
  body: ValidasiInputSchema,
  response: ValidasiInputResponse,
  access: postsDocument('VALIDASI_INPUTAN'),
  changesBooks: true,
});

/** KC closes in a period (the KB twin is the report validasi-validasi-inputan). */
export const laporanValidasiInputLabeling = endpoint({
  method: 'GET',
  path: 'validasi-inputan/kirim-labeling/reports',
  query: z.object(periodFields).refine(periodInOrder, periodInOrderMessage),
  response: reportResponse(ValidasiInputRowSchema),
  access: menus('/laporan-validasi-validasi-inputan'),
});

/** The receipt of one close again (reprint from the report). */
export const reprintValidasiInput = endpoint({
  method: 'GET',
  path: 'validasi-inputan/reprint',
  query: z.object({ no_kirim: NoKirimSchema }),
  response: z.object({ data: z.array(ValidasiInputRowSchema) }),
  access: menus('/laporan-validasi-validasi-inputan', '/validasi-inputan'),
});

/** A count of what remains of a KB shipment: the difference to the balance is booked with a reason. */
export const opnameKiriman = endpoint({
  method: 'POST',
  path: 'stock-opname-kirim-barang-dari-bos',
  body: z.object({
    no_kirim_bos: NoKirimSchema,
    qty_opname: qty(harusDiisi('Qty Opname'), { max: 100000 }),
    berat_opname: grams(harusDiisi('Berat Opname')),
    alasan: code(KIRIMAN_MESSAGES.alasanHarusDiisi, 200),
  }),
  response: z.object({
    message: z.string(),
    no_dokumen: z.string().nullable(),
    data: KirimanRowSchema,
    selisih_qty: z.number().int(),
    selisih_berat: GramOut,
  }),
  access: postsDocument('OPNAME_KIRIMAN'),
  changesBooks: true,
});

/** One shipment with its balance (the opname screen's lookup). */
export const kirimanSaldo = endpoint({
  method: 'GET',
  path: 'kirim-barang-bos/saldo/:no_kirim',
  params: z.object({ no_kirim: NoKirimSchema }),
  /** `ledger`: what the stock ledger holds at the shipment's place (equal to the remainder, by construction). */
  response: z.object({ data: KirimanRowSchema, ledger: z.object({ qty: z.number().int(), berat: GramOut }) }),
  access: menus('/stock-opname-kirim-barang-dari-bos', '/terima-barang', '/validasi-inputan', '/laporan-saldo-barang-aktif'),
});

/** One type of the owner's goods sent straight to the refiner. */
export const KirimSepuhBosLineSchema = z.object({
  kode_group: code(harusDiisi('Kategori'), 20),
  kode_dept: code(harusDiisi('Jenis'), 20),
  asal_barang: code(harusDiisi('Asal Barang'), 60),
  qty: qtySchema('Qty'),
  berat: beratSchema('Berat'),
});

/**
 * /kirim-sepuh-dari-barang-bos: the owner's goods (bulk, not yet in any tray) sent straight to the refiner:
 * a refining dispatch (number KS-…, received back by /terima-sepuh like any other) whose source is the
 * owner's stock. One line per type ('Barang Sudah Ada Di Tabel' for a repeated type).
 */
export const kirimSepuhBos = endpoint({
  method: 'POST',
  path: 'kirim-sepuh-dari-barang-bos',
  body: z.object({
    /** The refiner (Master Tukang); '-' when none is named. */
    kode_tukang: optionalText(20),
    /** The store the dispatch is booked at (OWN/SU may name one; staff: their own). */
    kode_toko: OptionalTokoSchema,
    detail_barang: z
      .array(KirimSepuhBosLineSchema, { error: MESSAGES.dataBarangMasihKosong })
      .min(1, { message: MESSAGES.dataBarangMasihKosong })
      .max(20),
  }),
  response: z.object({
    message: z.string(),
    no_sepuh: z.string(),
    data: z.array(
      z.object({ kode_group: z.string(), kode_dept: z.string(), asal_barang: z.string(), qty: z.number().int(), berat: GramOut }),
    ),
  }),
  access: postsDocument('KIRIM_SEPUH_BOS'),
  changesBooks: true,
});
