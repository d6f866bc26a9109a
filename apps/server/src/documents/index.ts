// The documents layer: one renderer per format, shared by every module.
export { documentHeader, ADDRESS_WRAP } from './pdf-report.ts';
export { renderReportPdf, warmReportPdf } from './report-pdf-thread.ts';
export { renderReportXlsx, streamReportXlsx, numberFormat, sheetName } from './xlsx-report.ts';
export {
  renderDeliveryReceiptPdf,
  DELIVERY_COLUMNS,
  type DeliveryReceipt,
  type DeliveryReceiptRow,
  type DeliveryStore,
} from './delivery-receipt.ts';
export { renderBarcodeLabelsPdf, code128Png } from './barcode-labels.ts';
export { printDate, stampFooter, type PrintStamp } from './print-stamp.ts';
export { sendDownload, safeFileName, CONTENT_TYPES } from './download.ts';
export type { ReportDocument, DocumentShop } from './report-document.ts';
export { mm, renderPdf, A4_LANDSCAPE, A4_MARGINS, BODY_FONT_SIZE } from './pdf-engine.ts';
export { renderNotaPenjualanPdf, NOTA_TEXT, type NotaPenjualan } from './nota-penjualan.ts';
export { renderSuratHutangPdf, SURAT_HUTANG_TEXT, type SuratHutang } from './surat-hutang.ts';
