// The field kit: the building blocks every contract composes its payloads from, so a rule (what a weight
// may look like, how a code is cleaned, what a blank quantity means) is written once and holds for every
// endpoint and every form that resolves with the contract. Each block takes the screen's own message where
// the specification words one; the rest is worded by the error map.
import { z } from 'zod';
import { compareGrams, GRAMS_TEXT, SIGNED_GRAMS_TEXT } from '../domain/grams.ts';
import { MESSAGES, harusDiisi, tidakBolehKosong } from '../messages.ts';
import { DateSchema } from './common.ts';

const isBlank = (value: unknown): boolean => value == null || (typeof value === 'string' && value.trim() === '');

/** Text is trimmed before any check; anything else is left for the schema to refuse. */
export const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** Codes and texts are kept upper-case, as the shops write them. */
export const toUpper = (value: string): string => value.toUpperCase();

/**
 * What a weight field reads: text trimmed, a JSON number as its shortest decimal text (1.25 → "1.25"), NaN
 * and ∞ as text no pattern takes. A comma is not read as a decimal point here: the weight input turns a
 * typed decimal comma into the point before anything is sent, so a comma reaching a contract ("1,250") is
 * ambiguous and refused rather than guessed.
 */
export const gramInput = (value: unknown): unknown =>
  typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : trimmed(value);

// ---------------------------------------------------------------- weights

export interface GramsOptions {
  /** Refuse zero with this message (a weight that must be there: material, a shipment's line). */
  positive?: string;
}

/**
 * A required weight in grams as exact text: up to 9 whole digits and at most 3 decimals ("1.250", "12").
 * Missing or blank → `missing`; anything else that is not such a weight ("3.25.1", "1,5", "-1", "1.2345")
 * → 'Berat Harus Berupa Angka Dengan Maksimal 3 Desimal'.
 */
export const grams = (missing: string, options: GramsOptions = {}) => {
  const text = z.string({ error: missing }).min(1, { message: missing }).regex(GRAMS_TEXT, { message: MESSAGES.beratTidakValid });
  const { positive } = options;
  return z.preprocess(
    gramInput,
    positive === undefined ? text : text.refine((value) => !GRAMS_TEXT.test(value) || compareGrams(value, '0') > 0, { message: positive }),
  );
};

/** A required weight named by its label: missing or blank → '<label> Tidak Boleh Kosong'. */
export const requiredGrams = (label: string) => grams(tidakBolehKosong(label));

/** An optional weight: missing or blank → "0", else as {@link grams}. */
export const optionalGrams = () =>
  z.preprocess((value) => (isBlank(value) ? '0' : gramInput(value)), z.string().regex(GRAMS_TEXT, { message: MESSAGES.beratTidakValid }));

/** An optional weight the server fills itself when it is not sent: missing or blank → undefined. */
export const omittableGrams = () =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : gramInput(value)),
    z.string().regex(GRAMS_TEXT, { message: MESSAGES.beratTidakValid }).optional(),
  );

/** A weight that may be negative (a difference, a remainder the screen worked out); missing or blank → "0". */
export const signedGrams = () =>
  z.preprocess(
    (value) => (isBlank(value) ? '0' : gramInput(value)),
    z.string().regex(SIGNED_GRAMS_TEXT, { message: MESSAGES.beratTidakValid }),
  );

// ---------------------------------------------------------------- quantities and money

const DIGITS = /^\d{1,15}$/;
/** Digits typed in a text input are the number they spell; blank is missing. */
const wholeInput = (value: unknown): unknown => {
  if (typeof value === 'string') return DIGITS.test(value.trim()) ? Number(value.trim()) : value.trim() === '' ? undefined : value;
  return value;
};

export interface QtyOptions {
  /** The text of a fraction, a negative or (by default) too large a count (default: the error map's). */
  invalid?: string;
  /** The smallest count taken (default 0). */
  min?: number;
  /** The largest count taken (default 1,000,000). */
  max?: number;
  /** The text of a count above `max` (default `invalid`). */
  tooMany?: string;
}

const qtyNumber = (missing: string | undefined, options: QtyOptions) => {
  const invalid = options.invalid === undefined ? undefined : { message: options.invalid };
  const tooMany = options.tooMany === undefined ? invalid : { message: options.tooMany };
  return z
    .number(missing === undefined ? undefined : { error: missing })
    .int(invalid)
    .min(options.min ?? 0, invalid)
    .max(options.max ?? 1_000_000, tooMany);
};

/** A required count of pieces: a whole number, digits-only text accepted ("3"); missing or blank → `missing`. */
export const qty = (missing: string, options: QtyOptions = {}) => z.preprocess(wholeInput, qtyNumber(missing, options));

/** An optional count of pieces: missing or blank → undefined. */
export const optionalQty = (options: QtyOptions = {}) =>
  z.preprocess((value) => (isBlank(value) ? undefined : wholeInput(value)), qtyNumber(undefined, options).optional());

export interface RupiahOptions {
  /** The text of a missing amount (default: the error map's '<Label> Harus Diisi'). */
  missing?: string;
  /** The text of a fraction, a negative or an amount past the safe integers (default: the error map's). */
  invalid?: string;
  /** Refuse zero with this message (a payment). */
  positive?: string;
}

