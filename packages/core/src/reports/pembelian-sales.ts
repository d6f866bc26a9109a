// /laporan-pembelian-sales: the buy-backs of a period per sales person (Master Sales; '-' when none was
// named) and store: how many buy-backs, pieces, grams and money, cancels left out.
import { PEMBELIAN_MESSAGES as P } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'pembelian-sales',
  title: 'LAPORAN PEMBELIAN SALES',
  menus: ['/laporan-pembelian-sales'],
  call: { method: 'POST', path: 'pembelian/report-sales' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'kode_sales', label: 'Kode Sales', total: 'label', width: 1 },
    { key: 'nama_sales', label: 'Nama Sales', width: 2 },
    { key: 'kode_toko', label: 'Toko', width: 0.7 },
    { key: 'jumlah_transaksi', label: 'Transaksi', format: 'qty', total: 'sum', width: 0.9 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.7 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'total_harga', label: 'Total Harga', format: 'money', total: 'sum', width: 1.5 },
  ],
  texts: { success: P.dataPembelianTersedia, empty: P.dataPembelianTidakAda },
  exports: ['pdf', 'xlsx'],
});
