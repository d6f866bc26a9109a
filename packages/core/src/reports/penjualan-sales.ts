// /laporan-penjualan-sales: what each sales person sold in a period: invoices, pieces, grams and money
// (cancelled sales left out).
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'penjualan-sales',
  title: 'LAPORAN PENJUALAN SALES',
  menus: ['/laporan-penjualan-sales'],
  call: { method: 'GET', path: 'laporan/penjualan-sales' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'kode_sales', label: 'Kode Sales', total: 'label', width: 1, noWrap: true },
    { key: 'nama_sales', label: 'Nama Sales', width: 2 },
    { key: 'jumlah_nota', label: 'Jumlah Nota', format: 'qty', total: 'sum', width: 0.9 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.7 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'total_harga', label: 'Total Penjualan', format: 'money', total: 'sum', width: 1.5 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
