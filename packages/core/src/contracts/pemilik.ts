// The owner's page (/audit-pemilik, beyond the specification, OWN/SU only): per store and period every
// invariant of the books green or the exact documents and rows that break it, the tray weighings outside the
// store's tolerance, goods on the road by age, refiner and craftsman loss against their allowed %, the
// pending work, and the PPATK watch (a NIK's day across the chain at Rp 500,000,000). Closed days are read
// from the results stored at their close; the open day is checked live. A full re-check of the whole
// history runs as a background job reporting its progress over the socket.
import { z } from 'zod';
import { AUDIT_PEMILIK_MESSAGES, MESSAGES, SEMUA, maksimalKarakter } from '../messages.ts';
import { DateSchema, GramsSchema } from './common.ts';
import { endpoint, menus } from './endpoint.ts';
import { PendingItemSchema } from './system.ts';

export const AUDIT_PEMILIK_PATH = '/audit-pemilik';

/** Peraturan PPATK 2/2021: a customer's cash transactions of a day from this amount are reported. */
export const PPATK_AMBANG = 500_000_000;
/** A period longer than this is refused (the page reads stored days: a quarter is plenty). */
export const AUDIT_MAKS_HARI = 92;
/** Default tolerance of a tray weighing against the ledger, grams (Para System toleransi_timbang_<kode_toko> per store). */
export const TOLERANSI_TIMBANG_DEFAULT = '0.050';
export const toleransiTimbangKey = (kode_toko: string): string => `toleransi_timbang_${kode_toko.toLowerCase()}`;

/** The socket events of the full re-check: the page joins the room, the job reports its progress there. */
export const AUDIT_SOCKET_EVENTS = { start: 'start-audit-penuh', progress: 'audit-penuh-progress' } as const;
export const AUDIT_ROOM = 'audit-penuh';
export const AuditProgressSchema = z.object({ id: z.number().int(), percent: z.number().int().min(0).max(100) });
export type AuditProgress = z.infer<typeof AuditProgressSchema>;

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

export const AuditQuerySchema = z
  .object({
    kode_toko: z
      .string()
      .trim()
      .toUpperCase()
      .max(10, { message: maksimalKarakter('Kode Toko', 10) })
      .default(SEMUA),
    tgl_from: DateSchema,
    tgl_to: DateSchema,
  })
  .refine((q) => q.tgl_from <= q.tgl_to, { message: MESSAGES.tanggalAwalMelebihiTanggalAkhir, path: ['tgl_to'] })
  .refine((q) => q.tgl_from > q.tgl_to || dayCount(q.tgl_from, q.tgl_to) <= AUDIT_MAKS_HARI, {
    message: AUDIT_PEMILIK_MESSAGES.periodeTerlaluPanjang,
    path: ['tgl_to'],
  });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** The rules a day is checked against (ledger rules of ledger/invariants.ts, per store and day). */
export const AUDIT_RULES = {
  conservation: 'Dokumen Seimbang (Gram & Gram Murni)',
  kinds: 'Gram Murni Per Baris',
  money: 'Dokumen Uang Seimbang',
  'non-negative': 'Tidak Ada Saldo Minus',
  continuity: 'Saldo Awal = Saldo Akhir Kemarin',
  balances: 'Saldo = Ledger',
  'one-place': 'Satu Tempat Per Barcode',
  numbers: 'Nomor Dokumen',
} as const;
export type AuditRule = keyof typeof AUDIT_RULES;

export const AuditViolationSchema = z.object({
  rule: z.string(),
  tanggal: z.string(),
  /** The document (or place/account) that breaks it: what the owner opens. */
  ref: z.string(),
  detail: z.string(),
});
export type AuditViolation = z.infer<typeof AuditViolationSchema>;

export const AuditDaySchema = z.object({
  tanggal: z.string(),
  /** TERSIMPAN: the result stored at the day's close; TERBUKA: the open day, checked now. */
  sumber: z.enum(['TERSIMPAN', 'TERBUKA']),
  ok: z.boolean(),
  pelanggaran: z.number().int(),
});

