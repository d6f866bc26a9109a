// /laporan-sortir-sepuh: the refining sorts of a period (live ones). GLOBAL rows can be reprinted and
// cancelled (refused once the tray's type went to the refiner); DETAIL: one row per line.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'sortir-sepuh',
  title: 'LAPORAN SORTIR SEPUH',
  menus: ['/laporan-sortir-sepuh'],
  call: { method: 'GET', path: 'sortir-sepuh/reports' },
  fields: [
    { name: 'type', label: 'Tipe', kind: 'select', options: ['GLOBAL', 'DETAIL'] },
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    { name: 'kode_baki', label: 'Kode Baki', kind: 'select', source: 'baki', all: true, filterBy: ['kode_toko'] },
  ],
  period: RANGE_PERIOD,
  typeField: 'type',
  storeField: 'kode_toko',
  columns: [
    { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
    { key: 'tgl_sortir', label: 'Tanggal', width: 1.1, noWrap: true },
    { key: 'kondisi', label: 'Kondisi' },
    { key: 'kategori', label: 'Kategori' },
    { key: 'kode_baki', label: 'Baki', width: 1.2 },
    { key: 'jenis', label: 'Jenis', width: 1.6 },
    { key: 'qty_total', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat_total', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
  ],
  variants: {
    DETAIL: {
      columns: [
        { key: 'no_sortir', label: 'No Sortir', total: 'label', width: 1.9, noWrap: true },
        { key: 'no_sortir_asal', label: 'No Sortir Pembelian', width: 1.9, noWrap: true },
        { key: 'no_faktur_beli', label: 'No Faktur Beli', width: 1.9, noWrap: true },
        { key: 'kode_group', label: 'Kategori' },
        { key: 'kode_baki', label: 'Baki', width: 1.2 },
        { key: 'kode_dept', label: 'Jenis' },
        { key: 'no_sepuh', label: 'No Sepuh', width: 1.9, noWrap: true },
        { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
        { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
      ],
    },
  },
  rowActions: [
    { id: 'reprint', label: 'Cetak Ulang', types: ['GLOBAL'] },
    { id: 'cancel', label: 'Batal', types: ['GLOBAL'] },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
