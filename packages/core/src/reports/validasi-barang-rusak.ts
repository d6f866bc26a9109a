// /laporan-validasi-barang-rusak: damaged goods validated (melted) in a period: validation date, source
// number (no_sepuh / no_sortir), total weight and qty.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'validasi-barang-rusak',
  title: 'LAPORAN VALIDASI BARANG RUSAK',
  menus: ['/laporan-validasi-barang-rusak'],
  call: { method: 'GET', path: 'barang-rusak/reports' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_validasi', label: 'Tgl Validasi', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_sepuh', label: 'No Sepuh', width: 1.9, noWrap: true },
    { key: 'jenis_transaksi', label: 'Transaksi', width: 0.8 },
    { key: 'no_validasi', label: 'No Validasi', width: 1.9, noWrap: true },
    { key: 'berat_total', label: 'Total Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_total', label: 'Total Qty', format: 'qty', total: 'sum', width: 0.8 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