export const TimbangLuarSchema = z.object({
  no_timbang: z.string(),
  tanggal: z.string(),
  kode_baki: z.string(),
  berat_sistem: GramsSchema,
  berat_timbangan: GramsSchema,
  selisih: z.string(),
});

export const TransitSchema = z.object({
  jenis: z.enum(['KIRIM BARANG', 'KIRIM SEPUH']),
  no_dokumen: z.string(),
  tujuan: z.string(),
  tanggal: z.string(),
  umur_hari: z.number().int(),
  qty: z.number().int(),
  berat: GramsSchema,
});

export const SusutSchema = z.object({
  jenis: z.enum(['SEPUH', 'TUKANG']),
  kode_tukang: z.string(),
  nama_tukang: z.string(),
  berat_dasar: GramsSchema,
  berat_susut: z.string(),
  persen: z.string(),
  toleransi: z.string(),
  melebihi: z.boolean(),
});

/** Today's valuation of one category at a store: what it holds and its worth at the day's prices. */
export const ValuasiRowSchema = z.object({
  kode_group: z.string(),
  qty: z.number().int(),
  berat: GramsSchema,
  berat_murni: GramsSchema,
  /** Rupiah per gram of the day (selling, buy-back). */
  harga_jual: z.number().int(),
  harga_beli: z.number().int(),
  nilai_jual: z.number().int(),
  nilai_beli: z.number().int(),
});
/** Where today's change came from: the store's stock rows of the open day per document type. */
export const ValuasiPerubahanSchema = z.object({
  doc_type: z.string(),
  nama: z.string(),
  qty: z.number().int(),
  berat: z.string(),
  berat_murni: z.string(),
});
export const ValuasiTotalSchema = z.object({
  qty: z.number().int(),
  berat: GramsSchema,
  berat_murni: GramsSchema,
  nilai_jual: z.number().int(),
  nilai_beli: z.number().int(),
});
export type ValuasiTotal = z.infer<typeof ValuasiTotalSchema>;
export const ValuasiSchema = z.object({
  tanggal: z.string(),
  rows: z.array(ValuasiRowSchema),
  total: ValuasiTotalSchema,
  /** The same stock at the close of the day before (its snapshot, at today's prices); null without one. */
  kemarin: ValuasiTotalSchema.nullable(),
  perubahan: z.array(ValuasiPerubahanSchema),
});
export type Valuasi = z.infer<typeof ValuasiSchema>;

/** A held-in-trust rule broken: the document (deposit account, service, loan) and what is wrong with it. */
export const TitipanBreakSchema = z.object({ ref: z.string(), detail: z.string() });

/** Customers' deposits at the store: what the shop owes (Σ of the deposit accounts, as a positive amount). */
export const TitipanAuditSchema = z.object({
  saldo: z.number().int(),
  /** Customers with a balance. */
  pelanggan: z.number().int(),
  /** Accounts above 0 (used or refunded beyond what was left), with the document that took them there. */
  pelanggaran: z.array(TitipanBreakSchema),
});
export type TitipanAudit = z.infer<typeof TitipanAuditSchema>;

/** Customers' pieces in for service (held at SERVIS): per open state, the overdue, the services not conserved. */
export const ServisAuditSchema = z.object({
  per_status: z.array(
    z.object({ status: z.string(), services: z.number().int(), qty: z.number().int(), berat: GramsSchema, berat_murni: GramsSchema }),
  ),
  qty: z.number().int(),
  berat: GramsSchema,
  berat_murni: GramsSchema,
  /** Open services past their promised date. */
  terlambat: z.number().int(),
  pelanggaran: z.array(TitipanBreakSchema),
});
export type ServisAudit = z.infer<typeof ServisAuditSchema>;

/** Loans against gold: open loans, their collateral (at GADAI), the principal receivable, the overdue, the loans that break custody. */
export const HutangAuditSchema = z.object({
  aktif: z.number().int(),
  qty: z.number().int(),
  berat: GramsSchema,
  berat_murni: GramsSchema,
  piutang: z.number().int(),
  /** Open loans past their due date. */
  terlambat: z.number().int(),
  pelanggaran: z.array(TitipanBreakSchema),
});
export type HutangAudit = z.infer<typeof HutangAuditSchema>;

