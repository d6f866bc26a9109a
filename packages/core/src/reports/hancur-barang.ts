// /laporan-hancur-barang: items destroyed (melted) in a period, each with the tray it left and the reason
// given on /hancur-data-barang. The specification lists the screen only; the call is Kencana's own.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'hancur-barang',
  title: 'LAPORAN HANCUR BARANG',
  menus: ['/laporan-hancur-barang'],
  call: { method: 'POST', path: 'hancur-barang/report' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1 },
    { key: 'no_hancur', label: 'No Hancur', width: 1.9 },
    { key: 'kode_toko', label: 'Toko', width: 0.7 },
    { key: 'kode_barcode', label: 'Barcode', width: 1.1 },
    { key: 'nama_barang', label: 'Nama Barang', width: 2.4 },
    { key: 'kode_group', label: 'Kategori', width: 0.9 },
    { key: 'kode_dept', label: 'Jenis', width: 0.9 },
    { key: 'kode_baki', label: 'Baki Asal', width: 1 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'alasan', label: 'Alasan', width: 2.4 },
    { key: 'user_id', label: 'User', width: 0.9 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
