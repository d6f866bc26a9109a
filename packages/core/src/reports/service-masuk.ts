// /laporan-service-masuk: the pieces taken in for service in a period, one row per piece: what it is, its
// weight in and purity, what to do, the estimated fee and the down payment of its service.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'service-masuk',
  title: 'LAPORAN SERVICE MASUK',
  menus: ['/laporan-service-masuk'],
  call: { method: 'GET', path: 'laporan/service-masuk' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_masuk', label: 'Tanggal', total: 'label', width: 1, noWrap: true },
    { key: 'no_service', label: 'No Service', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 1.6 },
    { key: 'nama_barang', label: 'Nama Barang', width: 1.6 },
    { key: 'kode_group', label: 'Kategori', width: 0.8 },
    { key: 'kadar', label: 'Kadar', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'pekerjaan', label: 'Pekerjaan', width: 1.8 },
    { key: 'tgl_janji', label: 'Janji', width: 1, noWrap: true },
    { key: 'user_id', label: 'User', width: 0.8 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
