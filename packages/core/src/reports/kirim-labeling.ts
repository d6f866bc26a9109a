// /laporan-kirim-labeling: labelling sends of a period (optionally from one KS tray), each with what came
// back to the tray at the shipment's close (qty_kembali, berat_kembali); reprint per row.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'kirim-labeling',
  title: 'LAPORAN KIRIM LABELING',
  menus: ['/laporan-kirim-labeling'],
  call: { method: 'GET', path: 'kirim-labeling/reports' },
  fields: [
    FIELDS.toko,
    { name: 'kode_lokasi_toko', label: 'Kode Baki', kind: 'select', source: 'baki', all: true, filterBy: ['kode_toko'] },
    FIELDS.tglFrom,
    FIELDS.tglTo,
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_kirim_stock', label: 'No Kirim', width: 1.9, noWrap: true },
    { key: 'no_terima_sepuh', label: 'No Terima Sepuh', width: 1.9, noWrap: true },
    { key: 'kode_lokasi_toko', label: 'Baki Asal', width: 1.1 },
    { key: 'cabang', label: 'Cabang' },
    { key: 'kode_baki_tujuan', label: 'Baki Tujuan', width: 1.1 },
    { key: 'kode_dept', label: 'Jenis' },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'qty_kembali', label: 'Qty Kembali', format: 'qty', total: 'sum', width: 0.8 },
    { key: 'berat_kembali', label: 'Berat Kembali', format: 'grams', decimals: 3, total: 'sum' },
  ],
  rowActions: [{ id: 'reprint', label: 'Cetak Ulang' }],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
