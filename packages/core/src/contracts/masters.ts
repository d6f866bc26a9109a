// Master endpoints beyond the generic families of masters/api.ts.
import { z } from 'zod';
import { DateSchema } from './common.ts';
import { endpoint, SIGNED_IN } from './endpoint.ts';

export const GoldPriceSchema = z.object({
  kode_group: z.string(),
  nama_group: z.string(),
  /** Selling price per gram, whole rupiah. */
  harga: z.number().int(),
  /** Buy-back price per gram, whole rupiah. */
  harga_beli: z.number().int(),
  /** Date of the Parameter Harga Emas row in force; null when the group's own harga applies. */
  tgl_berlaku: DateSchema.nullable(),
});
export type GoldPrice = z.infer<typeof GoldPriceSchema>;

/** The gold price per gram of every active group on a date (default: the user's business date). */
export const hargaEmasBerlaku = endpoint({
  method: 'GET',
  path: 'hargaemas/get/berlaku',
  query: z.object({ tanggal: DateSchema.optional() }),
  response: z.object({ data: z.array(GoldPriceSchema) }),
  access: SIGNED_IN,
});
