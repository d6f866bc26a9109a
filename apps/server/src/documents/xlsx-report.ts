// THE spreadsheet renderer of every report (exceljs): one sheet named after the report, the shop, title
// and period above the table, a frozen header row with a filter, numbers as numbers with the report's
// decimals, detail rows grouped (collapsible) under their row, and the totals row. Rows are streamed
// (WorkbookWriter) so 50,000 rows do not build a workbook in memory.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { isNumericColumn, REPORT_TEXT, type ReportColumn } from '@kencana/core';
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
  if (value === null || value === undefined || value === '') return isNumericColumn(column) ? 0 : '';
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

async function writeWorkbook(doc: ReportDocument, out: PassThrough): Promise<void> {
  const { columns, detail } = doc;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Kencana';
  const headerRowNumber = 6;
  const sheet = workbook.addWorksheet(sheetName(doc.title), {
    views: [{ state: 'frozen', ySplit: headerRowNumber }],
    properties: { outlineLevelRow: detail ? 1 : 0 },
  });
  sheet.columns = columns.map((c) => ({ key: c.key, width: Math.max(10, Math.min(40, Math.round((c.width ?? (isNumericColumn(c) ? 1 : 1.3)) * 10))) }));

  const title = (text: string, bold = false, size = 10) => {
    const row = sheet.addRow([text]);
    row.font = { bold, size };
    row.commit();
  };
  title(doc.shop.nama_toko, true, 12);
  title(doc.shop.alamat_toko);
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
  sheet.autoFilter = { from: { row: headerRowNumber, column: 1 }, to: { row: headerRowNumber, column: columns.length } };

  const formats = columns.map(numberFormat);
  const firstData = headerRowNumber + 1;
  let rowNumber = headerRowNumber;
  let written = 0;
  for (const record of doc.rows) {
    // Let other requests run between batches: exceljs writes synchronously, 50,000 rows at once would
    // hold the server's thread for over a second.
    if (++written % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    const row = sheet.addRow(columns.map((c) => cellValue(c, record[c.key])));
    formats.forEach((numFmt, i) => {
      if (numFmt) row.getCell(i + 1).numFmt = numFmt;
    });
    row.commit();
    rowNumber += 1;
    const children = detail ? record[detail.key] : undefined;
    if (detail && Array.isArray(children)) {
      for (const child of children as Record<string, unknown>[]) {
        // Detail rows start in the second column, grouped one outline level down.
        const values = ['', ...detail.columns.map((c) => cellValue(c, child[c.key]))];
        const childRow = sheet.addRow(values);
        childRow.outlineLevel = 1;
        childRow.font = { italic: true, color: { argb: 'FF4A5562' } };
        detail.columns.forEach((c, i) => {
          const numFmt = numberFormat(c);
          if (numFmt) childRow.getCell(i + 2).numFmt = numFmt;
        });
        childRow.commit();
        rowNumber += 1;
      }
    }
  }

  if (columns.some((c) => c.total)) {
    const lastData = rowNumber;
    const values = columns.map((c, i) => {
      if (c.total === 'label') return REPORT_TEXT.total;
      if (c.total !== 'sum') return '';
      const result = Number(doc.totals[c.key] ?? 0);
      // A live formula where the column holds only its own values; plain totals where detail rows share it.
      if (detail || lastData < firstData) return result;
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
  await workbook.commit();
}
