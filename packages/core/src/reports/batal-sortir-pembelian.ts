// /laporan-batal-sortir-pembelian: purchase sorts cancelled in a period (by the date of the cancel).
// GLOBAL: sort number, condition, tray, total qty and weight; DETAIL: the lines. Reprint per row.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'batal-sortir-pembelian',
  title: 'LAPORAN BATAL SORTIR PEMBELIAN',
  menus: ['/laporan-batal-sortir-pembelian'],
  call: { method: 'GET', path: 'sortir-pembelian/cancel-reports' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    { name: 'type', label: 'Tipe', kind: 'select', options: ['GLOBAL', 'DETAIL'] },
    { name: 'kode_dept', label: 'Kode Jenis', kind: 'select', source: 'jenis', all: true },
    FIELDS.toko,
  ],
  period: RANGE_PERIOD,
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
    { key: 'kondisi', label: 'Kondisi' },
    { key: 'kode_baki', label: 'Kode Baki', width: 1.2 },
    { key: 'tgl_batal', label: 'Tgl Batal', width: 1.1, noWrap: true },
    { key: 'no_batal', label: 'No Batal', width: 1.9, noWrap: true },
    { key: 'total_qty', label: 'Total Qty', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'total_berat', label: 'Total Berat', format: 'grams', decimals: 3, total: 'sum' },
  ],
  variants: {
    DETAIL: {
      columns: [
        { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
        { key: 'nama_barang', label: 'Nama Barang', width: 2 },
        { key: 'kondisi', label: 'Kondisi' },
        { key: 'kode_dept', label: 'Jenis' },
        { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
        { key: 'kode_baki', label: 'Baki Tujuan', width: 1.2 },
      ],
    },
  },
  rowActions: [{ id: 'reprint', label: 'Cetak Ulang', types: ['GLOBAL'] }],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
