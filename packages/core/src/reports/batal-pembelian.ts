// /laporan-batal-pembelian: the buy-backs cancelled in a period (by the cancel's business date), with the
// cancel's number, reason and user.
import { PEMBELIAN_MESSAGES as P } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'batal-pembelian',
  title: 'LAPORAN BATAL PEMBELIAN',
  menus: ['/laporan-batal-pembelian'],
  call: { method: 'POST', path: 'pembelian/report-batal' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_batal', label: 'Tgl Batal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_batal', label: 'No Batal', width: 1.9, noWrap: true },
    { key: 'no_faktur_beli', label: 'No Faktur Beli', width: 1.9, noWrap: true },
    { key: 'tgl_system', label: 'Tgl Beli', width: 1.1, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'nama_customer', label: 'Customer', width: 1.6 },
    { key: 'qty', label: 'Qty', format: 'qty', total: 'sum', width: 0.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'total_harga', label: 'Total Harga', format: 'money', total: 'sum', width: 1.4 },
    { key: 'alasan', label: 'Alasan', width: 2 },
    { key: 'user_batal', label: 'User', width: 0.8 },
  ],
  texts: { success: P.dataPembelianTersedia, empty: P.dataPembelianTidakAda },
  exports: ['pdf', 'xlsx'],
});
