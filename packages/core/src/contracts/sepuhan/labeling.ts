// Labelling (/kirim-labeling): refined goods sent from a received batch to a branch's KC tray as a KC shipment.
import { z } from 'zod';
import { MESSAGES, harusDiisi } from '../../messages.ts';
import { GramOut } from '../barang-fields.ts';
import { endpoint, menus, postsDocument } from '../endpoint.ts';
import { code, docNo, grams, omittableGrams, optionalCode, upperChoice } from '../fields.ts';
import { lineCount, optionalSepuhQty, sepuhQty, TIPE_BARANG_LABELING } from './shared.ts';

export const KirimLabelingLineSchema = z.object({
  kode_baki: code(MESSAGES.kodeBakiHarusDipilih),
  kode_baki_tujuan: code(MESSAGES.kodeBakiHarusDipilih),
  kode_dept: code(MESSAGES.kodeJenisHarusDipilih),
  kode_cabang: code(MESSAGES.cabangHarusDipilih, 10),
  kadar: upperChoice(TIPE_BARANG_LABELING, MESSAGES.tipeBarangHarusDipilih),
  qty_awal: sepuhQty(harusDiisi('Qty Awal')),
  berat_awal: grams(harusDiisi('Berat Awal')),
  jumlah_qty: sepuhQty(MESSAGES.jumlahQtyHarusDiisi),
  jumlah_berat: grams(MESSAGES.jumlahBeratHarusDiisi),
  berat_atribut: z.preprocess((value) => (value == null || value === '' ? '0' : value), grams(harusDiisi('Berat Atribut'))),
});

export const KirimLabelingSchema = z.object({
  no_terima_sepuh: docNo('No Terima Sepuh'),
  detail_kirim: z
    .array(KirimLabelingLineSchema, lineCount(MESSAGES.dataBarangTidakAda))
    .min(1, { message: MESSAGES.dataBarangTidakAda })
    .max(1, { message: MESSAGES.hanyaDapatMenginput1Barang }),
  qty_kirim: optionalSepuhQty(),
  berat_kirim: omittableGrams(),
  berat_atribut: omittableGrams(),
  cabang: optionalCode(10),
});
export type KirimLabelingBody = z.infer<typeof KirimLabelingSchema>;

export const BuktiKirimLabelingSchema = z.object({
  no_kirim_stock: z.string(),
  cabang: z.string(),
  no_terima_sepuh: z.string(),
  tgl_kirim: z.string(),
  baki_tujuan: z.string(),
  tipe_barang: z.string(),
  baki: z.array(
    z.object({
      baki: z.string(),
      jenis: z.string(),
      kode_group: z.string(),
      qty_kirim: z.number().int(),
      berat_kirim: GramOut,
      berat_atribut: GramOut,
    }),
  ),
});
export type BuktiKirimLabeling = z.infer<typeof BuktiKirimLabelingSchema>;

export const kirimLabeling = endpoint({
  method: 'POST',
  path: 'kirim-labeling',
  body: KirimLabelingSchema,
  response: z.object({ message: z.string(), buktiSlip: BuktiKirimLabelingSchema }),
  access: postsDocument('KIRIM_LABELING'),
  changesBooks: true,
});

export const reprintKirimLabeling = endpoint({
  method: 'GET',
  path: 'kirim-labeling/reprint',
  query: z.object({ no_kirim_stock: docNo('No Kirim') }),
  response: z.object({ data: BuktiKirimLabelingSchema }),
  access: menus('/kirim-labeling', '/laporan-kirim-labeling'),
});
