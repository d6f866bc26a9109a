// THE spreadsheet renderer of every report (exceljs): one sheet named after the report, the shop, title
// and period above the table, a frozen header row with a filter, numbers as numbers with the report's
// decimals, and the totals row as live SUMs. A report with detail rows (the pieces of a sale…) gets a
// second sheet, Detail: one row per detail row under its own header, led by the columns that name its
// row (date, document number), so every column holds one kind of value and a SUM over it is right.
// Rows are streamed (WorkbookWriter) so 50,000 rows do not build a workbook in memory.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { detailParentColumns, isNumericColumn, REPORT_TEXT, toDecimal, type ReportColumn } from '@kencana/core';
import type { ReportDocument } from './report-document.ts';

/** Excel number format of a column: grams with their decimals, pieces and rupiah whole. */
export function numberFormat(column: ReportColumn): string | undefined {
  switch (column.format) {
    case 'grams':
      return `#,##0.${'0'.repeat(column.decimals ?? 3)}`;
    case 'qty':
      return '#,##0';
    case 'money':
      return '"Rp. "#,##0';
    default:
      return undefined;
  }
}

/** A cell value: numbers for numeric columns (exact text → number), text otherwise. */
function cellValue(column: ReportColumn, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return column.emptyWhenMissing ? null : isNumericColumn(column) ? 0 : '';
  if (!isNumericColumn(column)) return String(value);
  const n = Number(value);
  return Number.isFinite(n) ? n : String(value);
}

/** Excel's limits on sheet names: 31 characters, none of []:*?/\ */
export function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Laporan';
}

function columnLetter(index: number): string {
  let n = index;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Streams a report as an .xlsx file; the returned stream ends when the workbook is complete. */
export function streamReportXlsx(doc: ReportDocument): Readable {
  const out = new PassThrough();
  void writeWorkbook(doc, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** Renders a report as .xlsx bytes (tests and small reports). */
export async function renderReportXlsx(doc: ReportDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of streamReportXlsx(doc)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** One sheet's table: its columns and each row's values in column order. */
interface SheetTable {
  name: string;
  columns: readonly ReportColumn[];
  rows: Iterable<readonly unknown[]>;
  /** The totals row's values by column index, for the cached results of its SUM formulas. */
  totals: (index: number) => number;
}

const HEADER_ROW = 6;

async function writeSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, doc: ReportDocument, table: SheetTable): Promise<void> {
  const { columns } = table;
  const sheet = workbook.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.columns = columns.map((c, i) => ({
    key: `c${i}`,
    width: Math.max(10, Math.min(40, Math.round((c.width ?? (isNumericColumn(c) ? 1 : 1.3)) * 10))),
  }));

  const title = (text: string, bold = false, size = 10) => {
    const row = sheet.addRow([text]);
    row.font = { bold, size };
    row.commit();
  };
  title(doc.shop.nama_toko, true, 12);
  title(doc.shop.alamat_toko ?? '');
  title(doc.title, true, 12);
  title(doc.period);
  title('');

  const header = sheet.addRow(columns.map((c) => c.label));
  header.eachCell((cell, index) => {
    const column = columns[index - 1];
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDFE6EE' } };
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { horizontal: column && isNumericColumn(column) ? 'right' : 'left' };
  });
  header.commit();
  sheet.autoFilter = { from: { row: HEADER_ROW, column: 1 }, to: { row: HEADER_ROW, column: columns.length } };

  const formats = columns.map(numberFormat);
  const firstData = HEADER_ROW + 1;
  let lastData = HEADER_ROW;
  let written = 0;
  for (const values of table.rows) {
    // Let other requests run between batches: exceljs writes synchronously, 50,000 rows at once would
    // hold the server's thread for over a second.
    if (++written % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const row = sheet.addRow(columns.map((c, i) => cellValue(c, values[i])));
    formats.forEach((numFmt, i) => {
      if (numFmt) row.getCell(i + 1).numFmt = numFmt;
    });
    row.commit();
    lastData += 1;
  }

  if (columns.some((c) => c.total)) {
    const values = columns.map((c, i) => {
      if (c.total === 'label') return REPORT_TEXT.total;
      if (c.total !== 'sum') return '';
      const result = table.totals(i);
      if (lastData < firstData) return result;
      const letter = columnLetter(i + 1);
      return { formula: `SUM(${letter}${firstData}:${letter}${lastData})`, result };
    });
    const totals = sheet.addRow(values);
    totals.font = { bold: true };
    totals.eachCell({ includeEmpty: true }, (cell, index) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F4' } };
      cell.border = { top: { style: 'thin' } };
      const numFmt = formats[index - 1];
      if (numFmt) cell.numFmt = numFmt;
    });
    totals.commit();
  }
  await sheet.commit();
}

/** The rows of the Detail sheet: each detail row led by its row's naming columns. */
function* detailRows(doc: ReportDocument, parentKeys: readonly string[]): Generator<unknown[]> {
  const { detail } = doc;
  if (!detail) return;
  for (const record of doc.rows) {
    const children = record[detail.key];
    if (!Array.isArray(children)) continue;
    const lead = parentKeys.map((key) => record[key]);
    for (const child of children as Record<string, unknown>[]) yield [...lead, ...detail.columns.map((c) => child[c.key])];
  }
}

/** A column's exact sum over the Detail sheet's rows (grams and rupiah through decimals, never float sums). */
function detailTotal(rows: readonly (readonly unknown[])[], index: number): number {
  let sum = toDecimal(0);
  for (const row of rows) {
    const value = row[index];
    if (value !== null && value !== undefined && value !== '') sum = sum.plus(toDecimal(value as string | number));
  }
  return sum.toNumber();
}

async function writeWorkbook(doc: ReportDocument, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Kencana';
  const { columns, detail } = doc;
  await writeSheet(workbook, doc, {
    name: sheetName(doc.title),
    columns,
    rows: (function* () {
      for (const record of doc.rows) yield columns.map((c) => record[c.key]);
    })(),
    totals: (i) => Number(doc.totals[columns[i]?.key ?? ''] ?? 0),
  });
  if (detail) {
    const parents = detailParentColumns(columns, detail);
    // The leading columns name the row; TOTAL goes under the first of them, their own totals stay on the report's sheet.
    const leading = parents.map((c, i): ReportColumn => ({ ...c, total: i === 0 ? 'label' : undefined }));
    const rows = [
      ...detailRows(
        doc,
        parents.map((c) => c.key),
      ),
    ];
    await writeSheet(workbook, doc, {
      name: sheetName(REPORT_TEXT.detail),
      columns: [...leading, ...detail.columns],
      rows,
      totals: (i) => detailTotal(rows, i),
    });
  }
  await workbook.commit();
}
