// Every report definition. A new report adds its file beside this one and one line here.
import barangDalam from './barang-dalam.ts';
import barangDetail from './barang-detail.ts';
import barangSummary from './barang-summary.ts';
import eod from './eod.ts';
import hancurBarang from './hancur-barang.ts';
import konversiBarang from './konversi-barang.ts';
import otorisasi from './otorisasi.ts';
import kirimBarang from './kirim-barang.ts';
import owner from './owner.ts';
import pindahBarang from './pindah-barang.ts';
import stockJual from './stock-jual.ts';
import tambahBarang from './tambah-barang.ts';
import terimaBarang from './terima-barang.ts';
import timbangBaki from './timbang-baki.ts';
import bahanTukang from './bahan-tukang.ts';
import pesanan from './pesanan.ts';
import pesananSo from './pesanan-so.ts';
import pesananTukang from './pesanan-tukang.ts';
import type { ReportDefinition } from './define.ts';

export const REPORTS: readonly ReportDefinition[] = [
  otorisasi,
  eod,
  barangDalam,
  barangSummary,
  barangDetail,
  owner,
  kirimBarang,
  terimaBarang,
  tambahBarang,
  konversiBarang,
  hancurBarang,
  timbangBaki,
  pindahBarang,
  stockJual,
  bahanTukang,
  pesananTukang,
  pesananSo,
  pesanan,
];

/** The report with this id. */
export function findReport(id: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.id === id);
}

/** The report a screen route shows. */
export function findReportByMenu(path: string): ReportDefinition | undefined {
  return REPORTS.find((r) => r.menus.includes(path));
}

/** Every screen route served by a report. */
export const REPORT_MENUS: readonly string[] = REPORTS.flatMap((r) => r.menus);

export * from './define.ts';
export { AUDIT_EVENTS, type AuditEvent } from './otorisasi.ts';
export { JENIS_PINDAH } from './pindah-barang.ts';
