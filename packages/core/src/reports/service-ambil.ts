// /laporan-service-ambil: the services picked up in a period: the fee, the down payment released from the
// customer's deposit, what was paid at pick-up, and the weight handed back.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'service-ambil',
  title: 'LAPORAN SERVICE AMBIL',
  menus: ['/laporan-service-ambil'],
  call: { method: 'GET', path: 'laporan/service-ambil' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_ambil', label: 'Tanggal Ambil', total: 'label', width: 1, noWrap: true },
    { key: 'no_ambil', label: 'No Ambil', width: 1.8, noWrap: true },
    { key: 'no_service', label: 'No Service', width: 1.8, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 1.6 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.5 },
    { key: 'berat_selesai', label: 'Berat Diambil', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'ongkos', label: 'Ongkos', format: 'money', total: 'sum', width: 1.2 },
    { key: 'uang_muka', label: 'Uang Muka', format: 'money', total: 'sum', width: 1.2 },
    { key: 'dibayar', label: 'Dibayar', format: 'money', total: 'sum', width: 1.2 },
    { key: 'user_id', label: 'User', width: 0.8 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
