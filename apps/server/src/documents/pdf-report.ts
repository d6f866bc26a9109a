// THE PDF renderer of every report: A4 landscape, body font 8, the header block from 30 mm (shop name,
// address wrapped at 48 characters on at most two lines, title, period), the table with its header
// repeated on every page, detail rows under their row, the totals row, and on every page
// 'Printed By {user} / {date}' and 'n of N'.
import { formatCell, isNumericColumn, REPORT_TEXT, wrapLines, type ReportColumn } from '@kencana/core';
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { A4_LANDSCAPE, A4_MARGINS, BODY_FONT_SIZE, renderPdf } from './pdf-engine.ts';
import { stampFooter } from './print-stamp.ts';
import type { DocumentShop, ReportDocument } from './report-document.ts';

/** The shop's address on documents: 48 characters a line, two lines at most (spec 001 §9). */
export const ADDRESS_WRAP = 48;

/** Header block: shop name, address lines, title and period. */
export function documentHeader(shop: DocumentShop, title: string, lines: readonly string[]): Content[] {
  return [
    { text: shop.nama_toko, fontSize: 11, bold: true },
    ...(shop.alamat_toko === null ? [] : wrapLines(shop.alamat_toko || '-', ADDRESS_WRAP, 2).map((line): Content => ({ text: line }))),
    { text: title, fontSize: 12, bold: true, alignment: 'center', margin: [0, 6, 0, 2] },
    ...lines.map((line): Content => ({ text: line, alignment: 'center', margin: [0, 0, 0, 2] })),
  ];
}

const HEADER_FILL = '#dfe6ee';
const TOTAL_FILL = '#eef1f4';

/** pdfmake's default cell padding (left + right) and our rule width: widths are content widths. */
const CELL_EXTRA = 8;
const RULE = 0.5;

/** Content widths of the columns by their relative weights, so the table fills `available` exactly. */
export function columnWidths(columns: readonly { width?: number; format?: string }[], available: number, rule = RULE): number[] {
  const weights = columns.map((c) => c.width ?? ((c.format ?? 'text') !== 'text' ? 1 : 1.3));
  const sum = weights.reduce((a, b) => a + b, 0);
  const content = available - columns.length * CELL_EXTRA - (columns.length + 1) * rule;
  return weights.map((w) => (w / sum) * content);
}

function headerRow(columns: readonly ReportColumn[]): TableCell[] {
  return columns.map((c) => ({ text: c.label, bold: true, fillColor: HEADER_FILL, alignment: isNumericColumn(c) ? 'right' : 'left' }));
}

function bodyRow(columns: readonly ReportColumn[], row: Record<string, unknown>): TableCell[] {
  return columns.map((c) => ({ text: formatCell(c, row[c.key]), alignment: isNumericColumn(c) ? 'right' : 'left' }));
}

/** The totals row: TOTAL in the label column, each summed column's total, blanks elsewhere. */
function totalsRow(columns: readonly ReportColumn[], totals: ReportDocument['totals']): TableCell[] | null {
  if (!columns.some((c) => c.total)) return null;
  return columns.map((c) => ({
    text: c.total === 'label' ? REPORT_TEXT.total : c.total === 'sum' ? formatCell(c, totals[c.key] ?? 0) : '',
    bold: true,
    fillColor: TOTAL_FILL,
    alignment: isNumericColumn(c) ? 'right' : 'left',
  }));
}

/** The printable width of an A4 landscape page. */
const AVAILABLE = A4_LANDSCAPE.width - A4_MARGINS[0] - A4_MARGINS[2];

/** How far detail rows sit in from their row's left edge. */
const DETAIL_INDENT = 24;

/**
 * The width a detail table may take: the cell spanning the whole row (the page's width less one cell's padding
 * and the two outer rules), less the indent. Its columns are laid out with the same padding and rule widths
 * as columnWidths counts, so the table ends exactly at the row's right border.
 */
const DETAIL_AVAILABLE = AVAILABLE - CELL_EXTRA - 2 * RULE - DETAIL_INDENT;

/** Light horizontal rules, no vertical ones (columnWidths is told rules of 0); paddings as columnWidths counts them. */
const DETAIL_LAYOUT: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 1 ? 1 : i > 1 && i < node.table.body.length ? RULE : 0),
  vLineWidth: () => 0,
  hLineColor: (i) => (i === 1 ? '#4a5562' : '#d5dbe1'),
  paddingLeft: () => CELL_EXTRA / 2,
  paddingRight: () => CELL_EXTRA / 2,
  paddingTop: () => 1,
  paddingBottom: () => 1,
};

/**
 * Lays a report out as a PDF on the calling thread: the report PDF worker's work (report-pdf-thread.ts renders
 * through it, off the server's event loop).
 */
export async function layoutReportPdf(doc: ReportDocument): Promise<Buffer> {
  const { columns, detail } = doc;
  const body: TableCell[][] = [headerRow(columns)];
  for (const row of doc.rows) {
    body.push(bodyRow(columns, row));
    const children = detail ? row[detail.key] : undefined;
    if (detail && Array.isArray(children) && children.length > 0) {
      const nested: Content = {
        table: {
          headerRows: 1,
          widths: columnWidths(detail.columns, DETAIL_AVAILABLE, 0),
          body: [
            detail.columns.map((c): TableCell => ({ text: c.label, italics: true, alignment: isNumericColumn(c) ? 'right' : 'left' })),
            ...children.map((child: Record<string, unknown>) => bodyRow(detail.columns, child)),
          ],
        },
        layout: DETAIL_LAYOUT,
        fontSize: BODY_FONT_SIZE - 1,
        margin: [DETAIL_INDENT, 0, 0, 2],
      };
      body.push([{ ...nested, colSpan: columns.length } as TableCell, ...columns.slice(1).map((): TableCell => ({ text: '' }))]);
    }
  }
  const totals = totalsRow(columns, doc.totals);
  if (totals) body.push(totals);
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: A4_MARGINS,
    info: { title: doc.title, author: doc.stamp.user_id, creator: 'Kencana' },
    defaultStyle: { fontSize: BODY_FONT_SIZE },
    footer: stampFooter(doc.stamp),
    content: [
      ...documentHeader(doc.shop, doc.title, [doc.period]),
      {
        table: { headerRows: 1, dontBreakRows: true, widths: columnWidths(columns, AVAILABLE), body },
        layout: {
          hLineWidth: () => 0.5,
          vLineWidth: () => 0.5,
          hLineColor: () => '#9aa5b1',
          vLineColor: () => '#9aa5b1',
          paddingTop: () => 1.5,
          paddingBottom: () => 1.5,
        },
        margin: [0, 6, 0, 0],
      },
    ],
  });
}
