// What a table needs of its CSV export before the export itself (csv.ts, loaded on the click): the column
// type, a cell's text and the file's name.

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

/** A file name safe on every desktop system: `<name>.csv`, 'data.csv' when the name is blank. */
export function csvFileName(name: string | undefined): string {
  const base = (name ?? '')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${base || 'data'}.csv`;
}
