// /laporan-batal-service: the services cancelled in a period: the pieces handed back, the down payment paid
// back in cash or kept on the customer's deposit, the reason and who cancelled.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'batal-service',
  title: 'LAPORAN BATAL SERVICE',
  menus: ['/laporan-batal-service'],
  call: { method: 'GET', path: 'laporan/batal-service' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_batal', label: 'Tanggal Batal', total: 'label', width: 1, noWrap: true },
    { key: 'no_batal', label: 'No Batal', width: 1.8, noWrap: true },
    { key: 'no_service', label: 'No Service', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 1.6 },
    { key: 'tgl_masuk', label: 'Tanggal Masuk', width: 1, noWrap: true },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.5 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'uang_muka', label: 'Uang Muka', format: 'money', total: 'sum', width: 1.2 },
    { key: 'dikembalikan', label: 'Dikembalikan', format: 'money', total: 'sum', width: 1.2 },
    { key: 'alasan', label: 'Alasan', width: 1.8 },
    { key: 'user_id', label: 'User', width: 0.8 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
