// What the goods contracts share beyond the field kit (fields.ts): scanned barcodes keep their first 8
// characters, a scanned line carries what the screen saw of the item, filters default to SEMUA, a report
// period has its own texts, and weights in answers are exact text with 3 decimals.
import { z } from 'zod';
import { GRAMS_TEXT } from '../domain/grams.ts';
import { MESSAGES, SEMUA, maksimalKarakter } from '../messages.ts';
import { BARCODE_LENGTH } from '../format/input.ts';
import { optionalCode, requiredDate, trimmed } from './fields.ts';

/**
 * A scanned or typed barcode: at least 8 characters (else 'Kode Barcode Minimal 8 Karakter'), of which
 * the first 8 are used, upper-cased — the scanner rule of the send-goods screen, applied everywhere.
 */
export const ScanBarcodeSchema = z
  .string({ error: MESSAGES.kodeBarcodeMinimal8 })
  .trim()
  .min(BARCODE_LENGTH, { message: MESSAGES.kodeBarcodeMinimal8 })
  .transform((value) => value.slice(0, BARCODE_LENGTH).toUpperCase());

/** What the user saw of an item when it was scanned: the server refuses the item if it has changed since. */
export interface SeenState {
  kode_baki?: string;
  kode_group?: string;
  kode_dept?: string;
  berat?: string;
}

/** One scanned item: the looked-up line, so the server can check the item is still as the user saw it. */
export interface ScanItem {
  kode_barcode: string;
  seen: SeenState;
}

const seenText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== '-' ? value.trim().toUpperCase() : undefined;

/**
 * A scanned item: a barcode, or the looked-up line (kode_barcode with the kode_baki, kode_group, kode_dept and
 * berat the screen showed). With a line, an item moved, converted or re-weighed by someone else since it
 * was scanned is refused ('Data Barang Sudah Berubah, Silahkan Scan Ulang'), so of two users acting on the
 * same item at the same moment exactly one succeeds.
 */
export const ScanItemSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { kode_barcode: value } : value),
  z
    .looseObject(
      {
        kode_barcode: ScanBarcodeSchema,
        kode_baki: z.unknown().optional(),
        kode_group: z.unknown().optional(),
        kode_dept: z.unknown().optional(),
        berat: z.unknown().optional(),
      },
      { error: MESSAGES.kodeBarcodeMinimal8 },
    )
    .transform((line): ScanItem => {
      const seen: SeenState = {};
      const kode_baki = seenText(line.kode_baki);
      const kode_group = seenText(line.kode_group);
      const kode_dept = seenText(line.kode_dept);
      const berat = typeof line.berat === 'number' ? String(line.berat) : seenText(line.berat);
      if (kode_baki) seen.kode_baki = kode_baki;
      if (kode_group) seen.kode_group = kode_group;
      if (kode_dept) seen.kode_dept = kode_dept;
      if (berat && GRAMS_TEXT.test(berat)) seen.berat = berat;
      return { kode_barcode: line.kode_barcode, seen };
    }),
);

/** A list of scanned items; empty → 'Data Barag Tidak Boleh Kosong' (the spec's spelling). */
export const ScanListSchema = z
  .array(ScanItemSchema, { error: MESSAGES.dataBaragTidakBolehKosong })
  .min(1, { message: MESSAGES.dataBaragTidakBolehKosong })
  .max(5000, { message: MESSAGES.dataTidakValid });

/** A filter that may be SEMUA/ALL (everything): missing or blank → 'SEMUA'; codes are upper-cased. */
export const FilterSchema = z.preprocess(
  (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? SEMUA : trimmed(value)),
  z
    .string()
    .max(30)
    .transform((value) => (value.toUpperCase() === 'ALL' ? SEMUA : value.toUpperCase())),
);

/** True when a filter value means "everything". */
export const isSemua = (value: string | null | undefined): boolean => !value || value === SEMUA || value === 'ALL';

/** An optional store code (OWN/SU may name another store; staff are held to theirs by the server). */
export const OptionalTokoSchema = optionalCode(10, maksimalKarakter('Kode Toko', 10));

/** A report period: both dates required (with the spec's texts), the first not after the second. */
export const periodFields = {
  tgl_from: requiredDate(MESSAGES.tanggalAwalTidakBolehKosong),
  tgl_to: requiredDate(MESSAGES.tanggalAkhirTidakBolehKosong),
};

/** Refinement for objects with tgl_from/tgl_to. */
export const periodInOrder = (value: { tgl_from: string; tgl_to: string }) => value.tgl_from <= value.tgl_to;
export const periodInOrderMessage = { message: MESSAGES.tanggalAwalLebihDariAkhir, path: ['tgl_from'] };

/** A weight in an answer: exact text with 3 decimals (may be negative for a difference). */
export const GramOut = z.string().regex(/^-?\d+\.\d{3}$/);

/** A report answer: the screen's text (found / empty) and the rows. */
export const reportResponse = <T extends z.ZodType>(row: T) => z.object({ message: z.string(), data: z.array(row) });
