/**
 * Keystroke filters shared by every form: each takes the raw input text and returns the accepted text.
 */

/** Barcodes are 8 characters; a lookup starts once this many are typed. */
export const BARCODE_LENGTH = 8;

/**
 * Weight input: keeps digits and the decimal point. A decimal comma, as Indonesians type it, becomes the
 * decimal point ("3,25" → "3.25", "12,5 g" → "12.5"): a comma never vanishes, which would make the weight
 * 100 times heavier. A weight has one decimal separator: a second one is refused and the text ends before
 * it ("3.25." → "3.25", a pasted "3.25.1" → "3.25"), so no digit moves across a separator.
 */
export function filterWeight(s: string): string {
  const text = s.replace(/,/g, '.').replace(/[^0-9.]/g, '');
  const first = text.indexOf('.');
  const second = first < 0 ? -1 : text.indexOf('.', first + 1);
  return second < 0 ? text : text.slice(0, second);
}

/**
 * Purity (kadar) input: keeps digits, the decimal point and K, upper-casing k ("24k" → "24K", "75.0%" →
 * "75.0"); a decimal comma becomes the decimal point ("99,9" → "99.9").
 */
export function filterPurity(s: string): string {
  return s
    .replace(/,/g, '.')
    .replace(/[^0-9.kK]/g, '')
    .toUpperCase();
}

/** Integer input (qty, fees): keeps digits only ("1.000" → "1000", "-5" → "5"). */
export function filterDigits(s: string): string {
  return s.replace(/[^0-9]/g, '');
}

/** Rupiah as typed, grouped with commas ("4500000" → "4,500,000"); anything but digits is dropped. */
export function groupDigits(s: string): string {
  return filterDigits(s).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Upper-cases free text (codes, order numbers, asal barang). */
export function toUpperText(s: string): string {
  return s.toUpperCase();
}

/** Normalises a scanned or typed barcode: trimmed, upper-cased, cut to its first 8 characters. */
export function normaliseBarcode(s: string): string {
  return s.trim().toUpperCase().slice(0, BARCODE_LENGTH);
}

/** True once a barcode input holds at least 8 characters (after trimming), so the item lookup may run. */
export function isBarcodeLookupReady(s: string): boolean {
  return s.trim().length >= BARCODE_LENGTH;
}

/** What a missing text field shows and stores (tag_id, nama_atribut of a looked-up line): '-'. */
export const MISSING_TEXT = '-';

/**
 * A text field of a looked-up line, or '-' when it is missing or blank. The spec's send-goods lines default
 * missing texts to '-' (and missing numbers to 0), so slips and tables never print "undefined".
 */
export function textOrDash(value: string | null | undefined): string {
  return value == null || value.trim() === '' ? MISSING_TEXT : value;
}
