// The craftsman's material account (/tambah-bahan-tukang, /ambil-bahan-tukang): his balance is a ledger place
// (TUKANG) per store and craftsman, kept per category (kode_group) and jenis (PATRI or BAHAN, the ledger's kode_dept).
import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
import { GramOut, OptionalTokoSchema } from '../barang-fields.ts';
import { endpoint, menus, postsDocument } from '../endpoint.ts';
import { code, optionalCode, upperChoice, upperText } from '../fields.ts';
import { WAREHOUSE } from '../../domain/warehouse-roles.ts';
import { JENIS_BAHAN, materialGrams } from './shared.ts';

const JenisSchema = upperChoice(JENIS_BAHAN, MESSAGES.jenisBahanTidakValid);

/** The balance lookup of both material screens: `GET bahan?jenis&kode_group&kode_tukang`. */
export const BahanQuerySchema = z.object({
  kode_tukang: code(MESSAGES.kodeTukangTidakBolehKosong),
  jenis: JenisSchema,
  kode_group: code(MESSAGES.kategoriTidakBolehKosong),
  kode_toko: OptionalTokoSchema,
});

export const BahanSchema = z.object({
  kode_tukang: z.string(),
  jenis: z.enum(JENIS_BAHAN),
  kode_group: z.string(),
  kode_toko: z.string(),
  jml_bahan: GramOut,
});
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
export const GUDANG_BAHAN_TUKANG = WAREHOUSE.MATERIAL;

/**
 * The material note both screens post (spec 001 §9: kode_tukang, jenis, kode_group, jml_bahan, keterangan).
 * Kencana adds the tray the gold comes from (tambah) or goes back to (ambil): kode_baki, optional (left out
 * or blank: the store's material tray, the first active tray of GUDANG_BAHAN_TUKANG by code); and kode_toko for
 * OWN/SU acting for another store.
 */
export const BahanNoteSchema = z.object({
  kode_tukang: code(MESSAGES.kodeTukangTidakBolehKosong),
  jenis: JenisSchema,
  kode_group: code(MESSAGES.kategoriTidakBolehKosong),
  jml_bahan: materialGrams(MESSAGES.jumlahBahanHarusLebihDariNol),
  keterangan: upperText(200),
  kode_baki: optionalCode(),
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
