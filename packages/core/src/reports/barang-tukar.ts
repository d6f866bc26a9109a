// /laporan-barang-tukar: the exchanges of a period — the old gold bought back and the new pieces sold in
// one transaction, each with its two documents, the values and who paid the difference.
import { PEMBELIAN_MESSAGES as P } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'barang-tukar',
  title: 'LAPORAN BARANG TUKAR',
  menus: ['/laporan-barang-tukar'],
  call: { method: 'POST', path: 'tukar-barang/report' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_tukar', label: 'No Tukar', width: 2.1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'nama_customer', label: 'Customer', width: 1.6 },
    { key: 'no_faktur_beli', label: 'No Faktur Beli', width: 2.1, noWrap: true },
    { key: 'berat_beli', label: 'Berat Lama', format: 'grams', decimals: 3, total: 'sum', width: 1 },
    { key: 'total_beli', label: 'Nilai Lama', format: 'money', total: 'sum', width: 1.4 },
    { key: 'no_faktur_jual', label: 'No Faktur Jual', width: 2.1, noWrap: true },
    { key: 'berat_jual', label: 'Berat Baru', format: 'grams', decimals: 3, total: 'sum', width: 1 },
    { key: 'total_jual', label: 'Nilai Baru', format: 'money', total: 'sum', width: 1.4 },
    { key: 'selisih', label: 'Selisih', format: 'money', total: 'sum', width: 1.4 },
    { key: 'dibayar_oleh', label: 'Dibayar', width: 1 },
    { key: 'status', label: 'Status', width: 0.8 },
  ],
  texts: { success: P.dataBarangTukarTersedia, empty: P.barangTukarTidakAda },
  exports: ['pdf', 'xlsx'],
});
