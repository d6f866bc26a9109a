// Cash and bank: cash added to or taken from the store's drawer (/tambah-uang-kas,
// /ambil-uang-kas) and its bank accounts (/tambah-uang-bank, /ambil-uang-bank) by a category of Master Kode
// Transaksi, cash sent to head office in two steps (/setor-uang-pusat: sent by the store, received by head office),
// the balances the screens show and the day's documents with their cancel. Every call posts money-only documents
// through the document kernel; amounts are whole rupiah.
import { z } from 'zod';
import { MESSAGES, harusDipilih, tidakBolehKosong } from '../messages.ts';
import { OptionalTokoSchema } from './barang-fields.ts';
import { code, docNo, optionalCode, rupiah, upperChoice, upperText } from './fields.ts';
import { endpoint, menus } from './endpoint.ts';
import { AlasanSchema } from './mutasi-barang.ts';

/** The para_system key naming the head-office store: its users receive the stores' cash sent to head office. */
export const TOKO_PUSAT_KEY = 'toko_pusat';

export const JENIS_KAS = ['TAMBAH', 'AMBIL'] as const;
export type JenisKas = (typeof JENIS_KAS)[number];

/** The menus of the four cash and bank screens. */
export const KAS_MENUS = ['/tambah-uang-kas', '/ambil-uang-kas'] as const;
export const BANK_MENUS = ['/tambah-uang-bank', '/ambil-uang-bank'] as const;
export const SETOR_MENU = '/setor-uang-pusat';

const Jumlah = rupiah({
  missing: tidakBolehKosong('Jumlah'),
  invalid: MESSAGES.nilaiHarusAngka,
  positive: MESSAGES.jumlahHarusLebihDariNol,
});

export const KasBodySchema = z.object({
  jenis: upperChoice(JENIS_KAS, harusDipilih('Jenis')),
  kode_transaksi: code(harusDipilih('Kode Transaksi'), 10),
  jumlah: Jumlah,
  keterangan: upperText(200),
});
export type KasBody = z.input<typeof KasBodySchema>;

export const BankBodySchema = KasBodySchema.extend({
  kode_rekening: code(harusDipilih('Rekening'), 20),
  referensi: optionalCode(50),
});
export type BankBody = z.input<typeof BankBodySchema>;

export const TransaksiKeuanganRow = z.object({
  no_transaksi: z.string(),
  doc_type: z.string(),
  jenis: z.string(),
  tgl_system: z.string(),
  kode_toko: z.string(),
  kode_transaksi: z.string(),
  nama_transaksi: z.string(),
  kode_rekening: z.string().nullable(),
  referensi: z.string(),
  keterangan: z.string(),
  jumlah: z.number().int(),
  user_id: z.string(),
  waktu: z.string(),
  /** The cancel's number once cancelled. */
  dibatalkan: z.string().nullable(),
});
export type TransaksiKeuangan = z.infer<typeof TransaksiKeuanganRow>;

const Posted = z.object({
  message: z.string(),
  data: z.object({
    no_transaksi: z.string(),
    /** The drawer's (kas) or the account's (bank) balance after the document. */
    saldo: z.number().int(),
    tgl_system: z.string(),
    /** The document as the day's list shows it (the category by name): what its slip prints. */
    transaksi: TransaksiKeuanganRow,
  }),
});

