// The send list of /kirim-barang as a local draft (spec 000 §4): the destination and the listed goods,
// kept in browser storage between steps, cleared after a successful send or when leaving the screen.
import { sumGrams, type BarangLine, type BarangQueryRow } from '@kencana/core';

export interface KirimDraft {
  tujuan: string;
  lines: BarangQueryRow[];
}

export const EMPTY_KIRIM_DRAFT: KirimDraft = { tujuan: '', lines: [] };

const LINE_KEYS = [
  'kode_barcode',
  'nama_barang',
  'kode_group',
  'kode_dept',
  'kode_gudang',
  'kode_baki',
  'tipe_barang',
  'berat',
  'kadar',
  'tujuan',
] as const;

/** True for a stored draft of the expected shape (an older or foreign value is ignored). */
export function isKirimDraft(value: unknown): value is KirimDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<KirimDraft>;
  return (
    typeof draft.tujuan === 'string' &&
    Array.isArray(draft.lines) &&
    draft.lines.every(
      (line) =>
        line !== null &&
        typeof line === 'object' &&
        LINE_KEYS.every((key) => typeof (line as unknown as Record<string, unknown>)[key] === 'string'),
    )
  );
}

/** A looked-up goods line as a row of the send list (what the send needs to check it is unchanged). */
export function toQueryRow(line: BarangLine): BarangQueryRow {
  return {
    kode_barcode: line.kode_barcode,
    nama_barang: line.nama_barang,
    kode_group: line.kode_group,
    kode_dept: line.kode_dept,
    kode_gudang: line.kode_gudang,
    kode_baki: line.kode_baki,
    tipe_barang: line.tipe_barang,
    berat: line.berat,
    kadar: line.kadar,
    tujuan: line.tujuan,
  };
}

/** Adds rows not yet listed (by barcode), keeping the list's order; answers the new list and how many were new. */
export function addLines(current: readonly BarangQueryRow[], rows: readonly BarangQueryRow[]): { lines: BarangQueryRow[]; added: number } {
  const have = new Set(current.map((line) => line.kode_barcode));
  const fresh: BarangQueryRow[] = [];
  for (const row of rows) {
    if (have.has(row.kode_barcode)) continue;
    have.add(row.kode_barcode);
    fresh.push(row);
  }
  return { lines: [...current, ...fresh], added: fresh.length };
}

/** The send list's totals: pieces and grams (exact, 3 decimals). */
export function totalsOf(lines: readonly BarangQueryRow[]): { qty: number; berat: string } {
  return { qty: lines.length, berat: sumGrams(lines.map((line) => line.berat)) };
}
