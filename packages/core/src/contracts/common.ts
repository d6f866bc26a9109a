import { z } from 'zod';

/** A weight in grams as exact text: up to 9 digits and at most 3 decimals ("1.250"). Never a float. */
export const GramsSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,3})?$/, { message: 'Berat Harus Berupa Angka Dengan Maksimal 3 Desimal' });

/** A business date, yyyy-MM-dd. */
export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Format Tanggal Harus YYYY-MM-DD' });

/** Whole rupiah. */
export const RupiahSchema = z.number().int().nonnegative();

export const LEVELS = ['OWN', 'SU', 'ADMIN', 'KASIR'] as const;
export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

/** OWN and SU see every store and every menu. */
export const isPrivilegedLevel = (level: string): boolean => level === 'OWN' || level === 'SU';

export const MessageSchema = z.object({ message: z.string() });
