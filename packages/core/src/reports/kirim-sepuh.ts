// /laporan-kirim-sepuh: what was sent to the refiner in a period, per dispatch and type (tray total,
// refined part, damaged part); reprint per row (Internal, Owner, Tukang).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'kirim-sepuh',
  title: 'LAPORAN KIRIM SEPUH',
  menus: ['/laporan-kirim-sepuh'],
  call: { method: 'GET', path: 'kirim-sepuh/reports' },
  fields: [{ name: 'kode_dept', label: 'Jenis', kind: 'select', source: 'jenis', all: true }, FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_sepuh', label: 'No Sepuh', width: 1.9, noWrap: true },
    { key: 'kode_tukang', label: 'Tukang' },
    { key: 'kode_baki', label: 'Baki', width: 1.2 },
    { key: 'kode_dept', label: 'Jenis' },
    { key: 'kode_group', label: 'Kategori' },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_rusak', label: 'Qty Rusak', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_rusak', label: 'Berat Rusak', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_sepuh', label: 'Qty Sepuh', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_sepuh', label: 'Berat Sepuh', format: 'grams', decimals: 3, total: 'sum' },
  ],
  rowActions: [{ id: 'reprint', label: 'Cetak Ulang' }],
  texts: { success: MESSAGES.laporanKirimSepuhTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