export const AuditTokoSchema = z.object({
  kode_toko: z.string(),
  nama_toko: z.string(),
  tgl_system: z.string(),
  ok: z.boolean(),
  hari: z.array(AuditDaySchema),
  pelanggaran: z.array(AuditViolationSchema),
  toleransi_timbang: GramsSchema,
  timbang: z.array(TimbangLuarSchema),
  transit: z.array(TransitSchema),
  susut: z.array(SusutSchema),
  pending: z.array(PendingItemSchema),
  valuasi: ValuasiSchema,
  /** Held in trust and owed: part of the store's `ok`, so a broken deposit, service or loan fails the store like its stock would. */
  titipan: TitipanAuditSchema,
  servis: ServisAuditSchema,
  hutang: HutangAuditSchema,
});
export type AuditToko = z.infer<typeof AuditTokoSchema>;

export const PpatkDokumenSchema = z.object({ no_dokumen: z.string(), jenis: z.string(), kode_toko: z.string(), jumlah: z.number().int() });
export const PpatkRowSchema = z.object({
  tanggal: z.string(),
  no_ktp: z.string(),
  nama: z.string(),
  total: z.number().int(),
  dokumen: z.array(PpatkDokumenSchema),
});
export type PpatkRow = z.infer<typeof PpatkRowSchema>;

export const AuditPemilikSchema = z.object({
  ok: z.boolean(),
  toko: z.array(AuditTokoSchema),
  ppatk: z.array(PpatkRowSchema),
  /** The chain's stock today at the day's prices (the stores shown). */
  valuasi_total: ValuasiTotalSchema,
  /** How long the page took on the server, ms. */
  durasi_ms: z.number().int(),
});
export type AuditPemilik = z.infer<typeof AuditPemilikSchema>;

/** The owner's page: stored days plus the open day, per store. */
export const auditPemilik = endpoint({
  method: 'GET',
  path: 'audit-pemilik',
  query: AuditQuerySchema,
  response: z.object({ data: AuditPemilikSchema }),
  access: menus(AUDIT_PEMILIK_PATH),
});

/**
 * Today's valuation of the whole chain (the dashboard card, OWN/SU only): every active store's stock at its
 * day's prices, the same stock at each store's last close (a store never closed counts as unchanged), and
 * where today's change came from per document type.
 */
export const ValuasiRantaiSchema = z.object({
  toko: z.number().int(),
  total: ValuasiTotalSchema,
  kemarin: ValuasiTotalSchema,
  perubahan: z.array(ValuasiPerubahanSchema),
});
export type ValuasiRantai = z.infer<typeof ValuasiRantaiSchema>;

/** GET audit-pemilik/valuasi — the chain's valuation today (refused to anyone but OWN/SU). */
export const valuasiRantai = endpoint({
  method: 'GET',
  path: 'audit-pemilik/valuasi',
  response: z.object({ data: ValuasiRantaiSchema }),
  access: menus(AUDIT_PEMILIK_PATH),
});

export const AuditPenuhSchema = z.object({
  id: z.number().int(),
  status: z.enum(['BERJALAN', 'SELESAI', 'GAGAL']),
  percent: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  user_id: z.string(),
  ok: z.boolean().nullable(),
  violations: z.array(z.object({ rule: z.string(), detail: z.string() })),
});
export type AuditPenuh = z.infer<typeof AuditPenuhSchema>;

/** Starts the full re-check of the whole history (one at a time); answers at once, the job reports over the socket. */
export const mulaiAuditPenuh = endpoint({
  method: 'POST',
  path: 'audit-pemilik/penuh',
  body: z.object({ PROSES: z.literal('audit') }),
  response: z.object({ message: z.string(), data: AuditPenuhSchema }),
  access: menus(AUDIT_PEMILIK_PATH),
});

/** The last full re-check: its progress, or its result. */
export const auditPenuh = endpoint({
  method: 'GET',
  path: 'audit-pemilik/penuh',
  response: z.object({ data: AuditPenuhSchema.nullable() }),
  access: menus(AUDIT_PEMILIK_PATH),
});
