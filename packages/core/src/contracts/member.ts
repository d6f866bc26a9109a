// Members and points: lookups for the counter's member pickers, a member's history, manual point
// corrections (/transaksi-poin) and gift exchanges (/tukar-point). The member record itself is a master
// list (masters/member.ts: member/get/all, member/add, …); the database and the member list are reports.
import { z } from 'zod';
import {
  MEMBER_MESSAGES,
  MESSAGES,
  harusBilanganBulat,
  harusDiisi,
  harusDipilih,
  maksimalKarakter,
  minimalKarakter,
  nilaiMaksimal,
  nilaiMinimal,
} from '../messages.ts';
import { DateSchema } from './common.ts';
import { endpoint, menus } from './endpoint.ts';

/** Screens that pick a member (the counter's flows included). */
export const MEMBER_PICKER_MENUS = [
  '/data-member',
  '/database-member',
  '/lihat-transaksi-member',
  '/transaksi-poin',
  '/tukar-point',
  '/transaksi-penjualan',
  '/transaksi-pembelian',
] as const;

const KodeMemberSchema = z
  .string({ error: harusDiisi('Kode Member') })
  .trim()
  .toUpperCase()
  .min(1, { message: harusDiisi('Kode Member') })
  .max(20, { message: maksimalKarakter('Kode Member', 20) });

/**
 * A member as a picker or a history shows them. To another store's staff (not OWN/SU) the personal data is
 * withheld: no_hp masked (maskPhone), no_ktp, alamat and tgl_lahir empty.
 */
export const MemberSummarySchema = z.object({
  kode_member: z.string(),
  nama_member: z.string(),
  no_hp: z.string(),
  no_ktp: z.string(),
  alamat: z.string(),
  tgl_lahir: z.string(),
  kode_toko: z.string(),
  poin: z.number().int(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;

/** Members whose code or phone starts with, or whose name holds, the text (at most 20, chain-wide). */
export const cariMember = endpoint({
  method: 'GET',
  path: 'member/cari',
  query: z.object({
    q: z
      .string({ error: harusDiisi('Pencarian') })
      .trim()
      .toUpperCase()
      .min(2, { message: minimalKarakter('Pencarian', 2) })
      .max(40, { message: maksimalKarakter('Pencarian', 40) }),
  }),
  response: z.object({ data: z.array(MemberSummarySchema) }),
  access: menus(...MEMBER_PICKER_MENUS),
});

export const RiwayatRowSchema = z.object({
  tanggal: z.string(),
  jenis: z.string(),
  no_ref: z.string(),
  kode_toko: z.string(),
  keterangan: z.string(),
  /** Money of the document (sales, buy-backs), whole rupiah; 0 for points-only rows. */
  total_harga: z.number().int(),
  poin: z.number().int(),
  /** The points balance after the row (points rows only). */
  saldo: z.number().int().nullable(),
});
export type RiwayatRow = z.infer<typeof RiwayatRowSchema>;

/** A member's history in a period: sales, buy-backs and points movements, newest first; staff see their store's documents only. */
export const riwayatMember = endpoint({
  method: 'GET',
  path: 'member/riwayat/:kode_member',
  params: z.object({ kode_member: KodeMemberSchema }),
  query: z
    .object({ tgl_from: DateSchema, tgl_to: DateSchema })
    .refine((q) => q.tgl_from <= q.tgl_to, { message: MESSAGES.tanggalAwalMelebihiTanggalAkhir, path: ['tgl_to'] }),
  response: z.object({ data: z.object({ member: MemberSummarySchema, rows: z.array(RiwayatRowSchema) }) }),
  access: menus('/lihat-transaksi-member', '/data-member', '/database-member'),
});

const KeteranganSchema = z
  .string({ error: harusDiisi('Keterangan') })
  .trim()
  .toUpperCase()
  .min(1, { message: harusDiisi('Keterangan') })
  .max(255, { message: maksimalKarakter('Keterangan', 255) });

export const TransaksiPoinSchema = z.object({
  kode_member: KodeMemberSchema,
  /** Signed whole points: added (> 0) or taken (< 0). */
  poin: z
    .number({ error: harusDiisi('Poin') })
    .int({ message: harusBilanganBulat('Poin') })
    .min(-1_000_000, { message: nilaiMinimal('Poin', -1_000_000) })
    .max(1_000_000, { message: nilaiMaksimal('Poin', 1_000_000) })
    .refine((v) => v !== 0, { message: MEMBER_MESSAGES.poinTidakBolehNol }),
  keterangan: KeteranganSchema,
});
export type TransaksiPoinBody = z.infer<typeof TransaksiPoinSchema>;

/**
 * A manual correction of a member's points, with its reason: by the member's store or OWN/SU only, staff
 * within their level's daily cap (POIN_KOREKSI_MAKS_DEFAULT, Para System poin_koreksi_maks_<level>).
 */
export const transaksiPoin = endpoint({
  method: 'POST',
  path: 'member/poin',
  body: TransaksiPoinSchema,
  response: z.object({
    message: z.string(),
    data: z.object({ no_transaksi: z.string(), kode_member: z.string(), poin: z.number().int(), saldo: z.number().int() }),
  }),
  access: menus('/transaksi-poin'),
  changesBooks: true,
});

export const TukarPoinSchema = z.object({
  kode_member: KodeMemberSchema,
  kode_hadiah: z
    .string({ error: harusDipilih('Hadiah') })
    .trim()
    .toUpperCase()
    .min(1, { message: harusDipilih('Hadiah') })
    .max(20, { message: maksimalKarakter('Kode Hadiah', 20) }),
  qty: z
    .number({ error: harusDiisi('Jumlah') })
    .int({ message: harusBilanganBulat('Jumlah') })
    .min(1, { message: nilaiMinimal('Jumlah', 1) })
    .max(100, { message: nilaiMaksimal('Jumlah', 100) }),
});
export type TukarPoinBody = z.infer<typeof TukarPoinSchema>;

/** Exchanges points for gifts of Master Data Hadiah: points and gift stock both taken, or neither. */
export const tukarPoin = endpoint({
  method: 'POST',
  path: 'member/tukar-poin',
  body: TukarPoinSchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      no_tukar: z.string(),
      kode_member: z.string(),
      kode_hadiah: z.string(),
      nama_hadiah: z.string(),
      qty: z.number().int(),
      poin: z.number().int(),
      saldo: z.number().int(),
      stok: z.number().int(),
    }),
  }),
  access: menus('/tukar-point'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});