/** POST keuangan/kas — cash into (TAMBAH) or out of (AMBIL) the drawer; taking more than it holds is refused (409). */
export const kas = endpoint({
  method: 'POST',
  path: 'keuangan/kas',
  body: KasBodySchema,
  response: Posted,
  access: menus(...KAS_MENUS),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST keuangan/bank — money into or out of one of the store's bank accounts. */
export const bank = endpoint({
  method: 'POST',
  path: 'keuangan/bank',
  body: BankBodySchema,
  response: Posted,
  access: menus(...BANK_MENUS),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** GET keuangan/saldo?kode_toko — the store's drawer, bank accounts and non-cash clearing, whole rupiah. */
export const saldo = endpoint({
  method: 'GET',
  path: 'keuangan/saldo',
  query: z.object({ kode_toko: OptionalTokoSchema }),
  response: z.object({
    message: z.string(),
    data: z.object({
      kode_toko: z.string(),
      kas: z.number().int(),
      bank: z.array(z.object({ kode_rekening: z.string(), nama_bank: z.string(), no_rekening: z.string(), saldo: z.number().int() })),
      non_tunai: z.array(z.object({ jenis: z.string(), saldo: z.number().int() })),
    }),
  }),
  access: menus(...KAS_MENUS, ...BANK_MENUS, SETOR_MENU),
});

/** GET keuangan/transaksi?akun=KAS|BANK&tgl&kode_toko — the day's cash or bank documents (the screens' list). */
export const transaksi = endpoint({
  method: 'GET',
  path: 'keuangan/transaksi',
  query: z.object({
    akun: upperChoice(['KAS', 'BANK'], harusDipilih('Akun')),
    kode_toko: OptionalTokoSchema,
  }),
  response: z.object({ message: z.string(), data: z.array(TransaksiKeuanganRow) }),
  access: menus(...KAS_MENUS, ...BANK_MENUS),
});

/** POST keuangan/batal — cancels a cash or bank document by its exact opposite (staff: only the store's today). */
export const batal = endpoint({
  method: 'POST',
  path: 'keuangan/batal',
  body: z.object({ no_transaksi: docNo('No Transaksi'), alasan: AlasanSchema }),
  response: z.object({ message: z.string(), data: z.object({ no_transaksi: z.string(), no_batal: z.string() }) }),
  access: menus(...KAS_MENUS, ...BANK_MENUS, SETOR_MENU),
  changesBooks: true,
});

/** POST keuangan/setor — the store sends cash from its drawer to head office (in transit until received). */
export const setor = endpoint({
  method: 'POST',
  path: 'keuangan/setor',
  body: z.object({ jumlah: Jumlah, keterangan: upperText(200) }),
  response: z.object({ message: z.string(), data: z.object({ no_setor: z.string(), saldo: z.number().int(), tgl_system: z.string() }) }),
  access: menus(SETOR_MENU),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST keuangan/setor/terima — head office receives a sending, once (dated by the receiver's store). */
export const terimaSetor = endpoint({
  method: 'POST',
  path: 'keuangan/setor/terima',
  body: z.object({ no_setor: docNo('No Setor') }),
  response: z.object({ message: z.string(), data: z.object({ no_setor: z.string(), no_terima: z.string(), tgl_terima: z.string() }) }),
  access: menus(SETOR_MENU),
  changesBooks: true,
});

export const STATUS_SETOR = ['DIKIRIM', 'DITERIMA', 'SEMUA'] as const;

export const SetorRow = z.object({
  no_setor: z.string(),
  kode_toko: z.string(),
  tgl_setor: z.string(),
  jumlah: z.number().int(),
  keterangan: z.string(),
  user_id: z.string(),
  status: z.enum(['DIKIRIM', 'DITERIMA', 'DIBATALKAN']),
  no_terima: z.string().nullable(),
  tgl_terima: z.string().nullable(),
  diterima_oleh: z.string().nullable(),
  /** Days since it was sent, until it is received (then the days it took). */
  umur_hari: z.number().int(),
});
export type Setor = z.infer<typeof SetorRow>;

/** GET keuangan/setor?status&kode_toko — sendings to head office (staff: their store's; head office: every store's). */
export const daftarSetor = endpoint({
  method: 'GET',
  path: 'keuangan/setor',
  query: z.object({
    status: upperChoice(STATUS_SETOR, harusDipilih('Status')).optional().default('DIKIRIM'),
    kode_toko: OptionalTokoSchema,
  }),
  response: z.object({ message: z.string(), data: z.array(SetorRow), pusat: z.boolean() }),
  access: menus(SETOR_MENU),
});
