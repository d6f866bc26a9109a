// What the craftsman's screens share: the two kinds of material he holds, and a weight of material that must
// be there.
import { MESSAGES } from '../../messages.ts';
import { grams } from '../fields.ts';

/** The two kinds of material a craftsman holds (spec 001 §9). */
export const JENIS_BAHAN = ['PATRI', 'BAHAN'] as const;
export type JenisBahan = (typeof JENIS_BAHAN)[number];

/** Grams above zero (material given, an order's estimate, a finished piece); zero answers 'Jumlah Bahan Harus Lebih Dari 0'. */
export const materialGrams = (missing: string) => grams(missing, { positive: MESSAGES.jumlahBahanHarusLebihDariNol });
