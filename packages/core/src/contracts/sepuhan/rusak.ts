// Damaged goods (/validasi-barang-rusak): the damaged parts of the refining chain, validated for melting.
import { z } from 'zod';
import { MESSAGES, SEPUHAN_MESSAGES as S, harusDiisi } from '../../messages.ts';
import { FilterSchema, GramOut, OptionalTokoSchema, periodFields, periodInOrder, periodInOrderMessage } from '../barang-fields.ts';
import { endpoint, menus, postsDocument } from '../endpoint.ts';
import { docNo, grams, omittableGrams } from '../fields.ts';
import { FileResponseSchema } from '../reports.ts';
import { lineCount, optionalSepuhQty, sepuhQty } from './shared.ts';

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
          qty_total: sepuhQty(harusDiisi('Qty Total')),
          qty_rusak: optionalSepuhQty(),
          berat_rusak: omittableGrams(),
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
