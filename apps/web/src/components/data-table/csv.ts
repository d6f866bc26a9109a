/**
 * CSV export of table rows (RFC 4180): fields separated by commas, records by CRLF, and any field holding
 * a comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled.
 */
import { saveBlob } from '../../lib/download.ts';

/** One CSV column: its header text and how a row's value is read. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T, index: number) => unknown;
}

/** Text of one cell: null and undefined are empty, dates ISO, objects JSON, everything else String(). */
export function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Quotes a field when RFC 4180 requires it. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of `rows` under a header line of the columns' titles; lines end with CRLF. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvField(c.title)).join(',')];
  rows.forEach((row, index) => {
    lines.push(columns.map((c) => csvField(csvText(c.value(row, index)))).join(','));
  });
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name safe on every desktop system: `<name>.csv`, 'data.csv' when the name is blank. */
export function csvFileName(name: string | undefined): string {
  const base = (name ?? '')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'data'}.csv`;
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
