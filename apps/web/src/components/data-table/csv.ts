/**
 * CSV export of table rows (RFC 4180, written by papaparse): fields separated by commas, records by CRLF, and
 * any field holding a comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled.
 * Loaded when a table is exported (papaparse stays out of the screens' first load); csv-text.ts has what a
 * table needs before that.
 */
import Papa from 'papaparse';
import { csvText, type CsvColumn } from './csv-text.ts';
import { saveBlob } from '../../lib/download.ts';

// A cell a spreadsheet would run as a formula (=, +, @, a tab or CR first; a minus not starting a number) is
// written with a leading apostrophe: a customer's name typed as '=HYPERLINK(…)' must not become a live formula
// on the owner's PC. Negative weights and amounts stay numbers.
const FORMULA_START = /^(?:[=+@\t\r]|-(?![\d.]))/;

const UNPARSE: Papa.UnparseConfig = { newline: '\r\n', escapeFormulae: FORMULA_START };

/** One field as CSV: quoted when RFC 4180 requires it (papaparse's rules: comma, quote, CR, LF). */
export function csvField(text: string): string {
  return Papa.unparse([[text]], UNPARSE);
}

/** The CSV text of `rows` under a header line of the columns' titles; lines end with CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const data = rows.map((row, index) => columns.map((c) => csvText(c.value(row, index))));
  return `${Papa.unparse([columns.map((c) => c.title), ...data], UNPARSE)}\r\n`;
}

/**
 * Saves CSV text as a download. A byte-order mark makes spreadsheet programs read it as UTF-8.
 * Returns the Blob handed to the browser (tests read it back).
 */
export function downloadCsv(fileName: string, csv: string): Blob {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  saveBlob(fileName, blob);
  return blob;
}
