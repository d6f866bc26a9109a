// The exchange (barang tukar): one transaction that buys back the customer's old gold (the buy-back's
// rules: seller with NIK, lines from our nota or by hand, condition and price of the day) and sells new
// pieces (the sale's rules: price of the day, discount limit, sales person), the difference paid either way.
// docs/COUNTER.md, "Exchange".
import { z } from 'zod';
import { PEMBELIAN_MESSAGES as P, MESSAGES, tidakBolehKosong } from '../messages.ts';
import { GramOut, OptionalTokoSchema } from './barang-fields.ts';
import { code, optionalCode, optionalRupiah, requiredCode, upperChoice } from './fields.ts';
import { endpoint, menus, postsDocument } from './endpoint.ts';
import { AlasanSchema } from './mutasi-barang.ts';
import { CustomerBeliSchema, DetailBeliSchema } from './pembelian.ts';
import { DetailJualSchema } from './penjualan.ts';

export const JENIS_BAYAR_TUKAR = ['CASH', 'TRANSFER', 'DEBIT', 'KREDIT', 'QRIS'] as const;

/**
 * A payment of the difference: by the customer when the new pieces cost more (any of the sale's ways but a
 * marketplace; change only from cash), by the shop when the old gold is worth more (CASH or TRANSFER, exactly).
 */
export const BayarSelisihSchema = z.object({
  jenis: upperChoice(JENIS_BAYAR_TUKAR, tidakBolehKosong('Jenis Pembayaran')),
  jumlah: optionalRupiah(),
  kode_bank: optionalCode(20),
  no_referensi: optionalCode(50),
});

export const TukarBodySchema = z.object({
  kode_toko: OptionalTokoSchema,
  kode_sales: requiredCode('Sales'),
  kode_member: optionalCode(20),
  customer: CustomerBeliSchema,
  barang_lama: z
    .array(DetailBeliSchema, { error: P.barangLamaKosong })
    .min(1, { message: P.barangLamaKosong })
    .max(100, { message: MESSAGES.dataTidakValid }),
  barang_baru: z
    .array(DetailJualSchema, { error: P.barangBaruKosong })
    .min(1, { message: P.barangBaruKosong })
    .max(100, { message: MESSAGES.dataTidakValid }),
  pembayaran: z.array(BayarSelisihSchema).max(10, { message: MESSAGES.dataTidakValid }).optional().default([]),
});
export type TukarBody = z.input<typeof TukarBodySchema>;

/** POST tukar-barang → the exchange's number, its buy-back and sale, and who paid the difference. */
export const simpanTukar = endpoint({
  method: 'POST',
  path: 'tukar-barang',
  body: TukarBodySchema,
  response: z.object({
    message: z.string(),
    data: z.object({
      no_tukar: z.string(),
      no_faktur_beli: z.string(),
      no_faktur_jual: z.string(),
      tgl_system: z.string(),
      total_beli: z.number().int(),
      berat_beli: GramOut,
      total_jual: z.number().int(),
      /** total_jual − total_beli: positive, the customer pays it; negative, the shop pays it back. */
      selisih: z.number().int(),
      dibayar_oleh: z.enum(['CUSTOMER', 'TOKO', '-']),
      kembalian: z.number().int(),
    }),
  }),
  access: postsDocument('PENJUALAN'),
  changesBooks: true,
  requiresIdempotencyKey: true,
});

/** POST tukar-barang/batal — cancels both documents of an exchange in one transaction (each by its own rules). */
export const batalTukar = endpoint({
  method: 'POST',
  path: 'tukar-barang/batal',
  body: z.object({
    no_tukar: code(tidakBolehKosong('No Tukar'), 40),
    alasan: AlasanSchema,
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ no_tukar: z.string(), no_batal_beli: z.string(), no_batal_jual: z.string() }),
  }),
  access: menus('/batal-pembelian'),
  changesBooks: true,
});
