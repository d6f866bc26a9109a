// Refining (/kirim-sepuh, /terima-sepuh): an SS tray's types sent to the refiner, then received back into KS
// trays with the damaged part and the refiner's loss.
import { z } from 'zod';
import { addGrams, compareGrams, isGramString } from '../../domain/grams.ts';
import { MESSAGES, harusDiisi } from '../../messages.ts';
import { FilterSchema, GramOut, OptionalTokoSchema } from '../barang-fields.ts';
import { endpoint, menus, postsDocument } from '../endpoint.ts';
import { code, docNo, grams, omittableGrams, optionalCode, optionalText } from '../fields.ts';
import { lineCount, optionalSepuhQty, sepuhQty } from './shared.ts';

/** One type of one SS tray sent to the refiner: the tray's total, the part to refine, the damaged part. */
export const KirimSepuhLineSchema = z
  .object({
    kode_barcode: optionalText(40),
    kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
    kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
    kode_group: code(MESSAGES.kategoriHarusDipilih),
    qty: sepuhQty(harusDiisi('Qty')),
    berat: grams(harusDiisi('Berat')),
    qty_sepuh: sepuhQty(MESSAGES.qtySepuhHarusDiisi),
    berat_sepuh: grams(MESSAGES.beratSepuhHarusDiisi),
    qty_rusak: sepuhQty(MESSAGES.qtyRusakHarusDiisi),
    berat_rusak: grams(MESSAGES.beratRusakHarusDiisi),
  })
  .superRefine((line, ctx) => {
    // A weight already refused by its field has no value to compare (zod still runs this refinement).
    if ([line.berat, line.berat_sepuh, line.berat_rusak].every(isGramString)) {
      if (compareGrams(line.berat_sepuh, line.berat) > 0)
        ctx.addIssue({ code: 'custom', message: MESSAGES.beratSepuhTidakBolehBesarDariJumlahBerat, path: ['berat_sepuh'] });
      else if (compareGrams(addGrams(line.berat_sepuh, line.berat_rusak), line.berat) > 0)
        ctx.addIssue({ code: 'custom', message: MESSAGES.beratRusakTidakBolehBesarDariJumlahBerat, path: ['berat_rusak'] });
    }
    if (line.qty_sepuh > line.qty)
      ctx.addIssue({ code: 'custom', message: MESSAGES.qtySepuhTidakBolehBesarDariJumlah, path: ['qty_sepuh'] });
    else if (line.qty_sepuh + line.qty_rusak > line.qty)
      ctx.addIssue({ code: 'custom', message: MESSAGES.qtyRusakTidakBolehBesarDariJumlah, path: ['qty_rusak'] });
  });
export type KirimSepuhLine = z.infer<typeof KirimSepuhLineSchema>;

export const KirimSepuhSchema = z.object({
  kode_toko: OptionalTokoSchema,
  /** The refiner (Master Tukang); optional in the specification's payload, needed for the loss per refiner. */
  kode_tukang: optionalCode(20),
  jml_qty_sp: optionalSepuhQty(),
  berat_total: omittableGrams(),
  qty_total: optionalSepuhQty(),
  berat_sepuh_total: omittableGrams(),
  qty_sepuh_total: optionalSepuhQty(),
  berat_rusak_total: omittableGrams(),
  qty_rusak_total: optionalSepuhQty(),
  jml_qty_rusak: optionalSepuhQty(),
  detail_barang: z
    .array(KirimSepuhLineSchema, lineCount(MESSAGES.dataBarangTidakAda))
    .min(1, { message: MESSAGES.dataBarangTidakAda })
    .max(200, { message: MESSAGES.dataTidakValid }),
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
  qty_terima: sepuhQty(harusDiisi('Qty Terima')),
  berat_terima: grams(harusDiisi('Berat Terima')),
  qty_rusak: sepuhQty(MESSAGES.qtyRusakHarusDiisi),
  berat_rusak: grams(MESSAGES.beratRusakHarusDiisi),
});

export const TerimaSepuhSchema = z.object({
  no_sepuh: docNo('No Sepuh'),
  kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
  detail_barang: z
    .array(TerimaSepuhLineSchema, lineCount(MESSAGES.dataBarangTidakAda))
    .min(1, { message: MESSAGES.dataBarangTidakAda })
    .max(200, { message: MESSAGES.dataTidakValid }),
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
      detail: z.array(
        z.object({ kode_baki: z.string(), kode_dept: z.string(), kode_group: z.string(), qty: z.number().int(), berat: GramOut }),
      ),
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
