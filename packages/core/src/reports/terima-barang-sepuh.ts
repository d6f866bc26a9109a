// /laporan-terima-barang-sepuh: receipts from the refiner in a period (optionally into one KS tray): per
// type sent, weighed, received, damaged, the refiner's loss (selisih) and what has been labelled of it.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'terima-barang-sepuh',
  title: 'LAPORAN TERIMA BARANG SEPUH',
  menus: ['/laporan-terima-barang-sepuh'],
  call: { method: 'GET', path: 'terima-sepuh/reports' },
  fields: [
    FIELDS.toko,
    { name: 'kode_baki', label: 'Kode Baki', kind: 'select', source: 'baki', all: true, filterBy: ['kode_toko'] },
    FIELDS.tglFrom,
    FIELDS.tglTo,
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_terima', label: 'Tgl Terima', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_terima_sepuh', label: 'No Terima Sepuh', width: 1.9, noWrap: true },
    { key: 'no_sepuh', label: 'No Sepuh', width: 1.9, noWrap: true },
    { key: 'kode_baki', label: 'Baki', width: 1.1 },
    { key: 'kode_dept', label: 'Jenis' },
    { key: 'qty_sepuh', label: 'Qty Sepuh', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_timbangan', label: 'Berat Timbangan', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_terima', label: 'Qty Terima', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_terima', label: 'Berat Terima', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_rusak', label: 'Qty Rusak', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_rusak', label: 'Berat Rusak', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'berat_selisih', label: 'Berat Selisih', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_kirim', label: 'Qty Kirim', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_kirim', label: 'Berat Kirim', format: 'grams', decimals: 3, total: 'sum' },
  ],
  rowActions: [{ id: 'reprint', label: 'Cetak Ulang' }],
  texts: { success: MESSAGES.laporanTerimaBarangTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