/** Whole rupiah, required: a non-negative integer, digits-only text accepted ("4500000"). */
export const rupiah = (options: RupiahOptions = {}) => {
  const invalid = options.invalid === undefined ? undefined : { message: options.invalid };
  const amount = z
    .number(options.missing === undefined ? undefined : { error: options.missing })
    .int(invalid)
    .nonnegative(invalid)
    .max(Number.MAX_SAFE_INTEGER, invalid);
  return z.preprocess(wholeInput, options.positive === undefined ? amount : amount.positive({ message: options.positive }));
};

/** Whole rupiah that may be left out: missing or blank → 0; digits-only text accepted. */
export const optionalRupiah = () =>
  z.preprocess(
    (value) => (isBlank(value) ? 0 : wholeInput(value)),
    z
      .number({ error: MESSAGES.nilaiHarusAngka })
      .int({ message: MESSAGES.nilaiHarusAngka })
      .nonnegative({ message: MESSAGES.nilaiHarusAngka })
      .max(Number.MAX_SAFE_INTEGER, { message: MESSAGES.nilaiHarusAngka }),
  );

// ---------------------------------------------------------------- codes and texts

/**
 * A required code (store, tray, category, craftsman…) as typed or picked: trimmed, upper-cased. Missing or
 * blank → `missing` (the screen's "… Harus Dipilih" / "… Tidak Boleh Kosong"); longer than `max` → 'Data Tidak Valid'.
 */
export const code = (missing: string, max = 20) =>
  z.string({ error: missing }).trim().min(1, { message: missing }).max(max, { message: MESSAGES.dataTidakValid }).transform(toUpper);

/** An optional code or reference: missing or blank → undefined, else trimmed and upper-cased. */
export const optionalCode = (max = 20, tooLong: string = MESSAGES.dataTidakValid) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : trimmed(value)),
    z.string().max(max, { message: tooLong }).transform(toUpper).optional(),
  );

/** A document number typed or scanned (no sortir, no sepuh…): required with '<label> Harus Diisi', upper-cased. */
export const docNo = (label: string, max = 40) => code(harusDiisi(label), max);

/** A required text, upper-cased: missing or blank → '<label> Tidak Boleh Kosong'. */
export const requiredText = (label: string, max = 100) => code(tidakBolehKosong(label), max);

/** A required code named by its label: missing or blank → '<label> Tidak Boleh Kosong'. */
export const requiredCode = (label: string) => requiredText(label, 20);

/** Free text kept upper-case (a name, an address, a note): missing → '', trimmed. */
export const upperText = (max = 100) =>
  z.preprocess(
    (value) => (value == null ? '' : trimmed(value)),
    z.string().max(max, { message: MESSAGES.dataTidakValid }).transform(toUpper),
  );

/** An optional text, upper-cased; missing or blank → '-' (the specification's default for missing texts). */
export const optionalText = (max = 100) =>
  z.preprocess(
    (value) => (isBlank(value) ? '-' : trimmed(value)),
    z.string().max(max, { message: MESSAGES.dataTidakValid }).transform(toUpper),
  );

/** One of a fixed list, typed or picked in any case ("cash" → "CASH"); missing or anything else → `message`. */
export const upperChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(values, { error: message }));

// ---------------------------------------------------------------- purity and phone

/**
 * A purity as the purity input keeps it: a percentage ("75", "70.5", "99.999") or carats ("17K", "22.5k"),
 * upper-cased. Missing or blank → 'Kadar Tidak Boleh Kosong'; any other text → `invalid`. Whether the
 * purity can be priced (0 < % ≤ 100) is the flow's rule (isKadar), not the field's.
 */
export const purity = (invalid: string = MESSAGES.kadarTidakValid) =>
  z
    .string({ error: tidakBolehKosong('Kadar') })
    .trim()
    .min(1, { message: tidakBolehKosong('Kadar') })
    .max(10, { message: invalid })
    .regex(/^(\d{1,3}(\.\d{1,3})?|\d{1,2}(\.\d)?K)$/i, { message: invalid })
    .transform(toUpper);

/** What a phone number may hold as typed: digits, '+', '-' and spaces. */
const PHONE_TEXT = /^[0-9+\- ]*$/;
const phoneChars = () => z.string().max(20, { message: MESSAGES.dataTidakValid }).regex(PHONE_TEXT, { message: MESSAGES.dataTidakValid });

/** A customer's phone as typed, trimmed; missing → '' (a walk-in at the counter may leave it out). */
export const phone = () => z.preprocess((value) => (value == null ? '' : trimmed(value)), phoneChars());

/**
 * A phone that identifies a customer (a walk-in's deposit account is keyed by it): missing or blank →
 * undefined; given, it must hold at least one digit, so "+ -" cannot become an account key.
 */
export const optionalPhone = () =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : trimmed(value)),
    phoneChars()
      .refine((value) => /\d/.test(value), { message: MESSAGES.dataTidakValid })
      .optional(),
  );

// ---------------------------------------------------------------- dates

/** A line of a document in a path (a piece's photo: `…/foto/:no/:line_no`): a whole number 1–50. */
export const lineNo = () =>
  z.coerce
    .number({ error: MESSAGES.dataTidakValid })
    .int({ message: MESSAGES.dataTidakValid })
    .min(1, { message: MESSAGES.dataTidakValid })
    .max(50, { message: MESSAGES.dataTidakValid });

/** A required business date (yyyy-MM-dd the calendar has): missing or blank → `missing`. */
export const requiredDate = (missing: string) => z.string({ error: missing }).min(1, { message: missing }).pipe(DateSchema);

/** An optional business date: missing or blank → undefined. */
export const optionalDate = () => z.preprocess((value) => (isBlank(value) ? undefined : value), DateSchema.optional());
