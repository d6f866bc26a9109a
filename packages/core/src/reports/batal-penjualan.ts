// /laporan-batal-penjualan: the sales cancelled in a period (by the cancel's business date), with the sale's
// date, money, reason and who cancelled.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'batal-penjualan',
  title: 'LAPORAN BATAL PENJUALAN',
  menus: ['/laporan-batal-penjualan'],
  call: { method: 'GET', path: 'laporan/batal-penjualan' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_batal', label: 'Tanggal Batal', total: 'label', width: 1, noWrap: true },
    { key: 'no_batal', label: 'No Batal', width: 1.8, noWrap: true },
    { key: 'no_faktur_jual', label: 'No Faktur', width: 1.8, noWrap: true },
    { key: 'tgl_jual', label: 'Tanggal Jual', width: 1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'customer', label: 'Customer', width: 1.6 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'total_harga', label: 'Total Harga', format: 'money', total: 'sum', width: 1.4 },
    { key: 'alasan', label: 'Alasan', width: 1.8 },
    { key: 'user_batal', label: 'User', width: 0.8 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
