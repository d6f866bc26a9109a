// /laporan-batal-sortir-sepuh: refining sorts cancelled in a period. GLOBAL: sort number, tray, total qty;
// DETAIL: sort number, sepuh number, purchase invoice, tray, type, category, warehouse, condition.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'batal-sortir-sepuh',
  title: 'LAPORAN BATAL SORTIR SEPUH',
  menus: ['/laporan-batal-sortir-sepuh'],
  call: { method: 'GET', path: 'sortir-sepuh/cancel-reports' },
  fields: [{ name: 'type', label: 'Tipe', kind: 'select', options: ['GLOBAL', 'DETAIL'] }, FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
    { key: 'kode_baki', label: 'Kode Baki', width: 1.2 },
    { key: 'tgl_batal', label: 'Tgl Batal', width: 1.1, noWrap: true },
    { key: 'total_qty', label: 'Total Qty', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'total_berat', label: 'Total Berat', format: 'grams', decimals: 3, total: 'sum' },
  ],
  variants: {
    DETAIL: {
      columns: [
        { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
        { key: 'no_sepuh', label: 'No Sepuh', width: 1.9, noWrap: true },
        { key: 'no_faktur_beli', label: 'No Faktur Beli', width: 1.9, noWrap: true },
        { key: 'kode_baki', label: 'Kode Baki', width: 1.2 },
        { key: 'kode_dept', label: 'Kode Jenis' },
        { key: 'kode_group', label: 'Kategori' },
        { key: 'kode_gudang', label: 'Gudang' },
        { key: 'kondisi', label: 'Kondisi' },
        { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
      ],
    },
  },
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf'],
});
