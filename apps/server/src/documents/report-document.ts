import type { ReportColumn, ReportDetail } from '@kencana/core';
import type { PrintStamp } from './print-stamp.ts';

/** The shop printed at the head of a document. */
export interface DocumentShop {
  nama_toko: string;
  /** null: no address line (a report over every store); '' prints '-'. */
  alamat_toko: string | null;
}

/** Everything the PDF and XLSX renderers need to print one report: the same input for both. */
export interface ReportDocument {
  /** Report title (also the sheet name). */
  title: string;
  shop: DocumentShop;
  /** "Periode : 2026-11-01 s/d 2026-11-22" or "Tanggal : 2026-11-22". */
  period: string;
  columns: readonly ReportColumn[];
  /** Expandable rows: each row's array under detail.key is printed beneath it. */
  detail?: ReportDetail | null;
  rows: readonly Record<string, unknown>[];
  /** Footer totals by column key (as the report answer gives them). */
  totals: Readonly<Record<string, string | number>>;
  stamp: PrintStamp;
}
