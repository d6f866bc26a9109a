// /laporan-hutang-lunas: the loans redeemed in a period (LUNAS payments, by their business date): principal,
// interest and penalty paid on the redemption, and the days the loan ran.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'hutang-lunas',
  title: 'LAPORAN HUTANG LUNAS',
  menus: ['/laporan-hutang-lunas'],
  call: { method: 'POST', path: 'hutang/report-lunas' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_lunas', label: 'Tgl Lunas', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_bayar', label: 'No Bayar', width: 1.9, noWrap: true },
    { key: 'no_hutang', label: 'No Hutang', width: 1.9, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'nama_customer', label: 'Nasabah', width: 1.6 },
    { key: 'tgl_system', label: 'Tgl Hutang', width: 1.1, noWrap: true },
    { key: 'hari', label: 'Hari', format: 'qty', width: 0.6 },
    { key: 'pokok', label: 'Pokok', format: 'money', total: 'sum', width: 1.4 },
    { key: 'bunga', label: 'Bunga', format: 'money', total: 'sum', width: 1.2 },
    { key: 'denda', label: 'Denda', format: 'money', total: 'sum', width: 1.2 },
    { key: 'jumlah', label: 'Jumlah', format: 'money', total: 'sum', width: 1.4 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
