// /laporan-service-selesai: the services finished in a period, one row per piece: weight in, weight out and the
// difference (material added +, loss −), the craftsman and the final fee.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'service-selesai',
  title: 'LAPORAN SERVICE SELESAI',
  menus: ['/laporan-service-selesai'],
  call: { method: 'GET', path: 'laporan/service-selesai' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_selesai', label: 'Tanggal Selesai', total: 'label', width: 1, noWrap: true },
    { key: 'no_service', label: 'No Service', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 1.6 },
    { key: 'nama_barang', label: 'Nama Barang', width: 1.6 },
    { key: 'kode_tukang', label: 'Tukang', width: 0.8 },
    { key: 'berat', label: 'Berat Masuk', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'berat_selesai', label: 'Berat Selesai', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'selisih', label: 'Selisih', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'ongkos', label: 'Ongkos', format: 'money', width: 1.2 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
