// /laporan-services: every service taken in during a period with its state today (masuk, diproses, selesai,
// diambil, batal), the due date, weights in and out, the fee and the down payment; filter by state.
import { STATUS_SERVICE } from '../domain/services.ts';
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'services',
  title: 'LAPORAN SERVICES',
  menus: ['/laporan-services'],
  call: { method: 'GET', path: 'laporan/services' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    { name: 'status', label: 'Status', kind: 'select', options: ['SEMUA', ...STATUS_SERVICE] },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_masuk', label: 'Tanggal Masuk', total: 'label', width: 1, noWrap: true },
    { key: 'no_service', label: 'No Service', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 1.6 },
    { key: 'status', label: 'Status', width: 0.9 },
    { key: 'tgl_janji', label: 'Janji', width: 1, noWrap: true },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.5 },
    { key: 'berat', label: 'Berat Masuk', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'berat_selesai', label: 'Berat Selesai', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'ongkos', label: 'Ongkos', format: 'money', total: 'sum', width: 1.2 },
    { key: 'uang_muka', label: 'Uang Muka', format: 'money', total: 'sum', width: 1.2 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
