// /laporan-transaksi-hutang: the loans taken in a period (their business date), with the borrower, the
// pieces' grams and value, the amount lent, the terms and the loan's state today.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

export default defineReport({
  id: 'transaksi-hutang',
  title: 'LAPORAN TRANSAKSI HUTANG',
  menus: ['/laporan-transaksi-hutang'],
  call: { method: 'POST', path: 'hutang/report-transaksi' },
  fields: [FIELDS.tglFrom, FIELDS.tglTo, FIELDS.toko],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'tgl_system', label: 'Tanggal', total: 'label', width: 1.1, noWrap: true },
    { key: 'no_hutang', label: 'No Hutang', width: 1.9, noWrap: true },
    { key: 'kode_toko', label: 'Toko', width: 0.6 },
    { key: 'nama_customer', label: 'Nasabah', width: 1.6 },
    { key: 'berat', label: 'Berat', format: 'grams', decimals: 3, total: 'sum' },
    { key: 'nilai_taksiran', label: 'Nilai Taksiran', format: 'money', total: 'sum', width: 1.4 },
    { key: 'jumlah_pinjaman', label: 'Pinjaman', format: 'money', total: 'sum', width: 1.4 },
    { key: 'bunga_persen', label: 'Bunga %', width: 0.7 },
    { key: 'tgl_jatuh_tempo', label: 'Jatuh Tempo', width: 1.1, noWrap: true },
    { key: 'status', label: 'Status', width: 1 },
    { key: 'user_id', label: 'User', width: 0.8 },
  ],
  texts: { success: MESSAGES.dataLaporanTersedia, empty: MESSAGES.dataLaporanTidakTersedia },
  exports: ['pdf', 'xlsx'],
});
