import { z } from 'zod';
import { isCalendarDate } from '../format/dates.ts';
import { GRAMS_TEXT } from '../domain/grams.ts';
import { MESSAGES, tanggalTidakValid } from '../messages.ts';
import { issueLabel } from './error-map.ts';

/** A weight in grams as exact text: up to 9 digits and at most 3 decimals ("1.250"). Never a float. */
export const GramsSchema = z.string().trim().regex(GRAMS_TEXT, { message: MESSAGES.beratTidakValid });

/**
 * A business date, yyyy-MM-dd, that the calendar has: 2026-02-30 and 2026-13-45 are refused here, with
 * 'Tanggal … Tidak Valid' naming the field, before any query sees them. Every date field of the contracts
 * and the report parameters is this schema.
 */
export const DateSchema = z.string().refine(isCalendarDate, {
  error: (issue) => {
    const { label, row } = issueLabel((issue.path ?? []) as PropertyKey[]);
    return tanggalTidakValid(label === 'Data' ? 'Tanggal' : label) + row;
  },
});

/** Whole rupiah. */
export const RupiahSchema = z.number().int().nonnegative();

export const LEVELS = ['OWN', 'SU', 'ADMIN', 'KASIR'] as const;
export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

/** The levels that see every store and every menu, and may act for any store (the active store). */
export const PRIVILEGED_LEVELS = ['OWN', 'SU'] as const satisfies readonly Level[];

/** OWN and SU see every store and every menu. */
export const isPrivilegedLevel = (level: string): boolean => (PRIVILEGED_LEVELS as readonly string[]).includes(level);

export const MessageSchema = z.object({ message: z.string() });
